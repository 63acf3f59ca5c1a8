import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  departureDecisions,
  jobs,
  listings as listingsTable,
  transactions,
  transactionTransitions,
} from '../db/schema';
import { runDueJobs } from '../jobs/job-runner';
import { decideDepartureAt, minimumNotReachedReason } from '../modules/departures/decide-departure';
import { departureDecisionJobKind } from '../modules/transactions/departure-decisions';
import { buildListing, buildOperator, buildUser } from '../test/factories';
import { emailsTo } from '../test/outbox';
import { signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  bookingParams,
  buildBookableListing,
  buildTransaction,
  settlePayments,
} from '../test/transaction-factories';

// Issue 46 item 6, decision 157: a departure under its listing's minimum group size is cancelled at
// its decision time through the engine, with full refunds, exactly once. PGlite, or PostgreSQL with
// TEST_DATABASE_URL.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(() => t.clock.set('2026-06-01T09:00:00Z'));

const deps = () => t.app.deps;
const runDecisions = (context = t) =>
  runDueJobs(context.app.deps, { kinds: [departureDecisionJobKind], log: () => {} });

/** A listing with a minimum of 4 decided 48 h before, a departure 5 days ahead, bookings of 2 and 1. */
async function departureUnderMinimum() {
  const operator = await buildOperator(t.database.db);
  const built = await buildBookableListing(deps(), {
    operatorId: operator.id,
    daysAhead: 5,
    publicData: { minimumGroupSize: 4, minimumDecisionHours: 48 },
  });
  const listing = { id: built.listing.id, operatorId: operator.id, departure: built.departure };
  const customer = await buildUser(t.database.db);
  const accepted = await buildTransaction(deps(), {
    state: 'accepted',
    listing,
    customerId: customer.id,
    quantities: { adults: 2 },
  });
  const requested = await buildTransaction(deps(), {
    state: 'preauthorized',
    listing,
    quantities: { adults: 1 },
  });
  await settlePayments(deps());
  return { listing, accepted, requested, customer };
}

const rowOf = async (id: string) =>
  (await t.database.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;
const transitionsOf = async (id: string) =>
  t.database.db
    .select()
    .from(transactionTransitions)
    .where(eq(transactionTransitions.transactionId, id));
const refundJobsOf = async (id: string) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'refund-booking-payment'))).filter(
    (job) => job.payload.transactionId === id,
  );
const atDecision = (start: Date) =>
  t.clock.set(new Date(start.getTime() - 48 * 3_600_000).toISOString());

