// Where a search's time goes: the search benchmark's requests (search-scenarios.ts) through the real
// app in this process (app.inject, no HTTP), on a PostgreSQL database that is kept between runs, and,
// when the server has pg_stat_statements loaded, the database time of each statement per request.
// Meant for comparing code on one database: seeding 100 000 listings takes ~10 minutes, once.
//
//   BENCH_DATABASE_URL=postgres://.../levada_profile npx tsx bench/search-profile.ts
//   (node --expose-gc --import tsx bench/search-profile.ts: the search index's heap without garbage)
//
// Settings (environment):
//   BENCH_DATABASE_URL  the database (created beforehand); empty, it is migrated and seeded
//   BENCH_SIZE          published listings to seed into an empty database (default 10000)
//   BENCH_ONLY          scenarios: filtered,browse,ranked,rating (default all)
//   BENCH_CONNECTIONS   requests in flight at once, comma-separated (default 1,10)
//   BENCH_SECONDS       seconds per scenario and concurrency (default 6)
// Every answer is computed (PUBLIC_READ_CACHE_MB=0). The statements' figures are taken at the first
// concurrency only, where they do not wait for each other. For pg_stat_statements:
// shared_preload_libraries = 'pg_stat_statements' and pg_stat_statements.track_planning = on.
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { TestClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { migrateDatabase, openPostgres } from '../src/server/db/client';
import { createLocalImageStorage } from '../src/integrations/image-storage/local-image-storage';
import { insertBenchReviews, insertBenchSlots, seedBenchData } from './bench-data';
import { log, numberFromEnv } from './bench-harness';
import { benchFirstDay, benchNow, scenarioPaths } from './search-scenarios';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL names the database to profile on');
const seconds = numberFromEnv('BENCH_SECONDS', 6);
const connections = (process.env.BENCH_CONNECTIONS ?? '1,10')
  .split(',')
  .map((c) => Math.max(1, Math.floor(Number(c))));
const only = (process.env.BENCH_ONLY ?? 'filtered,browse,ranked,rating').split(',');

type Rows<T> = { rows: T[] };
const database = await openPostgres(url);
const run = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as Rows<T>).rows;

await migrateDatabase(database);
let [{ published }] = (await run<{ published: number }>(
  sql`select count(*)::int as published from listings where state = 'published' and not deleted`,
)) as [{ published: number }];
if (published === 0) {
  const size = numberFromEnv('BENCH_SIZE', 10_000);
  const started = performance.now();
  const data = await seedBenchData(database.db, {
    publishedListings: size,
    operators: Math.max(20, Math.round(size / 50)),
    searchText: true,
  });
  await insertBenchSlots(database.db, { from: benchFirstDay, days: 90 });
  await insertBenchReviews(database.db);
  await database.db.execute(sql`VACUUM ANALYZE`);
  published = data.publishedCount;
  log(`seeded ${published} listings in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const hasStatements = await run(sql`select pg_stat_statements_reset()`).then(
  () => true,
  () => false,
);
if (!hasStatements) log('pg_stat_statements is not loaded: request times only');

const tmp = os.tmpdir();
const app = await buildApp({
  config: loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmp,
    WEB_DIST_DIR: path.join(tmp, 'no-web'),
    SEED_ON_EMPTY: 'false',
    PUBLIC_READ_CACHE_MB: '0',
  }),
  db: database.db,
  clock: new TestClock(benchNow),
  imageStorage: createLocalImageStorage(path.join(tmp, 'levada-bench-images')),
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/** Sends the paths round-robin from `inFlight` loops for `seconds`; the response times in ms. */
async function load(paths: string[], inFlight: number): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const res = await app.inject({ method: 'GET', url: paths[next++ % paths.length]! });
        if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
        times.push(performance.now() - started);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

type Statement = { calls: number; execMs: number; planMs: number; query: string };

try {
  log(`${published} published listings; ${seconds} s per scenario and concurrency`);
  const scenarios = scenarioPaths(published);
  for (const name of only) {
    const paths = scenarios[name as keyof typeof scenarios];
    if (!paths) throw new Error(`Unknown scenario ${name}`);
    for (const path of paths.slice(0, 30)) await app.inject({ method: 'GET', url: path }); // warm-up
    for (const [i, inFlight] of connections.entries()) {
      const isProfiled = hasStatements && i === 0;
      if (isProfiled) await run(sql`select pg_stat_statements_reset()`);
      const times = await load(paths, inFlight);
      log(
        `${name} [${inFlight}]: ${(times.length / seconds).toFixed(0)} req/s, p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
      );
      if (!isProfiled) continue;
      // Statements of one kind that differ in their number of parameters are added up by their start.
      const statements = await run<Statement>(sql`
        select sum(calls)::int as calls, sum(total_exec_time) as "execMs",
               sum(total_plan_time) as "planMs", s.query
        from pg_stat_statements p
        cross join lateral (select left(regexp_replace(p.query, '\\s+', ' ', 'g'), 90) as query) s
        where p.dbid = (select oid from pg_database where datname = current_database())
          and p.query not like '%pg_stat_statements%'
        group by s.query
        order by sum(total_exec_time + total_plan_time) desc`);
      const perRequest = (ms: number) => (ms / times.length).toFixed(2);
      const total = statements.reduce((sum, s) => sum + s.execMs + s.planMs, 0);
      log(`  database ${perRequest(total)} ms a request; each statement's calls and ms a request:`);
      for (const s of statements.slice(0, 6))
        log(
          `  ${(s.calls / times.length).toFixed(2).padStart(5)} calls ${perRequest(s.execMs).padStart(6)} + ${perRequest(s.planMs).padStart(5)} planning  ${s.query}`,
        );
    }
  }
} finally {
  await app.close();
  await database.close();
}
