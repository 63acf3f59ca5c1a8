// Issue "Hold under abuse and failure", item 1: a connection lost while it is checked out of the pool
// (an open transaction, the start-up lock, a write in flight) must not end the process. pg emits
// 'error' on such a client and the pool's own listener covers idle clients only; an unheard 'error'
// is an uncaught exception, which vitest reports as an unhandled error and fails the run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalImageStorage } from '../../integrations/image-storage/local-image-storage';
import { buildApp, type App } from '../app';
import { TestClock } from '../clock';
import { loadConfig } from '../config';
import { migrateDatabase, openPostgres, withStartupLock, type Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { installSafePoolTransaction } from '../db/safe-pool-transaction';
import { jobs } from '../db/schema';
import { enqueueJob, retryDelayMs } from '../jobs/job-queue';
import { runDueJobs } from '../jobs/job-runner';
import { createSession } from '../modules/accounts/create-session';
import { buildUser } from '../test/factories';
import { startPrivatePostgres, type PrivatePostgres } from '../test/private-postgres';
import { browserHeaders } from '../test/sessions';
import { until } from '../test/until';
import {
  bookingParams,
  buildBookableListing,
  buildTransaction,
} from '../test/transaction-factories';

let server: PrivatePostgres;
let database: Database;
let app: App;
let admin: pg.Client;
let url: string;
let dataDir: string;
const connectionErrors: Error[] = [];

const clock = new TestClock();

beforeAll(async () => {
  server = await startPrivatePostgres();
  url = await server.createDatabase('levada');
  database = await openPostgres(url, {
    onConnectionError: (error) => connectionErrors.push(error),
  });
  await migrateDatabase(database);
  admin = await connectAdmin();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-connection-loss-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  app = await buildApp({
    config,
    db: database.db,
    clock,
    imageStorage: createLocalImageStorage(path.join(dataDir, 'images')),
  });
  await app.ready();
});
afterAll(async () => {
  await admin?.end().catch(() => undefined);
  await app?.close();
  // Every client went back to the pool: closing it waits for checked-out ones (a leaked one, for ever).
  await database?.close();
  server?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The test's own connection, beside the app's pool (a restart cuts it: connect again after one). */
async function connectAdmin(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

const terminate = (pid: number) => admin.query('select pg_terminate_backend($1)', [pid]);

async function headersOf(userId: string) {
  const { token } = await createSession({ db: database.db, clock }, userId, ['user']);
  return browserHeaders(token);
}

const readListing = (id: string) => app.inject({ method: 'GET', url: `/api/listings/${id}` });

describe('a connection lost while checked out of the pool', () => {
  it('in an open transaction: the transaction fails as "database unavailable", the server answers on', async () => {
    const { listing } = await buildBookableListing(app.deps);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let pidOf!: (pid: number) => void;
    const pid = new Promise<number>((resolve) => (pidOf = resolve));
    const held = database.db.transaction(async (tx) => {
      const answer = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      pidOf(Number(answer.rows[0]!.pid));
      await gate; // a payment call, say: the connection is checked out and idle
      await tx.execute(sql`select 1`);
    });
    const before = connectionErrors.length;
    await terminate(await pid);
    // The backend's goodbye reaches the checked-out client as an 'error' event with no query running.
    await until(() => connectionErrors.length > before);
    release();
    const error = await held.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    const after = await readListing(listing.id);
    expect(after.statusCode).toBe(200);
  });

  it('under a request waiting in its transaction: that request is 503 service-unavailable, the next one works', async () => {
    const booking = await buildTransaction(app.deps, { state: 'preauthorized' });
    const headers = await headersOf(booking.customerId);
    // Another session holds the booking's row, so the request's transaction waits on it ...
    await admin.query('begin');
    await admin.query('select id from transactions where id = $1 for update', [booking.row.id]);
    const withdraw = () =>
      app.inject({
        method: 'POST',
        url: `/api/transactions/${booking.row.id}/transitions`,
        headers,
        payload: { transition: 'decline-by-customer', params: {} },
      });
    const waiting = withdraw();
    let waiter = 0;
    await until(async () => {
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
      );
      waiter = rows[0]?.pid ?? 0;
      return waiter > 0;
    });
    // ... and its connection is cut under it (a failover, pg_terminate_backend, a proxy restart).
    await terminate(waiter);
    const cut = await waiting;
    expect(cut.statusCode).toBe(503);
    expect(cut.json().error.code).toBe('service-unavailable');
    await admin.query('rollback');

    const again = await withdraw();
    expect(again.statusCode).toBe(200);
    expect(again.json().data.state).toBe('declined');
  });

  it('holding the start-up lock: the work finishes, the lock goes with the connection, the server answers on', async () => {
    const { listing } = await buildBookableListing(app.deps);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const started = withStartupLock(database, async () => {
      await gate;
      return 'migrated';
    });
    let holder = 0;
    await until(async () => {
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_locks where locktype = 'advisory' and granted`,
      );
      holder = rows[0]?.pid ?? 0;
      return holder > 0;
    });
    const before = connectionErrors.length;
    await terminate(holder);
    await until(() => connectionErrors.length > before);
    release();
    expect(await started).toBe('migrated');
    // The lock died with its connection: the next server start takes it at once.
    expect(await withStartupLock(database, async () => 'again')).toBe('again');
    expect((await readListing(listing.id)).statusCode).toBe(200);
  });

  it('a restart during write load: writes in flight fail with 503, none ends the process, writes work again', async () => {
    const { listing, departure } = await buildBookableListing(app.deps, { seats: 1000 });
    // A traveller each booking, from an address each (the hold and request limits, decision 090).
    const travellers = await Promise.all(
      Array.from({ length: 200 }, async () => headersOf((await buildUser(database.db)).id)),
    );
    let next = 0;
    const book = () =>
      app.inject({
        method: 'POST',
        url: '/api/transactions',
        remoteAddress: `10.0.0.${next % 250}`,
        headers: travellers[next++ % travellers.length]!,
        payload: {
          listingId: listing.id,
          transition: 'request-payment',
          params: bookingParams(departure, { adults: 1 }),
        },
      });
    const statuses: number[] = [];
    let isLoaded = true;
    const workers = Array.from({ length: 6 }, async () => {
      while (isLoaded) statuses.push((await book()).statusCode);
    });
    // Bookings are being written when the database stops (pg_ctl blocks this process meanwhile, so
    // the transactions in flight hold their connections through it).
    await until(() => statuses.length >= 12);
    server.stop();
    await until(() => statuses.includes(503));
    // Not ready for traffic while the database is away (GET /api/ready), and it says why.
    const notReady = await app.inject({ method: 'GET', url: '/api/ready' });
    expect([notReady.statusCode, notReady.json().database]).toEqual([503, 'unreachable']);
    server.start();
    admin = await connectAdmin();
    const okAfterRestart = statuses.length;
    await until(() => statuses.slice(okAfterRestart).filter((s) => s === 201).length >= 6);
    isLoaded = false;
    await Promise.all(workers);

    expect(new Set(statuses)).toEqual(new Set([201, 503]));
    expect(connectionErrors.length).toBeGreaterThan(0);
    expect((await readListing(listing.id)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('under a job: the job fails as a try and is run again, the runner goes on', async () => {
    let pidOf!: (pid: number) => void;
    const pid = new Promise<number>((resolve) => (pidOf = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    const handlers = {
      'cut-off': async () => {
        await database.db.transaction(async (tx) => {
          const answer = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          };
          if (runs.push('try') === 1) {
            pidOf(Number(answer.rows[0]!.pid));
            await gate;
          }
          await tx.execute(sql`select 1`);
        });
        runs.push('done');
      },
    };
    await enqueueJob(database.db, clock, { kind: 'cut-off', payload: {}, key: 'cut-off' });
    const log: string[] = [];
    const only = { handlers, kinds: ['cut-off'] };
    const running = runDueJobs(app.deps, { ...only, log: (message) => log.push(message) });
    const before = connectionErrors.length;
    await terminate(await pid);
    await until(() => connectionErrors.length > before);
    release();
    expect(await running).toBe(1);
    const [job] = await database.db.select().from(jobs).where(eq(jobs.key, 'cut-off'));
    expect(job).toMatchObject({ state: 'queued', attempts: 1 });
    expect(job!.lastError).toMatch(/Caused by: .*(not queryable|Connection terminated)/i);
    expect(log).toEqual([expect.stringContaining('it will be retried')]);

    clock.advance(retryDelayMs(1));
    expect(await runDueJobs(app.deps, only)).toBe(1);
    expect(runs).toEqual(['try', 'try', 'done']);
    expect((await database.db.select().from(jobs).where(eq(jobs.key, 'cut-off')))[0]).toMatchObject(
      { state: 'done', attempts: 2 },
    );
  });
});

describe('a transaction whose BEGIN fails (drizzle-orm#6241)', () => {
  it('gives its client back, closed: a pool of one runs the next transaction', async () => {
    installSafePoolTransaction();
    const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 2_000 });
    const db = drizzlePg(pool);
    try {
      const client = await pool.connect();
      // The client looks idle and healthy to the pool; its next query fails as a dead one does.
      client.query = (() =>
        Promise.reject(new Error('Connection terminated unexpectedly'))) as never;
      client.release();
      await expect(db.transaction(async () => 'never')).rejects.toThrow(/begin/i);
      expect(
        await db.transaction(async (tx) => (await tx.execute(sql`select 1 as one`)).rows),
      ).toEqual([{ one: 1 }]);
      expect(pool.totalCount).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
