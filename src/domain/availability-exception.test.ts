import { describe, expect, it } from 'vitest';
import {
  exceptionEffect,
  exceptionWindow,
  seasonClosures,
  validateException,
} from './availability-exception';
import type { AvailabilityPlan } from './availability-plan';
import { AppError } from './errors';
import { computeDepartures, instantOfLocalTime, localTimeOf } from './time-slots';

const d = (iso: string) => new Date(iso);
const timePlan = { type: 'availability-plan/time', timezone: 'Atlantic/Madeira' } as const;
const dayPlan = { type: 'availability-plan/day', timezone: 'Europe/Lisbon' } as const;
// 10:20 local on 2026-06-10 (summer time, UTC+1).
const now = d('2026-06-10T09:20:00Z');

const codesOf = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) {
      expect(error.code).toBe('validation-invalid-value');
      return (error.details ?? []).map((x) => String(x.code));
    }
    throw error;
  }
  return [];
};

describe('exceptionWindow', () => {
  it('runs from local midnight today to the end of the date 364 days ahead', () => {
    expect(exceptionWindow(now, 'Atlantic/Madeira')).toEqual({
      start: d('2026-06-09T23:00:00Z'),
      end: d('2027-06-09T23:00:00Z'),
    });
  });
});

describe('validateException', () => {
  it.each([
    [
      'a time exception later today',
      timePlan,
      '2026-06-10T15:00:00Z',
      '2026-06-10T17:30:00Z',
      6,
      [],
    ],
    [
      'an exception earlier today (the operator closes the rest of the day)',
      timePlan,
      '2026-06-09T23:00:00Z',
      '2026-06-10T23:00:00Z',
      0,
      [],
    ],
    [
      'a whole-day exception on a day plan, across the October change (25 hours)',
      dayPlan,
      '2026-10-24T23:00:00Z',
      '2026-10-26T00:00:00Z',
      0,
      [],
    ],
    [
      'the last day that can be set',
      dayPlan,
      '2027-06-08T23:00:00Z',
      '2027-06-09T23:00:00Z',
      3,
      [],
    ],
    ['yesterday', timePlan, '2026-06-08T23:00:00Z', '2026-06-09T23:00:00Z', 0, ['in-the-past']],
    [
      'beyond 364 days',
      dayPlan,
      '2027-06-09T23:00:00Z',
      '2027-06-10T23:00:00Z',
      0,
      ['too-far-ahead'],
    ],
    [
      'end before start',
      timePlan,
      '2026-06-11T12:00:00Z',
      '2026-06-11T10:00:00Z',
      0,
      ['end-before-start'],
    ],
    [
      'times off the half hour',
      timePlan,
      '2026-06-11T10:15:00Z',
      '2026-06-11T12:00:00Z',
      0,
      ['not-on-half-hour'],
    ],
    [
      'part of a day on a day plan',
      dayPlan,
      '2026-06-11T10:00:00Z',
      '2026-06-11T12:00:00Z',
      0,
      ['not-whole-days'],
    ],
    [
      'negative seats',
      timePlan,
      '2026-06-11T10:00:00Z',
      '2026-06-11T12:00:00Z',
      -1,
      ['invalid-seats'],
    ],
    [
      'too many seats',
      timePlan,
      '2026-06-11T10:00:00Z',
      '2026-06-11T12:00:00Z',
      501,
      ['invalid-seats'],
    ],
    [
      'an exception overlapping another',
      timePlan,
      '2026-06-20T09:00:00Z',
      '2026-06-20T11:00:00Z',
      0,
      ['overlapping-exception'],
    ],
    ['an invalid date', timePlan, 'not a date', '2026-06-11T12:00:00Z', 1, ['invalid-time']],
  ] as const)('%s', (_name, plan, start, end, seats, codes) => {
    const existing = [{ start: d('2026-06-20T10:30:00Z'), end: d('2026-06-20T12:00:00Z') }];
    expect(
      codesOf(() =>
        validateException({
          exception: { start: d(start), end: d(end), seats },
          plan,
          existing,
          now,
        }),
      ),
    ).toEqual(codes);
  });

  it('an exception touching another does not overlap it', () => {
    const existing = [{ start: d('2026-06-20T10:00:00Z'), end: d('2026-06-20T12:00:00Z') }];
    const exception = {
      start: d('2026-06-20T12:00:00Z'),
      end: d('2026-06-20T13:00:00Z'),
      seats: 2,
    };
    expect(validateException({ exception, plan: timePlan, existing, now })).toEqual(exception);
  });
});

