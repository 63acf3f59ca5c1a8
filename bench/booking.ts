// Booking benchmark (issue 8): a traveller's booking over HTTP with the card simulator, at 32
// concurrent travellers, on PGlite and on PostgreSQL. One booking is three requests, as the checkout
// makes them: POST /api/transactions (request-payment: priced, seats taken, a payment intent), the
// simulator's card confirmation (the browser's Stripe.js call), POST /api/transactions/{id}/transitions
// (confirm-payment: the intent is checked, the request goes to the operator).
//
//   npx tsx bench/booking.ts                                    (PGlite)
//   BENCH_DATABASE_URL=postgres://... npx tsx bench/booking.ts  (adds PostgreSQL; needs CREATEDB)
//   BENCH_SECONDS=3 npx tsx bench/booking.ts                    (quick smoke run)
//
// Settings (environment), besides those of bench-harness.ts: BENCH_SECONDS (measured seconds per
// scenario, default 10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (32 concurrent travellers),
// BENCH_DATABASES (pglite,postgres), BENCH_LISTINGS (200), BENCH_APPS (1: the server instances on
// PostgreSQL, as WEB_CONCURRENCY runs them; each further one in its own thread, the travellers spread
// over them).
//
// Scenarios:
//   spread     bookings of 1-3 adults on random departures of the listings (plenty of seats)
//   last-seats everyone books 1-3 adults on 5 departures of 10 seats: most get 409, none may oversell
// Targets on PostgreSQL: >= 1 000 bookings/s, p95 <= 30 ms (per request). Oversold seats must be 0.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import path from 'node:path';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { TestClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { migrateDatabase, openPglite, openPostgres, type Database } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { browserHeaders } from '../src/server/test/sessions';
import { createSession } from '../src/server/modules/accounts/create-session';
import { createLocalImageStorage } from '../src/integrations/image-storage/local-image-storage';
import { insertBenchSlots, seedBenchData } from './bench-data';
import { loadWith, log, numberFromEnv, openTemporaryPostgres, runBench } from './bench-harness';

type Departure = { listingId: string; start: string; end: string };
type LoadSpec = {
  /** One server instance's address per entry: traveller loop i books through origins[i % n]. */
  origins: string[];
  headers: Record<string, string>[];
  departures: Departure[];
  connections: number;
  seconds: number;
  seed: number;
};
type Step = 'initiate' | 'card' | 'confirm';
type LoadResult = {
  seconds: number;
  bookings: number;
  refused: number;
  failed: number;
  /** Milliseconds per booking (three requests) and per request of each step. */
  booking: number[];
  steps: Record<Step, number[]>;
  firstFailure?: string;
};

const worker = 'levada-bench-booking';
const appWorker = 'levada-bench-app';

const benchConfig = (dataDir: string) =>
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SEED_ON_EMPTY: 'false',
    TRUST_PROXY: 'true',
  });
const benchStart = '2026-06-01T09:00:00Z';
const hotDepartures = 5;
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

