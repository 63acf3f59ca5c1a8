/** What the product measures (spec 001 §7): page views, sign-in with the user id, sign-out, user properties, and the funnel's steps. */
export const analyticsEventNames = [
  'page-view',
  'sign-up',
  'login',
  'logout',
  'user-properties',
  'checkout-started',
  'purchase',
  // The ad pixel's own (decision 176), kept by its local default in the same store.
  'ad-page-view',
  'ad-purchase',
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

export type AnalyticsEvent = {
  /** A UUID made when the event was queued: a retried job sends the same one (the service dedupes on it). */
  id: string;
  name: AnalyticsEventName;
  /** The signed-in user's id, else the browser's visitor id. */
  distinctId: string;
  userId?: string | null;
  /** The visitor id a sign-in joins to the user (PostHog's $anon_distinct_id). */
  anonymousId?: string | null;
  properties: Record<string, string | number | boolean | null>;
  /** Person properties set with the event (user properties). */
  setProperties?: Record<string, string | number | boolean | null>;
  at: Date;
};

/**
 * The analytics service (issue 48, docs/decisions/166): PostHog's capture API when POSTHOG_API_KEY is
 * configured (posthog-analytics.ts), otherwise the `analytics_events` table, whose daily funnel the
 * console shows. Only ever called from a job, after the person's consent was checked.
 */
export interface Analytics {
  readonly kind: 'local' | 'posthog';
  capture(event: AnalyticsEvent): Promise<void>;
}

/** The local default: each event kept once (by its id) through the given store. */
export function createLocalAnalytics(store: (event: AnalyticsEvent) => Promise<void>): Analytics {
  return { kind: 'local', capture: store };
}
