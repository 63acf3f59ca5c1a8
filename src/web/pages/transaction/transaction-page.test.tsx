// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '../../../contracts/transactions';
import { transitionNames } from '../../../domain/booking-process';
import type { ApiKey } from '../../lib/api-client';
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
    titles: { pt: 'Caminhada na levada' },
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

// The routes the order and sale pages call.
const pageRoutes: ApiKey[] = [
  'GET /api/auth/info',
  'GET /api/notification-count',
  'GET /api/config',
  'GET /api/transactions/:id',
  'GET /api/transactions/:id/messages',
  'POST /api/transactions/:id/messages',
  'GET /api/transactions/:id/reviews',
  'POST /api/transactions/:id/reviews',
  'GET /api/transactions/:id/ticket',
  'GET /api/transactions/:id/payment',
  'POST /api/transactions/:id/transitions',
  'GET /api/payments/cards',
  'GET /api/payments/simulator/payment-intents/:id',
  'POST /api/payments/simulator/payment-intents/:id/confirm',
];
const server = setupApiServer();
type Sent = { method: string; url: string; body: unknown };

/**
 * Answers the page's calls by the start of their path and query (any other: 404); returns them
 * (method, path and query, JSON body).
 */
function answer(byPath: Record<string, (url: string) => Response>) {
  // The messages (issue 9) answered before the transaction, whose path is their prefix.
  const handlers: Record<string, (url: string) => Response> = { ...noMessages, ...byPath };
  const sent: Sent[] = [];
  const reply = ({ request, body }: ApiRequest) => {
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    sent.push({ method: request.method, url: path, body });
    const handler = Object.entries(handlers).find(([prefix]) => path.startsWith(prefix))?.[1];
    return handler ? handler(path) : apiError(404, 'not-found');
  };
  server.use(...pageRoutes.map((key) => apiHandler(key, reply)));
  return sent;
}

afterEach(() => cleanup());

