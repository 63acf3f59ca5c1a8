// Benchmark of the public listing API against a bare Fastify route.
//
//   npx tsx bench/public-listings.ts            (or: npm run bench)
//   BENCH_SECONDS=2 BENCH_LISTINGS=1000 npx tsx bench/public-listings.ts     (quick smoke run)
//   BENCH_DATABASE_URL=postgres://... npx tsx bench/public-listings.ts       (adds a PostgreSQL run)
//
// Settings (environment):
//   BENCH_SECONDS         measured seconds per scenario (default 10)
//   BENCH_WARMUP_SECONDS  warm-up per scenario, not measured (default 2, at most BENCH_SECONDS)
//   BENCH_LISTINGS        published listings (default 10000; ~8% hidden ones come on top)
//   BENCH_OPERATORS       authors (default 200)
//   BENCH_CONNECTIONS     autocannon connections (default 10)
//   BENCH_DEEP_PAGE       the deep page (default 200, clamped to the last page)
//   BENCH_LOADGEN         'worker' (default) or 'inline', see below
//   BENCH_ANALYZE         1 (default): ANALYZE after loading; 0: leave the planner without statistics,
//                         as an embedded database is today (PGlite has no autovacuum; see README)
//   BENCH_DATABASES       pglite,postgres (default both; postgres needs the URL below)
//   BENCH_ONLY            comma-separated scenario keys to run: bare,payload,page1,deep,show,hot (default all)
//   BENCH_DATABASE_URL or DATABASE_URL   a PostgreSQL server: a temporary database
//                         levada_bench_<random> is created on it and dropped at the end (needs CREATEDB)
//
// Where the load generator runs (BENCH_LOADGEN). Measured on this 2-core machine with 10 000
// listings (figures in bench/README.md): with autocannon inline, it shares the one event loop with
// the server it measures, so every request's HTTP parsing on the client side steals time from the
// server and the bare route reads about half of what it can do; in a worker thread the load
// generator gets its own event loop and (with 2 cores) roughly its own core, while the server keeps
// the main thread as it would in production. The worker is the fairer figure and the default;
// 'inline' stays available to reproduce the comparison.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { TestClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { migrateDatabase, openPglite } from '../src/server/db/client';
import { createLocalImageStorage } from '../src/integrations/image-storage/local-image-storage';
import { searchCountCap } from '../src/domain/search';
import { seedBenchData } from './bench-data';
import {
  log,
  loadWith,
  numberFromEnv,
  openTemporaryPostgres,
  printTable,
  runBench,
  type Row,
} from './bench-harness';

const settings = {
  seconds: numberFromEnv('BENCH_SECONDS', 10),
  listings: Math.max(1, Math.floor(numberFromEnv('BENCH_LISTINGS', 10_000))),
  operators: Math.max(1, Math.floor(numberFromEnv('BENCH_OPERATORS', 200))),
  connections: Math.max(1, Math.floor(numberFromEnv('BENCH_CONNECTIONS', 10))),
  deepPage: Math.max(1, Math.floor(numberFromEnv('BENCH_DEEP_PAGE', 200))),
  loadgen: (process.env.BENCH_LOADGEN ?? 'worker') as 'worker' | 'inline',
  databaseUrl: process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined,
  analyze: process.env.BENCH_ANALYZE !== '0',
  only: (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
};
const warmupSeconds = Math.min(numberFromEnv('BENCH_WARMUP_SECONDS', 2), settings.seconds);
if (settings.loadgen !== 'worker' && settings.loadgen !== 'inline')
  throw new Error('BENCH_LOADGEN must be worker or inline');

const perPage = 36;

type Run = { database: string; rows: Row[] };

const load = loadWith(settings.loadgen);

// The bare server: a small JSON, and (for scale) the very page-1 body the app answers, kept in
// memory and sent with Fastify's default JSON.stringify: no database, no schema. That second route
// is the ceiling for any server answering 160 KB per request on this machine.
let capturedPage: unknown = null;
async function startBareServer() {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true, service: 'levada-bench', items: [1, 2, 3] }));
  bare.get('/bare-page', async () => capturedPage);
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return { bare, origin: `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}` };
}

