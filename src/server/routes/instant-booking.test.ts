import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../contracts/transactions';
import { jobs, listings, listingSlots, outboxMessages, transactions } from '../db/schema';
import { jobHandlers } from '../jobs/job-handlers';
import { runDueJobs } from '../jobs/job-runner';
import { signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildUser } from '../test/factories';
import {
  authorisePayment,
  bookingParams,
  buildBookableListing,
  buildTransaction,
  settlePayments,
} from '../test/transaction-factories';

// Issue 45 item 1, decision 120: instant confirmation or on request, per listing. PGlite, or
// PostgreSQL with TEST_DATABASE_URL. The test clock starts at 2026-06-01T09:00Z.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const hour = 3_600_000;
const deps = () => t.app.deps;
const handlers = { 'transaction-transitioned': async () => {}, ...jobHandlers };
const runJobs = () => runDueJobs(t.app.deps, { handlers, log: () => {} });

async function request(
  customerId: string,
  listingId: string,
  departure: { start: Date; end: Date },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/transactions',
    headers: await signedInHeaders(t, customerId),
    payload: {
      listingId,
      transition: 'request-payment',
      params: bookingParams(departure),
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: Transaction; paymentClientSecret: string }>();
}
async function confirm(customerId: string, id: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/transactions/${id}/transitions`,
    headers: await signedInHeaders(t, customerId),
    payload: { transition: 'confirm-payment', params: {} },
  });
}
const transitionedJobs = async (transactionId: string) =>
  (
    await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'transaction-transitioned'),
          sql`${jobs.payload} ->> 'transactionId' = ${transactionId}`,
        ),
      )
  ).map((job) => job.payload.transition);

describe('an instant booking', () => {
  it('is accepted by the system in the confirmation itself: captured, seats kept, the acceptance emails', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const { listing, departure } = await buildBookableListing(deps(), {
      publicData: { instantBooking: true },
    });
    const customer = await buildUser(t.database.db);
    const requested = await request(customer.id, listing.id, departure);
    const intentId = (
      await deps().payments.retrievePaymentIntent(
        (await t.database.db.query.transactions.findFirst({
          where: (row, { eq: is }) => is(row.id, requested.data.id),
        }))!.paymentIntentId!,
      )
    ).id;
    await authorisePayment(deps(), intentId, requested.paymentClientSecret);

    const confirmed = await confirm(customer.id, requested.data.id);
    expect(confirmed.statusCode).toBe(200);
    const view = confirmed.json<{ data: Transaction }>().data;
    expect(view).toMatchObject({
      state: 'accepted',
      lastTransition: 'accept-instantly',
      nextTimer: { transition: 'complete', at: departure.end.toISOString() },
    });
    expect(view.transitions.slice(-2)).toMatchObject([
      { transition: 'confirm-payment', by: 'customer' },
      { transition: 'accept-instantly', by: 'system' },
    ]);
    // The notifications of both transitions (the acceptance's emails) and the capture, after the commit.
    expect(await transitionedJobs(view.id)).toEqual(
      expect.arrayContaining(['confirm-payment', 'accept-instantly']),
    );
    expect((await deps().payments.retrievePaymentIntent(intentId)).status).toBe('requires_capture');
    await settlePayments(deps());
    expect((await deps().payments.retrievePaymentIntent(intentId)).status).toBe('succeeded');
    const [slot] = await t.database.db
      .select({ booked: listingSlots.booked })
      .from(listingSlots)
      .where(
        and(eq(listingSlots.listingId, listing.id), eq(listingSlots.startAt, departure.start)),
      );
    expect(slot!.booked).toBe(2);
    // No expiry is queued for it.
    await runJobs();
    t.clock.advance(30 * hour);
    await runJobs();
    const later = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${view.id}`,
      headers: await signedInHeaders(t, customer.id),
    });
    expect(later.json<{ data: Transaction }>().data.state).toBe('accepted');
  });

  it('is kept as instant with the transaction, which the system accepted at the confirmation', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const { listing, operatorId, departure } = await buildBookableListing(deps(), {
      publicData: { instantBooking: true },
    });
    const built = await buildTransaction(deps(), {
      state: 'preauthorized',
      listing: { id: listing.id, operatorId, departure },
    });
    // buildTransaction's confirm-payment already went through: the system accepted at once.
    const [row] = await t.database.db.query.transactions
      .findMany({ where: (r, { eq: is }) => is(r.id, built.row.id) })
      .then((rows) => rows);
    expect(row!.state).toBe('accepted');
    expect(row!.isInstant).toBe(true);
  });
});

