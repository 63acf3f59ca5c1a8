import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  InitiateTransactionResponse,
  Transaction,
  TransactionListResponse,
  TransitionParams,
} from '../../contracts/transactions';
import { isAppError } from '../../domain/errors';
import { httpStatusOf } from '../http/error-handler';
import { initiateTransaction } from '../modules/transactions/initiate-transaction';
import { simulatorDb } from '../providers/simulator-store';
import { paymentEventHandlers } from '../modules/payments/payment-event-handlers';
import { transitionTransaction } from '../modules/transactions/transition-transaction';
import {
  bookingStates,
  transitionNames,
  transitionDef,
  type BookingState,
  type TransitionName,
} from '../../domain/booking-process';
import type { ErrorResponse } from '../../contracts/common';
import { migrationsFolder, openPostgres } from '../db/client';
import {
  jobs,
  listingSlots,
  simPaymentIntents,
  transactions,
  transactionTransitions,
  users,
} from '../db/schema';
import { jobHandlers } from '../jobs/job-handlers';
import { enqueueJob } from '../jobs/job-queue';
import { runDueJobs, startJobRunner } from '../jobs/job-runner';
import { buildListingSlot, buildOperator, buildUser } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  authorisePayment,
  bookingParams,
  buildBookableListing,
  buildTransaction,
  settlePayments,
  testCard,
  type BuiltTransaction,
} from '../test/transaction-factories';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. The test clock starts at 2026-06-01T09:00Z.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const hour = 3_600_000;
const day = 24 * hour;
// The notify issue handles transaction-transitioned; until its handler is here, those jobs just finish.
const handlers = { 'transaction-transitioned': async () => {}, ...jobHandlers };
const runJobs = () => runDueJobs(t.app.deps, { handlers, log: () => {} });

const deps = () => t.app.deps;
const headersOf = (userId: string) => signedInHeaders(t, userId);
const booked = async (listingId: string, start: Date) =>
  (
    await t.database.db
      .select({ booked: listingSlots.booked })
      .from(listingSlots)
      .where(and(eq(listingSlots.listingId, listingId), eq(listingSlots.startAt, start)))
  )[0]!.booked;
const transactionCount = async () =>
  (await t.database.db.select({ n: count() }).from(transactions))[0]!.n;
const intentCount = async () =>
  (await t.database.db.select({ n: count() }).from(simPaymentIntents))[0]!.n;
const intentOf = (id: string) => t.app.deps.payments.retrievePaymentIntent(id);

async function initiate(userId: string, body: unknown, speculative = false) {
  return t.app.inject({
    method: 'POST',
    url: `/api/transactions?speculative=${speculative}`,
    headers: await headersOf(userId),
    payload: body as object,
  });
}
async function fire(
  userId: string,
  id: string,
  transition: string,
  params: object = {},
  speculative = false,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/transactions/${id}/transitions?speculative=${speculative}`,
    headers: await headersOf(userId),
    payload: { transition, params },
  });
}
/** The operator's date change as it is made now: proposed, then accepted by the traveller (decision 143). */
async function moveAgreed(
  operatorId: string,
  customerId: string,
  id: string,
  to: { startAt: Date; endAt: Date },
) {
  const proposed = await t.app.inject({
    method: 'POST',
    url: `/api/transactions/${id}/date-proposals`,
    headers: await headersOf(operatorId),
    payload: { bookingStart: to.startAt.toISOString(), bookingEnd: to.endAt.toISOString() },
  });
  if (proposed.statusCode !== 201) return proposed;
  return t.app.inject({
    method: 'POST',
    url: `/api/transactions/${id}/date-proposals/${proposed.json<{ data: { id: string } }>().data.id}/accept`,
    headers: await headersOf(customerId),
  });
}

async function show(userId: string, id: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/transactions/${id}`,
    headers: await headersOf(userId),
  });
}

