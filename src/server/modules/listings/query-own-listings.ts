import { and, asc, count, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import {
  managedDeparturesShown,
  type DepartureSummary,
  type OwnListingsResponse,
} from '../../../contracts/own-listings';
import { manageListingsPageSize } from '../../../domain/listing';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { listings, listingSlots } from '../../db/schema';
import { requireOperator, type Operator } from './own-listing-access';
import { toOwnListings } from './to-own-listing';

/** Manage listings (spec 000 §9): the operator's own listings, newest first, 42 a page, one image each. */
export async function queryOwnListings(
  deps: { db: Db; imageStorage: ImageStorage; clock: Clock },
  user: Operator,
  query: { page: number },
): Promise<OwnListingsResponse> {
  requireOperator(user);
  const own = and(eq(listings.authorId, user.id), eq(listings.deleted, false));
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    deps.db
      .select()
      .from(listings)
      .where(own)
      .orderBy(desc(listings.createdAt), asc(listings.id))
      .limit(manageListingsPageSize)
      .offset((query.page - 1) * manageListingsPageSize),
    deps.db.select({ total: count() }).from(listings).where(own),
  ]);
  const [views, departures] = await Promise.all([
    toOwnListings(deps.db, deps.imageStorage, rows, { imagesPerListing: 1 }),
    nextDepartures(
      deps.db,
      rows.map((r) => r.id),
      deps.clock.now(),
    ),
  ]);
  return {
    data: views.map((view) => ({ ...view, nextDepartures: departures.get(view.id) ?? [] })),
    meta: {
      page: query.page,
      perPage: manageListingsPageSize,
      totalItems: total,
      totalPages: Math.ceil(total / manageListingsPageSize),
    },
  };
}

/** The next few open departures of each listing, soonest first. */
async function nextDepartures(
  db: Db,
  listingIds: string[],
  now: Date,
): Promise<Map<string, DepartureSummary[]>> {
  const byListing = new Map<string, DepartureSummary[]>();
  if (listingIds.length === 0) return byListing;
  const ranked = db
    .select({
      listingId: listingSlots.listingId,
      startAt: listingSlots.startAt,
      seats: listingSlots.seats,
      booked: listingSlots.booked,
      rank: sql<number>`row_number() over (partition by ${listingSlots.listingId} order by ${listingSlots.startAt})`.as(
        'rank',
      ),
    })
    .from(listingSlots)
    .where(
      and(
        inArray(listingSlots.listingId, listingIds),
        gte(listingSlots.startAt, now),
        // A day closed by an exception has no seats (and so no bookings: booked <= seats).
        gt(listingSlots.seats, 0),
      ),
    )
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${managedDeparturesShown}`)
    .orderBy(ranked.listingId, ranked.startAt);
  for (const row of rows) {
    const list = byListing.get(row.listingId) ?? [];
    list.push({ start: row.startAt.toISOString(), seats: row.seats, booked: row.booked });
    byListing.set(row.listingId, list);
  }
  return byListing;
}