describe('the answer to a new booking', () => {
  it('is the transaction as it reads back, though its history was not read again (bench: fewer statements)', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    for (const instantBooking of [false, true]) {
      const { listing, departure } = await buildBookableListing(deps(), {
        publicData: { instantBooking },
      });
      const customer = await buildUser(t.database.db);
      const made = await request(customer.id, listing.id, departure);
      expect(made.data.transitions.map((record) => record.transition)).toEqual(['request-payment']);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/transactions/${made.data.id}`,
        headers: await signedInHeaders(t, customer.id),
      });
      expect(read.json<{ data: Transaction }>().data).toEqual(made.data);
    }
  });
});

describe('an on-request booking', () => {
  it('expires at the end of the listing’s answer window, which both parties read as the deadline', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const { listing, operatorId, departure } = await buildBookableListing(deps(), {
      publicData: { answerWindowHours: 3 },
    });
    const built = await buildTransaction(deps(), {
      state: 'preauthorized',
      listing: { id: listing.id, operatorId, departure },
    });
    const deadline = new Date(built.row.lastTransitionedAt.getTime() + 3 * hour);
    for (const userId of [built.customerId, built.providerId]) {
      const view = await t.app.inject({
        method: 'GET',
        url: `/api/transactions/${built.row.id}`,
        headers: await signedInHeaders(t, userId),
      });
      expect(view.json<{ data: Transaction }>().data.nextTimer).toEqual({
        transition: 'expire',
        at: deadline.toISOString(),
      });
    }
    t.clock.set(new Date(deadline.getTime() - 1));
    await runJobs();
    t.clock.set(deadline);
    await runJobs();
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${built.row.id}`,
      headers: await signedInHeaders(t, built.customerId),
    });
    expect(after.json<{ data: Transaction }>().data).toMatchObject({
      state: 'declined',
      lastTransition: 'expire',
    });
  });

  it('a later change of the listing’s setting leaves a request already made as it was', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const { listing, operatorId, departure } = await buildBookableListing(deps());
    const built = await buildTransaction(deps(), {
      state: 'preauthorized',
      listing: { id: listing.id, operatorId, departure },
    });
    // The operator makes the tour instant with a 2-hour window afterwards.
    await t.database.db
      .update(listings)
      .set({ publicData: { ...listing.publicData, instantBooking: true, answerWindowHours: 2 } })
      .where(eq(listings.id, listing.id));
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${built.row.id}`,
      headers: await signedInHeaders(t, built.customerId),
    });
    expect(view.json<{ data: Transaction }>().data).toMatchObject({
      state: 'preauthorized',
      nextTimer: {
        transition: 'expire',
        at: new Date(built.row.lastTransitionedAt.getTime() + 24 * hour).toISOString(),
      },
    });
  });
});

describe('the editor setting', () => {
  it.each([0, 73, 1.5, '24'])(
    'refuses an answer window of %j and changes nothing',
    async (hours) => {
      const { listing, operatorId } = await buildBookableListing(deps());
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/own-listings/${listing.id}`,
        headers: await signedInHeaders(t, operatorId),
        payload: { answerWindowHours: hours, instantBooking: true },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation-invalid-params');
      const row = await t.database.db.query.listings.findFirst({
        where: (r, { eq: is }) => is(r.id, listing.id),
      });
      expect(row!.publicData.instantBooking).toBeUndefined();
    },
  );
});

