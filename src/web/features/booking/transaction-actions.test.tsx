// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '../../../contracts/transactions';
import { apiError, apiHandler, notFound, setupApiServer, type ApiRequest } from '../../test/msw';
import { TestProviders } from '../../test/render-app';
import { actionsOf, TransactionActions } from './transaction-actions';

// The calendar's code is a lazy chunk; transformed once here so that no test waits on it.
beforeAll(async () => {
  await import('../../components/calendar/day-picker');
});

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

const base: Transaction = {
  id: '5b0c7a4e-9a41-4e8c-8f0e-2a9d4c1b7e10',
  processAlias: 'flex-hourly-default-process/release-1',
  createdAt: '2026-06-01T10:00:00.000Z',
  lastTransitionedAt: '2026-06-01T10:01:00.000Z',
  lastTransition: 'confirm-payment',
  state: 'preauthorized',
  payinTotal: { amount: 12000, currency: 'EUR' },
  payoutTotal: { amount: 8400, currency: 'EUR' },
  lineItems: [],
  transitions: [],
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
    titles: {},
    state: 'published',
    isDeleted: false,
    timezone: 'Atlantic/Madeira',
    unitType: 'adult',
    image: null,
  },
  customer: party('00000000-0000-4000-8000-000000000001', 'Sofia M.'),
  provider: party('00000000-0000-4000-8000-000000000002', 'Ana S.'),
  viewerRole: 'provider',
  availableTransitions: ['accept', 'decline', 'update-preauthorized-booking'],
  nextTimer: null,
  refundPreview: null,
  paymentIntentId: null,
} as unknown as Transaction;

const server = setupApiServer(...notFound('GET /api/config'));
/** A request as "METHOD /path {JSON body}". */
const described = ({ request, body }: ApiRequest) =>
  `${request.method} ${new URL(request.url).pathname} ${JSON.stringify(body)}`;
/** Answers a transition with `answer`, keeping the requests (`described`). */
function answerTransitions(answer: () => Response | Promise<Response>) {
  const calls: string[] = [];
  server.use(
    apiHandler('POST /api/transactions/:id/transitions', (request) => {
      calls.push(described(request));
      return answer();
    }),
  );
  return calls;
}
/** Answers the listing's time slots with `slots`. */
const serveSlots = (slots: unknown[]) =>
  server.use(
    apiHandler('GET /api/listings/:id/time-slots', () =>
      Response.json({
        data: slots,
        meta: { page: 1, perPage: 500, totalItems: slots.length, totalPages: 1 },
      }),
    ),
  );

afterEach(() => cleanup());

const renderActions = (transaction: Transaction) =>
  render(
    <TestProviders>
      <TransactionActions transaction={transaction} />
    </TestProviders>,
  );

describe('the actions a viewer gets (from availableTransitions)', () => {
  it('one action per kind; a cancellation fires the transition its refund was previewed for', () => {
    expect([...actionsOf(base).entries()]).toEqual([
      ['accept', 'accept'],
      ['decline', 'decline'],
      ['reschedule', 'update-preauthorized-booking'],
    ]);
    const customerCancel = actionsOf({
      availableTransitions: ['cancel-by-customer', 'cancel-by-customer-no-refund'],
      refundPreview: {
        transition: 'cancel-by-customer-no-refund',
        refund: { amount: 0, currency: 'EUR' },
        isFullRefund: false,
        fullRefundUntil: '2026-06-11T08:30:00.000Z',
      },
    });
    expect(customerCancel.get('cancel')).toBe('cancel-by-customer-no-refund');
    expect(
      actionsOf({ availableTransitions: ['review-1-by-customer'], refundPreview: null }).size,
    ).toBe(0);
  });
});

