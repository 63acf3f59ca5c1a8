// Hit rate of the local recommender (decisions 164 and 171) on held-out demo bookings, against "most
// popular" (issue 48 item 1).
//
//   npx tsx bench/recommendations-hit-rate.ts
//
// On a fresh PGlite database with the demo marketplace (`seedDemoData`): for each paid booking of a
// customer who has booked more than one tour, the booking is held out (set `declined` in a database
// transaction that is rolled back, so neither co-booked tours nor bestsellers count it) and the
// recommender is asked, as the customer, for
//   - item to item: `listing-similar` of the customer's latest other booked tour (what the listing page
//     and, with `checkout-crosssell`, the checkout show), and
//   - the baseline: `homepage-popular` (bestsellers of 90 days, then most viewed, then most reviewed).
// A hit is the held-out tour among the 8 answered. The demo is small: the figures say whether the
// statements rank sensibly, not how a real marketplace would fare.
import { sql } from 'drizzle-orm';
import { bookedStates, recommendationCount } from '../src/domain/recommendations';
import { createLocalRecommender } from '../src/integrations/recommendations/local-recommender';
import type { RecommendationScenario } from '../src/domain/recommendations';
import path from 'node:path';
import { createLocalImageStorage } from '../src/integrations/image-storage/local-image-storage';
import { TestClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { migrateDatabase, openPglite } from '../src/server/db/client';
import { seedDemoData } from '../src/server/seed/seed-demo-data';
import { log, runBench } from './bench-harness';

type Booking = { id: string; customerId: string; listingId: string; createdAt: string };

class Rollback extends Error {}

async function main(tmp: string) {
  const dataDir = path.join(tmp, 'data');
  const database = await openPglite({ dataDir });
  const clock = new TestClock();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(tmp, 'no-web'),
    SEED_ON_EMPTY: 'false',
  });
  const t = { database, clock };
  try {
    await migrateDatabase(database);
    const started = performance.now();
    await seedDemoData(
      {
        db: database.db,
        clock,
        imageStorage: createLocalImageStorage(path.join(tmp, 'images')),
        config,
      },
      { log: () => {} },
    );
    log(`demo seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const states = sql.join(
      bookedStates.map((state) => sql`${state}`),
      sql`, `,
    );
    const bookings = (
      (await t.database.db.execute(sql`
        select id, customer_id as "customerId", listing_id as "listingId",
          created_at::text as "createdAt"
        from transactions where state in (${states}) order by created_at, id`)) as unknown as {
        rows: Booking[];
      }
    ).rows;
    const byCustomer = new Map<string, Booking[]>();
    for (const booking of bookings)
      byCustomer.set(booking.customerId, [...(byCustomer.get(booking.customerId) ?? []), booking]);

    const hits = { similar: 0, popular: 0, cases: 0 };
    for (const [customerId, own] of byCustomer) {
      if (new Set(own.map((b) => b.listingId)).size < 2) continue;
      for (const heldOut of own) {
        const context = own.filter((b) => b.listingId !== heldOut.listingId).at(-1);
        if (!context) continue;
        hits.cases += 1;
        await t.database.db
          .transaction(async (tx) => {
            await tx.execute(
              sql`update transactions set state = 'declined' where id = ${heldOut.id}::uuid`,
            );
            const recommender = createLocalRecommender({
              run: async (query) =>
                ((await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows,
              now: () => t.clock.now(),
            });
            const ask = async (scenario: RecommendationScenario, listingId?: string) =>
              (await recommender.recommend({ scenario, listingId, userId: customerId })).listingIds;
            if ((await ask('listing-similar', context.listingId)).includes(heldOut.listingId))
              hits.similar += 1;
            if ((await ask('homepage-popular')).includes(heldOut.listingId)) hits.popular += 1;
            throw new Rollback();
          })
          .catch((error: unknown) => {
            if (!(error instanceof Rollback)) throw error;
          });
      }
    }
    const rate = (n: number) => (hits.cases ? `${((100 * n) / hits.cases).toFixed(1)} %` : 'n/a');
    log(
      `${bookings.length} paid demo bookings, ${byCustomer.size} customers; ${hits.cases} held out (customers with 2+ tours)`,
    );
    log(`hit rate @${recommendationCount}:`);
    log(
      `  local default, listing-similar of the customer's other tour  ${rate(hits.similar)}  (${hits.similar}/${hits.cases})`,
    );
    log(
      `  most popular (homepage-popular)                              ${rate(hits.popular)}  (${hits.popular}/${hits.cases})`,
    );
  } finally {
    await database.close();
  }
}

void runBench(main);
