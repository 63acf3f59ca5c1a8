import type { ComponentType } from 'react';
import { matchRoute, type RouteName } from '../../contracts/routes';

export type PageModule = Record<string, unknown>;
export type PageImporter = () => Promise<PageModule>;
export type PageRegistry = Partial<Record<RouteName, PageImporter>>;

const homePage = () => import('../pages/home/home-page');
const searchPage = () => import('../pages/search/search-page');
const consolePage = () => import('../pages/console/console-page');

// Every route's page, by route name. Every import is a separate chunk, loaded on first visit.
// Routes without a page yet show the under-construction page (see createPageComponents in routes.tsx).
export const defaultPages: PageRegistry = {
  LandingPage: homePage,
  MainPage: homePage,
  SearchPage: searchPage,
  SearchListingsPage: searchPage,
  SearchMapPage: searchPage,
  SearchFiltersPage: () => import('../pages/search/mobile-filters'),
  ListingPage: () => import('../pages/listing/listing-page'),
  ListingPageCanonical: () => import('../pages/listing/listing-canonical-page'),
  ListingPageVariant: () => import('../pages/listing/listing-preview-page'),
  NotFoundPage: () => import('../pages/not-found/not-found-page'),
  AboutPage: () => import('../pages/static/about-page'),
  FAQPage: () => import('../pages/static/faq-page'),
  ContactUsPage: () => import('../pages/static/contact-page'),
  TermsOfServicePage: () => import('../pages/static/terms-page'),
  PrivacyPolicyPage: () => import('../pages/static/privacy-page'),
  UnderConstructionPage: () => import('../pages/static/under-construction-page'),
  NewListingPage: () => import('../pages/edit-listing/edit-listing-page'),
  EditListingPage: () => import('../pages/edit-listing/edit-listing-page'),
  EditListingStripeOnboardingPage: () => import('../pages/edit-listing/edit-listing-page'),
  ManageListingsPage: () => import('../pages/manage-listings/manage-listings-page'),
  // Accounts (issue 3)
  LoginPage: () => import('../pages/auth/login-page'),
  SignupPage: () => import('../pages/auth/signup-page'),
  AffiliateSignupPage: () => import('../pages/auth/affiliate-signup-page'),
  ConfirmPage: () => import('../pages/auth/confirm-page'),
  PasswordRecoveryPage: () => import('../pages/auth/password-recovery-page'),
  PasswordResetPage: () => import('../pages/auth/password-reset-page'),
  EmailVerificationPage: () => import('../pages/auth/email-verification-page'),
  LandingPageTO: () => import('../pages/operators/tour-operators-page'),
  LandingPageSA: () => import('../pages/affiliates/affiliates-landing-page'),
  Bnbs: () => import('../pages/affiliates/affiliates-landing-page'),
  ProfilePage: () => import('../pages/profile/profile-page'),
  ProfileSettingsPage: () => import('../pages/account/profile-settings-page'),
  ContactDetailsPage: () => import('../pages/account/contact-details-page'),
  QuickRepliesPage: () => import('../pages/account/quick-replies-page'),
  PasswordChangePage: () => import('../pages/account/password-change-page'),
  AffiliateDashboardPage: () => import('../pages/account/affiliate-dashboard-page'),
  PaymentMethodsPage: () => import('../pages/account/payment-methods-page'),
  StripePayoutPage: () => import('../pages/account/payout-page'),
  StripePayoutOnboardingPage: () => import('../pages/account/payout-page'),
  AffiliatePayoutPage: () => import('../pages/account/affiliate-payouts-page'),
  OutboxPage: () => import('../pages/outbox/outbox-page'),
  // Booking (issue 8)
  CheckoutPage: () => import('../pages/checkout/checkout-page'),
  // Talk and trust (issue 9)
  InboxBasePage: () => import('../pages/inbox/inbox-base-page'),
  InboxPage: () => import('../pages/inbox/inbox-page'),
  OrderDetailsPage: () => import('../pages/transaction/transaction-page'),
  SaleDetailsPage: () => import('../pages/transaction/transaction-page'),
  // The console (issue 43): pages that exist for administrators only, in one chunk.
  ConsoleSectionPage: consolePage,
  ConsoleItemPage: consolePage,
  CheckInPage: () => import('../pages/checkin/checkin-page'),
};

/** The component a page module exports: its default export, else its first export named like a page. */
export function pageComponentOf(module: PageModule): ComponentType {
  if (
    typeof module.default === 'function' ||
    (typeof module.default === 'object' && module.default !== null)
  ) {
    return module.default as ComponentType;
  }
  const named = Object.entries(module).find(
    ([name, value]) => /Page$/.test(name) && typeof value === 'function',
  );
  if (!named) throw new Error('A page module must export a component');
  return named[1] as ComponentType;
}

/** The page code a path shows: its route's page, else the under-construction or not-found page. */
export function pageImporterOf(
  pathname: string,
  registry: PageRegistry = defaultPages,
): PageImporter | undefined {
  const name = (matchRoute(pathname)?.name ?? 'NotFoundPage') as RouteName;
  return registry[name] ?? registry.UnderConstructionPage ?? registry.NotFoundPage;
}
