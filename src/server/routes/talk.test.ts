import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingSearchResponse } from '../../contracts/search';
import type { MessageListResponse, ReviewListResponse } from '../../contracts/talk';
import type { TransactionListResponse } from '../../contracts/transactions';
import {
  listings,
  outboxMessages,
  reviews,
  transactionMessages,
  transactions,
  users,
} from '../db/schema';
import { runDueJobs } from '../jobs/job-runner';
import { messageEmailWindowMs } from '../modules/talk/message-email-job';
import { buildUser } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  authorisePayment,
  buildBookableListing,
  buildTransaction,
  type BuiltTransaction,
} from '../test/transaction-factories';
import { untilLockWaiters } from '../test/until';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: 'https://levada.example' });
});
afterAll(async () => t.close());

const day = 86_400_000;
const runJobs = () => runDueJobs(t.app.deps, { log: () => {} });
const as = async (userId: string | null) =>
  userId ? signedInHeaders(t, userId) : browserHeaders();
const get = async (userId: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: await as(userId) });
const post = async (userId: string | null, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: await as(userId), payload });
const messageCount = async (transactionId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(transactionMessages)
      .where(eq(transactionMessages.transactionId, transactionId))
  )[0]!.n;
const reviewCount = async (transactionId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(reviews)
      .where(eq(reviews.transactionId, transactionId))
  )[0]!.n;
const stateOf = async (id: string) =>
  (
    await t.database.db
      .select({ state: transactions.state })
      .from(transactions)
      .where(eq(transactions.id, id))
  )[0]!.state;

describe('messages on a transaction', () => {
  it('both parties write and read, newest first, 100 a page; text is stored sanitised', async () => {
    const b = await buildTransaction(t.app.deps, { state: 'accepted' });
    const sent = await post(b.customerId, `/api/transactions/${b.row.id}/messages`, {
      content: '  Is there a pickup at <b>Funchal</b>?  ',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({
      content: 'Is there a pickup at ＜b＞Funchal＜/b＞?',
      sender: { id: b.customerId },
    });
    t.clock.advance(1000);
    expect(
      (
        await post(b.providerId, `/api/transactions/${b.row.id}/messages`, {
          content: 'Yes, at the marina.',
        })
      ).statusCode,
    ).toBe(201);

    const list = (
      await get(b.providerId, `/api/transactions/${b.row.id}/messages`)
    ).json() as MessageListResponse;
    expect(list.data.map((m) => [m.sender.id, m.content])).toEqual([
      [b.providerId, 'Yes, at the marina.'],
      [b.customerId, 'Is there a pickup at ＜b＞Funchal＜/b＞?'],
    ]);
    expect(list.meta).toEqual({ page: 1, perPage: 100, totalItems: 2, totalPages: 1 });

    const start = t.clock.now().getTime();
    await t.database.db.insert(transactionMessages).values(
      Array.from({ length: 99 }, (_, i) => ({
        id: randomUUID(),
        transactionId: b.row.id,
        senderId: b.customerId,
        content: `note ${i}`,
        createdAt: new Date(start + (i + 1) * 1000),
      })),
    );
    const first = (
      await get(b.customerId, `/api/transactions/${b.row.id}/messages`)
    ).json() as MessageListResponse;
    expect([first.data.length, first.data[0]!.content, first.meta.totalPages]).toEqual([
      100,
      'note 98',
      2,
    ]);
    const older = (
      await get(b.customerId, `/api/transactions/${b.row.id}/messages?page=2`)
    ).json() as MessageListResponse;
    expect(older.data.map((m) => m.content)).toEqual(['Is there a pickup at ＜b＞Funchal＜/b＞?']);
  });

  it('refuses empty and oversized messages, and messages to a banned person, storing nothing', async () => {
    const b = await buildTransaction(t.app.deps, { state: 'preauthorized' });
    const url = `/api/transactions/${b.row.id}/messages`;
    for (const content of ['', '   ', 'x'.repeat(5001)]) {
      const response = await post(b.customerId, url, { content });
      expect(response.statusCode, JSON.stringify(content.slice(0, 5))).toBe(400);
      expect(response.json().error.code).toBe('validation-invalid-params');
    }
    expect((await post(b.customerId, url, { content: 'x'.repeat(5000) })).statusCode).toBe(201);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, b.providerId));
    const refused = await post(b.customerId, url, { content: 'Hello?' });
    expect([refused.statusCode, refused.json().error.details]).toEqual([
      403,
      [{ code: 'recipient-unavailable' }],
    ]);
    expect(await messageCount(b.row.id)).toBe(1);
  });

  it('emails the other party once for the messages of a few minutes, in their language', async () => {
    const customer = await buildUser(t.database.db, {
      language: 'fr',
      firstName: 'Ana',
      lastName: 'Silva',
    });
    const b = await buildTransaction(t.app.deps, { state: 'accepted', customerId: customer.id });
    await runJobs();
    const before = await t.database.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'new-message'));
    await t.database.db.update(users).set({ language: 'pt' }).where(eq(users.id, b.providerId));
    await post(b.customerId, `/api/transactions/${b.row.id}/messages`, {
      content: 'Olá! Can we bring a dog?',
    });
    await post(b.customerId, `/api/transactions/${b.row.id}/messages`, { content: 'A small one.' });
    await runJobs();
    const notYet = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'new-message'));
    expect(notYet.length).toBe(before.length);
    t.clock.advance(messageEmailWindowMs);
    await runJobs();
    const emails = (
      await t.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.template, 'new-message'))
    ).filter((m) => m.userId === b.providerId);
    expect(emails).toHaveLength(1);
    expect(emails[0]!).toMatchObject({
      language: 'pt',
      subject: expect.stringMatching(/^2 mensagens novas de Ana S\./),
    });
    expect(emails[0]!.text).toContain('Olá! Can we bring a dog?\n\nA small one.');
    expect(emails[0]!.text).toContain(`https://levada.example/sale/${b.row.id}/details`);
  });
});

