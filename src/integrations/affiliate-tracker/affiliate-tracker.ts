/** A paid booking that came through a partner's link (spec 000 §4: reported when the cookie exists). */
export type AffiliateConversion = {
  /** The booking's id: a retried job reports it once. */
  transactionId: string;
  affiliateId: string;
  /** What the traveller paid, in minor units. */
  valueMinor: number;
  currency: string;
  at: Date;
};

/**
 * The affiliate tracker (spec 000 §4, decision 176): reports a conversion after the payment's
 * confirmation, only when the booking came with the referral cookie and the traveller accepted the
 * cookie banner. With AFFILIATE_TRACKER_URL a hosted tracker gets it over HTTP
 * (http-affiliate-tracker.ts); the local default keeps it in `affiliate_conversions`, which the
 * console's Marketing page lists.
 */
export interface AffiliateTracker {
  readonly kind: 'local' | 'http';
  reportConversion(conversion: AffiliateConversion): Promise<void>;
}

export function createLocalAffiliateTracker(
  store: (conversion: AffiliateConversion) => Promise<void>,
): AffiliateTracker {
  return { kind: 'local', reportConversion: store };
}