async function benchDatabase(
  kind: 'pglite' | 'postgres',
  tmp: string,
  bareOrigin: string,
): Promise<Run> {
  const dataDir = path.join(tmp, kind);
  fs.mkdirSync(dataDir, { recursive: true });
  log(`\n== ${kind}: opening a fresh database`);
  const database =
    kind === 'pglite'
      ? await openPglite({ dataDir })
      : await openTemporaryPostgres(settings.databaseUrl!);
  try {
    await migrateDatabase(database);
    const seedStart = performance.now();
    const data = await seedBenchData(database.db, {
      publishedListings: settings.listings,
      operators: settings.operators,
    });
    // PGlite has no autovacuum, so nothing would ever ANALYZE it; PostgreSQL's autovacuum would
    // after a while. By default analyse both so the planner sees the same statistics.
    if (settings.analyze) await database.db.execute(sql`ANALYZE`);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    log(
      `   ${data.publishedCount} published + ${data.hiddenCount} hidden listings, ${data.operatorCount} operators, ` +
        `${data.imageCount} image rows in ${seedSeconds.toFixed(1)} s`,
    );

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(tmp, 'no-web'),
      SEED_ON_EMPTY: 'false',
      // PUBLIC_READ_CACHE_MB=0 measures every answer computed (decision 056).
      PUBLIC_READ_CACHE_MB: process.env.PUBLIC_READ_CACHE_MB,
    });
    const app = await buildApp({
      config,
      db: database.db,
      clock: new TestClock('2026-06-01T09:00:00Z'),
      imageStorage: createLocalImageStorage(path.join(dataDir, 'images')),
    });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const totalPages = Math.ceil(data.publishedCount / perPage);
      const deepPage = Math.min(settings.deepPage, totalPages);

      // Check that the routes answer what we think they do before timing them.
      const first = (capturedPage = await (await fetch(`${origin}/api/listings`)).json()) as {
        data: { id: string; images: unknown[] }[];
        meta: { totalItems: number; perPage: number; isTotalCapped: boolean };
      };
      // The count stops at the search's cap (shown as "1,000+", decision 032).
      const expectedTotal = Math.min(data.publishedCount, searchCountCap);
      if (
        first.meta.totalItems !== expectedTotal ||
        first.meta.isTotalCapped !== data.publishedCount > searchCountCap ||
        first.meta.perPage !== perPage ||
        first.data.length !== Math.min(perPage, data.publishedCount)
      ) {
        throw new Error(
          `Unexpected listing page: ${JSON.stringify(first.meta)} with ${first.data.length} items`,
        );
      }
      const deep = (await (await fetch(`${origin}/api/listings?page=${deepPage}`)).json()) as {
        data: unknown[];
      };
      if (deep.data.length === 0) throw new Error(`Page ${deepPage} is empty`);
      const one = await fetch(`${origin}/api/listings/${data.publishedIds[0]}`);
      if (one.status !== 200) throw new Error(`GET /api/listings/:id answered ${one.status}`);

      const scenarios: { key: string; scenario: string; origin: string; paths: string[] }[] = [
        { key: 'bare', scenario: 'bare Fastify GET /bare', origin: bareOrigin, paths: ['/bare'] },
        {
          key: 'payload',
          scenario: 'bare Fastify, page-1 JSON from memory',
          origin: bareOrigin,
          paths: ['/bare-page'],
        },
        { key: 'page1', scenario: 'GET /api/listings (page 1)', origin, paths: ['/api/listings'] },
        {
          key: 'deep',
          scenario: `GET /api/listings?page=${deepPage}`,
          origin,
          paths: [`/api/listings?page=${deepPage}`],
        },
        {
          key: 'show',
          scenario: 'GET /api/listings/{random id}',
          origin,
          paths: data.publishedIds.map((id) => `/api/listings/${id}`),
        },
        {
          // The same route over the 100 newest listings: what a listing costs once the process
          // keeps its answer (decision 056), where the scenario above mostly measures first reads.
          key: 'hot',
          scenario: 'GET /api/listings/{one of 100 ids}',
          origin,
          paths: data.publishedIds.slice(-100).map((id) => `/api/listings/${id}`),
        },
      ];
      const rows: Row[] = [];
      for (const s of scenarios.filter(
        (x) => settings.only.length === 0 || settings.only.includes(x.key),
      )) {
        log(`   ${s.scenario}: ${warmupSeconds}s warm-up + ${settings.seconds}s ...`);
        const result = await load({
          origin: s.origin,
          paths: s.paths,
          seconds: settings.seconds,
          warmupSeconds,
          connections: settings.connections,
        });
        rows.push({ scenario: s.scenario, result });
      }
      return { database: kind, rows };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

function printRun(run: Run) {
  printTable(
    `${run.database}: ${settings.listings} published listings, ${settings.connections} connections, ${settings.seconds}s per scenario, load generator ${settings.loadgen}`,
    run.rows,
  );
}

await runBench(async (tmp) => {
  const { bare, origin: bareOrigin } = await startBareServer();
  const runs: Run[] = [];
  try {
    log(
      `Levada public listings bench: ${settings.listings} listings, ${settings.seconds}s per scenario ` +
        `(+${warmupSeconds}s warm-up), ${settings.connections} connections, load generator: ${settings.loadgen}, ` +
        `${settings.analyze ? 'ANALYZE after loading' : 'no ANALYZE'}, ` +
        `${os.cpus().length} cores, Node ${process.version}`,
    );
    const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
    if (databases.includes('pglite')) {
      runs.push(await benchDatabase('pglite', tmp, bareOrigin));
      printRun(runs.at(-1)!);
    }
    if (settings.databaseUrl && databases.includes('postgres')) {
      runs.push(await benchDatabase('postgres', tmp, bareOrigin));
      printRun(runs.at(-1)!);
    }
    log(
      '\nreq/s = completed 2xx per second of wall time; p50/p95/p99 = exact percentiles of every 2xx response time ' +
        'recorded by the load generator (autocannon itself only reports p90 and p97.5, in whole ms).',
    );
  } finally {
    await bare.close();
  }
});
