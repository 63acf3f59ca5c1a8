import { sql } from 'drizzle-orm';
import type { ConsoleAnalyticsResponse, ConsoleFunnelDay } from '../../../contracts/tracking';
import type { Analytics } from '../../../integrations/analytics/analytics';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';

const dayMs = 24 * 3_600_000;
const days = 30;

/**
 * The local analytics default's funnel (decision 166): per UTC day of the last 30, the page views,
 * sign-ups, opened checkouts and purchases kept in `analytics_events`, newest first, and the ad
 * pixel's page views and purchases (its local default keeps them there too, decision 176). With PostHog
 * the events are there, and the table stays empty.
 */
export async function queryTrackingFunnel(deps: {
  db: Db;
  clock: Clock;
  analytics: Analytics;
}): Promise<ConsoleAnalyticsResponse> {
  const today = Math.floor(deps.clock.now().getTime() / dayMs) * dayMs;
  const since = new Date(today - (days - 1) * dayMs);
  const { rows } = (await deps.db.execute(sql`
    select to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day, name, count(*)::int as n
    from analytics_events
    where occurred_at >= ${since.toISOString()}::timestamptz
      and name in ('page-view', 'sign-up', 'checkout-started', 'purchase', 'ad-page-view', 'ad-purchase')
    group by 1, 2`)) as unknown as { rows: { day: string; name: string; n: number }[] };
  const byDay = new Map<string, ConsoleFunnelDay>();
  for (let i = 0; i < days; i++) {
    const day = new Date(today - i * dayMs).toISOString().slice(0, 10);
    byDay.set(day, {
      day,
      pageViews: 0,
      signUps: 0,
      checkoutStarts: 0,
      purchases: 0,
      adPageViews: 0,
      adPurchases: 0,
    });
  }
  const field = {
    'page-view': 'pageViews',
    'sign-up': 'signUps',
    'checkout-started': 'checkoutStarts',
    purchase: 'purchases',
    'ad-page-view': 'adPageViews',
    'ad-purchase': 'adPurchases',
  } as const;
  for (const row of rows) {
    const entry = byDay.get(row.day);
    const key = field[row.name as keyof typeof field];
    if (entry && key) entry[key] = Number(row.n);
  }
  return { data: { kind: deps.analytics.kind, days: [...byDay.values()] } };
}
