import { isBotUserAgent, isReferralToken, programmeTimeZone } from '../../../domain/affiliates';
import { localDateOf } from '../../../domain/time-slots';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { affiliateClicks } from '../../db/schema';
import { addressHashOf, encodeReferralMark } from './attribute-booking';
import { findActiveAffiliateByToken } from './find-affiliate';
import { recordAffiliateSighting } from './record-affiliate-sighting';
import { referralKey } from './referral-key';

/**
 * A visitor arrived through a referral link. Every click is recorded (the booking's mark is tied to
 * it); it counts once per visitor and once per address a local day, and bots do not count. Returns the
 * signed mark for the visitor's cookie when the ref names an affiliate who may earn: unknown,
 * malformed and banned refs are ignored, and so is an affiliate following its own link (whose browser
 * and address are then known as theirs).
 */
export async function recordAffiliateClick(
  deps: { db: Db; clock: Clock },
  input: {
    ref: string;
    visitorId: string;
    address: string;
    userAgent: string | undefined;
    userId?: string;
  },
): Promise<{ mark: string | null }> {
  if (!isReferralToken(input.ref) || isBotUserAgent(input.userAgent)) return { mark: null };
  const affiliate = await findActiveAffiliateByToken(deps.db, input.ref);
  if (!affiliate) return { mark: null };
  if (affiliate.userId === input.userId) {
    await recordAffiliateSighting(deps, affiliate.userId, input);
    return { mark: null };
  }
  const now = deps.clock.now();
  const key = await referralKey(deps);
  const click = {
    affiliateId: affiliate.userId,
    visitorId: input.visitorId,
    day: localDateOf(now, programmeTimeZone),
    addressHash: addressHashOf(key, input.address),
    createdAt: now,
  };
  // Counted unless this visitor or this address already clicked today (the unique index of counted
  // clicks by address); recorded uncounted when only the address had.
  const counted = await deps.db
    .insert(affiliateClicks)
    .values({ ...click, isCounted: true })
    .onConflictDoNothing()
    .returning({ day: affiliateClicks.day });
  if (counted.length === 0)
    await deps.db
      .insert(affiliateClicks)
      .values({ ...click, isCounted: false })
      .onConflictDoNothing();
  return {
    mark: encodeReferralMark(key, { token: input.ref, clickedAt: now, visitorId: input.visitorId }),
  };
}
