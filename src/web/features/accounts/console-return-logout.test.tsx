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
const pages: PageRegistry = { ContactDetailsPage: stub('contact details page') };

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
});

// Its own file: a logout leaves the module's "logout in progress" state set (see logout.test.tsx).
describe('logout from a "log in as" session (console, decision 101)', () => {
  it('goes back to the administrator’s console page of the user', async () => {
    const back = `/console/users/${testUser.id}`;
    const calls = serveAuth(server, {
      isAnonymous: false,
      scopes: ['user:limited'],
      user: testUser,
      consoleReturn: back,
    });
    const load = vi.spyOn(pageLoader, 'load').mockImplementation(() => {});
    renderApp('/account/contact-details', pages);
    await screen.findByRole('region', { name: 'Limited access' });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith(back));
    expect(calls).toContain('POST /api/auth/logout');
  });
});
