// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../contracts/accounts';
import type { PageRegistry } from '../../app/page-registry';
import { serveAuth, testUser } from '../../test/fake-auth';
import { setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/render-app';

const server = setupApiServer();

// The user menu's own pages (issue 49 item 5): travellers find their bookings, operators their sales;
// signing in takes an operator to their sales (or their first listing) unless they were going somewhere.
const stub = (text: string) => async () => ({ default: () => <p>{text}</p> });
const pages: PageRegistry = {
  LandingPage: stub('landing page'),
  InboxPage: stub('inbox page'),
  ManageListingsPage: stub('manage listings page'),
  SearchPage: stub('search page'),
  LoginPage: () => import('../../pages/auth/login-page'),
};

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
});

const openMenu = async () => {
  fireEvent.click(await screen.findByRole('button', { name: /Menu and language/ }));
  return screen.getByRole('navigation', { name: 'Account and site' });
};

describe('the user menu', () => {
  it("gives a traveller 'My bookings', not sales or listings", async () => {
    serveAuth(server, { isAnonymous: false, scopes: ['user'], user: { ...testUser, type: 1 } });
    renderApp('/', pages);
    await screen.findByText('landing page');
    const menu = await openMenu();
    expect(
      (await within(menu).findByRole('link', { name: 'My bookings' })).getAttribute('href'),
    ).toBe('/inbox/orders');
    expect(within(menu).queryByRole('link', { name: 'My sales' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Manage listings' })).toBeNull();
  });

  it("gives an operator 'My sales' first, then their listings", async () => {
    serveAuth(server, { isAnonymous: false, scopes: ['user'], user: testUser });
    const { router } = renderApp('/', pages);
    await screen.findByText('landing page');
    const menu = await openMenu();
    const sales = await within(menu).findByRole('link', { name: 'My sales' });
    expect(sales.getAttribute('href')).toBe('/inbox/sales');
    expect(within(menu).getByRole('link', { name: 'Manage listings' })).toBeTruthy();
    fireEvent.click(sales);
    expect(await screen.findByText('inbox page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/inbox/sales');
  });
});

describe('after signing in', () => {
  it.each<[string, Partial<CurrentUser>, string, string]>([
    [
      'an operator with listings goes to their sales',
      { hasListings: true },
      '/login',
      '/inbox/sales',
    ],
    ['a new operator goes to their first listing', { hasListings: false }, '/login', '/listings'],
    ['a traveller goes home', { type: 1 }, '/login', '/'],
    ['anyone going somewhere goes there', { hasListings: true }, '/login?from=%2Fs', '/s'],
  ])('%s', async (_, user, path, landing) => {
    serveAuth(server, { isAnonymous: false, scopes: ['user'], user: { ...testUser, ...user } });
    const { router } = renderApp(path, pages);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(landing));
  });
});
