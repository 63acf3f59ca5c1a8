// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageRegistry } from '../../app/page-registry';
import { pageLoader } from '../../auth/auth-actions';
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

// Its own file: a logout ends in a full page load, so the module's "logout in progress" state
// stays set for the rest of the file, as it would until the browser loads the new page.
describe('logout from the limited-access banner', () => {
  it('shows the user’s name and a logout button when the scopes are exactly user:limited, and logs out', async () => {
    const calls = serveAuth(server, {
      isAnonymous: false,
      scopes: ['user:limited'],
      user: testUser,
    });
    const load = vi.spyOn(pageLoader, 'load').mockImplementation(() => {});
    renderApp('/account/contact-details', pages);
    const banner = await screen.findByRole('region', { name: 'Limited access' });
    expect(banner.textContent).toContain(
      'You are viewing the account of Marta Freitas with limited access.',
    );
    // Account pages still show (a limited session may look).
    expect(await screen.findByText('contact details page')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    // The session ends on the server, then the landing page loads afresh (nothing stays in memory).
    await waitFor(() => expect(load).toHaveBeenCalledWith('/'));
    expect(calls).toContain('POST /api/auth/logout');
    expect(screen.queryByRole('region', { name: 'Limited access' })).toBeNull();
    // No page shows (or loads data) while the new page loads.
    expect(screen.queryByText('contact details page')).toBeNull();
  });
});
