import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AvailabilityPlan, PlanEntry } from './availability-plan';
import { AppError } from './errors';
import type { ListingTimeZone } from './listing';
import {
  bookableWindow,
  computeDepartures,
  computeTimeSlots,
  isLocalMidnight,
  instantOfLocalTime,
  isOnLocalHalfHour,
  localDateOf,
  localTimeOf,
  slotsByLocalDate,
  type AvailabilityException,
  type SeatBooking,
  type TimeSlot,
} from './time-slots';

const zones: ListingTimeZone[] = ['Europe/Lisbon', 'Atlantic/Madeira'];
const d = (iso: string) => new Date(iso);
const rows = (slots: TimeSlot[]) =>
  slots.map((s) => [s.start.toISOString(), s.end.toISOString(), s.seats]);
const timePlan = (timezone: ListingTimeZone, entries: PlanEntry[]): AvailabilityPlan => ({
  type: 'availability-plan/time',
  timezone,
  entries,
});
const dayPlan = (timezone: ListingTimeZone, entries: PlanEntry[]): AvailabilityPlan => ({
  type: 'availability-plan/day',
  timezone,
  entries,
});
const everyDay = (startTime: string, endTime: string, seats: number): PlanEntry[] =>
  (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((dayOfWeek) => ({
    dayOfWeek,
    seats,
    startTime,
    endTime,
  }));
const appErrorOf = (fn: () => unknown): AppError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
};

// 2026-06-01 is a Monday in summer time (UTC+1 in Lisbon and Madeira alike).
const summerMonday = { start: d('2026-06-01T00:00:00Z'), end: d('2026-06-08T00:00:00Z') };
const beforeSummerWeek = d('2026-05-31T12:00:00Z');

describe('computeTimeSlots: weekly plans', () => {
  it.each(zones)('%s: several entries a day are separate departures, in local time', (zone) => {
    const plan = timePlan(zone, [
      { dayOfWeek: 'mon', seats: 8, startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 'mon', seats: 8, startTime: '12:00', endTime: '15:00' },
      { dayOfWeek: 'wed', seats: 4, startTime: '10:00', endTime: '11:30' },
      { dayOfWeek: 'sat', seats: 2, startTime: '22:00', endTime: '00:00' },
      { dayOfWeek: 'sun', seats: 0, startTime: '10:00', endTime: '12:00' },
    ]);
    expect(rows(computeTimeSlots({ plan, range: summerMonday, now: beforeSummerWeek }))).toEqual([
      ['2026-06-01T08:00:00.000Z', '2026-06-01T11:00:00.000Z', 8],
      // Touching with equal seats, still its own departure: a traveller books one or the other.
      ['2026-06-01T11:00:00.000Z', '2026-06-01T14:00:00.000Z', 8],
      ['2026-06-03T09:00:00.000Z', '2026-06-03T10:30:00.000Z', 4],
      // '00:00' as an end is the midnight ending Saturday.
      ['2026-06-06T21:00:00.000Z', '2026-06-06T23:00:00.000Z', 2],
    ]);
  });

  it('winter time is UTC+0', () => {
    const plan = timePlan('Atlantic/Madeira', [
      { dayOfWeek: 'thu', seats: 6, startTime: '09:30', endTime: '17:00' },
    ]);
    const slots = computeTimeSlots({
      plan,
      range: { start: d('2026-01-01T00:00:00Z'), end: d('2026-01-02T00:00:00Z') },
      now: d('2025-12-31T00:00:00Z'),
    });
    expect(rows(slots)).toEqual([['2026-01-01T09:30:00.000Z', '2026-01-01T17:00:00.000Z', 6]]);
  });

  it('a day plan makes one departure per whole local day', () => {
    const plan = dayPlan('Europe/Lisbon', [
      { dayOfWeek: 'sat', seats: 12 },
      { dayOfWeek: 'sun', seats: 10 },
    ]);
    expect(rows(computeTimeSlots({ plan, range: summerMonday, now: beforeSummerWeek }))).toEqual([
      ['2026-06-05T23:00:00.000Z', '2026-06-06T23:00:00.000Z', 12],
      ['2026-06-06T23:00:00.000Z', '2026-06-07T23:00:00.000Z', 10],
    ]);
  });

  it('only departures starting inside the range are returned, whole', () => {
    const plan = timePlan('Europe/Lisbon', [
      { dayOfWeek: 'mon', seats: 8, startTime: '09:00', endTime: '12:00' },
    ]);
    const cases: Array<[string, string, number]> = [
      ['2026-06-01T08:00:00Z', '2026-06-01T08:00:01Z', 1],
      ['2026-06-01T08:00:01Z', '2026-06-01T12:00:00Z', 0], // starts before the range
      ['2026-06-01T00:00:00Z', '2026-06-01T08:00:00Z', 0], // the range ends as it starts
    ];
    for (const [start, end, count] of cases) {
      expect(
        computeTimeSlots({ plan, range: { start: d(start), end: d(end) }, now: beforeSummerWeek }),
        `${start}..${end}`,
      ).toHaveLength(count);
    }
  });
});

