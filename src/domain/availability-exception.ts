// Availability exceptions (spec 000 §3, §9): a stretch of time in which a listing has other seats
// than its weekly plan says: 0 closes it, more opens it (see time-slots.ts for how they apply).
// Operators see and create them from today up to 364 days ahead; they never overlap each other.
import type { AvailabilityPlan } from './availability-plan';
import { maxSeatsPerDeparture } from './availability-plan';
import { AppError, type ErrorDetail } from './errors';
import {
  addLocalDays,
  computeDepartures,
  isLocalMidnight,
  isOnLocalHalfHour,
  localDateOf,
  startOfLocalDate,
} from './time-slots';

export const exceptionDaysAhead = 364;

export type ExceptionInput = { start: Date; end: Date; seats: number };

/** Where exceptions may lie: from local midnight today to the end of the date 364 days ahead. */
export function exceptionWindow(
  now: Date,
  timeZone: AvailabilityPlan['timezone'],
): { start: Date; end: Date } {
  const today = localDateOf(now, timeZone);
  return {
    start: startOfLocalDate(today, timeZone),
    end: startOfLocalDate(addLocalDays(today, exceptionDaysAhead + 1), timeZone),
  };
}

/**
 * Checks a new exception for a listing's plan: a real stretch on the half-hour grid (whole local
 * days on a day plan), seats 0 to 500, inside the exception window, overlapping no other exception.
 * Throws AppError('validation-invalid-value') with one detail per problem.
 */
export function validateException(input: {
  exception: ExceptionInput;
  plan: Pick<AvailabilityPlan, 'type' | 'timezone'>;
  existing: readonly { start: Date; end: Date }[];
  now: Date;
}): ExceptionInput {
  const { exception, plan } = input;
  const details: ErrorDetail[] = [];
  const problem = (path: string, code: string, message: string) =>
    details.push({ path, code, message });
  const start = exception.start.getTime();
  const end = exception.end.getTime();
  const seats = exception.seats;

  if (!Number.isSafeInteger(seats) || seats < 0 || seats > maxSeatsPerDeparture) {
    problem(
      'seats',
      'invalid-seats',
      `Seats must be a whole number from 0 to ${maxSeatsPerDeparture}`,
    );
  }
  if (!Number.isFinite(start) || !Number.isFinite(end)) {
    problem('start', 'invalid-time', 'The start and end must be valid times');
  } else if (end <= start) {
    problem('end', 'end-before-start', 'The end must be after the start');
  } else {
    const isDayPlan = plan.type === 'availability-plan/day';
    const onGrid = isDayPlan ? isLocalMidnight : isOnLocalHalfHour;
    if (!onGrid(exception.start, plan.timezone) || !onGrid(exception.end, plan.timezone)) {
      problem(
        'start',
        isDayPlan ? 'not-whole-days' : 'not-on-half-hour',
        isDayPlan
          ? 'A day-based listing takes exceptions of whole days'
          : 'Times must be on the hour or half hour',
      );
    }
    const window = exceptionWindow(input.now, plan.timezone);
    if (start < window.start.getTime()) {
      problem('start', 'in-the-past', 'An exception cannot start before today');
    } else if (end > window.end.getTime()) {
      problem(
        'end',
        'too-far-ahead',
        `Exceptions can be set up to ${exceptionDaysAhead} days ahead`,
      );
    }
    if (
      input.existing.some((other) => other.start.getTime() < end && other.end.getTime() > start)
    ) {
      problem(
        'start',
        'overlapping-exception',
        'This overlaps another exception; delete that one first',
      );
    }
  }
  if (details.length > 0) {
    throw new AppError(
      'validation-invalid-value',
      `Invalid availability exception: ${details.map((d) => d.message).join('; ')}`,
      details,
    );
  }
  return { start: exception.start, end: exception.end, seats };
}

/** A season: the local dates, first to last inclusive, on which a listing runs. */
export type Season = { first: string; last: string };

