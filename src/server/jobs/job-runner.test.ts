import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres } from '../db/client';
import { jobs, listingSlots, transactions, transactionTransitions } from '../db/schema';
import { buildTransaction } from '../test/transaction-factories';
import { createTestApp, type TestContext } from '../test/test-app';
import type { JobContext, JobHandler } from './job-handler';
import { claimNextJob, enqueueJob, retryDelayMs } from './job-queue';
import { runDueJobs, startJobRunner } from './job-runner';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const jobsOf = (kind: string) => t.database.db.select().from(jobs).where(eq(jobs.kind, kind));
const jobByKey = async (key: string) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.key, key)))[0]!;

/** A handler that counts its runs per payload `n`. */
function counter() {
  const runs = new Map<unknown, number>();
  const handler: JobHandler = async (payload) => {
    runs.set(payload.n, (runs.get(payload.n) ?? 0) + 1);
  };
  return { runs, handler };
}

describe('enqueueing and running jobs', () => {
  it('runs each due job exactly once, and a later one when its time comes', async () => {
    const { runs, handler } = counter();
    const handlers = { count: handler };
    await enqueueJob(t.database.db, t.clock, { kind: 'count', payload: { n: 1 } });
    await enqueueJob(t.database.db, t.clock, {
      kind: 'count',
      payload: { n: 2 },
      runAt: t.clock.now(),
    });
    await enqueueJob(t.database.db, t.clock, {
      kind: 'count',
      payload: { n: 3 },
      runAt: new Date(t.clock.now().getTime() + 3_600_000),
    });

    expect(await runDueJobs(t.app.deps, { handlers })).toBe(2);
    expect(await runDueJobs(t.app.deps, { handlers })).toBe(0);
    expect([...runs]).toEqual([
      [1, 1],
      [2, 1],
    ]);

    t.clock.advance(3_600_000 - 1);
    expect(await runDueJobs(t.app.deps, { handlers })).toBe(0);
    t.clock.advance(1);
    expect(await runDueJobs(t.app.deps, { handlers })).toBe(1);
    expect(await runDueJobs(t.app.deps, { handlers })).toBe(0);
    expect(runs.get(3)).toBe(1);
    const rows = await jobsOf('count');
    expect(rows.map((r) => r.state)).toEqual(['done', 'done', 'done']);
    expect(
      rows.every((r) => r.attempts === 1 && r.lockedBy === null && r.lockedUntil === null),
    ).toBe(true);
  });

  it('ignores a second job with the same key, also after the first has run', async () => {
    const { runs, handler } = counter();
    const handlers = { keyed: handler };
    await enqueueJob(t.database.db, t.clock, {
      kind: 'keyed',
      payload: { n: 'first' },
      key: 'keyed:1',
    });
    await enqueueJob(t.database.db, t.clock, {
      kind: 'keyed',
      payload: { n: 'second' },
      key: 'keyed:1',
    });
    expect(await runDueJobs(t.app.deps, { handlers })).toBe(1);
    await enqueueJob(t.database.db, t.clock, {
      kind: 'keyed',
      payload: { n: 'third' },
      key: 'keyed:1',
    });
    expect(await runDueJobs(t.app.deps, { handlers })).toBe(0);
    expect([...runs]).toEqual([['first', 1]]);
  });

  it("belongs to the caller's transaction: a rollback leaves no job", async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueJob(tx, t.clock, { kind: 'rolled-back', payload: {} });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.database.db.transaction(async (tx) => {
      await enqueueJob(tx, t.clock, { kind: 'committed', payload: {} });
    });
    expect(await jobsOf('rolled-back')).toEqual([]);
    expect(await jobsOf('committed')).toHaveLength(1);
    expect(await runDueJobs(t.app.deps, { handlers: { committed: async () => {} } })).toBe(1);
  });

  it('runs the jobs a handler enqueues due now in the same call', async () => {
    const { runs, handler } = counter();
    const handlers: Record<string, JobHandler> = {
      parent: async (_payload, { deps }) =>
        enqueueJob(deps.db, deps.clock, { kind: 'child', payload: { n: 'child' } }),
      child: handler,
    };
    await enqueueJob(t.database.db, t.clock, { kind: 'parent', payload: {} });
    expect(await runDueJobs(t.app.deps, { handlers })).toBe(2);
    expect(runs.get('child')).toBe(1);
  });
});

