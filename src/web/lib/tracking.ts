import type { TrackingEventBody } from '../../contracts/tracking';
import { callApi } from './api-client';
import type { AdPurchase } from './ad-tag';
import { readConsent } from './consent';

/**
 * The browser's side of analytics and email marketing (decisions 165–167), loaded on demand: an
 * event leaves the browser only while the cookie banner's choice is "accepted"; a failure is ignored.
 */
export function trackEvent(body: TrackingEventBody): void {
  if (readConsent() !== true) return;
  const event = body.name === 'page-view' ? { ...body, path: body.path.slice(0, 500) } : body;
  callApi('POST /api/tracking/events', { body: event }).catch(() => {});
  // The ad tag counts the page too, loaded on the first one after consent (decision 176).
  if (event.name === 'page-view')
    void import('./ad-tag').then((tag) => tag.tagPageView(event.path));
  // A checkout's page view is its opening too ("add to cart"): told here, so the checkout page's
  // own code carries none of it.
  const checkout = body.name === 'page-view' ? checkoutPath.exec(body.path) : null;
  if (checkout) trackEvent({ name: 'checkout-started', listingId: checkout[1]! });
}

const checkoutPath = /^\/l\/[^/]+\/([0-9a-f-]{36})\/checkout$/;

/** Tells the server a signed-in person's choice; for a visitor it keeps nothing. */
export function reportConsent(granted: boolean): void {
  callApi('PUT /api/tracking/consent', { body: { granted } }).catch(() => {});
  if (!granted) void import('./ad-tag').then((tag) => tag.denyAdTag());
}

/** A booking just paid (the order page, straight from checkout): the ad tag's purchase event. */
export function trackPurchase(purchase: AdPurchase): void {
  if (readConsent() !== true) return;
  void import('./ad-tag').then((tag) => tag.tagPurchase(purchase));
}