describe('computeTimeSlots: daylight saving (last Sundays of March and October)', () => {
  const march = { start: d('2026-03-28T12:00:00Z'), end: d('2026-03-30T12:00:00Z') };
  const october = { start: d('2026-10-24T12:00:00Z'), end: d('2026-10-26T12:00:00Z') };
  const now = d('2026-03-01T00:00:00Z');

  const table: Array<{
    name: string;
    plan: (zone: ListingTimeZone) => AvailabilityPlan;
    range: typeof march;
    expected: Array<[string, string, number]>;
  }> = [
    {
      name: 'March: the Sunday is 23 hours long',
      plan: (zone) => dayPlan(zone, [{ dayOfWeek: 'sun', seats: 5 }]),
      range: march,
      expected: [['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z', 5]],
    },
    {
      name: 'March: an entry across the gap is an hour shorter; one inside the gap does not happen; one starting in it starts at 02:00',
      plan: (zone) =>
        timePlan(zone, [
          { dayOfWeek: 'sun', seats: 3, startTime: '00:30', endTime: '01:00' },
          { dayOfWeek: 'sun', seats: 4, startTime: '01:00', endTime: '01:30' },
          { dayOfWeek: 'sun', seats: 5, startTime: '01:30', endTime: '02:30' },
          { dayOfWeek: 'sun', seats: 6, startTime: '09:00', endTime: '10:00' },
          { dayOfWeek: 'sat', seats: 7, startTime: '23:00', endTime: '00:00' },
        ]),
      range: march,
      expected: [
        ['2026-03-28T23:00:00.000Z', '2026-03-29T00:00:00.000Z', 7],
        ['2026-03-29T00:30:00.000Z', '2026-03-29T01:00:00.000Z', 3],
        ['2026-03-29T01:00:00.000Z', '2026-03-29T01:30:00.000Z', 5],
        ['2026-03-29T08:00:00.000Z', '2026-03-29T09:00:00.000Z', 6],
      ],
    },
    {
      name: 'October: the Sunday is 25 hours long',
      plan: (zone) => dayPlan(zone, [{ dayOfWeek: 'sun', seats: 5 }]),
      range: october,
      expected: [['2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z', 5]],
    },
    {
      name: 'October: 01:00-02:00 local lasts two hours; times in the repeated hour take the first one',
      plan: (zone) =>
        timePlan(zone, [
          { dayOfWeek: 'sun', seats: 2, startTime: '00:00', endTime: '01:00' },
          { dayOfWeek: 'sun', seats: 3, startTime: '01:00', endTime: '02:00' },
          { dayOfWeek: 'sun', seats: 4, startTime: '02:00', endTime: '03:30' },
          { dayOfWeek: 'sun', seats: 6, startTime: '09:00', endTime: '10:00' },
        ]),
      range: october,
      expected: [
        ['2026-10-24T23:00:00.000Z', '2026-10-25T00:00:00.000Z', 2],
        ['2026-10-25T00:00:00.000Z', '2026-10-25T02:00:00.000Z', 3],
        ['2026-10-25T02:00:00.000Z', '2026-10-25T03:30:00.000Z', 4],
        ['2026-10-25T09:00:00.000Z', '2026-10-25T10:00:00.000Z', 6],
      ],
    },
  ];

  for (const zone of zones) {
    it.each(table)(`${zone}: $name`, ({ plan, range, expected }) => {
      const octoberNow = range === october ? d('2026-10-01T00:00:00Z') : now;
      expect(rows(computeTimeSlots({ plan: plan(zone), range, now: octoberNow }))).toEqual(
        expected,
      );
    });
  }

  it.each(zones)(
    '%s: a closing exception for the whole 25-hour October Sunday closes the day',
    (zone) => {
      const plan = timePlan(zone, everyDay('00:00', '00:00', 4));
      const slots = computeTimeSlots({
        plan,
        exceptions: [
          { start: d('2026-10-24T23:00:00Z'), end: d('2026-10-26T00:00:00Z'), seats: 0 },
        ],
        range: october,
        now: d('2026-10-01T00:00:00Z'),
      });
      // The closed Sunday started 2026-10-24T23:00Z; Monday's departure is the only one in the range.
      expect(rows(slots)).toEqual([['2026-10-26T00:00:00.000Z', '2026-10-27T00:00:00.000Z', 4]]);
    },
  );
});

