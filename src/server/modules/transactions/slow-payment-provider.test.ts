// Issue "Hold under abuse and failure", item 5: the card calls a transition asks for (capture, release,
// refund) run as jobs after the commit, never inside the engine's database transaction (decision 088).
// A provider that hangs (Stripe: up to 20 s × 3) then holds neither a row lock nor a connection: the
// app answers meanwhile (on PGlite, with its one connection, too), and the money moves once when it
// returns; the operator is paid only after the capture.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Payments } from '../../../integrations/payments/payments';
import { jobs, operatorTransfers } from '../../db/schema';
import { enqueueJob } from '../../jobs/job-queue';
import { runDueJobs, startJobRunner } from '../../jobs/job-runner';
import { buildListing, buildUser } from '../../test/factories';
import { signedInHeaders } from '../../test/sessions';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  bookingParams,
  buildBookableListing,
  buildPayoutReadyOperator,
  buildTransaction,
} from '../../test/transaction-factories';
import { operatorPayoutJob } from '../payouts/pay-operator';
import { captureBookingPayment, captureBookingPaymentJobKind } from './capture-booking-payment';
import { refundBookingPaymentJobKind } from './refund-booking-payment';

let t: TestContext;
let simulator: Payments;
/** While set, every capture waits for it: the provider hangs. */
let hang: Promise<void> | null = null;
/** While set, every new payment intent waits for it. */
let hangCreate: Promise<void> | null = null;
const capturesOf = new Map<string, number>();
let creating = 0;

beforeAll(async () => {
  t = await createTestApp();
  simulator = t.app.deps.payments;
  // The card simulator, with a capture that waits on `hang` before it reaches the provider.
  t.app.deps.payments = new Proxy(simulator, {
    get(target, property, receiver) {
      if (property === 'createPaymentIntent')
        return async (input: Parameters<Payments['createPaymentIntent']>[0]) => {
          creating++;
          if (hangCreate) await hangCreate;
          return target.createPaymentIntent(input);
        };
      if (property !== 'capturePaymentIntent') return Reflect.get(target, property, receiver);
      return async (id: string, idempotencyKey: string) => {
        capturesOf.set(id, (capturesOf.get(id) ?? 0) + 1);
        if (hang) await hang;
        return target.capturePaymentIntent(id, idempotencyKey);
      };
    },
  });
});
afterAll(async () => t.close());

