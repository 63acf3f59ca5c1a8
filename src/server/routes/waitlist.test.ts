import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listingSlots, outboxMessages, transactions, waitlistEntries } from '../db/schema';
import { runDueJobs } from '../jobs/job-runner';
import {
  waitlistOfferExpiryJobKind,
  waitlistOfferJobKind,
  waitlistOfferNoticeJobKind,
} from '../modules/waitlist/offer-freed-seats';
import { runWaitlistOffer } from '../modules/waitlist/waitlist-offer-jobs';
import { transitionTransaction } from '../modules/transactions/transition-transaction';
import type { TransitionParams } from '../../contracts/transactions';
import { buildImage, buildListing, buildOperator, buildUser } from '../test/factories';
import { emailsTo, linkIn } from '../test/outbox';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  authorisePayment,
  bookingParams,
  buildBookableListing,
  buildTransaction,
  settlePayments,
} from '../test/transaction-factories';

// Issue 46 item 5, decisions 160 and 161: the waitlist of a full departure. PGlite, or PostgreSQL
// with TEST_DATABASE_URL.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(() => t.clock.set('2026-06-01T09:00:00Z'));

const deps = () => t.app.deps;
const db = () => t.database.db;
const waitlistJobs = [waitlistOfferJobKind, waitlistOfferNoticeJobKind, waitlistOfferExpiryJobKind];
const runWaitlistJobs = () => runDueJobs(deps(), { kinds: waitlistJobs, log: () => {} });

/** A departure of 4 seats, full with one accepted booking of 4; its listing takes groups of 6 at most. */
async function fullDeparture() {
  const operator = await buildOperator(db());
  const built = await buildBookableListing(deps(), {
    operatorId: operator.id,
    seats: 4,
    daysAhead: 5,
    publicData: { groupPricing: { maxGroupSize: 6 }, waitlistOfferHours: 3 },
  });
  const listing = { id: built.listing.id, operatorId: operator.id, departure: built.departure };
  const booking = await buildTransaction(deps(), {
    state: 'accepted',
    listing,
    quantities: { adults: 4 },
  });
  return { listing, booking, title: built.listing.title };
}

const join = async (
  userId: string | null,
  listing: { id: string; departure: { start: Date } },
  party: { adults: number; children?: number } = { adults: 2 },
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: userId ? await signedInHeaders(t, userId) : browserHeaders(),
    payload: { listingId: listing.id, start: listing.departure.start.toISOString(), ...party },
  });
const mine = async (userId: string, listingId?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/waitlist${listingId ? `?listingId=${listingId}` : ''}`,
      headers: await signedInHeaders(t, userId),
    })
  ).json().data as {
    id: string;
    state: string;
    place: number | null;
    checkoutPath: string | null;
  }[];
const leave = async (userId: string | null, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/waitlist/${id}`,
    headers: userId ? await signedInHeaders(t, userId) : browserHeaders(),
  });
const entriesOf = (listingId: string) =>
  db().select().from(waitlistEntries).where(eq(waitlistEntries.listingId, listingId));
const slotOf = async (listing: { id: string; departure: { start: Date } }) =>
  (
    await db()
      .select()
      .from(listingSlots)
      .where(
        and(
          eq(listingSlots.listingId, listing.id),
          eq(listingSlots.startAt, listing.departure.start),
        ),
      )
  )[0]!;
const cancelByOperator = (id: string, operatorId: string) =>
  transitionTransaction(deps(), {
    transactionId: id,
    transition: 'cancel',
    params: {} as TransitionParams,
    caller: { userId: operatorId },
    isSpeculative: false,
  });

