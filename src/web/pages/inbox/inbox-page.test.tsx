// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '../../../contracts/transactions';
import { userTypes } from '../../../domain/accounts';
import { testUser } from '../../test/fake-auth';
import { apiError, apiHandler, setupApiServer, type ApiRequest } from '../../test/msw';
import { renderApp } from '../../test/render-app';

const party = (id: string, displayName: string) => ({
  id,
  displayName,
  abbreviatedName: displayName.slice(0, 2),
  bio: null,
  companyName: null,
  isBanned: false,
  isDeleted: false,
  profileImage: null,
});
const operatorId = '00000000-0000-4000-8000-000000000002';

const sale = (id: string, state: string, availableTransitions: string[], customer: string) =>
  ({
    id,
    state,
    availableTransitions,
    viewerRole: 'provider',
    lastTransitionedAt: '2026-06-02T09:00:00.000Z',
    booking: {
      start: '2026-06-12T08:30:00.000Z',
      end: '2026-06-12T14:30:00.000Z',
      startDate: '2026-06-12',
      timezone: 'Atlantic/Madeira',
      seats: 3,
      state: 'pending',
      quantities: { adults: 2, children: 1, infants: 0 },
    },
    listing: {
      id: '6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11',
      title: 'Levada walk',
      titles: { pt: 'Caminhada na levada' },
      state: 'published',
      isDeleted: false,
      timezone: 'Atlantic/Madeira',
      unitType: 'adult',
      image: null,
    },
    customer: party('00000000-0000-4000-8000-000000000001', customer),
    provider: party(operatorId, 'Ana S.'),
  }) as unknown as Transaction;

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const asOperator = {
  '/api/auth/info': json({
    data: {
      isAnonymous: false,
      scopes: ['user'],
      user: { ...testUser, id: operatorId, type: userTypes.operator },
    },
  }),
};
const asTraveller = {
  '/api/auth/info': json({
    data: {
      isAnonymous: false,
      scopes: ['user'],
      user: { ...testUser, type: userTypes.customer },
    },
  }),
};
const noOrders = {
  '/api/transactions?only=order': json({
    data: [],
    meta: { page: 1, perPage: 10, totalItems: 0, totalPages: 0 },
  }),
};
const requested: string[] = [];
const server = setupApiServer();

/** Answers the page's reads by the start of their path and query; any other: 404. */
function answer(byPath: Record<string, () => Response>) {
  const reply = ({ request }: ApiRequest) => {
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    requested.push(path);
    const handler = Object.entries(byPath).find(([prefix]) => path.startsWith(prefix))?.[1];
    return handler ? handler() : apiError(404, 'not-found');
  };
  server.use(
    apiHandler('GET /api/auth/info', reply),
    apiHandler('GET /api/notification-count', reply),
    apiHandler('GET /api/transactions', reply),
    apiHandler('GET /api/waitlist', reply),
  );
}

afterEach(() => {
  cleanup();
  requested.length = 0;
});

const pages = {
  InboxBasePage: () => import('./inbox-base-page'),
  InboxPage: () => import('./inbox-page'),
  NotFoundPage: () => import('../not-found/not-found-page'),
};

