import type { TrackingEventBody } from '../../../contracts/tracking';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { queueTracking, type TrackingItem } from './queue-tracking';
import { recordTrackingConsent } from './tracking-consent';

/**
 * A page view or an opened checkout, reported by a browser whose visitor accepted the cookie banner
 * (decision 167): analytics for everyone; email marketing ("Viewed Page", "Added to Cart") for a
 * signed-in person, whose profile it names. Without consent nothing is kept.
 */
export async function recordBrowserEvent(
  deps: { db: Db; clock: Clock },
  body: TrackingEventBody,
  viewer: { consent: boolean | null; visitorId: string | null; userId?: string },
): Promise<void> {
  if (viewer.consent !== true) return;
  const { userId } = viewer;
  const distinctId = userId ?? viewer.visitorId;
  if (!distinctId) return;
  // A signed-in browser that accepted: the account's choice follows it (for the purchase jobs).
  if (userId) await recordTrackingConsent(deps, userId, true);
  const properties: Record<string, string> =
    body.name === 'page-view' ? { path: body.path } : { listingId: body.listingId };
  const items: TrackingItem[] = [
    { target: 'analytics', name: body.name, distinctId, userId: userId ?? null, properties },
  ];
  // The ad pixel counts the page views too (decision 176).
  if (body.name === 'page-view')
    items.push({
      target: 'ad-pixel-page-view',
      distinctId,
      userId: userId ?? null,
      path: body.path,
    });
  if (userId)
    items.push({
      target: 'marketing-event',
      metric: body.name === 'page-view' ? 'Viewed Page' : 'Added to Cart',
      userId,
      properties,
    });
  await queueTracking(deps, items);
}
