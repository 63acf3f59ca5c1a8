import { sql } from 'drizzle-orm';
import type {
  CatalogueListing,
  CatalogueUser,
} from '../../../integrations/recommendations/recommender';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { JobHandler } from '../../jobs/job-handler';
import { enqueueJob, type JobInput } from '../../jobs/job-queue';

export const recommendationCatalogueJobKind = 'recommendation-catalogue';
const hourMs = 3_600_000;

// One run per hour: a restart or a second process enqueueing the same hour's run is ignored.
const catalogueJobFor = (runAt: Date): JobInput => ({
  kind: recommendationCatalogueJobKind,
  payload: {},
  runAt,
  key: `${recommendationCatalogueJobKind}:${runAt.toISOString().slice(0, 13)}`,
});

/** At boot, with a hosted recommender only: this hour's sync now (unless queued or done). */
export async function scheduleRecommendationCatalogue(deps: {
  db: Db;
  clock: Clock;
  recommender: { syncCatalogue?: unknown };
}): Promise<void> {
  if (!deps.recommender.syncCatalogue) return;
  await enqueueJob(deps.db, deps.clock, catalogueJobFor(deps.clock.now()));
}

/** The listings as the hosted recommender keeps them: every one ever published (a closed one says so). */
export async function catalogueListings(db: Db): Promise<CatalogueListing[]> {
  const { rows } = (await db.execute(sql`
    select id, title, categories, lat, lng, price_amount as "priceAmount",
      price_currency as "priceCurrency", state, deleted
    from listings where state <> 'draft' order by id`)) as unknown as {
    rows: CatalogueListing[];
  };
  return rows;
}

/** The users who accepted tracking (decision 167): the others are not sent. */
export async function catalogueUsers(db: Db): Promise<CatalogueUser[]> {
  const { rows } = (await db.execute(sql`
    select u.id, u.type as "userType", u.language
    from users u join tracking_consents c on c.user_id = u.id and c.granted
    order by u.id`)) as unknown as { rows: CatalogueUser[] };
  return rows;
}

/**
 * The hourly job (decision 174): queues the next hour's run first (a failure never breaks the
 * chain), then sends the hosted recommender the listings (title, categories, region, price, state)
 * and the consenting users (type, language). Nothing to do with the local default.
 */
export const syncRecommendationCatalogue: JobHandler = async (_payload, { deps, log }) => {
  const sync = deps.recommender.syncCatalogue?.bind(deps.recommender);
  if (!sync) return;
  const next = new Date(Math.floor(deps.clock.now().getTime() / hourMs + 1) * hourMs);
  await enqueueJob(deps.db, deps.clock, catalogueJobFor(next));
  const [listings, users] = [await catalogueListings(deps.db), await catalogueUsers(deps.db)];
  await sync({ listings, users });
  log(`Recommendation catalogue: ${listings.length} listings and ${users.length} users sent`);
};