describe('seasonClosures', () => {
  const zone = 'Atlantic/Madeira';
  const existing = (...spans: [string, string][]) =>
    spans.map(([start, end]) => ({ start: d(start), end: d(end) }));
  it.each([
    {
      name: 'a season inside the window closes before and after it',
      season: { first: '2026-07-01', last: '2026-09-30' },
      taken: [],
      closures: [
        ['2026-06-09T23:00:00Z', '2026-06-30T23:00:00Z'],
        ['2026-09-30T23:00:00Z', '2027-06-09T23:00:00Z'],
      ],
    },
    {
      name: 'a season from today closes only after it',
      season: { first: '2026-06-10', last: '2026-10-31' },
      taken: [],
      // The end of October is winter time (UTC+0).
      closures: [['2026-11-01T00:00:00Z', '2027-06-09T23:00:00Z']],
    },
    {
      name: 'a season that started before today and ends after the window closes nothing',
      season: { first: '2026-01-01', last: '2027-12-31' },
      taken: [],
      closures: [],
    },
    {
      name: 'a season entirely after the window closes the whole window',
      season: { first: '2027-08-01', last: '2027-09-01' },
      taken: [],
      closures: [['2026-06-09T23:00:00Z', '2027-06-09T23:00:00Z']],
    },
    {
      name: 'exceptions already set stay as they are; the closures go around them',
      season: { first: '2026-07-01', last: '2027-05-31' },
      taken: existing(
        ['2026-06-14T23:00:00Z', '2026-06-16T23:00:00Z'], // two closed days in June
        ['2026-12-24T14:00:00Z', '2026-12-24T17:00:00Z'], // in season: untouched
        ['2027-06-04T13:00:00Z', '2027-06-04T16:00:00Z'], // an extra departure after the season
      ),
      closures: [
        ['2026-06-09T23:00:00Z', '2026-06-14T23:00:00Z'],
        ['2026-06-16T23:00:00Z', '2026-06-30T23:00:00Z'],
        ['2027-05-31T23:00:00Z', '2027-06-04T13:00:00Z'],
        ['2027-06-04T16:00:00Z', '2027-06-09T23:00:00Z'],
      ],
    },
  ])('$name', ({ season, taken, closures }) => {
    expect(seasonClosures({ season, timeZone: zone, existing: taken, now })).toEqual(
      closures.map(([start, end]) => ({ start: d(start!), end: d(end!), seats: 0 })),
    );
  });

  it('refuses a season that ends before it starts', () => {
    expect(
      codesOf(() =>
        seasonClosures({
          season: { first: '2026-08-01', last: '2026-07-01' },
          timeZone: zone,
          existing: [],
          now,
        }),
      ),
    ).toEqual(['end-before-start']);
  });

  it('gives closures the exception checks accept, on a day plan too', () => {
    const closures = seasonClosures({
      season: { first: '2026-09-01', last: '2026-12-31' },
      timeZone: 'Europe/Lisbon',
      existing: [],
      now,
    });
    const accepted: { start: Date; end: Date }[] = [];
    for (const exception of closures) {
      validateException({ exception, plan: dayPlan, existing: accepted, now });
      accepted.push(exception);
    }
    expect(accepted).toHaveLength(2);
  });
});

describe('exceptionEffect', () => {
  const zone = 'Atlantic/Madeira';
  // Fridays: 09:00–12:00 and 12:00–15:00; Saturdays: 14:00–16:00 closed (0 seats); nothing else.
  const plan: AvailabilityPlan = {
    type: 'availability-plan/time',
    timezone: zone,
    entries: [
      { dayOfWeek: 'fri', startTime: '09:00', endTime: '12:00', seats: 8 },
      { dayOfWeek: 'fri', startTime: '12:00', endTime: '15:00', seats: 8 },
      { dayOfWeek: 'sat', startTime: '14:00', endTime: '16:00', seats: 0 },
    ],
  };
  const at = (date: string, time: string) => instantOfLocalTime(date, time, zone);
  const exception = (date: string, from: string, to: string, seats: number, toDate = date) => ({
    start: at(date, from),
    end: at(toDate, to),
    seats,
  });
  const local = (list: { start: Date; end: Date }[]) =>
    list.map((d) => `${localTimeOf(d.start, zone)}–${localTimeOf(d.end, zone)}`);
  const friday = '2026-06-12';
  const saturday = '2026-06-13';

  it.each([
    [
      'an extra or changed departure over the day’s departures changes their seats and adds none',
      exception(friday, '10:00', '13:00', 5),
      ['09:00–12:00', '12:00–15:00'],
      [],
    ],
    [
      'one touching a single departure changes only that one',
      exception(friday, '11:00', '12:00', 5),
      ['09:00–12:00'],
      [],
    ],
    [
      'one on the same day that overlaps none of its departures adds its own',
      exception(friday, '16:00', '18:00', 5),
      [],
      ['16:00–18:00'],
    ],
    [
      'one on a day without departures adds its own',
      exception('2026-06-11', '10:00', '13:00', 5),
      [],
      ['10:00–13:00'],
    ],
    [
      'one over a closed entry opens that entry, with its own times',
      exception(saturday, '15:00', '17:00', 5),
      ['14:00–16:00'],
      [],
    ],
    [
      'a whole-day one changes the departures of a day that has them and adds a day where there are none',
      exception('2026-06-11', '00:00', '24:00', 4, friday),
      ['09:00–12:00', '12:00–15:00'],
      ['00:00–00:00'],
    ],
    [
      'a closure closes what it touches',
      exception(friday, '11:30', '12:30', 0),
      ['09:00–12:00', '12:00–15:00'],
      [],
    ],
  ])('%s', (_, e, changed, added) => {
    const effect = exceptionEffect(plan, e);
    expect(local(effect.changed)).toEqual(changed);
    expect(local(effect.added)).toEqual(added);
    // What it says is what the departures become.
    const range = { start: at('2026-06-11', '00:00'), end: at('2026-06-14', '00:00') };
    const withIt = computeDepartures({ plan, exceptions: [e], range });
    const without = computeDepartures({ plan, range });
    const touched = [...effect.changed, ...effect.added].map((d) => d.start.getTime());
    expect(withIt.filter((d) => touched.includes(d.start.getTime())).map((d) => d.seats)).toEqual(
      e.seats > 0 ? touched.map(() => e.seats) : [],
    );
    expect(withIt.filter((d) => !touched.includes(d.start.getTime()))).toEqual(
      without.filter((d) => !touched.includes(d.start.getTime())),
    );
  });
});