describe('computeTimeSlots: availability exceptions', () => {
  const plan = timePlan('Europe/Lisbon', [
    { dayOfWeek: 'mon', seats: 8, startTime: '09:00', endTime: '12:00' },
    { dayOfWeek: 'mon', seats: 8, startTime: '14:00', endTime: '17:00' },
    { dayOfWeek: 'wed', seats: 8, startTime: '09:00', endTime: '12:00' },
  ]);
  const monday = { start: d('2026-06-01T00:00:00Z'), end: d('2026-06-02T00:00:00Z') };
  const table: Array<{
    name: string;
    exceptions: AvailabilityException[];
    range?: typeof monday;
    expected: Array<[string, string, number]>;
  }> = [
    {
      name: 'no exception',
      exceptions: [],
      expected: [
        ['2026-06-01T08:00:00.000Z', '2026-06-01T11:00:00.000Z', 8],
        ['2026-06-01T13:00:00.000Z', '2026-06-01T16:00:00.000Z', 8],
      ],
    },
    {
      name: 'a whole local day closed',
      exceptions: [{ start: d('2026-05-31T23:00:00Z'), end: d('2026-06-01T23:00:00Z'), seats: 0 }],
      expected: [],
    },
    {
      name: 'a closing exception touching only part of a departure closes it',
      exceptions: [{ start: d('2026-06-01T10:00:00Z'), end: d('2026-06-01T10:30:00Z'), seats: 0 }],
      expected: [['2026-06-01T13:00:00.000Z', '2026-06-01T16:00:00.000Z', 8]],
    },
    {
      name: 'an exception that only touches (ends as a departure starts) changes nothing',
      exceptions: [{ start: d('2026-06-01T06:00:00Z'), end: d('2026-06-01T08:00:00Z'), seats: 0 }],
      expected: [
        ['2026-06-01T08:00:00.000Z', '2026-06-01T11:00:00.000Z', 8],
        ['2026-06-01T13:00:00.000Z', '2026-06-01T16:00:00.000Z', 8],
      ],
    },
    {
      name: 'more seats for the afternoon departure',
      exceptions: [{ start: d('2026-06-01T13:00:00Z'), end: d('2026-06-01T16:00:00Z'), seats: 20 }],
      expected: [
        ['2026-06-01T08:00:00.000Z', '2026-06-01T11:00:00.000Z', 8],
        ['2026-06-01T13:00:00.000Z', '2026-06-01T16:00:00.000Z', 20],
      ],
    },
    {
      name: 'fewer seats for the whole day',
      exceptions: [{ start: d('2026-05-31T23:00:00Z'), end: d('2026-06-01T23:00:00Z'), seats: 3 }],
      expected: [
        ['2026-06-01T08:00:00.000Z', '2026-06-01T11:00:00.000Z', 3],
        ['2026-06-01T13:00:00.000Z', '2026-06-01T16:00:00.000Z', 3],
      ],
    },
    {
      name: 'an extra departure on a day off (Tuesday)',
      exceptions: [{ start: d('2026-06-02T09:00:00Z'), end: d('2026-06-02T12:00:00Z'), seats: 6 }],
      range: { start: d('2026-06-02T00:00:00Z'), end: d('2026-06-04T00:00:00Z') },
      expected: [
        ['2026-06-02T09:00:00.000Z', '2026-06-02T12:00:00.000Z', 6],
        ['2026-06-03T08:00:00.000Z', '2026-06-03T11:00:00.000Z', 8],
      ],
    },
    {
      name: 'an exception opening Tuesday to Wednesday: Tuesday becomes a departure, Wednesday’s plan departure takes its seats',
      exceptions: [{ start: d('2026-06-01T23:00:00Z'), end: d('2026-06-03T23:00:00Z'), seats: 5 }],
      range: { start: d('2026-06-01T23:00:00Z'), end: d('2026-06-04T00:00:00Z') },
      expected: [
        ['2026-06-01T23:00:00.000Z', '2026-06-02T23:00:00.000Z', 5],
        ['2026-06-03T08:00:00.000Z', '2026-06-03T11:00:00.000Z', 5],
      ],
    },
    {
      name: 'the lowest of overlapping exceptions wins',
      exceptions: [
        { start: d('2026-06-01T07:00:00Z'), end: d('2026-06-01T09:00:00Z'), seats: 10 },
        { start: d('2026-06-01T08:30:00Z'), end: d('2026-06-01T12:00:00Z'), seats: 2 },
      ],
      expected: [
        ['2026-06-01T08:00:00.000Z', '2026-06-01T11:00:00.000Z', 2],
        ['2026-06-01T13:00:00.000Z', '2026-06-01T16:00:00.000Z', 8],
      ],
    },
  ];
  it.each(table)('$name', ({ exceptions, range, expected }) => {
    expect(
      rows(computeTimeSlots({ plan, exceptions, range: range ?? monday, now: beforeSummerWeek })),
    ).toEqual(expected);
  });

  it('an exception opening two days off makes one departure per local day, cut at local midnight', () => {
    const slots = computeTimeSlots({
      plan,
      exceptions: [{ start: d('2026-06-04T16:00:00Z'), end: d('2026-06-05T10:00:00Z'), seats: 5 }],
      range: { start: d('2026-06-04T00:00:00Z'), end: d('2026-06-06T00:00:00Z') },
      now: beforeSummerWeek,
    });
    expect(rows(slots)).toEqual([
      ['2026-06-04T16:00:00.000Z', '2026-06-04T23:00:00.000Z', 5],
      ['2026-06-04T23:00:00.000Z', '2026-06-05T10:00:00.000Z', 5],
    ]);
  });

  it('a day plan opened on a day off by a whole-day exception', () => {
    const slots = computeTimeSlots({
      plan: dayPlan('Atlantic/Madeira', [{ dayOfWeek: 'sat', seats: 12 }]),
      exceptions: [{ start: d('2026-06-03T23:00:00Z'), end: d('2026-06-04T23:00:00Z'), seats: 4 }],
      range: summerMonday,
      now: beforeSummerWeek,
    });
    expect(rows(slots)).toEqual([
      ['2026-06-03T23:00:00.000Z', '2026-06-04T23:00:00.000Z', 4],
      ['2026-06-05T23:00:00.000Z', '2026-06-06T23:00:00.000Z', 12],
    ]);
  });

  it('refuses exceptions with negative or fractional seats', () => {
    for (const seats of [-1, 1.5, Number.NaN]) {
      const error = appErrorOf(() =>
        computeTimeSlots({
          plan,
          exceptions: [{ start: monday.start, end: monday.end, seats }],
          range: monday,
          now: beforeSummerWeek,
        }),
      );
      expect(error.code).toBe('validation-invalid-value');
    }
  });
});

