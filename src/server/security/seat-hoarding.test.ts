// Issue "Hold under abuse and failure", item 2 (seat hoarding; decision 090), the attacks as they were
// made: one new, unverified account without a card held every free seat of a tour's next 14 days with
// 28 request-payment calls; 10 identical parallel requests made 10 bookings; 30 enquiries in 0.4 s
// sent the operator 30 emails. Each now meets its limit, through the real app; a traveller who books,
// pays and writes as people do meets none. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL
// (then the parallel requests race on a pool of connections, and a second app has a pool of its own).
import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../contracts/common';
import type { InitiateTransactionResponse } from '../../contracts/transactions';
import { openPostgres } from '../db/client';
import {
  jobs,
  listingSlots,
  outboxMessages,
  rateLimitCounters,
  transactionMessages,
  transactions,
} from '../db/schema';
import { runDueJobs } from '../jobs/job-runner';
import { messageEmailWindowMs } from '../modules/talk/message-email-job';
import { buildListingSlot, buildUser } from '../test/factories';
import { signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  authorisePayment,
  bookingParams,
  buildBookableListing,
  buildTransaction,
} from '../test/transaction-factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
type App = TestContext['app'];
type Departure = { start: Date; end: Date };

// Each test from addresses of its own, so the per-address counters of one do not reach another.
let addressSeq = 0;
const newAddress = () => `10.77.${Math.floor(addressSeq / 200)}.${(addressSeq++ % 200) + 1}`;

const headersCache = new Map<string, Record<string, string>>();
const headersOf = async (userId: string) => {
  if (!headersCache.has(userId)) headersCache.set(userId, await signedInHeaders(t, userId));
  return headersCache.get(userId)!;
};

const statuses = (responses: Array<{ statusCode: number }>) =>
  responses.reduce<Record<number, number>>(
    (counts, r) => ({ ...counts, [r.statusCode]: (counts[r.statusCode] ?? 0) + 1 }),
    {},
  );
const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;

async function book(
  userId: string,
  listingId: string,
  departure: Departure,
  options: {
    adults?: number;
    key?: string;
    address: string;
    speculative?: boolean;
    app?: App;
  },
) {
  return (options.app ?? t.app).inject({
    method: 'POST',
    url: `/api/transactions?speculative=${options.speculative ?? false}`,
    headers: {
      ...(await headersOf(userId)),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    remoteAddress: options.address,
    payload: {
      listingId,
      transition: 'request-payment',
      params: bookingParams(departure, { adults: options.adults ?? 2 }),
    },
  });
}

async function enquire(userId: string, listingId: string, address: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/transactions',
    headers: await headersOf(userId),
    remoteAddress: address,
    payload: {
      listingId,
      transition: 'enquire',
      params: { message: 'Visit https://cheap-tours.example for a better deal!' },
    },
  });
}

/** A listing of a bookable operator with `days` × 2 departures of `seats` seats (09:00 and 14:00 UTC). */
async function buildBusyListing(days: number, seats: number) {
  const built = await buildBookableListing(t.app.deps, { seats, daysAhead: 1 });
  const departures: Departure[] = [built.departure];
  for (let i = 0; i < days * 2 - 1; i += 1) {
    const start = new Date(built.departure.start.getTime() + (i + 1) * 12 * hour);
    const slot = await buildListingSlot(t.database.db, {
      listingId: built.listing.id,
      startAt: start,
      seats,
    });
    departures.push({ start: slot.startAt, end: slot.endAt });
  }
  return { listingId: built.listing.id, operatorId: built.operatorId, departures };
}

const bookedSeats = async (listingId: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`coalesce(sum(${listingSlots.booked}), 0)`.mapWith(Number) })
      .from(listingSlots)
      .where(eq(listingSlots.listingId, listingId))
  )[0]!.n;
const transactionsOf = (customerId: string) =>
  t.database.db.select().from(transactions).where(eq(transactions.customerId, customerId));
const runJobs = () => runDueJobs(t.app.deps, { log: () => {} });