describe('requesting a booking', () => {
  it('prices on the server, takes the seats, starts a card payment and schedules the payment expiry', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const { listing, departure } = await buildBookableListing(deps());
    const customer = await buildUser(t.database.db);
    const res = await initiate(customer.id, {
      listingId: listing.id,
      transition: 'request-payment',
      params: {
        ...bookingParams(departure, { adults: 2, children: 1, infants: 1 }),
        message: 'We have a pram.',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<InitiateTransactionResponse>();
    expect(body.data).toMatchObject({
      state: 'pending-payment',
      lastTransition: 'request-payment',
      viewerRole: 'customer',
      payoutTotal: null,
    });
    expect(body.data.lineItems.map((l) => [l.code, l.quantity, l.lineTotal.amount])).toEqual([
      ['line-item/adult', 2, 9000],
      ['line-item/child', 1, 2000],
      ['line-item/infant', 1, 0],
    ]);
    expect(body.data.payinTotal).toEqual({ amount: 11000, currency: 'EUR' });
    expect(body.data.booking).toMatchObject({
      seats: 4,
      state: 'pending',
      quantities: { adults: 2, children: 1, infants: 1 },
    });
    expect(body.data.availableTransitions).toEqual(['confirm-payment']);
    expect(body.data.nextTimer).toEqual({
      transition: 'expire-payment',
      at: '2026-06-01T09:15:00.000Z',
    });
    expect(body.paymentClientSecret).toMatch(/_secret_/);
    expect(body.isMessageSent).toBe(true);
    expect(await booked(listing.id, departure.start)).toBe(4);
    const intent = await intentOf(body.data.paymentIntentId!);
    expect(intent).toMatchObject({ amount: 11000, status: 'requires_payment_method' });

    // The provider sees their side: the fee and what they are paid, and no client secret.
    const asProvider = (await show(listing.authorId, body.data.id)).json<{ data: Transaction }>()
      .data;
    expect(asProvider.lineItems.map((l) => l.code)).toContain('line-item/provider-commission');
    expect(asProvider.payoutTotal).toEqual({ amount: 7700, currency: 'EUR' });
    expect(asProvider.paymentIntentId).toBeNull();
    expect(asProvider.availableTransitions).toEqual([]);

    const kinds = await t.database.db
      .select({ kind: jobs.kind, runAt: jobs.runAt, payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'transaction-timer'));
    expect(kinds.filter((job) => job.payload.transactionId === body.data.id)).toEqual([
      {
        kind: 'transaction-timer',
        runAt: new Date('2026-06-01T09:15:00Z'),
        payload: { transactionId: body.data.id, transition: 'expire-payment' },
      },
    ]);
  });

  it('a private group (priced per group) takes one unit of the departure, however many come', async () => {
    const { listing, departure } = await buildBookableListing(deps(), {
      seats: 2,
      publicData: { prices: { adult: 9000 }, unitType: 'group', groupPricing: { maxGroupSize: 6 } },
    });
    const request = async (adults: number) =>
      initiate((await buildUser(t.database.db)).id, {
        listingId: listing.id,
        transition: 'request-payment',
        params: bookingParams(departure, { adults }),
      });
    const family = await request(5);
    expect(family.statusCode).toBe(201);
    expect(family.json<InitiateTransactionResponse>().data.booking).toMatchObject({
      seats: 1,
      quantities: { adults: 5, children: 0, infants: 0 },
    });
    expect(family.json<InitiateTransactionResponse>().data.payinTotal).toEqual({
      amount: 9000,
      currency: 'EUR',
    });
    expect((await request(6)).statusCode).toBe(201);
    expect(await booked(listing.id, departure.start)).toBe(2);
    // Both units are taken: even one person more is refused.
    const third = await request(1);
    expect([third.statusCode, third.json<ErrorResponse>().error.code]).toEqual([
      409,
      'transaction-booking-time-not-available',
    ]);
  });

  it('names the tour with its translated titles, for pages and messages in the reader’s language', async () => {
    const { listing, departure } = await buildBookableListing(deps(), {
      publicData: {
        prices: { adult: 4500 },
        translations: { pt: { title: 'Caminhada na levada' }, de: { description: 'Nur Text' } },
      },
    });
    const res = await initiate((await buildUser(t.database.db)).id, {
      listingId: listing.id,
      transition: 'request-payment',
      params: bookingParams(departure),
    });
    expect(res.json<InitiateTransactionResponse>().data.listing.titles).toEqual({
      pt: 'Caminhada na levada',
    });
  });

  it('a time refused because the traveller holds its seats unpaid names that booking, to them only', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const { listing, departure } = await buildBookableListing(deps(), { seats: 3 });
    const traveller = await buildUser(t.database.db);
    const body = {
      listingId: listing.id,
      transition: 'request-payment',
      params: bookingParams(departure, { adults: 2 }),
    };
    const unpaid = await initiate(traveller.id, body);
    expect(unpaid.statusCode).toBe(201);
    const unpaidId = unpaid.json<InitiateTransactionResponse>().data.id;
    // A reload of the checkout (speculative) and a new request alike.
    for (const speculative of [true, false]) {
      const again = await initiate(traveller.id, body, speculative);
      expect([again.statusCode, again.json<ErrorResponse>().error.details]).toEqual([
        409,
        [
          { code: 'not-enough-seats', free: 1, asked: 2 },
          { code: 'own-unpaid-booking', transactionId: unpaidId },
        ],
      ]);
    }
    // Someone else is refused as before, and learns nothing of it.
    const other = await initiate((await buildUser(t.database.db)).id, body);
    expect([other.statusCode, other.json<ErrorResponse>().error.details]).toEqual([
      409,
      [{ code: 'not-enough-seats', free: 1, asked: 2 }],
    ]);
    // Paid or expired, it is no longer offered.
    t.clock.advance(16 * 60_000);
    await runJobs();
    const afterExpiry = await initiate(traveller.id, body);
    expect(afterExpiry.statusCode).toBe(201);
  });

  it('a speculative request prices and checks everything, and keeps nothing and charges nothing', async () => {
    const { listing, departure } = await buildBookableListing(deps(), { seats: 2 });
    const customer = await buildUser(t.database.db);
    const [before, intentsBefore, jobsBefore] = [
      await transactionCount(),
      await intentCount(),
      (await t.database.db.select({ n: count() }).from(jobs))[0]!.n,
    ];
    const res = await initiate(
      customer.id,
      {
        listingId: listing.id,
        transition: 'request-payment',
        params: bookingParams(departure, { adults: 2 }),
      },
      true,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<InitiateTransactionResponse>();
    expect(body.data.payinTotal).toEqual({ amount: 9000, currency: 'EUR' });
    expect(body.paymentClientSecret).toBeUndefined();
    expect([
      await transactionCount(),
      await intentCount(),
      (await t.database.db.select({ n: count() }).from(jobs))[0]!.n,
    ]).toEqual([before, intentsBefore, jobsBefore]);
    expect(await booked(listing.id, departure.start)).toBe(0);
    // ... and still refuses what the real one would: three people on two seats.
    const full = await initiate(
      customer.id,
      {
        listingId: listing.id,
        transition: 'request-payment',
        params: bookingParams(departure, { adults: 3 }),
      },
      true,
    );
    expect(full.statusCode).toBe(409);
    expect(full.json<ErrorResponse>().error.code).toBe('transaction-booking-time-not-available');
  });

  it('the payment call runs before the database transaction, so nothing is locked during it; seats lost meanwhile cancel the intent', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const { listing, departure } = await buildBookableListing(deps(), { seats: 3 });
    const customer = await buildUser(t.database.db);
    const real = deps().payments;
    const bookedSeen: number[] = [];
    const cancelled: string[] = [];
    const insideTransaction: boolean[] = [];
    let stealSeats = false;
    const payments = {
      ...real,
      // Runs before the booking's database transaction (decision 088): it joins none.
      async createPaymentIntent(input: Parameters<typeof real.createPaymentIntent>[0]) {
        const tx = simulatorDb(t.database.db);
        insideTransaction.push(tx !== t.database.db);
        bookedSeen.push(
          (
            await tx
              .select({ booked: listingSlots.booked })
              .from(listingSlots)
              .where(eq(listingSlots.listingId, listing.id))
          )[0]!.booked,
        );
        // Another traveller takes the last seats while this payment call is out.
        if (stealSeats)
          await tx
            .update(listingSlots)
            .set({ booked: 3 })
            .where(eq(listingSlots.listingId, listing.id));
        return real.createPaymentIntent(input);
      },
      // As Stripe would, the provider still knows an intent the rolled-back booking had made.
      async retrievePaymentIntent(id: string) {
        const intent = await real.retrievePaymentIntent(id).catch(() => null);
        return (
          intent ?? {
            ...(await real.retrievePaymentIntent(won.row.paymentIntentId!)),
            id,
            status: 'requires_payment_method' as const,
          }
        );
      },
      async cancelPaymentIntent(id: string, key: string) {
        cancelled.push(id);
        return real.cancelPaymentIntent(id, key).catch(() => null as never);
      },
    };
    const request = {
      listingId: listing.id,
      transition: 'request-payment' as const,
      params: bookingParams(departure, { adults: 2 }),
    };
    const won = await initiateTransaction({ ...deps(), payments }, customer.id, request, false);
    expect(won.row.state).toBe('pending-payment');
    expect(bookedSeen).toEqual([0]);
    expect(insideTransaction).toEqual([false]);
    expect(await booked(listing.id, departure.start)).toBe(2);
    expect(cancelled).toEqual([]);

    t.clock.set('2026-06-01T09:01:00Z');
    await t.database.db
      .update(listingSlots)
      .set({ booked: 0 })
      .where(eq(listingSlots.listingId, listing.id));
    stealSeats = true;
    const [transactionsBefore, intentsBefore] = [await transactionCount(), await intentCount()];
    const lost = await initiateTransaction({ ...deps(), payments }, customer.id, request, false)
      .then(() => null)
      .catch((error: unknown) => error);
    expect(isAppError(lost) && lost.code).toBe('transaction-booking-time-not-available');
    // The intent made for the lost seats is cancelled once the booking has rolled back.
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).not.toBe(won.row.paymentIntentId);
    expect((await real.retrievePaymentIntent(cancelled[0]!)).status).toBe('canceled');
    // The other traveller keeps the seats; no booking was made; the provider keeps the cancelled intent.
    expect(await booked(listing.id, departure.start)).toBe(3);
    expect([await transactionCount(), await intentCount()]).toEqual([
      transactionsBefore,
      intentsBefore + 1,
    ]);
  });

  it('an enquiry keeps its message and takes no seats', async () => {
    const { listing, departure } = await buildBookableListing(deps());
    const customer = await buildUser(t.database.db, { emailVerified: true });
    const res = await initiate(customer.id, {
      listingId: listing.id,
      transition: 'enquire',
      params: { message: 'Do you pick up in Caniço?' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<InitiateTransactionResponse>().data).toMatchObject({
      state: 'enquiry',
      booking: null,
      availableTransitions: ['request-payment-after-enquiry'],
    });
    expect(await booked(listing.id, departure.start)).toBe(0);
  });
});

describe('payment, acceptance and the card', () => {
  it('confirm-payment needs an authorised card; accept captures it', async () => {
    const built = await buildTransaction(deps(), { state: 'pending-payment' });
    const notYet = await fire(built.customerId, built.row.id, 'confirm-payment');
    expect(notYet.statusCode).toBe(402);
    expect(notYet.json<ErrorResponse>().error.code).toBe('transaction-payment-failed');

    const secret = (
      await t.database.db
        .select({ s: simPaymentIntents.clientSecret })
        .from(simPaymentIntents)
        .where(eq(simPaymentIntents.id, built.row.paymentIntentId!))
    )[0]!.s;
    await authorisePayment(deps(), built.row.paymentIntentId!, secret);
    const confirmed = await fire(built.customerId, built.row.id, 'confirm-payment');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<{ data: Transaction }>().data.state).toBe('preauthorized');

    // A double-clicked pay button: the second confirmation is refused and changes nothing.
    const again = await fire(built.customerId, built.row.id, 'confirm-payment');
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorResponse>().error.code).toBe('transaction-invalid-transition');

    const accepted = await fire(built.providerId, built.row.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<{ data: Transaction }>().data).toMatchObject({
      state: 'accepted',
      nextTimer: { transition: 'complete', at: built.departure.end.toISOString() },
    });
    // The capture is a job, run after the accept committed (decision 088).
    expect((await intentOf(built.row.paymentIntentId!)).status).toBe('requires_capture');
    await settlePayments(deps());
    expect(await intentOf(built.row.paymentIntentId!)).toMatchObject({
      status: 'succeeded',
      amountReceived: 9000,
    });
  });

  it('a customer who left checkout pays later within the window: the client secret is theirs only, and only while payment is pending', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const { listing, departure, operatorId } = await buildBookableListing(deps());
    const customer = await buildUser(t.database.db);
    const started = (
      await initiate(customer.id, {
        listingId: listing.id,
        transition: 'request-payment',
        params: bookingParams(departure, { adults: 2 }),
      })
    ).json<InitiateTransactionResponse>();
    const id = started.data.id;
    const paymentOf = async (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/transactions/${id}/payment`, headers });

    // Ten minutes later, from the order page.
    t.clock.advance(10 * 60_000);
    const res = await paymentOf(await headersOf(customer.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const payment = res.json<{ data: { paymentIntentId: string; clientSecret: string } }>().data;
    expect(payment).toEqual({
      paymentIntentId: started.data.paymentIntentId,
      clientSecret: started.paymentClientSecret,
    });

    // The operator, a third user and a visitor never get it.
    const provider = await paymentOf(await headersOf(operatorId));
    expect([provider.statusCode, provider.json<ErrorResponse>().error.code]).toEqual([
      403,
      'forbidden',
    ]);
    const third = await paymentOf(await headersOf((await buildUser(t.database.db)).id));
    expect(third.statusCode).toBe(404);
    expect(JSON.stringify(third.json())).not.toContain(payment.clientSecret);
    expect((await paymentOf(browserHeaders())).statusCode).toBe(401);

    // The browser pays at the simulator with the secret, then the order is confirmed.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/simulator/payment-intents/${payment.paymentIntentId}/confirm`,
      headers: await headersOf(customer.id),
      payload: { clientSecret: payment.clientSecret, card: testCard },
    });
    expect(paid.json<{ data: { status: string } }>().data.status).toBe('requires_capture');
    const confirmed = await fire(customer.id, id, 'confirm-payment');
    expect(confirmed.json<{ data: Transaction }>().data.state).toBe('preauthorized');

    // Paid: nothing more to pay.
    const after = await paymentOf(await headersOf(customer.id));
    expect([after.statusCode, after.json<ErrorResponse>().error.code]).toEqual([
      409,
      'transaction-invalid-transition',
    ]);
  });

  it('an expired payment window leaves nothing to pay', async () => {
    const built = await buildTransaction(deps(), { state: 'payment-expired' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${built.row.id}/payment`,
      headers: await headersOf(built.customerId),
    });
    expect([res.statusCode, res.json<ErrorResponse>().error.code]).toEqual([
      409,
      'transaction-invalid-transition',
    ]);
  });

  it('decline releases the card and the seats', async () => {
    const built = await buildTransaction(deps(), { state: 'preauthorized' });
    expect(await booked(built.listingId, built.departure.start)).toBe(2);
    const res = await fire(built.providerId, built.row.id, 'decline');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Transaction }>().data.booking?.state).toBe('declined');
    expect(await booked(built.listingId, built.departure.start)).toBe(0);
    await settlePayments(deps());
    expect((await intentOf(built.row.paymentIntentId!)).status).toBe('canceled');
  });

  it('the traveller reads what went back to which card (kept at the payment’s confirmation): refunded after a cancellation, released after a decline; nobody else does', async () => {
    const accepted = await buildTransaction(deps(), { state: 'accepted' });
    const declined = await buildTransaction(deps(), { state: 'preauthorized' });
    const [kept] = await t.database.db
      .select({ brand: transactions.cardBrand, last4: transactions.cardLast4 })
      .from(transactions)
      .where(eq(transactions.id, accepted.row.id));
    expect(kept).toEqual({ brand: 'visa', last4: '4242' });
    expect(
      (await show(accepted.customerId, accepted.row.id)).json<{ data: Transaction }>().data,
    ).toMatchObject({ moneyBack: null });

    expect((await fire(accepted.providerId, accepted.row.id, 'cancel')).statusCode).toBe(200);
    expect((await fire(declined.providerId, declined.row.id, 'decline')).statusCode).toBe(200);
    const cancelledView = (await show(accepted.customerId, accepted.row.id)).json<{
      data: Transaction;
    }>().data;
    expect(cancelledView.moneyBack).toEqual({
      kind: 'refunded',
      amount: { amount: 9000, currency: 'EUR' },
      card: { brand: 'visa', last4: '4242' },
      at: cancelledView.lastTransitionedAt,
    });
    expect(
      (await show(declined.customerId, declined.row.id)).json<{ data: Transaction }>().data
        .moneyBack,
    ).toMatchObject({ kind: 'released', amount: { amount: 9000 }, card: { last4: '4242' } });
    // The operator's view does not show the traveller's card; a third user and a visitor read nothing.
    expect(
      (await show(accepted.providerId, accepted.row.id)).json<{ data: Transaction }>().data
        .moneyBack,
    ).toBeNull();
    const stranger = await buildUser(t.database.db);
    expect((await show(stranger.id, accepted.row.id)).statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${accepted.row.id}`,
      headers: browserHeaders(),
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('the operator may say why with a decline or a cancellation: the message follows it in the conversation and is emailed', async () => {
    const messagesOf = async (userId: string, id: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/transactions/${id}/messages`,
          headers: await headersOf(userId),
        })
      ).json<{ data: { content: string; sender: { id: string } }[] }>().data;
    const declined = await buildTransaction(deps(), { state: 'preauthorized' });
    const reason = '  The boat is in for repairs that week. We sail again from the 20th.  ';
    // A speculative decline checks the message and keeps neither.
    expect(
      (await fire(declined.providerId, declined.row.id, 'decline', { message: reason }, true))
        .statusCode,
    ).toBe(200);
    expect(await messagesOf(declined.customerId, declined.row.id)).toEqual([]);
    const res = await fire(declined.providerId, declined.row.id, 'decline', { message: reason });
    expect(res.statusCode).toBe(200);
    const [message] = await messagesOf(declined.customerId, declined.row.id);
    expect(message).toMatchObject({
      content: reason.trim(),
      sender: { id: declined.providerId },
    });
    // The traveller is emailed the message as any other (message-email-job.ts).
    const emailJobs = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'message-email'));
    expect(emailJobs.map((job) => job.payload)).toContainEqual(
      expect.objectContaining({
        transactionId: declined.row.id,
        senderId: declined.providerId,
        recipientId: declined.customerId,
      }),
    );

    const cancelled = await buildTransaction(deps(), { state: 'accepted' });
    expect(
      (await fire(cancelled.providerId, cancelled.row.id, 'cancel', { message: 'Storm warning.' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await messagesOf(cancelled.customerId, cancelled.row.id)).map((m) => m.content),
    ).toEqual(['Storm warning.']);
  });

  it('a message goes only with the operator’s decline or cancellation, is never empty, and a refused one changes nothing', async () => {
    const pending = await buildTransaction(deps(), { state: 'preauthorized' });
    const refused = async (userId: string, transition: string, message: string) => {
      const res = await fire(userId, pending.row.id, transition, { message });
      expect(res.statusCode, `${transition} ${JSON.stringify(message)}`).toBe(400);
      return res.json<ErrorResponse>().error;
    };
    expect(await refused(pending.providerId, 'accept', 'Welcome aboard')).toMatchObject({
      code: 'validation-invalid-value',
      details: [{ path: 'params.message', code: 'message-not-allowed' }],
    });
    expect(
      (await refused(pending.customerId, 'decline-by-customer', 'Changed plans')).details,
    ).toMatchObject([{ path: 'params.message', code: 'message-not-allowed' }]);
    await refused(pending.providerId, 'decline', '   ');
    await refused(pending.providerId, 'decline', 'x'.repeat(5001));
    const view = (await show(pending.providerId, pending.row.id)).json<{ data: Transaction }>()
      .data;
    expect(view.state).toBe('preauthorized');
    expect(await booked(pending.listingId, pending.departure.start)).toBe(2);
  });

  it('the operator cancels: a full refund, reversed line items, seats back', async () => {
    const built = await buildTransaction(deps(), { state: 'accepted' });
    const preview = (await show(built.providerId, built.row.id)).json<{ data: Transaction }>().data
      .refundPreview;
    expect(preview).toMatchObject({
      transition: 'cancel',
      refund: { amount: 9000 },
      isFullRefund: true,
    });
    const res = await fire(built.providerId, built.row.id, 'cancel');
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: Transaction }>().data;
    expect(data.payoutTotal?.amount).toBe(0);
    expect(
      data.lineItems.filter((l) => l.reversal).map((l) => [l.code, l.lineTotal.amount]),
    ).toEqual([
      ['line-item/adult', -9000],
      ['line-item/provider-commission', 2700],
    ]);
    await settlePayments(deps());
    expect(await intentOf(built.row.paymentIntentId!)).toMatchObject({ amountRefunded: 9000 });
    expect(await booked(built.listingId, built.departure.start)).toBe(0);
  });

  it('a customer cancelling within 24 hours gets nothing back; 24 hours or more before, everything', async () => {
    const late = await buildTransaction(deps(), { state: 'accepted' });
    const early = await buildTransaction(deps(), { state: 'accepted' });
    const savedNow = t.clock.now();
    t.clock.set(new Date(late.departure.start.getTime() - 2 * hour));
    try {
      const view = (await show(late.customerId, late.row.id)).json<{ data: Transaction }>().data;
      expect(view.availableTransitions).toEqual(['cancel-by-customer-no-refund']);
      expect(view.refundPreview).toMatchObject({
        transition: 'cancel-by-customer-no-refund',
        refund: { amount: 0 },
        isFullRefund: false,
      });
      expect(view.refundPreview?.isNonRefundable).toBeUndefined();
      expect((await fire(late.customerId, late.row.id, 'cancel-by-customer')).statusCode).toBe(409);
      const res = await fire(late.customerId, late.row.id, 'cancel-by-customer-no-refund');
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: Transaction }>().data.payinTotal?.amount).toBe(9000);
      expect(await intentOf(late.row.paymentIntentId!)).toMatchObject({
        amountRefunded: 0,
        amountReceived: 9000,
      });
    } finally {
      t.clock.set(savedNow);
    }
    expect(
      (await fire(early.customerId, early.row.id, 'cancel-by-customer-no-refund')).statusCode,
    ).toBe(409);
    const res = await fire(early.customerId, early.row.id, 'cancel-by-customer');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Transaction }>().data.payinTotal?.amount).toBe(0);
    await settlePayments(deps());
    expect(await intentOf(early.row.paymentIntentId!)).toMatchObject({ amountRefunded: 9000 });
  });

  it("a booking the operator moved is the traveller's to cancel with a full refund until it starts, even within 24 hours or non-refundable", async () => {
    const { listing, operatorId, departure } = await buildBookableListing(deps(), {
      publicData: { cancellationPolicy: 'non-refundable' },
    });
    const later = await buildListingSlot(t.database.db, {
      listingId: listing.id,
      startAt: new Date(departure.start.getTime() + day),
      seats: 3,
    });
    const built = await buildTransaction(deps(), {
      state: 'accepted',
      listing: { id: listing.id, operatorId, departure },
    });
    const before = (await show(built.customerId, built.row.id)).json<{ data: Transaction }>().data;
    expect(before.availableTransitions).toEqual(['cancel-by-customer-no-refund']);
    expect(before.refundPreview).toMatchObject({ refund: { amount: 0 }, isNonRefundable: true });
    const moved = await moveAgreed(operatorId, built.customerId, built.row.id, later);
    expect(moved.statusCode).toBe(200);
    const savedNow = t.clock.now();
    t.clock.set(new Date(later.startAt.getTime() - 2 * hour));
    try {
      const view = (await show(built.customerId, built.row.id)).json<{ data: Transaction }>().data;
      expect(view.availableTransitions).toEqual(['cancel-by-customer']);
      expect(view.refundPreview).toEqual({
        transition: 'cancel-by-customer',
        refund: { amount: 9000, currency: 'EUR' },
        isFullRefund: true,
        fullRefundUntil: later.startAt.toISOString(),
        isMovedByOperator: true,
      });
      expect(
        (await fire(built.customerId, built.row.id, 'cancel-by-customer-no-refund')).statusCode,
      ).toBe(409);
      const res = await fire(built.customerId, built.row.id, 'cancel-by-customer');
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: Transaction }>().data.state).toBe('canceled');
      await settlePayments(deps());
      expect(await intentOf(built.row.paymentIntentId!)).toMatchObject({ amountRefunded: 9000 });
    } finally {
      t.clock.set(savedNow);
    }
  });

  it('a request still unanswered when its tour starts can be declined, no longer accepted (the card is not charged)', async () => {
    const built = await buildTransaction(deps(), { state: 'preauthorized' });
    const savedNow = t.clock.now();
    t.clock.set(new Date(built.departure.start.getTime() + 30 * 60_000));
    try {
      const view = (await show(built.providerId, built.row.id)).json<{ data: Transaction }>().data;
      expect(view.availableTransitions).not.toContain('accept');
      expect(view.availableTransitions).toContain('decline');
      const refused = await fire(built.providerId, built.row.id, 'accept');
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ErrorResponse>().error.code).toBe('transaction-invalid-transition');
      expect((await intentOf(built.row.paymentIntentId!)).status).toBe('requires_capture');
      expect((await fire(built.providerId, built.row.id, 'decline')).statusCode).toBe(200);
      await settlePayments(deps());
      expect((await intentOf(built.row.paymentIntentId!)).status).toBe('canceled');
    } finally {
      t.clock.set(savedNow);
    }
  });

  it('a reschedule moves the seats atomically, or not at all', async () => {
    const { listing, operatorId, departure } = await buildBookableListing(deps());
    const other = await buildListingSlot(t.database.db, {
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
      state: 'accepted',
      listing: { id: listing.id, operatorId, departure },
    });
    const refused = await moveAgreed(operatorId, built.customerId, built.row.id, full);
    expect(refused.statusCode).toBe(409);
    expect([
      await booked(listing.id, departure.start),
      await booked(listing.id, full.startAt),
    ]).toEqual([2, 2]);
    const moved = await moveAgreed(operatorId, built.customerId, built.row.id, other);
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ data: Transaction }>().data.booking).toMatchObject({
      start: other.startAt.toISOString(),
      state: 'accepted',
    });
    expect([
      await booked(listing.id, departure.start),
      await booked(listing.id, other.startAt),
    ]).toEqual([0, 2]);
  });
});

describe('timers run as jobs', () => {
  it('an unpaid request expires after 15 minutes: seats back, payment cancelled, once', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const built = await buildTransaction(deps(), { state: 'pending-payment' });
    t.clock.advance(14 * 60_000);
    await runJobs();
    expect(
      (await show(built.customerId, built.row.id)).json<{ data: Transaction }>().data.state,
    ).toBe('pending-payment');
    t.clock.advance(60_000);
    await runJobs();
    const view = (await show(built.customerId, built.row.id)).json<{ data: Transaction }>().data;
    expect(view).toMatchObject({ state: 'payment-expired', lastTransition: 'expire-payment' });
    expect(view.transitions.map((r) => [r.transition, r.by])).toEqual([
      ['request-payment', 'customer'],
      ['expire-payment', 'system'],
    ]);
    expect(await booked(built.listingId, built.departure.start)).toBe(0);
    expect((await intentOf(built.row.paymentIntentId!)).status).toBe('canceled');
    // Paying after the expiry is refused.
    expect((await fire(built.customerId, built.row.id, 'confirm-payment')).statusCode).toBe(409);
  });

  it('a card authorised but not confirmed before the 15 minutes are up is released by the expiry, and the late confirmation is refused', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const built = await buildTransaction(deps(), { state: 'pending-payment' });
    const secret = (
      await t.database.db
        .select({ s: simPaymentIntents.clientSecret })
        .from(simPaymentIntents)
        .where(eq(simPaymentIntents.id, built.row.paymentIntentId!))
    )[0]!.s;
    t.clock.advance(14 * 60_000);
    await authorisePayment(deps(), built.row.paymentIntentId!, secret);
    expect((await intentOf(built.row.paymentIntentId!)).status).toBe('requires_capture');
    t.clock.advance(60_000);
    await runJobs();
    expect((await intentOf(built.row.paymentIntentId!)).status).toBe('canceled');
    const late = await fire(built.customerId, built.row.id, 'confirm-payment');
    expect([late.statusCode, late.json<ErrorResponse>().error.code]).toEqual([
      409,
      'transaction-invalid-transition',
    ]);
    expect(await booked(built.listingId, built.departure.start)).toBe(0);
  });

  it('a card hold that arrives after the window closed (the intent was still processing at the expiry) is released by its webhook', async () => {
    const late = await buildTransaction(deps(), { state: 'pending-payment' });
    const onTime = await buildTransaction(deps(), { state: 'pending-payment' });
    for (const b of [late, onTime]) {
      const secret = (
        await t.database.db
          .select({ s: simPaymentIntents.clientSecret })
          .from(simPaymentIntents)
          .where(eq(simPaymentIntents.id, b.row.paymentIntentId!))
      )[0]!.s;
      await authorisePayment(deps(), b.row.paymentIntentId!, secret);
    }
    // As the expiry leaves it when the intent could not be cancelled yet (processing).
    await t.database.db
      .update(transactions)
      .set({ state: 'payment-expired' })
      .where(eq(transactions.id, late.row.id));
    const handler = paymentEventHandlers['payment_intent.amount_capturable_updated']!;
    for (const b of [late, onTime]) {
      const intent = await intentOf(b.row.paymentIntentId!);
      await handler(
        {
          id: `evt_${b.row.id}`,
          type: 'payment_intent.amount_capturable_updated',
          createdAt: t.clock.now(),
          paymentIntent: intent,
        },
        t.app.deps,
      );
    }
    expect((await intentOf(late.row.paymentIntentId!)).status).toBe('canceled');
    // A request still in its window keeps its hold for confirm-payment.
    expect((await intentOf(onTime.row.paymentIntentId!)).status).toBe('requires_capture');
    expect((await fire(onTime.customerId, onTime.row.id, 'confirm-payment')).statusCode).toBe(200);
  });

  it('an unanswered request expires at the end of the answer window (24 hours unless the listing says otherwise); an accepted one completes at its end, reviews close 7 days later', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const unanswered = await buildTransaction(deps(), { state: 'preauthorized' });
    const accepted = await buildTransaction(deps(), { state: 'accepted' });
    t.clock.advance(day - 60_000);
    await runJobs();
    expect(
      (await show(unanswered.customerId, unanswered.row.id)).json<{ data: Transaction }>().data
        .state,
    ).toBe('preauthorized');
    t.clock.advance(2 * 60_000);
    await runJobs();
    expect(
      (await show(unanswered.customerId, unanswered.row.id)).json<{ data: Transaction }>().data,
    ).toMatchObject({ state: 'declined', lastTransition: 'expire' });
    expect((await intentOf(unanswered.row.paymentIntentId!)).status).toBe('canceled');
    expect(
      (await show(accepted.customerId, accepted.row.id)).json<{ data: Transaction }>().data.state,
    ).toBe('accepted');
    t.clock.set(accepted.departure.end);
    await runJobs();
    expect(
      (await show(accepted.customerId, accepted.row.id)).json<{ data: Transaction }>().data.state,
    ).toBe('delivered');
    t.clock.advance(7 * day);
    await runJobs();
    expect(
      (await show(accepted.customerId, accepted.row.id)).json<{ data: Transaction }>().data.state,
    ).toBe('reviewed');
  });
});

describe('an unanswered request ends 24 hours before its start at the latest', () => {
  const nearRequest = async () => {
    // Starts in 2 days: its answer is due 24 hours before, a little before its 24-hour window ends.
    const { listing, operatorId, departure } = await buildBookableListing(deps(), { daysAhead: 2 });
    return buildTransaction(deps(), {
      state: 'preauthorized',
      listing: { id: listing.id, operatorId, departure },
    });
  };
  const expireJobOf = async (transactionId: string, transition = 'expire') =>
    (
      await t.database.db
        .select({ runAt: jobs.runAt, state: jobs.state })
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, 'transaction-timer'),
            sql`${jobs.payload} ->> 'transactionId' = ${transactionId}`,
            sql`${jobs.payload} ->> 'transition' = ${transition}`,
          ),
        )
    )[0]!;

  it('is declined by the job runner 24 hours before the start (decision 120): seats and card hold back', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const built = await nearRequest();
    const { start, end } = built.departure;
    const deadline = new Date(start.getTime() - day);
    // Both parties read the deadline (the order and sale pages show it).
    for (const userId of [built.customerId, built.providerId]) {
      const view = (await show(userId, built.row.id)).json<{ data: Transaction }>().data;
      expect(view.nextTimer).toEqual({ transition: 'expire', at: deadline.toISOString() });
    }
    expect((await expireJobOf(built.row.id)).runAt).toEqual(deadline);
    expect(await booked(built.listingId, start)).toBe(2);

    t.clock.set(new Date(deadline.getTime() - 60_000));
    await runJobs();
    const before = (await show(built.providerId, built.row.id)).json<{ data: Transaction }>().data;
    expect(before.state).toBe('preauthorized');
    expect(before.availableTransitions).toContain('accept');

    t.clock.set(deadline);
    await runJobs();
    const view = (await show(built.customerId, built.row.id)).json<{ data: Transaction }>().data;
    expect(view).toMatchObject({ state: 'declined', lastTransition: 'expire', nextTimer: null });
    expect(view.transitions.at(-1)).toMatchObject({ transition: 'expire', by: 'system' });
    expect(new Date(view.lastTransitionedAt) < end).toBe(true);
    expect(await booked(built.listingId, start)).toBe(0);
    expect((await intentOf(built.row.paymentIntentId!)).status).toBe('canceled');
  });

  it('a request queued before (its expiry due at the end) is brought forward to its start by migration 0036', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const near = await nearRequest();
    const far = await buildTransaction(deps(), { state: 'preauthorized' }); // starts in 10 days
    const accepted = await buildTransaction(deps(), { state: 'accepted' });
    const farDue = (await expireJobOf(far.row.id)).runAt;
    // Its 24-hour answer window runs out before its start (the confirmation was recorded a millisecond on).
    expect(farDue.getTime()).toBeGreaterThanOrEqual(t.clock.now().getTime() + day);
    expect(farDue < far.departure.start).toBe(true);
    // As the old rule queued it: the earlier of 6 days and the booking's end.
    await t.database.db
      .update(jobs)
      .set({ runAt: near.departure.end })
      .where(
        and(
          sql`${jobs.payload} ->> 'transactionId' = ${near.row.id}`,
          sql`${jobs.payload} ->> 'transition' = 'expire'`,
        ),
      );

    const migration = fs.readFileSync(
      path.join(migrationsFolder, '0036_expire_at_booking_start.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.database.db.execute(sql.raw(statement));

    expect(await expireJobOf(near.row.id)).toEqual({
      runAt: near.departure.start,
      state: 'queued',
    });
    expect((await expireJobOf(far.row.id)).runAt).toEqual(farDue);
    expect((await expireJobOf(accepted.row.id, 'complete')).runAt).toEqual(accepted.departure.end);

    t.clock.set(near.departure.start);
    await runJobs();
    expect(
      (await show(near.customerId, near.row.id)).json<{ data: Transaction }>().data.state,
    ).toBe('declined');
    expect(await booked(near.listingId, near.departure.start)).toBe(0);
    expect((await intentOf(near.row.paymentIntentId!)).status).toBe('canceled');
    expect(
      (await show(accepted.customerId, accepted.row.id)).json<{ data: Transaction }>().data.state,
    ).toBe('accepted');
  });
});

describe('timers across restarts and server processes', () => {
  const recordsOf = async (id: string, transition: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(transactionTransitions)
        .where(
          and(
            eq(transactionTransitions.transactionId, id),
            eq(transactionTransitions.transition, transition),
          ),
        )
    )[0]!.n;
  const stateOf = async (id: string) =>
    (
      await t.database.db
        .select({ state: transactions.state })
        .from(transactions)
        .where(eq(transactions.id, id))
    )[0]!.state;

  it('a payment that falls due while the server is down expires once, at once, after the restart', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const first = await createTestApp({}, t);
    const firstRunner = startJobRunner(first.app.deps, {
      handlers,
      pollIntervalMs: 10,
      log: () => {},
    });
    const built = await buildTransaction(first.app.deps, { state: 'pending-payment' });
    // A poll while it is up: nothing is due yet.
    await runDueJobs(first.app.deps, { handlers, log: () => {} });
    await firstRunner.stop();
    await first.close();
    expect(await stateOf(built.row.id)).toBe('pending-payment');

    t.clock.advance(60 * 60_000); // the server was down for an hour; the 15 minutes ran out meanwhile
    const second = await createTestApp({}, t);
    const secondRunner = startJobRunner(second.app.deps, {
      handlers,
      pollIntervalMs: 10,
      log: () => {},
    });
    try {
      // The intent is cancelled by a job after the expiry's commit: both are waited for.
      await vi.waitFor(
        async () => {
          expect(await stateOf(built.row.id)).toBe('payment-expired');
          expect((await intentOf(built.row.paymentIntentId!)).status).toBe('canceled');
        },
        { timeout: 10_000 },
      );
    } finally {
      await secondRunner.stop();
      await second.close();
    }
    expect(await recordsOf(built.row.id, 'expire-payment')).toBe(1);
    expect(await booked(built.listingId, built.departure.start)).toBe(0);
  }, 30_000);

  it('two server processes and duplicate timer jobs fire the transition once', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const built = await Promise.all(
      Array.from({ length: 5 }, () => buildTransaction(deps(), { state: 'pending-payment' })),
    );
    // A duplicate timer per transaction (as a retry or a reschedule may leave): the engine's row lock and state check make it a no-op.
    for (const b of built) {
      await enqueueJob(t.database.db, t.clock, {
        kind: 'transaction-timer',
        payload: { transactionId: b.row.id, transition: 'expire-payment' },
        runAt: new Date('2026-06-01T09:15:00Z'),
        key: randomUUID(),
      });
    }
    // On PostgreSQL the second process has its own connection pool: real concurrency.
    const otherDatabase = t.database.url ? await openPostgres(t.database.url) : t.database;
    const other = await createTestApp({}, { database: otherDatabase, clock: t.clock });
    t.clock.advance(15 * 60_000);
    try {
      await Promise.all([
        runDueJobs(t.app.deps, { workerId: 'one-a', handlers, log: () => {} }),
        runDueJobs(t.app.deps, { workerId: 'one-b', handlers, log: () => {} }),
        runDueJobs(other.app.deps, { workerId: 'two-a', handlers, log: () => {} }),
        runDueJobs(other.app.deps, { workerId: 'two-b', handlers, log: () => {} }),
      ]);
    } finally {
      await other.close();
      if (otherDatabase !== t.database) await otherDatabase.close();
    }
    for (const b of built) {
      expect([await stateOf(b.row.id), await recordsOf(b.row.id, 'expire-payment')]).toEqual([
        'payment-expired',
        1,
      ]);
      expect(await booked(b.listingId, b.departure.start)).toBe(0);
    }
    const timerJobs = await t.database.db
      .select({ state: jobs.state, payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'transaction-timer'));
    const ours = timerJobs.filter((job) =>
      built.some((b) => b.row.id === job.payload.transactionId),
    );
    expect(ours.map((job) => job.state)).toEqual(Array(10).fill('done'));
  }, 60_000);
});

describe('concurrent transitions', () => {
  it('the operator accepts while the traveller withdraws: one wins, the other gets 409, the card follows the winner', async () => {
    for (let round = 0; round < 3; round++) {
      const b = await buildTransaction(deps(), { state: 'preauthorized' });
      const [accept, withdraw] = await Promise.all([
        fire(b.providerId, b.row.id, 'accept'),
        fire(b.customerId, b.row.id, 'decline-by-customer'),
      ]);
      const statuses = [accept.statusCode, withdraw.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = accept.statusCode === 409 ? accept : withdraw;
      expect(loser.json<ErrorResponse>().error.code).toBe('transaction-invalid-transition');
      const view = (await show(b.customerId, b.row.id)).json<{ data: Transaction }>().data;
      expect(view.transitions.map((r) => r.transition)).toEqual([
        'request-payment',
        'confirm-payment',
        accept.statusCode === 200 ? 'accept' : 'decline-by-customer',
      ]);
      await settlePayments(deps());
      expect((await intentOf(b.row.paymentIntentId!)).status).toBe(
        accept.statusCode === 200 ? 'succeeded' : 'canceled',
      );
      expect(await booked(b.listingId, b.departure.start)).toBe(accept.statusCode === 200 ? 2 : 0);
    }
  }, 60_000);
});

// What a party may fire from each state, and what everyone else gets (spec 000 §4, §6).
describe('every transition by every actor', () => {
  const buildable = bookingStates.filter((state) => state !== 'initial');
  const built = new Map<BookingState, BuiltTransaction>();
  let stranger: string;
  beforeAll(async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    stranger = (await buildUser(t.database.db)).id;
    for (const state of buildable) built.set(state, await buildTransaction(deps(), { state }));
  }, 120_000);

  const paramsFor = (name: TransitionName, b: BuiltTransaction): object =>
    name === 'request-payment-after-enquiry'
      ? bookingParams(b.departure)
      : name.startsWith('update-')
        ? {
            bookingStart: new Date(b.departure.start.getTime() + day).toISOString(),
            bookingEnd: new Date(b.departure.end.getTime() + day).toISOString(),
          }
        : {};

  // The system (timers) and the marketplace operator have no route of their own: the engine, speculatively.
  const fireAs = async (
    actor: 'system' | 'operator',
    id: string,
    name: TransitionName,
    params: object,
  ) => {
    try {
      const { row } = await transitionTransaction(deps(), {
        transactionId: id,
        transition: name,
        params: params as TransitionParams,
        caller: { actor },
        isSpeculative: true,
      });
      return { statusCode: 200, json: <T>() => ({ data: { state: row.state } }) as T };
    } catch (error) {
      if (!isAppError(error)) throw error;
      return {
        statusCode: httpStatusOf(error.code),
        json: <T>() => ({ error: { code: error.code } }) as T,
      };
    }
  };

  it.each(buildable)(
    'from %s: allowed ones preview their next state, the rest are refused with their code',
    async (state) => {
      const b = built.get(state)!;
      // A free departure a day later for the reschedules.
      await buildListingSlot(t.database.db, {
        listingId: b.listingId,
        startAt: new Date(b.departure.start.getTime() + day),
      }).catch(() => undefined);
      const roles = { customer: b.customerId, provider: b.providerId } as const;
      const cardBefore = b.row.paymentIntentId ? await intentOf(b.row.paymentIntentId) : null;
      for (const name of transitionNames) {
        const def = transitionDef(name);
        for (const role of ['customer', 'provider', 'system', 'operator', 'stranger'] as const) {
          const res =
            role === 'system' || role === 'operator'
              ? await fireAs(role, b.row.id, name, paramsFor(name, b))
              : await fire(
                  role === 'stranger' ? stranger : roles[role],
                  b.row.id,
                  name,
                  paramsFor(name, b),
                  true,
                );
          const isCancelGuarded = name === 'cancel-by-customer-no-refund'; // 10 days ahead: only the refunded cancel
          const expected =
            role === 'stranger'
              ? 404
              : def.isReview // only the reviews route fires these
                ? 403
                : def.from !== state
                  ? 409
                  : !def.actors.includes(role)
                    ? 403
                    : isCancelGuarded
                      ? 409
                      : name === 'confirm-payment'
                        ? 402
                        : 200;
          expect([name, role, res.statusCode]).toEqual([name, role, expected]);
          if (expected === 200) expect(res.json<{ data: Transaction }>().data.state).toBe(def.to);
        }
      }
      // Speculative calls left everything as it was: the card too (nothing captured, released or refunded).
      if (cardBefore) expect(await intentOf(b.row.paymentIntentId!)).toEqual(cardBefore);
      const after = (
        await t.database.db.select().from(transactions).where(eq(transactions.id, b.row.id))
      )[0]!;
      expect(after.state).toBe(state);
      const records = await t.database.db
        .select({ n: count() })
        .from(transactionTransitions)
        .where(eq(transactionTransitions.transactionId, b.row.id));
      expect(records[0]!.n).toBe(
        b.row.state === 'enquiry'
          ? 1
          : (await show(b.customerId, b.row.id)).json<{ data: Transaction }>().data.transitions
              .length,
      );
    },
    60_000,
  );

  it('review transitions are refused here (403 review-transition) and made by the reviews route with the review', async () => {
    const b = await buildTransaction(deps(), { state: 'delivered' });
    for (const [userId, name] of [
      [b.customerId, 'review-1-by-customer'],
      [b.providerId, 'review-1-by-provider'],
      [b.customerId, 'review-2-by-customer'],
    ] as const) {
      for (const speculative of [false, true]) {
        const res = await fire(userId, b.row.id, name, {}, speculative);
        expect(res.statusCode).toBe(403);
        expect(res.json<ErrorResponse>().error).toMatchObject({
          code: 'forbidden',
          details: [{ code: 'review-transition', transition: name }],
        });
      }
    }
    expect((await show(b.customerId, b.row.id)).json<{ data: Transaction }>().data.state).toBe(
      'delivered',
    );
    const reviewed = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${b.row.id}/reviews`,
      headers: await headersOf(b.customerId),
      payload: { rating: 4, content: 'Lovely walk.' },
    });
    expect(reviewed.statusCode).toBe(201);
    const after = (await show(b.customerId, b.row.id)).json<{ data: Transaction }>().data;
    expect([after.state, after.lastTransition]).toEqual([
      'reviewed-by-customer',
      'review-1-by-customer',
    ]);
  });

  it('privileged transitions take no prices from the client', async () => {
    const b = built.get('enquiry')!;
    const res = await fire(b.customerId, b.row.id, 'request-payment-after-enquiry', {
      ...bookingParams(b.departure),
      lineItems: [],
      payinTotal: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().error.code).toBe('validation-invalid-params');
    const initiated = await initiate(b.customerId, {
      listingId: b.listingId,
      transition: 'request-payment',
      params: { ...bookingParams(b.departure), payinTotal: 1 },
    });
    expect(initiated.statusCode).toBe(400);
    // The engine itself refuses prices from any caller, whatever the route's schema let through.
    const direct = transitionTransaction(deps(), {
      transactionId: b.row.id,
      transition: 'request-payment-after-enquiry',
      params: { ...bookingParams(b.departure), lineItems: [] } as TransitionParams,
      caller: { userId: b.customerId },
      isSpeculative: false,
    });
    await expect(direct).rejects.toMatchObject({
      code: 'forbidden',
      details: [{ code: 'privileged-transition' }],
    });
    expect((await show(b.customerId, b.row.id)).json<{ data: Transaction }>().data.state).toBe(
      'enquiry',
    );
  });
});

describe('nobody else reads or changes a transaction', () => {
  it('a third user gets 404 and a visitor 401 on every transaction read and write, and lists show only one’s own', async () => {
    const b = await buildTransaction(deps(), { state: 'preauthorized' });
    const third = (await buildUser(t.database.db)).id;
    const thirdHeaders = await headersOf(third);
    const requests = [
      { method: 'GET' as const, url: `/api/transactions/${b.row.id}` },
      { method: 'GET' as const, url: `/api/transactions/${b.row.id}/payment` },
      {
        method: 'POST' as const,
        url: `/api/transactions/${b.row.id}/transitions`,
        payload: { transition: 'accept', params: {} },
      },
      {
        method: 'POST' as const,
        url: `/api/transactions/${b.row.id}/transitions?speculative=true`,
        payload: { transition: 'decline-by-customer', params: {} },
      },
    ];
    for (const request of requests) {
      expect((await t.app.inject({ ...request, headers: thirdHeaders })).statusCode).toBe(404);
      expect((await t.app.inject({ ...request, headers: browserHeaders() })).statusCode).toBe(401);
    }
    for (const url of ['/api/transactions?only=order', '/api/transactions?only=sale']) {
      expect(
        (
          await t.app.inject({ method: 'GET', url, headers: thirdHeaders })
        ).json<TransactionListResponse>().data,
      ).toEqual([]);
      expect(
        (await t.app.inject({ method: 'GET', url, headers: browserHeaders() })).statusCode,
      ).toBe(401);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/transactions',
          headers: browserHeaders(),
          payload: {
            listingId: b.listingId,
            transition: 'request-payment',
            params: bookingParams(b.departure),
          },
        })
      ).statusCode,
    ).toBe(401);
    // Nothing moved: the request, its seats and the card hold are as they were.
    const after = (await show(b.customerId, b.row.id)).json<{ data: Transaction }>().data;
    expect(after.state).toBe('preauthorized');
    expect(await booked(b.listingId, b.departure.start)).toBe(2);
    expect((await intentOf(b.row.paymentIntentId!)).status).toBe('requires_capture');
  });

  it('orders and sales list the viewer’s own, last transitioned first', async () => {
    const customer = (await buildUser(t.database.db)).id;
    const first = await buildTransaction(deps(), { customerId: customer });
    t.clock.advance(1000);
    const second = await buildTransaction(deps(), { customerId: customer, state: 'preauthorized' });
    const orders = (
      await t.app.inject({
        method: 'GET',
        url: '/api/transactions?only=order',
        headers: await headersOf(customer),
      })
    ).json<TransactionListResponse>();
    expect(orders.data.map((tx) => tx.id)).toEqual([second.row.id, first.row.id]);
    expect(orders.meta).toEqual({ page: 1, perPage: 10, totalItems: 2, totalPages: 1 });
    const sales = (
      await t.app.inject({
        method: 'GET',
        url: '/api/transactions?only=sale',
        headers: await headersOf(first.providerId),
      })
    ).json<TransactionListResponse>();
    // The first is still waiting for its payment: the operator does not hear of it yet.
    expect(sales).toMatchObject({ data: [], meta: { totalItems: 0 } });
    const salesOf = async (providerId: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/transactions?only=sale',
          headers: await headersOf(providerId),
        })
      ).json<TransactionListResponse>();
    expect((await salesOf(second.providerId)).data.map((tx) => [tx.id, tx.viewerRole])).toEqual([
      [second.row.id, 'provider'],
    ]);
    const enquiry = await buildTransaction(deps(), { state: 'enquiry' });
    expect((await salesOf(enquiry.providerId)).data.map((tx) => tx.id)).toEqual([enquiry.row.id]);
    // Nor of one whose payment never came.
    const unpaid = await buildTransaction(deps());
    t.clock.advance(16 * 60_000);
    await runJobs();
    expect(
      (await show(unpaid.customerId, unpaid.row.id)).json<{ data: Transaction }>().data.state,
    ).toBe('payment-expired');
    expect((await salesOf(unpaid.providerId)).data).toEqual([]);
  });
});

