// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '../../../contracts/transactions';
import { testUser } from '../../test/fake-auth';
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
const id = '5b0c7a4e-9a41-4e8c-8f0e-2a9d4c1b7e10';

const transaction = {
  id,
  processAlias: 'flex-hourly-default-process/release-1',
  createdAt: '2026-06-01T10:00:00.000Z',
  lastTransitionedAt: '2026-06-02T09:00:00.000Z',
  lastTransition: 'accept',
  state: 'declined',
  payinTotal: { amount: 12000, currency: 'EUR' },
  payoutTotal: null,
  lineItems: [
    {
      code: 'line-item/adult',
      includeFor: ['customer', 'provider'],
      quantity: 2,
      unitPrice: { amount: 4500, currency: 'EUR' },
      lineTotal: { amount: 9000, currency: 'EUR' },
      reversal: false,
    },
    {
      code: 'line-item/child',
      includeFor: ['customer', 'provider'],
      quantity: 1,
      unitPrice: { amount: 3000, currency: 'EUR' },
      lineTotal: { amount: 3000, currency: 'EUR' },
      reversal: false,
    },
  ],
  // Out of order on purpose: the feed sorts by time.
  transitions: [
    { createdAt: '2026-06-02T09:00:00.000Z', by: 'provider', transition: 'decline' },
    { createdAt: '2026-06-01T10:00:00.000Z', by: 'customer', transition: 'request-payment' },
    { createdAt: '2026-06-01T10:01:00.000Z', by: 'customer', transition: 'confirm-payment' },
  ],
  booking: {
    start: '2026-06-12T08:30:00.000Z',
    end: '2026-06-12T14:30:00.000Z',
    startDate: '2026-06-12',
    timezone: 'Atlantic/Madeira',
    seats: 3,
    state: 'declined',
    quantities: { adults: 2, children: 1, infants: 0 },
  },
  listing: {
    id: '6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11',
    title: 'Levada walk',
    state: 'published',
    isDeleted: false,
    timezone: 'Atlantic/Madeira',
    unitType: 'adult',
    image: null,
  },
  customer: party('00000000-0000-4000-8000-000000000001', 'Sofia M.'),
  provider: party('00000000-0000-4000-8000-000000000002', 'Ana S.'),
  viewerRole: 'customer',
  availableTransitions: [],
  nextTimer: null,
  refundPreview: null,
  paymentIntentId: null,
} as unknown as Transaction;

const pages = {
  OrderDetailsPage: () => import('./transaction-page'),
  SaleDetailsPage: () => import('./transaction-page'),
  NotFoundPage: () => import('../not-found/not-found-page'),
};

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const signedIn = (userId: string) => ({
  '/api/auth/info': json({
    data: { isAnonymous: false, scopes: ['user'], user: { ...testUser, id: userId } },
  }),
});

const noMessages = {
  [`/api/transactions/${id}/messages`]: json({
    data: [],
    meta: { page: 1, perPage: 100, totalItems: 0, totalPages: 0 },
  }),
};

