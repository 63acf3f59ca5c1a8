import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  bestsellerDays,
  bookedStates,
  recommIdOf,
  selectRecommendations,
  type RecommendationCandidate,
} from '../../domain/recommendations';
import type {
  ListingInteraction,
  Recommendation,
  RecommendationRequest,
  Recommender,
} from './recommender';

/** Runs one statement on the app's database and answers its rows (the server gives it). */
export type RunSql = (query: SQL) => Promise<Record<string, unknown>[]>;

/** Candidates read per scenario before the rules pick 8: room for the own, the closed and the region. */
const candidateLimit = 100;
const dayMs = 86_400_000;

const isBooked = (column: SQL) =>
  sql`${column} in (${sql.join(
    bookedStates.map((state) => sql`${state}`),
    sql`, `,
  )})`;

/** Listings ranked by a scenario: id, tier (lower first) and score (higher first). */
type Ranking = SQL;

// Tours booked by the customers who booked this one (paid bookings).
const coBooked = (listingId: string): Ranking => sql`
  select t2.listing_id as id, 1 as tier, count(distinct t2.customer_id)::float8 as score
  from transactions t1
  join transactions t2 on t2.customer_id = t1.customer_id and t2.listing_id <> t1.listing_id
  where t1.listing_id = ${listingId}::uuid and ${isBooked(sql`t1.state`)} and ${isBooked(sql`t2.state`)}
  group by t2.listing_id`;

// Tours put in the cart (checkout opened) by the visitors or users who put this one there: weaker than
// a booking, stronger than a view (decision 175).
const coCarted = (listingId: string): Ranking => sql`
  select c2.listing_id as id, 2 as tier,
    count(distinct coalesce(c2.user_id::text, c2.visitor_id))::float8 as score
  from recommendation_interactions c1
  join recommendation_interactions c2 on c2.kind = 'cart-addition' and c2.listing_id <> c1.listing_id
    and (c2.visitor_id = c1.visitor_id or c2.user_id = c1.user_id)
  where c1.listing_id = ${listingId}::uuid and c1.kind = 'cart-addition'
  group by c2.listing_id`;

// Tours viewed by the visitors who viewed this one.
const coViewed = (listingId: string): Ranking => sql`
  select v2.listing_id as id, 3 as tier, count(distinct v2.visitor_id)::float8 as score
  from listing_views v1
  join listing_views v2 on v2.visitor_id = v1.visitor_id and v2.listing_id <> v1.listing_id
  where v1.listing_id = ${listingId}::uuid
  group by v2.listing_id`;

// Published tours sharing a category with this one, the nearest first (no place: last).
const sameCategoryNearby = (listingId: string): Ranking => sql`
  select l.id, 4 as tier,
    coalesce(-((l.lat - t.lat) ^ 2 + ((l.lng - t.lng) * cos(radians(t.lat))) ^ 2), -1e9) as score
  from listings l, listings t
  where t.id = ${listingId}::uuid and l.id <> t.id and l.categories && t.categories
    and l.state = 'published' and not l.deleted
  order by score desc
  limit ${candidateLimit}`;

// Most paid bookings made since `since`.
const bestsellers = (since: Date): Ranking => sql`
  select listing_id as id, 1 as tier, count(*)::float8 as score
  from transactions
  where ${isBooked(sql`state`)} and created_at >= ${since.toISOString()}::timestamptz
  group by listing_id`;

// Views since `since` (after the bookings), then the most reviewed (so that a new marketplace has some).
const mostViewed = (since: Date): Ranking => sql`
  select listing_id as id, 2 as tier, count(distinct visitor_id)::float8 as score
  from listing_views
  where viewed_at >= ${since.toISOString()}::timestamptz
  group by listing_id`;
const mostReviewed: Ranking = sql`
  select id, 3 as tier, (rating_count + coalesce(rating_average, 0) / 10)::float8 as score
  from listings
  where state = 'published' and not deleted
  order by score desc
  limit ${candidateLimit}`;

// The visitor's (and the signed-in user's) views, the latest first: by the order they were kept
// (ids grow with time, and a clock that stands still in a test keeps the order).
const recentlyViewed = (visitorId: string | undefined, userId: string | undefined): Ranking => sql`
  select listing_id as id, 1 as tier, max(id)::float8 as score
  from listing_views
  where ${visitorId ? sql`visitor_id = ${visitorId}` : sql`false`}
    or ${userId ? sql`user_id = ${userId}::uuid` : sql`false`}
  group by listing_id`;

// Upsell, the step up: published tours priced above this one, those sharing its category first, the
// nearest in price first (off on the pages, spec 001 §7, but answered when asked).
const pricierThan = (listingId: string): Ranking => sql`
  select l.id, case when l.categories && t.categories then 1 else 2 end as tier,
    -(l.price_amount - t.price_amount)::float8 as score
  from listings l, listings t
  where t.id = ${listingId}::uuid and l.id <> t.id and l.price_amount > t.price_amount
    and l.state = 'published' and not l.deleted
  order by tier, score desc
  limit ${candidateLimit}`;