describe('emails that start and end a conversation', () => {
  const emailsTo = async (userId: string) =>
    (
      await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.userId, userId))
    ).map((m) => [m.template, m.text] as const);

  it('an enquiry reaches the operator as a message email', async () => {
    const b = await buildTransaction(t.app.deps, { state: 'enquiry' });
    t.clock.advance(messageEmailWindowMs);
    await runJobs();
    const emails = await emailsTo(b.providerId);
    expect(emails.map(([template]) => template)).toEqual(['new-message']);
    expect(emails[0]![1]).toContain('Is there a pickup in Funchal?');
  });

  it('completion invites both to review; two days before the period closes only who has not reviewed is reminded', async () => {
    const b = await buildTransaction(t.app.deps, { state: 'delivered' });
    await runJobs();
    expect((await emailsTo(b.customerId)).map(([template]) => template)).toContain(
      'booking-completed',
    );
    expect((await emailsTo(b.providerId)).map(([template]) => template)).toContain(
      'booking-completed-provider',
    );
    await post(b.customerId, `/api/transactions/${b.row.id}/reviews`, {
      rating: 5,
      content: 'Lovely',
    });
    t.clock.advance(5 * day + 60_000);
    await runJobs();
    expect(
      (await emailsTo(b.providerId)).filter(
        ([template]) => template === 'review-reminder-provider',
      ),
    ).toHaveLength(1);
    expect(
      (await emailsTo(b.customerId)).filter(([template]) => template === 'review-reminder'),
    ).toHaveLength(0);
  });
});

