// A job handler's shape, apart from the table of handlers (job-handlers.ts imports every use case
// that has one; the use cases import only this).
import type { AppDeps } from '../app-deps';

export type JobContext = {
  deps: AppDeps;
  log: (message: string, error?: unknown) => void;
  /** This run's number, from 1; on the last one a handler may record a final failure of its own. */
  attempt: number;
  isLastAttempt: boolean;
};

/** Runs one job. It may run more than once (a retry, a worker that died mid-way): make it idempotent. */
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;