describe('seat hoarding: one account holds 2 unpaid bookings of at most 20 seats a departure', () => {
  it('28 request-payment calls in a row by a new unverified account without a card hold 40 of 1 120 seats, and as many 15 minutes later', async () => {
    const tour = await buildBusyListing(14, 40);
    const attacker = await buildUser(t.database.db);
    const address = newAddress();
    const round = async () => {
      const responses = [];
      for (const departure of tour.departures)
        responses.push(await book(attacker.id, tour.listingId, departure, { adults: 20, address }));
      return responses;
    };
    const first = await round();
    expect(first).toHaveLength(28);
    expect(first.slice(0, 2).map((r) => r.statusCode)).toEqual([201, 201]);
    const held = first.slice(0, 2).map((r) => r.json<InitiateTransactionResponse>().data.id);
    // Then the unpaid limit, naming the two bookings to pay, until the account's 10 bookings in 15 minutes.
    for (const refused of first.slice(2, 10)) {
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toMatchObject({
        code: 'transaction-too-many-unpaid',
        details: [{ code: 'unpaid-limit', max: 2, unpaid: 2, transactionIds: held }],
      });
    }
    for (const refused of first.slice(10)) {
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused)).toMatchObject({
        code: 'too-many-requests',
        details: [{ code: 'booking-rate-limit', scope: 'account', max: 10 }],
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await bookedSeats(tour.listingId)).toBe(40);
    expect(await transactionsOf(attacker.id)).toHaveLength(2);

    // 15 minutes later the two lapse (seats back) and the attack starts again: the same bound.
    t.clock.advance(15 * minute + 1000);
    await runJobs();
    expect(await bookedSeats(tour.listingId)).toBe(0);
    const again = await round();
    expect(statuses(again)).toEqual({ 201: 2, 409: 8, 429: 18 });
    expect(await bookedSeats(tour.listingId)).toBe(40);
  });

  it('at most 20 seats of one departure a customer until the operator accepts; a group the listing allows is not cut', async () => {
    const tour = await buildBusyListing(1, 60);
    const customer = await buildUser(t.database.db);
    const address = newAddress();
    const [departure] = tour.departures;
    const tooMany = await book(customer.id, tour.listingId, departure!, { adults: 21, address });
    expect(tooMany.statusCode).toBe(409);
    expect(errorOf(tooMany)).toMatchObject({
      code: 'transaction-too-many-seats-held',
      details: [{ code: 'seat-hold-limit', max: 20, held: 0, asked: 21 }],
    });
    // The price check says so too, before any card is asked for.
    const checked = await book(customer.id, tour.listingId, departure!, {
      adults: 21,
      address,
      speculative: true,
    });
    expect(errorOf(checked).code).toBe('transaction-too-many-seats-held');

    const twelve = await book(customer.id, tour.listingId, departure!, { adults: 12, address });
    expect(twelve.statusCode).toBe(201);
    const nine = await book(customer.id, tour.listingId, departure!, { adults: 9, address });
    expect(errorOf(nine)).toMatchObject({
      code: 'transaction-too-many-seats-held',
      details: [{ max: 20, held: 12, asked: 9 }],
    });
    expect(
      (await book(customer.id, tour.listingId, departure!, { adults: 8, address })).statusCode,
    ).toBe(201);
    expect(await bookedSeats(tour.listingId)).toBe(20);

    // Another traveller books the same departure as usual.
    const other = await buildUser(t.database.db);
    expect(
      (await book(other.id, tour.listingId, departure!, { adults: 4, address: newAddress() }))
        .statusCode,
    ).toBe(201);
  });

  it('booking from an enquiry counts too: a third unpaid booking is refused there, the enquiry kept', async () => {
    const tour = await buildBusyListing(2, 40);
    const customer = await buildUser(t.database.db, { emailVerified: true });
    const address = newAddress();
    for (const departure of tour.departures.slice(0, 2))
      expect((await book(customer.id, tour.listingId, departure, { address })).statusCode).toBe(
        201,
      );
    const asked = await enquire(customer.id, tour.listingId, address);
    const enquiryId = asked.json<InitiateTransactionResponse>().data.id;
    const fromEnquiry = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${enquiryId}/transitions`,
      headers: await headersOf(customer.id),
      remoteAddress: address,
      payload: {
        transition: 'request-payment-after-enquiry',
        params: bookingParams(tour.departures[2]!),
      },
    });
    expect(fromEnquiry.statusCode).toBe(409);
    expect(errorOf(fromEnquiry).code).toBe('transaction-too-many-unpaid');
    const [enquiry] = await t.database.db
      .select({ state: transactions.state })
      .from(transactions)
      .where(eq(transactions.id, enquiryId));
    expect(enquiry!.state).toBe('enquiry');
    expect(await bookedSeats(tour.listingId)).toBe(4);
  });

  it('10 parallel requests of one customer without a key make 2 bookings, not 10', async () => {
    const tour = await buildBusyListing(5, 40);
    const customer = await buildUser(t.database.db);
    const address = newAddress();
    const burst = await Promise.all(
      tour.departures.map((departure) =>
        book(customer.id, tour.listingId, departure, { adults: 3, address }),
      ),
    );
    expect(statuses(burst)).toEqual({ 201: 2, 409: 8 });
    expect(await transactionsOf(customer.id)).toHaveLength(2);
    expect(await bookedSeats(tour.listingId)).toBe(6);
  });

  it('holds across two server processes on one database: 10 parallel requests split between them make 2 bookings', async () => {
    const database = t.database.url
      ? { ...(await openPostgres(t.database.url)), url: t.database.url }
      : t.database;
    const other = await createTestApp({}, { database, clock: t.clock });
    try {
      const tour = await buildBusyListing(5, 40);
      const customer = await buildUser(t.database.db);
      const address = newAddress();
      const burst = await Promise.all(
        tour.departures.map((departure, i) =>
          book(customer.id, tour.listingId, departure, {
            adults: 3,
            address,
            app: i % 2 ? other.app : t.app,
          }),
        ),
      );
      expect(statuses(burst)).toEqual({ 201: 2, 409: 8 });
      expect(await transactionsOf(customer.id)).toHaveLength(2);
    } finally {
      await other.close();
      if (database !== t.database) await database.close();
    }
  });
});

describe('the idempotency key: a double submit is one booking', () => {
  it('10 identical parallel requests with one Idempotency-Key make one booking; the repeats answer it (200) with its card payment', async () => {
    const tour = await buildBusyListing(1, 40);
    const customer = await buildUser(t.database.db);
    const address = newAddress();
    const key = randomUUID();
    const [departure] = tour.departures;
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        book(customer.id, tour.listingId, departure!, { adults: 4, key, address }),
      ),
    );
    expect(statuses(burst)).toEqual({ 200: 9, 201: 1 });
    const answers = burst.map((r) => r.json<InitiateTransactionResponse>());
    const ids = new Set(answers.map((a) => a.data.id));
    expect(ids.size).toBe(1);
    expect(new Set(answers.map((a) => a.paymentClientSecret)).size).toBe(1);
    expect(answers[0]!.paymentClientSecret).toBeTruthy();
    expect(await transactionsOf(customer.id)).toHaveLength(1);
    expect(await bookedSeats(tour.listingId)).toBe(4);

    // The same key for another request is a mistake, refused; nothing is made (after the account's
    // 10 bookings in 15 minutes have passed: the repeats counted).
    t.clock.advance(15 * minute);
    const reused = await book(customer.id, tour.listingId, departure!, { adults: 5, key, address });
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused)).toMatchObject({
      code: 'validation-invalid-value',
      details: [{ code: 'idempotency-key-reused' }],
    });
    expect(await transactionsOf(customer.id)).toHaveLength(1);
  });

  it("a key is the customer's own: another account's request with it makes its own booking and learns nothing of the first", async () => {
    const tour = await buildBusyListing(1, 40);
    const [departure] = tour.departures;
    const key = randomUUID();
    const first = await buildUser(t.database.db);
    const second = await buildUser(t.database.db);
    const a = await book(first.id, tour.listingId, departure!, { key, address: newAddress() });
    const b = await book(second.id, tour.listingId, departure!, { key, address: newAddress() });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const bookingA = a.json<InitiateTransactionResponse>();
    const bookingB = b.json<InitiateTransactionResponse>();
    expect(bookingB.data.id).not.toBe(bookingA.data.id);
    expect(bookingB.paymentClientSecret).not.toBe(bookingA.paymentClientSecret);
    const [rowB] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, bookingB.data.id));
    expect(rowB!.customerId).toBe(second.id);
    // The key is not shown in the transaction's view.
    expect(JSON.stringify(bookingA)).not.toContain(key);
  });

  it('refuses a malformed key before anything is made', async () => {
    const tour = await buildBusyListing(1, 40);
    const customer = await buildUser(t.database.db);
    const response = await book(customer.id, tour.listingId, tour.departures[0]!, {
      key: 'not a key!',
      address: newAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('validation-invalid-params');
    expect(await transactionsOf(customer.id)).toHaveLength(0);
  });
});

describe('enquiries: verified senders, 3 a day to one operator and 20 to all', () => {
  const newMessageEmailsTo = async (userId: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.userId, userId), eq(outboxMessages.template, 'new-message')))
    )[0]!.n;

  it('an unverified email cannot enquire: refused with its code, nothing stored, no email queued', async () => {
    const { listing } = await buildBookableListing(t.app.deps);
    const sender = await buildUser(t.database.db);
    const jobsBefore = (await t.database.db.select({ n: count() }).from(jobs))[0]!.n;
    const refused = await enquire(sender.id, listing.id, newAddress());
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({
      code: 'enquiry-email-not-verified',
      details: [{ code: 'email-not-verified' }],
    });
    expect(await transactionsOf(sender.id)).toHaveLength(0);
    expect((await t.database.db.select({ n: count() }).from(jobs))[0]!.n).toBe(jobsBefore);
  });

  it('30 parallel enquiries to one operator start 3 conversations and send the operator 3 emails', async () => {
    const { listing, operatorId } = await buildBookableListing(t.app.deps);
    const sender = await buildUser(t.database.db, { emailVerified: true });
    const address = newAddress();
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => enquire(sender.id, listing.id, address)),
    );
    expect(statuses(burst)).toEqual({ 201: 3, 429: 27 });
    for (const refused of burst.filter((r) => r.statusCode === 429))
      expect(errorOf(refused)).toMatchObject({
        code: 'enquiry-daily-limit',
        details: [{ code: 'enquiries-per-operator', max: 3 }],
      });
    const conversations = await transactionsOf(sender.id);
    expect(conversations).toHaveLength(3);
    const messages = await t.database.db
      .select({ n: count() })
      .from(transactionMessages)
      .where(
        inArray(
          transactionMessages.transactionId,
          conversations.map((c) => c.id),
        ),
      );
    expect(messages[0]!.n).toBe(3);
    t.clock.advance(messageEmailWindowMs + 1000);
    await runJobs();
    expect(await newMessageEmailsTo(operatorId)).toBe(3);

    // A day later the sender may write to this operator again.
    t.clock.advance(day);
    expect((await enquire(sender.id, listing.id, address)).statusCode).toBe(201);
  });

  it("the operator's email quotes at most 500 characters of the sender's text; the whole is on Levada", async () => {
    const { listing, operatorId } = await buildBookableListing(t.app.deps);
    const sender = await buildUser(t.database.db, { emailVerified: true });
    const pitch = 'Cheap tours at https://cheap-tours.example, book now! '.repeat(40).trim();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: await headersOf(sender.id),
      remoteAddress: newAddress(),
      payload: { listingId: listing.id, transition: 'enquire', params: { message: pitch } },
    });
    expect(sent.statusCode).toBe(201);
    t.clock.advance(messageEmailWindowMs + 1000);
    await runJobs();
    const [email] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.userId, operatorId), eq(outboxMessages.template, 'new-message')),
      );
    const quoted = email!.text.split('\n').find((line) => line.startsWith('Cheap tours'))!;
    expect([...quoted].length).toBeLessThanOrEqual(501);
    expect(quoted.endsWith('…')).toBe(true);
    expect(email!.text).toContain('The rest of the message is on Levada.');
    expect(email!.text.split('cheap-tours.example').length - 1).toBeLessThanOrEqual(10);
    const [stored] = await t.database.db
      .select({ content: transactionMessages.content })
      .from(transactionMessages)
      .where(
        eq(transactionMessages.transactionId, sent.json<InitiateTransactionResponse>().data.id),
      );
    expect(stored!.content).toBe(pitch);
  });

  it('at most 20 new enquiries a day to all operators', async () => {
    const listings = await Promise.all(
      Array.from({ length: 7 }, () => buildBookableListing(t.app.deps)),
    );
    const sender = await buildUser(t.database.db, { emailVerified: true });
    const address = newAddress();
    const answers = [];
    for (const { listing } of listings)
      for (let i = 0; i < 3; i += 1) answers.push(await enquire(sender.id, listing.id, address));
    expect(answers.slice(0, 20).every((r) => r.statusCode === 201)).toBe(true);
    expect(errorOf(answers[20]!)).toMatchObject({
      code: 'enquiry-daily-limit',
      details: [{ code: 'enquiries-per-day', max: 20 }],
    });
  });
});

describe('requests limited per account and per address, in the database', () => {
  it('31 messages in 10 minutes: the 31st waits, the other party writes on, and 10 minutes later it goes', async () => {
    const built = await buildTransaction(t.app.deps, { state: 'accepted' });
    const address = newAddress();
    const say = (userId: string) =>
      headersOf(userId).then((headers) =>
        t.app.inject({
          method: 'POST',
          url: `/api/transactions/${built.row.id}/messages`,
          headers,
          remoteAddress: address,
          payload: { content: 'See you at the meeting point.' },
        }),
      );
    for (let i = 0; i < 30; i += 1) expect((await say(built.customerId)).statusCode).toBe(201);
    const refused = await say(built.customerId);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({
      code: 'too-many-requests',
      details: [{ code: 'message-rate-limit', scope: 'account', max: 30 }],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await say(built.providerId)).statusCode).toBe(201);
    t.clock.advance(10 * minute);
    expect((await say(built.customerId)).statusCode).toBe(201);
  });

  it('31 booking requests from one address by 31 accounts: the 31st is refused, another address is not', async () => {
    const address = newAddress();
    const users = await Promise.all(Array.from({ length: 32 }, () => buildUser(t.database.db)));
    const departure = {
      start: new Date(t.clock.now().getTime() + day),
      end: new Date(t.clock.now().getTime() + day + hour),
    };
    // Requests for a listing that does not exist: each still counts against the address.
    const answers = [];
    for (const user of users.slice(0, 31))
      answers.push(await book(user.id, randomUUID(), departure, { address }));
    expect(answers.slice(0, 30).every((r) => r.statusCode === 404)).toBe(true);
    expect(errorOf(answers[30]!)).toMatchObject({
      code: 'too-many-requests',
      details: [{ code: 'booking-rate-limit', scope: 'address', max: 30 }],
    });
    expect(
      (await book(users[31]!.id, randomUUID(), departure, { address: newAddress() })).statusCode,
    ).toBe(404);
  });

  it('counts across two server processes, the login-side limits too, and sweeps expired counters', async () => {
    const database = t.database.url
      ? { ...(await openPostgres(t.database.url)), url: t.database.url }
      : t.database;
    const other = await createTestApp({}, { database, clock: t.clock });
    try {
      const customer = await buildUser(t.database.db);
      const address = newAddress();
      const departure = {
        start: new Date(t.clock.now().getTime() + day),
        end: new Date(t.clock.now().getTime() + day + hour),
      };
      const answers = [];
      for (let i = 0; i < 11; i += 1)
        answers.push(
          await book(customer.id, randomUUID(), departure, {
            address,
            app: i % 2 ? other.app : t.app,
          }),
        );
      expect(statuses(answers)).toEqual({ 404: 10, 429: 1 });
      expect(
        (await book(customer.id, randomUUID(), departure, { address, app: t.app })).statusCode,
      ).toBe(429);

      // The password-reset request's per-address limit (10 a minute) is shared as well.
      const resetAddress = newAddress();
      const resets = [];
      for (let i = 0; i < 11; i += 1)
        resets.push(
          await (i % 2 ? other.app : t.app).inject({
            method: 'POST',
            url: '/api/auth/password-reset/request',
            headers: await headersOf(customer.id),
            remoteAddress: resetAddress,
            payload: { email: `nobody-${i}@example.test` },
          }),
        );
      expect(resets.slice(0, 10).every((r) => r.statusCode !== 429)).toBe(true);
      expect(resets[10]!.statusCode).toBe(429);

      // Counters keep no account id or address in the clear, and go once their window has passed.
      const keys = await t.database.db
        .select({ key: rateLimitCounters.key })
        .from(rateLimitCounters);
      expect(keys.length).toBeGreaterThan(0);
      for (const { key } of keys) {
        expect(key).not.toContain(customer.id);
        expect(key).not.toContain(address);
      }
      t.clock.advance(day);
      await book(customer.id, randomUUID(), departure, { address: newAddress() });
      const expired = await t.database.db
        .select({ n: count() })
        .from(rateLimitCounters)
        .where(lte(rateLimitCounters.expiresAt, t.clock.now()));
      expect(expired[0]!.n).toBe(0);
    } finally {
      await other.close();
      if (database !== t.database) await database.close();
    }
  });
});

describe('a traveller who books, pays and writes as people do meets no limit', () => {
  it('40 price checks, a booking paid, a second and a third, and a conversation', async () => {
    const tour = await buildBusyListing(3, 12);
    const operator = tour.operatorId;
    const traveller = await buildUser(t.database.db);
    const address = newAddress();
    for (let i = 0; i < 40; i += 1) {
      const checked = await book(traveller.id, tour.listingId, tour.departures[i % 6]!, {
        adults: 1 + (i % 4),
        address,
        speculative: true,
      });
      expect(checked.statusCode).toBe(200);
    }
    // A double click on "Request to book": one booking.
    const key = randomUUID();
    const [clicked, again] = await Promise.all([
      book(traveller.id, tour.listingId, tour.departures[0]!, { adults: 2, key, address }),
      book(traveller.id, tour.listingId, tour.departures[0]!, { adults: 2, key, address }),
    ]);
    expect([clicked.statusCode, again.statusCode].sort()).toEqual([200, 201]);
    const first = clicked.json<InitiateTransactionResponse>();
    await authorisePayment(t.app.deps, first.data.paymentIntentId!, first.paymentClientSecret!);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${first.data.id}/transitions`,
      headers: await headersOf(traveller.id),
      remoteAddress: address,
      payload: { transition: 'confirm-payment' },
    });
    expect(confirmed.statusCode).toBe(200);
    // Paid bookings are not unpaid ones: two more, each on its way to being paid.
    for (const departure of tour.departures.slice(1, 3)) {
      const booked = await book(traveller.id, tour.listingId, departure, {
        adults: 2,
        key: randomUUID(),
        address,
      });
      expect(booked.statusCode).toBe(201);
    }
    for (let i = 0; i < 6; i += 1) {
      const from = i % 2 ? operator : traveller.id;
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/transactions/${first.data.id}/messages`,
        headers: await headersOf(from),
        remoteAddress: address,
        payload: { content: i % 2 ? 'Welcome aboard!' : 'Is there parking near the start?' },
      });
      expect(sent.statusCode).toBe(201);
    }
  });
});
