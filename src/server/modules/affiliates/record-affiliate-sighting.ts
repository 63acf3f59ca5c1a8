import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { affiliateSightings } from '../../db/schema';
import { addressHashOf, isVisitorId } from './attribute-booking';
import { referralKey } from './referral-key';

// A sighting is written again at most this often: the affiliate's pages read their account on every page.
const refreshMs = 60 * 60 * 1000;

/**
 * The affiliate was seen signed in from this browser (visitor cookie) and address: a booking referred
 * by their link from either is theirs, not a traveller's (decision 098).
 */
export async function recordAffiliateSighting(
  deps: { db: Db; clock: Clock },
  affiliateId: string,
  input: { visitorId: string | undefined; address: string },
): Promise<void> {
  const now = deps.clock.now();
  const key = await referralKey(deps);
  const rows = [
    { kind: 'address' as const, value: addressHashOf(key, input.address) },
    ...(isVisitorId(input.visitorId) ? [{ kind: 'visitor' as const, value: input.visitorId }] : []),
  ];
  await deps.db
    .insert(affiliateSightings)
    .values(rows.map((row) => ({ ...row, affiliateId, lastSeenAt: now })))
    .onConflictDoUpdate({
      target: [affiliateSightings.affiliateId, affiliateSightings.kind, affiliateSightings.value],
      set: { lastSeenAt: now },
      setWhere: sql`${affiliateSightings.lastSeenAt} < ${new Date(now.getTime() - refreshMs)}`,
    });
}
