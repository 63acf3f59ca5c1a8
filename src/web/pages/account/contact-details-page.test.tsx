// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthInfo, CurrentUser } from '../../../contracts/accounts';
import type { PageRegistry } from '../../app/page-registry';
import { pageLoader } from '../../auth/auth-actions';
import { testUser } from '../../test/fake-auth';
import { apiError, apiHandler, notFound, setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/render-app';

const pages: PageRegistry = {
  ContactDetailsPage: () => import('./contact-details-page'),
};

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const server = setupApiServer(...notFound('GET /api/notification-count'));

type Deletion = { method: string; body: unknown };
/**
 * The signed-in user, the answer of POST /api/account/delete (`undefined`: 204), and what blocks it
 * beforehand; returns the deletions sent.
 */
function serve(user: CurrentUser, onDelete: () => Response | void, blockers: unknown[] = []) {
  const deletions: Deletion[] = [];
  const info: AuthInfo = { isAnonymous: false, scopes: ['user'], user };
  server.use(
    apiHandler('GET /api/auth/info', () => ({ data: info })),
    apiHandler('GET /api/account/deletion-blockers', () => Response.json({ data: blockers })),
    apiHandler('POST /api/account/delete', ({ request, body }) => {
      deletions.push({ method: request.method, body });
      return onDelete();
    }),
  );
  return deletions;
}

async function openDialog() {
  renderApp('/account/contact-details', pages);
  const section = await screen.findByRole(
    'region',
    { name: 'Delete account' },
    { timeout: 10_000 },
  );
  fireEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('ContactDetailsPage: deleting the account', () => {
  it('tells someone without a password to set one first, with no delete button', async () => {
    serve({ ...testUser, hasPassword: false }, () => {});
    renderApp('/account/contact-details', pages);
    const section = await screen.findByRole(
      'region',
      { name: 'Delete account' },
      { timeout: 10_000 },
    );
    expect(within(section).queryByRole('button', { name: 'Delete my account' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'Set a password' }).getAttribute('href')).toBe(
      '/recover-password',
    );
  });

  it('explains what goes and what stays, and asks for the password before sending anything', async () => {
    const sent = serve(testUser, () => {});
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('What we delete');
    expect(dialog.textContent).toContain('Your tours are closed and leave search.');
    expect(dialog.textContent).toContain('What we keep');
    expect(dialog.textContent).toContain('“Deleted user”');
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Delete my account for good' }),
    );
    expect(
      await within(dialog).findByText('Please enter your password to delete your account'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says so when the password is wrong', async () => {
    serve(testUser, () => apiError(403, 'forbidden'));
    const dialog = await openDialog();
    fireEvent.change(await within(dialog).findByLabelText('Your password'), {
      target: { value: 'wrong-one' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(dialog).findByText('Please double-check your password')).toBeTruthy();
  });

  it('lists, translated, what blocks the deletion and where to deal with it, before any password', async () => {
    const sent = serve(testUser, () => {}, [
      { code: 'upcoming-booking', role: 'provider', count: 2 },
      { code: 'pending-request', role: 'customer', count: 1 },
      { code: 'payout-owed', amount: 3150, currency: 'EUR' },
    ]);
    const dialog = await openDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Your account cannot be deleted yet');
    expect(alert.textContent).toContain(
      'Travellers have 2 upcoming bookings on your tours. Cancel them or wait until they have taken place.',
    );
    expect(alert.textContent).toContain(
      'You have 1 booking request waiting for an answer. Withdraw it or wait for the operator.',
    );
    expect(alert.textContent).toContain('€31.50 from your bookings has not reached your bank yet.');
    expect(within(alert).getByRole('link', { name: 'See my sales' }).getAttribute('href')).toBe(
      '/inbox/sales',
    );
    expect(within(alert).getByRole('link', { name: 'See my bookings' }).getAttribute('href')).toBe(
      '/inbox/orders',
    );
    expect(within(alert).getByRole('link', { name: 'See my payouts' }).getAttribute('href')).toBe(
      '/account/payments',
    );
    // Nothing to confirm while something blocks: no password asked, only the way back.
    expect(within(dialog).queryByLabelText('Your password')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete my account for good' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
  });

  it('lists what came to block it meanwhile when the deletion is refused', async () => {
    serve(testUser, () =>
      Response.json(
        {
          error: {
            code: 'account-deletion-blocked',
            message: 'x',
            details: [
              { code: 'upcoming-booking', role: 'provider', count: 2 },
              { code: 'pending-request', role: 'customer', count: 1 },
              { code: 'payout-owed', amount: 3150, currency: 'EUR' },
            ],
          },
        },
        { status: 409 },
      ),
    );
    const dialog = await openDialog();
    fireEvent.change(await within(dialog).findByLabelText('Your password'), {
      target: { value: 'current-password-1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Your account cannot be deleted yet');
    expect(alert.textContent).toContain(
      'Travellers have 2 upcoming bookings on your tours. Cancel them or wait until they have taken place.',
    );
    expect(alert.textContent).toContain(
      'You have 1 booking request waiting for an answer. Withdraw it or wait for the operator.',
    );
    expect(alert.textContent).toContain('€31.50 from your bookings has not reached your bank yet.');
    expect(within(alert).getByRole('link', { name: 'See my sales' }).getAttribute('href')).toBe(
      '/inbox/sales',
    );
    expect(within(alert).getByRole('link', { name: 'See my bookings' }).getAttribute('href')).toBe(
      '/inbox/orders',
    );
    expect(within(alert).getByRole('link', { name: 'See my payouts' }).getAttribute('href')).toBe(
      '/account/payments',
    );
  });

  // Last: a deletion ends in a full page load, so the "logout in progress" state stays set.
  it('deletes with the password, then loads the landing page with its notice', async () => {
    const load = vi.spyOn(pageLoader, 'load').mockImplementation(() => {});
    const sent = serve(testUser, () => {});
    const dialog = await openDialog();
    fireEvent.change(await within(dialog).findByLabelText('Your password'), {
      target: { value: 'current-password-1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('/?accountDeleted=1'));
    expect(sent).toEqual([{ method: 'POST', body: { currentPassword: 'current-password-1' } }]);
  });
});
