import type { ConsoleJob } from '../../../contracts/console';
import type { jobs } from '../../db/schema';

type JobRow = typeof jobs.$inferSelect;

/**
 * A job as the console names its state (decision 112): `failed` is a job that failed and waits for
 * its next try (queued again with its last error), `dead` one that used its last try or failed for
 * good (the runner's `failed`), `discarded` one an administrator took out of the queue.
 */
export function consoleJobState(row: Pick<JobRow, 'state' | 'lastError'>): ConsoleJob['state'] {
  if (row.state === 'queued') return row.lastError ? 'failed' : 'queued';
  if (row.state === 'failed') return 'dead';
  return row.state as ConsoleJob['state'];
}

export const toConsoleJob = (row: JobRow): ConsoleJob => ({
  id: row.id,
  kind: row.kind,
  key: row.key,
  state: consoleJobState(row),
  attempts: row.attempts,
  maxAttempts: row.maxAttempts,
  runAt: row.runAt.toISOString(),
  lastError: row.lastError,
  payload: row.payload,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});
