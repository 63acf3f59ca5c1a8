import { describe, expect, it } from 'vitest';
import {
  ageRangeOf,
  availabilityStatusOf,
  isLocalDate,
  localDateTimeWithOffset,
  netOf,
  nextTestModeStatus,
  testModeStatusOf,
  octoStatusOf,
  octoUnitsOf,
  parseAvailabilityId,
  quantitiesOfUnits,
  requestedCapabilities,
  unitIdsOf,
} from './octo';
import { isBeforeResellerCutoff, isMovedByOperator } from './refund-policy';
import type { BookingState } from './booking-process';

describe('OCTO statuses', () => {
  const cases: [BookingState, Date | null, string][] = [
    ['pending-payment', null, 'ON_HOLD'],
    ['payment-expired', null, 'EXPIRED'],
    ['preauthorized', null, 'PENDING'],
    ['declined', null, 'REJECTED'],
    ['accepted', null, 'CONFIRMED'],
    ['accepted', new Date('2026-06-01T09:00:00Z'), 'REDEEMED'],
    ['delivered', null, 'CONFIRMED'],
    ['delivered', new Date('2026-06-01T09:00:00Z'), 'REDEEMED'],
    ['canceled', null, 'CANCELLED'],
  ];
  it.each(cases)('%s (checked in %s) is %s', (state, checkedInAt, status) => {
    expect(octoStatusOf(state, checkedInAt)).toBe(status);
  });
  it('a hold past its expiry is EXPIRED before the timer releases it', () => {
    const expiresAt = new Date('2026-06-01T09:10:00Z');
    const at = (iso: string) => ({ expiresAt, now: new Date(iso) });
    expect(octoStatusOf('pending-payment', null, at('2026-06-01T09:09:59Z'))).toBe('ON_HOLD');
    expect(octoStatusOf('pending-payment', null, at('2026-06-01T09:10:00Z'))).toBe('EXPIRED');
    expect(octoStatusOf('pending-payment', null, { expiresAt: null, now: expiresAt })).toBe(
      'ON_HOLD',
    );
  });
});

describe('availability', () => {
  const statuses: [number, number, string][] = [
    [10, 10, 'AVAILABLE'],
    [2, 10, 'LIMITED'],
    [2, 8, 'LIMITED'],
    [3, 8, 'AVAILABLE'],
    [0, 10, 'SOLD_OUT'],
    [0, 0, 'CLOSED'],
  ];
  it.each(statuses)('%i free of %i is %s', (free, capacity, status) => {
    expect(availabilityStatusOf(free, capacity)).toBe(status);
  });

  const ids: [Date, 'Atlantic/Madeira' | 'Europe/Lisbon', string][] = [
    [new Date('2026-07-01T08:00:00Z'), 'Atlantic/Madeira', '2026-07-01T09:00:00+01:00'],
    [new Date('2026-01-15T09:30:00Z'), 'Europe/Lisbon', '2026-01-15T09:30:00+00:00'],
    [new Date('2026-03-29T00:30:00Z'), 'Europe/Lisbon', '2026-03-29T00:30:00+00:00'],
    [new Date('2026-03-29T01:30:00Z'), 'Europe/Lisbon', '2026-03-29T02:30:00+01:00'],
  ];
  it.each(ids)('%s in %s is %s, and back', (instant, zone, id) => {
    expect(localDateTimeWithOffset(instant, zone)).toBe(id);
    expect(parseAvailabilityId(id)?.toISOString()).toBe(instant.toISOString());
  });

  const bad = [
    '2026-07-01T09:00:00',
    '2026-07-01T09:00:00Z',
    '2026-07-01',
    '2026-02-30T09:00:00+01:00',
    '2026-07-01T25:00:00+01:00',
    'tomorrow',
    '',
  ];
  it.each(bad)('refuses %j as an availability id (no offset or not a time)', (id) => {
    expect(parseAvailabilityId(id)).toBeNull();
  });

  const dates: [string, boolean][] = [
    ['2026-07-01', true],
    ['2026-02-29', false],
    ['2026-7-1', false],
    ['2026-07-01T00:00:00+01:00', false],
  ];
  it.each(dates)('%s is a local date: %s', (value, expected) => {
    expect(isLocalDate(value)).toBe(expected);
  });
});