/** The travellers: `connections` loops, each booking one after the other until the time is up. */
async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  let seed = spec.seed;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const result: LoadResult = {
    seconds: 0,
    bookings: 0,
    refused: 0,
    failed: 0,
    booking: [],
    steps: { initiate: [], card: [], confirm: [] },
  };
  const post = async (
    origin: string,
    step: Step,
    headers: Record<string, string>,
    url: string,
    body: object,
  ) => {
    const started = performance.now();
    const res = await fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    result.steps[step].push(performance.now() - started);
    return { status: res.status, json };
  };
  const fail = (what: string) => {
    result.failed++;
    result.firstFailure ??= what;
  };
  const started = performance.now();
  const until = started + spec.seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: spec.connections }, async (_, loop) => {
      const origin = spec.origins[loop % spec.origins.length]!;
      while (performance.now() < until) {
        const headers = spec.headers[next++ % spec.headers.length]!;
        const departure = spec.departures[Math.floor(random() * spec.departures.length)]!;
        const bookingStarted = performance.now();
        const initiated = await post(origin, 'initiate', headers, '/api/transactions', {
          listingId: departure.listingId,
          transition: 'request-payment',
          params: {
            bookingStart: departure.start,
            bookingEnd: departure.end,
            bookingQuantityAdult: 1 + Math.floor(random() * 3),
          },
        });
        if (initiated.status === 409) {
          result.refused++;
          continue;
        }
        if (initiated.status !== 201) {
          fail(`initiate ${initiated.status} ${JSON.stringify(initiated.json)}`);
          continue;
        }
        const transaction = initiated.json.data as { id: string; paymentIntentId: string };
        const paid = await post(
          origin,
          'card',
          headers,
          `/api/payments/simulator/payment-intents/${transaction.paymentIntentId}/confirm`,
          {
            clientSecret: initiated.json.paymentClientSecret,
            card,
          },
        );
        if (paid.status !== 200) {
          fail(`card ${paid.status} ${JSON.stringify(paid.json)}`);
          continue;
        }
        const confirmed = await post(
          origin,
          'confirm',
          headers,
          `/api/transactions/${transaction.id}/transitions`,
          { transition: 'confirm-payment', params: {} },
        );
        if (confirmed.status !== 200) {
          fail(`confirm ${confirmed.status} ${JSON.stringify(confirmed.json)}`);
          continue;
        }
        result.bookings++;
        result.booking.push(performance.now() - bookingStarted);
      }
    }),
  );
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

