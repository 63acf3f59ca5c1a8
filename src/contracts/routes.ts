// The product's route table (spec 000 §2 and 001 §2), declared once: the web router maps names to
// pages, and the server uses the access rule to mark responses (401 for login-required pages
// without a session, 404 for paths no route matches).
// 'admin': the marketplace's console (decision 100), which is a 404 to anyone but an administrator.
export type RouteAccess = 'public' | 'login' | 'admin';

export type RouteDef = {
  name: string;
  path: string;
  access: RouteAccess;
  /** A route that only redirects, to this path (its :params filled from the matched path). */
  redirectTo?: string;
};

export const routeTable = [
  { name: 'LandingPage', path: '/', access: 'public' },
  { name: 'SearchPage', path: '/s', access: 'public' },
  { name: 'SearchFiltersPage', path: '/s/filters', access: 'public' },
  { name: 'SearchListingsPage', path: '/s/listings', access: 'public' },
  { name: 'SearchMapPage', path: '/s/map', access: 'public' },
  { name: 'MainPage', path: '/home', access: 'public' },
  { name: 'LandingPageTO', path: '/tour-operators', access: 'public' },
  { name: 'LandingPageSA', path: '/affiliates', access: 'public' },
  { name: 'Bnbs', path: '/bnbs', access: 'public' },
  { name: 'AboutPage', path: '/about', access: 'public' },
  { name: 'ContactUsPage', path: '/contactus', access: 'public' },
  { name: 'FAQPage', path: '/faq', access: 'public' },
  { name: 'TermsOfServicePage', path: '/terms-of-service', access: 'public' },
  { name: 'PrivacyPolicyPage', path: '/privacy-policy', access: 'public' },
  { name: 'ListingBasePage', path: '/l', access: 'public', redirectTo: '/' },
  { name: 'NewListingPage', path: '/l/new', access: 'login' },
  { name: 'ListingPageCanonical', path: '/l/:id', access: 'public' },
  { name: 'ListingPage', path: '/l/:slug/:id', access: 'public' },
  { name: 'CheckoutPage', path: '/l/:slug/:id/checkout', access: 'public' },
  { name: 'ListingPageVariant', path: '/l/:slug/:id/:variant', access: 'login' },
  { name: 'EditListingPage', path: '/l/:slug/:id/:type/:tab', access: 'login' },
  {
    name: 'EditListingStripeOnboardingPage',
    path: '/l/:slug/:id/:type/:tab/:returnURLType',
    access: 'login',
  },
  // Redirects by user type (decision 072): operators to their sales, everyone else to their bookings.
  { name: 'InboxBasePage', path: '/inbox', access: 'login' },
  { name: 'InboxPage', path: '/inbox/:tab', access: 'login' },
  { name: 'OrderPage', path: '/order/:id', access: 'login', redirectTo: '/order/:id/details' },
  { name: 'OrderDetailsPage', path: '/order/:id/details', access: 'login' },
  { name: 'SalePage', path: '/sale/:id', access: 'login', redirectTo: '/sale/:id/details' },
  { name: 'SaleDetailsPage', path: '/sale/:id/details', access: 'login' },
  { name: 'ManageListingsPage', path: '/listings', access: 'login' },
  { name: 'LoginPage', path: '/login', access: 'public' },
  { name: 'SignupPage', path: '/signup', access: 'public' },
  { name: 'AffiliateSignupPage', path: '/signup-affiliate', access: 'public' },
  { name: 'ConfirmPage', path: '/confirm', access: 'public' },
  { name: 'PasswordRecoveryPage', path: '/recover-password', access: 'public' },
  { name: 'PasswordResetPage', path: '/reset-password', access: 'public' },
  { name: 'EmailVerificationPage', path: '/verify-email', access: 'login' },
  { name: 'ProfileBasePage', path: '/u', access: 'public', redirectTo: '/' },
  { name: 'ProfilePage', path: '/u/:id', access: 'public' },
  { name: 'ProfileSettingsPage', path: '/profile-settings', access: 'login' },
  {
    name: 'AccountSettingsPage',
    path: '/account',
    access: 'login',
    redirectTo: '/account/contact-details',
  },
  { name: 'ContactDetailsPage', path: '/account/contact-details', access: 'login' },
  { name: 'QuickRepliesPage', path: '/account/quick-replies', access: 'login' },
  { name: 'PasswordChangePage', path: '/account/change-password', access: 'login' },
  { name: 'StripePayoutPage', path: '/account/payments', access: 'login' },
  { name: 'StripePayoutOnboardingPage', path: '/account/payments/:returnURLType', access: 'login' },
  { name: 'PaymentMethodsPage', path: '/account/payment-methods', access: 'login' },
  { name: 'AffiliatePayoutPage', path: '/account/affiliate-payouts', access: 'login' },
  { name: 'AffiliateDashboardPage', path: '/affiliate-dashboard', access: 'login' },
  { name: 'OutboxPage', path: '/outbox', access: 'public' },
  // The console for the people who run the marketplace (issue 43).
  // Its sections and items (listings/queue, listings/:id, users, users/:id, transactions, audit) are
  // told apart by its page (pages/console/console-page.tsx): every route here weighs on first loads.
  { name: 'ConsolePage', path: '/console', access: 'admin', redirectTo: '/console/listings/queue' },
  { name: 'ConsoleSectionPage', path: '/console/:section', access: 'admin' },
  { name: 'ConsoleItemPage', path: '/console/:section/:id', access: 'admin' },
  // The check-in app for operators and their guides (issue 46; decision 153): signed out it offers
  // the log in, and an invitation's link opens it.
  { name: 'CheckInPage', path: '/checkin', access: 'public' },
  { name: 'NotFoundPage', path: '/notfound', access: 'public' },
  { name: 'UnderConstructionPage', path: '/underconstruction', access: 'public' },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof routeTable)[number]['name'];

const compiled = routeTable.map((route) => ({
  route: route as RouteDef,
  re: new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
  staticSegments: route.path.split('/').filter((s) => s && !s.startsWith(':')).length,
}));

/** The route a path belongs to; literal segments win over parameters (/l/new before /l/:id). */
export function matchRoute(pathname: string): RouteDef | null {
  const candidates = compiled.filter((c) => c.re.test(pathname));
  candidates.sort((a, b) => b.staticSegments - a.staticSegments);
  return candidates[0]?.route ?? null;
}

/** Fills the :params of a path pattern, e.g. fillPath('/order/:id/details', { id }). */
export function fillPath(
  pattern: string,
  params: Record<string, string | undefined>,
  name: string = pattern,
): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing param ${key} for ${name}`);
    return encodeURIComponent(value);
  });
}

/** Builds a path from a route name and params, e.g. pathTo('ProfilePage', { id }). */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return fillPath(routeTable.find((r) => r.name === name)!.path, params, name);
}

/** The id of the script element in which a server-rendered page carries the data it was rendered with (decision 053). */
export const pageStateElementId = 'levada-state';

/** The cookie that tells the server the language a browser chose, so it renders pages in it (decision 053). */
export const languageCookie = 'lang';
