import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../contracts/common';
import type { DateProposal, Transaction } from '../../contracts/transactions';
import {
  dateProposals,
  jobs,
  listingSlots,
  outboxMessages,
  transactions,
  users,
} from '../db/schema';
import { jobHandlers } from '../jobs/job-handlers';
import { runDueJobs } from '../jobs/job-runner';
import { buildListingSlot, buildUser } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  buildBookableListing,
  buildTransaction,
  settlePayments,
} from '../test/transaction-factories';

// Date changes proposed by the operator and answered by the traveller (issue 45 item 5; decision 143).
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const hour = 3_600_000;
const day = 24 * hour;
const deps = () => t.app.deps;

async function post(url: string, userId: string | undefined, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: userId ? await signedInHeaders(t, userId) : browserHeaders(),
    ...(payload ? { payload } : {}),
  });
}
const propose = (userId: string | undefined, id: string, to: { startAt: Date; endAt: Date }) =>
  post(`/api/transactions/${id}/date-proposals`, userId, {
    bookingStart: to.startAt.toISOString(),
    bookingEnd: to.endAt.toISOString(),
  });
const answer = (
  userId: string | undefined,
  id: string,
  proposalId: string,
  verb: 'accept' | 'decline' | 'withdraw',
) => post(`/api/transactions/${id}/date-proposals/${proposalId}/${verb}`, userId);
async function show(userId: string, id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/transactions/${id}`,
    headers: await signedInHeaders(t, userId),
  });
  return res.json<{ data: Transaction }>().data;
}
const booked = async (listingId: string, start: Date) =>
  (
    await t.database.db
      .select({ booked: listingSlots.booked })
      .from(listingSlots)
      .where(and(eq(listingSlots.listingId, listingId), eq(listingSlots.startAt, start)))
  )[0]!.booked;
const proposalCount = async (transactionId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(dateProposals)
      .where(eq(dateProposals.transactionId, transactionId))
  )[0]!.n;
const errorOf = (res: { json: <T>() => T }) => res.json<ErrorResponse>().error;

/** An accepted booking of 2 seats, with a free departure a day later and a nearly full one two days later. */
async function bookingWithOtherDepartures(
  state: 'accepted' | 'preauthorized' = 'accepted',
  publicData = {},
) {
  const { listing, operatorId, departure } = await buildBookableListing(deps(), { publicData });
  const free = await buildListingSlot(t.database.db, {
    listingId: listing.id,
    startAt: new Date(departure.start.getTime() + day),
    seats: 3,
  });
  const full = await buildListingSlot(t.database.db, {
    listingId: listing.id,
    startAt: new Date(departure.start.getTime() + 2 * day),
    seats: 3,
    booked: 2,
  });
  const built = await buildTransaction(deps(), {
    state,
    listing: { id: listing.id, operatorId, departure },
  });
  return { ...built, listing, operatorId, free, full };
}

describe('a date change proposed by the operator', () => {
  it('moves the booking only when the traveller accepts: seats moved, old released, both see old and new', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const b = await bookingWithOtherDepartures();
    const res = await propose(b.operatorId, b.row.id, b.free);
    expect(res.statusCode).toBe(201);
    const proposal = res.json<{ data: DateProposal }>().data;
    expect(proposal).toMatchObject({
      previousStart: b.departure.start.toISOString(),
      bookingStart: b.free.startAt.toISOString(),
      status: 'open',
      closedAt: null,
      expiresAt: new Date(t.clock.now().getTime() + 48 * hour).toISOString(),
    });
    // Nothing moved yet: the traveller is asked first.
    const waiting = await show(b.customerId, b.row.id);
    expect(waiting.booking!.start).toBe(b.departure.start.toISOString());
    expect(waiting.dateProposals).toEqual([proposal]);
    expect([
      await booked(b.listingId, b.departure.start),
      await booked(b.listingId, b.free.startAt),
    ]).toEqual([2, 0]);

    const accepted = await answer(b.customerId, b.row.id, proposal.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    const view = accepted.json<{ data: Transaction }>().data;
    expect(view.state).toBe('accepted');
    expect(view.booking!.start).toBe(b.free.startAt.toISOString());
    expect(view.transitions.at(-1)).toMatchObject({
      transition: 'update-accepted-booking',
      by: 'provider',
    });
    expect(view.dateProposals).toEqual([
      {
        ...proposal,
        status: 'accepted',
        closedAt: t.clock.now().toISOString(),
      },
    ]);
    expect([
      await booked(b.listingId, b.departure.start),
      await booked(b.listingId, b.free.startAt),
    ]).toEqual([0, 2]);
    // The operator's page reads the same; the traveller is emailed the move with the old time.
    expect((await show(b.operatorId, b.row.id)).dateProposals![0]!.status).toBe('accepted');
    const hooks = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'transaction-transitioned'));
    expect(
      hooks
        .map((job) => job.payload)
        .filter((p) => (p as { transactionId: string }).transactionId === b.row.id)
        .at(-1),
    ).toMatchObject({
      transition: 'update-accepted-booking',
      previousBooking: { start: b.departure.start.toISOString() },
    });
  });

  it('is emailed to the traveller in their language, with the new and the old time', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const b = await bookingWithOtherDepartures();
    await t.database.db.update(users).set({ language: 'pt' }).where(eq(users.id, b.customerId));
    await runDueJobs(deps(), { handlers: jobHandlers, log: () => {} });
    expect((await propose(b.operatorId, b.row.id, b.free)).statusCode).toBe(201);
    await runDueJobs(deps(), { handlers: jobHandlers, log: () => {} });
    const [email] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.userId, b.customerId),
          eq(outboxMessages.template, 'booking-date-proposed'),
        ),
      );
    expect(email).toMatchObject({ language: 'pt' });
    expect(email!.subject).toMatch(/^Nova data proposta para /);
    // The new time (a day later) and the one it replaces, in the listing's zone.
    expect(email!.text).toContain('pede para mudar a sua reserva');
    expect(email!.text).toContain(String(b.free.startAt.getUTCDate()));
    expect(email!.text).toContain(String(b.departure.start.getUTCDate()));
  });

  it('declined by the traveller cancels the booking with a full refund, even on a non-refundable tour', async () => {
    const b = await bookingWithOtherDepartures('accepted', {
      cancellationPolicy: 'non-refundable',
    });
    const proposal = (await propose(b.operatorId, b.row.id, b.free)).json<{ data: DateProposal }>()
      .data;
    const res = await answer(b.customerId, b.row.id, proposal.id, 'decline');
    expect(res.statusCode).toBe(200);
    const view = res.json<{ data: Transaction }>().data;
    expect(view.state).toBe('canceled');
    expect(view.dateProposals![0]!.status).toBe('declined');
    expect(await booked(b.listingId, b.departure.start)).toBe(0);
    await settlePayments(deps());
    const intent = await deps().payments.retrievePaymentIntent(b.row.paymentIntentId!);
    expect(intent.amountRefunded).toBe(b.row.payinTotal);
  });

  it('declined before the operator accepted the request withdraws it: the card hold goes', async () => {
    const b = await bookingWithOtherDepartures('preauthorized');
    const proposal = (await propose(b.operatorId, b.row.id, b.free)).json<{ data: DateProposal }>()
      .data;
    const res = await answer(b.customerId, b.row.id, proposal.id, 'decline');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Transaction }>().data.state).toBe('declined');
    await settlePayments(deps());
    expect((await deps().payments.retrievePaymentIntent(b.row.paymentIntentId!)).status).toBe(
      'canceled',
    );
  });

  it('accepted for a request moves it with update-preauthorized-booking', async () => {
    const b = await bookingWithOtherDepartures('preauthorized');
    const proposal = (await propose(b.operatorId, b.row.id, b.free)).json<{ data: DateProposal }>()
      .data;
    const view = (await answer(b.customerId, b.row.id, proposal.id, 'accept')).json<{
      data: Transaction;
    }>().data;
    expect(view.state).toBe('preauthorized');
    expect(view.lastTransition).toBe('update-preauthorized-booking');
    expect(view.booking!.start).toBe(b.free.startAt.toISOString());
  });

  it('to a departure that filled meanwhile is refused when accepted, and nothing changes', async () => {
    const b = await bookingWithOtherDepartures();
    const proposal = (await propose(b.operatorId, b.row.id, b.free)).json<{ data: DateProposal }>()
      .data;
    await t.database.db
      .update(listingSlots)
      .set({ booked: 2 })
      .where(
        and(eq(listingSlots.listingId, b.listingId), eq(listingSlots.startAt, b.free.startAt)),
      );
    const res = await answer(b.customerId, b.row.id, proposal.id, 'accept');
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('transaction-booking-time-not-available');
    const view = await show(b.customerId, b.row.id);
    expect(view.booking!.start).toBe(b.departure.start.toISOString());
    expect(view.lastTransition).toBe(b.row.lastTransition);
    expect(view.dateProposals![0]!.status).toBe('open');
    expect([
      await booked(b.listingId, b.departure.start),
      await booked(b.listingId, b.free.startAt),
    ]).toEqual([2, 2]);
  });

  it('is not found for a third user or a visitor; the operator cannot accept it, the traveller cannot propose', async () => {
    const b = await bookingWithOtherDepartures();
    const third = await buildUser(t.database.db);
    for (const userId of [third.id, undefined]) {
      const res = await propose(userId, b.row.id, b.free);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('not-found');
    }
    const customerTry = await propose(b.customerId, b.row.id, b.free);
    expect(customerTry.statusCode).toBe(403);
    expect(errorOf(customerTry).code).toBe('forbidden');
    const proposal = (await propose(b.operatorId, b.row.id, b.free)).json<{ data: DateProposal }>()
      .data;
    for (const userId of [third.id, undefined])
      for (const verb of ['accept', 'decline', 'withdraw'] as const) {
        const res = await answer(userId, b.row.id, proposal.id, verb);
        expect(res.statusCode).toBe(404);
      }
    for (const verb of ['accept', 'decline'] as const) {
      const own = await answer(b.operatorId, b.row.id, proposal.id, verb);
      expect(own.statusCode).toBe(403);
      expect(errorOf(own).code).toBe('forbidden');
    }
    expect((await answer(b.customerId, b.row.id, proposal.id, 'withdraw')).statusCode).toBe(403);
    const view = await show(b.customerId, b.row.id);
    expect(view.state).toBe('accepted');
    expect(view.booking!.start).toBe(b.departure.start.toISOString());
    expect(view.dateProposals![0]!.status).toBe('open');
  });

  it('is one at a time: a second is refused while one is open, and may follow a withdrawal or a lapse', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const b = await bookingWithOtherDepartures();
    const first = (await propose(b.operatorId, b.row.id, b.free)).json<{ data: DateProposal }>()
      .data;
    const second = await propose(b.operatorId, b.row.id, b.free);
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toMatchObject({
      code: 'transition-reschedule-error',
      details: [{ code: 'proposal-open' }],
    });
    expect(await proposalCount(b.row.id)).toBe(1);
    expect((await answer(b.operatorId, b.row.id, first.id, 'withdraw')).statusCode).toBe(200);
    // A withdrawn proposal can no longer be accepted.
    const late = await answer(b.customerId, b.row.id, first.id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).details).toEqual([{ code: 'proposal-closed' }]);
    const third = (await propose(b.operatorId, b.row.id, b.free)).json<{ data: DateProposal }>()
      .data;
    // Unanswered for 48 hours, it lapses: it cannot be accepted, and the operator may propose again.
    t.clock.advance(48 * hour);
    expect((await show(b.customerId, b.row.id)).dateProposals!.map((p) => p.status)).toEqual([
      'withdrawn',
      'lapsed',
    ]);
    expect((await answer(b.customerId, b.row.id, third.id, 'accept')).statusCode).toBe(409);
    expect((await propose(b.operatorId, b.row.id, b.free)).statusCode).toBe(201);
    expect(await booked(b.listingId, b.departure.start)).toBe(2);
    t.clock.set('2026-06-01T09:00:00Z');
  });

  it('refuses a full, past, out-of-window or same departure and a cancelled booking, with its code, keeping nothing', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const b = await bookingWithOtherDepartures();
    const cases: [{ startAt: Date; endAt: Date }, number, string, string][] = [
      [b.full, 409, 'transaction-booking-time-not-available', 'not-enough-seats'],
      [
        {
          startAt: new Date(t.clock.now().getTime() - day),
          endAt: new Date(t.clock.now().getTime() - day + hour),
        },
        400,
        'validation-invalid-value',
        'outside-bookable-window',
      ],
      [
        {
          startAt: new Date(t.clock.now().getTime() + 800 * day),
          endAt: new Date(t.clock.now().getTime() + 800 * day + hour),
        },
        400,
        'validation-invalid-value',
        'outside-bookable-window',
      ],
      [
        { startAt: b.departure.start, endAt: b.departure.end },
        409,
        'transition-reschedule-error',
        'same-departure',
      ],
    ];
    for (const [to, status, code, detail] of cases) {
      const res = await propose(b.operatorId, b.row.id, to);
      expect(res.statusCode, detail).toBe(status);
      expect(errorOf(res).code).toBe(code);
      expect(errorOf(res).details![0]!.code).toBe(detail);
    }
    expect(await proposalCount(b.row.id)).toBe(0);
    const cancelled = await bookingWithOtherDepartures();
    await t.database.db
      .update(transactions)
      .set({ state: 'canceled' })
      .where(eq(transactions.id, cancelled.row.id));
    const res = await propose(cancelled.operatorId, cancelled.row.id, cancelled.free);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('transaction-invalid-transition');
    expect(await proposalCount(cancelled.row.id)).toBe(0);
    expect([
      await booked(b.listingId, b.departure.start),
      await booked(b.listingId, b.full.startAt),
    ]).toEqual([2, 2]);
  });

  it('is the only way the operator moves a booking: the bare update transition is refused', async () => {
    const b = await bookingWithOtherDepartures();
    const res = await post(`/api/transactions/${b.row.id}/transitions`, b.operatorId, {
      transition: 'update-accepted-booking',
      params: {
        bookingStart: b.free.startAt.toISOString(),
        bookingEnd: b.free.endAt.toISOString(),
      },
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).details).toEqual([{ code: 'proposal-needed' }]);
    expect(await booked(b.listingId, b.free.startAt)).toBe(0);
  });
});