describe('computeTimeSlots: bookings consume seats', () => {
  const plan = timePlan('Europe/Lisbon', [
    { dayOfWeek: 'mon', seats: 8, startTime: '09:00', endTime: '12:00' },
    { dayOfWeek: 'mon', seats: 8, startTime: '12:00', endTime: '15:00' },
  ]);
  const morning = { start: d('2026-06-01T08:00:00Z'), end: d('2026-06-01T11:00:00Z') };
  const afternoon = { start: d('2026-06-01T11:00:00Z'), end: d('2026-06-01T14:00:00Z') };
  const book = (
    slot: { start: Date; end: Date },
    seats: number,
    state: SeatBooking['state'],
  ): SeatBooking => ({ ...slot, seats, state });
  const table: Array<{ name: string; bookings: SeatBooking[]; expected: number[] }> = [
    { name: 'none', bookings: [], expected: [8, 8] },
    { name: 'a pending booking', bookings: [book(morning, 3, 'pending')], expected: [5, 8] },
    { name: 'an accepted booking', bookings: [book(afternoon, 2, 'accepted')], expected: [8, 6] },
    {
      name: 'declined and cancelled bookings hold no seats',
      bookings: [book(morning, 3, 'declined'), book(morning, 4, 'cancelled')],
      expected: [8, 8],
    },
    {
      name: 'several bookings add up',
      bookings: [book(morning, 3, 'pending'), book(morning, 4, 'accepted')],
      expected: [1, 8],
    },
    {
      name: 'a full departure is not offered',
      bookings: [book(morning, 5, 'accepted'), book(morning, 3, 'pending')],
      expected: [8],
    },
    {
      name: 'a booking over part of a departure counts at its busiest moment',
      bookings: [
        {
          start: d('2026-06-01T08:00:00Z'),
          end: d('2026-06-01T09:00:00Z'),
          seats: 2,
          state: 'accepted',
        },
        {
          start: d('2026-06-01T10:00:00Z'),
          end: d('2026-06-01T12:00:00Z'),
          seats: 3,
          state: 'accepted',
        },
      ],
      expected: [5, 5],
    },
    {
      name: 'back-to-back bookings do not add up',
      bookings: [
        {
          start: d('2026-06-01T08:00:00Z'),
          end: d('2026-06-01T09:30:00Z'),
          seats: 4,
          state: 'accepted',
        },
        {
          start: d('2026-06-01T09:30:00Z'),
          end: d('2026-06-01T11:00:00Z'),
          seats: 4,
          state: 'accepted',
        },
      ],
      expected: [4, 8],
    },
    {
      name: 'a booking spanning both departures',
      bookings: [{ start: morning.start, end: afternoon.end, seats: 1, state: 'pending' }],
      expected: [7, 7],
    },
    {
      name: 'a booking on another day',
      bookings: [
        book({ start: d('2026-06-08T08:00:00Z'), end: d('2026-06-08T11:00:00Z') }, 8, 'accepted'),
      ],
      expected: [8, 8],
    },
  ];
  it.each(table)('$name', ({ bookings, expected }) => {
    const slots = computeTimeSlots({
      plan,
      bookings,
      range: { start: morning.start, end: afternoon.end },
      now: beforeSummerWeek,
    });
    expect(slots.map((s) => s.seats)).toEqual(expected);
  });
});

