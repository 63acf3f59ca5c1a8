// Availability plans (spec 000 §3): a weekly plan in the listing's time zone.
//
// - 'availability-plan/day': an entry opens the whole local day of its weekday (local 00:00 to the
//   next local 00:00, 23 or 25 hours on the days the clocks change) with its seats. startTime and
//   endTime are ignored on day plans.
// - 'availability-plan/time': an entry opens [startTime, endTime) local time on its weekday.
//   Times are 'HH:MM' on a half-hour boundary (spec 000 §9: bookings count in 30-minute units).
//   endTime '00:00' (or '24:00') means midnight at the END of that day; an entry never crosses
//   midnight (an overnight tour is two entries: '22:00'-'00:00' and next day '00:00'-'02:00').
//   Entries of one weekday must not overlap; touching ('09:00'-'12:00' and '12:00'-'15:00') is fine.
// - seats: a whole number from 0 (the entry stays closed unless an exception opens it) to 500.
// - timezone: one of the listing time zones (Atlantic/Madeira, Europe/Lisbon).
//
// validatePlan collects every problem and throws one AppError('validation-invalid-value') whose
// details name each bad entry: { path: 'entries.2.endTime', code: 'end-before-start', entry: 2, message }.
import { AppError, type ErrorDetail } from './errors';
import { listingTimeZones, type ListingTimeZone } from './listing';

export const planTypes = ['availability-plan/day', 'availability-plan/time'] as const;
export type PlanType = (typeof planTypes)[number];
export const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof weekDays)[number];

export type PlanEntry = { dayOfWeek: WeekDay; seats: number; startTime?: string; endTime?: string };
/** A weekly plan in the listing's time zone (the contracts' availabilityPlanSchema composes it). */
export type AvailabilityPlan = { type: PlanType; timezone: ListingTimeZone; entries: PlanEntry[] };

/** Weekday keys indexed like Date#getUTCDay (0 = Sunday, spec 000 §9: first day of week 0). */
export const weekDaysBySundayIndex: readonly WeekDay[] = [
  'sun',
  'mon',
  'tue',
  'wed',
  'thu',
  'fri',
  'sat',
];
const weekDaySet = new Set<string>(weekDaysBySundayIndex);

export const minutesPerDay = 24 * 60;
/** Non-overlapping half-hour entries fill a week with 7 × 48 of them. */
export const maxPlanEntries = 7 * 48;
/** The most seats one departure may offer (a large boat); keeps counts far from integer limits. */
export const maxSeatsPerDeparture = 500;
/** Booking granularity of spec 000 §9. */
export const slotGranularityMinutes = 30;

export const isListingTimeZone = (value: unknown): value is ListingTimeZone =>
  typeof value === 'string' && (listingTimeZones as readonly string[]).includes(value);

/**
 * 'HH:MM' to minutes after local midnight, or null when malformed or off the half-hour grid.
 * As an end time, '00:00' and '24:00' are the midnight ending the day (1440); as a start, '00:00' is 0
 * and '24:00' is refused.
 */
export function parsePlanTime(value: unknown, role: 'start' | 'end'): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes !== 0 && minutes !== 30) return null;
  if (hours === 24 && minutes === 0 && role === 'end') return minutesPerDay;
  if (hours > 23) return null;
  const total = hours * 60 + minutes;
  return role === 'end' && total === 0 ? minutesPerDay : total;
}

/** An entry's local span in minutes after local midnight: [start, end), end at most 1440. */
export function entryMinutes(
  plan: Pick<AvailabilityPlan, 'type'>,
  entry: PlanEntry,
): { start: number; end: number } {
  if (plan.type === 'availability-plan/day') return { start: 0, end: minutesPerDay };
  const start = parsePlanTime(entry.startTime, 'start');
  const end = parsePlanTime(entry.endTime, 'end');
  if (start === null || end === null || end <= start) {
    throw new AppError(
      'validation-invalid-value',
      'Invalid availability plan entry: call validatePlan first',
    );
  }
  return { start, end };
}

/**
 * A value from a request, shown in a message: never calls the value's own methods (an object with
 * `toString: 1` makes String() throw) and never longer than 40 characters.
 */
export function showValue(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value === null ||
    value === undefined
  )
    text = `${value}`;
  else {
    try {
      text = JSON.stringify(value) ?? typeof value;
    } catch {
      text = typeof value;
    }
  }
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

const describe = (entry: unknown, index: number): string => {
  const e = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
  const times =
    e.startTime !== undefined || e.endTime !== undefined
      ? ` ${showValue(e.startTime)}-${showValue(e.endTime)}`
      : '';
  return `Entry ${index + 1} (${showValue(e.dayOfWeek)}${times})`;
};

/**
 * Checks a plan (possibly straight from storage or a request) and returns it typed. Throws
 * AppError('validation-invalid-value') listing every problem when the plan is invalid.
 */