describe('reviews', () => {
  const review = (
    userId: string | null,
    b: BuiltTransaction,
    body: object = { rating: 5, content: 'Wonderful walk' },
  ) => post(userId, `/api/transactions/${b.row.id}/reviews`, body);

  it('stay hidden until both sides reviewed, then show on the listing and both profiles; a second review by one side is refused', async () => {
    const b = await buildTransaction(t.app.deps, { state: 'delivered' });
    const first = await review(b.customerId, b, {
      rating: 4,
      content: 'Beautiful levada, a guide who knew every plant.',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      state: 'pending',
      type: 'ofProvider',
      rating: 4,
      author: { id: b.customerId },
      subject: { id: b.providerId },
    });
    expect(await stateOf(b.row.id)).toBe('reviewed-by-customer');
    // Double-blind: nobody but the author sees it yet.
    expect(
      ((await get(null, `/api/listings/${b.listingId}/reviews`)).json() as ReviewListResponse).data,
    ).toEqual([]);
    expect((await get(b.providerId, `/api/transactions/${b.row.id}/reviews`)).json().data).toEqual(
      [],
    );
    expect(
      (await get(b.customerId, `/api/transactions/${b.row.id}/reviews`)).json().data,
    ).toHaveLength(1);

    const again = await review(b.customerId, b);
    expect([again.statusCode, again.json().error.code]).toEqual([
      409,
      'transaction-already-reviewed-by-customer',
    ]);

    const second = await review(b.providerId, b, { rating: 5, content: 'Punctual and cheerful.' });
    expect(second.statusCode).toBe(201);
    expect(await stateOf(b.row.id)).toBe('reviewed');
    const onListing = (
      await get(null, `/api/listings/${b.listingId}/reviews`)
    ).json() as ReviewListResponse;
    expect(onListing.data.map((r) => [r.type, r.rating, r.state])).toEqual([
      ['ofProvider', 4, 'public'],
    ]);
    expect(onListing.summary).toEqual({ averageRating: 4, count: 1 });
    const aboutCustomer = (
      await get(null, `/api/users/${b.customerId}/reviews`)
    ).json() as ReviewListResponse;
    expect(aboutCustomer.data.map((r) => [r.content, r.author.id])).toEqual([
      ['Punctual and cheerful.', b.providerId],
    ]);
    expect(
      (await get(b.providerId, `/api/transactions/${b.row.id}/reviews`)).json().data,
    ).toHaveLength(2);
  });

  it('the second review uses the second transition whoever starts, and expiry publishes a lone review', async () => {
    const b = await buildTransaction(t.app.deps, { state: 'delivered' });
    expect((await review(b.providerId, b)).statusCode).toBe(201);
    expect(await stateOf(b.row.id)).toBe('reviewed-by-provider');
    expect((await review(b.customerId, b, { rating: 3, content: 'OK' })).statusCode).toBe(201);
    expect(await stateOf(b.row.id)).toBe('reviewed');

    const lone = await buildTransaction(t.app.deps, { state: 'delivered' });
    await review(lone.customerId, lone, { rating: 2, content: 'Too crowded' });
    expect((await get(null, `/api/users/${lone.providerId}/reviews`)).json().data).toEqual([]);
    t.clock.advance(8 * day);
    await runJobs();
    expect(await stateOf(lone.row.id)).toBe('reviewed');
    const published = (
      await get(null, `/api/users/${lone.providerId}/reviews`)
    ).json() as ReviewListResponse;
    expect(published.data.map((r) => [r.rating, r.content])).toEqual([[2, 'Too crowded']]);
    const late = await review(lone.providerId, lone);
    expect([late.statusCode, late.json().error.code]).toEqual([
      409,
      'transaction-already-reviewed-by-provider',
    ]);
  });

  it('refuses ratings outside 1–5, no message, and reviews before the tour, storing nothing', async () => {
    const b = await buildTransaction(t.app.deps, { state: 'delivered' });
    for (const body of [
      { rating: 0, content: 'x' },
      { rating: 6, content: 'x' },
      { rating: 4.5, content: 'x' },
      { rating: 5, content: '  ' },
      { rating: 5, content: 'x'.repeat(5001) },
      { rating: 5 },
      { content: 'x' },
    ]) {
      const response = await review(b.customerId, b, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const early = await buildTransaction(t.app.deps, { state: 'accepted' });
    const refused = await review(early.customerId, early);
    expect([refused.statusCode, refused.json().error.code]).toEqual([
      409,
      'transaction-invalid-transition',
    ]);
    expect([
      await reviewCount(b.row.id),
      await reviewCount(early.row.id),
      await stateOf(b.row.id),
    ]).toEqual([0, 0, 'delivered']);
  });
});

describe('paging', () => {
  it('the inbox: 10 a page, last transitioned first, sales for the operator and orders for the traveller', async () => {
    const built = await buildBookableListing(t.app.deps, { seats: 20 });
    const listing = {
      id: built.listing.id,
      operatorId: built.operatorId,
      departure: built.departure,
    };
    const traveller = (await buildUser(t.database.db, { emailVerified: true })).id;
    const ids: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      // 9 hours apart: the traveller's enquiries stay within 3 a day to one operator (decision 090).
      t.clock.advance(9 * 3_600_000);
      const b = await buildTransaction(t.app.deps, {
        state: i % 2 === 0 ? 'preauthorized' : 'enquiry',
        customerId: i < 10 ? traveller : undefined,
        listing,
        quantities: { adults: 1 },
      });
      ids.push(b.row.id);
    }
    const newestFirst = [...ids].reverse();
    const page = async (userId: string, only: string, n: number) =>
      (
        await get(userId, `/api/transactions?only=${only}&page=${n}&perPage=10`)
      ).json() as TransactionListResponse;

    const sales1 = await page(built.operatorId, 'sale', 1);
    expect(sales1.data.map((tx) => tx.id)).toEqual(newestFirst.slice(0, 10));
    expect(sales1.meta).toEqual({ page: 1, perPage: 10, totalItems: 11, totalPages: 2 });
    expect(new Set(sales1.data.map((tx) => tx.viewerRole))).toEqual(new Set(['provider']));
    expect((await page(built.operatorId, 'sale', 2)).data.map((tx) => tx.id)).toEqual(
      newestFirst.slice(10),
    );
    // The operator bought nothing; the traveller sold nothing.
    expect((await page(built.operatorId, 'order', 1)).meta.totalItems).toBe(0);
    expect((await page(traveller, 'sale', 1)).meta.totalItems).toBe(0);
    const orders = await page(traveller, 'order', 1);
    expect(orders.data.map((tx) => tx.id)).toEqual(ids.slice(0, 10).reverse());
    expect(orders.meta.totalPages).toBe(1);

    // A new transition moves a transaction to the top.
    t.clock.advance(1000);
    expect(
      (
        await post(built.operatorId, `/api/transactions/${ids[0]}/transitions`, {
          transition: 'accept',
          params: {},
        })
      ).statusCode,
    ).toBe(200);
    expect((await page(built.operatorId, 'sale', 1)).data[0]!.id).toBe(ids[0]);
  });

  it('a listing’s reviews: 10 a page, newest first, the average over all of them', async () => {
    const built = await buildBookableListing(t.app.deps, { seats: 20 });
    const listing = {
      id: built.listing.id,
      operatorId: built.operatorId,
      departure: built.departure,
    };
    for (let i = 0; i < 11; i += 1) {
      const b = await buildTransaction(t.app.deps, {
        state: 'delivered',
        listing,
        quantities: { adults: 1 },
      });
      t.clock.advance(1000);
      const rating = i < 10 ? 5 : 1;
      const body = { rating, content: `Review ${i} <script>alert(1)</script>` };
      expect(
        (await post(b.customerId, `/api/transactions/${b.row.id}/reviews`, body)).statusCode,
      ).toBe(201);
      expect(
        (
          await post(b.providerId, `/api/transactions/${b.row.id}/reviews`, {
            rating: 5,
            content: 'Welcome back',
          })
        ).statusCode,
      ).toBe(201);
    }
    const first = (
      await get(null, `/api/listings/${listing.id}/reviews?page=1&perPage=10`)
    ).json() as ReviewListResponse;
    expect(first.data.map((r) => r.content.split(' ')[1])).toEqual([
      '10',
      '9',
      '8',
      '7',
      '6',
      '5',
      '4',
      '3',
      '2',
      '1',
    ]);
    expect(first.data[0]!.content).toBe('Review 10 ＜script＞alert(1)＜/script＞');
    expect(first.meta).toEqual({ page: 1, perPage: 10, totalItems: 11, totalPages: 2 });
    expect(first.summary).toEqual({ averageRating: 4.6, count: 11 });
    const second = (
      await get(null, `/api/listings/${listing.id}/reviews?page=2&perPage=10`)
    ).json() as ReviewListResponse;
    expect(second.data.map((r) => r.content)).toEqual(['Review 0 ＜script＞alert(1)＜/script＞']);
    expect(second.summary).toEqual(first.summary);
  });
});

describe('nobody else reads or writes', () => {
  it('a third user gets 404 and a visitor 401 on every message and review read and write; nothing is stored', async () => {
    const b = await buildTransaction(t.app.deps, { state: 'delivered' });
    const third = await buildUser(t.database.db);
    const calls = [
      ['GET', `/api/transactions/${b.row.id}/messages`, undefined],
      ['POST', `/api/transactions/${b.row.id}/messages`, { content: 'Hi' }],
      ['GET', `/api/transactions/${b.row.id}/reviews`, undefined],
      ['POST', `/api/transactions/${b.row.id}/reviews`, { rating: 1, content: 'Bad' }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const asThird = await t.app.inject({
        method,
        url,
        headers: await as(third.id),
        ...(payload ? { payload } : {}),
      });
      expect(asThird.statusCode, `${method} ${url} as a third user`).toBe(404);
      const asVisitor = await t.app.inject({
        method,
        url,
        headers: browserHeaders(),
        ...(payload ? { payload } : {}),
      });
      expect(asVisitor.statusCode, `${method} ${url} as a visitor`).toBe(401);
    }
    expect((await get(null, '/api/notification-count')).statusCode).toBe(401);
    expect([
      await messageCount(b.row.id),
      await reviewCount(b.row.id),
      await stateOf(b.row.id),
    ]).toEqual([0, 0, 'delivered']);
  });
});

describe('the notification count', () => {
  it('counts the sales waiting for the operator’s answer, and nothing for a traveller', async () => {
    const built = await buildBookableListing(t.app.deps);
    const listing = {
      id: built.listing.id,
      operatorId: built.operatorId,
      departure: built.departure,
    };
    const [waiting] = await Promise.all([
      buildTransaction(t.app.deps, { state: 'preauthorized', listing }),
      buildTransaction(t.app.deps, { state: 'preauthorized', listing }),
      buildTransaction(t.app.deps, { state: 'accepted', listing }),
      buildTransaction(t.app.deps, { state: 'pending-payment', listing }),
    ]);
    expect((await get(built.operatorId, '/api/notification-count')).json()).toEqual({
      data: { count: 2 },
    });
    expect((await get(waiting!.customerId, '/api/notification-count')).json()).toEqual({
      data: { count: 0 },
    });
  });

  it('stops counting at 100 (spec 000 §9)', async () => {
    const waiting = await buildTransaction(t.app.deps, { state: 'preauthorized' });
    const [row] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, waiting.row.id));
    // 100 more requests in the same state, written directly: the count reads only the state.
    await t.database.db
      .insert(transactions)
      // Each copy its own booking reference (unique), from the sequence.
      .values(
        Array.from({ length: 100 }, () => {
          const { referenceNumber: _, ...copy } = row!;
          return { ...copy, id: randomUUID() };
        }),
      );
    expect((await get(waiting.providerId, '/api/notification-count')).json()).toEqual({
      data: { count: 100 },
    });
  });
});

