import { describe, expect, it } from 'vitest';
import { accountSettingsTabs, userNavTabs } from './account-tabs';

const ids = (tabs: { id: string }[]) => tabs.map((t) => t.id);
const selected = (tabs: { id: string; isSelected: boolean }[]) =>
  tabs.filter((t) => t.isSelected).map((t) => t.id);

describe('userNavTabs', () => {
  it.each([
    [1, ['profile-settings', 'account-settings']],
    [2, ['listings', 'profile-settings', 'account-settings']],
    [3, ['dashboard', 'profile-settings', 'account-settings']],
  ] as const)('type %i has %j', (type, expected) => {
    expect(ids(userNavTabs(type, '/profile-settings'))).toEqual(expected);
  });

  it.each([
    ['/profile-settings', 'profile-settings'],
    ['/account/contact-details', 'account-settings'],
    ['/account/change-password/', 'account-settings'],
    ['/account/payments/success', 'account-settings'],
    ['/listings', 'listings'],
  ])('on %s exactly %s is selected', (path, expected) => {
    expect(selected(userNavTabs(2, path))).toEqual([expected]);
  });
});

describe('accountSettingsTabs', () => {
  it.each([
    [1, ['contact-details', 'password', 'payment-methods']],
    [2, ['contact-details', 'password', 'payments', 'quick-replies']],
    [3, ['contact-details', 'password', 'payments']],
  ] as const)('type %i has %j', (type, expected) => {
    expect(ids(accountSettingsTabs(type, '/account/contact-details'))).toEqual(expected);
  });

  it('links affiliates to their payouts and operators to their payout account', () => {
    expect(accountSettingsTabs(3, '/x').find((t) => t.id === 'payments')!.path).toBe(
      '/account/affiliate-payouts',
    );
    expect(accountSettingsTabs(2, '/x').find((t) => t.id === 'payments')!.path).toBe(
      '/account/payments',
    );
  });

  it.each([
    [2, '/account/quick-replies', 'quick-replies'],
    [2, '/account/payments/refresh', 'payments'],
    [1, '/account/change-password', 'password'],
    [3, '/account/affiliate-payouts', 'payments'],
    [3, '/account/payments', 'payments'],
    [1, '/account', 'contact-details'],
  ] as const)('type %i on %s selects only %s', (type, path, expected) => {
    expect(selected(accountSettingsTabs(type, path))).toEqual([expected]);
  });
});
