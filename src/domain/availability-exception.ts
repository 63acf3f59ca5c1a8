// Availability exceptions (spec 000 §3, §9): a stretch of time in which a listing has other seats
// than its weekly plan says: 0 closes it, more opens it (see time-slots.ts for how they apply).
// Operators see and create them from today up to 364 days ahead; they never overlap each other.
import type { AvailabilityPlan } from './availability-plan';
import { maxSeatsPerDeparture } from './availability-plan';
import { AppError, type ErrorDetail } from './errors';
import {
  addLocalDays,
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
