// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../contracts/accounts';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiHandler, notFound, setupApiServer } from '../../test/msw';
import { renderApp } from '../../test/render-app';
import { localDay } from './reminder';

const stub = (text: string) => async () => ({ default: () => <p>{text}</p> });
const pages: PageRegistry = {
  LandingPage: stub('landing page'),
  ManageListingsPage: stub('manage listings page'),
  StripePayoutPage: stub('payout page'),
  ContactDetailsPage: stub('contact details page'),
  LoginPage: stub('login page'),
  CheckoutPage: stub('checkout page'),
  EmailVerificationPage: stub('verify page'),
};

const server = setupApiServer(...notFound('GET /api/notification-count'));

/** Serves `user` as the one signed in; returns the links sent again ("METHOD path"). */
function serve(user: Partial<CurrentUser>) {
  const sent: string[] = [];
  server.use(
    apiHandler('GET /api/auth/info', () => ({
      data: { isAnonymous: false, scopes: ['user'], user: { ...testUser, ...user } },
    })),
    apiHandler('POST /api/account/verify-email/send', ({ request }) => {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
    }),
  );
  return sent;
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('the reminder banner', () => {
  it('reminds an operator with listings and no payout account, and links to the payout page', async () => {
    serve({ hasListings: true });
    const { router } = renderApp('/listings', pages);
    const dialog = await screen.findByRole('region', { name: 'Add your payout details' });
    expect(dialog.textContent).toContain('Travellers cannot book your tours');
    fireEvent.click(screen.getByRole('link', { name: 'Add payout details' }));
    expect(await screen.findByText('payout page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/payments');
    expect(screen.queryByRole('region', { name: 'Add your payout details' })).toBeNull();
  });

  it('asks first for the email when it is unverified, and sends the link again', async () => {
    const sent = serve({ hasListings: true, emailVerified: false });
    renderApp('/', pages);
    const dialog = await screen.findByRole('region', { name: 'Verify your email' });
    expect(dialog.textContent).toContain('marta@example.pt');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new verification link.')).toBeTruthy();
    expect(sent).toEqual(['POST /api/account/verify-email/send']);
  });

  it('reminds a traveller with orders and an unverified email, in Portuguese too', async () => {
    serve({ type: 1, hasOrders: true, emailVerified: false });
    renderApp('/', pages, { locale: 'pt' });
    expect(await screen.findByRole('region', { name: 'Confirme o seu email' })).toBeTruthy();
  });

  it('is a banner over nothing: the page stays usable, and a dismissal holds until tomorrow', async () => {
    serve({ hasListings: true });
    const { router } = renderApp('/listings', pages);
    const banner = await screen.findByRole('region', { name: 'Add your payout details' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('manage listings page')).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Hide until tomorrow' }));
    expect(screen.queryByRole('region', { name: 'Add your payout details' })).toBeNull();
    await act(() => router.navigate('/'));
    await screen.findByText('landing page');
    expect(screen.queryByRole('region', { name: 'Add your payout details' })).toBeNull();
    const today = window.localStorage.getItem('reminderDismissed.payout');
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Dismissed yesterday: shown again today.
    window.localStorage.setItem('reminderDismissed.payout', '2000-01-01');
    cleanup();
    renderApp('/', pages);
    expect(await screen.findByRole('region', { name: 'Add your payout details' })).toBeTruthy();
  });

  it('dismissing one reminder does not hide the other', async () => {
    window.localStorage.setItem('reminderDismissed.payout', localDay(new Date()));
    serve({ hasListings: true, emailVerified: false });
    renderApp('/', pages);
    expect(await screen.findByRole('region', { name: 'Verify your email' })).toBeTruthy();
  });

  it.each([
    '/account/payments',
    '/account/contact-details',
    '/login',
    '/verify-email',
    '/l/levada-walk/00000000-0000-4000-8000-000000000001/checkout',
  ])('is not shown on %s', async (path) => {
    serve({ hasListings: true, emailVerified: false });
    renderApp(path, pages);
    await screen.findByText(/page$/);
    expect(screen.queryByRole('region', { name: /verify your email/i })).toBeNull();
  });

  it('is not shown once the operator has a payout account, nor to a visitor', async () => {
    serve({ hasListings: true, isStripeConnected: true });
    const first = renderApp('/listings', pages);
    await screen.findByText('manage listings page');
    expect(screen.queryByRole('region', { name: 'Add your payout details' })).toBeNull();
    first.unmount();
    server.use(
      apiHandler('GET /api/auth/info', () => ({
        data: { isAnonymous: true, scopes: [], user: null },
      })),
    );
    renderApp('/', pages);
    await screen.findByText('landing page');
    expect(screen.queryByRole('region', { name: 'Add your payout details' })).toBeNull();
  });
});
