import { describe, expect, it } from 'vitest';
import {
  accountDeletionBlockers,
  assertAccountDeletable,
  type AccountDeletionFacts,
  type DeletionBooking,
} from './account-deletion';
import { AppError } from './errors';

const now = new Date('2026-06-10T12:00:00Z');
const later = new Date('2026-06-12T12:00:00Z');
const earlier = new Date('2026-06-01T12:00:00Z');
const facts = (over: Partial<AccountDeletionFacts> = {}): AccountDeletionFacts => ({
  now,
  bookings: [],
  operatorMoneyOwed: 0,
  affiliate: null,
  ...over,
});
const asCustomer = (state: DeletionBooking['state'], bookingEnd: Date | null = later) => ({
  role: 'customer' as const,
  state,
  bookingEnd,
});
const asProvider = (state: DeletionBooking['state'], bookingEnd: Date | null = later) => ({
  role: 'provider' as const,
  state,
  bookingEnd,
});

describe('accountDeletionBlockers', () => {
  it.each<[string, Partial<AccountDeletionFacts>, ReturnType<typeof accountDeletionBlockers>]>([
    ['nothing open', {}, []],
    [
      'a traveller with an upcoming accepted booking',
      { bookings: [asCustomer('accepted')] },
      [{ code: 'upcoming-booking', role: 'customer', count: 1 }],
    ],
    [
      'a traveller with a request waiting for the operator',
      { bookings: [asCustomer('preauthorized')] },
      [{ code: 'pending-request', role: 'customer', count: 1 }],
    ],
    [
      'a traveller paying right now',
      { bookings: [asCustomer('pending-payment')] },
      [{ code: 'pending-request', role: 'customer', count: 1 }],
    ],
    [
      'an accepted booking whose tour has ended',
      { bookings: [asCustomer('accepted', earlier), asProvider('accepted', now)] },
      [],
    ],
    [
      'an accepted booking without an end is still open',
      { bookings: [asCustomer('accepted', null)] },
      [{ code: 'upcoming-booking', role: 'customer', count: 1 }],
    ],
    [
      'cancelled, declined, expired, completed, reviewed bookings and enquiries',
      {
        bookings: [
          asCustomer('canceled'),
          asCustomer('declined'),
          asCustomer('payment-expired'),
          asCustomer('delivered', earlier),
          asProvider('reviewed', earlier),
          asProvider('reviewed-by-customer', earlier),
          asCustomer('enquiry', null),
        ],
      },
      [],
    ],
    [
      'an operator with upcoming bookings and requests on their listings',
      {
        bookings: [
          asProvider('accepted'),
          asProvider('accepted'),
          asProvider('preauthorized'),
          asCustomer('accepted'),
        ],
      },
      [
        { code: 'upcoming-booking', role: 'customer', count: 1 },
        { code: 'upcoming-booking', role: 'provider', count: 2 },
        { code: 'pending-request', role: 'provider', count: 1 },
      ],
    ],
    [
      'an operator with money still to be paid out',
      { operatorMoneyOwed: 3150 },
      [{ code: 'payout-owed', amount: 3150, currency: 'EUR' }],
    ],
    [
      'an operator whose account owes the platform (negative) is not held',
      { operatorMoneyOwed: -500 },
      [],
    ],
    [
      'an affiliate with a balance the month-end run will pay',
      { affiliate: { balance: 2000, unpaidPayouts: 0 } },
      [{ code: 'affiliate-commission-owed', amount: 2000, currency: 'EUR' }],
    ],
    [
      'an affiliate with a payout not yet paid',
      { affiliate: { balance: 300, unpaidPayouts: 2500 } },
      [{ code: 'affiliate-commission-owed', amount: 2800, currency: 'EUR' }],
    ],
    [
      'an affiliate with a balance below the payout minimum (forfeited)',
      { affiliate: { balance: 1999, unpaidPayouts: 0 } },
      [],
    ],
  ])('%s', (_, over, expected) => {
    expect(accountDeletionBlockers(facts(over))).toEqual(expected);
  });
});

describe('assertAccountDeletable', () => {
  it('passes when nothing blocks', () => {
    expect(() => assertAccountDeletable(facts())).not.toThrow();
  });
  it('throws account-deletion-blocked with the blockers as details', () => {
    const error = (() => {
      try {
        assertAccountDeletable(facts({ bookings: [asCustomer('accepted')] }));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'account-deletion-blocked',
      details: [{ code: 'upcoming-booking', role: 'customer', count: 1 }],
    });
  });
});
