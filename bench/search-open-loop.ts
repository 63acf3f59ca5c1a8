// Mixed searches at a fixed rate (open loop) against the real app on PostgreSQL, issue 44's targets:
// p95 ≤ 50 ms at 10 000 published listings, ≤ 150 ms at 100 000, at 50 requests per second.
//
//   BENCH_DATABASE_URL=postgres://... npx tsx bench/search-open-loop.ts
//   BENCH_SIZES=10000,100000 BENCH_RATE=50 BENCH_SECONDS=30 ...   (the defaults: 10000, 50, 30)
//
// Open loop: request i is sent at start + i / rate whatever the earlier ones are doing, and its time
// is counted from that moment, so a slow answer delays nothing and hides nothing (no coordinated
// omission). The requests rotate over a seeded set of mixed searches (searchMix): keyword + place
// ("levada walk madeira"), keywords + category + price, keywords + dates, keywords sorted by price,
// rating or date, one word, and a browse without keywords. Whole answers are not kept
// (PUBLIC_READ_CACHE_MB=0: every search computed); the cards are, as a running site keeps them.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { TestClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { migrateDatabase } from '../src/server/db/client';
import { createLocalImageStorage } from '../src/integrations/image-storage/local-image-storage';
import { categoryKeys } from '../src/domain/listing';
import { insertBenchReviews, insertBenchSlots, mulberry32, seedBenchData } from './bench-data';
import { benchFirstDay, benchNow } from './search-scenarios';
import { log, numberFromEnv, openTemporaryPostgres, runBench } from './bench-harness';

const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
if (!databaseUrl)
  throw new Error('bench/search-open-loop.ts needs BENCH_DATABASE_URL (PostgreSQL)');
const settings = {
  sizes: (process.env.BENCH_SIZES ?? '10000').split(',').map((s) => Math.floor(Number(s))),
  rate: numberFromEnv('BENCH_RATE', 50),
  seconds: numberFromEnv('BENCH_SECONDS', 30),
  warmupSeconds: numberFromEnv('BENCH_WARMUP_SECONDS', 5),
  slotDays: Math.max(1, Math.floor(numberFromEnv('BENCH_SLOT_DAYS', 90))),
  // Server settings compared in turn on the same database, e.g. SEARCH_CARD_CACHE=0,SEARCH_CARD_CACHE=10000
  // (before decision 140: SEARCH_INDEX=memory,SEARCH_INDEX=database).
  variants: (process.env.BENCH_VARIANTS ?? '').split(',').map((s) => s.trim()),
};

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

// Words of the bench data's titles and descriptions (bench-data.ts), near words and places of the
// gazetteer: the bench's listings are all in Madeira (Funchal, Santana, Calheta, …).
const activities = [
  'levada',
  'walk',
  'dolphins',
  'boat trip',
  'jeep',
  'canyoning',
  'wine',
  'kayak',
];
const moreWords = [
  'sunset',
  'private',
  'whale',
  'food',
  'caminhada',
  'golfinhos',
  'levda',
  'family',
];
const places = ['madeira', 'funchal', 'santana', 'calheta', 'madeira island'];
const sorts = ['price', '-price', 'rating', '-createdAt'];

export type MixedRequest = { kind: string; path: string };

/** 400 seeded requests, the same for every run of one size. */
export function searchMix(seed: number): MixedRequest[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const priceRange = () => {
    const min = 5 * Math.floor(random() * 20);
    return `${min},${min + 5 * (10 + Math.floor(random() * 30))}`;
  };
  const dates = () => {
    const start = addDays(benchFirstDay, 1 + Math.floor(random() * 60));
    return `${start},${addDays(start, 2)}`;
  };
  const url = (params: Record<string, string>) => `/api/listings?${new URLSearchParams(params)}`;
  const kinds: Record<string, () => string> = {
    'keyword + place': () => url({ keywords: `${pick(activities)} ${pick(places)}` }),
    'keywords + category + price': () =>
      url({
        keywords: pick([...activities, ...moreWords]),
        pub_categories: [pick(categoryKeys), pick(categoryKeys)].join(','),
        price: priceRange(),
      }),
    'keyword + place + dates': () =>
      url({
        keywords: `${pick(activities)} ${pick(places)}`,
        dates: dates(),
        minDuration: String(pick([0, 60, 120])),
      }),
    'keywords sorted': () =>
      url({ keywords: pick([...activities, ...moreWords]), sort: pick(sorts) }),
    'one word': () => url({ keywords: pick(moreWords) }),
    'two words': () => url({ keywords: `${pick(moreWords)} ${pick(activities)}` }),
    'browse + dates': () => url({ pub_categories: pick(categoryKeys), dates: dates() }),
  };
  const names = Object.keys(kinds);
  return Array.from({ length: 400 }, (_, i) => {
    const kind = names[i % names.length]!;
    return { kind, path: kinds[kind]!() };
  });
}