describe('a failing job', () => {
  it('is retried with exponential backoff, then marked failed and logged', async () => {
    const contexts: Pick<JobContext, 'attempt' | 'isLastAttempt'>[] = [];
    const handlers: Record<string, JobHandler> = {
      flaky: async (_payload, { attempt, isLastAttempt }) => {
        contexts.push({ attempt, isLastAttempt });
        throw new Error(`refused on attempt ${attempt}`);
      },
    };
    const log = vi.fn();
    await enqueueJob(t.database.db, t.clock, {
      kind: 'flaky',
      payload: {},
      key: 'flaky',
      maxAttempts: 3,
    });

    expect(await runDueJobs(t.app.deps, { handlers, log })).toBe(1);
    let row = await jobByKey('flaky');
    expect(row).toMatchObject({ state: 'queued', attempts: 1, lockedBy: null });
    expect(row.lastError).toContain('refused on attempt 1');
    expect(row.runAt).toEqual(new Date(t.clock.now().getTime() + 60_000));
    expect(log).toHaveBeenLastCalledWith(
      expect.stringContaining('attempt 1 of 3'),
      expect.any(Error),
    );

    // Not due before its backoff is over.
    t.clock.advance(59_999);
    expect(await runDueJobs(t.app.deps, { handlers, log })).toBe(0);
    t.clock.advance(1);
    expect(await runDueJobs(t.app.deps, { handlers, log })).toBe(1);
    row = await jobByKey('flaky');
    expect(row).toMatchObject({ state: 'queued', attempts: 2 });
    expect(row.runAt).toEqual(new Date(t.clock.now().getTime() + 4 * 60_000));

    t.clock.advance(4 * 60_000);
    expect(await runDueJobs(t.app.deps, { handlers, log })).toBe(1);
    row = await jobByKey('flaky');
    expect(row).toMatchObject({ state: 'failed', attempts: 3, finishedAt: t.clock.now() });
    expect(row.lastError).toContain('refused on attempt 3');
    expect(log).toHaveBeenLastCalledWith(
      expect.stringContaining('failed for good after 3 attempts'),
      expect.any(Error),
    );
    expect(contexts).toEqual([
      { attempt: 1, isLastAttempt: false },
      { attempt: 2, isLastAttempt: false },
      { attempt: 3, isLastAttempt: true },
    ]);

    // A failed job is never picked again.
    t.clock.advance(24 * 3_600_000);
    expect(await runDueJobs(t.app.deps, { handlers, log })).toBe(0);
  });

  it('backs off 1, 4, 16, 64 minutes and at most 12 hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([
      60_000, 240_000, 960_000, 3_840_000, 15_360_000, 43_200_000, 43_200_000, 43_200_000,
    ]);
  });

  it('of an unknown kind fails like a throwing handler', async () => {
    const log = vi.fn();
    await enqueueJob(t.database.db, t.clock, {
      kind: 'nobody-handles-this',
      payload: {},
      key: 'unknown',
      maxAttempts: 1,
    });
    expect(await runDueJobs(t.app.deps, { handlers: {}, log })).toBe(1);
    expect((await jobByKey('unknown')).state).toBe('failed');
    expect(log.mock.calls[0]![1]).toEqual(
      new Error('No handler for jobs of kind nobody-handles-this'),
    );
  });
});