// The visitor's step up: tours priced above the average of those they looked at or booked, in the categories
// they looked at first, the best reviewed first; a visitor with no history gets the best reviewed.
const pricierForVisitor = (
  visitorId: string | undefined,
  userId: string | undefined,
): Ranking => sql`
  with seen as (
    select l.price_amount, l.categories from listing_views v join listings l on l.id = v.listing_id
    where ${visitorId ? sql`v.visitor_id = ${visitorId}` : sql`false`}
      or ${userId ? sql`v.user_id = ${userId}::uuid` : sql`false`}
    union all
    select l.price_amount, l.categories from transactions b join listings l on l.id = b.listing_id
    where ${userId ? sql`b.customer_id = ${userId}::uuid` : sql`false`})
  select l.id,
    case when exists (select 1 from seen where seen.categories && l.categories) then 1 else 2 end as tier,
    (l.rating_count + coalesce(l.rating_average, 0) / 10)::float8 as score
  from listings l
  where l.state = 'published' and not l.deleted
    and l.price_amount > coalesce((select avg(price_amount) from seen), 0)
  order by tier, score desc
  limit ${candidateLimit}`;

const candidatesOf = (rankings: Ranking[]): SQL => sql`
  with ranked as (${sql.join(
    rankings.map((r) => sql`(${r})`),
    sql` union all `,
  )})
  select l.id, l.author_id as "authorId", l.state, l.deleted, l.lat, l.lng
  from ranked r join listings l on l.id = r.id
  where l.state = 'published' and not l.deleted
  order by r.tier, r.score desc, l.id
  limit ${candidateLimit}`;

/**
 * The recommendation an interaction without its own id came from (decision 171): a cart addition's is
 * the latest of this browser's views of the listing that had one; a purchase's, the latest of the
 * customer's cart additions of it that had one.
 */
const earlierRecommId = (interaction: ListingInteraction): SQL =>
  interaction.kind === 'cart-addition'
    ? sql`select v.recomm_id from listing_views v
        where v.listing_id = l.id and v.recomm_id is not null
          and (${
            interaction.visitorId ? sql`v.visitor_id = ${interaction.visitorId}` : sql`false`
          } or ${interaction.userId ? sql`v.user_id = ${interaction.userId}::uuid` : sql`false`})
        order by v.id desc limit 1`
    : sql`select c.recomm_id from recommendation_interactions c
        where c.listing_id = l.id and c.kind = 'cart-addition' and c.recomm_id is not null
          and ${interaction.userId ? sql`c.user_id = ${interaction.userId}::uuid` : sql`false`}
        order by c.id desc limit 1`;

/**
 * The local default (docs/decisions/164): each scenario is one statement over the bookings
 * (`transactions`), the views (`listing_views`) and the listings; the domain's rules pick the 8.
 * Upsell scenarios are off on the pages (spec 001 §7) but answer when asked: the step up in price.
 */
export function createLocalRecommender({
  run,
  now,
}: {
  run: RunSql;
  now: () => Date;
}): Recommender {
  const rankingsOf = (request: RecommendationRequest): Ranking[] => {
    const since = new Date(now().getTime() - bestsellerDays * dayMs);
    const { listingId } = request;
    switch (request.scenario) {
      case 'listing-similar':
      case 'checkout-crosssell':
        return listingId
          ? [
              coBooked(listingId),
              coCarted(listingId),
              coViewed(listingId),
              sameCategoryNearby(listingId),
            ]
          : [];
      case 'same-category':
        return listingId ? [sameCategoryNearby(listingId)] : [];
      case 'listing-bestsellers':
        return [bestsellers(since)];
      case 'homepage-popular':
      case 'popular':
        return [bestsellers(since), mostViewed(since), mostReviewed];
      case 'homepage-recently-viewed':
        return request.visitorId || request.userId
          ? [recentlyViewed(request.visitorId, request.userId)]
          : [];
      case 'listing-upsell':
        return listingId ? [pricierThan(listingId)] : [];
      case 'homepage-upsell':
        return [pricierForVisitor(request.visitorId, request.userId)];
    }
  };

  return {
    kind: 'local',
    async recommend(request): Promise<Recommendation> {
      const recommId = recommIdOf(randomBytes(16));
      const rankings = rankingsOf(request);
      if (rankings.length === 0) return { recommId, listingIds: [] };
      const candidates = (await run(candidatesOf(rankings))) as RecommendationCandidate[];
      return {
        recommId,
        listingIds: selectRecommendations(candidates, {
          listingId: request.listingId,
          viewerId: request.userId,
          region: request.region,
        }),
      };
    },
    async recordView(view) {
      await run(sql`
        insert into listing_views (listing_id, visitor_id, user_id, recomm_id, viewed_at)
        select id, ${view.visitorId}, ${view.userId ?? null}::uuid, ${view.recommId},
          ${view.at.toISOString()}::timestamptz
        from listings where id = ${view.listingId}::uuid`);
    },
    async recordInteraction(interaction) {
      await run(sql`
        insert into recommendation_interactions
          (kind, listing_id, visitor_id, user_id, transaction_id, recomm_id, at)
        select ${interaction.kind}, l.id, ${interaction.visitorId ?? null},
          ${interaction.userId ?? null}::uuid, ${interaction.transactionId ?? null}::uuid,
          coalesce(${interaction.recommId}, (${earlierRecommId(interaction)})),
          ${interaction.at.toISOString()}::timestamptz
        from listings l where l.id = ${interaction.listingId}::uuid
        on conflict (transaction_id) where kind = 'purchase' do nothing`);
    },
    async mergeVisitor({ visitorId, userId }) {
      await run(sql`
        update listing_views set user_id = ${userId}::uuid
        where visitor_id = ${visitorId} and user_id is null`);
      await run(sql`
        update recommendation_interactions set user_id = ${userId}::uuid
        where visitor_id = ${visitorId} and user_id is null`);
    },
  };
}
