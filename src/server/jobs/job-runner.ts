import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../app-deps';
import { jobHandlers as defaultHandlers, type JobHandler } from './job-handlers';
import { claimNextJob, markJobDone, markJobFailed, renewJobLease, type Job } from './job-queue';

export type JobRunnerOptions = {
  /** Names this process in `locked_by`; unique per process. */
  workerId?: string;
  /**
   * How long a claimed job is held before another worker may take it over (30 s): the worker renews it
   * while the handler runs, so only a worker that died (or cannot reach the database) loses its jobs.
   */
  leaseMs?: number;
  /** How often a running job's lease is renewed (a third of the lease). */
  heartbeatMs?: number;
  log?: (message: string, error?: unknown) => void;
  handlers?: Record<string, JobHandler>;
  /** Only jobs of these kinds (tests); every kind when not given. */
  kinds?: readonly string[];
};

// A job of a process that died is taken over 30 s after its last heartbeat at the latest (a payment's
// expiry frees its seats that late, not 10 minutes late; decision 087).
type ResolvedOptions = Required<Omit<JobRunnerOptions, 'kinds'>> & Pick<JobRunnerOptions, 'kinds'>;

const defaultLeaseMs = 30_000;
// A guard against handlers that keep enqueueing due work for ever.
const maxJobsPerDrain = 10_000;

export const newWorkerId = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

const logToConsole = (message: string, error?: unknown) =>
  error === undefined ? console.log(message) : console.error(message, error);

/**
 * Renews the job's lease every `heartbeatMs` until stopped. The renewals are chained, never
 * overlapping, and stop() waits for the one in flight, so none runs after the job is finished.
 */
function keepLease(deps: AppDeps, job: Job, options: ResolvedOptions) {
  const { workerId, leaseMs, heartbeatMs, log } = options;
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let renewing: Promise<void> = Promise.resolve();
  const beat = () => {
    renewing = renewJobLease(deps.db, deps.clock, job, workerId, leaseMs)
      .then((isHeld) => {
        if (!isHeld) {
          isStopped = true;
          log(
            `Job ${job.kind} ${job.id} outlived its lease and was taken over; this worker's finish will change nothing`,
          );
        }
      })
      .catch((error: unknown) =>
        log(`The lease of job ${job.kind} ${job.id} could not be renewed`, error),
      )
      .finally(() => {
        if (!isStopped) timer = setTimeout(beat, heartbeatMs);
      });
  };
  timer = setTimeout(beat, heartbeatMs);
  return async () => {
    isStopped = true;
    clearTimeout(timer);
    await renewing;
  };
}

/** Claims one due job and runs it; false when none is due. */
async function runNextJob(deps: AppDeps, options: ResolvedOptions): Promise<boolean> {
  const { workerId, leaseMs, log, handlers, kinds } = options;
  const job: Job | undefined = await claimNextJob(deps.db, deps.clock, workerId, leaseMs, kinds);
  if (!job) return false;
  const stopLease = keepLease(deps, job, options);
  try {
    // A job re-claimed after its lease expired on its last attempt is not run again.
    if (job.attempts > job.maxAttempts)
      throw new Error('The worker running its last attempt stopped before finishing');
    const handler = handlers[job.kind];
    if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
    await handler(job.payload, {
      deps,
      log,
      attempt: job.attempts,
      isLastAttempt: job.attempts >= job.maxAttempts,
    });
    await stopLease();
    await markJobDone(deps.db, deps.clock, job, workerId);
  } catch (error) {
    await stopLease();
    const { isFinal } = await markJobFailed(deps.db, deps.clock, job, workerId, error);
    if (isFinal)
      await deps.errorReporter.report({
        error,
        source: 'server',
        tags: { failure: 'job-failed', job: job.kind },
      });
    log(
      isFinal
        ? `Job ${job.kind} ${job.id} failed for good after ${job.attempts} attempts`
        : `Job ${job.kind} ${job.id} failed (attempt ${job.attempts} of ${job.maxAttempts}); it will be retried`,
      error,
    );
  }
  return true;
}

function withDefaults(options: JobRunnerOptions): ResolvedOptions {
  const leaseMs = options.leaseMs ?? defaultLeaseMs;
  return {
    workerId: options.workerId ?? newWorkerId(),
    leaseMs,
    heartbeatMs: options.heartbeatMs ?? Math.floor(leaseMs / 3),
    log: options.log ?? logToConsole,
    handlers: options.handlers ?? defaultHandlers,
    kinds: options.kinds,
  };
}

/**
 * Runs every job due at clock.now(), one at a time, until none is left (jobs that handlers enqueue
 * due now included), and returns how many ran. Tests call it after advancing the TestClock.
 */
export async function runDueJobs(deps: AppDeps, options: JobRunnerOptions = {}): Promise<number> {
  const resolved = withDefaults(options);
  let ran = 0;
  while (await runNextJob(deps, resolved)) {
    if (++ran > maxJobsPerDrain)
      throw new Error(`More than ${maxJobsPerDrain} jobs were due at once`);
  }
  return ran;
}

export type JobRunner = {
  readonly workerId: string;
  /** Running a job now, or looked for one lately (readiness: GET /api/ready). */
  isAlive(): boolean;
  /** Stops polling and waits for the job that is running, if any. */
  stop(): Promise<void>;
};

/** Polls for due jobs every `pollIntervalMs` and runs them one at a time until stopped. */
export function startJobRunner(
  deps: AppDeps,
  options: JobRunnerOptions & { pollIntervalMs?: number } = {},
): JobRunner {
  const resolved = withDefaults(options);
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let isDraining = false;
  let lastPolledAt = performance.now();

  const drain = async () => {
    isDraining = true;
    lastPolledAt = performance.now();
    try {
      while (!isStopped && (await runNextJob(deps, resolved)));
    } finally {
      isDraining = false;
      lastPolledAt = performance.now();
    }
  };
  const poll = () => {
    current = drain()
      .catch((error: unknown) => resolved.log('The job runner could not reach the database', error))
      .finally(() => {
        if (!isStopped) timer = setTimeout(poll, pollIntervalMs);
      });
  };
  poll();
  const runner: JobRunner = {
    workerId: resolved.workerId,
    isAlive: () =>
      !isStopped &&
      (isDraining || performance.now() - lastPolledAt < Math.max(10_000, 5 * pollIntervalMs)),
    async stop() {
      isStopped = true;
      processRunners.delete(runner);
      clearTimeout(timer);
      await current;
    },
  };
  processRunners.add(runner);
  return runner;
}

// This process's job runners (readiness asks about them; each process runs its own).
const processRunners = new Set<JobRunner>();

/** Whether this process runs a job runner that is alive. */
export const hasLiveJobRunner = (): boolean => [...processRunners].some((r) => r.isAlive());
