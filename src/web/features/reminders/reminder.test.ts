import { describe, expect, it } from 'vitest';
import { reminderFor } from './reminder';

const user = (over: Partial<Parameters<typeof reminderFor>[0] & object> = {}) => ({
  emailVerified: true,
  hasListings: false,
  hasOrders: false,
  isStripeConnected: false,
  ...over,
});

describe('reminderFor (spec 001 §2)', () => {
  it.each([
    ['visitor', null, '/', null],
    ['no listings, no orders, unverified', user({ emailVerified: false }), '/', null],
    ['listings, unverified', user({ hasListings: true, emailVerified: false }), '/', 'email'],
    ['orders, unverified', user({ hasOrders: true, emailVerified: false }), '/s', 'email'],
    [
      'listings, unverified, no payout account: email first',
      user({ hasListings: true, emailVerified: false }),
      '/listings',
      'email',
    ],
    ['listings, verified, no payout account', user({ hasListings: true }), '/listings', 'payout'],
    [
      'listings, verified, payout account',
      user({ hasListings: true, isStripeConnected: true }),
      '/',
      null,
    ],
    ['orders only, verified, no payout account', user({ hasOrders: true }), '/', null],
  ] as const)('%s → %s', (_, who, path, expected) => {
    expect(reminderFor(who, path)).toBe(expected);
  });

  it.each([
    '/login',
    '/signup',
    '/signup-affiliate',
    '/confirm',
    '/recover-password',
    '/reset-password',
    '/verify-email',
    '/account/contact-details',
    '/account/payments',
    '/account/payments/success',
    '/l/a-tour/0f0c8e44-0000-4000-8000-0000000000aa/draft/policies/success',
  ])('is quiet on %s', (path) => {
    expect(reminderFor(user({ hasListings: true, emailVerified: false }), path)).toBeNull();
    expect(reminderFor(user({ hasListings: true }), path)).toBeNull();
  });

  it('reminds on other account pages and the editor', () => {
    const operator = user({ hasListings: true });
    expect(reminderFor(operator, '/account/quick-replies')).toBe('payout');
    expect(
      reminderFor(operator, '/l/a-tour/0f0c8e44-0000-4000-8000-0000000000aa/edit/pricing'),
    ).toBe('payout');
  });
});