describe('units', () => {
  it('offers the priced categories with their age groups; children and infants come with an adult', () => {
    const units = octoUnitsOf({
      unitType: 'adult',
      discountPercent: 10,
      prices: {
        adult: 4500,
        child: { amount: 2000, ageGroup: '4-11' },
        infant: { amount: 0, ageGroup: '0-3' },
      },
    });
    expect(units).toEqual([
      {
        id: 'adult',
        type: 'ADULT',
        minAge: 12,
        maxAge: 99,
        paxCount: 1,
        accompaniedBy: [],
        original: 4500,
        retail: 4050,
      },
      {
        id: 'child',
        type: 'CHILD',
        minAge: 4,
        maxAge: 11,
        paxCount: 1,
        accompaniedBy: ['adult'],
        original: 2000,
        retail: 1800,
      },
      {
        id: 'infant',
        type: 'INFANT',
        minAge: 0,
        maxAge: 3,
        paxCount: 1,
        accompaniedBy: ['adult'],
        original: 0,
        retail: 0,
      },
    ]);
  });

  const offered: [Parameters<typeof octoUnitsOf>[0], string[]][] = [
    [{ unitType: 'adult', prices: { adult: 4500 } }, ['adult']],
    [{ unitType: 'person', prices: { adult: 4500 } }, ['adult', 'child']],
    [{ unitType: 'group', prices: { adult: 30000 } }, ['adult', 'child', 'infant']],
    [{ unitType: 'adult' }, []],
  ];
  it.each(offered)('a listing priced %j offers %j', (data, ids) => {
    expect(octoUnitsOf(data).map((unit) => unit.id)).toEqual(ids);
  });

  const ages: [string | undefined, { min: number; max: number } | null][] = [
    ['4-11', { min: 4, max: 11 }],
    ['0 – 3', { min: 0, max: 3 }],
    ['65+', { min: 65, max: 99 }],
    ['children', null],
    [undefined, null],
  ];
  it.each(ages)('age group %j is %j', (group, range) => {
    expect(ageRangeOf(group)).toEqual(range);
  });

  it('counts a party from unit items, refusing a unit the listing does not offer', () => {
    expect(quantitiesOfUnits(['adult', 'child', 'adult'], ['adult', 'child'])).toEqual({
      quantities: { adults: 2, children: 1, infants: 0 },
    });
    expect(quantitiesOfUnits(['adult', 'infant'], ['adult', 'child'])).toEqual({
      invalidUnitId: 'infant',
    });
    expect(quantitiesOfUnits(['senior'], ['adult'])).toEqual({ invalidUnitId: 'senior' });
    expect(
      unitIdsOf([
        { id: 'adult', quantity: 2 },
        { id: 'child', quantity: 1 },
      ]),
    ).toEqual(['adult', 'adult', 'child']);
  });
});

describe('money and policy', () => {
  const nets: [number, number, number][] = [
    [9000, 20, 7200],
    [4050, 15, 3442],
    [0, 20, 0],
    [1005, 10, 904],
  ];
  it.each(nets)('net of %i at %i percent commission is %i', (retail, percent, net) => {
    expect(netOf(retail, percent)).toBe(net);
  });

  const start = new Date('2026-06-10T09:00:00Z');
  const cutoffs: [string, boolean, boolean][] = [
    ['2026-06-09T09:00:00Z', false, true],
    ['2026-06-09T09:00:01Z', false, false],
    ['2026-06-09T09:00:01Z', true, true],
    ['2026-06-10T09:00:00Z', true, false],
  ];
  it.each(cutoffs)('at %s (moved by the operator: %s) before the cut-off: %s', (now, moved, ok) => {
    expect(
      isBeforeResellerCutoff({ bookingStart: start, now: new Date(now), isMovedByOperator: moved }),
    ).toBe(ok);
  });

  it('a reseller’s own change of date is not the operator’s move', () => {
    const moves: [{ transition: string; by?: string }[], boolean][] = [
      [[{ transition: 'update-accepted-booking', by: 'provider' }], true],
      [[{ transition: 'update-accepted-booking', by: 'reseller' }], false],
      [[{ transition: 'update-preauthorized-booking' }], true],
      [[{ transition: 'accept', by: 'provider' }], false],
    ];
    for (const [history, moved] of moves) expect(isMovedByOperator(history)).toBe(moved);
  });

  it('keeps only the capabilities offered, whatever else is asked', () => {
    expect(requestedCapabilities('octo/pricing, octo/content,octo/unknown')).toEqual([
      'octo/content',
      'octo/pricing',
    ]);
    expect(requestedCapabilities(undefined)).toEqual([]);
  });
});

describe('test-mode bookings', () => {
  const cases: [
    Parameters<typeof nextTestModeStatus>[0],
    Parameters<typeof nextTestModeStatus>[1],
    boolean,
    boolean,
    string | null,
  ][] = [
    ['ON_HOLD', 'confirm', true, true, 'CONFIRMED'],
    ['ON_HOLD', 'confirm', false, true, 'PENDING'],
    ['CONFIRMED', 'confirm', true, true, 'CONFIRMED'],
    ['EXPIRED', 'confirm', true, true, null],
    ['CANCELLED', 'confirm', true, true, null],
    ['ON_HOLD', 'extend', true, true, 'ON_HOLD'],
    ['CONFIRMED', 'extend', true, true, null],
    ['ON_HOLD', 'cancel', true, false, 'CANCELLED'],
    ['CONFIRMED', 'cancel', true, true, 'CANCELLED'],
    ['CONFIRMED', 'cancel', true, false, null],
    ['CANCELLED', 'cancel', true, false, 'CANCELLED'],
    ['EXPIRED', 'cancel', true, true, null],
    ['CONFIRMED', 'update', true, true, 'CONFIRMED'],
    ['CONFIRMED', 'update', true, false, null],
    ['ON_HOLD', 'update', true, false, 'ON_HOLD'],
  ];
  it.each(cases)(
    '%s --%s (instant %s, before cut-off %s)--> %s',
    (status, action, isInstant, isBeforeCutoff, next) => {
      expect(nextTestModeStatus(status, action, { isInstant, isBeforeCutoff })).toBe(next);
    },
  );

  it('a hold past its expiry has expired', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    expect(testModeStatusOf('ON_HOLD', new Date('2026-06-01T10:00:00Z'), now)).toBe('EXPIRED');
    expect(testModeStatusOf('ON_HOLD', new Date('2026-06-01T10:00:01Z'), now)).toBe('ON_HOLD');
    expect(testModeStatusOf('CONFIRMED', new Date('2026-06-01T09:00:00Z'), now)).toBe('CONFIRMED');
  });
});
