import type { ComponentType } from 'react';
import { routeTable, type RouteName } from '../../contracts/routes';

export type PageModule = Record<string, unknown>;
export type PageImporter = () => Promise<PageModule>;
export type PageRegistry = Partial<Record<RouteName, PageImporter>>;

const homePage = () => import('../pages/home/home-page');
const searchPage = () => import('../pages/search/search-page');

// Pages of this area, by route name. Every import is a separate chunk, loaded on first visit.
const ownPages: PageRegistry = {
  LandingPage: homePage,
  MainPage: homePage,
  SearchPage: searchPage,
  SearchListingsPage: searchPage,
  SearchMapPage: searchPage,
  SearchFiltersPage: searchPage,
  ListingPage: () => import('../pages/listing/listing-page'),
  ListingPageCanonical: () => import('../pages/listing/listing-canonical-page'),
  NotFoundPage: () => import('../pages/not-found/not-found-page'),
  // Accounts (issue 3)
  LoginPage: () => import('../pages/auth/login-page'),
  SignupPage: () => import('../pages/auth/signup-page'),
  AffiliateSignupPage: () => import('../pages/auth/affiliate-signup-page'),
  ConfirmPage: () => import('../pages/auth/confirm-page'),
  PasswordRecoveryPage: () => import('../pages/auth/password-recovery-page'),
  PasswordResetPage: () => import('../pages/auth/password-reset-page'),
  EmailVerificationPage: () => import('../pages/auth/email-verification-page'),
  LandingPageTO: () => import('../pages/operators/tour-operators-page'),
  ProfilePage: () => import('../pages/profile/profile-page'),
  ProfileSettingsPage: () => import('../pages/account/profile-settings-page'),
  ContactDetailsPage: () => import('../pages/account/contact-details-page'),
  QuickRepliesPage: () => import('../pages/account/quick-replies-page'),
  PasswordChangePage: () => import('../pages/account/password-change-page'),
  AffiliateDashboardPage: () => import('../pages/account/affiliate-dashboard-page'),
  OutboxPage: () => import('../pages/outbox/outbox-page'),
};

// Static and marketing pages live in pages/static/ and are found by file name: about-page.tsx,
// about.tsx or about/index.tsx all serve AboutPage (/about); contact-us-page.tsx serves ContactUsPage
// (/contactus), landing-page-to.tsx or tour-operators-page.tsx serve LandingPageTO (/tour-operators).
const staticModules = import.meta.glob<PageModule>(['../pages/static/**/*.tsx', '!**/*.test.tsx']);

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const withoutPageSuffix = (text: string) => (text.endsWith('page') && text.length > 4 ? text.slice(0, -4) : text);

function staticKeyOf(file: string): string {
  const parts = file.replace(/\.tsx$/, '').split('/');
  let base = parts.pop() ?? '';
  if (base === 'index') base = parts.pop() ?? '';
  return withoutPageSuffix(squash(base));
}

export function findStaticPages(modules: Record<string, PageImporter>): PageRegistry {
  const byKey = new Map(Object.entries(modules).map(([file, importer]) => [staticKeyOf(file), importer]));
  const found: PageRegistry = {};
  for (const route of routeTable) {
    if ('redirectTo' in route) continue;
    const keys = [withoutPageSuffix(squash(route.name)), squash(route.path)];
    const importer = keys.map((k) => byKey.get(k)).find(Boolean);
    if (importer) found[route.name] = importer;
  }
  return found;
}

/** Every route's page: this area's own pages first, then static pages found on disk. */
export const defaultPages: PageRegistry = { ...findStaticPages(staticModules), ...ownPages };

/** The component a page module exports: its default export, else its first export named like a page. */
export function pageComponentOf(module: PageModule): ComponentType {
  if (typeof module.default === 'function' || (typeof module.default === 'object' && module.default !== null)) {
    return module.default as ComponentType;
  }
  const named = Object.entries(module).find(([name, value]) => /Page$/.test(name) && typeof value === 'function');
  if (!named) throw new Error('A page module must export a component');
  return named[1] as ComponentType;
}