describe('leases', () => {
  it('lets another worker take over a job whose worker died, once its lease expired (30 s)', async () => {
    let release!: () => void;
    const hanging = new Promise<void>((resolve) => (release = resolve));
    const runsBy: string[] = [];
    await enqueueJob(t.database.db, t.clock, { kind: 'slow', payload: {}, key: 'slow' });
    // Worker A claims the job and never finishes nor renews (as if its process died mid-way: its
    // heartbeat would come in an hour).
    const a = startJobRunner(t.app.deps, {
      workerId: 'worker-a',
      heartbeatMs: 3_600_000,
      handlers: { slow: async () => (runsBy.push('a'), hanging) },
      log: () => {},
    });
    await vi.waitFor(async () =>
      expect(await jobByKey('slow')).toMatchObject({ state: 'running', lockedBy: 'worker-a' }),
    );
    const handlersB = { slow: async () => void runsBy.push('b') };

    // Worker B may not take it while the lease holds.
    t.clock.advance(29_999);
    expect(await runDueJobs(t.app.deps, { workerId: 'worker-b', handlers: handlersB })).toBe(0);
    t.clock.advance(1);
    expect(await runDueJobs(t.app.deps, { workerId: 'worker-b', handlers: handlersB })).toBe(1);
    expect(await jobByKey('slow')).toMatchObject({
      state: 'done',
      attempts: 2,
      finishedAt: t.clock.now(),
    });
    expect(runsBy).toEqual(['a', 'b']);

    // A wakes up late: its finish changes nothing, and stop() waited for it.
    t.clock.advance(1000);
    release();
    await a.stop();
    expect(await jobByKey('slow')).toMatchObject({
      state: 'done',
      finishedAt: new Date(t.clock.now().getTime() - 1000),
    });
  });

  it('keeps a running job leased while its handler runs (the heartbeat), however long', async () => {
    let release!: () => void;
    const hanging = new Promise<void>((resolve) => (release = resolve));
    const runsBy: string[] = [];
    await enqueueJob(t.database.db, t.clock, { kind: 'long', payload: {}, key: 'long' });
    const a = startJobRunner(t.app.deps, {
      workerId: 'worker-a',
      heartbeatMs: 5,
      handlers: { long: async () => (runsBy.push('a'), hanging) },
      log: () => {},
    });
    await vi.waitFor(async () =>
      expect(await jobByKey('long')).toMatchObject({ state: 'running', lockedBy: 'worker-a' }),
    );
    const handlersB = { long: async () => void runsBy.push('b') };
    // Three leases' worth of time pass; after each step A's heartbeat has renewed the lease from the
    // (injected) clock's now, and B finds nothing to take.
    for (let step = 0; step < 3; step++) {
      t.clock.advance(25_000);
      const renewedTo = new Date(t.clock.now().getTime() + 30_000);
      await vi.waitFor(async () => expect((await jobByKey('long')).lockedUntil).toEqual(renewedTo));
      t.clock.advance(25_000);
      expect(await runDueJobs(t.app.deps, { workerId: 'worker-b', handlers: handlersB })).toBe(0);
      t.clock.advance(-25_000);
    }
    release();
    await a.stop();
    expect(await jobByKey('long')).toMatchObject({ state: 'done', attempts: 1, lockedBy: null });
    expect(runsBy).toEqual(['a']);
  });

  it('runs a payment expiry claimed by a process that then died once, within 60 s of when it was due', async () => {
    const booking = await buildTransaction(t.app.deps);
    await runDueJobs(t.app.deps); // the request's notifications
    const dueAt = new Date(booking.row.lastTransitionedAt.getTime() + 15 * 60_000);
    t.clock.set(dueAt);
    // The crashed process: it claimed the expiry (as its runner does) and never renewed or finished it.
    const claimed = await claimNextJob(t.database.db, t.clock, 'crashed', 30_000);
    expect(claimed).toMatchObject({ kind: 'transaction-timer', state: 'running' });
    expect(claimed!.payload).toMatchObject({
      transactionId: booking.row.id,
      transition: 'expire-payment',
    });
    const stateOf = async () =>
      (
        await t.database.db
          .select({ state: transactions.state })
          .from(transactions)
          .where(eq(transactions.id, booking.row.id))
      )[0]!.state;

    t.clock.advance(29_999);
    await runDueJobs(t.app.deps, { workerId: 'survivor' });
    expect(await stateOf()).toBe('pending-payment');
    t.clock.advance(1);
    await runDueJobs(t.app.deps, { workerId: 'survivor' });
    expect(await stateOf()).toBe('payment-expired');
    t.clock.advance(60_000);
    await runDueJobs(t.app.deps, { workerId: 'survivor' });

    const expiries = await t.database.db
      .select()
      .from(transactionTransitions)
      .where(
        and(
          eq(transactionTransitions.transactionId, booking.row.id),
          eq(transactionTransitions.transition, 'expire-payment'),
        ),
      );
    expect(expiries).toHaveLength(1);
    expect(expiries[0]!.createdAt.getTime() - dueAt.getTime()).toBeLessThanOrEqual(60_000);
    expect(await jobByKey(claimed!.key!)).toMatchObject({
      state: 'done',
      attempts: 2,
      lockedBy: null,
    });
    const [slot] = await t.database.db
      .select({ booked: listingSlots.booked })
      .from(listingSlots)
      .where(
        and(
          eq(listingSlots.listingId, booking.listingId),
          eq(listingSlots.startAt, booking.departure.start),
        ),
      );
    expect(slot!.booked).toBe(0);
  });

  it('does not run again a job whose worker died on its last attempt', async () => {
    const log = vi.fn();
    await enqueueJob(t.database.db, t.clock, {
      kind: 'dies',
      payload: {},
      key: 'dies',
      maxAttempts: 1,
    });
    await t.database.db
      .update(jobs)
      .set({ state: 'running', attempts: 1, lockedBy: 'gone', lockedUntil: t.clock.now() })
      .where(eq(jobs.key, 'dies'));
    const run = vi.fn(async () => {});
    expect(await runDueJobs(t.app.deps, { handlers: { dies: run }, log })).toBe(1);
    expect(run).not.toHaveBeenCalled();
    expect(await jobByKey('dies')).toMatchObject({ state: 'failed', attempts: 2 });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('failed for good'), expect.any(Error));
  });
});

