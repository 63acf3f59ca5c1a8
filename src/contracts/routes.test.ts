import { describe, expect, it } from 'vitest';
import { matchRoute, pathTo, routeTable } from './routes';

const id = '3f2a6c1e-8b4d-4e7a-9c0f-1a2b3c4d5e6f';

describe('matchRoute', () => {
  it.each([
    ['/', 'LandingPage'],
    ['/s', 'SearchPage'],
    ['/s/map', 'SearchMapPage'],
    ['/l/new', 'NewListingPage'],
    ['/l/new/', 'NewListingPage'],
    [`/l/${id}`, 'ListingPageCanonical'],
    [`/l/levada-walk/${id}`, 'ListingPage'],
    [`/l/levada-walk/${id}/checkout`, 'CheckoutPage'],
    [`/l/levada-walk/${id}/pending-approval`, 'ListingPageVariant'],
    [`/l/draft/${id}/new/description`, 'EditListingPage'],
    [`/l/draft/${id}/edit/photos/return`, 'EditListingStripeOnboardingPage'],
    ['/inbox/sales', 'InboxPage'],
    [`/order/${id}`, 'OrderPage'],
    [`/order/${id}/details`, 'OrderDetailsPage'],
    ['/listings', 'ManageListingsPage'],
    ['/account/contact-details', 'ContactDetailsPage'],
    ['/account/payments', 'StripePayoutPage'],
    ['/account/payments/success', 'StripePayoutOnboardingPage'],
    ['/notfound', 'NotFoundPage'],
  ])('%s -> %s', (path, name) => {
    expect(matchRoute(path)?.name).toBe(name);
  });

  it('gives /l/new to the editor, not to the canonical listing page', () => {
    const route = matchRoute('/l/new');
    expect(route?.name).toBe('NewListingPage');
    expect(route?.access).toBe('login');
  });

  it('keeps checkout public (spec 000 §2: no login required)', () => {
    const route = matchRoute(`/l/slug/${id}/checkout`);
    expect(route).toMatchObject({ name: 'CheckoutPage', access: 'public' });
  });

  it.each([
    ['/account', 'AccountSettingsPage', '/account/contact-details'],
    ['/l', 'ListingBasePage', '/'],
    ['/u', 'ProfileBasePage', '/'],
    [`/order/${id}`, 'OrderPage', '/order/:id/details'],
    [`/sale/${id}`, 'SalePage', '/sale/:id/details'],
  ])('%s is a redirect route (%s -> %s)', (path, name, target) => {
    expect(matchRoute(path)).toMatchObject({ name, redirectTo: target });
  });

  it('leaves /inbox to the web app, which chooses the tab by user type (decision 072)', () => {
    const route = matchRoute('/inbox');
    expect(route).toMatchObject({ name: 'InboxBasePage', access: 'login' });
    expect(route?.redirectTo).toBeUndefined();
  });

  it.each([
    '/nope',
    '/s/unknown',
    '/account/nope/deeper',
    '/l/a/b/c/d/e/f',
    '/LISTINGS',
    '/listings/extra',
    '',
  ])('gives null for %j', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('matches every declared route by its own path', () => {
    for (const route of routeTable) {
      const path = route.path.replace(/:([A-Za-z]+)/g, (_, key: string) =>
        key === 'id' ? id : `x${key}`,
      );
      expect(matchRoute(path)?.name, route.path).toBe(route.name);
    }
  });
});

describe('pathTo', () => {
  it('builds paths from names and params', () => {
    expect(pathTo('LandingPage')).toBe('/');
    expect(pathTo('ListingPage', { slug: 'levada-walk', id })).toBe(`/l/levada-walk/${id}`);
    expect(pathTo('CheckoutPage', { slug: 'levada-walk', id })).toBe(
      `/l/levada-walk/${id}/checkout`,
    );
    expect(pathTo('ListingPageCanonical', { id })).toBe(`/l/${id}`);
    expect(pathTo('InboxPage', { tab: 'orders' })).toBe('/inbox/orders');
    expect(pathTo('NewListingPage')).toBe('/l/new');
  });

  it('encodes params', () => {
    expect(pathTo('ProfilePage', { id: 'a b/c' })).toBe('/u/a%20b%2Fc');
  });

  it('refuses a missing param', () => {
    expect(() => pathTo('ListingPage', { id })).toThrow('Missing param slug for ListingPage');
  });

  it('round-trips through matchRoute', () => {
    expect(
      matchRoute(pathTo('EditListingPage', { slug: 'draft', id, type: 'new', tab: 'description' }))
        ?.name,
    ).toBe('EditListingPage');
  });
});
