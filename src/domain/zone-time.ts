// A time zone's offsets over a stretch of time, and an instant's local date: what a page showing dates
// in a listing's zone needs without the departure rules of time-slots.ts (a smaller download).
import { tzOffset, tzScan } from '@date-fns/tz';
import { AppError } from './errors';
import type { ListingTimeZone } from './listing';

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

export { localDateOf } from './zone-date';
