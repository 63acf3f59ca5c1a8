// Issue 42 item 6: a server process killed (SIGKILL) while it runs a payment expiry. Its lease (30 s,
// decision 087) runs out and another process's runner takes the job over: the expiry happens once,
// within 60 s of when it was due, and the seats go back.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../clock';
import { migrateDatabase, openPostgres, type Database } from '../db/client';
import { jobs, listingSlots, transactions, transactionTransitions } from '../db/schema';
import { runDueJobs } from '../jobs/job-runner';
import { startPrivatePostgres, type PrivatePostgres } from '../test/private-postgres';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildTransaction } from '../test/transaction-factories';

const workerFile = path.resolve(import.meta.dirname, '../test/job-worker-process.ts');

let server: PrivatePostgres;
let database: Database;
let url: string;
let t: TestContext;
let child: ChildProcess | undefined;

beforeAll(async () => {
  server = await startPrivatePostgres();
  url = await server.createDatabase('levada');
  database = await openPostgres(url);
  await migrateDatabase(database);
  t = await createTestApp({}, { database, clock: new TestClock() });
}, 120_000);
afterAll(async () => {
  child?.kill('SIGKILL');
  await t?.close();
  await database?.close();
  server?.close();
});

/** Resolves with the first line the process prints that matches. */
function lineOf(process: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    process.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((l) => pattern.test(l));
      if (line) resolve(line);
    });
    process.once('exit', (code) => reject(new Error(`The worker ended (${code}) first`)));
  });
}

describe('a job of a process killed with SIGKILL', () => {
  it('is taken over once its lease ran out: the payment expiry happens once, within 60 s of when it was due', async () => {
    const booking = await buildTransaction(t.app.deps);
    const dueAt = new Date(booking.row.lastTransitionedAt.getTime() + 15 * 60_000);
    // Everything due before the expiry has run: the expiry is the next job any runner takes.
    t.clock.set(new Date(dueAt.getTime() - 1));
    await runDueJobs(t.app.deps);

    // Another server process runs the expiry when it is due, and is killed in the middle of it.
    child = spawn(process.execPath, ['--import', 'tsx', workerFile, url, dueAt.toISOString()], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    expect(await lineOf(child, /^running /)).toContain('expire-payment');
    child.kill('SIGKILL');
    await once(child, 'exit');
    const [held] = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'transaction-timer'), eq(jobs.state, 'running')));
    expect(held?.lockedBy).toMatch(/^child:/);

    const stateOf = async () =>
      (
        await database.db
          .select({ state: transactions.state })
          .from(transactions)
          .where(eq(transactions.id, booking.row.id))
      )[0]!.state;
    // Its lease still runs: nobody else takes the job.
    t.clock.set(new Date(dueAt.getTime() + 29_000));
    await runDueJobs(t.app.deps, { workerId: 'survivor' });
    expect(await stateOf()).toBe('pending-payment');
    // Past it, the surviving server's runner does the expiry, once.
    t.clock.set(new Date(dueAt.getTime() + 31_000));
    await runDueJobs(t.app.deps, { workerId: 'survivor' });
    expect(await stateOf()).toBe('payment-expired');
    t.clock.advance(5 * 60_000);
    await runDueJobs(t.app.deps, { workerId: 'survivor' });
    const expiries = await database.db
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
    const [slot] = await database.db
      .select({ booked: listingSlots.booked })
      .from(listingSlots)
      .where(
        and(
          eq(listingSlots.listingId, booking.listingId),
          eq(listingSlots.startAt, booking.departure.start),
        ),
      );
    expect(slot!.booked).toBe(0);
  }, 120_000);
});