describe('ratings in the search', () => {
  const reviewed = async (
    listing: Awaited<ReturnType<typeof buildBookableListing>>,
    rating: number,
    isPublished = true,
  ) => {
    const b = await buildTransaction(t.app.deps, {
      state: 'delivered',
      listing: {
        id: listing.listing.id,
        operatorId: listing.operatorId,
        departure: listing.departure,
      },
    });
    const byCustomer = await post(b.customerId, `/api/transactions/${b.row.id}/reviews`, {
      rating,
      content: 'A lovely morning',
    });
    expect(byCustomer.statusCode).toBe(201);
    if (isPublished)
      await post(b.providerId, `/api/transactions/${b.row.id}/reviews`, {
        rating: 5,
        content: 'Great guests',
      });
  };

  it('cards carry the published reviews’ average and count, and sort=rating puts the best rated first', async () => {
    const [good, best, hidden, unrated] = await Promise.all(
      [0, 1, 2, 3].map(() => buildBookableListing(t.app.deps, { seats: 20 })),
    );
    await reviewed(good!, 5);
    await reviewed(good!, 4);
    await reviewed(best!, 5);
    // Double-blind: a review the operator has not answered yet counts nowhere.
    await reviewed(hidden!, 1, false);

    const res = await get(null, '/api/listings?sort=rating&perPage=100');
    expect(res.statusCode).toBe(200);
    const body = res.json() as ListingSearchResponse;
    expect(body.meta.sort).toBe('rating');
    const mine = [good, best, hidden, unrated].map((l) => l!.listing.id);
    const cards = body.data.filter((card) => mine.includes(card.id));
    expect(cards.map((card) => [card.id, card.rating])).toEqual([
      [best!.listing.id, { average: 5, count: 1 }],
      [good!.listing.id, { average: 4.5, count: 2 }],
      // Unrated ones follow, newest first (then by id).
      ...[hidden!, unrated!]
        .map((l) => l.listing)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1))
        .map((l) => [l.id, null]),
    ]);
    // Every rated listing comes before every unrated one.
    const firstUnrated = body.data.findIndex((card) => card.rating === null);
    expect(body.data.slice(firstUnrated).every((card) => card.rating === null)).toBe(true);
    // The default order shows the same ratings on the cards.
    const newest = (await get(null, '/api/listings?perPage=100')).json() as ListingSearchResponse;
    expect(newest.data.find((card) => card.id === good!.listing.id)!.rating).toEqual({
      average: 4.5,
      count: 2,
    });
    expect((await get(null, '/api/listings?sort=stars')).statusCode).toBe(400);
  });

  it('two reviews published at the same moment by two database transactions both count', async () => {
    const listing = await buildBookableListing(t.app.deps, { seats: 20 });
    const booked = await Promise.all(
      [0, 1].map(() =>
        buildTransaction(t.app.deps, {
          state: 'delivered',
          listing: {
            id: listing.listing.id,
            operatorId: listing.operatorId,
            departure: listing.departure,
          },
        }),
      ),
    );
    // Each publishes its review in a transaction of its own; on PostgreSQL the second runs while the
    // first is still open (it waits for the listing), on PGlite after it.
    const publish = (b: BuiltTransaction, rating: number, whilePublished?: () => Promise<void>) =>
      t.database.db.transaction(async (tx) => {
        await tx.insert(reviews).values({
          id: randomUUID(),
          transactionId: b.row.id,
          listingId: b.listingId,
          authorId: b.customerId,
          subjectId: b.providerId,
          type: 'ofProvider',
          rating,
          content: 'A lovely morning',
          createdAt: t.clock.now(),
        });
        await tx
          .update(transactions)
          .set({ state: 'reviewed' })
          .where(eq(transactions.id, b.row.id));
        await whilePublished?.();
      });
    let letFirstCommit!: () => void;
    let firstPublished!: () => void;
    const firstOpen = new Promise<void>((resolve) => (firstPublished = resolve));
    const first = publish(booked[0]!, 5, () => {
      firstPublished();
      return new Promise((resolve) => (letFirstCommit = resolve));
    });
    await firstOpen;
    const second = publish(booked[1]!, 3);
    // On PostgreSQL the second waits for the first's lock before the first commits.
    if (t.database.url) await untilLockWaiters(t.database.db);
    letFirstCommit();
    await Promise.all([first, second]);
    const [row] = await t.database.db
      .select({ average: listings.ratingAverage, count: listings.ratingCount })
      .from(listings)
      .where(eq(listings.id, listing.listing.id));
    expect([Number(row!.average), row!.count]).toEqual([4, 2]);
  });

  it('a lone review published when the review period ends moves its listing up in the rating order', async () => {
    const lone = await buildBookableListing(t.app.deps, { seats: 20 });
    await reviewed(lone, 5, false);
    const ratingOrder = async () =>
      ((await get(null, '/api/listings?sort=rating&perPage=100')).json() as ListingSearchResponse)
        .data;
    const cardOf = (cards: ListingSearchResponse['data']) =>
      cards.find((card) => card.id === lone.listing.id);
    expect(cardOf(await ratingOrder())?.rating ?? null).toBeNull();
    t.clock.advance(8 * day);
    await runJobs();
    const cards = await ratingOrder();
    expect(cardOf(cards)?.rating).toEqual({ average: 5, count: 1 });
    // Only listings rated 5 on average come before it.
    const index = cards.indexOf(cardOf(cards)!);
    expect(cards.slice(0, index).every((card) => card.rating?.average === 5)).toBe(true);
  });
});

