import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

export type JobInput = {
  kind: string;
  payload: Record<string, unknown>;
  /** When the job is due; now when not given. */
  runAt?: Date;
  /** A second job with the same key is ignored, even after the first has run. */
  key?: string;
  /** Tries before the job is marked failed (5 when not given). */
  maxAttempts?: number;
};

export type Job = typeof jobs.$inferSelect;

/**
 * Thrown by a handler whose work can never succeed (a capture of an intent the provider has
 * cancelled, a card declined): the job is marked failed at once instead of being retried.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/** A job runs again after a failure this long later: 1, 4, 16, 64 minutes, …, at most 12 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 4 ** Math.max(0, attempts - 1), 12 * 3_600_000);
}

/**
 * Queues a job. Inside the caller's db transaction when given one (pass the drizzle tx as `db`), so the
 * job exists exactly when the caller's change commits. A second job with the same `key` is ignored
 * (ON CONFLICT DO NOTHING), so enqueueing is idempotent. runAt defaults to now.
 */
export const enqueueJob = (db: Db, clock: Clock, job: JobInput): Promise<void> =>
  enqueueJobs(db, clock, [job]);

/** Queues several jobs in one statement, as enqueueJob. */
export async function enqueueJobs(db: Db, clock: Clock, list: JobInput[]): Promise<void> {
  if (list.length === 0) return;
  const now = clock.now();
  await db
    .insert(jobs)
    .values(
      list.map((job) => ({
        id: randomUUID(),
        kind: job.kind,
        payload: job.payload,
        key: job.key ?? null,
        runAt: job.runAt ?? now,
        maxAttempts: job.maxAttempts ?? 5,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: jobs.key });
}

/**
 * Claims the next due job for `workerId` until `now + leaseMs`: a queued job whose time has come, or a
 * running one whose lease expired (its worker died). SKIP LOCKED lets several workers claim side by
 * side; each claimed row is re-checked after its lock, so no two workers get the same job. Given
 * `kinds`, only jobs of those kinds (tests that settle one kind of work).
 */
export async function claimNextJob(
  db: Db,
  clock: Clock,
  workerId: string,
  leaseMs: number,
  kinds?: readonly string[],
): Promise<Job | undefined> {
  const now = clock.now();
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        or(
          and(eq(jobs.state, 'queued'), lte(jobs.runAt, now)),
          and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, now)),
        ),
        kinds ? inArray(jobs.kind, [...kinds]) : undefined,
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(jobs)
    .set({
      state: 'running',
      lockedBy: workerId,
      lockedUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: now,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return job;
}

// Only the worker holding the job may finish it: a worker that outlived its lease changes nothing.
const heldBy = (job: Job, workerId: string) =>
  and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.lockedBy, workerId));

/**
 * Extends the lease of a job the worker still holds to `now + leaseMs` (the heartbeat of a running
 * handler); false when the worker no longer holds it (its lease lapsed and another worker took it over).
 */
export async function renewJobLease(
  db: Db,
  clock: Clock,
  job: Job,
  workerId: string,
  leaseMs: number,
): Promise<boolean> {
  const now = clock.now();
  const renewed = await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), updatedAt: now })
    .where(heldBy(job, workerId))
    .returning({ id: jobs.id });
  return renewed.length > 0;
}

export async function markJobDone(db: Db, clock: Clock, job: Job, workerId: string): Promise<void> {
  const now = clock.now();
  await db
    .update(jobs)
    .set({
      state: 'done',
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      finishedAt: now,
      updatedAt: now,
    })
    .where(heldBy(job, workerId));
}

/**
 * What a failed job keeps: the error's message, then what caused it (a provider's answer, the lost
 * connection) a line each, then the stack; the causes first, so a long stack does not cut them off.
 */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const lines = [error.message];
  let cause = error.cause;
  for (let depth = 0; cause !== undefined && depth < 4; depth++) {
    lines.push(`Caused by: ${cause instanceof Error ? cause.message : String(cause)}`);
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  if (error.stack) lines.push(error.stack);
  return lines.join('\n');
}

/** Queues the job again after the backoff, or marks it failed when it had its last attempt. */
export async function markJobFailed(
  db: Db,
  clock: Clock,
  job: Job,
  workerId: string,
  error: unknown,
): Promise<{ isFinal: boolean }> {
  const now = clock.now();
  const isFinal = job.attempts >= job.maxAttempts || error instanceof PermanentJobError;
  const lastError = describeError(error).slice(0, 2000);
  await db
    .update(jobs)
    .set(
      isFinal
        ? {
            state: 'failed',
            lockedBy: null,
            lockedUntil: null,
            lastError,
            finishedAt: now,
            updatedAt: now,
          }
        : {
            state: 'queued',
            lockedBy: null,
            lockedUntil: null,
            lastError,
            runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
            updatedAt: now,
          },
    )
    .where(heldBy(job, workerId));
  return { isFinal };
}