describe('bad input leaves no booking, no seat taken and no charge', () => {
  it.each<[string, (ctx: { listingId: string; start: Date; end: Date }) => object, number, string]>(
    [
      [
        'no people',
        (c) => ({
          listingId: c.listingId,
          transition: 'request-payment',
          params: bookingParams(c, { adults: 0 }),
        }),
        400,
        'validation-invalid-value',
      ],
      [
        'more people than seats',
        (c) => ({
          listingId: c.listingId,
          transition: 'request-payment',
          params: bookingParams(c, { adults: 5 }),
        }),
        409,
        'transaction-booking-time-not-available',
      ],
      [
        'a start that is not a departure',
        (c) => ({
          listingId: c.listingId,
          transition: 'request-payment',
          params: bookingParams({
            start: new Date(c.start.getTime() + hour),
            end: new Date(c.end.getTime() + hour),
          }),
        }),
        400,
        'validation-invalid-value',
      ],
      [
        'a past date',
        (c) => ({
          listingId: c.listingId,
          transition: 'request-payment',
          params: bookingParams({
            start: new Date('2026-05-20T09:00:00Z'),
            end: new Date('2026-05-20T12:00:00Z'),
          }),
        }),
        400,
        'validation-invalid-value',
      ],
      [
        'a date out of the window',
        (c) => ({
          listingId: c.listingId,
          transition: 'request-payment',
          params: bookingParams({
            start: new Date(c.start.getTime() + 120 * day),
            end: new Date(c.end.getTime() + 120 * day),
          }),
        }),
        400,
        'validation-invalid-value',
      ],
      [
        'a start date that is not the start’s',
        (c) => ({
          listingId: c.listingId,
          transition: 'request-payment',
          params: { ...bookingParams(c), bookingStartDate: '2026-01-01' },
        }),
        400,
        'validation-invalid-value',
      ],
      [
        'an unknown listing',
        (c) => ({
          listingId: '00000000-0000-4000-8000-000000000000',
          transition: 'request-payment',
          params: bookingParams(c),
        }),
        404,
        'transaction-listing-not-found',
      ],
      [
        'children where the listing has no child price',
        (c) => ({
          listingId: c.listingId,
          transition: 'request-payment',
          params: bookingParams(c, { adults: 1, children: 1 }),
        }),
        400,
        'validation-invalid-value',
      ],
      [
        'a group above the maximum',
        (c) => ({
          listingId: c.listingId,
          transition: 'request-payment',
          params: bookingParams(c, { adults: 7 }),
        }),
        400,
        'validation-invalid-value',
      ],
      [
        'a quantity that is not a whole number',
        (c) => ({
          listingId: c.listingId,
          transition: 'request-payment',
          params: { ...bookingParams(c), bookingQuantityAdult: 1.5 },
        }),
        400,
        'validation-invalid-params',
      ],
    ],
  )('%s', async (_label, body, status, code) => {
    const { listing, departure } = await buildBookableListing(deps(), {
      seats: 4,
      publicData: { prices: { adult: 3000 }, groupPricing: { maxGroupSize: 6 } },
    });
    const customer = (await buildUser(t.database.db)).id;
    const [before, intentsBefore] = [await transactionCount(), await intentCount()];
    const res = await initiate(customer, body({ listingId: listing.id, ...departure }));
    expect([res.statusCode, res.json<ErrorResponse>().error.code]).toEqual([status, code]);
    expect([
      await transactionCount(),
      await intentCount(),
      await booked(listing.id, departure.start),
    ]).toEqual([before, intentsBefore, 0]);
  });

  it('one’s own listing, and an operator without payout details, cannot be booked', async () => {
    const { listing, operatorId, departure } = await buildBookableListing(deps());
    const own = await initiate(operatorId, {
      listingId: listing.id,
      transition: 'request-payment',
      params: bookingParams(departure),
    });
    expect([own.statusCode, own.json<ErrorResponse>().error.details?.[0]?.code]).toEqual([
      403,
      'own-listing',
    ]);
    const unready = await buildOperator(t.database.db, { isPayoutReady: false });
    const other = await buildBookableListing(deps(), { operatorId: unready.id });
    const res = await initiate((await buildUser(t.database.db)).id, {
      listingId: other.listing.id,
      transition: 'request-payment',
      params: bookingParams(other.departure),
    });
    expect([res.statusCode, res.json<ErrorResponse>().error.code]).toEqual([
      409,
      'transaction-missing-stripe-account',
    ]);
    expect(await booked(other.listing.id, other.departure.start)).toBe(0);
  });
});