describe('the decision at the decision time', () => {
  it('queues one decision job per departure, due 48 hours before the start', async () => {
    const { listing } = await departureUnderMinimum();
    const queued = (
      await t.database.db.select().from(jobs).where(eq(jobs.kind, departureDecisionJobKind))
    ).filter((job) => job.payload.listingId === listing.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.toISOString()).toBe(
      new Date(listing.departure.start.getTime() - 48 * 3_600_000).toISOString(),
    );
  });

  it('does nothing before the decision time', async () => {
    const { listing, accepted } = await departureUnderMinimum();
    t.clock.set(new Date(listing.departure.start.getTime() - 49 * 3_600_000).toISOString());
    await runDecisions();
    expect((await rowOf(accepted.row.id)).state).toBe('accepted');
  });

  it('cancels a departure under its minimum with a full refund, exactly once even across a restart and a second runner', async () => {
    const { listing, accepted, requested, customer } = await departureUnderMinimum();
    const paidIntent = await deps().payments.retrievePaymentIntent(accepted.row.paymentIntentId!);
    expect(paidIntent.amountReceived).toBe(9000);
    atDecision(listing.departure.start);
    await runDecisions();
    await settlePayments(deps());

    const cancelled = await rowOf(accepted.row.id);
    expect(cancelled.state).toBe('canceled');
    expect(cancelled.payinTotal).toBe(0);
    expect(cancelled.cancelReason).toBe(minimumNotReachedReason);
    const declined = await rowOf(requested.row.id);
    expect(declined.state).toBe('declined');
    const intent = await deps().payments.retrievePaymentIntent(accepted.row.paymentIntentId!);
    expect(intent.amountRefunded).toBe(9000);
    const held = await deps().payments.retrievePaymentIntent(requested.row.paymentIntentId!);
    expect(held.status).toBe('canceled');

    // A restart: a second app on the same database, its own runner; and a second runner of the
    // same decision racing the first. Nothing more is cancelled or refunded.
    const restarted = await createTestApp({}, { database: t.database, clock: t.clock });
    try {
      expect(
        await Promise.all([
          decideDepartureAt(restarted.app.deps, listing.id, listing.departure.start),
          decideDepartureAt(deps(), listing.id, listing.departure.start),
        ]),
      ).toEqual(['already-decided', 'already-decided']);
      await runDecisions(restarted);
      await settlePayments(restarted.app.deps);
    } finally {
      await restarted.close();
    }
    expect(
      (await transitionsOf(accepted.row.id)).filter((r) => r.transition === 'cancel'),
    ).toHaveLength(1);
    expect(await refundJobsOf(accepted.row.id)).toHaveLength(1);
    expect(
      (await deps().payments.retrievePaymentIntent(accepted.row.paymentIntentId!)).amountRefunded,
    ).toBe(9000);
    const [decision] = await t.database.db
      .select()
      .from(departureDecisions)
      .where(eq(departureDecisions.listingId, listing.id));
    expect(decision!.outcome).toBe('cancelled');

    // The traveller reads why, and the email links the tour's other dates.
    await runDueJobs(deps(), { log: () => {} });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${accepted.row.id}`,
      headers: await signedInHeaders(t, customer.id),
    });
    expect(view.json().data.cancelReason).toBe(minimumNotReachedReason);
    const emails = await emailsTo(t.database.db, customer.email);
    const cancelEmail = emails.find((e) => e.template.startsWith('booking-cancelled'));
    expect(cancelEmail?.text).toContain(minimumNotReachedReason);
    expect(cancelEmail?.text).toContain(`/${listing.id}`);

    // The cancelled departure takes no new booking.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: await signedInHeaders(t, (await buildUser(t.database.db)).id),
      payload: {
        listingId: listing.id,
        transition: 'request-payment',
        params: bookingParams(listing.departure, { adults: 6 }),
      },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('transaction-booking-time-not-available');
  });

  it('no longer offers a cancelled departure in the date picker', async () => {
    const { listing } = await departureUnderMinimum();
    const start = listing.departure.start;
    const slotsUrl = () =>
      `/api/listings/${listing.id}/time-slots?start=${encodeURIComponent(
        new Date(start.getTime() - 86_400_000).toISOString(),
      )}&end=${encodeURIComponent(new Date(start.getTime() + 86_400_000).toISOString())}`;
    const offered = async () =>
      (
        (await t.app.inject({ method: 'GET', url: slotsUrl() })).json().data as { start: string }[]
      ).map((slot) => slot.start);
    atDecision(start);
    expect(await offered()).toContain(start.toISOString());
    await runDecisions();
    expect(await offered()).not.toContain(start.toISOString());
  });

  it('lets a departure that reached its minimum go ahead', async () => {
    const { listing, accepted } = await departureUnderMinimum();
    await buildTransaction(deps(), {
      state: 'accepted',
      listing,
      quantities: { adults: 1 },
    });
    atDecision(listing.departure.start);
    await runDecisions();
    expect((await rowOf(accepted.row.id)).state).toBe('accepted');
    const [decision] = await t.database.db
      .select()
      .from(departureDecisions)
      .where(
        and(
          eq(departureDecisions.listingId, listing.id),
          eq(departureDecisions.startAt, listing.departure.start),
        ),
      );
    expect(decision!.outcome).toBe('goes-ahead');
  });
});

describe('the editor fields', () => {
  it('sets and removes the minimum; refuses one of 1 and hours out of bounds', async () => {
    // A draft: a published listing's change is checked for publishing too (photos, availability).
    const operatorId = (await buildOperator(t.database.db)).id;
    const listing = await buildListing(t.database.db, { authorId: operatorId, state: 'draft' });
    const patch = async (payload: Record<string, unknown>, userId: string | null = operatorId) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/own-listings/${listing.id}`,
        headers: userId ? await signedInHeaders(t, userId) : {},
        payload,
      });
    expect((await patch({ minimumGroupSize: 1 })).statusCode).toBe(400);
    expect((await patch({ minimumDecisionHours: 0 })).statusCode).toBe(400);
    expect((await patch({ minimumDecisionHours: 169 })).statusCode).toBe(400);
    const read = async () =>
      (await t.database.db.query.listings.findFirst({
        where: (r, { eq: is }) => is(r.id, listing.id),
      }))!.publicData;
    // A third user and a visitor change nothing.
    const stranger = await buildUser(t.database.db);
    expect([403, 404]).toContain((await patch({ minimumGroupSize: 6 }, stranger.id)).statusCode);
    expect([401, 403]).toContain((await patch({ minimumGroupSize: 6 }, null)).statusCode);
    expect((await read()).minimumGroupSize).toBeUndefined();

    expect((await patch({ minimumGroupSize: 6, minimumDecisionHours: 24 })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ minimumGroupSize: 6, minimumDecisionHours: 24 });
    expect((await patch({ minimumGroupSize: null })).statusCode).toBe(200);
    expect((await read()).minimumGroupSize).toBeUndefined();
  });
});