/**
 * The closures that make a listing run only in its season, in one step: every stretch of the
 * exception window before the first date and after the last, less the exceptions already set
 * (those stay as the operator made them). Dates are local to the listing; empty when nothing closes.
 */
export function seasonClosures(input: {
  season: Season;
  timeZone: AvailabilityPlan['timezone'];
  existing: readonly { start: Date; end: Date }[];
  now: Date;
}): ExceptionInput[] {
  const { season, timeZone } = input;
  if (season.last < season.first) {
    throw new AppError('validation-invalid-value', 'The season must end after it starts', [
      { path: 'last', code: 'end-before-start', message: 'The season must end after it starts' },
    ]);
  }
  const window = exceptionWindow(input.now, timeZone);
  const seasonStart = startOfLocalDate(season.first, timeZone).getTime();
  const seasonEnd = startOfLocalDate(addLocalDays(season.last, 1), timeZone).getTime();
  const outside = [
    [window.start.getTime(), Math.min(seasonStart, window.end.getTime())],
    [Math.max(seasonEnd, window.start.getTime()), window.end.getTime()],
  ].filter(([start, end]) => start! < end!) as [number, number][];
  const taken = input.existing
    .map((e) => [e.start.getTime(), e.end.getTime()] as const)
    .sort((a, b) => a[0] - b[0]);
  const closures: ExceptionInput[] = [];
  for (const [start, end] of outside) {
    let from = start;
    for (const [takenStart, takenEnd] of taken) {
      if (takenEnd <= from || takenStart >= end) continue;
      if (takenStart > from) closures.push(closure(from, takenStart));
      from = Math.max(from, takenEnd);
    }
    if (from < end) closures.push(closure(from, end));
  }
  return closures;
}

const closure = (start: number, end: number): ExceptionInput => ({
  start: new Date(start),
  end: new Date(end),
  seats: 0,
});

/** What one exception does to a plan's departures (decision 020), for telling the operator. */
export type ExceptionEffect = {
  /** The plan's departures it overlaps, with their own times: it sets their seats (0 closes them). */
  changed: { start: Date; end: Date }[];
  /** Departures of its own: each local day's piece of it that overlaps no departure of the plan (seats > 0 only). */
  added: { start: Date; end: Date }[];
};

/**
 * What an exception does on its own, as computeDepartures applies it: on a day with departures it
 * overlaps it changes those departures' seats and adds no time of its own (an "extra or changed
 * departure" from 10:00 to 13:00 beside departures at 09:00 and 12:00 gives those two its seats); on a
 * stretch with none it adds a departure per local day. Plan entries with 0 seats count as departures
 * (an exception opens them with their times). Other exceptions are left out: where two overlap one
 * departure, the lowest seats win.
 */
export function exceptionEffect(
  plan: AvailabilityPlan,
  exception: ExceptionInput,
): ExceptionEffect {
  const { timezone } = plan;
  // A plan's departure that overlaps the exception starts on or after local midnight of its first day.
  const range = {
    start: startOfLocalDate(localDateOf(exception.start, timezone), timezone),
    end: exception.end,
  };
  const overlaps = (d: { start: Date; end: Date }) =>
    d.start < exception.end && d.end > exception.start;
  const times = (d: { start: Date; end: Date }) => ({ start: d.start, end: d.end });
  // Every occurrence of the plan, those of closed entries too.
  const everyEntry: AvailabilityPlan = {
    ...plan,
    entries: plan.entries.map((entry) => ({ ...entry, seats: Math.max(1, entry.seats) })),
  };
  const changed = computeDepartures({ plan: everyEntry, range }).filter(overlaps).map(times);
  if (exception.seats <= 0) return { changed, added: [] };
  const isChanged = (d: { start: Date }) =>
    changed.some((c) => c.start.getTime() === d.start.getTime());
  const added = computeDepartures({ plan: everyEntry, exceptions: [exception], range })
    .filter((d) => overlaps(d) && !isChanged(d))
    .map(times);
  return { changed, added };
}
