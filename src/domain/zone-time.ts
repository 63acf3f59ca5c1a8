// A time zone's offsets over a stretch of time, local dates and times to instants and back, and the
// bookable window: what a page showing dates in a listing's zone (a listing's booking panel, a
// booking) needs without the departure rules of time-slots.ts (a smaller download).
import { tzOffset, tzScan } from '@date-fns/tz';
import { AppError } from './errors';
import { parseLocalDate } from './local-date';
import { bookableDays as defaultBookableDays, type ListingTimeZone } from './listing';

const minute = 60_000;
const day = 24 * 60 * minute;

export type ZoneModel = {
  /** UTC offset in ms at an instant. */
  offsetAt(instant: number): number;
  /** Local wall time of an instant, as ms since 1970-01-01T00:00 local ("wall ms"). */
  toWall(instant: number): number;
  /** The first instant whose local wall time is `wall` or later (time-slots.ts's header comment). */
  toInstant(wall: number): number;
};

/** Offsets of `timeZone`, exact for instants in [from - 2 days, to + 2 days]. */
export function zoneModel(timeZone: ListingTimeZone, from: number, to: number): ZoneModel {
  // tzScan steps by whole hours from the start it is given, so start on a UTC midnight: a start of
  // 10:15 made it report the March change at 01:15Z instead of 01:00Z. It also steps a month at a
  // time with setUTCMonth, so from a 29th–31st it lands in the next month but one and misses a change
  // in between (31 October 2027, 31 March 2030): start on the 28th at the latest.
  const scanDay = new Date(Math.floor((from - 2 * day) / day) * day);
  if (scanDay.getUTCDate() > 28) scanDay.setUTCDate(28);
  const scanStart = scanDay.getTime();
  const changes = tzScan(timeZone, { start: new Date(scanStart), end: new Date(to + 2 * day) });
  // Segment i covers instants [starts[i], starts[i + 1]) with offsets[i].
  const starts = [-Infinity, ...changes.map((c) => c.date.getTime())];
  const offsets = [
    tzOffset(timeZone, new Date(scanStart)) * minute,
    ...changes.map((c) => c.offset * minute),
  ];
  if (offsets.some((o) => !Number.isFinite(o))) {
    throw new AppError('validation-invalid-value', `Unknown time zone ${timeZone}`);
  }
  const segmentAt = (instant: number): number => {
    let i = starts.length - 1;
    while (i > 0 && starts[i]! > instant) i--;
    return i;
  };
  const offsetAt = (instant: number) => offsets[segmentAt(instant)]!;
  return {
    offsetAt,
    toWall: (instant) => instant + offsetAt(instant),
    toInstant(wall) {
      for (let i = 0; i < starts.length; i++) {
        const t = wall - offsets[i]!;
        if (t < starts[i]!) return starts[i]!; // in a gap: the wall time never shows; take the change
        if (i === starts.length - 1 || t < starts[i + 1]!) return t; // first (earliest) match
      }
      /* c8 ignore next */
      throw new Error('unreachable');
    },
  };
}

export const formatWallDate = (wall: number): string => new Date(wall).toISOString().slice(0, 10);

export const floorToDay = (wall: number) => Math.floor(wall / day) * day;

/** A Date's instant in ms, or a validation error naming it. */
export const assertDate = (value: Date, name: string): number => {
  const t = value instanceof Date ? value.getTime() : NaN;
  if (!Number.isFinite(t))
    throw new AppError('validation-invalid-params', `${name} is not a valid date`);
  return t;
};

/** The instant of local midnight starting a local date ('YYYY-MM-DD'). */
export function startOfLocalDate(date: string, timeZone: ListingTimeZone): Date {
  const wall = parseLocalDate(date);
  if (wall === null) throw new AppError('validation-invalid-params', `Not a date: ${date}`);
  return new Date(zoneModel(timeZone, wall - day, wall + day).toInstant(wall));
}

/**
 * The instant a local date and wall time ('HH:MM', '24:00' for the midnight ending the day) name
 * in a time zone; a time in the spring gap gives the change itself (time-slots.ts's header comment).
 */
export function instantOfLocalTime(date: string, time: string, timeZone: ListingTimeZone): Date {
  const wall = parseLocalDate(date);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (
    wall === null ||
    !match ||
    Number(match[2]) > 59 ||
    Number(match[1]) * 60 + Number(match[2]) > day / minute
  ) {
    throw new AppError('validation-invalid-params', `Not a local date and time: ${date} ${time}`);
  }
  const at = wall + (Number(match[1]) * 60 + Number(match[2])) * minute;
  return new Date(zoneModel(timeZone, at - day, at + day).toInstant(at));
}

/** The local date `days` after a local date (calendar arithmetic, DST does not matter). */
export function addLocalDays(date: string, days: number): string {
  const wall = parseLocalDate(date);
  if (wall === null) throw new AppError('validation-invalid-params', `Not a date: ${date}`);
  return formatWallDate(wall + days * day);
}

/**
 * The bookable window of spec 000 §9: from `now` to the local midnight ending the last bookable
 * date. With 90 days that is today and the next 89 local dates. Dates as 'YYYY-MM-DD' for date pickers.
 */
export function bookableWindow(
  now: Date,
  timeZone: ListingTimeZone,
  bookableDays: number = defaultBookableDays,
): { start: Date; end: Date; firstDate: string; lastDate: string } {
  const t = assertDate(now, 'now');
  if (!Number.isInteger(bookableDays) || bookableDays < 0) {
    throw new AppError('validation-invalid-params', 'bookableDays must be a whole number >= 0');
  }
  const zone = zoneModel(timeZone, t, t + (bookableDays + 1) * day);
  const today = floorToDay(zone.toWall(t));
  const end = Math.max(t, zone.toInstant(today + bookableDays * day));
  return {
    start: new Date(t),
    end: new Date(end),
    firstDate: formatWallDate(today),
    lastDate: formatWallDate(today + Math.max(0, bookableDays - 1) * day),
  };
}

// Read with the platform's zone rules alone: pages that show only these need no time zone library.
export { isLocalMidnight, localDateOf, localTimeOf } from './zone-date';
