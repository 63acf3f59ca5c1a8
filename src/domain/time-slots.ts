// Free time slots of a listing (spec 000 §3 "Time slot", §9: 30-minute units, 90-day window).
//
// computeTimeSlots turns the weekly plan (in the listing's time zone), the availability exceptions
// and the seats consumed by bookings into UTC intervals of constant free seats:
//
//   capacity(t) = the seats of the exception covering t (the lowest one if several overlap, so a
//                 closing exception always wins), else the seats of the plan entry covering t, else 0
//   free(t)     = max(0, capacity(t) - seats of the pending and accepted bookings covering t)
//
// - The result is sorted, never overlaps, and a slot is cut exactly where free seats change;
//   adjacent stretches with the same free seats are one slot (as the hosted platform's time slots
//   were), so two touching plan entries with equal seats make one slot.
// - Only slots with free seats > 0 are returned; with includeFull, open stretches whose seats are all
//   taken come back too with seats 0 (closed stretches never do).
// - Everything is clipped to [max(range.start, now rounded up to the next local half hour),
//   min(range.end, now + bookableDays × 24 h)]: nothing in the past, nothing beyond the window.
// - Sweep line over boundary events (plan entries, exceptions, bookings): O(n log n), no per-minute loop.
//
// Local times to instants (daylight saving): a local wall time w maps to the FIRST instant at which
// the listing's clock reads w or later. So in the spring gap (01:00-02:00 local does not exist on
// the last Sunday of March) a time inside the gap maps to the change itself (02:00 local), and in
// the autumn overlap (01:00-02:00 local happens twice on the last Sunday of October) it maps to the
// first occurrence. The mapping keeps the order of local times, so entries that do not overlap
// locally never overlap as instants; a whole local day is 23 h or 25 h on those Sundays.
import { tzOffset, tzScan } from '@date-fns/tz';
import {
  minutesPerDay,
  slotGranularityMinutes,
  validatePlan,
  weekDaysBySundayIndex,
  entryMinutes,
  type AvailabilityPlan,
  type PlanEntry,
  type WeekDay,
} from './availability-plan';
import { AppError } from './errors';
import { bookableDays as defaultBookableDays, type ListingTimeZone } from './listing';

export type TimeSlot = { start: Date; end: Date; seats: number };
export type AvailabilityException = { start: Date; end: Date; seats: number };
export type BookingState = 'pending' | 'accepted' | 'declined' | 'cancelled';
export type SeatBooking = { start: Date; end: Date; seats: number; state: BookingState };

/** Booking states that hold seats; declined and cancelled bookings free theirs. */
export const seatConsumingStates: readonly BookingState[] = ['pending', 'accepted'];

const minute = 60_000;
const day = minutesPerDay * minute;
const granularity = slotGranularityMinutes * minute;

// ---------------------------------------------------------------------------------------------
// Time zone model: the offsets of one zone over a stretch of time, from @date-fns/tz.

export type ZoneModel = {
  /** UTC offset in ms at an instant. */
  offsetAt(instant: number): number;
  /** Local wall time of an instant, as ms since 1970-01-01T00:00 local ("wall ms"). */
  toWall(instant: number): number;
  /** The first instant whose local wall time is `wall` or later (see the header comment). */
  toInstant(wall: number): number;
};

