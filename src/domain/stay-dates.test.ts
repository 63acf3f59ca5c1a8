import { describe, expect, it } from 'vitest';
import { minimumNightsOf, stayBetween, stayOfPickedDates, type StayUnit } from './stay-dates';

// The window as bookableWindow gives it on a fixed day: today 2026-06-01, 90 days to 2026-08-29.
const window = { firstDate: '2026-06-01', lastDate: '2026-08-29' };

describe('a date range of day or night units (spec 000 §5)', () => {
  it('has minimum nights 0 for night-based units, else 1', () => {
    expect(minimumNightsOf('night')).toBe(0);
    expect(minimumNightsOf('day')).toBe(1);
  });

  it.each<[string, StayUnit, string, string, { endDate: string; units: number; dates: string[] }]>([
    [
      'three nights: the last night picked, the booking ends on the checkout day',
      'night',
      '2026-06-10',
      '2026-06-12',
      { endDate: '2026-06-13', units: 3, dates: ['2026-06-10', '2026-06-11', '2026-06-12'] },
    ],
    [
      'one night: the same date picked twice (minimum nights 0)',
      'night',
      '2026-06-10',
      '2026-06-10',
      { endDate: '2026-06-11', units: 1, dates: ['2026-06-10'] },
    ],
    [
      'two days: start day to return day, the return day not booked',
      'day',
      '2026-06-10',
      '2026-06-12',
      { endDate: '2026-06-12', units: 2, dates: ['2026-06-10', '2026-06-11'] },
    ],
    [
      'a night range over the end of a month',
      'night',
      '2026-06-30',
      '2026-07-01',
      { endDate: '2026-07-02', units: 2, dates: ['2026-06-30', '2026-07-01'] },
    ],
    [
      'the last night of the window, checking out the day after it',
      'night',
      '2026-08-29',
      '2026-08-29',
      { endDate: '2026-08-30', units: 1, dates: ['2026-08-29'] },
    ],
    [
      'days up to the window’s last date, returned the day after',
      'day',
      '2026-08-28',
      '2026-08-30',
      { endDate: '2026-08-30', units: 2, dates: ['2026-08-28', '2026-08-29'] },
    ],
  ])('%s', (_, unitType, startDate, endDate, expected) => {
    const result = stayOfPickedDates({ unitType, startDate, endDate, window });
    expect(result).toEqual({
      stay: {
        firstDate: startDate,
        endDate: expected.endDate,
        lastDate: expected.dates.at(-1),
        units: expected.units,
        dates: expected.dates,
      },
    });
  });

  it.each<[string, StayUnit, string, string, string]>([
    ['zero nights for a day unit', 'day', '2026-06-10', '2026-06-10', 'minimum-nights'],
    ['an end before the start (nights)', 'night', '2026-06-10', '2026-06-09', 'end-before-start'],
    ['an end before the start (days)', 'day', '2026-06-10', '2026-06-08', 'end-before-start'],
    ['a start before today', 'night', '2026-05-31', '2026-06-02', 'outside-bookable-window'],
    [
      'a last night after the window',
      'night',
      '2026-08-28',
      '2026-08-30',
      'outside-bookable-window',
    ],
    ['a start after the window', 'day', '2026-09-01', '2026-09-03', 'outside-bookable-window'],
    ['a day booked after the window', 'day', '2026-08-29', '2026-08-31', 'outside-bookable-window'],
    ['a date that does not exist', 'night', '2026-02-30', '2026-03-02', 'invalid-date'],
    ['not a date', 'day', 'tomorrow', '2026-06-12', 'invalid-date'],
  ])('refuses %s', (_, unitType, startDate, endDate, problem) => {
    expect(stayOfPickedDates({ unitType, startDate, endDate, window })).toEqual({ problem });
  });

  it('reads the server’s range (first booked date, end date not booked) by the same rules', () => {
    expect(stayBetween('2026-06-10', '2026-06-13', window)).toMatchObject({
      stay: { units: 3, lastDate: '2026-06-12' },
    });
    expect(stayBetween('2026-06-10', '2026-06-10', window)).toEqual({ problem: 'minimum-nights' });
    expect(stayBetween('2026-06-10', '2026-06-09', window)).toEqual({
      problem: 'end-before-start',
    });
    expect(stayBetween('2026-08-29', '2026-08-31', window)).toEqual({
      problem: 'outside-bookable-window',
    });
    expect(stayBetween('2026-06-01', '2027-06-03', { ...window, lastDate: '2027-12-31' })).toEqual({
      problem: 'too-long',
    });
  });
});