describe('the runner', () => {
  it('stop() waits for the running job and then claims nothing more', async () => {
    const started: number[] = [];
    let finishFirst!: () => void;
    const first = new Promise<void>((resolve) => (finishFirst = resolve));
    for (const n of [1, 2])
      await enqueueJob(t.database.db, t.clock, { kind: 'stoppable', payload: { n } });
    const runner = startJobRunner(t.app.deps, {
      handlers: {
        stoppable: async (payload) => (
          started.push(payload.n as number),
          payload.n === 1 ? first : undefined
        ),
      },
    });
    await vi.waitFor(() => expect(started).toEqual([1]));
    let isStopped = false;
    const stopping = runner.stop().then(() => (isStopped = true));
    // Turns of the event loop in which a stop that did not wait for the running job would end.
    for (let turn = 0; turn < 5; turn += 1) await new Promise(setImmediate);
    expect(isStopped).toBe(false);
    finishFirst();
    await stopping;
    expect(started).toEqual([1]);
    const rows = await jobsOf('stoppable');
    expect(rows.map((r) => [r.payload.n, r.state]).sort()).toEqual([
      [1, 'done'],
      [2, 'queued'],
    ]);
    await runDueJobs(t.app.deps, { handlers: { stoppable: async () => {} } });
  });

  it('runs an overdue job at once after a restart, once', async () => {
    const { runs, handler } = counter();
    const handlers = { restart: handler };
    // The first server runs its runner; a job falls due an hour later, while it is down.
    const first = await createTestApp({}, t);
    const firstRunner = startJobRunner(first.app.deps, { handlers, pollIntervalMs: 10 });
    await enqueueJob(first.app.deps.db, first.app.deps.clock, {
      kind: 'restart',
      payload: { n: 'overdue' },
      runAt: new Date(t.clock.now().getTime() + 3_600_000),
    });
    // A poll while it is up: the job is not due yet.
    expect(await runDueJobs(first.app.deps, { handlers })).toBe(0);
    await firstRunner.stop();
    await first.close();
    expect(runs.size).toBe(0);

    t.clock.advance(2 * 3_600_000);
    const second = await createTestApp({}, t);
    const secondRunner = startJobRunner(second.app.deps, { handlers, pollIntervalMs: 10 });
    await vi.waitFor(() => expect(runs.get('overdue')).toBe(1));
    // stop() waits for a run in progress: a second, wrong run would be counted by then.
    await secondRunner.stop();
    await second.close();
    expect([...runs]).toEqual([['overdue', 1]]);
    expect((await jobsOf('restart'))[0]).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('two app instances on one database never run a job twice', async () => {
    // On PostgreSQL the second instance has its own connection pool: real concurrency.
    const otherDatabase = t.database.url ? await openPostgres(t.database.url) : t.database;
    const other = await createTestApp({}, { database: otherDatabase, clock: t.clock });
    const total = 200;
    const runs = new Map<unknown, string[]>();
    const handlerFor =
      (instance: string): JobHandler =>
      async (payload) => {
        runs.set(payload.n, [...(runs.get(payload.n) ?? []), instance]);
        // Half the runs yield to the event loop, so the runners interleave.
        if (Math.random() < 0.5) await new Promise(setImmediate);
      };
    for (let n = 0; n < total; n += 50) {
      await t.database.db.insert(jobs).values(
        Array.from({ length: 50 }, (_, i) => ({
          id: crypto.randomUUID(),
          kind: 'race',
          payload: { n: n + i },
          runAt: t.clock.now(),
          createdAt: t.clock.now(),
          updatedAt: t.clock.now(),
        })),
      );
    }
    // Two runners per instance (as two processes each with a spare), all polling at once.
    const runners = [
      startJobRunner(t.app.deps, {
        workerId: 'one-a',
        handlers: { race: handlerFor('one') },
        pollIntervalMs: 5,
      }),
      startJobRunner(t.app.deps, {
        workerId: 'one-b',
        handlers: { race: handlerFor('one') },
        pollIntervalMs: 5,
      }),
      startJobRunner(other.app.deps, {
        workerId: 'two-a',
        handlers: { race: handlerFor('two') },
        pollIntervalMs: 5,
      }),
      startJobRunner(other.app.deps, {
        workerId: 'two-b',
        handlers: { race: handlerFor('two') },
        pollIntervalMs: 5,
      }),
    ];
    await vi.waitFor(() => expect(runs.size).toBe(total), { timeout: 30_000, interval: 20 });
    // stop() waits for runs in progress: a second, wrong run would be counted by then.
    await Promise.all(runners.map((runner) => runner.stop()));
    await other.close();
    if (otherDatabase !== t.database) await otherDatabase.close();

    expect(runs.size).toBe(total);
    expect([...runs.values()].filter((by) => by.length !== 1)).toEqual([]);
    const byInstance = [...runs.values()].flat();
    expect(byInstance.filter((i) => i === 'one').length).toBeGreaterThan(0);
    expect(byInstance.filter((i) => i === 'two').length).toBeGreaterThan(0);
    const rows = await jobsOf('race');
    expect(rows.every((r) => r.state === 'done' && r.attempts === 1)).toBe(true);
    expect(new Set(rows.map((r) => r.lockedBy))).toEqual(new Set([null]));
  }, 60_000); // 200 jobs through one PGlite connection take a while on a busy machine
});
