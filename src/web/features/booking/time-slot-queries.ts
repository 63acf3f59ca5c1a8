import type { TimeSlotView } from '../../../contracts/own-listings';
import { maxTimeSlotsPerPage } from '../../../domain/listing';
import { callApi } from '../../lib/api-client';

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
    const result = await callApi(
      'GET /api/listings/:id/time-slots',
      {
        params: { id: listingId },
        query: {
          start: from.toISOString(),
          end: to.toISOString(),
          page,
          perPage: maxTimeSlotsPerPage,
        },
      },
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
