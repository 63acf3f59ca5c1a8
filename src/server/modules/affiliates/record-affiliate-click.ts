import { isBotUserAgent, isReferralToken, programmeTimeZone } from '../../../domain/affiliates';
import { localDateOf } from '../../../domain/time-slots';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { affiliateClicks } from '../../db/schema';
import { findActiveAffiliateByToken } from './find-affiliate';

/**
 * A visitor arrived through a referral link. Counts the click once per visitor and local day (bots
 * are not counted) and says whether the ref names an affiliate who may earn: unknown, malformed and
 * banned refs are ignored, and so is an affiliate following its own link.
 */
export async function recordAffiliateClick(
  deps: { db: Db; clock: Clock },
  input: { ref: string; visitorId: string; userAgent: string | undefined; userId?: string },
): Promise<{ isReferral: boolean }> {
  if (!isReferralToken(input.ref) || isBotUserAgent(input.userAgent)) return { isReferral: false };
  const affiliate = await findActiveAffiliateByToken(deps.db, input.ref);
  if (!affiliate || affiliate.userId === input.userId) return { isReferral: false };
  const now = deps.clock.now();
  await deps.db
    .insert(affiliateClicks)
    .values({
      affiliateId: affiliate.userId,
      visitorId: input.visitorId,
      day: localDateOf(now, programmeTimeZone),
      createdAt: now,
    })
    .onConflictDoNothing();
  return { isReferral: true };
}
