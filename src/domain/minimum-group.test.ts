import { describe, expect, it } from 'vitest';
import type { BookingState } from './booking-process';
import {
  canConfirmDeparture,
  decideDeparture,
  decisionTimeOf,
  lateBookingRefusal,
  minimumGroupOf,
  type DepartureOutcome,
  type MinimumGroup,
} from './minimum-group';

const start = new Date('2026-12-10T09:00:00.000Z');
const minimum: MinimumGroup = { size: 4, decisionHours: 48 };
const b = (state: BookingState, seats: number) => ({ state, seats });

describe('minimum group size', () => {
  it.each<[string, Parameters<typeof minimumGroupOf>[0], MinimumGroup | null]>([
    ['no minimum', {}, null],
    ['a null minimum', { minimumGroupSize: null }, null],
    ['a minimum of one is none', { minimumGroupSize: 1 }, null],
    ['48 hours by default', { minimumGroupSize: 4 }, { size: 4, decisionHours: 48 }],
    [
      'the listing’s hours',
      { minimumGroupSize: 6, minimumDecisionHours: 24 },
      { size: 6, decisionHours: 24 },
    ],
  ])('%s', (_name, data, expected) => {
    expect(minimumGroupOf(data)).toEqual(expected);
  });

  it('is decided the decision hours before the start', () => {
    expect(decisionTimeOf(start, minimum).toISOString()).toBe('2026-12-08T09:00:00.000Z');
  });

  it.each<[string, ReturnType<typeof b>[], boolean, 'goes-ahead' | 'cancelled']>([
    ['no bookings', [], false, 'cancelled'],
    ['three of four', [b('accepted', 2), b('accepted', 1)], false, 'cancelled'],
    ['exactly four', [b('accepted', 2), b('accepted', 2)], false, 'goes-ahead'],
    ['more than four', [b('accepted', 5)], false, 'goes-ahead'],
    [
      'pending bookings count',
      [b('accepted', 2), b('preauthorized', 1), b('pending-payment', 1)],
      false,
      'goes-ahead',
    ],
    [
      'cancelled and declined ones do not',
      [b('accepted', 2), b('canceled', 2), b('declined', 3), b('payment-expired', 1)],
      false,
      'cancelled',
    ],
    ['confirmed by the operator', [b('accepted', 1)], true, 'goes-ahead'],
    ['confirmed with none', [], true, 'goes-ahead'],
  ])('%s', (_name, bookings, isConfirmed, expected) => {
    expect(decideDeparture({ minimum, bookings, isConfirmed })).toBe(expected);
  });

  it.each<[string, string, DepartureOutcome | null, boolean]>([
    ['before the decision time', '2026-12-08T08:59:59.999Z', null, true],
    ['at the decision time', '2026-12-08T09:00:00.000Z', null, false],
    ['already confirmed', '2026-12-07T09:00:00.000Z', 'confirmed', false],
    ['already cancelled', '2026-12-07T09:00:00.000Z', 'cancelled', false],
  ])('the operator confirms %s: %s', (_name, now, outcome, expected) => {
    expect(canConfirmDeparture({ start, minimum, outcome, now: new Date(now) })).toBe(expected);
  });

  it.each<[string, string, DepartureOutcome | null, number, ReturnType<typeof lateBookingRefusal>]>(
    [
      ['before the decision time', '2026-12-08T08:00:00.000Z', null, 1, null],
      ['a cancelled departure', '2026-12-07T08:00:00.000Z', 'cancelled', 6, 'departure-cancelled'],
      ['one going ahead', '2026-12-09T08:00:00.000Z', 'goes-ahead', 1, null],
      ['one confirmed', '2026-12-09T08:00:00.000Z', 'confirmed', 1, null],
      ['undecided after the time, too few', '2026-12-09T08:00:00.000Z', null, 3, 'below-minimum'],
      ['undecided after the time, enough', '2026-12-09T08:00:00.000Z', null, 4, null],
    ],
  )('a booking %s', (_name, now, outcome, seats, expected) => {
    expect(lateBookingRefusal({ start, minimum, outcome, seats, now: new Date(now) })).toBe(
      expected,
    );
  });
});