describe('computeTimeSlots: the 90-day window and the past', () => {
  const hourly = timePlan(
    'Atlantic/Madeira',
    Array.from({ length: 24 }, (_, h) =>
      everyDay(
        `${String(h).padStart(2, '0')}:00`,
        h === 23 ? '00:00' : `${String(h + 1).padStart(2, '0')}:00`,
        10,
      ),
    ).flat(),
  );
  const far = { start: d('2026-01-01T00:00:00Z'), end: d('2027-01-01T00:00:00Z') };

  it('offers today and the next 89 local dates, across the March change', () => {
    const now = d('2026-03-01T10:15:00Z');
    const slots = computeTimeSlots({ plan: hourly, range: far, now });
    expect(slots[0]!.start.toISOString()).toBe('2026-03-01T11:00:00.000Z');
    // 2026-05-29 is the 90th local date; its last hour starts 23:00 WEST.
    expect(slots.at(-1)!.start.toISOString()).toBe('2026-05-29T22:00:00.000Z');
    expect(localDateOf(slots.at(-1)!.start, 'Atlantic/Madeira')).toBe('2026-05-29');
    const dates = [...slotsByLocalDate(slots, 'Atlantic/Madeira').keys()];
    expect(dates).toHaveLength(90);
    expect(slotsByLocalDate(slots, 'Atlantic/Madeira').get('2026-03-29')).toHaveLength(23);
    // 13 departures left on the first day (11:00 to 23:00), then 89 days, one of them 23 hours long.
    expect(slots).toHaveLength(13 + 89 * 24 - 1);
  });

  it.each([
    [
      'a departure that has started is not offered',
      '2026-06-01T08:30:00Z',
      ['2026-06-01T11:00:00.000Z'],
    ],
    [
      'a departure starting right now is not offered',
      '2026-06-01T08:00:00Z',
      ['2026-06-01T11:00:00.000Z'],
    ],
    [
      'a departure starting a minute from now is',
      '2026-06-01T07:59:00Z',
      ['2026-06-01T08:00:00.000Z', '2026-06-01T11:00:00.000Z'],
    ],
    ['a range wholly in the past gives nothing', '2026-06-02T00:00:00Z', []],
  ])('%s', (_name, now, starts) => {
    const plan = timePlan('Europe/Lisbon', [
      { dayOfWeek: 'mon', seats: 8, startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 'mon', seats: 8, startTime: '12:00', endTime: '15:00' },
    ]);
    const slots = computeTimeSlots({
      plan,
      range: { start: d('2026-06-01T00:00:00Z'), end: d('2026-06-02T00:00:00Z') },
      now: d(now),
    });
    expect(slots.map((s) => s.start.toISOString())).toEqual(starts);
  });

  it('a window of 0 days offers nothing; a range ending before it starts is refused', () => {
    expect(
      computeTimeSlots({
        plan: hourly,
        range: far,
        now: d('2026-03-01T10:15:00Z'),
        bookableDays: 0,
      }),
    ).toEqual([]);
    const error = appErrorOf(() =>
      computeTimeSlots({ plan: hourly, range: { start: far.end, end: far.start }, now: far.start }),
    );
    expect(error.code).toBe('validation-invalid-params');
  });

  it('bookableWindow names the first and last bookable local dates', () => {
    expect(bookableWindow(d('2026-10-24T23:30:00Z'), 'Europe/Lisbon')).toEqual({
      start: d('2026-10-24T23:30:00Z'),
      end: d('2027-01-23T00:00:00Z'),
      firstDate: '2026-10-25',
      lastDate: '2027-01-22',
    });
  });
});