describe('the answer reminder', () => {
  it('halfway through the window, the operator is asked to answer and the traveller told the deadline; not once answered', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const { listing, operatorId, departure } = await buildBookableListing(deps(), {
      publicData: { answerWindowHours: 4 },
    });
    const waiting = await buildTransaction(deps(), {
      state: 'preauthorized',
      listing: { id: listing.id, operatorId, departure },
    });
    const answered = await buildTransaction(deps(), {
      state: 'preauthorized',
      listing: { id: listing.id, operatorId, departure },
    });
    const realJobs = () => runDueJobs(t.app.deps, { log: () => {} });
    await realJobs();
    await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${answered.row.id}/transitions`,
      headers: await signedInHeaders(t, operatorId),
      payload: { transition: 'accept', params: {} },
    });
    const reminders = async (transactionId: string) => {
      const [row] = await t.database.db
        .select({ customerId: transactions.customerId })
        .from(transactions)
        .where(eq(transactions.id, transactionId));
      return t.database.db
        .select({ template: outboxMessages.template, text: outboxMessages.text })
        .from(outboxMessages)
        .where(
          and(
            sql`${outboxMessages.template} like 'booking-answer-reminder%'`,
            sql`${outboxMessages.userId} in (${row!.customerId}, ${operatorId})`,
          ),
        );
    };
    t.clock.advance(2 * hour - 60_000);
    await realJobs();
    expect(await reminders(waiting.row.id)).toEqual([]);
    t.clock.advance(2 * 60_000);
    await realJobs();
    const sent = await reminders(waiting.row.id);
    expect(sent.map((m) => m.template).sort()).toEqual([
      'booking-answer-reminder',
      'booking-answer-reminder-provider',
    ]);
    // The deadline, in the listing's zone (Madeira: UTC+1 in June), 4 hours after the request.
    expect(sent.find((m) => m.template === 'booking-answer-reminder')!.text).toContain('14:00');
    // The accepted one was not reminded (its own customer got nothing).
    const [acceptedRow] = await t.database.db
      .select({ customerId: transactions.customerId })
      .from(transactions)
      .where(eq(transactions.id, answered.row.id));
    const toAnswered = await t.database.db
      .select({ template: outboxMessages.template })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.userId, acceptedRow!.customerId),
          eq(outboxMessages.template, 'booking-answer-reminder'),
        ),
      );
    expect(toAnswered).toEqual([]);
  });
});

describe('how fast the operator answers', () => {
  it('the listing names the median delay of their answers (in SQL), rounded up to whole hours', async () => {
    t.clock.set('2026-06-01T09:00:00Z');
    const { listing, operatorId, departure } = await buildBookableListing(deps(), { seats: 20 });
    const stats = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).json().data
        .operatorStats.answerHours;
    // Answered after 30 min, 2 h 10 min and 5 h: the median, 2 h 10 min, reads "within 3 hours".
    const answer = async (minutes: number, transition: 'accept' | 'decline') => {
      t.clock.set('2026-06-01T09:00:00Z');
      const built = await buildTransaction(deps(), {
        state: 'preauthorized',
        listing: { id: listing.id, operatorId, departure },
      });
      t.clock.advance(minutes * 60_000);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/transactions/${built.row.id}/transitions`,
        headers: await signedInHeaders(t, operatorId),
        payload: { transition, params: {} },
      });
      expect(res.statusCode).toBe(200);
    };
    await answer(30, 'accept');
    await answer(130, 'decline');
    await answer(300, 'accept');
    // (Fewer than 3 answers give null: answerHoursOf in src/domain/operator-stats.test.ts.)
    expect(await stats()).toBe(3);
  });
});