describe('TransactionActions', () => {
  it('a second accept while the first runs is refused with "Accept or decline already in progress", and one call is made', async () => {
    let answer: (value: Response) => void = () => undefined;
    const calls = answerTransitions(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderActions(base);
    const accept = screen.getByRole('button', { name: 'Accept' });
    fireEvent.click(accept);
    fireEvent.click(accept);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Accept or decline already in progress')).toBeTruthy();
    expect(calls).toEqual([
      `POST /api/transactions/${base.id}/transitions {"transition":"accept","params":{}}`,
    ]);
    answer(
      new Response(
        JSON.stringify({ data: { ...base, state: 'accepted', availableTransitions: [] } }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
    );
  });

  it('a customer sees the exact refund before cancelling, and none when it is too late', () => {
    const accepted = {
      ...base,
      state: 'accepted',
      viewerRole: 'customer',
      availableTransitions: ['cancel-by-customer'],
    } as Transaction;
    renderActions({
      ...accepted,
      refundPreview: {
        transition: 'cancel-by-customer',
        refund: { amount: 12000, currency: 'EUR' },
        isFullRefund: true,
        fullRefundUntil: '2026-06-11T08:30:00.000Z',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText(/You get a full refund of/).textContent).toMatch(
      /€120(\.00)?\.$/,
    );
    expect(
      within(dialog).getByText(/Free cancellation until .*11 June 2026 at 09:30 \(Madeira time\)/),
    ).toBeTruthy();
    cleanup();

    renderActions({
      ...accepted,
      availableTransitions: ['cancel-by-customer-no-refund'],
      refundPreview: {
        transition: 'cancel-by-customer-no-refund',
        refund: { amount: 0, currency: 'EUR' },
        isFullRefund: false,
        fullRefundUntil: '2026-06-11T08:30:00.000Z',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(
      screen.getByText(
        'The activity starts in less than 24 hours, so cancelling now gives no refund.',
      ),
    ).toBeTruthy();
  });

  it('a non-refundable tour cancelled days ahead says why nothing comes back (not the 24 hours)', () => {
    renderActions({
      ...base,
      state: 'accepted',
      viewerRole: 'customer',
      availableTransitions: ['cancel-by-customer-no-refund'],
      refundPreview: {
        transition: 'cancel-by-customer-no-refund',
        refund: { amount: 0, currency: 'EUR' },
        isFullRefund: false,
        fullRefundUntil: '2026-06-11T08:30:00.000Z',
        isNonRefundable: true,
      },
    } as Transaction);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      within(dialog).getByText('This tour is non-refundable, so cancelling gives no refund.'),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/less than 24 hours/)).toBeNull();
  });

  it('a traveller whose booking the operator moved is told cancelling is free until it starts', () => {
    renderActions({
      ...base,
      state: 'accepted',
      viewerRole: 'customer',
      availableTransitions: ['cancel-by-customer'],
      refundPreview: {
        transition: 'cancel-by-customer',
        refund: { amount: 12000, currency: 'EUR' },
        isFullRefund: true,
        fullRefundUntil: '2026-06-12T08:30:00.000Z',
        isMovedByOperator: true,
      },
    } as Transaction);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText(/You get a full refund of/).textContent).toMatch(
      /€120(\.00)?\.$/,
    );
    expect(
      within(dialog).getByText(
        /^Ana S\. changed the date or time of this booking, so cancelling is free until it starts: .*12 June 2026 at 09:30 \(Madeira time\)\.$/,
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/Free cancellation until/)).toBeNull();
  });

  it('a traveller withdraws a request after confirming, and the page takes the answer', async () => {
    const calls = answerTransitions(() =>
      Response.json({
        data: { ...base, viewerRole: 'customer', state: 'declined', availableTransitions: [] },
      }),
    );
    renderActions({
      ...base,
      viewerRole: 'customer',
      availableTransitions: ['decline-by-customer'],
    } as Transaction);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw request' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your request?' });
    expect(
      within(dialog).getByText('The hold on your card is released. You are not charged.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      `POST /api/transactions/${base.id}/transitions {"transition":"decline-by-customer","params":{}}`,
    ]);
  });

  it('an operator declines with a word to the traveller, or with none; a traveller cancelling gets no message field', async () => {
    // The bodies sent.
    const calls: string[] = [];
    server.use(
      apiHandler('POST /api/transactions/:id/transitions', ({ body }) => {
        calls.push(JSON.stringify(body));
        return Response.json({ data: { ...base, state: 'declined', availableTransitions: [] } });
      }),
    );
    renderActions(base);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    let dialog = screen.getByRole('dialog', { name: 'Decline this request?' });
    const field = within(dialog).getByRole('textbox', { name: 'Message to Sofia M. (optional)' });
    fireEvent.change(field, {
      target: { value: '  Fully booked that day, but the 14th is free.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      '{"transition":"decline","params":{"message":"Fully booked that day, but the 14th is free."}}',
    ]);

    cleanup();
    calls.length = 0;
    renderActions(base);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    dialog = screen.getByRole('dialog', { name: 'Decline this request?' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(calls).toEqual(['{"transition":"decline","params":{}}']));

    cleanup();
    renderActions({
      ...base,
      state: 'accepted',
      viewerRole: 'customer',
      availableTransitions: ['cancel-by-customer'],
      refundPreview: {
        transition: 'cancel-by-customer',
        refund: { amount: 12000, currency: 'EUR' },
        isFullRefund: true,
        isNonRefundable: false,
        isMovedByOperator: false,
        fullRefundUntil: '2026-06-11T08:30:00.000Z',
      },
    } as Transaction);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(within(screen.getByRole('dialog')).queryByRole('textbox')).toBeNull();
  });

  it('“Change date” offers a calendar of the departures with room for the party, not the current one, and proposes the one chosen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-01T09:00:00Z'));
    const slot = (start: string, end: string, seats: number) => ({
      type: 'time-slot/time',
      start,
      end,
      seats,
    });
    const slots = [
      slot(base.booking!.start, base.booking!.end, 9), // the booking's own
      slot('2026-06-13T08:30:00.000Z', '2026-06-13T14:30:00.000Z', 2), // too few seats for 3
      slot('2026-06-14T08:30:00.000Z', '2026-06-14T14:30:00.000Z', 5),
      slot('2026-06-14T13:00:00.000Z', '2026-06-14T17:00:00.000Z', 3),
    ];
    const posted: { url: string; body: unknown }[] = [];
    serveSlots(slots);
    server.use(
      apiHandler('POST /api/transactions/:id/date-proposals', ({ request, body }) => {
        posted.push({ url: new URL(request.url).pathname, body });
        return Response.json({ data: {} }, { status: 201 });
      }),
    );
    try {
      renderActions(base);
      fireEvent.click(screen.getByRole('button', { name: 'Change date' }));
      // Its form and the calendar are lazy chunks: on a busy machine they come in seconds.
      const dialog = await screen.findByRole(
        'dialog',
        { name: 'Change the date' },
        { timeout: 10_000 },
      );
      const day = (name: RegExp) =>
        within(dialog).getByRole('button', { name }) as HTMLButtonElement;
      await waitFor(() => expect(day(/Sunday, 14 June 2026/).disabled).toBe(false), {
        timeout: 10_000,
      });
      // The current departure and one too small for the party are not offered.
      expect(day(/Friday, 12 June 2026/).disabled).toBe(true);
      expect(day(/Saturday, 13 June 2026/).disabled).toBe(true);
      expect(within(dialog).queryByRole('radiogroup')).toBeNull();
      // No time chosen: the form says so and sends nothing.
      fireEvent.click(within(dialog).getByRole('button', { name: 'Propose the new date' }));
      expect(await within(dialog).findByText('Choose a start time.')).toBeTruthy();
      fireEvent.click(day(/Sunday, 14 June 2026/));
      const times = within(dialog).getAllByRole('radio');
      expect(times.map((time) => time.textContent)).toEqual([
        '09:30–15:305 seats left',
        '14:00–18:003 seats left',
      ]);
      fireEvent.click(times[1]!);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Propose the new date' }));
      await waitFor(() => expect(posted).toHaveLength(1));
      expect(posted[0]).toEqual({
        url: `/api/transactions/${base.id}/date-proposals`,
        body: { bookingStart: '2026-06-14T13:00:00.000Z', bookingEnd: '2026-06-14T17:00:00.000Z' },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers no other date change while one waits for the traveller', () => {
    renderActions({
      ...base,
      dateProposals: [
        {
          id: '7a0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a12',
          previousStart: base.booking!.start,
          previousEnd: base.booking!.end,
          bookingStart: '2026-06-14T08:30:00.000Z',
          bookingEnd: '2026-06-14T14:30:00.000Z',
          proposedAt: '2026-06-01T09:00:00.000Z',
          expiresAt: '2026-06-03T09:00:00.000Z',
          status: 'open',
          closedAt: null,
        },
      ],
    } as Transaction);
    expect(screen.queryByRole('button', { name: 'Change date' })).toBeNull();
  });

  it('offers the calendar file for an accepted booking only', () => {
    renderActions({ ...base, state: 'accepted', availableTransitions: [] } as Transaction);
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeTruthy();
    cleanup();
    renderActions(base);
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  describe('failures say what failed (spec 000 §8)', () => {
    const failWith = (status: number, code: string) =>
      answerTransitions(() => apiError(status, code));

    it.each([
      ['Accept', 'Accepting the request failed. Please try again.'],
      ['Decline', 'Declining the request failed. Please try again.'],
    ])(
      'a failed %s (a server error) says so, and the request stays to answer',
      async (name, text) => {
        failWith(500, 'internal-error');
        renderActions(base);
        fireEvent.click(screen.getByRole('button', { name }));
        const dialog = screen.queryByRole('dialog');
        if (dialog) fireEvent.click(within(dialog).getByRole('button', { name }));
        expect(await screen.findByText(text)).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
      },
    );

    it('a failed accept is said in the viewer’s language', async () => {
      failWith(500, 'internal-error');
      render(
        <TestProviders locale="pt">
          <TransactionActions transaction={base} />
        </TestProviders>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
      expect(
        await screen.findByText('Não foi possível aceitar o pedido. Tente novamente.'),
      ).toBeTruthy();
    });

    it('an accept refused for a reason keeps the reason’s message', async () => {
      failWith(409, 'transaction-invalid-transition');
      renderActions(base);
      fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
      expect(await screen.findByRole('alert')).toBeTruthy();
      expect(screen.queryByText('Accepting the request failed. Please try again.')).toBeNull();
    });

    it.each([
      [
        409,
        'transition-reschedule-error',
        'The booking could not be moved to the new time. Please try another time.',
      ],
      [500, 'internal-error', 'Changing the date failed. Please try again.'],
    ])('a reschedule answered %i %s says so in the dialog', async (status, code, text) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-06-01T09:00:00Z'));
      const slots = [
        {
          type: 'time-slot/time',
          start: '2026-06-14T08:30:00.000Z',
          end: '2026-06-14T14:30:00.000Z',
          seats: 5,
        },
      ];
      serveSlots(slots);
      server.use(
        apiHandler('POST /api/transactions/:id/date-proposals', () => apiError(status, code)),
      );
      try {
        renderActions(base);
        fireEvent.click(screen.getByRole('button', { name: 'Change date' }));
        const dialog = await screen.findByRole(
          'dialog',
          { name: 'Change the date' },
          { timeout: 10_000 },
        );
        const sunday = () =>
          within(dialog).getByRole('button', { name: /Sunday, 14 June 2026/ }) as HTMLButtonElement;
        await waitFor(() => expect(sunday().disabled).toBe(false), { timeout: 10_000 });
        fireEvent.click(sunday());
        fireEvent.click(within(dialog).getAllByRole('radio')[0]!);
        fireEvent.click(within(dialog).getByRole('button', { name: 'Propose the new date' }));
        expect(await within(dialog).findByText(text)).toBeTruthy();
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
