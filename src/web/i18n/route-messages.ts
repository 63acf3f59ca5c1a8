import { matchRoute, type RouteName } from '../../contracts/routes.ts';
import type { MessageBundle } from './locales';

// The booking panel's texts come with it (features/booking/lazy-booking-panel.tsx).
const listing = ['listing.page'] as const satisfies readonly MessageBundle[];
const transaction = [
  'transaction',
  'checkout',
  'payments',
  'booking',
  'talk.listing',
] as const satisfies readonly MessageBundle[];
const affiliatesLanding = [
  'partners',
  'affiliates.tiers',
  'accounts.signup',
] as const satisfies readonly MessageBundle[];
const affiliatesAccount = ['accounts.settings', 'affiliates.dashboard'] as const;
// The map's own texts come with it (features/search/search-map.tsx), the filters' and the empty
// state's with them (features/search/lazy-filters-panel.tsx, pages/search/lazy-empty-state.tsx).
const search = ['search.page'] as const;
// The transaction page's feed names date proposals, whose refusals are the booking's and payments' texts.
const consolePages = ['console.pages', 'booking', 'payments'] as const;

/**
 * The message bundles each route's page shows besides the main catalogue (decision 051): the route
 * wraps its page in them (`app/routes.tsx`), the browser loads them before hydrating (`main.tsx`) or
 * switching language, the server renders with them and names them in the head (`routes/web.ts`), and
 * the bundle budget counts them. `scripts/message-usage.test.ts` checks that every message a page's
 * code names is in the main catalogue or in one of its bundles.
 */
export const routeMessages: Partial<Record<RouteName, readonly MessageBundle[]>> = {
  LandingPage: ['landing'],
  MainPage: ['landing'],
  SearchPage: search,
  SearchFiltersPage: search,
  SearchListingsPage: search,
  SearchMapPage: search,
  LandingPageTO: ['accounts.operators'],
  LandingPageSA: affiliatesLanding,
  Bnbs: affiliatesLanding,
  AboutPage: ['static.about'],
  ContactUsPage: ['static.contact', 'static.faq'],
  FAQPage: ['static.faq', 'affiliates.tiers'],
  TermsOfServicePage: ['static.terms'],
  PrivacyPolicyPage: ['static.privacy'],
  UnderConstructionPage: ['static.underConstruction'],
  NewListingPage: ['editor', 'payouts', 'listing.page'],
  EditListingPage: ['editor', 'payouts', 'listing.page'],
  EditListingStripeOnboardingPage: ['editor', 'payouts', 'listing.page'],
  ListingPage: listing,
  ListingPageVariant: listing,
  // The payment's and the log in's texts come with them (pages/checkout/lazy-checkout-*.tsx).
  CheckoutPage: ['checkout', 'booking'],
  InboxPage: ['transaction', 'booking', 'talk.inbox'],
  OrderDetailsPage: transaction,
  SaleDetailsPage: transaction,
  ManageListingsPage: ['editor', 'manage.listings', 'payouts'],
  LoginPage: ['accounts.login'],
  SignupPage: ['accounts.signup'],
  AffiliateSignupPage: ['accounts.signup'],
  ConfirmPage: ['accounts.signup'],
  PasswordRecoveryPage: ['accounts.recovery'],
  PasswordResetPage: ['accounts.recovery'],
  EmailVerificationPage: ['accounts.verify'],
  ProfilePage: ['accounts.profilePage', 'talk.reviews'],
  ProfileSettingsPage: ['accounts.settings', 'accounts.login'],
  ContactDetailsPage: ['accounts.settings', 'accounts.signup', 'accounts.verify'],
  QuickRepliesPage: ['accounts.settings'],
  PasswordChangePage: ['accounts.settings', 'accounts.login'],
  StripePayoutPage: ['payouts', 'accounts.settings'],
  StripePayoutOnboardingPage: ['payouts', 'accounts.settings'],
  PaymentMethodsPage: ['payments', 'accounts.settings'],
  AffiliatePayoutPage: affiliatesAccount,
  AffiliateDashboardPage: affiliatesAccount,
  OutboxPage: ['accounts.outbox'],
  ConsoleSectionPage: consolePages,
  ConsoleItemPage: consolePages,
  CheckInPage: ['checkin'],
};

const none: readonly MessageBundle[] = [];

/** The bundles of a route's page (none for a page that needs only the main catalogue). */
export const messagesOfRoute = (name: RouteName): readonly MessageBundle[] =>
  routeMessages[name] ?? none;

/** The bundles of the page a path shows (the not-found page needs none). */
export const messagesOfPath = (pathname: string): readonly MessageBundle[] => {
  const route = matchRoute(pathname);
  return route ? messagesOfRoute(route.name as RouteName) : none;
};
