import { addLocalDays, localDateOf, startOfLocalDate } from '../../domain/time-slots';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { eraseOldOutboxMessages } from '../modules/email/erase-old-outbox-messages';
import type { JobHandler } from './job-handler';
import { enqueueJob, type JobInput } from './job-queue';

export const outboxRetentionJobKind = 'outbox-retention';

/** Half past midnight in Portugal, the next local day: after the seat roll (five past), not with it. */
export function nextOutboxRetentionAt(now: Date): Date {
  const tomorrow = addLocalDays(localDateOf(now, 'Europe/Lisbon'), 1);
  return new Date(startOfLocalDate(tomorrow, 'Europe/Lisbon').getTime() + 30 * 60_000);
}

// One run per local day: enqueueing a day's run twice (a restart, two processes) is ignored.
const retentionJobFor = (runAt: Date): JobInput => ({
  kind: outboxRetentionJobKind,
  payload: {},
  runAt,
  key: `${outboxRetentionJobKind}:${localDateOf(runAt, 'Europe/Lisbon')}`,
});

/** At boot: today's run now, unless today's is already queued or done (a fresh database gets its first). */
export async function scheduleOutboxRetention(db: Db, clock: Clock): Promise<void> {
  await enqueueJob(db, clock, retentionJobFor(clock.now()));
}

/** The daily job: queues tomorrow's run first (so a failure never breaks the chain), then erases. */
export const outboxRetentionJob: JobHandler = async (_payload, { deps, log }) => {
  await enqueueJob(deps.db, deps.clock, retentionJobFor(nextOutboxRetentionAt(deps.clock.now())));
  const days = deps.config.outboxRetentionDays;
  const result = await eraseOldOutboxMessages(deps, days);
  log(
    `Outbox retention (${days} days): ${result.deleted} messages deleted, ${result.erased} erased to their dedupe key`,
  );
};
