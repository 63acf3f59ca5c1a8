// What a request to book asks for and what it costs, read and priced the one way: by the engine's
// set-line-items effect, and before the engine's database transaction to prepare the card payment for
// that amount (prepare-booking-payment.ts, decision 088).
import { eq } from 'drizzle-orm';
import type { TransitionParams } from '../../../contracts/transactions';
import { AppError } from '../../../domain/errors';
import {
  listingTimeZones,
  type CancellationPolicy,
  type ListingTimeZone,
} from '../../../domain/listing';
import { computeLineItems, seatsTaken } from '../../../domain/pricing';
import { isStayUnit, stayBetween, type StayProblem } from '../../../domain/stay-dates';
import { bookableWindow, isLocalMidnight, localDateOf } from '../../../domain/time-slots';
import { bookableDays } from '../../../domain/listing';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';

export type ListingFacts = {
  timeZone: ListingTimeZone;
  cancellationPolicy: CancellationPolicy;
  publicData: typeof listings.$inferSelect.publicData;
};

/** What the engine needs of a listing row (its zone, policy and prices). */
export function toListingFacts(listing: {
  timeZone: string;
  publicData: ListingFacts['publicData'];
}): ListingFacts {
  const timeZone = (listingTimeZones as readonly string[]).includes(listing.timeZone)
    ? (listing.timeZone as ListingTimeZone)
    : 'Atlantic/Madeira';
  return {
    timeZone,
    cancellationPolicy: listing.publicData.cancellationPolicy ?? 'flexible-24h',
    publicData: listing.publicData,
  };
}

export async function listingFacts(tx: Db, listingId: string): Promise<ListingFacts> {
  const [listing] = await tx
    .select({ timeZone: listings.timeZone, publicData: listings.publicData })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing)
    throw new AppError('transaction-listing-not-found', 'The listing is no longer available');
  return toListingFacts(listing);
}

/**
 * How many day seat rows a booking covers: a listing priced per day or per night booked from one
 * local midnight to another covers every day between (a stay, decision 177); any other booking is
 * one departure.
 */
export function stayDaysOf(start: Date, end: Date, facts: ListingFacts): number {
  if (!isStayUnit(facts.publicData.unitType)) return 1;
  if (!isLocalMidnight(start, facts.timeZone) || !isLocalMidnight(end, facts.timeZone)) return 1;
  const days = Math.round(
    (Date.parse(localDateOf(end, facts.timeZone)) -
      Date.parse(localDateOf(start, facts.timeZone))) /
      86_400_000,
  );
  return Math.max(1, days);
}

const stayMessages: Record<StayProblem, string> = {
  'invalid-date': 'The dates are not valid',
  'end-before-start': 'The booking must end after it starts',
  'minimum-nights': 'A booking priced per day needs at least one day',
  'outside-bookable-window': 'Every booked date must be in the bookable window',
  'too-long': 'A booking covers at most 365 days or nights',
};

/** The booking a request or reschedule asks for, checked against the listing's zone and window. */
export function requestedBooking(
  params: TransitionParams,
  facts: ListingFacts,
  now: Date,
  settings: { bookableDays?: number } = {},
): { start: Date; end: Date; startDate: string; days: number } {
  if (!params.bookingStart || !params.bookingEnd)
    throw invalidParams(
      'bookingStart and bookingEnd are required',
      'params.bookingStart',
      'required',
    );
  const start = new Date(params.bookingStart);
  const end = new Date(params.bookingEnd);
  // A day or night unit booked for no time at all: zero nights (spec 000 §5, minimum nights).
  if (isStayUnit(facts.publicData.unitType) && end.getTime() === start.getTime())
    throw invalidParams(stayMessages['minimum-nights'], 'params.bookingEnd', 'minimum-nights');
  if (!(end > start))
    throw invalidParams(
      'The booking must end after it starts',
      'params.bookingEnd',
      'end-before-start',
    );
  const startDate = localDateOf(start, facts.timeZone);
  if (params.bookingStartDate !== undefined && params.bookingStartDate !== startDate) {
    throw invalidParams(
      'bookingStartDate is not the local date of bookingStart',
      'params.bookingStartDate',
      'start-date-mismatch',
    );
  }
  const window = bookableWindow(now, facts.timeZone, settings.bookableDays ?? bookableDays);
  if (start <= now || start >= window.end) {
    throw invalidParams(
      `The date must be from today to ${window.lastDate}`,
      'params.bookingStart',
      'outside-bookable-window',
    );
  }
  const days = stayDaysOf(start, end, facts);
  if (days > 1) {
    // A stay: every booked date in the window, not only the first (spec 000 §5).
    const stay = stayBetween(startDate, localDateOf(end, facts.timeZone), window);
    if ('problem' in stay)
      throw invalidParams(stayMessages[stay.problem], 'params.bookingEnd', stay.problem);
  }
  return { start, end, startDate, days };
}

/** What prices a booking besides its listing: the console's settings (decision 113). */
export type PricingSettings = {
  providerCommissionPercent: number;
  customerCommissionPercent: number;
  bookableDays: number;
};

export const invalidParams = (message: string, path: string, code: string): AppError =>
  new AppError('validation-invalid-value', message, [{ path, code, message }]);

/**
 * The departure, quantities, seats and prices a request asks for (the set-line-items effect), with
 * the marketplace's settings as they are now (decision 113: the commissions and the bookable window
 * of the console; the operator's own commission when they have one).
 */
export function priceRequest(
  params: TransitionParams,
  facts: ListingFacts,
  now: Date,
  settings: PricingSettings,
) {
  const booking = requestedBooking(params, facts, now, settings);
  const quantities = {
    adults: params.bookingQuantityAdult ?? 0,
    children: params.bookingQuantityChild ?? 0,
    infants: params.bookingQuantityInfant ?? 0,
  };
  const priced = computeLineItems({
    publicData: facts.publicData,
    quantities,
    // Per day or night: the days or nights of the stay; anything else prices its party alone.
    bookingUnits: booking.days,
    commissionPercent: settings.providerCommissionPercent,
    customerCommissionPercent: settings.customerCommissionPercent,
  });
  return { booking, quantities, seats: seatsTaken(facts.publicData, quantities), priced };
}