export function validatePlan(input: unknown): AvailabilityPlan {
  const details: ErrorDetail[] = [];
  const problem = (
    path: string,
    code: string,
    message: string,
    extra: Record<string, unknown> = {},
  ) => details.push({ path, code, message, ...extra });

  if (typeof input !== 'object' || input === null) {
    throw new AppError('validation-invalid-value', 'Invalid availability plan: not an object', [
      { path: '', code: 'not-an-object', message: 'The availability plan must be an object' },
    ]);
  }
  const plan = input as Record<string, unknown>;
  const type = plan.type;
  if (!(planTypes as readonly unknown[]).includes(type)) {
    problem(
      'type',
      'unknown-plan-type',
      `Unknown plan type ${showValue(type)}; expected ${planTypes.join(' or ')}`,
    );
  }
  if (!isListingTimeZone(plan.timezone)) {
    problem(
      'timezone',
      'unknown-time-zone',
      `Unknown time zone ${showValue(plan.timezone)}; expected ${listingTimeZones.join(' or ')}`,
    );
  }
  if (!Array.isArray(plan.entries)) {
    problem('entries', 'not-an-array', 'The plan entries must be a list');
  } else if (plan.entries.length > maxPlanEntries) {
    problem(
      'entries',
      'too-many-entries',
      `At most ${maxPlanEntries} entries (one per half hour of the week)`,
    );
  } else {
    const isTimePlan = type === 'availability-plan/time';
    // Well-formed spans per weekday, to look for overlaps afterwards.
    const spans = new Map<string, Array<{ index: number; start: number; end: number }>>();
    plan.entries.forEach((raw: unknown, index) => {
      const entry = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      const name = describe(raw, index);
      let ok = true;
      if (typeof entry.dayOfWeek !== 'string' || !weekDaySet.has(entry.dayOfWeek)) {
        problem(
          `entries.${index}.dayOfWeek`,
          'unknown-weekday',
          `${name}: unknown weekday ${showValue(entry.dayOfWeek)}; expected mon to sun`,
          { entry: index },
        );
        ok = false;
      }
      const seats = entry.seats;
      if (typeof seats !== 'number' || !Number.isSafeInteger(seats)) {
        problem(
          `entries.${index}.seats`,
          'invalid-seats',
          `${name}: seats must be a whole number`,
          { entry: index },
        );
      } else if (seats < 0) {
        problem(
          `entries.${index}.seats`,
          'negative-seats',
          `${name}: seats cannot be negative (got ${seats})`,
          { entry: index },
        );
      } else if (seats > maxSeatsPerDeparture) {
        problem(
          `entries.${index}.seats`,
          'too-many-seats',
          `${name}: at most ${maxSeatsPerDeparture} seats (got ${seats})`,
          { entry: index },
        );
      }
      let start = 0;
      let end = minutesPerDay;
      if (isTimePlan) {
        const s = parsePlanTime(entry.startTime, 'start');
        const e = parsePlanTime(entry.endTime, 'end');
        for (const [field, value, parsed] of [
          ['startTime', entry.startTime, s],
          ['endTime', entry.endTime, e],
        ] as const) {
          if (parsed !== null) continue;
          ok = false;
          const wellFormed = typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
          if (value === undefined) {
            problem(
              `entries.${index}.${field}`,
              'missing-time',
              `${name}: ${field} is required on a time-based plan`,
              { entry: index },
            );
          } else if (wellFormed) {
            problem(
              `entries.${index}.${field}`,
              'not-on-half-hour',
              `${name}: ${field} must be on the hour or half hour (got ${showValue(value)})`,
              { entry: index },
            );
          } else {
            problem(
              `entries.${index}.${field}`,
              'invalid-time',
              `${name}: ${field} must be a time HH:MM (got ${showValue(value)})`,
              { entry: index },
            );
          }
        }
        if (s !== null && e !== null) {
          if (e <= s) {
            problem(
              `entries.${index}.endTime`,
              'end-before-start',
              `${name}: the end time must be after the start time`,
              { entry: index },
            );
            ok = false;
          }
          start = s;
          end = e;
        }
      }
      if (ok) {
        const day = entry.dayOfWeek as string;
        const list = spans.get(day) ?? [];
        list.push({ index, start, end });
        spans.set(day, list);
      }
    });
    for (const [day, list] of spans) {
      list.sort((a, b) => a.start - b.start || a.index - b.index);
      // Compare each span with the one reaching furthest so far (catches A containing B and C).
      let furthest = list[0];
      for (let i = 1; i < list.length; i++) {
        const current = list[i]!;
        if (furthest && current.start < furthest.end) {
          const [first, second] = [furthest.index, current.index].sort((a, b) => a - b) as [
            number,
            number,
          ];
          problem(
            `entries.${second}`,
            'overlapping-entries',
            `${describe(plan.entries[second], second)} overlaps ${describe(plan.entries[first], first).replace(/^Entry/, 'entry')} on ${day}`,
            { entry: second, otherEntry: first },
          );
        }
        if (!furthest || current.end > furthest.end) furthest = current;
      }
    }
  }

  if (details.length > 0) {
    throw new AppError(
      'validation-invalid-value',
      `Invalid availability plan: ${details.map((d) => d.message).join('; ')}`,
      details,
    );
  }
  // A clean copy: no unknown keys are stored, and day plans keep no times.
  const valid = input as AvailabilityPlan;
  return {
    type: valid.type,
    timezone: valid.timezone,
    entries: valid.entries.map((entry) =>
      valid.type === 'availability-plan/day'
        ? { dayOfWeek: entry.dayOfWeek, seats: entry.seats }
        : {
            dayOfWeek: entry.dayOfWeek,
            seats: entry.seats,
            startTime: entry.startTime,
            endTime: entry.endTime,
          },
    ),
  };
}