describe('the race for the last seats', () => {
  it('200 concurrent requests for a 10-seat departure make exactly 10 bookings', async () => {
    const { listing, departure } = await buildBookableListing(deps(), { seats: 10 });
    const customers = await Promise.all(
      Array.from({ length: 200 }, () => buildUser(t.database.db)),
    );
    const headers = await Promise.all(customers.map((c) => headersOf(c.id)));
    const intentsBefore = await intentCount();
    const results = await Promise.all(
      headers.map((h, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/transactions',
          headers: h,
          // 200 travellers from 200 addresses: one address books at most 30 times in 15 minutes (decision 090).
          remoteAddress: `10.200.${Math.floor(i / 100)}.${(i % 100) + 1}`,
          payload: {
            listingId: listing.id,
            transition: 'request-payment',
            params: bookingParams(departure, { adults: 1 }),
          },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(190);
    expect(results.find((r) => r.statusCode === 409)!.json<ErrorResponse>().error.message).toBe(
      'Unfortunately, the requested time is already booked.',
    );
    expect(await booked(listing.id, departure.start)).toBe(10);
    const made = await t.database.db
      .select({ n: count() })
      .from(transactions)
      .where(eq(transactions.listingId, listing.id));
    expect(made[0]!.n).toBe(10);
    // One card payment per booking made. The intents are made before the database transaction
    // (decision 088): a loser that read free seats before the last ones went made one too, and it was
    // cancelled when its booking did not commit (how many do depends on timing).
    const intents = await t.database.db
      .select({ status: simPaymentIntents.status, metadata: simPaymentIntents.metadata })
      .from(simPaymentIntents)
      .where(sql`${simPaymentIntents.metadata}->>'listingId' = ${listing.id}`);
    expect((await intentCount()) - intentsBefore).toBe(intents.length);
    const bookingIds = new Set(
      (
        await t.database.db
          .select({ id: transactions.id })
          .from(transactions)
          .where(eq(transactions.listingId, listing.id))
      ).map((r) => r.id),
    );
    const ofBookings = intents.filter((i) => bookingIds.has(i.metadata.transactionId!));
    expect(ofBookings.map((i) => i.status)).toEqual(Array(10).fill('requires_payment_method'));
    expect(
      intents.filter((i) => !bookingIds.has(i.metadata.transactionId!)).map((i) => i.status),
    ).toEqual(Array(intents.length - 10).fill('canceled'));
  }, 120_000);
});

describe('the marketplace operator (the administrator role, decision 100)', () => {
  it('only a verified administrator fires operator transitions; to the operator, the customer, a third user and a visitor the route does not exist', async () => {
    const admin = await buildUser(t.database.db, {
      email: 'staff@levada.example',
      emailVerified: true,
    });
    // ADMIN_EMAILS still grants the role, at start, to the accounts it names.
    const staff = await createTestApp(
      { adminEmails: ['staff@levada.example'] },
      { database: t.database, clock: t.clock },
    );
    try {
      const b = await buildTransaction(deps(), { state: 'preauthorized' });
      const stranger = await buildUser(t.database.db);
      const post = async (headers: Record<string, string>, transition = 'accept') =>
        staff.app.inject({
          method: 'POST',
          url: `/api/admin/transactions/${b.row.id}/transitions`,
          headers,
          payload: { transition, params: {} },
        });
      for (const userId of [b.providerId, b.customerId, stranger.id]) {
        const res = await post(await signedInHeaders(staff, userId));
        expect([res.statusCode, res.json<ErrorResponse>().error.code]).toEqual([404, 'not-found']);
      }
      expect((await post(browserHeaders())).statusCode).toBe(404);
      // An unverified account with the role is not the admin (anyone could sign up with the address).
      await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, admin.id));
      expect((await post(await signedInHeaders(staff, admin.id))).statusCode).toBe(404);
      await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, admin.id));
      // The role is in the database: another server process on it (without ADMIN_EMAILS) knows it.
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: `/api/admin/transactions/${b.row.id}/transitions?speculative=true`,
        headers: await headersOf(admin.id),
        payload: { transition: 'accept', params: {} },
      });
      expect(elsewhere.statusCode).toBe(200);
      expect((await show(b.customerId, b.row.id)).json<{ data: Transaction }>().data.state).toBe(
        'preauthorized',
      );

      const adminHeaders = await signedInHeaders(staff, admin.id);
      // The parties' route never acts as the operator: to it the admin is a stranger.
      const asParty = await staff.app.inject({
        method: 'POST',
        url: `/api/transactions/${b.row.id}/transitions`,
        headers: adminHeaders,
        payload: { transition: 'accept', params: {} },
      });
      expect(asParty.statusCode).toBe(404);
      // A transition whose actors do not include the operator stays refused.
      expect((await post(adminHeaders, 'decline-by-customer')).statusCode).toBe(403);
      // Speculative: checked, nothing written, nothing captured.
      const preview = await staff.app.inject({
        method: 'POST',
        url: `/api/admin/transactions/${b.row.id}/transitions?speculative=true`,
        headers: adminHeaders,
        payload: { transition: 'accept', params: {} },
      });
      expect([preview.statusCode, preview.json<{ data: { state: string } }>().data.state]).toEqual([
        200,
        'accepted',
      ]);
      expect((await show(b.customerId, b.row.id)).json<{ data: Transaction }>().data.state).toBe(
        'preauthorized',
      );
      expect((await intentOf(b.row.paymentIntentId!)).status).toBe('requires_capture');
      const accepted = await post(adminHeaders, 'accept');
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json<{ data: { state: string } }>().data.state).toBe('accepted');
      const view = (await show(b.customerId, b.row.id)).json<{ data: Transaction }>().data;
      expect(view.transitions.at(-1)).toMatchObject({ by: 'operator', transition: 'accept' });
      await settlePayments(deps());
      expect((await intentOf(b.row.paymentIntentId!)).status).toBe('succeeded');
    } finally {
      await staff.close();
    }
  });
});

describe('the API document', () => {
  it('describes the transaction routes (and the admin and payment ones) with the speculative flag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    }>();
    expect(Object.keys(doc.paths['/api/transactions']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/transactions/{id}']!)).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/transactions/{id}/transitions']!)).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/transactions/{id}/payment']!)).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/admin/transactions/{id}/transitions']!)).toEqual(['post']);
    for (const path of [
      '/api/transactions',
      '/api/transactions/{id}/transitions',
      '/api/admin/transactions/{id}/transitions',
    ]) {
      expect(
        doc.paths[path]!.post!.parameters?.some(
          (p) => p.name === 'speculative' && p.in === 'query',
        ),
      ).toBe(true);
    }
  });
});
