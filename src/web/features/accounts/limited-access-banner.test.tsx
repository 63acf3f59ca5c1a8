// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageRegistry } from '../../app/page-registry';
import { serveAuth, testUser } from '../../test/fake-auth';
import { setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/render-app';

const server = setupApiServer();

const stub = (text: string) => async () => ({ default: () => <p>{text}</p> });
const pages: PageRegistry = {
  LandingPage: stub('landing page'),
  SearchPage: stub('search page'),
  ContactDetailsPage: stub('contact details page'),
  LoginPage: stub('login page'),
};

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
});

describe('the limited-access banner', () => {
  it('shows the user’s name and a logout button when the scopes are exactly user:limited', async () => {
    serveAuth(server, { isAnonymous: false, scopes: ['user:limited'], user: testUser });
    renderApp('/account/contact-details', pages);
    const banner = await screen.findByRole('region', { name: 'Limited access' });
    expect(banner.textContent).toContain(
      'You are viewing the account of Marta Freitas with limited access.',
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    // Account pages still show (a limited session may look).
    expect(await screen.findByText('contact details page')).toBeTruthy();
  });

  it('is not shown on the search page', async () => {
    serveAuth(server, { isAnonymous: false, scopes: ['user:limited'], user: testUser });
    renderApp('/s', pages);
    expect(await screen.findByText('search page')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Limited access' })).toBeNull();
  });

  it('is not shown for a full session, nor for a visitor', async () => {
    serveAuth(server, { isAnonymous: false, scopes: ['user'], user: testUser });
    const first = renderApp('/', pages);
    expect(await screen.findByText('landing page')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Limited access' })).toBeNull();
    first.unmount();
    serveAuth(server, { isAnonymous: false, scopes: ['user', 'user:limited'], user: testUser });
    renderApp('/', pages);
    expect(await screen.findByText('landing page')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Limited access' })).toBeNull();
  });
});

describe('route guard with a session', () => {
  it('shows a login-only page to a signed-in user and does not ask to log in', async () => {
    serveAuth(server, { isAnonymous: false, scopes: ['user'], user: testUser });
    const { router } = renderApp('/account/contact-details', pages);
    expect(await screen.findByText('contact details page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/contact-details');
  });
});
