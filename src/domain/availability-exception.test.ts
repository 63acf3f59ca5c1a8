import { describe, expect, it } from 'vitest';
import { exceptionWindow, validateException } from './availability-exception';
import { AppError } from './errors';

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
