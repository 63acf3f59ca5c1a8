// Departures and free time slots of a listing (spec 000 §3 "Time slot", §9: 30-minute units, the
// 90-day bookable window). docs/decisions/020-departures-and-seat-inventory.md explains the model.
//
// A departure is what a traveller books, with its capacity (seats):
// - time plan ('availability-plan/time'): one occurrence of a plan entry, [date + startTime,
//   date + endTime) local time. Two touching entries with equal seats stay two departures.
// - day plan ('availability-plan/day'): one whole local day with an entry (23 or 25 hours on the
//   days the clocks change).
// - an availability exception with seats > 0 overlapping no plan occurrence adds departures of its
//   own, one per local day it covers (an extra tour on a day off).
// - an exception overlapping a plan occurrence sets that departure's seats; where several overlap,
//   the lowest wins, so a closing exception (seats 0) always closes.
//
// computeTimeSlots returns the departures that can still be booked: start after `now` and before
// the end of the bookable window (today and the next 89 local dates for 90 days), start inside the
// requested range, free seats = capacity - the most seats held at any moment of the departure by
// pending and accepted bookings (declined and cancelled ones hold none), and free seats > 0.
// Every slot is one departure, so the booking panel's start times are departures and the seat
// inventory (listing_slots, one row per departure) holds the same rows.
//
// Local times to instants (daylight saving): a local wall time maps to the FIRST instant at which
// the listing's clock reads it or later. In the spring gap (01:00-02:00 local does not exist on the
// last Sunday of March) a time inside the gap maps to the change itself (02:00 local), and in the
// autumn overlap (01:00-02:00 local happens twice on the last Sunday of October) to its first
// occurrence. The mapping keeps the order of local times, so entries that do not overlap locally
// never overlap as instants; an entry lying wholly inside the gap does not happen that day.
import {
  entryMinutes,
  minutesPerDay,
  slotGranularityMinutes,
  validatePlan,
  weekDaysBySundayIndex,
  type AvailabilityPlan,
  type WeekDay,
} from './availability-plan';
import { AppError } from './errors';
import { parseLocalDate } from './local-date';
import { bookableDays as defaultBookableDays, type ListingTimeZone } from './listing';
import { assertDate, bookableWindow, floorToDay, formatWallDate, zoneModel } from './zone-time';

// Kept here too for the modules that read dates with the rest of the time rules.
export { parseLocalDate };
export {
  addLocalDays,
  bookableWindow,
  instantOfLocalTime,
  isLocalMidnight,
  localDateOf,
  localTimeOf,
  startOfLocalDate,
  zoneModel,
  type ZoneModel,
} from './zone-time';
export { maxTimeSlotsPerPage } from './listing';

export const timeSlotTypes = ['time-slot/day', 'time-slot/time'] as const;
export type TimeSlotType = (typeof timeSlotTypes)[number];

/** A bookable departure; `seats` are the free seats (the capacity in computeDepartures). */
export type TimeSlot = { start: Date; end: Date; seats: number };
export type AvailabilityException = { start: Date; end: Date; seats: number };
export type BookingState = 'pending' | 'accepted' | 'declined' | 'cancelled';
export type SeatBooking = { start: Date; end: Date; seats: number; state: BookingState };

/** Booking states that hold seats; declined and cancelled bookings free theirs. */
export const seatConsumingStates: readonly BookingState[] = ['pending', 'accepted'];

const minute = 60_000;
const day = minutesPerDay * minute;
const granularity = slotGranularityMinutes * minute;

export const slotTypeOf = (plan: Pick<AvailabilityPlan, 'type'>): TimeSlotType =>
  plan.type === 'availability-plan/day' ? 'time-slot/day' : 'time-slot/time';

const weekDayOfWall = (wallDay: number): WeekDay =>
  weekDaysBySundayIndex[(((Math.floor(wallDay / day) + 4) % 7) + 7) % 7]!; // 1970-01-01 was a Thursday

// ---------------------------------------------------------------------------------------------
// Departures

/**
 * The departures of a plan with its exceptions whose start lies in [range.start, range.end),
 * sorted by start, never overlapping, with their capacity as seats (> 0). No window, no `now`.
 */
