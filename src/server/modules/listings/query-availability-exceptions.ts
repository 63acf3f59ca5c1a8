import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { AvailabilityExceptionView } from '../../../contracts/own-listings';
import { exceptionWindow } from '../../../domain/availability-exception';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { availabilityExceptions } from '../../db/schema';
import { listingTimeZoneOf, toExceptionView } from './availability-exception-view';
import { loadOwnListing, type Operator } from './own-listing-access';

/** The author's exceptions from today to 364 days ahead (spec 000 §9), within the range asked for. */
export async function queryAvailabilityExceptions(
  deps: { db: Db; clock: Clock },
  user: Operator,
  listingId: string,
  range: { start?: Date; end?: Date },
): Promise<AvailabilityExceptionView[]> {
  const listing = await loadOwnListing(deps.db, user, listingId);
  const window = exceptionWindow(deps.clock.now(), listingTimeZoneOf(listing));
  const start = range.start && range.start > window.start ? range.start : window.start;
  const end = range.end && range.end < window.end ? range.end : window.end;
  const rows = await deps.db
    .select()
    .from(availabilityExceptions)
    .where(
      and(
        eq(availabilityExceptions.listingId, listingId),
        gt(availabilityExceptions.endAt, start),
        lt(availabilityExceptions.startAt, end),
      ),
    )
    .orderBy(asc(availabilityExceptions.startAt));
  return rows.map(toExceptionView);
}
