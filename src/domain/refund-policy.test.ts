import { describe, expect, it } from 'vitest';
import {
  customerCancelTransition,
  fullRefundUntil,
  isMovedByOperator,
  refundAmount,
} from './refund-policy';

const start = new Date('2026-07-10T09:00:00Z');
const before = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

describe('refund policy', () => {
  it.each<
    [
      string,
      Date,
      'flexible-24h' | 'non-refundable',
      'cancel-by-customer' | 'cancel-by-customer-no-refund',
    ]
  >([
    ['a week before', before(24 * 7), 'flexible-24h', 'cancel-by-customer'],
    ['exactly 24 hours before', before(24), 'flexible-24h', 'cancel-by-customer'],
    [
      'a second under 24 hours',
      new Date(before(24).getTime() + 1000),
      'flexible-24h',
      'cancel-by-customer-no-refund',
    ],
    ['an hour before', before(1), 'flexible-24h', 'cancel-by-customer-no-refund'],
    ['after the start', before(-1), 'flexible-24h', 'cancel-by-customer-no-refund'],
    [
      'a week before, non-refundable listing',
      before(24 * 7),
      'non-refundable',
      'cancel-by-customer-no-refund',
    ],
  ])('a customer cancelling %s: %s', (_label, now, policy, transition) => {
    expect(customerCancelTransition({ bookingStart: start, now, policy })).toBe(transition);
  });

  it('a booking the operator moved is refunded in full until it starts, whatever the policy', () => {
    for (const policy of ['flexible-24h', 'non-refundable'] as const) {
      for (const now of [before(24 * 7), before(2)]) {
        expect(
          customerCancelTransition({ bookingStart: start, now, policy, isMovedByOperator: true }),
        ).toBe('cancel-by-customer');
      }
      expect(
        customerCancelTransition({
          bookingStart: start,
          now: before(-1),
          policy,
          isMovedByOperator: true,
        }),
      ).toBe('cancel-by-customer-no-refund');
    }
  });

  it('a booking is moved by the operator once its history has a reschedule', () => {
    const requested = [{ transition: 'request-payment' }, { transition: 'confirm-payment' }];
    expect(isMovedByOperator(requested)).toBe(false);
    expect(isMovedByOperator([...requested, { transition: 'accept' }])).toBe(false);
    expect(isMovedByOperator([...requested, { transition: 'update-preauthorized-booking' }])).toBe(
      true,
    );
    expect(
      isMovedByOperator([
        ...requested,
        { transition: 'accept' },
        { transition: 'update-accepted-booking' },
      ]),
    ).toBe(true);
  });

  it('refunds the whole payin, or nothing', () => {
    expect(refundAmount('cancel-by-customer', 12_345)).toBe(12_345);
    expect(refundAmount('cancel', 12_345)).toBe(12_345);
    expect(refundAmount('cancel-by-customer-no-refund', 12_345)).toBe(0);
  });

  it('full refunds end 24 hours before the start', () => {
    expect(fullRefundUntil(start).toISOString()).toBe('2026-07-09T09:00:00.000Z');
  });
});
