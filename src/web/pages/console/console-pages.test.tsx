// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type {
  ConsoleListing,
  ConsoleListingDetail,
  ConsoleTransaction,
  ConsoleUserDetail,
} from '../../../contracts/console';
import type { PageRegistry } from '../../app/page-registry';
import { pageLoader } from '../../auth/auth-actions';
import { testUser } from '../../test/fake-auth';
import {
  apiError,
  apiHandler,
  notFound,
  sentRequests,
  setupApiServer,
  type ApiRequest,
} from '../../test/msw';
import { ownListingFixture } from '../../test/own-listing-fixture';
import { renderApp } from '../../test/render-app';

const pages: PageRegistry = {
  ConsoleSectionPage: () => import('./console-page'),
  ConsoleItemPage: () => import('./console-page'),
  NotFoundPage: () => import('../not-found/not-found-page'),
};

const listingId = ownListingFixture.id;
const operatorId = '5b0f9a1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
const pending: ConsoleListing = {
  id: listingId,
  title: 'Levada walk',
  state: 'pendingApproval',
  featured: false,
  rejectionReason: null,
  place: 'Funchal',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  operator: {
    id: operatorId,
    name: 'Rui Gomes (Laurissilva Trails)',
    email: 'rui@x.pt',
    banned: false,
  },
};
const detail: ConsoleListingDetail = { listing: pending, preview: ownListingFixture };
const userDetail: ConsoleUserDetail = {
  user: {
    id: operatorId,
    email: 'rui@x.pt',
    firstName: 'Rui',
    lastName: 'Gomes',
    type: 2,
    emailVerified: true,
    banned: false,
    deleted: false,
    isAdmin: false,
    createdAt: '2026-10-01T10:00:00.000Z',
    bio: null,
    language: 'pt',
    phoneNumber: null,
    companyName: 'Laurissilva Trails',
    pendingEmail: null,
  },
  ban: null,
  listings: [pending],
  orders: [],
  sales: [],
  reviewsGiven: [],
  reviewsReceived: [],
  payout: { isPayoutReady: true, account: null },
  affiliate: null,
  sessions: [],
};

const booking: ConsoleTransaction = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  state: 'accepted',
  listingId,
  listingTitle: 'Levada walk',
  operator: { id: operatorId, name: 'Rui Gomes', email: 'rui@x.pt' },
  customer: { id: testUser.id, name: 'Marta Freitas', email: 'marta@x.pt' },
  bookingStart: '2026-12-10T09:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastTransitionedAt: '2026-11-20T11:00:00.000Z',
  payinTotal: { amount: 9000, currency: 'EUR' },
  payoutTotal: { amount: 6300, currency: 'EUR' },
};

function serve(options: { isAdmin: boolean; rejectWith?: string }) {
  let listing = pending;
  const sent: { method: string; url: string; body: unknown }[] = [];
  const record = ({ request, body }: ApiRequest) => {
    const url = new URL(request.url);
    sent.push({ method: request.method, url: url.pathname + url.search, body });
  };
  const info: AuthInfo = {
    isAnonymous: false,
    scopes: ['user'],
    user: testUser,
    isAdmin: options.isAdmin,
  };
  server.use(
    apiHandler('GET /api/auth/info', () => ({ data: info })),
    apiHandler('GET /api/console/listings/queue', (request) => {
      record(request);
      return { data: [listing], meta: { page: 1, perPage: 20, totalItems: 1, totalPages: 1 } };
    }),
    apiHandler('GET /api/console/listings/:id', (request) => {
      record(request);
      if (request.params.id !== listingId) return apiError(404, 'not-found');
      return { data: { ...detail, listing } };
    }),
    apiHandler('POST /api/console/listings/:id/reject', (request) => {
      record(request);
      if (request.params.id !== listingId) return apiError(404, 'not-found');
      if (options.rejectWith) return apiError(409, options.rejectWith);
      listing = {
        ...listing,
        state: 'draft',
        rejectionReason: (request.body as { reason: string }).reason,
      };
      return { data: listing };
    }),
    apiHandler('GET /api/console/transactions', (request) => {
      record(request);
      return { data: [booking], meta: { page: 1, perPage: 20, totalItems: 1, totalPages: 1 } };
    }),
    apiHandler('POST /api/console/transactions/:id/cancel', (request) => {
      record(request);
      if (request.params.id !== booking.id) return apiError(404, 'not-found');
      return { data: { ...booking, state: 'canceled' } };
    }),
    apiHandler('GET /api/console/users/:id', (request) => {
      record(request);
      if (request.params.id !== operatorId) return apiError(404, 'not-found');
      return { data: userDetail };
    }),
    apiHandler('POST /api/console/users/:id/log-in-as', (request) => {
      record(request);
      if (request.params.id !== operatorId) return apiError(404, 'not-found');
      if ((request.body as { password: string }).password !== 'right-password')
        return apiError(403, 'forbidden');
      return { data: { userId: operatorId, expiresAt: '2026-12-01T11:00:00.000Z' } };
    }),
  );
  return sent;
}