export function computeDepartures(input: {
  plan: AvailabilityPlan;
  exceptions?: readonly AvailabilityException[];
  range: { start: Date; end: Date };
}): TimeSlot[] {
  const plan = validatePlan(input.plan);
  const from = assertDate(input.range.start, 'range.start');
  const to = assertDate(input.range.end, 'range.end');
  if (to <= from) return [];
  const exceptions = (input.exceptions ?? []).map((e, index) => {
    const start = assertDate(e.start, `exceptions.${index}.start`);
    const end = assertDate(e.end, `exceptions.${index}.end`);
    if (!Number.isSafeInteger(e.seats) || e.seats < 0) {
      throw new AppError(
        'validation-invalid-value',
        `Exception seats must be a whole number >= 0, got ${e.seats}`,
      );
    }
    return { start, end, seats: e.seats };
  });
  exceptions.sort((a, b) => a.start - b.start);

  // Local days whose departures may start in the range or overlap an exception piece that does.
  const zone = zoneModel(plan.timezone, from, to);
  const firstDay = floorToDay(zone.toWall(from));
  const lastDay = floorToDay(zone.toWall(to - 1));

  const entriesByDay = new Map<WeekDay, Array<{ start: number; end: number; seats: number }>>();
  for (const entry of plan.entries) {
    const list = entriesByDay.get(entry.dayOfWeek) ?? [];
    list.push({ ...entryMinutes(plan, entry), seats: entry.seats });
    entriesByDay.set(entry.dayOfWeek, list);
  }
  for (const list of entriesByDay.values()) list.sort((a, b) => a.start - b.start);

  // Plan occurrences, in order (days ascending, entries ascending within a day). Entries with 0
  // seats are kept here: an exception may open them.
  const planStarts: number[] = [];
  const planEnds: number[] = [];
  const planSeats: number[] = [];
  for (let wallDay = firstDay; wallDay <= lastDay; wallDay += day) {
    for (const entry of entriesByDay.get(weekDayOfWall(wallDay)) ?? []) {
      const start = zone.toInstant(wallDay + entry.start * minute);
      const end = zone.toInstant(wallDay + entry.end * minute);
      if (end <= start) continue; // wholly inside the spring gap
      planStarts.push(start);
      planEnds.push(end);
      planSeats.push(entry.seats);
    }
  }

  // Exceptions set the seats of the occurrences they overlap (lowest wins). Occurrences ascend and
  // never overlap, so an exception ending before one starts is done with for good.
  const active: typeof exceptions = [];
  let next = 0;
  for (let i = 0; i < planStarts.length; i++) {
    const start = planStarts[i]!;
    const end = planEnds[i]!;
    while (next < exceptions.length && exceptions[next]!.start < end)
      active.push(exceptions[next++]!);
    let lowest = Infinity;
    for (let k = active.length - 1; k >= 0; k--) {
      const e = active[k]!;
      if (e.end <= start) active.splice(k, 1);
      else if (e.seats < lowest) lowest = e.seats;
    }
    if (lowest !== Infinity) planSeats[i] = lowest;
  }

  const departures: TimeSlot[] = [];
  for (let i = 0; i < planStarts.length; i++) {
    const start = planStarts[i]!;
    if (planSeats[i]! > 0 && start >= from && start < to) {
      departures.push({
        start: new Date(start),
        end: new Date(planEnds[i]!),
        seats: planSeats[i]!,
      });
    }
  }

  // Exceptions with seats on stretches the plan leaves closed: one departure per local day piece.
  const overlapsPlan = (start: number, end: number): boolean => {
    let lo = 0;
    let hi = planStarts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (planEnds[mid]! <= start) lo = mid + 1;
      else hi = mid;
    }
    return lo < planStarts.length && planStarts[lo]! < end;
  };
  const extra: TimeSlot[] = [];
  for (const e of exceptions) {
    if (e.seats <= 0 || e.end <= from) continue;
    for (
      let wallDay = floorToDay(zone.toWall(Math.max(e.start, from)));
      wallDay <= lastDay;
      wallDay += day
    ) {
      const dayStart = zone.toInstant(wallDay);
      if (dayStart >= e.end) break;
      const start = Math.max(e.start, dayStart);
      const end = Math.min(e.end, zone.toInstant(wallDay + day));
      if (end <= start || start < from || start >= to || overlapsPlan(start, end)) continue;
      extra.push({ start: new Date(start), end: new Date(end), seats: e.seats });
    }
  }
  if (extra.length === 0) return departures;
  extra.sort((a, b) => a.start.getTime() - b.start.getTime());
  // Overlapping exceptions are refused when written; should stored ones overlap, the earlier wins.
  let lastEnd = -Infinity;
  for (const piece of extra) {
    if (piece.start.getTime() < lastEnd) continue;
    departures.push(piece);
    lastEnd = piece.end.getTime();
  }
  departures.sort((a, b) => a.start.getTime() - b.start.getTime());
  return departures;
}

// ---------------------------------------------------------------------------------------------
// computeTimeSlots

