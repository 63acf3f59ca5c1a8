import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { AffiliateTracker } from '../../../integrations/affiliate-tracker/affiliate-tracker';
import type { Db } from '../../db/client';
import { affiliateReferrals } from '../../db/schema';

/** The partner whose referral cookie came with the booking (recorded at checkout, not refused). */
export async function referringAffiliateOf(db: Db, transactionId: string): Promise<string | null> {
  const [referral] = await db
    .select({ affiliateId: affiliateReferrals.affiliateId })
    .from(affiliateReferrals)
    .where(
      and(
        eq(affiliateReferrals.transactionId, transactionId),
        or(isNull(affiliateReferrals.review), ne(affiliateReferrals.review, 'refused')),
      ),
    );
  return referral?.affiliateId ?? null;
}

/**
 * A paid booking's conversion for the affiliate tracker (spec 000 §4, decision 176): reported only
 * when the booking came with the partner's referral cookie (referringAffiliateOf) — the caller has
 * checked the traveller's consent. Answers whether it was reported.
 */
export async function reportAffiliateConversion(
  deps: { affiliateTracker: AffiliateTracker },
  booking: {
    transactionId: string;
    affiliateId: string | null;
    valueMinor: number;
    currency: string;
    at: Date;
  },
): Promise<boolean> {
  const { affiliateId, ...conversion } = booking;
  if (!affiliateId) return false;
  await deps.affiliateTracker.reportConversion({ ...conversion, affiliateId });
  return true;
}
