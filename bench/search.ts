// Benchmark of search (GET /api/listings with keywords, filters and dates) against a bare Fastify
// route, at several catalogue sizes, on PGlite and on PostgreSQL.
//
//   npx tsx bench/search.ts                                   (10 000 and 100 000 listings, PGlite)
//   BENCH_DATABASE_URL=postgres://... npx tsx bench/search.ts (adds PostgreSQL; needs CREATEDB)
//   BENCH_SIZES=2000 BENCH_SECONDS=2 npx tsx bench/search.ts  (quick smoke run)
//
// Settings (environment), besides those of bench-harness.ts:
//   BENCH_SIZES        comma-separated published-listing counts (default 10000,100000)
//   BENCH_DATABASES    pglite,postgres (default: pglite, plus postgres when a URL is given)
//   BENCH_SLOT_DAYS    days of departures generated per listing (default 90, the bookable window)
//   BENCH_CONNECTIONS  comma-separated concurrent connections, each scenario is run with each
//                      (default 1,10: the time of one search alone, and under load)
//   BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_LOADGEN, BENCH_ONLY
//                      as in public-listings.ts; BENCH_ONLY keys: bare,filtered,browse,ranked,rating
//
// Scenarios, each over a rotating set of 300 requests:
//   filtered  keywords + category + price + dates (3 days within the next 60) + minDuration
//   browse    a category and a price range, newest first (no keywords)
//   ranked    one word, ranked by relevance, from a vocabulary of English and Portuguese words
//             of the titles and descriptions, with a few misspellings
//   rating    best rated first, half of them within a category (3 in 10 listings have reviews)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { TestClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { migrateDatabase, openPglite, type Database } from '../src/server/db/client';
import { searchCountCap } from '../src/domain/search';
import { createLocalImageStorage } from '../src/integrations/image-storage/local-image-storage';
import { insertBenchReviews, insertBenchSlots, seedBenchData } from './bench-data';
import { benchFirstDay, benchNow, scenarioPaths } from './search-scenarios';
import {
  log,
  loadWith,
  numberFromEnv,
  openTemporaryPostgres,
  printTable,
  runBench,
  type Row,
} from './bench-harness';

