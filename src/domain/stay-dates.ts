// Day and night units booked over a date range (spec 000 §5, spec 001 "Date range input"; issue 49
// item 14; decision 177). Pure: dates are local calendar dates ('YYYY-MM-DD') of the listing's zone,
// the window's first and last dates are the caller's (bookableWindow), never read from a clock.
//
// What the traveller picks in the calendar is a start date and an end date. "Minimum nights" counts
// the calendar nights between the two picked dates:
// - per night (a room, a boat to sleep on): the traveller picks the first and the last night, the same
//   date for one night (minimum nights 0), and the end date is shifted by one day: the booking ends on
//   the checkout day. Picked 10 → 12 June is 3 nights, 10 June to the checkout on 13 June.
// - per day (a car, a bike, a boat for the day): the traveller picks the start day and the return day,
//   at least one night apart (minimum nights 1); the return day is not booked. Picked 10 → 12 June is
//   2 days, 10 and 11 June.
// Every booked date must lie in the bookable window: from its first date (today) to its last.
import { parseLocalDate } from './local-date';

export type StayUnit = 'day' | 'night';
export const isStayUnit = (unitType: unknown): unitType is StayUnit =>
  unitType === 'day' || unitType === 'night';

/** Spec 000 §5: minimum nights is 0 for night-based units, else 1. */
export const minimumNightsOf = (unitType: StayUnit): 0 | 1 => (unitType === 'night' ? 0 : 1);

/** The most days or nights one booking covers (the pricing's limit). */
export const maxStayUnits = 365;

export type StayProblem =
  'invalid-date' | 'end-before-start' | 'minimum-nights' | 'outside-bookable-window' | 'too-long';

export type Stay = {
  /** The first booked date. */
  firstDate: string;
  /** The date the booking ends on, not booked itself: the checkout (nights) or return (days) day. */
  endDate: string;
  /** The last booked date. */
  lastDate: string;
  /** Days or nights to pay for: the booked dates. */
  units: number;
  /** Every booked date, in order. */
  dates: string[];
};

const dayMs = 24 * 60 * 60 * 1000;
const formatDate = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/** The stay the traveller's two picked dates book, or why they cannot. */
export function stayOfPickedDates(input: {
  unitType: StayUnit;
  startDate: string;
  endDate: string;
  window: { firstDate: string; lastDate: string };
}): { stay: Stay } | { problem: StayProblem } {
  const start = parseLocalDate(input.startDate);
  const picked = parseLocalDate(input.endDate);
  if (start === null || picked === null) return { problem: 'invalid-date' };
  const nights = Math.round((picked - start) / dayMs);
  if (nights < 0) return { problem: 'end-before-start' };
  if (nights < minimumNightsOf(input.unitType)) return { problem: 'minimum-nights' };
  // The night end-date shift: a night booking ends on the checkout day, the day after the last night.
  const end = input.unitType === 'night' ? picked + dayMs : picked;
  return stayBetween(formatDate(start), formatDate(end), input.window);
}

/**
 * The stay from a first booked date to the end date (not booked), as the server receives it (two
 * local midnights), or why it cannot be booked: at least one date, all of them in the window.
 */
export function stayBetween(
  firstDate: string,
  endDate: string,
  window: { firstDate: string; lastDate: string },
): { stay: Stay } | { problem: StayProblem } {
  const start = parseLocalDate(firstDate);
  const end = parseLocalDate(endDate);
  const windowStart = parseLocalDate(window.firstDate);
  const windowLast = parseLocalDate(window.lastDate);
  if (start === null || end === null || windowStart === null || windowLast === null)
    return { problem: 'invalid-date' };
  const units = Math.round((end - start) / dayMs);
  if (units < 0) return { problem: 'end-before-start' };
  if (units === 0) return { problem: 'minimum-nights' };
  if (units > maxStayUnits) return { problem: 'too-long' };
  const last = end - dayMs;
  if (start < windowStart || last > windowLast) return { problem: 'outside-bookable-window' };
  const dates = Array.from({ length: units }, (_, i) => formatDate(start + i * dayMs));
  return {
    stay: {
      firstDate: formatDate(start),
      endDate: formatDate(end),
      lastDate: formatDate(last),
      units,
      dates,
    },
  };
}