describe('booking from an enquiry', () => {
  it('prices, holds seats and starts the card payment on the same conversation; only the customer can', async () => {
    const e = await buildTransaction(t.app.deps, { state: 'enquiry' });
    const body = {
      transition: 'request-payment-after-enquiry',
      params: {
        bookingStart: e.departure.start.toISOString(),
        bookingEnd: e.departure.end.toISOString(),
        bookingQuantityAdult: 2,
      },
    };
    const url = `/api/transactions/${e.row.id}/transitions`;
    const stranger = (await buildUser(t.database.db)).id;
    expect((await post(stranger, url, body)).statusCode).toBe(404);
    expect((await post(null, url, body)).statusCode).toBe(401);
    const byOperator = await post(e.providerId, url, body);
    expect(byOperator.statusCode).toBe(403);
    expect(await stateOf(e.row.id)).toBe('enquiry');

    const booked = await post(e.customerId, url, body);
    expect(booked.statusCode).toBe(200);
    expect(booked.json().data).toMatchObject({ id: e.row.id, state: 'pending-payment' });
    expect(booked.json().data.payinTotal.amount).toBe(9000);
    const secret = booked.json().paymentClientSecret as string;
    expect(secret).toMatch(/_secret_/);
    await authorisePayment(t.app.deps, booked.json().data.paymentIntentId, secret);
    const confirmed = await post(e.customerId, url, { transition: 'confirm-payment' });
    expect(confirmed.json().data.state).toBe('preauthorized');
    // The enquiry's message stays the first of the conversation.
    expect(await messageCount(e.row.id)).toBe(1);
  });
});
