import type { AvailabilityExceptionView } from '../../../contracts/own-listings';
import type { ListingTimeZone } from '../../../domain/listing';
import type { availabilityExceptions } from '../../db/schema';
import type { ListingRow } from './own-listing-access';

export const toExceptionView = (
  row: typeof availabilityExceptions.$inferSelect,
): AvailabilityExceptionView => ({
  id: row.id,
  start: row.startAt.toISOString(),
  end: row.endAt.toISOString(),
  seats: row.seats,
});

/** The zone a listing's availability is in: its plan's, else its location's, else Lisbon. */
export const listingTimeZoneOf = (
  row: Pick<ListingRow, 'availabilityPlan' | 'publicData'>,
): ListingTimeZone => row.availabilityPlan?.timezone ?? row.publicData.timezone ?? 'Europe/Lisbon';
