// The traveller's choice in the booking panel, as URL parameters (issue 14, docs/decisions/024):
// the listing page keeps it in its URL, so Back and reload keep it, and "Request to book" hands the
// same parameters to the checkout page, which reads them with the same function.
import { maxQuantityPerCategory } from './listing';
import type { PricingQuantities } from './pricing';
import { parseLocalDate } from './local-date';

export const bookingChoiceParamNames = {
  /** The chosen day, YYYY-MM-DD in the listing's time zone (set before a start time is chosen). */
  date: 'bookingDate',
  /** The chosen departure's start and end, ISO instants. */
  start: 'bookingStart',
  end: 'bookingEnd',
  adults: 'adults',
  children: 'children',
  infants: 'infants',
} as const;

export type BookingChoice = PricingQuantities & {
  date: string | null;
  start: string | null;
  end: string | null;
};

export const defaultBookingChoice: BookingChoice = {
  date: null,
  start: null,
  end: null,
  adults: 1,
  children: 0,
  infants: 0,
};

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const readInstant = (raw: string | null) =>
  raw && isoInstant.test(raw) && !Number.isNaN(Date.parse(raw))
    ? new Date(raw).toISOString()
    : null;
const readQuantity = (raw: string | null, fallback: number) => {
  if (raw === null || !/^\d{1,2}$/.test(raw)) return fallback;
  return Math.min(Number(raw), maxQuantityPerCategory);
};

/**
 * The choice in a URL's parameters. What does not parse is left at its default (no date, no
 * departure, one adult, no children or infants), never an error: a shared or hand-edited link still
 * opens. A departure needs both ends, the end after the start.
 */
export function parseBookingChoice(params: { get(name: string): string | null }): BookingChoice {
  const n = bookingChoiceParamNames;
  const date = params.get(n.date);
  let start = readInstant(params.get(n.start));
  let end = readInstant(params.get(n.end));
  if (!start || !end || Date.parse(end) <= Date.parse(start)) start = end = null;
  return {
    date: date !== null && parseLocalDate(date) !== null ? date : null,
    start,
    end,
    adults: readQuantity(params.get(n.adults), defaultBookingChoice.adults),
    children: readQuantity(params.get(n.children), defaultBookingChoice.children),
    infants: readQuantity(params.get(n.infants), defaultBookingChoice.infants),
  };
}

/** The choice as URL parameters; what is unset is left out. */
export function bookingChoiceParams(choice: BookingChoice): Record<string, string> {
  const n = bookingChoiceParamNames;
  const params: Record<string, string> = {};
  if (choice.date) params[n.date] = choice.date;
  if (choice.start && choice.end) {
    params[n.start] = choice.start;
    params[n.end] = choice.end;
  }
  params[n.adults] = String(choice.adults);
  params[n.children] = String(choice.children);
  params[n.infants] = String(choice.infants);
  return params;
}
