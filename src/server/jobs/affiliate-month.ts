import { addMonths, type Month } from '../../domain/affiliates';
import { monthOf, monthRange } from '../../domain/affiliate-months';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { closeAffiliateMonth } from '../modules/affiliates/close-affiliate-month';
import { queueAffiliatePayouts } from '../modules/affiliates/pay-affiliate-payout';
import type { JobHandler } from './job-handler';
import { enqueueJob, type JobInput } from './job-queue';

export const affiliateMonthJobKind = 'affiliate-month';

// One run per month, ten minutes into its first day in Portugal: a second enqueue is ignored.
const monthJobFor = (month: Month, runAt: Date): JobInput => ({
  kind: affiliateMonthJobKind,
  payload: { month },
  runAt,
  key: `${affiliateMonthJobKind}:${month}`,
});

const runAtOf = (month: Month) => new Date(monthRange(month).start.getTime() + 10 * 60_000);

/** At boot: this month's run (at once when it is overdue or the database is new; a no-op once done). */
export async function scheduleAffiliateMonth(db: Db, clock: Clock): Promise<void> {
  const month = monthOf(clock.now());
  await enqueueJob(db, clock, monthJobFor(month, clock.now()));
}

/** Queues next month's run first (a failure never breaks the chain), then pays out and sets tiers; the payouts are sent by their own jobs. */
export const affiliateMonthJob: JobHandler = async (payload, { deps, log }) => {
  const month = String(payload.month);
  const next = addMonths(month, 1);
  await enqueueJob(deps.db, deps.clock, monthJobFor(next, runAtOf(next)));
  const result = await closeAffiliateMonth(deps, month);
  // The new payouts, and any still unpaid from before (no details then, or a provider failure).
  const queued = await queueAffiliatePayouts(deps, month);
  log(
    `Affiliate month ${month} opened: ${result.payouts} payouts (${queued} to send), ${result.tierChanges} tier changes`,
  );
};