const deps = () => t.app.deps;
const intentOf = (id: string) => simulator.retrievePaymentIntent(id);
const jobOf = async (key: string) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.key, key)))[0];
const fire = async (userId: string, id: string, transition: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/transactions/${id}/transitions`,
    headers: await signedInHeaders(t, userId),
    payload: { transition, params: {} },
  });

describe('a payment provider that hangs on a capture', () => {
  it('holds nothing while it hangs: pages, searches and other bookings answer; the capture happens once when it returns, and the operator is paid after it', async () => {
    const operator = await buildPayoutReadyOperator(deps());
    const bookable = await buildBookableListing(deps(), { operatorId: operator.id, seats: 10 });
    const listing = {
      id: bookable.listing.id,
      operatorId: operator.id,
      departure: bookable.departure,
    };
    const booking = await buildTransaction(deps(), { state: 'preauthorized', listing });
    await runDueJobs(deps(), { log: () => {} });
    const intentId = booking.row.paymentIntentId!;

    let answer!: () => void;
    hang = new Promise<void>((resolve) => (answer = resolve));
    try {
      // The accept answers at once: the capture is queued with it, not made under its locks.
      const accepted = await fire(operator.id, booking.row.id, 'accept');
      expect(accepted.statusCode).toBe(200);
      expect(capturesOf.get(intentId)).toBeUndefined();
      expect(await jobOf(`capture:${booking.row.id}`)).toMatchObject({
        kind: captureBookingPaymentJobKind,
        state: 'queued',
      });

      // Two servers' runners: one takes the capture and hangs in the provider call.
      const runners = ['a', 'b'].map((name) =>
        startJobRunner(deps(), { workerId: name, pollIntervalMs: 5, log: () => {} }),
      );
      try {
        await vi.waitFor(() => expect(capturesOf.get(intentId)).toBe(1));

        // Meanwhile the app answers: readiness (a query), listings read for the first time, a search,
        // and a new booking of the same departure (the seat row and the listing summary the accept
        // wrote are not held).
        const fresh = await Promise.all(
          Array.from({ length: 3 }, () => buildListing(t.database.db)),
        );
        for (const url of [
          '/api/health',
          `/api/listings/${listing.id}`,
          ...fresh.map((l) => `/api/listings/${l.id}`),
          '/api/listings?perPage=7',
          '/api/listings?keywords=levada&perPage=5',
        ]) {
          expect([url, (await t.app.inject({ method: 'GET', url })).statusCode]).toEqual([
            url,
            200,
          ]);
        }
        const traveller = await buildUser(t.database.db);
        const another = await t.app.inject({
          method: 'POST',
          url: '/api/transactions',
          headers: await signedInHeaders(t, traveller.id),
          payload: {
            listingId: listing.id,
            transition: 'request-payment',
            params: bookingParams(listing.departure, { adults: 1 }),
          },
        });
        expect(another.statusCode).toBe(201);

        // Not captured yet, so the operator is not paid yet.
        expect((await intentOf(intentId)).status).toBe('requires_capture');
        expect(
          await t.database.db
            .select()
            .from(jobs)
            .where(and(eq(jobs.kind, operatorPayoutJob), eq(jobs.state, 'done'))),
        ).toEqual([]);

        // The provider answers: captured once, then the payout follows.
        answer();
        await vi.waitFor(async () =>
          expect(await jobOf(`capture:${booking.row.id}`)).toMatchObject({
            state: 'done',
            attempts: 1,
          }),
        );
        await vi.waitFor(async () =>
          expect(
            await t.database.db
              .select({ amount: operatorTransfers.amount, kind: operatorTransfers.kind })
              .from(operatorTransfers)
              .where(eq(operatorTransfers.transactionId, booking.row.id)),
          ).toEqual([{ amount: booking.row.payoutTotal, kind: 'transfer' }]),
        );
      } finally {
        await Promise.all(runners.map((runner) => runner.stop()));
      }
    } finally {
      hang = null;
    }
    expect(await intentOf(intentId)).toMatchObject({ status: 'succeeded', amountReceived: 9000 });
    expect(capturesOf.get(intentId)).toBe(1);

    // Run again (a retry after a crash before it was marked done): nothing is captured twice.
    const job = (await jobOf(`capture:${booking.row.id}`))!;
    await captureBookingPayment(job.payload, {
      deps: deps(),
      log: () => {},
      attempt: 2,
      isLastAttempt: false,
    });
    // Queued again with the same key: ignored.
    await enqueueJob(t.database.db, t.clock, {
      kind: captureBookingPaymentJobKind,
      payload: job.payload,
      key: `capture:${booking.row.id}`,
    });
    expect(await runDueJobs(deps(), { log: () => {} })).toBe(0);
    expect(capturesOf.get(intentId)).toBe(1);
    expect(await intentOf(intentId)).toMatchObject({ status: 'succeeded', amountReceived: 9000 });
    expect(
      await t.database.db
        .select({ amount: operatorTransfers.amount })
        .from(operatorTransfers)
        .where(eq(operatorTransfers.transactionId, booking.row.id)),
    ).toHaveLength(1);
  });

  it('a capture that can never succeed (the card hold was cancelled, as an expired authorisation is) fails its job at once, is logged, and pays nobody', async () => {
    const booking = await buildTransaction(deps(), { state: 'preauthorized' });
    await runDueJobs(deps(), { log: () => {} });
    await simulator.cancelPaymentIntent(booking.row.paymentIntentId!, 'hold-expired');
    expect((await fire(booking.providerId, booking.row.id, 'accept')).statusCode).toBe(200);
    const log = vi.fn();
    await runDueJobs(deps(), { log });
    expect(await jobOf(`capture:${booking.row.id}`)).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: expect.stringMatching(/failed for good\nCaused by: .+/),
    });
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining(`CAPTURE FAILED for good for booking ${booking.row.id}`),
      expect.anything(),
    );
    const followUps = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, operatorPayoutJob));
    expect(followUps.filter((j) => j.payload.transactionId === booking.row.id)).toEqual([]);
  });

  it('a cancellation before the capture job ran: captured, then refunded the amount fixed at the cancellation, each once', async () => {
    const booking = await buildTransaction(deps(), { state: 'preauthorized' });
    await runDueJobs(deps(), { log: () => {} });
    expect((await fire(booking.providerId, booking.row.id, 'accept')).statusCode).toBe(200);
    expect((await fire(booking.providerId, booking.row.id, 'cancel')).statusCode).toBe(200);
    expect((await jobOf(`refund:${booking.row.id}`))?.payload).toMatchObject({ amount: 9000 });
    // Whichever of the two jobs runs first, the money is taken once and given back once.
    await runDueJobs(deps(), { log: () => {}, kinds: [refundBookingPaymentJobKind] });
    await runDueJobs(deps(), { log: () => {} });
    expect(await intentOf(booking.row.paymentIntentId!)).toMatchObject({
      status: 'succeeded',
      amountReceived: 9000,
      amountRefunded: 9000,
    });
    expect(await jobOf(`capture:${booking.row.id}`)).toMatchObject({ state: 'done' });
    expect(await jobOf(`refund:${booking.row.id}`)).toMatchObject({ state: 'done' });
  });

  it('a request to book whose card payment is being made holds nothing: the app answers meanwhile, the same departure included', async () => {
    const { listing, departure } = await buildBookableListing(deps(), { seats: 5 });
    const travellers = await Promise.all([buildUser(t.database.db), buildUser(t.database.db)]);
    const request = (userId: string) => async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: await signedInHeaders(t, userId),
        payload: {
          listingId: listing.id,
          transition: 'request-payment',
          params: bookingParams(departure, { adults: 2 }),
        },
      });
    let answer!: () => void;
    hangCreate = new Promise<void>((resolve) => (answer = resolve));
    const before = creating;
    try {
      const slow = request(travellers[0].id)();
      await vi.waitFor(() => expect(creating).toBe(before + 1));
      for (const url of ['/api/health', `/api/listings/${listing.id}`, '/api/listings?perPage=3']) {
        expect([url, (await t.app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 200]);
      }
      // Another traveller's booking of the same departure: its payment waits on the provider too,
      // and neither waits on the other's locks.
      const other = request(travellers[1].id)();
      await vi.waitFor(() => expect(creating).toBe(before + 2));
      answer();
      expect([(await slow).statusCode, (await other).statusCode]).toEqual([201, 201]);
    } finally {
      hangCreate = null;
    }
  });
});