describe('the inbox', () => {
  it('lists the operator’s sales with the traveller, the tour, the departure in Madeira time and the state, marking what waits for them; the top bar counts it', async () => {
    answer({
      ...asOperator,
      '/api/notification-count': json({ data: { count: 1 } }),
      '/api/transactions?only=sale&page=1&perPage=10': json({
        data: [
          sale(
            '5b0c7a4e-9a41-4e8c-8f0e-2a9d4c1b7e10',
            'preauthorized',
            ['accept', 'decline'],
            'Sofia M.',
          ),
          {
            // A day listing's booking: midnight to midnight in Madeira (UTC+1 in June).
            ...sale('5b0c7a4e-9a41-4e8c-8f0e-2a9d4c1b7e11', 'accepted', ['cancel'], 'Tom B.'),
            booking: {
              ...sale('', '', [], '').booking!,
              start: '2026-06-11T23:00:00.000Z',
              end: '2026-06-12T23:00:00.000Z',
            },
          } as Transaction,
          {
            // Sold by a reseller through OCTO (issue 47): its name and its own reference.
            ...sale('5b0c7a4e-9a41-4e8c-8f0e-2a9d4c1b7e12', 'accepted', [], 'Island Tours R.'),
            reseller: { name: 'Island Tours', reference: 'IT-1001', traveller: 'Marta Silva' },
          } as Transaction,
        ],
        meta: { page: 1, perPage: 10, totalItems: 3, totalPages: 1 },
      }),
    });
    renderApp('/inbox/sales', pages);
    // The page's chunk loads cold in the first test: a few seconds on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Inbox' }, { timeout: 15_000 })).toBeTruthy();
    await screen.findByText('Sofia M.');
    const rows = screen.getAllByRole('listitem').filter((li) => li.classList.contains('inbox-row'));
    expect(
      rows.map((row) => [
        row.querySelector('.inbox-row__name')?.textContent,
        row.querySelector('.state-badge')?.textContent,
        row.querySelector('.inbox-row__waiting')?.textContent ?? null,
      ]),
    ).toEqual([
      ['Sofia M.', 'Requested', 'Waiting for you'],
      ['Tom B.', 'Accepted', null],
      ['Island Tours R.', 'Accepted', null],
    ]);
    expect(
      rows.map((row) => row.querySelector('.inbox-row__reseller')?.textContent ?? null),
    ).toEqual([null, null, 'Sold by Island Tours · their reference IT-1001']);
    // 08:30 UTC is 09:30 in Madeira in June.
    expect(within(rows[0]!).getByText(/09:30–15:30/)).toBeTruthy();
    expect(rows[1]!.querySelector('.inbox-row__when')?.textContent).toBe(
      'Friday, 12 June 2026, All day (Madeira time)',
    );
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe(
      '/sale/5b0c7a4e-9a41-4e8c-8f0e-2a9d4c1b7e10/details',
    );
    expect(
      await screen.findByRole('link', { name: 'Inbox: 1 request waits for your answer' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bookings' }).getAttribute('href')).toBe(
      '/inbox/orders',
    );
  });

  it('says so when there are no bookings, and an unknown tab is not found', async () => {
    answer({
      ...asOperator,
      '/api/notification-count': json({ data: { count: 0 } }),
      '/api/transactions?only=order': json({
        data: [],
        meta: { page: 1, perPage: 10, totalItems: 0, totalPages: 0 },
      }),
    });
    renderApp('/inbox/orders', pages);
    expect(await screen.findByText('No bookings yet', {}, { timeout: 15_000 })).toBeTruthy();
    cleanup();
    renderApp('/inbox/everything', pages);
    expect(await screen.findByRole('heading', { name: 'We can’t find that page' })).toBeTruthy();
    expect(requested.some((path) => path.includes('only=undefined'))).toBe(false);
  });

  it('opens /inbox on the operator’s sales and on a traveller’s bookings, as the envelope does', async () => {
    answer({
      ...asOperator,
      '/api/notification-count': json({ data: { count: 0 } }),
      '/api/transactions?only=sale': json({
        data: [],
        meta: { page: 1, perPage: 10, totalItems: 0, totalPages: 0 },
      }),
    });
    const operator = renderApp('/inbox', pages);
    await waitFor(() => expect(operator.router.state.location.pathname).toBe('/inbox/sales'));
    expect(await screen.findByText('No requests yet')).toBeTruthy();
    cleanup();

    answer({ ...asTraveller, ...noOrders });
    const traveller = renderApp('/inbox?page=1', pages);
    await waitFor(() => expect(traveller.router.state.location.pathname).toBe('/inbox/orders'));
    expect(traveller.router.state.location.search).toBe('?page=1');
    expect(await screen.findByText('No bookings yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inbox' }).getAttribute('href')).toBe('/inbox/orders');
  });

  it('has no sales tab for a traveller: /inbox/sales takes them to their bookings, without asking for sales', async () => {
    answer({ ...asTraveller, ...noOrders });
    const { router } = renderApp('/inbox/sales', pages);
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox/orders'));
    expect(await screen.findByText('No bookings yet')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sales and bookings' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Requested' })).toBeNull();
    expect(requested.some((path) => path.includes('only=sale'))).toBe(false);
  });
});

describe('an inbox that could not be loaded (spec 000 §8)', () => {
  it('says so, with a retry that loads it', async () => {
    let fail = true;
    answer({
      ...asTraveller,
      '/api/transactions?only=order': () =>
        fail
          ? new Response(JSON.stringify({ error: { code: 'internal-error', message: 'Down' } }), {
              status: 500,
              headers: { 'Content-Type': 'application/json' },
            })
          : noOrders['/api/transactions?only=order']!(),
    });
    renderApp('/inbox/orders', pages);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('We could not load this.');
    expect(alert.textContent).toContain(
      'Oops, something went wrong. Please refresh the page and try again.',
    );
    fail = false;
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(screen.queryByText('We could not load this.')).toBeNull());
  });
});