describe('joining', () => {
  it('a visitor is asked to log in; bad parties and a departure not full are refused, nothing stored', async () => {
    const { listing } = await fullDeparture();
    const traveller = await buildUser(db());
    expect((await join(null, listing)).statusCode).toBe(401);
    const empty = await join(traveller.id, listing, { adults: 0 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('validation-invalid-params');
    const tooLarge = await join(traveller.id, listing, { adults: 5, children: 2 });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.details[0].code).toBe('party-too-large');
    // More than the departure's seats, within the group size.
    const overCapacity = await join(traveller.id, listing, { adults: 5 });
    expect(overCapacity.json().error.details[0].code).toBe('party-too-large');

    const open = await buildBookableListing(deps(), { seats: 10 });
    const notFull = await join(traveller.id, {
      id: open.listing.id,
      departure: open.departure,
    });
    expect(notFull.statusCode).toBe(400);
    expect(notFull.json().error.details[0].code).toBe('departure-not-full');
    expect(await entriesOf(listing.id)).toHaveLength(0);
    expect(await entriesOf(open.listing.id)).toHaveLength(0);
  });

  it('a traveller joins once, sees their place and leaves; nobody else sees or leaves their entry', async () => {
    const { listing } = await fullDeparture();
    const first = await buildUser(db());
    const second = await buildUser(db());
    const joined = await join(first.id, listing);
    expect(joined.statusCode).toBe(201);
    expect(joined.json().data).toMatchObject({ state: 'waiting', place: 1, seats: 2 });
    const twice = await join(first.id, listing);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.details[0].code).toBe('already-waiting');
    expect((await join(second.id, listing, { adults: 1 })).json().data.place).toBe(2);

    const id = joined.json().data.id as string;
    // Another traveller: not in their list, and not found when they try to leave it.
    expect((await mine(second.id)).map((e) => e.id)).not.toContain(id);
    expect((await leave(second.id, id)).statusCode).toBe(404);
    expect((await leave(null, id)).statusCode).toBe(401);
    expect((await mine(first.id, listing.id))[0]).toMatchObject({ id, place: 1 });

    expect((await leave(first.id, id)).statusCode).toBe(204);
    expect((await mine(first.id, listing.id))[0]).toMatchObject({ id, state: 'left', place: null });
    expect((await mine(second.id, listing.id))[0]!.place).toBe(1);
    // The operator sees the line on the day's departures.
    const day = await t.app.inject({
      method: 'GET',
      url: `/api/departures?date=${listing.departure.start.toISOString().slice(0, 10)}`,
      headers: await signedInHeaders(t, listing.operatorId),
    });
    const departure = day
      .json()
      .data.departures.find((d: { listing: { id: string } }) => d.listing.id === listing.id);
    expect(departure.waitlist).toMatchObject([{ place: 1, persons: 1, state: 'waiting' }]);
  });

  it('the listing page lists its full departures with their lines', async () => {
    const { listing } = await fullDeparture();
    await join((await buildUser(db())).id, listing);
    const start = listing.departure.start;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${listing.id}/full-departures?start=${encodeURIComponent(
        new Date(start.getTime() - 86_400_000).toISOString(),
      )}&end=${encodeURIComponent(new Date(start.getTime() + 86_400_000).toISOString())}`,
    });
    expect(res.json().data).toEqual([
      { start: start.toISOString(), end: listing.departure.end.toISOString(), free: 0, waiting: 1 },
    ]);
  });
});

describe('offers', () => {
  it('seats freed once go to one party, the first that fits; held, emailed and texted with a checkout link', async () => {
    const { listing, booking } = await fullDeparture();
    const first = await buildUser(db(), {
      protectedData: { phoneNumber: '+351 912 000 111' },
      language: 'pt',
    });
    const second = await buildUser(db());
    await join(first.id, listing, { adults: 3 });
    await join(second.id, listing, { adults: 3 });

    // The operator cancels the booking of 4: 4 seats free, both parties of 3 wait: one offer.
    await cancelByOperator(booking.row.id, listing.operatorId);
    // A second offer run racing the first (another job runner) offers nothing more.
    await Promise.all([
      runWaitlistOffer(
        { listingId: listing.id, start: listing.departure.start.toISOString() },
        {
          deps: deps(),
          log: () => {},
          attempt: 1,
          isLastAttempt: false,
        },
      ),
      runWaitlistJobs(),
    ]);
    const entries = await entriesOf(listing.id);
    expect(entries.filter((e) => e.state === 'offered').map((e) => e.customerId)).toEqual([
      first.id,
    ]);
    expect((await slotOf(listing)).booked).toBe(3);
    const [offer] = await mine(first.id, listing.id);
    expect(offer).toMatchObject({ state: 'offered', place: 1 });
    expect(offer!.checkoutPath).toContain(`/${listing.id}/checkout?`);
    expect(offer!.checkoutPath).toContain('adults=3');

    const emails = (await emailsTo(db(), first.email)).filter(
      (m) => m.template === 'waitlist-offer',
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]!.language).toBe('pt');
    const link = linkIn(emails[0]!.text!);
    expect(link.pathname).toMatch(new RegExp(`/${listing.id}/checkout$`));
    expect(link.searchParams.get('bookingStart')).toBe(listing.departure.start.toISOString());
    const sms = await db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.userId, first.id)));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.recipient).toBe('+351912000111');

    // Someone else cannot book the held seats; the offered party can, with no oversell.
    const stranger = await buildUser(db());
    const book = async (userId: string, adults: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: await signedInHeaders(t, userId),
        payload: {
          listingId: listing.id,
          transition: 'request-payment',
          params: bookingParams(listing.departure, { adults }),
        },
      });
    const refused = await book(stranger.id, 3);
    expect(refused.statusCode).toBe(409);
    const booked = await book(first.id, 3);
    expect(booked.statusCode).toBe(201);
    expect((await slotOf(listing)).booked).toBe(3);
    const [used] = await mine(first.id, listing.id);
    expect(used!.state).toBe('booked');
    const [row] = await db().select().from(waitlistEntries).where(eq(waitlistEntries.id, used!.id));
    expect(row!.transactionId).toBe(booked.json().data.id);
    // The 1 seat left fits nobody waiting: the second party still waits, first in line.
    expect((await mine(second.id, listing.id))[0]).toMatchObject({ state: 'waiting', place: 1 });
    await authorisePayment(
      deps(),
      booked.json().data.paymentIntentId,
      booked.json().paymentClientSecret,
    );
  });

  it('an unused offer expires at its hold time and passes to the next party', async () => {
    const { listing, booking } = await fullDeparture();
    const first = await buildUser(db());
    const second = await buildUser(db());
    await join(first.id, listing, { adults: 4 });
    await join(second.id, listing, { adults: 2 });
    await cancelByOperator(booking.row.id, listing.operatorId);
    await settlePayments(deps());
    await runWaitlistJobs();
    expect((await mine(first.id, listing.id))[0]!.state).toBe('offered');
    expect((await mine(second.id, listing.id))[0]!.state).toBe('waiting');

    // Not before the listing's 3 hours.
    t.clock.advance(3 * 3_600_000 - 60_000);
    await runWaitlistJobs();
    expect((await mine(first.id, listing.id))[0]!.state).toBe('offered');
    t.clock.advance(60_000);
    await runWaitlistJobs();
    expect((await mine(first.id, listing.id))[0]!.state).toBe('expired');
    expect((await mine(second.id, listing.id))[0]).toMatchObject({ state: 'offered', place: 1 });
    expect((await slotOf(listing)).booked).toBe(2);
    expect(
      (await emailsTo(db(), second.email)).filter((m) => m.template === 'waitlist-offer'),
    ).toHaveLength(1);
    // The expired offer's link books nothing held any more: the party of 4 does not fit.
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: await signedInHeaders(t, first.id),
      payload: {
        listingId: listing.id,
        transition: 'request-payment',
        params: bookingParams(listing.departure, { adults: 4 }),
      },
    });
    expect(late.statusCode).toBe(409);
    expect((await slotOf(listing)).booked).toBe(2);
  });

  it('leaving with an offer passes the seats on to the next party', async () => {
    const { listing, booking } = await fullDeparture();
    const first = await buildUser(db());
    const second = await buildUser(db());
    const joined = await join(first.id, listing, { adults: 2 });
    await join(second.id, listing, { adults: 2 });
    // The cancellation of the 4 offers 2 + 2 to both parties.
    await cancelByOperator(booking.row.id, listing.operatorId);
    expect((await entriesOf(listing.id)).map((e) => e.state).sort()).toEqual([
      'offered',
      'offered',
    ]);
    const third = await buildUser(db());
    await join(third.id, listing, { adults: 2 });
    expect((await leave(first.id, joined.json().data.id)).statusCode).toBe(204);
    expect((await mine(third.id, listing.id))[0]!.state).toBe('offered');
    expect((await slotOf(listing)).booked).toBe(4);
    const rows = await db()
      .select()
      .from(transactions)
      .where(eq(transactions.listingId, listing.id));
    expect(rows.every((r) => r.state !== 'pending-payment')).toBe(true);
  });

  it('seats an operator adds to a full departure are offered to its line', async () => {
    // A listing with a weekly plan (Mondays 09:00–12:00 in Madeira, 2 seats), published by the API.
    const operator = await buildOperator(db());
    const plan = {
      type: 'availability-plan/time' as const,
      timezone: 'Atlantic/Madeira' as const,
      entries: [{ dayOfWeek: 'mon' as const, seats: 2, startTime: '09:00', endTime: '12:00' }],
    };
    const draft = await buildListing(db(), {
      authorId: operator.id,
      state: 'draft',
      availabilityPlan: plan,
    });
    await buildImage(db(), { ownerId: operator.id, listingId: draft.id });
    const headers = await signedInHeaders(t, operator.id);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/own-listings/${draft.id}/publish`,
          headers,
        })
      ).statusCode,
    ).toBe(200);
    // Monday 8 June 2026, 09:00 in Madeira (UTC+1).
    const departure = {
      start: new Date('2026-06-08T08:00:00.000Z'),
      end: new Date('2026-06-08T11:00:00.000Z'),
    };
    const listing = { id: draft.id, operatorId: operator.id, departure };
    await buildTransaction(deps(), { state: 'accepted', listing, quantities: { adults: 2 } });
    const traveller = await buildUser(db());
    expect((await join(traveller.id, listing, { adults: 2 })).statusCode).toBe(201);

    const added = await t.app.inject({
      method: 'POST',
      url: `/api/own-listings/${draft.id}/availability-exceptions`,
      headers,
      payload: { start: departure.start.toISOString(), end: departure.end.toISOString(), seats: 4 },
    });
    expect(added.statusCode).toBe(201);
    await runWaitlistJobs();
    expect((await mine(traveller.id, listing.id))[0]).toMatchObject({ state: 'offered' });
    expect((await slotOf(listing)).booked).toBe(4);
  });
});
