import type { AnalyticsEvent } from './analytics';
import type { MessageMeta } from '../recorded-message';

/** A purchase as an ad pixel's server-side event API takes it (value in major units, like Meta's CAPI). */
export type PurchaseEvent = {
  eventId: string;
  value: number;
  currency: string;
  contentIds: string[];
  contentName: string;
  quantity: number;
  /** The traveller who paid (their consent was checked). */
  customerId: string;
  occurredAt: Date;
  meta: MessageMeta;
};

/** A page the visitor opened, as the pixel counts it (after consent). */
export type AdPageView = {
  eventId: string;
  path: string;
  /** The signed-in user's id, else the browser's visitor id. */
  distinctId: string;
  userId: string | null;
  occurredAt: Date;
};

/**
 * The ad pixel's server side (spec 000 §4: a purchase tracked in an ad pixel; decision 176): page
 * views and purchases, only after the person's consent. No ad account's server API is wired: the
 * local default keeps them in the analytics store (`analytics_events`, names `ad-page-view` and
 * `ad-purchase`), whose console page counts them per day beside the funnel. The browser's ad tag
 * (gtag.js with AD_TAG_ID) reports to the advertiser directly.
 */
export interface AdPixel {
  readonly kind: 'local';
  trackPurchase(event: PurchaseEvent): Promise<void>;
  trackPageView(view: AdPageView): Promise<void>;
}

export function createLocalAdPixel(store: (event: AnalyticsEvent) => Promise<void>): AdPixel {
  return {
    kind: 'local',
    trackPurchase: (event) =>
      store({
        id: `ad-purchase:${event.eventId}`,
        name: 'ad-purchase',
        distinctId: event.customerId,
        userId: event.customerId,
        properties: {
          transactionId: event.eventId,
          value: event.value,
          currency: event.currency,
          contentIds: event.contentIds.join(','),
          contentName: event.contentName,
          quantity: event.quantity,
        },
        at: event.occurredAt,
      }),
    trackPageView: (view) =>
      store({
        id: `ad-page-view:${view.eventId}`,
        name: 'ad-page-view',
        distinctId: view.distinctId,
        userId: view.userId,
        properties: { path: view.path },
        at: view.occurredAt,
      }),
  };
}
