import type { CurrentUser } from '../../../contracts/accounts';
import { matchRoute, type RouteName } from '../../../contracts/routes';

export type MissingItem = 'email' | 'payout';

// Where no reminder shows: the pages that sign in, verify or fix what the reminder asks for, and the
// checkout, where a traveller is paying.
const quietPages = new Set<RouteName>([
  'CheckoutPage',
  'LoginPage',
  'SignupPage',
  'AffiliateSignupPage',
  'ConfirmPage',
  'PasswordRecoveryPage',
  'PasswordResetPage',
  'EmailVerificationPage',
  'ContactDetailsPage',
  'StripePayoutPage',
  'StripePayoutOnboardingPage',
  'EditListingStripeOnboardingPage',
]);

/**
 * The reminder due on this page (spec 001 §2): users with listings or orders and an unverified email
 * are reminded to verify it; otherwise users with listings and no payout account to add payout details.
 */
export function reminderFor(
  user: Pick<
    CurrentUser,
    'emailVerified' | 'hasListings' | 'hasOrders' | 'isStripeConnected'
  > | null,
  pathname: string,
): MissingItem | null {
  if (!user) return null;
  const route = matchRoute(pathname);
  if (route && quietPages.has(route.name as RouteName)) return null;
  if ((user.hasListings || user.hasOrders) && !user.emailVerified) return 'email';
  if (user.hasListings && !user.isStripeConnected) return 'payout';
  return null;
}

/** A day as the browser's calendar has it (YYYY-MM-DD): a dismissed reminder stays away for the day. */
export const localDay = (at: Date): string =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/** The storage key of the day a reminder was last dismissed. */
export const dismissedKey = (item: MissingItem) => `reminderDismissed.${item}`;
