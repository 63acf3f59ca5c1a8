import { randomUUID } from 'node:crypto';
import type { AnalyticsEventName } from '../../../integrations/analytics/analytics';
import type { MarketingMetric } from '../../../integrations/email-marketing/email-marketing';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { enqueueJobs } from '../../jobs/job-queue';

export const trackingJobKind = 'tracking-event';

type Properties = Record<string, string | number | boolean | null>;

/** One thing to tell the analytics or email-marketing service, as a job's payload. */
export type TrackingItem =
  | {
      target: 'analytics';
      name: AnalyticsEventName;
      distinctId: string;
      userId?: string | null;
      anonymousId?: string | null;
      properties: Properties;
      setProperties?: Properties;
    }
  | {
      target: 'marketing-event';
      metric: MarketingMetric;
      userId: string;
      properties: Properties;
      value?: { amountMinor: number; currency: string } | null;
    }
  | { target: 'marketing-profile'; userId: string }
  | { target: 'ad-pixel-page-view'; distinctId: string; userId?: string | null; path: string };

/**
 * Queues each item as a `tracking-event` job (decisions 165–167): the service is called after the
 * caller's change committed, never inside it, and the job's key (the item's own key, else a new id)
 * keeps it once. The caller has checked consent; the job checks a signed-in person's again.
 */
export async function queueTracking(
  deps: { db: Db; clock: Clock },
  items: Array<TrackingItem & { key?: string }>,
): Promise<void> {
  const at = deps.clock.now().toISOString();
  await enqueueJobs(
    deps.db,
    deps.clock,
    items.map(({ key, ...item }) => {
      const id = randomUUID();
      return {
        kind: trackingJobKind,
        payload: { ...item, id, at },
        key: `tracking:${key ?? id}`,
        maxAttempts: 8,
      };
    }),
  );
}
