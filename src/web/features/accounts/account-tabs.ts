import { userTypes, type UserType } from '../../../domain/accounts';

export type AccountTab = { id: string; labelId: string; path: string; isSelected: boolean };

type TabDef = Omit<AccountTab, 'isSelected'> & { matches?: (pathname: string) => boolean };

const pick = (defs: TabDef[], pathname: string): AccountTab[] => {
  const path = pathname.replace(/\/$/, '') || '/';
  const index = defs.findIndex((d) => (d.matches ? d.matches(path) : d.path === path));
  // Exactly one tab is selected (spec 001 §2); an unknown page selects the first.
  return defs.map(({ matches: _, ...tab }, i) => ({
    ...tab,
    isSelected: i === Math.max(index, 0),
  }));
};

/**
 * The account's top tabs (spec 001 §2): profile settings and account settings for everyone;
 * operators get their listings first, affiliates their dashboard first.
 */
export function userNavTabs(type: UserType, pathname: string): AccountTab[] {
  const first: TabDef[] =
    type === userTypes.operator
      ? [{ id: 'listings', labelId: 'accounts.tabs.listings', path: '/listings' }]
      : type === userTypes.affiliate
        ? [{ id: 'dashboard', labelId: 'accounts.tabs.dashboard', path: '/affiliate-dashboard' }]
        : [];
  return pick(
    [
      ...first,
      {
        id: 'profile-settings',
        labelId: 'accounts.tabs.profileSettings',
        path: '/profile-settings',
      },
      {
        id: 'account-settings',
        labelId: 'accounts.tabs.accountSettings',
        path: '/account/contact-details',
        matches: (p) => p === '/account' || p.startsWith('/account/'),
      },
    ],
    pathname,
  );
}

/**
 * The account settings side tabs (spec 001 §2): contact details and password for all; payment
 * methods for customers; payments and quick replies for operators; payments for affiliates.
 */
export function accountSettingsTabs(type: UserType, pathname: string): AccountTab[] {
  const byType: TabDef[] =
    type === userTypes.operator
      ? [
          {
            id: 'payments',
            labelId: 'accounts.tabs.payments',
            path: '/account/payments',
            matches: (p) => p === '/account/payments' || p.startsWith('/account/payments/'),
          },
          {
            id: 'quick-replies',
            labelId: 'accounts.tabs.quickReplies',
            path: '/account/quick-replies',
          },
        ]
      : type === userTypes.affiliate
        ? [
            {
              id: 'payments',
              labelId: 'accounts.tabs.payments',
              path: '/account/affiliate-payouts',
              // Its payout details form is the operators' page.
              matches: (p) =>
                p === '/account/affiliate-payouts' ||
                p === '/account/payments' ||
                p.startsWith('/account/payments/'),
            },
          ]
        : [
            {
              id: 'payment-methods',
              labelId: 'accounts.tabs.paymentMethods',
              path: '/account/payment-methods',
            },
          ];
  return pick(
    [
      {
        id: 'contact-details',
        labelId: 'accounts.tabs.contactDetails',
        path: '/account/contact-details',
      },
      { id: 'password', labelId: 'accounts.tabs.password', path: '/account/change-password' },
      ...byType,
    ],
    pathname,
  );
}