const server = setupApiServer(...notFound('GET /api/notification-count'));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the console pages', () => {
  it('is a not-found page for anyone who is not an administrator, and calls nothing of the console', async () => {
    serve({ isAdmin: false });
    const sent = sentRequests(server);
    renderApp('/console/listings/queue', pages);
    expect(
      await screen.findByText('We can’t find that page', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(sent).not.toEqual([]);
    expect(sent.filter((s) => s.includes(' /api/console'))).toEqual([]);
    // Not even the console's redirect is followed.
    cleanup();
    serve({ isAdmin: false });
    renderApp('/console', pages);
    expect(
      await screen.findByText('We can’t find that page', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(window.location.pathname).not.toContain('/console/listings');
  });

  it('shows the not-found page for a console section that does not exist, even to an administrator', async () => {
    serve({ isAdmin: true });
    renderApp('/console/nothing-here', pages);
    expect(
      await screen.findByText('We can’t find that page', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('shows the approval queue with its tabs to an administrator', async () => {
    serve({ isAdmin: true });
    renderApp('/console/listings/queue', pages);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Listings waiting for approval' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Levada walk' })).getAttribute('href')).toBe(
      `/console/listings/${listingId}`,
    );
    expect(screen.getByText('Waiting for approval')).toBeTruthy();
    for (const tab of ['Approval queue', 'Listings', 'Users', 'Audit log'])
      expect(screen.getByRole('link', { name: tab })).toBeTruthy();
  });

  it('sends a listing back only with a reason, then shows it done; a conflict is said in words', async () => {
    const sent = serve({ isAdmin: true });
    renderApp(`/console/listings/${listingId}`, pages);
    const send = await screen.findByRole(
      'button',
      { name: 'Send back to draft' },
      { timeout: 10_000 },
    );
    fireEvent.click(send);
    expect(await screen.findByText('Write a reason (at most 1000 characters).')).toBeTruthy();
    expect(sent.filter((s) => s.url.endsWith('/reject'))).toEqual([]);
    fireEvent.change(screen.getByLabelText('Reason'), {
      target: { value: 'Photos of another tour' },
    });
    fireEvent.click(send);
    expect(
      await screen.findByText('Sent back to draft. The operator has been emailed your reason.'),
    ).toBeTruthy();
    expect(sent.find((s) => s.url.endsWith('/reject'))?.body).toEqual({
      reason: 'Photos of another tour',
    });

    cleanup();
    serve({ isAdmin: true, rejectWith: 'console-conflict' });
    renderApp(`/console/listings/${listingId}`, pages);
    fireEvent.change(await screen.findByLabelText('Reason', {}, { timeout: 10_000 }), {
      target: { value: 'Too short' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send back to draft' }));
    expect(
      await screen.findByText(
        'Another administrator changed this at the same moment. Refresh to see what it is now.',
      ),
    ).toBeTruthy();
  });

  it('logs in as a user after the administrator’s password, then loads the app as them', async () => {
    serve({ isAdmin: true });
    const load = vi.spyOn(pageLoader, 'load').mockImplementation(() => {});
    renderApp(`/console/users/${operatorId}`, pages);
    const password = await screen.findByLabelText('Your own password', {}, { timeout: 10_000 });
    const form = password.closest('form')!;
    fireEvent.change(password, { target: { value: 'wrong-password' } });
    fireEvent.change(form.querySelector('textarea')!, { target: { value: 'Ticket 12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in as Rui Gomes' }));
    expect(await screen.findByText('That is not your password. Try again.')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    fireEvent.change(password, { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in as Rui Gomes' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('/'));
  });

  it('filters transactions into the URL and the CSV link, and cancels an accepted booking only with a reason', async () => {
    const sent = serve({ isAdmin: true });
    renderApp('/console/transactions', pages);
    expect(await screen.findByText('€90.00', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'accepted' } });
    fireEvent.change(screen.getByLabelText('Paid at least (€)'), { target: { value: '45,50' } });
    fireEvent.change(screen.getByLabelText('Made from'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(
        sent.some(
          (s) =>
            s.url.startsWith('/api/console/transactions?') &&
            s.url.includes('state=accepted') &&
            s.url.includes('minAmount=4550') &&
            s.url.includes('from=2026-11-01T00%3A00%3A00.000Z'),
        ),
      ).toBe(true),
    );
    const csv = screen.getByRole('link', { name: 'Download these as CSV' }).getAttribute('href');
    expect(csv).toContain('/api/console/transactions.csv?state=accepted');
    expect(csv).toContain('minAmount=4550');

    fireEvent.click(screen.getByText('Cancel with a full refund', { selector: 'summary' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel with a full refund' }));
    expect(await screen.findByText('Write a reason (at most 1000 characters).')).toBeTruthy();
    expect(sent.filter((s) => s.url.endsWith('/cancel'))).toEqual([]);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Boat broken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel with a full refund' }));
    expect(await screen.findByText('Cancelled. The customer is refunded in full.')).toBeTruthy();
    expect(sent.find((s) => s.url.endsWith('/cancel'))?.body).toEqual({ reason: 'Boat broken' });
  });
});
