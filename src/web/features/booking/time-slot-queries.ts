import type { TimeSlotsResponse, TimeSlotView } from '../../../contracts/own-listings';
import { maxTimeSlotsPerPage } from '../../../domain/listing';
import { getJson, toQueryString } from '../../lib/api';

export type Slot = { start: Date; end: Date; seats: number; type: TimeSlotView['type'] };

/** Two consecutive months of departures (spec 000 §9: 500 a query), every page of them. */
export async function fetchSlots(
  listingId: string,
  from: Date,
  to: Date,
  signal: AbortSignal,
): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (let page = 1; ; page++) {
    const query = toQueryString({
      start: from.toISOString(),
      end: to.toISOString(),
      page,
      perPage: maxTimeSlotsPerPage,
    });
    const result = await getJson<TimeSlotsResponse>(
      `/api/listings/${listingId}/time-slots${query}`,
      { signal },
    );
    slots.push(
      ...result.data.map((s) => ({
        start: new Date(s.start),
        end: new Date(s.end),
        seats: s.seats,
        type: s.type,
      })),
    );
    if (page >= result.meta.totalPages) return slots;
  }
}
