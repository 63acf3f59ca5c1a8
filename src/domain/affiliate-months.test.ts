import { describe, expect, it } from 'vitest';
import { addMonths, formatDashboardDate } from './affiliates';
import { currentTierWindow, monthOf, monthRange, tierWindow } from './affiliate-months';

describe('months', () => {
  it('are Portuguese calendar months', () => {
    // 23:30 UTC on 31 July is 00:30 on 1 August in Lisbon (summer time).
    expect(monthOf(new Date('2026-07-31T23:30:00Z'))).toBe('2026-08');
    expect(monthOf(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12'); // winter: UTC
    expect(monthRange('2026-08')).toEqual({
      start: new Date('2026-07-31T23:00:00Z'),
      end: new Date('2026-08-31T23:00:00Z'),
      firstDate: '2026-08-01',
      lastDate: '2026-08-31',
    });
    expect(monthRange('2028-02').lastDate).toBe('2028-02-29');
  });

  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-03', -3, '2025-12'],
    ['2026-05', -12, '2025-05'],
  ] as const)('%s + %i = %s', (month, n, expected) => {
    expect(addMonths(month, n)).toBe(expected);
  });

  it.each([
    {
      month: '2026-12',
      joined: '2025-01-10T10:00:00Z',
      expected: ['2026-09', '2026-10', '2026-11'],
    },
    { month: '2026-12', joined: '2026-10-31T23:59:00Z', expected: ['2026-10', '2026-11'] },
    { month: '2026-12', joined: '2026-11-30T10:00:00Z', expected: ['2026-11'] },
    { month: '2026-12', joined: '2026-12-01T10:00:00Z', expected: [] },
  ])('the tier for $month of an affiliate who joined $joined', ({ month, joined, expected }) => {
    expect(tierWindow(month, new Date(joined))).toEqual(expected);
  });

  it('the dashboard counts this month and the two before', () => {
    expect(
      currentTierWindow(new Date('2026-11-23T12:00:00Z'), new Date('2020-01-01T00:00:00Z')),
    ).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(
      currentTierWindow(new Date('2026-11-23T12:00:00Z'), new Date('2026-11-02T00:00:00Z')),
    ).toEqual(['2026-11']);
  });

  it('formats dates DD-MM-YYYY', () => {
    expect(formatDashboardDate('2026-11-01')).toBe('01-11-2026');
    expect(() => formatDashboardDate('2026-02-30')).toThrow(RangeError);
  });
});
