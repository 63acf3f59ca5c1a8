// The SQL statements one booking sends to PostgreSQL, step by step (issue "Ready for production", the
// booking target: "fewer statements ... the profile before and after in bench/README").
//
//   BENCH_DATABASE_URL=postgres://app:app@127.0.0.1:55440/app npx tsx bench/booking-statements.ts
//   BENCH_STATEMENTS=1 ...   also prints each statement's first 110 characters
//
// A traveller books twice (a first booking makes their payment customer; the second is a returning
// traveller's): request-payment, the card simulator's confirm, confirm-payment, each through the
// real app (app.inject), counting every query the pg driver sends, including BEGIN and COMMIT. First,
// the statements of an uncached listing read.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { TestClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { migrateDatabase } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { browserHeaders } from '../src/server/test/sessions';
import { createSession } from '../src/server/modules/accounts/create-session';
import { createLocalImageStorage } from '../src/integrations/image-storage/local-image-storage';
import { insertBenchSlots, seedBenchData } from './bench-data';
import { log, openTemporaryPostgres, runBench } from './bench-harness';

const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

let recording: string[] | null = null;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string };
  recording?.push(typeof first === 'string' ? first : (first?.text ?? '?'));
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

await runBench(async (tmp) => {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('booking-statements needs BENCH_DATABASE_URL (PostgreSQL)');
  const database = await openTemporaryPostgres(url);
  const { db } = database;
  try {
    await migrateDatabase(database);
    const clock = new TestClock('2026-06-01T09:00:00Z');
    await seedBenchData(db, { publishedListings: 20, operators: 2 });
    await db.execute(sql`update users set is_payout_ready = true where type = 2`);
    await insertBenchSlots(db, { from: '2026-06-02', days: 10 });
    const travellerId = randomUUID();
    await db.insert(users).values({
      id: travellerId,
      email: 'statements@bench.example',
      firstName: 'Statement',
      lastName: 'Counter',
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    const { token } = await createSession({ db, clock }, travellerId);
    const headers = browserHeaders(token);
    const slots = (
      (await db.execute(sql`
        select s.listing_id as "listingId", s.start_at as "start", s.end_at as "end"
        from listing_slots s join listings l on l.id = s.listing_id
        where l.state = 'published' order by s.start_at, s.listing_id limit 2`)) as unknown as {
        rows: { listingId: string; start: Date | string; end: Date | string }[];
      }
    ).rows;
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        DATA_DIR: tmp,
        WEB_DIST_DIR: path.join(tmp, 'no-web'),
        SEED_ON_EMPTY: 'false',
      }),
      db,
      clock,
      imageStorage: createLocalImageStorage(path.join(tmp, 'images')),
    });
    const isVerbose = process.env.BENCH_STATEMENTS === '1';
    const step = async (name: string, url: string, body: object) => {
      recording = [];
      const res = await app.inject({ method: 'POST', url, headers, payload: body });
      const sent = recording;
      recording = null;
      if (res.statusCode >= 300) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      log(`  ${name.padEnd(16)} ${String(sent.length).padStart(3)} statements`);
      if (isVerbose)
        for (const text of sent) log(`      ${text.replace(/\s+/g, ' ').slice(0, 110)}`);
      return { json: res.json() as Record<string, unknown>, count: sent.length };
    };
    try {
      // An uncached listing read (the process keeps answers: the second read of one id sends none).
      recording = [];
      const shown = await app.inject({
        method: 'GET',
        url: `/api/listings/${slots[0]!.listingId}`,
      });
      const read = recording as string[];
      recording = null;
      if (shown.statusCode !== 200) throw new Error(`listing read: ${shown.statusCode}`);
      log(`A listing read, first time: ${read.length} statements`);
      if (isVerbose)
        for (const text of read) log(`      ${text.replace(/\s+/g, ' ').slice(0, 110)}`);
      for (const [index, slot] of slots.entries()) {
        log(index === 0 ? "A traveller's first booking:" : 'A returning traveller:');
        const initiated = await step('request-payment', '/api/transactions', {
          listingId: slot.listingId,
          transition: 'request-payment',
          params: {
            bookingStart: new Date(slot.start).toISOString(),
            bookingEnd: new Date(slot.end).toISOString(),
            bookingQuantityAdult: 2,
          },
        });
        const transaction = initiated.json.data as { id: string; paymentIntentId: string };
        const paid = await step(
          'card',
          `/api/payments/simulator/payment-intents/${transaction.paymentIntentId}/confirm`,
          { clientSecret: initiated.json.paymentClientSecret, card },
        );
        const confirmed = await step(
          'confirm-payment',
          `/api/transactions/${transaction.id}/transitions`,
          { transition: 'confirm-payment', params: {} },
        );
        log(
          `  ${'booking'.padEnd(16)} ${initiated.count + paid.count + confirmed.count} statements`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
});