describe('a minimum set on a listing that already has bookings', () => {
  it('queues the booked departures whose decision time is ahead, and cancels them then', async () => {
    const operator = await buildOperator(t.database.db);
    const built = await buildBookableListing(deps(), { operatorId: operator.id, daysAhead: 5 });
    const listing = { id: built.listing.id, operatorId: operator.id, departure: built.departure };
    const accepted = await buildTransaction(deps(), {
      state: 'accepted',
      listing,
      quantities: { adults: 2 },
    });
    await settlePayments(deps());
    // Closed for the edit: a published listing's change is checked for publishing too, and the
    // factory's has no photos (the decisions run whatever the listing's state).
    await t.database.db
      .update(listingsTable)
      .set({ state: 'closed' })
      .where(eq(listingsTable.id, listing.id));
    const queued = async () =>
      (await t.database.db.select().from(jobs).where(eq(jobs.kind, departureDecisionJobKind)))
        .filter((job) => job.payload.listingId === listing.id)
        .map((job) => job.runAt.toISOString());
    expect(await queued()).toEqual([]);
    const patch = async (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/own-listings/${listing.id}`,
        headers: await signedInHeaders(t, operator.id),
        payload,
      });

    // Decided a week before: that time has passed, the departure goes ahead as booked.
    const first = await patch({ minimumGroupSize: 4, minimumDecisionHours: 168 });
    expect(first.statusCode, first.body).toBe(200);
    expect(await queued()).toEqual([]);
    // Two days before: still ahead, so the departure gets its decision.
    expect((await patch({ minimumDecisionHours: 48 })).statusCode).toBe(200);
    const due = new Date(listing.departure.start.getTime() - 48 * 3_600_000).toISOString();
    expect(await queued()).toEqual([due]);
    // Saving the same minimum again queues nothing more.
    expect((await patch({ minimumGroupSize: 4 })).statusCode).toBe(200);
    expect(await queued()).toEqual([due]);

    atDecision(listing.departure.start);
    await runDecisions();
    expect((await rowOf(accepted.row.id)).state).toBe('canceled');
  });
});

describe('the operator confirms a departure anyway', () => {
  const confirmUrl = (listingId: string, start: Date) =>
    `/api/departures/${listingId}/${encodeURIComponent(start.toISOString())}/confirm`;
  const confirm = async (listingId: string, start: Date, userId: string | null) =>
    t.app.inject({
      method: 'POST',
      url: confirmUrl(listingId, start),
      headers: userId ? await signedInHeaders(t, userId) : {},
    });

  it('before the decision time: it goes ahead under its minimum; nobody else may confirm', async () => {
    const { listing, accepted, customer } = await departureUnderMinimum();
    const start = listing.departure.start;
    // A traveller of the departure, another operator and a visitor: not found, nothing decided.
    const otherOperator = await buildOperator(t.database.db);
    expect((await confirm(listing.id, start, customer.id)).statusCode).toBe(404);
    expect((await confirm(listing.id, start, otherOperator.id)).statusCode).toBe(404);
    expect([401, 403, 404]).toContain((await confirm(listing.id, start, null)).statusCode);
    const decisions = async () =>
      t.database.db
        .select()
        .from(departureDecisions)
        .where(eq(departureDecisions.listingId, listing.id));
    expect(await decisions()).toHaveLength(0);

    // The day's list tells the operator the departure may still be confirmed.
    const dayUrl = `/api/departures?date=${start.toISOString().slice(0, 10)}`;
    const listed = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: dayUrl,
          headers: await signedInHeaders(t, listing.operatorId),
        })
      )
        .json()
        .data.departures.find((d: { listing: { id: string } }) => d.listing.id === listing.id);
    expect((await listed()).minimumGroup).toMatchObject({
      size: 4,
      outcome: null,
      canConfirm: true,
    });
    const res = await confirm(listing.id, start, listing.operatorId);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.outcome).toBe('confirmed');
    expect((await confirm(listing.id, start, listing.operatorId)).statusCode).toBe(409);
    expect((await listed()).minimumGroup).toMatchObject({
      outcome: 'confirmed',
      canConfirm: false,
    });

    atDecision(start);
    await runDecisions();
    expect((await rowOf(accepted.row.id)).state).toBe('accepted');
    expect((await decisions())[0]!.outcome).toBe('confirmed');
  });

  it('not at or after the decision time, nor on a listing without a minimum', async () => {
    const { listing } = await departureUnderMinimum();
    atDecision(listing.departure.start);
    const late = await confirm(listing.id, listing.departure.start, listing.operatorId);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('transaction-invalid-transition');
    const plain = await buildBookableListing(deps());
    expect(
      (await confirm(plain.listing.id, plain.departure.start, plain.operatorId)).statusCode,
    ).toBe(404);
  });
});
