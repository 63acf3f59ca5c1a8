import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { AffiliateTracker } from '../../../integrations/affiliate-tracker/affiliate-tracker';
import type { Db } from '../../db/client';
import { affiliateReferrals } from '../../db/schema';

/**
 * A paid booking's conversion for the affiliate tracker (spec 000 §4, decision 176): reported only
 * when the booking came with the partner's referral cookie (a referral recorded at checkout, not
 * refused) — the caller has checked the traveller's consent. Answers whether it was reported.
 */
export async function reportAffiliateConversion(
  deps: { db: Db; affiliateTracker: AffiliateTracker },
  booking: { transactionId: string; valueMinor: number; currency: string; at: Date },
): Promise<boolean> {
  const [referral] = await deps.db
    .select({ affiliateId: affiliateReferrals.affiliateId })
    .from(affiliateReferrals)
    .where(
      and(
        eq(affiliateReferrals.transactionId, booking.transactionId),
        or(isNull(affiliateReferrals.review), ne(affiliateReferrals.review, 'refused')),
      ),
    );
  if (!referral) return false;
  await deps.affiliateTracker.reportConversion({ ...booking, affiliateId: referral.affiliateId });
  return true;
}