const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
const settings = {
  sizes: (process.env.BENCH_SIZES ?? '10000,100000')
    .split(',')
    .map((s) => Math.floor(Number(s.trim()))),
  databases: (process.env.BENCH_DATABASES ?? (databaseUrl ? 'pglite,postgres' : 'pglite'))
    .split(',')
    .map((s) => s.trim()) as ('pglite' | 'postgres')[],
  slotDays: Math.max(1, Math.floor(numberFromEnv('BENCH_SLOT_DAYS', 90))),
  seconds: numberFromEnv('BENCH_SECONDS', 10),
  // 1 connection: the time one search takes; 10: throughput and latency under concurrent load.
  connections: (process.env.BENCH_CONNECTIONS ?? '1,10')
    .split(',')
    .map((c) => Math.max(1, Math.floor(Number(c)))),
  loadgen: (process.env.BENCH_LOADGEN ?? 'worker') as 'worker' | 'inline',
  only: (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
};
const warmupSeconds = Math.min(numberFromEnv('BENCH_WARMUP_SECONDS', 2), settings.seconds);
if (settings.sizes.some((n) => !Number.isFinite(n) || n < 1))
  throw new Error('BENCH_SIZES must be positive numbers');
if (settings.databases.includes('postgres') && !databaseUrl)
  throw new Error('postgres needs BENCH_DATABASE_URL');
const load = loadWith(settings.loadgen);

type Run = { title: string; rows: Row[] };

async function benchOne(
  kind: 'pglite' | 'postgres',
  size: number,
  tmp: string,
  bareOrigin: string,
): Promise<Run> {
  const dataDir = path.join(tmp, `${kind}-${size}`);
  fs.mkdirSync(dataDir, { recursive: true });
  log(`\n== ${kind}, ${size} listings: opening a fresh database`);
  const database: Database =
    kind === 'pglite' ? await openPglite({ dataDir }) : await openTemporaryPostgres(databaseUrl!);
  try {
    await migrateDatabase(database);
    let started = performance.now();
    const data = await seedBenchData(database.db, {
      publishedListings: size,
      operators: Math.max(20, Math.round(size / 50)),
      searchText: true,
    });
    log(
      `   ${data.publishedCount} published + ${data.hiddenCount} hidden listings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    started = performance.now();
    const slots = await insertBenchSlots(database.db, {
      from: benchFirstDay,
      days: settings.slotDays,
    });
    const reviewCount = await insertBenchReviews(database.db);
    // What autovacuum does on a running PostgreSQL: statistics for the planner, and the visibility
    // map that lets a count skip the table. PGlite has no autovacuum (bench/README.md).
    await database.db.execute(sql`VACUUM ANALYZE`);
    log(
      `   ${slots} departures over ${settings.slotDays} days, ${reviewCount} reviews, then VACUUM ANALYZE, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(tmp, 'no-web'),
        SEED_ON_EMPTY: 'false',
        // PUBLIC_READ_CACHE_MB=0 measures every answer computed (decision 056).
        PUBLIC_READ_CACHE_MB: process.env.PUBLIC_READ_CACHE_MB,
      }),
      db: database.db,
      clock: new TestClock(benchNow),
      imageStorage: createLocalImageStorage(path.join(dataDir, 'images')),
    });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const paths = scenarioPaths(size);

      // Check that the requests answer what we think, and how many results they find (counts stop
      // at the cap: "1000+").
      for (const [name, list] of Object.entries(paths)) {
        const totals: number[] = [];
        for (const p of list.slice(0, 40)) {
          const res = await fetch(`${origin}${p}`);
          if (res.status !== 200)
            throw new Error(`${p} answered ${res.status}: ${await res.text()}`);
          const { meta } = (await res.json()) as {
            meta: { totalItems: number; isTotalCapped: boolean };
          };
          totals.push(meta.totalItems + (meta.isTotalCapped ? 1 : 0));
        }
        totals.sort((a, b) => a - b);
        const shown = (n: number) => (n > searchCountCap ? `${searchCountCap}+` : String(n));
        log(
          `   ${name}: results per request (40 sampled) median ${shown(totals[20]!)}, max ${shown(totals.at(-1)!)}`,
        );
        if (totals.at(-1) === 0)
          throw new Error(`${name} finds nothing: the bench data does not fit the requests`);
      }

      const scenarios = [
        { key: 'bare', scenario: 'bare Fastify GET /bare', origin: bareOrigin, paths: ['/bare'] },
        {
          key: 'filtered',
          scenario: 'keywords + category + price + dates',
          origin,
          paths: paths.filtered,
        },
        { key: 'browse', scenario: 'browse: category + price', origin, paths: paths.browse },
        { key: 'ranked', scenario: 'one word, ranked by relevance', origin, paths: paths.ranked },
        { key: 'rating', scenario: 'best rated first', origin, paths: paths.rating },
      ];
      const rows: Row[] = [];
      for (const connections of settings.connections) {
        for (const s of scenarios.filter(
          (x) => settings.only.length === 0 || settings.only.includes(x.key),
        )) {
          log(
            `   ${s.scenario}, ${connections} connection(s): ${warmupSeconds}s warm-up + ${settings.seconds}s ...`,
          );
          const result = await load({
            origin: s.origin,
            paths: s.paths,
            seconds: settings.seconds,
            warmupSeconds,
            connections,
          });
          rows.push({ scenario: `${s.scenario} [${connections}]`, result });
        }
      }
      return {
        title: `${kind}: ${size} published listings, ${slots} departures, [connections], ${settings.seconds}s per scenario, load generator ${settings.loadgen}`,
        rows,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

await runBench(async (tmp) => {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true, service: 'levada-bench', items: [1, 2, 3] }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const bareOrigin = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
  try {
    log(
      `Levada search bench: sizes ${settings.sizes.join(', ')}, databases ${settings.databases.join(', ')}, ` +
        `${settings.seconds}s per scenario (+${warmupSeconds}s warm-up), connections ${settings.connections.join(' and ')}, ` +
        `load generator ${settings.loadgen}, ${os.cpus().length} cores, Node ${process.version}`,
    );
    for (const kind of settings.databases) {
      for (const size of settings.sizes) {
        const run = await benchOne(kind, size, tmp, bareOrigin);
        printTable(run.title, run.rows);
      }
    }
    log(
      '\nreq/s = completed 2xx per second of wall time; p50/p95/p99 = exact percentiles of every 2xx response time ' +
        'recorded by the load generator, in ms; [n] = n concurrent connections; vs bare = req/s against the bare route ' +
        'with the same number of connections.',
    );
  } finally {
    await bare.close();
  }
});
