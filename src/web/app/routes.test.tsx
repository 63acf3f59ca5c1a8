// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { renderApp } from '../test/render-app';
import type { PageRegistry } from './page-registry';
import { loginRedirectPath } from './routes';

function LoginStub() {
  const location = useLocation();
  return <p>login page from={new URLSearchParams(location.search).get('from')}</p>;
}
const stub = (text: string) => async () => ({ default: () => <p>{text}</p> });

const pages: PageRegistry = {
  LandingPage: stub('landing page'),
  LoginPage: async () => ({ default: LoginStub }),
  NotFoundPage: stub('not found page'),
  ManageListingsPage: stub('manage listings page'),
  InboxPage: stub('inbox page'),
  AboutPage: stub('about page'),
};

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(cleanup);

describe('routing', () => {
  it('sends a signed-out visitor of a login-only route to /login, remembering path, query and hash', async () => {
    const { router } = renderApp('/listings?tab=open&page=2#top', pages);
    expect(await screen.findByText('login page from=/listings?tab=open&page=2#top')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(
      `?from=${encodeURIComponent('/listings?tab=open&page=2#top')}`,
    );
    expect(screen.queryByText('manage listings page')).toBeNull();
  });

  it('treats /l/new as the login-only editor route, not as a listing id', async () => {
    const { router } = renderApp('/l/new', pages);
    expect(await screen.findByText('login page from=/l/new')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks a visitor of /inbox to log in, coming back to /inbox (which then opens their own tab)', async () => {
    const { router } = renderApp('/inbox', pages);
    expect(await screen.findByText('login page from=/inbox')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('redirects /order/{id} and /sale/{id} to their details tab, then asks a visitor to log in', async () => {
    for (const [path, target] of [
      ['/order/abc', '/order/abc/details'],
      ['/sale/abc?x=1', '/sale/abc/details?x=1'],
    ] as const) {
      const { router, unmount } = renderApp(path, pages);
      expect(await screen.findByText(`login page from=${target}`)).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      unmount();
    }
  });

  it('redirects /l and /u to the landing page', async () => {
    for (const path of ['/l', '/u']) {
      const { router, unmount } = renderApp(path, pages);
      expect(await screen.findByText('landing page')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/');
      unmount();
    }
  });

  it('shows the not-found page for a path no route matches, keeping the URL', async () => {
    const { router } = renderApp('/no/such/page', pages);
    expect(await screen.findByText('not found page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/such/page');
  });

  it('shows "Page not fetched" with a link to the landing page when a page chunk fails to load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports caught errors
    renderApp('/about', {
      ...pages,
      AboutPage: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    expect(await screen.findByRole('heading', { name: 'Page not fetched' })).toBeTruthy();
    consoleError.mockRestore();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeTruthy();
  });

  it('renders the layout around pages: top bar, footer with the current year', async () => {
    renderApp('/', pages);
    expect(await screen.findByText('landing page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Levada, home page' }).getAttribute('href')).toBe('/');
    // The footer's code comes beside the page's (app-layout.tsx).
    expect(
      await screen.findByText(`© ${new Date().getFullYear()} Levada. All rights reserved.`),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Levada, main page' }).getAttribute('href')).toBe(
      '/home',
    );
  });
});

describe('loginRedirectPath', () => {
  it('encodes path, query and hash into from', () => {
    expect(
      loginRedirectPath({ pathname: '/account/payments', search: '?a=1&b=2', hash: '#x' }),
    ).toBe('/login?from=%2Faccount%2Fpayments%3Fa%3D1%26b%3D2%23x');
  });
});

describe('the canonical link', () => {
  const canonical = () =>
    document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null;
  const listingId = '1b7e3b52-3c57-4a4a-9b8e-2f7f2d0b9d11';

  it('follows navigation in the browser as the server writes it for the first page', async () => {
    const { router } = renderApp('/about', pages);
    expect(await screen.findByText('about page')).toBeTruthy();
    const origin = window.location.origin;
    await waitFor(() => expect(canonical()).toBe(`${origin}/about`));

    await act(() => router.navigate(`/l/levada-walk/${listingId}`));
    await waitFor(() => expect(canonical()).toBe(`${origin}/l/${listingId}`));

    // A page with parameters is its own path, not its pattern.
    await act(() => router.navigate(`/l/levada-walk/${listingId}/checkout`));
    await waitFor(() => expect(canonical()).toBe(`${origin}/l/levada-walk/${listingId}/checkout`));

    // The console is no public page: no canonical link at all.
    await act(() => router.navigate('/console/users'));
    await waitFor(() => expect(canonical()).toBeNull());
  });

  it('keeps the language of the address in the link', async () => {
    renderApp('/about?lang=pt', pages, { locale: 'pt' });
    expect(await screen.findByText('about page')).toBeTruthy();
    await waitFor(() => expect(canonical()).toBe(`${window.location.origin}/about?lang=pt`));
  });
});