describe('computeTimeSlots: properties', () => {
  const entryArb = fc
    .record({
      dayOfWeek: fc.constantFrom('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'),
      seats: fc.integer({ min: 0, max: 20 }),
      startHalf: fc.integer({ min: 0, max: 46 }),
      length: fc.integer({ min: 1, max: 12 }),
    })
    .map(({ dayOfWeek, seats, startHalf, length }) => {
      const end = Math.min(48, startHalf + length);
      const time = (half: number) =>
        `${String(Math.floor(half / 2) % 24).padStart(2, '0')}:${half % 2 ? '30' : '00'}`;
      return {
        dayOfWeek,
        seats,
        startTime: time(startHalf),
        endTime: time(end),
        startHalf,
        endHalf: end,
      } as const;
    });

  it('slots are sorted, never overlap, start after now inside the window, and bookings only lower the seats', () => {
    fc.assert(
      fc.property(
        fc.array(entryArb, { maxLength: 10 }),
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 364 * 24 }),
        fc.array(
          fc.record({
            offsetHours: fc.integer({ min: 0, max: 24 * 30 }),
            hours: fc.integer({ min: 1, max: 6 }),
            seats: fc.integer({ min: 1, max: 5 }),
          }),
          { maxLength: 8 },
        ),
        (rawEntries, zone, nowHours, rawBookings) => {
          // Drop entries overlapping an earlier one on the same weekday (validatePlan refuses them).
          const kept: typeof rawEntries = [];
          for (const e of rawEntries) {
            if (
              !kept.some(
                (k) =>
                  k.dayOfWeek === e.dayOfWeek && k.startHalf < e.endHalf && e.startHalf < k.endHalf,
              )
            )
              kept.push(e);
          }
          const plan = timePlan(
            zone,
            kept.map(({ dayOfWeek, seats, startTime, endTime }) => ({
              dayOfWeek,
              seats,
              startTime,
              endTime,
            })),
          );
          const now = new Date(Date.UTC(2026, 0, 1) + nowHours * 3_600_000);
          const range = {
            start: new Date(now.getTime() - 86_400_000),
            end: new Date(now.getTime() + 40 * 86_400_000),
          };
          const free = computeTimeSlots({ plan, range, now });
          const bookings: SeatBooking[] = rawBookings.map((b) => ({
            start: new Date(now.getTime() + b.offsetHours * 3_600_000),
            end: new Date(now.getTime() + (b.offsetHours + b.hours) * 3_600_000),
            seats: b.seats,
            state: 'accepted',
          }));
          const booked = computeTimeSlots({ plan, range, now, bookings });
          const window = bookableWindow(now, zone);
          for (let i = 0; i < free.length; i++) {
            const s = free[i]!;
            expect(s.start.getTime()).toBeGreaterThan(now.getTime());
            expect(s.start.getTime()).toBeLessThan(window.end.getTime());
            expect(s.end.getTime()).toBeGreaterThan(s.start.getTime());
            expect(s.seats).toBeGreaterThan(0);
            if (i > 0) expect(s.start.getTime()).toBeGreaterThanOrEqual(free[i - 1]!.end.getTime());
          }
          const byStart = new Map(free.map((s) => [s.start.getTime(), s]));
          for (const s of booked) {
            const before = byStart.get(s.start.getTime());
            expect(before).toBeDefined();
            expect(s.seats).toBeLessThanOrEqual(before!.seats);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('with no bookings, computeTimeSlots is computeDepartures cut to the window', () => {
    const plan = timePlan('Europe/Lisbon', everyDay('10:00', '13:00', 6));
    const now = d('2026-06-01T09:30:00Z');
    const window = bookableWindow(now, 'Europe/Lisbon');
    const departures = computeDepartures({
      plan,
      range: { start: new Date(now.getTime() + 1), end: window.end },
    });
    expect(
      computeTimeSlots({
        plan,
        range: { start: d('2026-01-01T00:00:00Z'), end: d('2027-01-01T00:00:00Z') },
        now,
      }),
    ).toEqual(departures);
    expect(departures).toHaveLength(89);
  });
});

describe('plan validation through computeTimeSlots', () => {
  it.each([
    [
      'end before start',
      { dayOfWeek: 'mon', seats: 1, startTime: '12:00', endTime: '10:00' },
      'end-before-start',
    ],
    [
      'negative seats',
      { dayOfWeek: 'mon', seats: -1, startTime: '10:00', endTime: '12:00' },
      'negative-seats',
    ],
    [
      'unknown weekday',
      { dayOfWeek: 'funday', seats: 1, startTime: '10:00', endTime: '12:00' },
      'unknown-weekday',
    ],
  ])('refuses a plan with %s', (_name, entry, code) => {
    const error = appErrorOf(() =>
      computeTimeSlots({
        plan: timePlan('Europe/Lisbon', [entry as PlanEntry]),
        range: summerMonday,
        now: beforeSummerWeek,
      }),
    );
    expect(error.code).toBe('validation-invalid-value');
    expect(error.details?.map((x) => x.code)).toEqual([code]);
  });

  it('refuses an unknown time zone', () => {
    const plan = {
      type: 'availability-plan/time',
      timezone: 'Europe/Paris',
      entries: [],
    } as unknown as AvailabilityPlan;
    expect(
      appErrorOf(() => computeTimeSlots({ plan, range: summerMonday, now: beforeSummerWeek }))
        .details?.[0]?.code,
    ).toBe('unknown-time-zone');
  });
});

describe('local time helpers', () => {
  it.each(zones)(
    '%s: slotsByLocalDate puts both 01:30s of the October night on the Sunday',
    (zone) => {
      const slots: TimeSlot[] = [
        { start: d('2026-10-24T22:30:00Z'), end: d('2026-10-24T23:00:00Z'), seats: 1 },
        { start: d('2026-10-25T00:30:00Z'), end: d('2026-10-25T01:00:00Z'), seats: 1 },
        { start: d('2026-10-25T01:30:00Z'), end: d('2026-10-25T02:00:00Z'), seats: 1 },
        { start: d('2026-10-26T00:00:00Z'), end: d('2026-10-26T01:00:00Z'), seats: 1 },
      ];
      const groups = slotsByLocalDate(slots, zone);
      expect([...groups.entries()].map(([date, list]) => [date, list.length])).toEqual([
        ['2026-10-24', 1],
        ['2026-10-25', 2],
        ['2026-10-26', 1],
      ]);
    },
  );

  it.each([
    ['2026-03-29T00:00:00Z', true, true],
    ['2026-03-29T23:00:00Z', true, true],
    ['2026-03-29T01:00:00Z', true, false], // 02:00 WEST
    ['2026-10-25T00:30:00Z', true, false], // the first 01:30
    ['2026-10-25T01:30:00Z', true, false], // the second 01:30
    ['2026-10-25T01:15:00Z', false, false],
    ['2026-10-26T00:00:00Z', true, true],
  ])('%s: on the half hour %s, local midnight %s', (iso, halfHour, midnight) => {
    expect(isOnLocalHalfHour(d(iso), 'Europe/Lisbon')).toBe(halfHour);
    expect(isLocalMidnight(d(iso), 'Europe/Lisbon')).toBe(midnight);
  });
});

describe('local dates and times to instants and back', () => {
  it.each([
    ['2026-06-10', '09:30', 'Atlantic/Madeira', '2026-06-10T08:30:00.000Z'],
    ['2026-01-10', '09:30', 'Europe/Lisbon', '2026-01-10T09:30:00.000Z'],
    ['2026-06-10', '24:00', 'Europe/Lisbon', '2026-06-10T23:00:00.000Z'],
    ['2026-03-29', '01:30', 'Europe/Lisbon', '2026-03-29T01:00:00.000Z'], // in the gap: the change
    ['2026-10-25', '01:30', 'Europe/Lisbon', '2026-10-25T00:30:00.000Z'], // the first of the two
  ] as const)('%s %s in %s is %s', (date, time, zone, iso) => {
    expect(instantOfLocalTime(date, time, zone).toISOString()).toBe(iso);
  });

  it('reads the wall time back', () => {
    expect(localTimeOf(d('2026-06-10T08:30:00Z'), 'Atlantic/Madeira')).toBe('09:30');
    expect(localTimeOf(d('2026-10-25T01:30:00Z'), 'Europe/Lisbon')).toBe('01:30');
  });

  it.each([
    ['2026-02-30', '10:00'],
    ['2026-06-10', '25:00'],
    ['2026-06-10', '9:00'],
  ])('refuses %s %s', (date, time) => {
    expect(appErrorOf(() => instantOfLocalTime(date, time, 'Europe/Lisbon')).code).toBe(
      'validation-invalid-params',
    );
  });
});
