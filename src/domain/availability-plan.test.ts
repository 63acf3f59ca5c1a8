import { describe, expect, it } from 'vitest';
import { maxPlanEntries, parsePlanTime, showValue, validatePlan } from './availability-plan';
import { AppError } from './errors';

const detailsOf = (input: unknown) => {
  try {
    validatePlan(input);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, details: error.details ?? [] };
    throw error;
  }
  throw new Error('expected the plan to be refused');
};
const time = (entries: unknown[], timezone: unknown = 'Atlantic/Madeira') => ({
  type: 'availability-plan/time',
  timezone,
  entries,
});

describe('parsePlanTime', () => {
  it.each([
    ['00:00', 'start', 0],
    ['00:00', 'end', 1440],
    ['24:00', 'end', 1440],
    ['24:00', 'start', null],
    ['09:30', 'start', 570],
    ['09:15', 'start', null],
    ['9:30', 'start', null],
    ['25:00', 'end', null],
    [930, 'start', null],
  ] as const)('%s as %s is %s', (value, role, expected) => {
    expect(parsePlanTime(value, role)).toBe(expected);
  });
});

describe('validatePlan', () => {
  it('accepts time plans with several entries a day and touching entries, and returns a clean copy', () => {
    const plan = validatePlan({
      ...time([
        { dayOfWeek: 'mon', seats: 8, startTime: '09:00', endTime: '12:00', colour: 'red' },
        { dayOfWeek: 'mon', seats: 8, startTime: '12:00', endTime: '00:00' },
        { dayOfWeek: 'tue', seats: 0, startTime: '00:00', endTime: '24:00' },
      ]),
      note: 'extra keys are dropped',
    });
    expect(plan).toEqual(
      time([
        { dayOfWeek: 'mon', seats: 8, startTime: '09:00', endTime: '12:00' },
        { dayOfWeek: 'mon', seats: 8, startTime: '12:00', endTime: '00:00' },
        { dayOfWeek: 'tue', seats: 0, startTime: '00:00', endTime: '24:00' },
      ]),
    );
  });

  it('accepts day plans and drops their times', () => {
    expect(
      validatePlan({
        type: 'availability-plan/day',
        timezone: 'Europe/Lisbon',
        entries: [{ dayOfWeek: 'sat', seats: 4, startTime: '10:00', endTime: '11:00' }],
      }),
    ).toEqual({
      type: 'availability-plan/day',
      timezone: 'Europe/Lisbon',
      entries: [{ dayOfWeek: 'sat', seats: 4 }],
    });
  });

  it.each([
    [
      'end before start',
      time([{ dayOfWeek: 'mon', seats: 1, startTime: '12:00', endTime: '09:00' }]),
      [['entries.0.endTime', 'end-before-start']],
    ],
    [
      'end equal to start',
      time([{ dayOfWeek: 'mon', seats: 1, startTime: '12:00', endTime: '12:00' }]),
      [['entries.0.endTime', 'end-before-start']],
    ],
    [
      'overlapping entries (one containing two others)',
      time([
        { dayOfWeek: 'fri', seats: 1, startTime: '08:00', endTime: '18:00' },
        { dayOfWeek: 'fri', seats: 1, startTime: '09:00', endTime: '10:00' },
        { dayOfWeek: 'fri', seats: 1, startTime: '12:00', endTime: '13:00' },
      ]),
      [
        ['entries.1', 'overlapping-entries'],
        ['entries.2', 'overlapping-entries'],
      ],
    ],
    [
      'negative seats',
      time([{ dayOfWeek: 'mon', seats: -2, startTime: '09:00', endTime: '10:00' }]),
      [['entries.0.seats', 'negative-seats']],
    ],
    [
      'fractional seats',
      time([{ dayOfWeek: 'mon', seats: 1.5, startTime: '09:00', endTime: '10:00' }]),
      [['entries.0.seats', 'invalid-seats']],
    ],
    [
      'too many seats',
      time([{ dayOfWeek: 'mon', seats: 501, startTime: '09:00', endTime: '10:00' }]),
      [['entries.0.seats', 'too-many-seats']],
    ],
    [
      'an unknown weekday',
      time([{ dayOfWeek: 'monday', seats: 1, startTime: '09:00', endTime: '10:00' }]),
      [['entries.0.dayOfWeek', 'unknown-weekday']],
    ],
    ['an unknown time zone', time([], 'Europe/Madrid'), [['timezone', 'unknown-time-zone']]],
    [
      'the Azores (not a listing time zone)',
      time([], 'Atlantic/Azores'),
      [['timezone', 'unknown-time-zone']],
    ],
    [
      'a time off the half hour',
      time([{ dayOfWeek: 'mon', seats: 1, startTime: '09:15', endTime: '10:00' }]),
      [['entries.0.startTime', 'not-on-half-hour']],
    ],
    [
      'a malformed time',
      time([{ dayOfWeek: 'mon', seats: 1, startTime: '9am', endTime: '10:00' }]),
      [['entries.0.startTime', 'invalid-time']],
    ],
    [
      'a missing time on a time plan',
      time([{ dayOfWeek: 'mon', seats: 1, startTime: '09:00' }]),
      [['entries.0.endTime', 'missing-time']],
    ],
    [
      'two entries for one day on a day plan',
      {
        type: 'availability-plan/day',
        timezone: 'Europe/Lisbon',
        entries: [
          { dayOfWeek: 'sun', seats: 1 },
          { dayOfWeek: 'sun', seats: 2 },
        ],
      },
      [['entries.1', 'overlapping-entries']],
    ],
    [
      'an unknown plan type',
      { type: 'availability-plan/hour', timezone: 'Europe/Lisbon', entries: [] },
      [['type', 'unknown-plan-type']],
    ],
    [
      'entries that are not a list',
      { type: 'availability-plan/day', timezone: 'Europe/Lisbon', entries: 'mon' },
      [['entries', 'not-an-array']],
    ],
    [
      'too many entries',
      time(
        Array.from({ length: maxPlanEntries + 1 }, () => ({
          dayOfWeek: 'mon',
          seats: 1,
          startTime: '09:00',
          endTime: '10:00',
        })),
      ),
      [['entries', 'too-many-entries']],
    ],
    ['not an object', null, [['', 'not-an-object']]],
  ])('refuses %s, naming each problem', (_name, input, expected) => {
    const { code, details } = detailsOf(input);
    expect(code).toBe('validation-invalid-value');
    expect(details.map((d) => [d.path, d.code])).toEqual(expected);
    for (const detail of details) expect(detail.message).toEqual(expect.any(String));
  });

  it('collects every problem of a plan at once', () => {
    const { details } = detailsOf(
      time(
        [
          { dayOfWeek: 'xyz', seats: -1, startTime: '09:00', endTime: '10:00' },
          { dayOfWeek: 'mon', seats: 1, startTime: '11:00', endTime: '10:00' },
        ],
        'UTC',
      ),
    );
    expect(details.map((d) => d.code).sort()).toEqual([
      'end-before-start',
      'negative-seats',
      'unknown-time-zone',
      'unknown-weekday',
    ]);
  });
});

describe('showValue', () => {
  it.each([
    ['mon', 'mon'],
    [3, '3'],
    [null, 'null'],
    [undefined, 'undefined'],
    [{ toString: 1 }, '{"toString":1}'],
    [['x'], '["x"]'],
    ['x'.repeat(100), `${'x'.repeat(39)}…`],
  ])('shows %j as %s without calling its methods', (value, shown) => {
    expect(showValue(value)).toBe(shown);
  });
});