/** The travellers run in a worker thread, so that they do not share the server's event loop. */
function loadInWorker(spec: LoadSpec): Promise<LoadResult> {
  const code = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); });`;
  const thread = new Worker(code, { eval: true, workerData: { marker: worker, spec } });
  return new Promise((resolve, reject) => {
    thread.once('message', (message: { result?: LoadResult; error?: string }) => {
      void thread.terminate();
      if (message.result) resolve(message.result);
      else reject(new Error(message.error));
    });
    thread.once('error', reject);
  });
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
};

async function benchOne(kind: 'pglite' | 'postgres', tmp: string, databaseUrl: string | undefined) {
  const seconds = numberFromEnv('BENCH_SECONDS', 10);
  const warmupSeconds = Math.min(numberFromEnv('BENCH_WARMUP_SECONDS', 2), seconds);
  const connections = Math.max(1, Math.floor(numberFromEnv('BENCH_CONNECTIONS', 32)));
  const listingCount = Math.max(20, Math.floor(numberFromEnv('BENCH_LISTINGS', 200)));
  const dataDir = path.join(tmp, kind);
  fs.mkdirSync(dataDir, { recursive: true });
  log(
    `\n== ${kind}: ${listingCount} listings, ${connections} concurrent travellers, ${seconds} s per scenario`,
  );
  const database: Database & { url?: string } =
    kind === 'pglite' ? await openPglite({ dataDir }) : await openTemporaryPostgres(databaseUrl!);
  try {
    await migrateDatabase(database);
    const { db } = database;
    const clock = new TestClock(benchStart);
    await seedBenchData(db, {
      publishedListings: listingCount,
      operators: Math.ceil(listingCount / 10),
    });
    await db.execute(sql`update users set is_payout_ready = true where type = 2`);
    await insertBenchSlots(db, { from: '2026-06-02', days: 60 });
    const customerIds = Array.from({ length: 2000 }, () => randomUUID());
    await db.insert(users).values(
      customerIds.map((id, i) => ({
        id,
        email: `traveller${i}@bench.example`,
        firstName: `Traveller${i}`,
        lastName: 'Bench',
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })),
    );
    const headers = await Promise.all(
      customerIds.map(async (id, i) => {
        const { token } = await createSession({ db, clock }, id);
        // The CSRF token is bound to the session; each traveller books from its own address, as real
        // ones do (the booking limits count per account and per address, decision 090).
        return {
          ...browserHeaders(token),
          'x-forwarded-for': `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
        };
      }),
    );
    const bookable = async (where: ReturnType<typeof sql>) =>
      (
        (await db.execute(sql`
          select s.listing_id as "listingId", s.start_at as "start", s.end_at as "end"
          from listing_slots s join listings l on l.id = s.listing_id join users u on u.id = l.author_id
          where l.state = 'published' and not l.deleted and not u.banned and not u.deleted ${where}
          order by s.listing_id, s.start_at`)) as unknown as {
          rows: { listingId: string; start: Date | string; end: Date | string }[];
        }
      ).rows.map((r) => ({
        listingId: r.listingId,
        start: new Date(r.start).toISOString(),
        end: new Date(r.end).toISOString(),
      }));

    await db.execute(sql`ANALYZE`);
    const config = benchConfig(dataDir);
    const app = await buildApp({
      config,
      db,
      clock,
      imageStorage: createLocalImageStorage(path.join(dataDir, 'images')),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    // Further server instances on the same database, each with its own event loop (a thread here,
    // a process under WEB_CONCURRENCY): nothing but the database is shared.
    const appCount = kind === 'postgres' ? Math.max(1, numberFromEnv('BENCH_APPS', 1)) : 1;
    const others = await Promise.all(
      Array.from({ length: appCount - 1 }, () => startAppInWorker(database.url!, dataDir)),
    );
    const origins = [origin, ...others.map((other) => other.origin)];
    if (appCount > 1) log(`${appCount} server instances: ${origins.join(' ')}`);
    try {
      // Baselines in the same run (the machine is shared: compare ratios): a bare answer and a listing read.
      const load = loadWith('worker');
      const baseline = { seconds: Math.min(seconds, 5), warmupSeconds: 1, connections };
      const health = await load({ origin, paths: ['/api/health'], ...baseline });
      const listingIds = [...new Set((await bookable(sql``)).map((d) => d.listingId))].slice(
        0,
        100,
      );
      const show = await load({
        origin,
        paths: listingIds.map((id) => `/api/listings/${id}`),
        ...baseline,
      });
      log(
        `baseline    GET /api/health ${health.requestsPerSecond.toFixed(0)} req/s (p95 ${health.p95.toFixed(1)} ms); GET /api/listings/{id} ${show.requestsPerSecond.toFixed(0)} req/s (p95 ${show.p95.toFixed(1)} ms)`,
      );

      // spread: every departure has room for the whole run, so every booking is a real one.
      await db.execute(sql`update listing_slots set seats = 100000, booked = 0`);
      const spread = await bookable(sql``);
      if (warmupSeconds > 0)
        await loadInWorker({
          origins,
          headers,
          departures: spread,
          connections,
          seconds: warmupSeconds,
          seed: 1,
        });
      const spreadResult = await loadInWorker({
        origins,
        headers,
        departures: spread,
        connections,
        seconds,
        seed: 2,
      });

      // last-seats: 5 departures of 10 seats, everyone at once, until they are full.
      const hot = (
        await bookable(
          sql`and not exists (select 1 from transactions t where t.listing_id = s.listing_id and t.booking_start = s.start_at)`,
        )
      ).slice(0, hotDepartures);
      for (const departure of hot) {
        await db.execute(
          sql`update listing_slots set seats = 10, booked = 0 where listing_id = ${departure.listingId} and start_at = ${departure.start}`,
        );
      }
      const hotResult = await loadInWorker({
        origins,
        headers,
        departures: hot,
        connections,
        seconds,
        seed: 3,
      });

      // Oversold: seats booked above the departure's seats, and seats held by transactions above them.
      const oversold = (
        (await db.execute(sql`
          select coalesce(sum(greatest(s.booked - s.seats, 0)), 0)::int as "booked",
                 coalesce(sum(greatest(coalesce(t.held, 0) - s.seats, 0)), 0)::int as "held"
          from listing_slots s
          left join (select listing_id, booking_start, sum(seats) as held from transactions
                     where state in ('pending-payment', 'preauthorized', 'accepted') group by 1, 2) t
            on t.listing_id = s.listing_id and t.booking_start = s.start_at`)) as unknown as {
          rows: { booked: number; held: number }[];
        }
      ).rows[0]!;
      const hotHeld = (
        (await db.execute(
          sql`select coalesce(sum(booked), 0)::int as n from listing_slots where seats = 10`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;

      const line = (name: string, r: LoadResult) => {
        const requests = r.steps.initiate.length + r.steps.card.length + r.steps.confirm.length;
        const all = [...r.steps.initiate, ...r.steps.card, ...r.steps.confirm];
        const f = (v: number) => ` ${v.toFixed(1).padStart(7)}`;
        log(
          `${name.padEnd(11)} ${(r.bookings / r.seconds).toFixed(0).padStart(10)} ${(requests / r.seconds).toFixed(0).padStart(7)}` +
            `${f(percentile(r.booking, 50))}${f(percentile(r.booking, 95))}${f(percentile(all, 50))}${f(percentile(all, 95))}` +
            `${f(percentile(r.steps.initiate, 95))}${f(percentile(r.steps.card, 95))}${f(percentile(r.steps.confirm, 95))}` +
            `${String(r.bookings).padStart(9)}${String(r.refused).padStart(8)}${String(r.failed).padStart(7)}`,
        );
        if (r.firstFailure) log(`  first failure: ${r.firstFailure.slice(0, 300)}`);
      };
      log(
        'scenario    bookings/s   req/s   bk p50   bk p95  req p50  req p95   init95   card95   conf95 bookings refused failed',
      );
      line('spread', spreadResult);
      line('last-seats', hotResult);
      log(
        `(bk = one whole booking, three requests; req = every request; init/card/conf = p95 of each step; ms)`,
      );
      log(
        `oversold seats: ${oversold.booked} (booked above seats), ${oversold.held} (held by transactions above seats); last-seats departures: ${hotHeld} of ${hotDepartures * 10} seats taken, ${hotResult.bookings} bookings`,
      );
    } finally {
      await Promise.all(others.map((other) => other.close()));
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** A server instance of its own on the database at `url`, in a worker thread. */
function startAppInWorker(
  url: string,
  dataDir: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const code = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); });`;
  const thread = new Worker(code, { eval: true, workerData: { marker: appWorker, url, dataDir } });
  return new Promise((resolve, reject) => {
    thread.once('message', (message: { origin?: string; error?: string }) => {
      if (!message.origin) return reject(new Error(message.error));
      resolve({
        origin: message.origin,
        close: () =>
          new Promise<void>((done) => {
            thread.once('message', () => void thread.terminate().then(() => done()));
            thread.postMessage('close');
          }),
      });
    });
    thread.once('error', reject);
  });
}

async function serveInWorker({ url, dataDir }: { url: string; dataDir: string }) {
  // The run's database is dropped (WITH FORCE) at its end: a connection ended then is expected.
  const database = await openPostgres(url, { onConnectionError: () => undefined });
  const app = await buildApp({
    config: benchConfig(dataDir),
    db: database.db,
    clock: new TestClock(benchStart),
    imageStorage: createLocalImageStorage(path.join(dataDir, 'images')),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  parentPort!.once('message', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => parentPort!.postMessage('closed'));
  });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

if (!isMainThread && (workerData as { marker?: string } | null)?.marker === appWorker) {
  serveInWorker(workerData as { url: string; dataDir: string }).then(
    (origin) => parentPort!.postMessage({ origin }),
    (error: Error) => parentPort!.postMessage({ error: error.stack ?? error.message }),
  );
} else if (!isMainThread && (workerData as { marker?: string } | null)?.marker === worker) {
  runLoad((workerData as { spec: LoadSpec }).spec).then(
    (result) => parentPort!.postMessage({ result }),
    (error: Error) => parentPort!.postMessage({ error: error.stack ?? error.message }),
  );
} else if (isMainThread) {
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
  const databases = (process.env.BENCH_DATABASES ?? (databaseUrl ? 'pglite,postgres' : 'pglite'))
    .split(',')
    .map((s) => s.trim()) as ('pglite' | 'postgres')[];
  if (databases.includes('postgres') && !databaseUrl)
    throw new Error('postgres needs BENCH_DATABASE_URL');
  await runBench(async (tmp) => {
    for (const kind of databases) await benchOne(kind, tmp, databaseUrl);
  });
}