export type ComputeTimeSlotsInput = {
  plan: AvailabilityPlan;
  exceptions?: readonly AvailabilityException[];
  bookings?: readonly SeatBooking[];
  range: { start: Date; end: Date };
  now: Date;
  bookableDays?: number;
};

/**
 * The bookable departures starting in the range, with their free seats (see the header comment).
 * Bookings are swept once: O((D + B) log B) for D departures and B bookings.
 */
export function computeTimeSlots(input: ComputeTimeSlotsInput): TimeSlot[] {
  const rangeStart = assertDate(input.range.start, 'range.start');
  const rangeEnd = assertDate(input.range.end, 'range.end');
  if (rangeEnd < rangeStart) {
    throw new AppError('validation-invalid-params', 'range.end must not be before range.start');
  }
  const plan = validatePlan(input.plan);
  const window = bookableWindow(
    input.now,
    plan.timezone,
    input.bookableDays ?? defaultBookableDays,
  );
  const now = window.start.getTime();
  // Departures starting exactly now have started: the range begins just after.
  const from = Math.max(rangeStart, now + 1);
  const to = Math.min(rangeEnd, window.end.getTime());
  if (to <= from) return [];
  const departures = computeDepartures({
    plan,
    exceptions: input.exceptions,
    range: { start: new Date(from), end: new Date(to) },
  });

  // Seats held over time by the bookings that consume seats, as a step function.
  const times: number[] = [];
  const deltas: number[] = [];
  for (const booking of input.bookings ?? []) {
    if (!seatConsumingStates.includes(booking.state)) continue;
    const start = assertDate(booking.start, 'booking.start');
    const end = assertDate(booking.end, 'booking.end');
    if (!Number.isSafeInteger(booking.seats) || booking.seats < 0) {
      throw new AppError(
        'validation-invalid-value',
        `Booking seats must be a whole number >= 0, got ${booking.seats}`,
      );
    }
    if (end <= start || booking.seats === 0) continue;
    times.push(start, end);
    deltas.push(booking.seats, -booking.seats);
  }
  if (times.length === 0) return departures;
  const order = new Uint32Array(times.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  order.sort((a, b) => times[a]! - times[b]! || deltas[a]! - deltas[b]!); // ends before starts at a tie
  // Steps: from stepTimes[k] (until stepTimes[k + 1]) bookings hold stepHeld[k] seats.
  const stepTimes: number[] = [];
  const stepHeld: number[] = [];
  let held = 0;
  for (let i = 0; i < order.length; i++) {
    const k = order[i]!;
    held += deltas[k]!;
    const t = times[k]!;
    if (stepTimes.length > 0 && stepTimes[stepTimes.length - 1] === t)
      stepHeld[stepHeld.length - 1] = held;
    else {
      stepTimes.push(t);
      stepHeld.push(held);
    }
  }

  const slots: TimeSlot[] = [];
  let k = 0; // the last step starting at or before the departure's start
  for (const departure of departures) {
    const start = departure.start.getTime();
    const end = departure.end.getTime();
    while (k + 1 < stepTimes.length && stepTimes[k + 1]! <= start) k++;
    let most = stepTimes[k]! <= start ? stepHeld[k]! : 0;
    for (
      let j = stepTimes[k]! <= start ? k + 1 : k;
      j < stepTimes.length && stepTimes[j]! < end;
      j++
    ) {
      if (stepHeld[j]! > most) most = stepHeld[j]!;
    }
    const free = departure.seats - most;
    if (free > 0) slots.push({ start: departure.start, end: departure.end, seats: free });
  }
  return slots;
}

// ---------------------------------------------------------------------------------------------
// Helpers for the booking panel and for validating exceptions.

/** Slots grouped by the local date of their start ('YYYY-MM-DD'), in order. */
export function slotsByLocalDate(
  slots: readonly TimeSlot[],
  timeZone: ListingTimeZone,
): Map<string, TimeSlot[]> {
  const result = new Map<string, TimeSlot[]>();
  if (slots.length === 0) return result;
  const first = slots[0]!.start.getTime();
  const last = slots[slots.length - 1]!.start.getTime();
  const zone = zoneModel(timeZone, Math.min(first, last), Math.max(first, last));
  for (const slot of slots) {
    const date = formatWallDate(zone.toWall(slot.start.getTime()));
    const list = result.get(date) ?? [];
    list.push(slot);
    result.set(date, list);
  }
  return result;
}

/** True when an instant is on a local half hour (spec 000 §9), e.g. an exception's start or end. */
export function isOnLocalHalfHour(instant: Date, timeZone: ListingTimeZone): boolean {
  const t = instant.getTime();
  if (!Number.isFinite(t)) return false;
  return zoneModel(timeZone, t, t).toWall(t) % granularity === 0;
}
