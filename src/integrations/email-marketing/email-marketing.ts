/** A contact as the email-marketing service keeps it (spec 001 §7): created at sign-up, updated on changes. */
export type MarketingProfile = {
  userId: string;
  email: string;
  phoneNumber: string | null;
  firstName: string;
  lastName: string;
};

/** Klaviyo's standard metric names: a page view, a checkout opened (add to cart), a paid booking. */
export const marketingMetrics = ['Viewed Page', 'Added to Cart', 'Placed Order'] as const;
export type MarketingMetric = (typeof marketingMetrics)[number];

export type MarketingEvent = {
  /** Unique per event (Klaviyo's unique_id): a retried job does not count it twice. */
  id: string;
  metric: MarketingMetric;
  userId: string;
  email: string;
  properties: Record<string, string | number | boolean | null>;
  /** A purchase's value, in minor units. */
  value?: { amountMinor: number; currency: string } | null;
  at: Date;
};

/**
 * The email-marketing service (issue 48, docs/decisions/165): Klaviyo's API with KLAVIYO_API_KEY
 * (klaviyo-email-marketing.ts), otherwise the `marketing_profiles` and `marketing_events` tables, shown
 * in the console. Only called from jobs, after the person's consent was checked.
 */
export interface EmailMarketing {
  readonly kind: 'local' | 'klaviyo';
  /** Creates the profile, or updates the one that has this email already. */
  upsertProfile(profile: MarketingProfile): Promise<void>;
  trackEvent(event: MarketingEvent): Promise<void>;
}