type Timing = { kind: string; ms: number; status: number };

/** Sends one request every 1/rate s for `seconds`, each timed from its planned start. */
async function openLoop(
  origin: string,
  requests: MixedRequest[],
  rate: number,
  seconds: number,
): Promise<Timing[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const { hostname, port } = new URL(origin);
  const total = Math.round(rate * seconds);
  const timings: Timing[] = [];
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const planned = started + (i * 1000) / rate;
    const wait = planned - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const { kind, path: requestPath } = requests[i % requests.length]!;
    inFlight.push(
      new Promise<void>((resolve) => {
        const req = http.get({ hostname, port, path: requestPath, agent }, (res) => {
          res.resume();
          res.on('end', () => {
            timings.push({ kind, ms: performance.now() - planned, status: res.statusCode ?? 0 });
            resolve();
          });
        });
        req.on('error', () => {
          timings.push({ kind, ms: performance.now() - planned, status: 0 });
          resolve();
        });
      }),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  return timings;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

function printTimings(title: string, timings: Timing[]) {
  const groups = new Map<string, Timing[]>([['all', timings]]);
  for (const t of timings) groups.set(t.kind, [...(groups.get(t.kind) ?? []), t]);
  log(`\n${title}`);
  log(
    `${'requests'.padEnd(30)} ${'n'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'non-2xx'.padStart(8)}`,
  );
  for (const [kind, list] of groups) {
    const ok = list.filter((t) => t.status === 200).map((t) => t.ms);
    ok.sort((a, b) => a - b);
    log(
      `${kind.padEnd(30)} ${String(list.length).padStart(5)} ${percentile(ok, 50).toFixed(1).padStart(8)} ${percentile(ok, 95).toFixed(1).padStart(8)} ${percentile(ok, 99).toFixed(1).padStart(8)} ${String(list.length - ok.length).padStart(8)}`,
    );
  }
}

await runBench(async (tmp) => {
  log(
    `Levada open-loop search bench: PostgreSQL, sizes ${settings.sizes.join(', ')}, ${settings.rate} req/s for ` +
      `${settings.seconds}s (+${settings.warmupSeconds}s warm-up), ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  for (const size of settings.sizes) {
    const dataDir = path.join(tmp, `postgres-${size}`);
    fs.mkdirSync(dataDir, { recursive: true });
    const database = await openTemporaryPostgres(databaseUrl);
    try {
      await migrateDatabase(database);
      const started = performance.now();
      const data = await seedBenchData(database.db, {
        publishedListings: size,
        operators: Math.max(20, Math.round(size / 50)),
        searchText: true,
      });
      const slots = await insertBenchSlots(database.db, {
        from: benchFirstDay,
        days: settings.slotDays,
      });
      const reviews = await insertBenchReviews(database.db);
      await database.db.execute(sql`VACUUM ANALYZE`);
      log(
        `\n== ${data.publishedCount} published listings, ${slots} departures, ${reviews} reviews, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      for (const variant of settings.variants) {
        const app = await buildApp({
          config: loadConfig({
            NODE_ENV: 'production',
            LOG_LEVEL: 'silent',
            DATA_DIR: dataDir,
            WEB_DIST_DIR: path.join(tmp, 'no-web'),
            SEED_ON_EMPTY: 'false',
            PUBLIC_READ_CACHE_MB: '0',
            ...(variant ? Object.fromEntries([variant.split('=')]) : {}),
          }),
          db: database.db,
          clock: new TestClock(benchNow),
          imageStorage: createLocalImageStorage(path.join(dataDir, 'images')),
        });
        try {
          await app.listen({ host: '127.0.0.1', port: 0 });
          const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
          const requests = searchMix(size);
          // Every request answers 200 before timing (a bad request would measure an error page), and
          // its time alone, one at a time.
          const alone: Timing[] = [];
          for (const { kind, path: p } of requests) {
            const sent = performance.now();
            const res = await fetch(`${origin}${p}`);
            if (res.status !== 200)
              throw new Error(`${p} answered ${res.status}: ${await res.text()}`);
            await res.arrayBuffer();
            alone.push({ kind, ms: performance.now() - sent, status: res.status });
          }
          printTimings(`each of the ${requests.length} requests alone, one at a time`, alone);
          await openLoop(origin, requests, settings.rate, settings.warmupSeconds);
          const load = os.loadavg()[0]!.toFixed(2);
          const timings = await openLoop(origin, requests, settings.rate, settings.seconds);
          printTimings(
            `PostgreSQL, ${size} published listings${variant ? `, ${variant}` : ''}, ${settings.rate} req/s open loop, ${settings.seconds}s (load average ${load} before)`,
            timings,
          );
        } finally {
          await app.close();
        }
      }
    } finally {
      await database.close();
    }
  }
});