describe('the order page', () => {
  it('shows the traveller the booking in the listing’s zone, their price, "Cancelled" for a declined request and the feed in time order', async () => {
    answer({
      ...signedIn(transaction.customer.id),
      [`/api/transactions/${id}`]: json({ data: transaction }),
    });
    renderApp(`/order/${id}/details`, pages);
    // The first test loads the page's chunk cold, which takes a few seconds on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Your booking' }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('transaction-state').textContent).toBe('Cancelled');
    // 08:30 UTC is 09:30 in Madeira in June (UTC+1), named as Madeira time.
    expect(screen.getByText(/09:30–15:30/)).toBeTruthy();
    expect(screen.getByText('(Madeira time)')).toBeTruthy();
    const feed = within(screen.getByRole('region', { name: 'Activity' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(feed).toEqual(['You requested to book.', 'Ana S. declined your request.']);
    // Their times in the listing's zone (Madeira, UTC+1 in June), named, whatever the reader's.
    expect(
      [...document.querySelectorAll('.activity-feed__time')].map((time) => time.textContent),
    ).toEqual([
      expect.stringMatching(/11:01.*(GMT\+1|WEST)/),
      expect.stringMatching(/10:00.*(GMT\+1|WEST)/),
    ]);
    // The price is kept, but a declined request took nothing from the card.
    const totalRow = document.querySelector('.breakdown__row--total')!;
    expect(totalRow.querySelector('dt')?.textContent).toBe('Charged');
    expect(totalRow.querySelector('dd')?.textContent).toBe('€0');
    expect(document.querySelector('.breakdown')?.textContent).toContain('€90');
  });

  it('says in plain words what went back to which card and when: refunded after a cancellation, the hold released after a decline', async () => {
    const cases = [
      {
        moneyBack: {
          kind: 'refunded',
          amount: { amount: 4500, currency: 'EUR' },
          card: { brand: 'visa', last4: '4242' },
          at: '2026-06-03T10:00:00.000Z',
        },
        text: '€45 refunded to your Visa •••• 4242 on 3 June 2026, back on your card within 2–3 business days.',
      },
      {
        moneyBack: {
          kind: 'released',
          amount: { amount: 12000, currency: 'EUR' },
          card: { brand: 'mastercard', last4: '4444' },
          at: '2026-06-02T09:00:00.000Z',
        },
        text: 'Nothing was charged: the €120 hold on your Mastercard •••• 4444 was released on 2 June 2026 and leaves your statement within 2–3 business days.',
      },
      {
        moneyBack: {
          kind: 'refunded',
          amount: { amount: 4500, currency: 'EUR' },
          card: null,
          at: '2026-06-03T10:00:00.000Z',
        },
        text: '€45 refunded to the card you paid with on 3 June 2026, back on it within 2–3 business days.',
      },
    ];
    for (const { moneyBack, text } of cases) {
      answer({
        ...signedIn(transaction.customer.id),
        [`/api/transactions/${id}`]: json({ data: { ...transaction, moneyBack } }),
      });
      renderApp(`/order/${id}/details`, pages);
      expect((await screen.findByTestId('money-back', {}, { timeout: 15_000 })).textContent).toBe(
        text,
      );
      cleanup();
    }
  });

  it('shows the ticket with its QR code, a PDF to download, and the Wallet pass only where the server signs passes', async () => {
    const ticket = {
      transactionId: id,
      reference: 'LV-7KQ2XM',
      listingTitle: 'Levada walk',
      start: '2026-06-12T08:30:00.000Z',
      end: '2026-06-12T14:30:00.000Z',
      timezone: 'Atlantic/Madeira',
      quantities: { adults: 2, children: 1, infants: 0 },
      code: 'LV1:LV-7KQ2XM:202606120830:2.1.0:signature',
      state: 'not-checked-in',
    };
    for (const hasWalletPasses of [true, false]) {
      answer({
        ...signedIn(transaction.customer.id),
        [`/api/transactions/${id}/ticket`]: json({ data: ticket }),
        '/api/config': json({
          mapStyleUrl: null,
          payments: { provider: 'simulator', publishableKey: null },
          outboxRetentionDays: 90,
          hasWalletPasses,
          sentryDsn: null,
          marketplace: {
            providerCommissionPercent: 30,
            customerCommissionPercent: 0,
            bookableDays: 90,
            answerWindowHours: 24,
          },
        }),
      });
      renderApp(`/order/${id}/details?view=ticket`, pages);
      expect(
        (await screen.findByTestId('ticket-reference', {}, { timeout: 15_000 })).textContent,
      ).toBe('LV-7KQ2XM');
      expect(screen.getByText('2 adults, 1 child')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Download as PDF' })).toBeTruthy();
      if (hasWalletPasses)
        expect(
          (await screen.findByRole('link', { name: 'Add to Apple Wallet' })).getAttribute('href'),
        ).toBe(`/api/transactions/${id}/wallet-pass`);
      else expect(screen.queryByRole('link', { name: 'Add to Apple Wallet' })).toBeNull();
      cleanup();
    }
  });

  it('sends the operator who opened the order link to the sale view', async () => {
    answer({
      ...signedIn(transaction.provider.id),
      [`/api/transactions/${id}`]: json({
        data: {
          ...transaction,
          viewerRole: 'provider',
          payoutTotal: { amount: 6300, currency: 'EUR' },
        },
      }),
    });
    const { router } = renderApp(`/order/${id}/details`, pages);
    expect(await screen.findByRole('heading', { name: 'Booking by Sofia M.' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/sale/${id}/details`);
    expect(screen.getByTestId('transaction-state').textContent).toBe('Declined');
    // Declined: nothing was paid out, and the total says so rather than "You earn €0".
    const totalRow = document.querySelector('.breakdown__row--total')!;
    expect(totalRow.querySelector('dt')?.textContent).toBe('Paid to you');
    expect(totalRow.querySelector('dd')?.textContent).toBe('€0');
  });

  it('heads an enquiry as an enquiry, not a booking', async () => {
    const enquiry = {
      ...transaction,
      state: 'enquiry',
      booking: null,
      lineItems: [],
      payinTotal: null,
      availableTransitions: [],
      transitions: [
        { createdAt: '2026-06-01T10:00:00.000Z', by: 'customer', transition: 'enquire' },
      ],
    };
    answer({
      ...signedIn(transaction.provider.id),
      [`/api/transactions/${id}`]: json({ data: { ...enquiry, viewerRole: 'provider' } }),
    });
    renderApp(`/sale/${id}/details`, pages);
    expect(await screen.findByRole('heading', { name: 'Enquiry from Sofia M.' })).toBeTruthy();
  });

  it('tells both parties when an unanswered request expires: at the start when that comes first, else its 6 days', async () => {
    const requested = {
      ...transaction,
      state: 'preauthorized',
      lastTransition: 'confirm-payment',
      transitions: transaction.transitions.slice(1),
      booking: { ...transaction.booking, state: 'pending' },
      // The engine's next timer: the booking's start (08:30 UTC, 09:30 in Madeira).
      nextTimer: { transition: 'expire', at: '2026-06-12T08:30:00.000Z' },
    };
    answer({
      ...signedIn(transaction.customer.id),
      [`/api/transactions/${id}`]: json({
        data: { ...requested, availableTransitions: ['decline-by-customer'] },
      }),
    });
    renderApp(`/order/${id}/details`, pages);
    const deadline = await screen.findByText(/^The request expires when the activity starts/);
    expect(deadline.textContent).toMatch(
      /^The request expires when the activity starts, on Friday,? 12 June 2026 at 09:30 \(Madeira time\), unless it is answered before\.$/,
    );
    cleanup();

    // Booked further ahead, the 6 days to answer run out first: the plain deadline.
    answer({
      ...signedIn(transaction.provider.id),
      [`/api/transactions/${id}`]: json({
        data: {
          ...requested,
          viewerRole: 'provider',
          availableTransitions: ['accept', 'decline'],
          nextTimer: { transition: 'expire', at: '2026-06-07T10:01:00.000Z' },
        },
      }),
    });
    renderApp(`/sale/${id}/details`, pages);
    const sixDays = await screen.findByText(/^The request expires on/);
    expect(sixDays.textContent).toMatch(
      /^The request expires on Sunday,? 7 June 2026 at 11:01 \(Madeira time\) unless it is answered\.$/,
    );
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
    const sent = answer({
      ...signedIn(transaction.customer.id),
      [`/api/transactions/${id}/messages`]: json({
        data: [message],
        meta: { page: 1, perPage: 100, totalItems: 1, totalPages: 1 },
      }),
      [`/api/transactions/${id}`]: json({ data: transaction }),
    });
    const calls = () =>
      sent.filter((s) => s.method === 'POST').map(({ method, body }) => ({ method, body }));
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
      expect(calls()).toEqual([{ method: 'POST', body: { content: 'Thank you, see you there!' } }]),
    );
  });
});

describe('older messages', () => {
  it('shows "Older messages" while more exist, and adds them to the feed in time order', async () => {
    const message = (n: number, minute: number) => ({
      id: `7c1d2e3f-4a5b-4c6d-8e7f-9012345678${String(n).padStart(2, '0')}`,
      createdAt: new Date(Date.UTC(2026, 5, 1, 11, minute)).toISOString(),
      content: `Message ${n}`,
      sender: transaction.provider,
    });
    const pagesOfMessages = [[message(2, 30)], [message(1, 10)]];
    const sent = answer({
      ...signedIn(transaction.customer.id),
      [`/api/transactions/${id}/messages`]: (url) => {
        const page = /\/messages\?page=(\d)$/.exec(url)![1];
        return json({
          data: pagesOfMessages[Number(page) - 1],
          meta: { page: Number(page), perPage: 100, totalItems: 2, totalPages: 2 },
        })();
      },
      [`/api/transactions/${id}`]: json({ data: transaction }),
    });
    const requested = () => sent.map((s) => s.url);
    renderApp(`/order/${id}/details`, pages);
    const { fireEvent } = await import('@testing-library/react');
    const feed = await screen.findByRole('region', { name: 'Activity' }, { timeout: 15_000 });
    expect(await within(feed).findByText('Message 2')).toBeTruthy();
    expect(within(feed).queryByText('Message 1')).toBeNull();
    fireEvent.click(within(feed).getByRole('button', { name: 'Older messages' }));
    expect(await within(feed).findByText('Message 1')).toBeTruthy();
    const order = within(feed)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.activity-feed__message')?.textContent ?? null);
    expect(order.findIndex((t) => t?.includes('Message 1'))).toBeLessThan(
      order.findIndex((t) => t?.includes('Message 2')),
    );
    expect(within(feed).queryByRole('button', { name: 'Older messages' })).toBeNull();
    expect(requested().filter((url) => url.includes('/messages'))).toEqual([
      `/api/transactions/${id}/messages?page=1`,
      `/api/transactions/${id}/messages?page=2`,
    ]);
  });
});

const review = (
  author: 'customer' | 'provider',
  fields: { content?: string; rating?: number | null; isDeleted?: boolean; state?: string } = {},
) => ({
  id:
    author === 'customer'
      ? 'a1b2c3d4-0000-4000-8000-000000000001'
      : 'a1b2c3d4-0000-4000-8000-000000000002',
  createdAt: '2026-06-13T10:00:00.000Z',
  content: 'A guide who knew every plant.',
  rating: 5,
  type: author === 'customer' ? 'ofProvider' : 'ofCustomer',
  state: 'public',
  isDeleted: false,
  author: author === 'customer' ? transaction.customer : transaction.provider,
  subject: author === 'customer' ? transaction.provider : transaction.customer,
  listing: { id: transaction.listing.id, title: transaction.listing.title },
  ...fields,
});
const completed = [
  ...transaction.transitions.filter((entry) => entry.transition !== 'decline'),
  { createdAt: '2026-06-02T09:00:00.000Z', by: 'provider', transition: 'accept' },
  { createdAt: '2026-06-12T14:30:00.000Z', by: 'system', transition: 'complete' },
];

describe('reviews on the order and sale pages', () => {
  it('offers "Leave a review" after the tour; the modal asks for a 1–5 rating and a message, then sends them and closes', async () => {
    const delivered = {
      ...transaction,
      state: 'delivered',
      transitions: completed,
      availableTransitions: ['review-1-by-customer'],
    };
    const posted: unknown[] = [];
    answer({
      ...signedIn(transaction.customer.id),
      [`/api/transactions/${id}/reviews`]: json({ data: [] }),
      [`/api/transactions/${id}`]: json({ data: delivered }),
    });
    const post = ({ request, body }: ApiRequest) => {
      posted.push({ url: new URL(request.url).pathname, body });
      return Response.json({}, { status: 201 });
    };
    server.use(
      apiHandler('POST /api/transactions/:id/reviews', post),
      apiHandler('POST /api/transactions/:id/messages', post),
      apiHandler('POST /api/transactions/:id/transitions', post),
    );
    renderApp(`/order/${id}/details`, pages);
    const { fireEvent } = await import('@testing-library/react');
    expect(await screen.findByText(/Tell others how it went with Ana S\./)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Leave a review' }));
    const modal = await screen.findByRole('dialog', { name: 'Review Ana S.' });
    expect(
      within(modal)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent?.trim()),
    ).toEqual(['Bad experience', 'Not so nice', 'OK', 'Good', 'Awesome']);
    fireEvent.click(within(modal).getByRole('button', { name: 'Publish review' }));
    expect(
      await within(modal).findByText('You need to add a message to leave a review'),
    ).toBeTruthy();
    expect(within(modal).getByText('Choose a rating.')).toBeTruthy();
    // The first thing missing, the rating, is where focus goes.
    expect(document.activeElement).toBe(within(modal).getByLabelText('Bad experience'));
    expect(posted).toEqual([]);
    fireEvent.click(within(modal).getByLabelText('Good'));
    fireEvent.change(within(modal).getByLabelText('Your review'), {
      target: { value: 'A guide who knew every plant.' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Publish review' }));
    await vi.waitFor(() =>
      expect(posted).toEqual([
        {
          url: `/api/transactions/${id}/reviews`,
          body: { rating: 4, content: 'A guide who knew every plant.' },
        },
      ]),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('after the traveller reviewed, the operator gets the second-review link and sees the review is hidden until theirs', async () => {
    const reviewedByCustomer = {
      ...transaction,
      state: 'reviewed-by-customer',
      viewerRole: 'provider',
      transitions: [
        ...completed,
        {
          createdAt: '2026-06-13T10:00:00.000Z',
          by: 'customer',
          transition: 'review-1-by-customer',
        },
      ],
      availableTransitions: ['review-2-by-provider'],
    };
    answer({
      ...signedIn(transaction.provider.id),
      [`/api/transactions/${id}/reviews`]: json({ data: [] }),
      [`/api/transactions/${id}`]: json({ data: reviewedByCustomer }),
    });
    renderApp(`/sale/${id}/details`, pages);
    expect(
      await screen.findByText(
        'Sofia M. has reviewed you. Leave your review to read theirs: both are then published.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave a review' })).toBeTruthy();
    const feed = screen.getByRole('region', { name: 'Activity' });
    expect(within(feed).getByText('Sofia M. left a review of you.')).toBeTruthy();
    expect(
      await within(feed).findByText(
        'You can read this review once you have left yours, or when the review period ends.',
      ),
    ).toBeTruthy();
  });

  it('the traveller who reviewed first gets no second link; once both reviewed the feed shows both reviews, a deleted one as deleted', async () => {
    const reviewedByCustomer = {
      ...transaction,
      state: 'reviewed-by-customer',
      transitions: [
        ...completed,
        {
          createdAt: '2026-06-13T10:00:00.000Z',
          by: 'customer',
          transition: 'review-1-by-customer',
        },
      ],
      availableTransitions: [],
    };
    answer({
      ...signedIn(transaction.customer.id),
      [`/api/transactions/${id}/reviews`]: json({
        data: [review('customer', { state: 'pending' })],
      }),
      [`/api/transactions/${id}`]: json({ data: reviewedByCustomer }),
    });
    const first = renderApp(`/order/${id}/details`, pages);
    const feed = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(feed).findByText('A guide who knew every plant.')).toBeTruthy();
    expect(within(feed).getByText('Awesome')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave a review' })).toBeNull();
    first.unmount();

    const reviewed = {
      ...reviewedByCustomer,
      state: 'reviewed',
      transitions: [
        ...reviewedByCustomer.transitions,
        {
          createdAt: '2026-06-13T12:00:00.000Z',
          by: 'provider',
          transition: 'review-2-by-provider',
        },
      ],
    };
    answer({
      ...signedIn(transaction.customer.id),
      [`/api/transactions/${id}/reviews`]: json({
        data: [
          review('customer'),
          review('provider', { content: '', rating: null, isDeleted: true }),
        ],
      }),
      [`/api/transactions/${id}`]: json({ data: reviewed }),
    });
    renderApp(`/order/${id}/details`, pages);
    const both = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(both).findByText('This review has been deleted.')).toBeTruthy();
    expect(within(both).getByText('A guide who knew every plant.')).toBeTruthy();
    expect(within(both).getByText('Ana S. left a review of you.')).toBeTruthy();
  });
});

describe('the activity feed', () => {
  it('words every transition of the process for both parties, and shows an unknown one neutrally, reporting it', async () => {
    // Every transition but the two requests, which the feed tells once the card is authorised.
    const named = transitionNames.filter(
      (name) => name !== 'request-payment' && name !== 'request-payment-after-enquiry',
    );
    const everything = {
      ...transaction,
      transitions: [...named, 'teleport'].map((name, index) => ({
        createdAt: new Date(Date.UTC(2026, 5, 1, 10, index)).toISOString(),
        by: name.endsWith('-by-customer') ? 'customer' : 'provider',
        transition: name,
      })),
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const role of ['customer', 'provider'] as const) {
      answer({
        ...signedIn(transaction[role].id),
        [`/api/transactions/${id}/reviews`]: json({ data: [] }),
        [`/api/transactions/${id}`]: json({ data: { ...everything, viewerRole: role } }),
      });
      const view = renderApp(`/${role === 'customer' ? 'order' : 'sale'}/${id}/details`, pages);
      const feed = await screen.findByRole('region', { name: 'Activity' });
      const lines = within(feed)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.activity-feed__text')?.textContent);
      expect(lines).toHaveLength(named.length + 1);
      for (const line of lines) expect(line).toBeTruthy();
      expect(lines.at(-1)).toBe('The booking was updated.');
      // The other party is named where they acted; the viewer is "you".
      const other = role === 'customer' ? 'Ana S.' : 'Sofia M.';
      expect(lines[named.indexOf('accept')]).toBe(
        role === 'customer' ? 'Ana S. accepted your request.' : 'You accepted the request.',
      );
      expect(lines.filter((line) => line?.includes(other)).length).toBeGreaterThan(3);
      view.unmount();
    }
    expect(errors).toHaveBeenCalledWith('Unknown transitions in the activity feed: teleport');
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

  /** Answers by method and path (no query), and records every call ("METHOD path JSON body"). */
  function serve(routes: Record<string, (url: string) => Response>) {
    const calls: string[] = [];
    const reply = ({ request, body }: ApiRequest) => {
      const key = `${request.method} ${new URL(request.url).pathname}`;
      calls.push(body === undefined ? key : `${key} ${JSON.stringify(body)}`);
      return (routes[key] ?? (() => apiError(404, 'not-found')))(key);
    };
    server.use(...pageRoutes.map((route) => apiHandler(route, reply)));
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
    // The minutes left of the payment window, as the countdown last ticked (a loaded machine may
    // take many seconds to get here).
    const [, minutes] =
      /^Complete your payment within (\d+):[0-5]\d\./.exec(
        within(section).getByRole('timer').textContent ?? '',
      ) ?? [];
    const left = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect([Math.floor(left), Math.floor(left + 2 / 60)]).toContain(Number(minutes));
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

describe('the failures of the transaction page (spec 000 §8)', () => {
  const delivered = {
    ...transaction,
    state: 'delivered',
    transitions: completed,
    availableTransitions: ['review-1-by-customer'],
  };
  const failing = (status: number, code: string) => () =>
    new Response(JSON.stringify({ error: { code, message: 'Refused' } }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  /** Every POST answered with `post`; the rest as `byPath` says. */
  function answerPosts(byPath: Record<string, () => Response>, post: () => Response) {
    answer(byPath);
    server.use(
      ...pageRoutes
        .filter((route) => route.startsWith('POST '))
        .map((route) => apiHandler(route, post)),
    );
  }

  it('a message that could not be sent says so and stays in the box', async () => {
    answerPosts(
      {
        ...signedIn(transaction.customer.id),
        [`/api/transactions/${id}`]: json({ data: transaction }),
      },
      failing(500, 'internal-error'),
    );
    renderApp(`/order/${id}/details`, pages);
    const { fireEvent } = await import('@testing-library/react');
    const box = await screen.findByLabelText('Message', {}, { timeout: 10_000 });
    fireEvent.change(box, { target: { value: 'Is there parking?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Sending the message failed. Please try again.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Is there parking?');
  });

  it('messages that could not be loaded say so, and load again on retry; the rest of the page stands', async () => {
    let fail = true;
    answer({
      ...signedIn(transaction.customer.id),
      [`/api/transactions/${id}/messages`]: () =>
        fail
          ? failing(500, 'internal-error')()
          : json({ data: [], meta: { page: 1, perPage: 100, totalItems: 0, totalPages: 0 } })(),
      [`/api/transactions/${id}`]: json({ data: transaction }),
    });
    renderApp(`/order/${id}/details`, pages);
    expect(
      await screen.findByText(
        'Loading the messages failed. Please refresh the page.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    fail = false;
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() =>
      expect(
        screen.queryByText('Loading the messages failed. Please refresh the page.'),
      ).toBeNull(),
    );
  });

  it.each([
    [409, 'transaction-already-reviewed-by-customer', 'You have already reviewed this booking.'],
    [500, 'internal-error', 'Sending the review failed. Please try again.'],
  ])('a review answered %i %s says so in the review form', async (status, code, text) => {
    answerPosts(
      {
        ...signedIn(transaction.customer.id),
        [`/api/transactions/${id}/reviews`]: json({ data: [] }),
        [`/api/transactions/${id}`]: json({ data: delivered }),
      },
      failing(status, code),
    );
    renderApp(`/order/${id}/details`, pages);
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Leave a review' }, { timeout: 10_000 }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Review Ana S.' });
    fireEvent.click(within(modal).getByLabelText('Good'));
    fireEvent.change(within(modal).getByLabelText('Your review'), {
      target: { value: 'A guide who knew every plant.' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Publish review' }));
    expect(await within(modal).findByText(text)).toBeTruthy();
  });
});

describe('a first message that could not be sent (spec 000 §8)', () => {
  it('does not block the order: the request is sent, and the traveller is told the message was not', async () => {
    const requested = {
      ...transaction,
      state: 'preauthorized',
      lastTransition: 'confirm-payment',
      transitions: transaction.transitions.slice(1),
    };
    answer({
      ...signedIn(transaction.customer.id),
      [`/api/transactions/${id}`]: json({ data: requested }),
    });
    const { router } = renderApp('/', pages);
    await router.navigate(`/order/${id}/details`, {
      state: { isRequested: true, isMessageSent: false },
    });
    expect(
      await screen.findByText(
        'Your request was sent, but your message to the operator could not be delivered.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^Request sent\. The operator will answer soon/)).toBeTruthy();
    // The conversation is still open to write it again.
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
  });
});