function answer(byPath: Record<string, () => Response>) {
  // The messages (issue 9) answered before the transaction, whose path is their prefix.
  const handlers = { ...noMessages, ...byPath };
  vi.stubGlobal('fetch', async (input: string) => {
    const path = String(input);
    const handler = Object.entries(handlers).find(([prefix]) => path.startsWith(prefix))?.[1];
    return handler ? handler() : new Response('{}', { status: 404 });
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the order page', () => {
  it('shows the traveller the booking in the listing’s zone, their price, "Canceled" for a declined request and the feed in time order', async () => {
    answer({
      ...signedIn(transaction.customer.id),
      [`/api/transactions/${id}`]: json({ data: transaction }),
    });
    renderApp(`/order/${id}/details`, pages);
    // The first test loads the page's chunk cold, which takes a few seconds on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Your booking' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('transaction-state').textContent).toBe('Canceled');
    // 08:30 UTC is 09:30 in Madeira in June (UTC+1), named as Madeira time.
    expect(screen.getByText(/09:30–15:30/)).toBeTruthy();
    expect(screen.getByText('(Madeira time)')).toBeTruthy();
    const feed = within(screen.getByRole('region', { name: 'Activity' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(feed).toEqual(['You requested to book.', 'Ana S. declined your request.']);
    expect(document.querySelector('.breakdown__row--total dd')?.textContent).toMatch(
      /^€120(\.00)?$/,
    );
  });

  it('sends the operator who opened the order link to the sale view', async () => {
    answer({
      ...signedIn(transaction.provider.id),
      [`/api/transactions/${id}`]: json({ data: { ...transaction, viewerRole: 'provider' } }),
    });
    const { router } = renderApp(`/order/${id}/details`, pages);
    expect(await screen.findByRole('heading', { name: 'Booking by Sofia M.' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/sale/${id}/details`);
    expect(screen.getByTestId('transaction-state').textContent).toBe('Declined');
  });

  it('shows someone who is not a party the not-found page', async () => {
    answer({
      ...signedIn('00000000-0000-4000-8000-000000000003'),
      [`/api/transactions/${id}`]: json({ error: { code: 'not-found' } }, 404),
    });
    renderApp(`/order/${id}/details`, pages);
    expect(await screen.findByRole('heading', { name: 'We can’t find that page' })).toBeTruthy();
  });
});

describe('messages on the order page', () => {
  it('interleaves messages with the transitions in time order, links web links safely, and sends a new one', async () => {
    const message = {
      id: '7c1d2e3f-4a5b-4c6d-8e7f-901234567890',
      createdAt: '2026-06-01T12:00:00.000Z',
      content: 'Meet at https://maps.example.com/pico.',
      sender: transaction.provider,
    };
    const calls: { method: string; body: unknown }[] = [];
    answer({
      ...signedIn(transaction.customer.id),
      [`/api/transactions/${id}/messages`]: json({
        data: [message],
        meta: { page: 1, perPage: 100, totalItems: 1, totalPages: 1 },
      }),
      [`/api/transactions/${id}`]: json({ data: transaction }),
    });
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (init?.method === 'POST')
        calls.push({ method: init.method, body: JSON.parse(String(init.body)) });
      return fetchStub(input);
    });
    renderApp(`/order/${id}/details`, pages);
    const feed = await screen.findByRole('region', { name: 'Activity' });
    await within(feed).findByText('Ana S.');
    const items = within(feed)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items.map((text) => text?.replace(/\d.*$/, '').trim())).toEqual([
      'You requested to book.',
      'Ana S.Meet at https://maps.example.com/pico.',
      'Ana S. declined your request.',
    ]);
    const link = within(feed).getByRole('link', { name: 'https://maps.example.com/pico' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');

    const box = screen.getByLabelText('Message');
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(box, { target: { value: 'Thank you, see you there!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await vi.waitFor(() =>
      expect(calls).toEqual([{ method: 'POST', body: { content: 'Thank you, see you there!' } }]),
    );
  });
});

describe('the review form', () => {
  it('asks for a rating and a message, then sends them once the tour has taken place', async () => {
    const delivered = {
      ...transaction,
      state: 'delivered',
      availableTransitions: ['review-1-by-customer'],
    };
    const posted: unknown[] = [];
    answer({
      ...signedIn(transaction.customer.id),
      [`/api/transactions/${id}/reviews`]: json({}, 201),
      [`/api/transactions/${id}`]: json({ data: delivered }),
    });
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (init?.method === 'POST')
        posted.push({ url: String(input), body: JSON.parse(String(init.body)) });
      return fetchStub(input);
    });
    renderApp(`/order/${id}/details`, pages);
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('You need to add a message to leave a review')).toBeTruthy();
    expect(screen.getByText('Choose a rating.')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.click(screen.getByLabelText('Good'));
    fireEvent.change(screen.getByLabelText('Your review'), {
      target: { value: 'A guide who knew every plant.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    await vi.waitFor(() =>
      expect(posted).toEqual([
        {
          url: `/api/transactions/${id}/reviews`,
          body: { rating: 4, content: 'A guide who knew every plant.' },
        },
      ]),
    );
  });
});

describe('paying later from the order page', () => {
  const expiresAt = new Date(Date.now() + 9 * 60_000 + 30_000).toISOString();
  const pending = {
    ...transaction,
    state: 'pending-payment',
    lastTransition: 'request-payment',
    transitions: [transaction.transitions[1]],
    booking: { ...transaction.booking, state: 'pending' },
    availableTransitions: ['confirm-payment'],
    nextTimer: { transition: 'expire-payment', at: expiresAt },
    paymentIntentId: 'pi_sim_later',
  } as unknown as Transaction;
  const requested = {
    ...pending,
    state: 'preauthorized',
    lastTransition: 'confirm-payment',
    availableTransitions: ['decline-by-customer'],
    nextTimer: null,
  } as unknown as Transaction;
  const intent = (status: string) => ({
    data: { id: 'pi_sim_later', status, amount: 12000, currency: 'eur' },
  });

  /** Answers by method and path (no query), and records every call but the page's own reads. */
  function serve(routes: Record<string, () => Response>) {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
      calls.push(init?.body ? `${key} ${String(init.body)}` : key);
      return (routes[key] ?? (() => new Response('{}', { status: 404 })))();
    });
    return calls;
  }
  const common = (view: () => Transaction) => ({
    'GET /api/auth/info': signedIn(transaction.customer.id)['/api/auth/info'],
    [`GET /api/transactions/${id}/messages`]: noMessages[`/api/transactions/${id}/messages`]!,
    [`GET /api/transactions/${id}`]: () => json({ data: view() })(),
    'GET /api/config': json({
      mapStyleUrl: '',
      payments: { provider: 'simulator', publishableKey: null },
    }),
    'GET /api/payments/cards': json({ data: [] }),
    [`GET /api/transactions/${id}/payment`]: json({
      data: { paymentIntentId: 'pi_sim_later', clientSecret: 'pi_sim_later_secret_x' },
    }),
    'GET /api/payments/simulator/payment-intents/pi_sim_later': json(
      intent('requires_payment_method'),
    ),
  });
  const typeCard = async (number: string) => {
    const { fireEvent } = await import('@testing-library/react');
    for (const [label, value] of [
      [/card number/i, number],
      [/expiry/i, '12/30'],
      [/security code/i, '123'],
    ] as const) {
      const field = screen.getByLabelText(label);
      fireEvent.change(field, { target: { value } });
      fireEvent.blur(field);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Complete payment' }));
  };

  it('offers "Complete payment" with the countdown, pays with the secret from the server and shows the request sent', async () => {
    let view = pending;
    const calls = serve({
      ...common(() => view),
      'POST /api/payments/simulator/payment-intents/pi_sim_later/confirm': json(
        intent('requires_capture'),
      ),
      [`POST /api/transactions/${id}/transitions`]: () => {
        view = requested;
        return json({ data: requested })();
      },
    });
    renderApp(`/order/${id}/details`, pages);
    const section = await screen.findByRole(
      'region',
      { name: 'Complete payment' },
      { timeout: 15_000 },
    );
    expect(screen.getByTestId('transaction-state').textContent).toBe('Pending payment');
    expect(within(section).getByRole('timer').textContent).toMatch(
      /^Complete your payment within 9:[0-5]\d\./,
    );
    await typeCard('4242 4242 4242 4242');
    expect(
      await screen.findByText(
        'Request sent. The operator will answer soon; your card is only charged once they accept.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('transaction-state').textContent).toBe('Requested');
    expect(screen.queryByRole('region', { name: 'Complete payment' })).toBeNull();
    expect(calls.filter((call) => !call.startsWith('GET /api/auth'))).toEqual(
      expect.arrayContaining([
        `GET /api/transactions/${id}/payment`,
        expect.stringMatching(
          /^POST \/api\/payments\/simulator\/payment-intents\/pi_sim_later\/confirm .*"clientSecret":"pi_sim_later_secret_x"/,
        ),
        `POST /api/transactions/${id}/transitions {"transition":"confirm-payment","params":{}}`,
      ]),
    );
  });

  it('says the payment was made but the booking not confirmed when the window closed in between', async () => {
    let view = pending;
    serve({
      ...common(() => view),
      'POST /api/payments/simulator/payment-intents/pi_sim_later/confirm': json(
        intent('requires_capture'),
      ),
      [`POST /api/transactions/${id}/transitions`]: () => {
        view = { ...pending, state: 'payment-expired', availableTransitions: [], nextTimer: null };
        return json({ error: { code: 'transaction-invalid-transition', message: '' } }, 409)();
      },
    });
    renderApp(`/order/${id}/details`, pages);
    await screen.findByRole('region', { name: 'Complete payment' }, { timeout: 15_000 });
    await typeCard('4242 4242 4242 4242');
    expect(
      await screen.findByText(
        'Payment has been made but we were unable to confirm the booking. You will be refunded in full.',
      ),
    ).toBeTruthy();
    await vi.waitFor(() =>
      expect(screen.getByTestId('transaction-state').textContent).toBe('Payment expired'),
    );
    // The message stays once the page shows the expired order.
    expect(
      within(screen.getByRole('region', { name: 'Complete payment' })).getByText(
        /Payment has been made but we were unable to confirm the booking/,
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/card number/i)).toBeNull();
  });

  it('shows a declined card and confirms nothing; the operator is never offered the payment', async () => {
    const calls = serve({
      ...common(() => pending),
      'POST /api/payments/simulator/payment-intents/pi_sim_later/confirm': json(
        {
          error: {
            code: 'transaction-payment-failed',
            message: 'Your card was declined.',
            details: [{ code: 'card_declined', declineCode: 'generic_decline' }],
          },
        },
        402,
      ),
    });
    renderApp(`/order/${id}/details`, pages);
    await screen.findByRole('region', { name: 'Complete payment' }, { timeout: 15_000 });
    await typeCard('4000 0000 0000 0002');
    expect(await screen.findByText('Your card was declined. Try another card.')).toBeTruthy();
    expect(calls.some((call) => call.includes('/transitions'))).toBe(false);
    expect(screen.getByTestId('transaction-state').textContent).toBe('Pending payment');
    cleanup();

    // The operator's view of the same pending order: no payment, no secret asked for.
    const sale = { ...pending, viewerRole: 'provider', availableTransitions: [] };
    const saleCalls = serve({
      ...common(() => sale as unknown as Transaction),
      'GET /api/auth/info': signedIn(transaction.provider.id)['/api/auth/info'],
    });
    renderApp(`/sale/${id}/details`, pages);
    expect(
      (await screen.findByTestId('transaction-state', {}, { timeout: 15_000 })).textContent,
    ).toBe('Pending payment');
    expect(screen.queryByRole('region', { name: 'Complete payment' })).toBeNull();
    expect(saleCalls.some((call) => call.endsWith('/payment'))).toBe(false);
  });
});