/** Offsets of `timeZone` valid for instants in [from - 2 days, to + 2 days]. */
export function zoneModel(timeZone: ListingTimeZone, from: number, to: number): ZoneModel {
  const scanStart = from - 2 * day;
  const changes = tzScan(timeZone, { start: new Date(scanStart), end: new Date(to + 2 * day) });
  // Segment i covers instants [starts[i], starts[i + 1]) with offsets[i].
  const starts = [-Infinity, ...changes.map((c) => c.date.getTime())];
  const offsets = [tzOffset(timeZone, new Date(scanStart)) * minute, ...changes.map((c) => c.offset * minute)];
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

/** 'YYYY-MM-DD' to the wall ms of that local midnight; null when not a real date. */
export function parseLocalDate(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const wall = Date.UTC(y, m - 1, d);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return wall;
}

/** The local calendar date ('YYYY-MM-DD') of an instant in the listing's time zone. */
export function localDateOf(instant: Date, timeZone: ListingTimeZone): string {
  const t = instant.getTime();
  return new Date(zoneModel(timeZone, t, t).toWall(t)).toISOString().slice(0, 10);
}

const weekDayOfWall = (wallDay: number): WeekDay =>
  weekDaysBySundayIndex[(((Math.floor(wallDay / day) + 4) % 7) + 7) % 7]!; // 1970-01-01 was a Thursday

// ---------------------------------------------------------------------------------------------
// computeTimeSlots

export type ComputeTimeSlotsInput = {
  plan: AvailabilityPlan;
  exceptions?: readonly AvailabilityException[];
  bookings?: readonly SeatBooking[];
  range: { start: Date; end: Date };
  now: Date;
  bookableDays?: number;
  /** Also return open stretches with no free seat left (seats 0). */
  includeFull?: boolean;
};

// Event kinds of the sweep.
const PLAN = 0;
const EXCEPTION = 1;
const BOOKING = 2;

const assertDate = (value: Date, name: string): number => {
  const t = value instanceof Date ? value.getTime() : NaN;
  if (!Number.isFinite(t)) throw new AppError('validation-invalid-params', `${name} is not a valid date`);
  return t;
};

/** The bookable window of spec 000 §9 for a request: [start, end) in ms, end <= start when empty. */
export function bookableWindow(
  zone: ZoneModel,
  range: { start: number; end: number },
  now: number,
  bookableDays: number,
): { start: number; end: number } {
  const nowWall = zone.toWall(now);
  const firstStart = zone.toInstant(Math.ceil(nowWall / granularity) * granularity);
  return { start: Math.max(range.start, firstStart), end: Math.min(range.end, now + bookableDays * day) };
}

export function computeTimeSlots(input: ComputeTimeSlotsInput): TimeSlot[] {
  const plan = validatePlan(input.plan);
  const rangeStart = assertDate(input.range.start, 'range.start');
  const rangeEnd = assertDate(input.range.end, 'range.end');
  const now = assertDate(input.now, 'now');
  const bookable = input.bookableDays ?? defaultBookableDays;
  if (!Number.isInteger(bookable) || bookable < 0) {
    throw new AppError('validation-invalid-params', 'bookableDays must be a whole number >= 0');
  }
  if (rangeEnd < rangeStart) {
    throw new AppError('validation-invalid-params', 'range.end must not be before range.start');
  }
  // The window lies within [max(range.start, now), min(range.end, now + window)]; the model covers
  // two days either side, which includes `now` whenever `now` matters.
  const from = Math.max(rangeStart, now);
  const zone = zoneModel(plan.timezone, from, Math.max(from, Math.min(rangeEnd, now + bookable * day)));
  const window = bookableWindow(zone, { start: rangeStart, end: rangeEnd }, now, bookable);
  const ws = window.start;
  const we = window.end;
  if (we <= ws) return [];

  // Events as parallel arrays, sorted through an index permutation (cheaper than objects).
  const times: number[] = [];
  const kinds: number[] = [];
  const values: number[] = [];
  const add = (start: number, end: number, kind: number, value: number) => {
    const s = start < ws ? ws : start;
    const e = end > we ? we : end;
    if (e <= s) return;
    times.push(s, e);
    kinds.push(kind, kind);
    values.push(value, -value); // sign marks the start (+) or end (-); value 0 handled below
  };

  // Plan entries, local date by local date.
  const byDay = new Map<WeekDay, Array<{ start: number; end: number; seats: number }>>();
  for (const entry of plan.entries as PlanEntry[]) {
    const list = byDay.get(entry.dayOfWeek) ?? [];
    list.push({ ...entryMinutes(plan, entry), seats: entry.seats });
    byDay.set(entry.dayOfWeek, list);
  }
  const lastWall = zone.toWall(we);
  for (let wallDay = Math.floor(zone.toWall(ws) / day) * day; wallDay < lastWall; wallDay += day) {
    const entries = byDay.get(weekDayOfWall(wallDay));
    if (!entries) continue;
    for (const entry of entries) {
      if (entry.seats <= 0) continue; // a closed entry adds nothing
      add(zone.toInstant(wallDay + entry.start * minute), zone.toInstant(wallDay + entry.end * minute), PLAN, entry.seats);
    }
  }

  // Exceptions: a value must be told apart from its end, so store seats + 1 (0 seats closes).
  for (const exception of input.exceptions ?? []) {
    const seats = exception.seats;
    if (!Number.isSafeInteger(seats) || seats < 0) {
      throw new AppError('validation-invalid-value', `Exception seats must be a whole number >= 0, got ${seats}`);
    }
    add(assertDate(exception.start, 'exception.start'), assertDate(exception.end, 'exception.end'), EXCEPTION, seats + 1);
  }

  for (const booking of input.bookings ?? []) {
    if (booking.state !== 'pending' && booking.state !== 'accepted') continue;
    if (!(booking.seats > 0)) continue;
    add(assertDate(booking.start, 'booking.start'), assertDate(booking.end, 'booking.end'), BOOKING, booking.seats);
  }

  const order = new Uint32Array(times.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  order.sort((a, b) => times[a]! - times[b]!);

  // Sweep.
  let planSeats = 0;
  let booked = 0;
  let exceptionCount = 0;
  const exceptionSeats = new Map<number, number>(); // seats -> how many active exceptions have them
  let exceptionMin = Infinity;
  const slots: TimeSlot[] = [];
  const includeFull = input.includeFull === true;
  let runStart = ws;
  let runKey = -1; // -1 closed, else free seats

  const keyNow = (): number => {
    const capacity = exceptionCount > 0 ? exceptionMin : planSeats;
    if (capacity <= 0) return -1;
    return capacity > booked ? capacity - booked : 0;
  };

  let i = 0;
  while (i < order.length) {
    const t = times[order[i]!]!;
    while (i < order.length && times[order[i]!] === t) {
      const k = order[i]!;
      const kind = kinds[k]!;
      const value = values[k]!;
      if (kind === PLAN) planSeats += value;
      else if (kind === BOOKING) booked += value;
      else {
        const seats = Math.abs(value) - 1;
        if (value > 0) {
          exceptionCount++;
          exceptionSeats.set(seats, (exceptionSeats.get(seats) ?? 0) + 1);
          if (seats < exceptionMin) exceptionMin = seats;
        } else {
          exceptionCount--;
          const left = (exceptionSeats.get(seats) ?? 1) - 1;
          if (left === 0) exceptionSeats.delete(seats);
          else exceptionSeats.set(seats, left);
          if (seats === exceptionMin && left === 0) {
            exceptionMin = Infinity;
            for (const s of exceptionSeats.keys()) if (s < exceptionMin) exceptionMin = s;
          }
        }
      }
      i++;
    }
    const key = keyNow();
    if (key !== runKey) {
      if (t > runStart && (runKey > 0 || (includeFull && runKey === 0))) {
        slots.push({ start: new Date(runStart), end: new Date(t), seats: runKey });
      }
      runStart = t;
      runKey = key;
    }
  }
  // Every interval was clipped to the window, so the state is closed again at `we`.
  return slots;
}

// ---------------------------------------------------------------------------------------------
// Helpers for the booking panel and the server's availability check.

export type StartTime = {
  start: Date;
  /** Free seats at the start (see freeSeatsBetween for a whole booking). */
  seats: number;
  /** The end of the continuous free stretch this start lies in: the latest possible booking end. */
  latestEnd: Date;
};

/**
 * The booking start times on one local date ('YYYY-MM-DD') in the listing's time zone: every local
 * half hour of that date lying in a free slot with at least `minDurationMinutes` of continuous free
 * time after it. Slots are computeTimeSlots' output (sorted, seats > 0). On the last Sunday of March
 * the date has 46 half hours; on the last Sunday of October 50 (01:00 and 01:30 come twice, as
 * distinct instants).
 */
export function startTimesOnLocalDate(input: {
  slots: readonly TimeSlot[];
  date: string;
  timeZone: ListingTimeZone;
  minDurationMinutes?: number;
}): StartTime[] {
  const wallDay = parseLocalDate(input.date);
  if (wallDay === null) throw new AppError('validation-invalid-params', `Not a date: ${input.date}`);
  const minDuration = (input.minDurationMinutes ?? slotGranularityMinutes) * minute;
  if (!(minDuration > 0)) throw new AppError('validation-invalid-params', 'minDurationMinutes must be > 0');
  const zone = zoneModel(input.timeZone, wallDay - day, wallDay + 2 * day);
  const dayStart = zone.toInstant(wallDay);
  const dayEnd = zone.toInstant(wallDay + day);
  const slots = input.slots.filter((s) => s.seats > 0);
  // latestEnd per slot: follow touching slots.
  const chainEnd = new Array<number>(slots.length);
  for (let j = slots.length - 1; j >= 0; j--) {
    const end = slots[j]!.end.getTime();
    const next = slots[j + 1];
    chainEnd[j] = next && next.start.getTime() === end ? chainEnd[j + 1]! : end;
  }
  const result: StartTime[] = [];
  let j = 0;
  // Local midnight lies on the half-hour grid and the zones' offsets are whole hours, so stepping
  // 30 minutes of real time visits every local half hour (and the repeated ones in October).
  for (let t = dayStart; t < dayEnd; t += granularity) {
    while (j < slots.length && slots[j]!.end.getTime() <= t) j++;
    const slot = slots[j];
    if (!slot || slot.start.getTime() > t) continue;
    if (t + minDuration > chainEnd[j]!) continue;
    result.push({ start: new Date(t), seats: slot.seats, latestEnd: new Date(chainEnd[j]!) });
  }
  return result;
}

/**
 * The seats free for the whole of [start, end): the lowest free seats of the slots covering it, or
 * 0 when any part of it is not covered (closed, full, past or beyond the window).
 */
export function freeSeatsBetween(slots: readonly TimeSlot[], start: Date, end: Date): number {
  const s = start.getTime();
  const e = end.getTime();
  if (!(e > s)) return 0;
  let covered = s;
  let seats = Infinity;
  for (const slot of slots) {
    const a = slot.start.getTime();
    const b = slot.end.getTime();
    if (b <= covered) continue;
    if (a > covered || slot.seats <= 0) return 0;
    seats = Math.min(seats, slot.seats);
    covered = b;
    if (covered >= e) return seats;
  }
  return 0;
}

/** True when an instant is on a local half hour (spec 000 §9), e.g. for booking start and end. */
export function isOnLocalHalfHour(instant: Date, timeZone: ListingTimeZone): boolean {
  const t = instant.getTime();
  if (!Number.isFinite(t)) return false;
  const wall = zoneModel(timeZone, t, t).toWall(t);
  return wall % granularity === 0;
}
