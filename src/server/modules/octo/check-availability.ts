import type { OctoAvailabilityBody, OctoCalendarBody } from '../../../contracts/octo';
import { isLocalDate, octoUnitsOf, parseAvailabilityId } from '../../../domain/octo';
import { localDateOf } from '../../../domain/zone-date';
import { addLocalDays, startOfLocalDate } from '../../../domain/zone-time';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { departuresOf, octoError, octoListing, type OctoListing } from './octo-catalog';
import {
  toOctoAvailability,
  toOctoCalendarDay,
  type AskedUnits,
  type OctoContext,
} from './octo-views';

/** A calendar or availability search covers at most this many days. */
export const maxAvailabilityDays = 366;

/** The units asked for, each one the product offers (INVALID_UNIT_ID otherwise). */
export function askedUnitsOf(
  listing: OctoListing,
  units: readonly { id: string; quantity: number }[] | undefined,
): AskedUnits {
  const offered = octoUnitsOf(listing.publicData);
  return (units ?? []).map(({ id, quantity }) => {
    const unit = offered.find((u) => u.id === id);
    if (!unit) throw octoError('INVALID_UNIT_ID', `No unit ${id} in this product`, { unitId: id });
    return { unit, quantity };
  });
}

/** The instants a local date range covers in the listing's zone (BAD_REQUEST when it is not one). */
function rangeOf(listing: OctoListing, start: string, end: string) {
  if (!isLocalDate(start) || !isLocalDate(end))
    throw octoError('BAD_REQUEST', 'Dates are local dates: YYYY-MM-DD');
  if (end < start) throw octoError('BAD_REQUEST', 'localDateEnd is before localDateStart');
  const zone = listing.facts.timeZone;
  const from = startOfLocalDate(start, zone);
  const to = startOfLocalDate(addLocalDays(end, 1), zone);
  if (to.getTime() - from.getTime() > maxAvailabilityDays * 86_400_000)
    throw octoError('BAD_REQUEST', `At most ${maxAvailabilityDays} days at a time`);
  return { from, to };
}

/** POST /octo/availability/calendar: each local date of the range with its departures together. */
export async function showAvailabilityCalendar(
  deps: { db: Db; clock: Clock },
  resellerId: string,
  body: OctoCalendarBody,
  ctx: OctoContext,
): Promise<Record<string, unknown>[]> {
  const listing = await octoListing(deps.db, resellerId, body.productId, body.optionId);
  const asked = askedUnitsOf(listing, body.units);
  const range = rangeOf(listing, body.localDateStart, body.localDateEnd);
  const slots = await departuresOf(deps.db, [listing.id], { ...range, now: deps.clock.now() });
  const days: string[] = [];
  for (let date = body.localDateStart; date <= body.localDateEnd; date = addLocalDays(date, 1))
    days.push(date);
  return days.map((date) =>
    toOctoCalendarDay(
      date,
      slots.filter((slot) => localDateOf(slot.startAt, listing.facts.timeZone) === date),
      listing,
      ctx,
      asked,
    ),
  );
}

/**
 * POST /octo/availability: the departures of a date, a date range or a list of availability ids (one
 * of them; both a range and ids is BAD_REQUEST). An id without an offset is BAD_REQUEST too.
 */
export async function checkAvailability(
  deps: { db: Db; clock: Clock },
  resellerId: string,
  body: OctoAvailabilityBody,
  ctx: OctoContext,
): Promise<Record<string, unknown>[]> {
  const listing = await octoListing(deps.db, resellerId, body.productId, body.optionId);
  const asked = askedUnitsOf(listing, body.units);
  const hasRange = body.localDateStart !== undefined || body.localDateEnd !== undefined;
  const ways = [body.localDate !== undefined, hasRange, body.availabilityIds !== undefined];
  if (ways.filter(Boolean).length !== 1)
    throw octoError(
      'BAD_REQUEST',
      'Give one of localDate, localDateStart with localDateEnd, or availabilityIds',
    );
  const now = deps.clock.now();
  if (body.availabilityIds) {
    const starts = body.availabilityIds.map((id) => {
      const start = parseAvailabilityId(id);
      if (!start)
        throw octoError(
          'BAD_REQUEST',
          `${id} is not an availability id: a local date-time with its offset`,
        );
      return start.getTime();
    });
    const min = new Date(Math.min(...starts));
    const max = new Date(Math.max(...starts) + 1);
    const slots = await departuresOf(deps.db, [listing.id], { from: min, to: max, now });
    return slots
      .filter((slot) => starts.includes(slot.startAt.getTime()))
      .map((slot) => toOctoAvailability(slot, listing, ctx, asked));
  }
  const start = body.localDate ?? body.localDateStart;
  const end = body.localDate ?? body.localDateEnd;
  if (!start || !end) throw octoError('BAD_REQUEST', 'localDateStart needs localDateEnd');
  const range = rangeOf(listing, start, end);
  const slots = await departuresOf(deps.db, [listing.id], { ...range, now });
  return slots.map((slot) => toOctoAvailability(slot, listing, ctx, asked));
}
