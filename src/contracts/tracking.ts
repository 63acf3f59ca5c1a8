import { z } from 'zod';

/** What the browser reports once the visitor accepted the cookie banner (decision 167). */
export const trackingEventBodySchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('page-view'), path: z.string().startsWith('/').max(500) }),
  z.object({ name: z.literal('checkout-started'), listingId: z.uuid() }),
]);
export type TrackingEventBody = z.infer<typeof trackingEventBodySchema>;

/** The banner's choice, kept for a signed-in person so that jobs (a purchase) can honour it. */
export const trackingConsentBodySchema = z.object({ granted: z.boolean() });
export type TrackingConsentBody = z.infer<typeof trackingConsentBodySchema>;

export const consoleFunnelDaySchema = z.object({
  day: z.string(),
  pageViews: z.number().int(),
  signUps: z.number().int(),
  checkoutStarts: z.number().int(),
  purchases: z.number().int(),
  /** The ad pixel's page views and purchases, kept by its local default (decision 176). */
  adPageViews: z.number().int(),
  adPurchases: z.number().int(),
});
export type ConsoleFunnelDay = z.infer<typeof consoleFunnelDaySchema>;

/** The local analytics default's daily funnel, the last 30 UTC days, newest first (decision 166). */
export const consoleAnalyticsResponseSchema = z.object({
  data: z.object({
    kind: z.enum(['local', 'posthog']),
    days: z.array(consoleFunnelDaySchema),
  }),
});
export type ConsoleAnalyticsResponse = z.infer<typeof consoleAnalyticsResponseSchema>;

/** The local email-marketing default's newest profiles and events (decision 165). */
export const consoleMarketingResponseSchema = z.object({
  data: z.object({
    kind: z.enum(['local', 'klaviyo']),
    profiles: z.array(
      z.object({
        userId: z.string(),
        email: z.string(),
        phoneNumber: z.string().nullable(),
        name: z.string(),
        updatedAt: z.string(),
      }),
    ),
    events: z.array(
      z.object({
        id: z.string(),
        metric: z.string(),
        email: z.string().nullable(),
        properties: z.record(z.string(), z.unknown()),
        occurredAt: z.string(),
      }),
    ),
    /** The affiliate tracker's conversions kept locally, newest first (decision 176). */
    conversions: z.array(
      z.object({
        transactionId: z.string(),
        affiliateName: z.string(),
        valueMinor: z.number().int(),
        currency: z.string(),
        reportedAt: z.string(),
      }),
    ),
  }),
});
export type ConsoleMarketingResponse = z.infer<typeof consoleMarketingResponseSchema>;
