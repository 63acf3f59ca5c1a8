import { and, asc, count, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { TimeSlotsResponse } from '../../../contracts/own-listings';
import { maxTimeSlotQueryDays } from '../../../contracts/own-listings';
import { AppError } from '../../../domain/errors';
import { bookableWindow, slotTypeOf } from '../../../domain/time-slots';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import { loadMarketplaceSettings } from '../settings/load-marketplace-settings';
import type { Db } from '../../db/client';
import { departureDecisions, listings, listingSlots } from '../../db/schema';
import { listingTimeZoneOf } from './availability-exception-view';

/**
 * The bookable departures of a published listing starting in [start, end) (spec 000 §7 timeslots
 * query): read from the seat inventory, so what the booking panel offers is exactly what a booking
 * can take (a departure cancelled by its minimum group size is not offered). Never in the past nor beyond the bookable window (90 days unless the console says fewer); at most two months per query.
 */
export async function queryTimeSlots(
  deps: {
    db: Db;
    clock: Clock;
    config: Pick<Config, 'listingApprovalRequired' | 'customerCommissionPercent'>;
  },
  listingId: string,
  query: { start: Date; end: Date; page: number; perPage: number },
): Promise<TimeSlotsResponse> {
  if (!(query.end > query.start)) {
    throw new AppError('validation-invalid-params', 'The end must be after the start', [
      { path: 'end', code: 'end-before-start' },
    ]);
  }
  if (query.end.getTime() - query.start.getTime() > maxTimeSlotQueryDays * 86_400_000) {
    throw new AppError(
      'validation-invalid-params',
      `Ask for at most ${maxTimeSlotQueryDays} days at a time`,
      [{ path: 'end', code: 'range-too-long' }],
    );
  }
  const [listing] = await deps.db
    .select({
      id: listings.id,
      availabilityPlan: listings.availabilityPlan,
      publicData: listings.publicData,
    })
    .from(listings)
    .where(
      and(eq(listings.id, listingId), eq(listings.state, 'published'), eq(listings.deleted, false)),
    );
  if (!listing) throw new AppError('not-found', 'Listing not found');

  const now = deps.clock.now();
  // The console's bookable window as it is now (decision 113).
  const settings = await loadMarketplaceSettings(deps.db, deps.config);
  const window = bookableWindow(now, listingTimeZoneOf(listing), settings.bookableDays);
  const where = and(
    eq(listingSlots.listingId, listingId),
    gt(listingSlots.startAt, now),
    gte(listingSlots.startAt, query.start),
    lt(listingSlots.startAt, query.end < window.end ? query.end : window.end),
    lt(listingSlots.booked, listingSlots.seats),
    // A departure cancelled by its minimum group size (decision 157) takes no booking: not offered.
    sql`not exists (select 1 from ${departureDecisions} where ${departureDecisions.listingId} = ${listingSlots.listingId} and ${departureDecisions.startAt} = ${listingSlots.startAt} and ${departureDecisions.outcome} = 'cancelled')`,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    deps.db
      .select({
        startAt: listingSlots.startAt,
        endAt: listingSlots.endAt,
        free: sql<number>`${listingSlots.seats} - ${listingSlots.booked}`,
      })
      .from(listingSlots)
      .where(where)
      .orderBy(asc(listingSlots.startAt))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    deps.db.select({ total: count() }).from(listingSlots).where(where),
  ]);
  const type = slotTypeOf(listing.availabilityPlan ?? { type: 'availability-plan/time' });
  return {
    data: rows.map((row) => ({
      type,
      start: row.startAt.toISOString(),
      end: row.endAt.toISOString(),
      seats: Number(row.free),
    })),
    meta: {
      page: query.page,
      perPage: query.perPage,
      totalItems: total,
      totalPages: Math.ceil(total / query.perPage),
    },
  };
}
