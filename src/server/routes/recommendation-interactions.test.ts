// Recommendations' interactions (issue 48, decision 171): cart additions and purchases kept by the
// local default, the visitor's views and interactions merged into the user at sign-in and sign-up, and
// a recommender that does not answer in time.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recommender } from '../../integrations/recommendations/recommender';
import { buildApp } from '../app';
import { runDueJobs } from '../jobs/job-runner';
import { recordTrackingConsent } from '../modules/tracking/tracking-consent';
import { buildListing, buildUser } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildBookableListing, buildTransaction } from '../test/transaction-factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const recommId = '0123456789abcdef0123456789abcdef';
// Views and cart additions are kept only after the cookie banner's consent (decision 173).
const accepted = (headers: Record<string, string>) => ({
  ...headers,
  cookie: `${headers.cookie}; euCookiesAccepted=1`,
});
const withVisitor = (visitorId: string, headers = browserHeaders()) =>
  accepted({ ...headers, cookie: `${headers.cookie}; levada_visitor=${visitorId}` });

type Row = {
  kind: string;
  visitor_id: string | null;
  user_id: string | null;
  transaction_id: string | null;
  recomm_id: string | null;
};
const interactionsOf = async (listingId: string) =>
  (
    (await t.database.db.execute(
      sql`select kind, visitor_id, user_id, transaction_id, recomm_id
        from recommendation_interactions where listing_id = ${listingId}::uuid order by id`,
    )) as unknown as { rows: Row[] }
  ).rows;
const viewUsersOf = async (listingId: string) =>
  (
    (await t.database.db.execute(
      sql`select visitor_id, user_id from listing_views where listing_id = ${listingId}::uuid order by id`,
    )) as unknown as { rows: { visitor_id: string; user_id: string | null }[] }
  ).rows;

const cartAddition = (listingId: string, headers: Record<string, string>, recomm?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/recommendations/interactions',
    headers,
    payload: {
      kind: 'cart-addition',
      listingId,
      ...(recomm === undefined ? {} : { recommId: recomm }),
    },
  });
async function view(listingId: string, headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/recommendations/views',
    headers,
    payload: { listingId },
  });
  expect(res.statusCode, res.body).toBe(204);
}
async function recentlyViewed(headers: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/recommendations?scenario=homepage-recently-viewed',
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { id: string }[] }>().data.map((card) => card.id);
}

describe('cart additions', () => {
  it('are kept per visitor and signed-in user, with the link’s recommId (a malformed one ignored)', async () => {
    const listing = await buildListing(t.database.db);
    const user = await buildUser(t.database.db);
    expect(
      (await cartAddition(listing.id, withVisitor('visitor-cart-000001'), recommId)).statusCode,
    ).toBe(204);
    const signedIn = await cartAddition(
      listing.id,
      accepted(await signedInHeaders(t, user.id)),
      'XYZ',
    );
    expect(signedIn.statusCode).toBe(204);
    const cookie = [signedIn.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('levada_visitor='));
    expect(cookie).toMatch(/^levada_visitor=[A-Za-z0-9_-]{16,64};/);
    expect(await interactionsOf(listing.id)).toEqual([
      {
        kind: 'cart-addition',
        visitor_id: 'visitor-cart-000001',
        user_id: null,
        transaction_id: null,
        recomm_id: recommId,
      },
      {
        kind: 'cart-addition',
        visitor_id: cookie!.split(';')[0]!.split('=')[1],
        user_id: user.id,
        transaction_id: null,
        recomm_id: null,
      },
    ]);
  });

  it('refuses another kind (a purchase comes from the server alone) and records nothing for a listing that does not exist', async () => {
    const listing = await buildListing(t.database.db);
    const purchase = await t.app.inject({
      method: 'POST',
      url: '/api/recommendations/interactions',
      headers: withVisitor('visitor-cart-000002'),
      payload: { kind: 'purchase', listingId: listing.id },
    });
    expect(purchase.statusCode).toBe(400);
    expect(purchase.json().error.code).toBe('validation-invalid-params');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await cartAddition(missing, withVisitor('visitor-cart-000002'))).statusCode).toBe(204);
    expect(await interactionsOf(missing)).toEqual([]);
    expect(await interactionsOf(listing.id)).toEqual([]);
  });
});

describe('purchases', () => {
  it('a confirmed payment records the purchase in the notifications job after the commit, once', async () => {
    const bookable = await buildBookableListing(t.app.deps);
    const customer = await buildUser(t.database.db);
    await recordTrackingConsent(t.app.deps, customer.id, true);
    const built = await buildTransaction(t.app.deps, {
      state: 'preauthorized',
      customerId: customer.id,
      listing: {
        id: bookable.listing.id,
        operatorId: bookable.operatorId,
        departure: bookable.departure,
      },
    });
    // Nothing inside the engine's transaction: the job records it.
    expect(await interactionsOf(bookable.listing.id)).toEqual([]);
    await runDueJobs(t.app.deps, { log: () => {} });
    const expected = {
      kind: 'purchase',
      visitor_id: null,
      user_id: customer.id,
      transaction_id: built.row.id,
      recomm_id: null,
    };
    expect(await interactionsOf(bookable.listing.id)).toEqual([expected]);
    // A retried job keeps it once.
    await t.app.deps.recommender.recordInteraction({
      kind: 'purchase',
      listingId: bookable.listing.id,
      userId: customer.id,
      transactionId: built.row.id,
      recommId: null,
      at: t.clock.now(),
    });
    expect(await interactionsOf(bookable.listing.id)).toEqual([expected]);
  });

  it('is not recorded for a traveller who has not accepted the cookie banner, or declined it', async () => {
    for (const granted of [null, false]) {
      const bookable = await buildBookableListing(t.app.deps);
      const customer = await buildUser(t.database.db);
      if (granted !== null) await recordTrackingConsent(t.app.deps, customer.id, granted);
      await buildTransaction(t.app.deps, {
        state: 'preauthorized',
        customerId: customer.id,
        listing: {
          id: bookable.listing.id,
          operatorId: bookable.operatorId,
          departure: bookable.departure,
        },
      });
      await runDueJobs(t.app.deps, { log: () => {} });
      expect(await interactionsOf(bookable.listing.id)).toEqual([]);
    }
  });
});

describe('the recommendation an interaction came from', () => {
  it('a cart addition without one takes the browser’s latest view’s; the purchase takes the cart addition’s', async () => {
    const bookable = await buildBookableListing(t.app.deps);
    const customer = await buildUser(t.database.db);
    await recordTrackingConsent(t.app.deps, customer.id, true);
    const browser = withVisitor('visitor-chain-000001', await signedInHeaders(t, customer.id));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recommendations/views',
      headers: browser,
      payload: { listingId: bookable.listing.id, recommId },
    });
    expect(res.statusCode).toBe(204);
    // Another browser's view with another id does not count.
    await t.app.inject({
      method: 'POST',
      url: '/api/recommendations/views',
      headers: withVisitor('visitor-chain-000002'),
      payload: { listingId: bookable.listing.id, recommId: 'f'.repeat(32) },
    });
    expect((await cartAddition(bookable.listing.id, browser)).statusCode).toBe(204);
    const built = await buildTransaction(t.app.deps, {
      state: 'preauthorized',
      customerId: customer.id,
      listing: {
        id: bookable.listing.id,
        operatorId: bookable.operatorId,
        departure: bookable.departure,
      },
    });
    await runDueJobs(t.app.deps, { log: () => {} });
    expect(await interactionsOf(bookable.listing.id)).toEqual([
      {
        kind: 'cart-addition',
        visitor_id: 'visitor-chain-000001',
        user_id: customer.id,
        transaction_id: null,
        recomm_id: recommId,
      },
      {
        kind: 'purchase',
        visitor_id: null,
        user_id: customer.id,
        transaction_id: built.row.id,
        recomm_id: recommId,
      },
    ]);
  });
});

describe('merge at sign-in', () => {
  it('logging in attaches the browser’s anonymous views and cart additions to the user: recently viewed follows them; others’ stay theirs', async () => {
    const first = await buildListing(t.database.db);
    const second = await buildListing(t.database.db);
    const strangers = await buildListing(t.database.db);
    const email = `merge.${Math.random().toString(36).slice(2)}@example.pt`;
    const password = 'laurel-forest-2026';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup?signIn=false',
      headers: browserHeaders(),
      payload: {
        type: 1,
        firstName: 'Ana',
        lastName: 'Silva',
        email,
        phoneNumber: '+351 912 345 678',
        password,
        termsAccepted: true,
        marketingEmailOption: false,
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const visitor = withVisitor('visitor-merge-000001');
    await view(first.id, visitor);
    t.clock.advance(60_000);
    await view(second.id, visitor);
    expect((await cartAddition(second.id, visitor)).statusCode).toBe(204);
    // Another browser's anonymous views, and a third user's own.
    await view(strangers.id, withVisitor('visitor-merge-000002'));
    const third = await buildUser(t.database.db);
    await view(
      strangers.id,
      withVisitor('visitor-merge-000003', await signedInHeaders(t, third.id)),
    );

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: visitor,
      payload: { email, password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const userId = login.json().data.user.id as string;

    // The user on another browser (no visitor cookie) sees them.
    expect(await recentlyViewed(await signedInHeaders(t, userId))).toEqual([second.id, first.id]);
    expect((await interactionsOf(second.id)).map((r) => r.user_id)).toEqual([userId]);
    // The other browser's and the third user's are untouched; the third user sees only theirs.
    expect(await viewUsersOf(strangers.id)).toEqual([
      { visitor_id: 'visitor-merge-000002', user_id: null },
      { visitor_id: 'visitor-merge-000003', user_id: third.id },
    ]);
    expect(await recentlyViewed(await signedInHeaders(t, third.id))).toEqual([strangers.id]);
  });

  it('signing up (and in) attaches them too; a view already another user’s stays theirs', async () => {
    const listing = await buildListing(t.database.db);
    const owner = await buildUser(t.database.db);
    const visitor = withVisitor('visitor-merge-000004');
    await view(listing.id, withVisitor('visitor-merge-000004', await signedInHeaders(t, owner.id)));
    await view(listing.id, visitor);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: visitor,
      payload: {
        type: 1,
        firstName: 'Rui',
        lastName: 'Gomes',
        email: `merge.${Math.random().toString(36).slice(2)}@example.pt`,
        phoneNumber: '+351 912 345 679',
        password: 'laurel-forest-2026',
        termsAccepted: true,
        marketingEmailOption: false,
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const userId = signup.json().data.user.id as string;
    expect(await viewUsersOf(listing.id)).toEqual([
      { visitor_id: 'visitor-merge-000004', user_id: owner.id },
      { visitor_id: 'visitor-merge-000004', user_id: userId },
    ]);
  });
});

describe('a slow recommender', () => {
  it('costs the answer at most its 300 ms budget: an empty list, so no carousel', async () => {
    const never: Recommender = {
      ...t.app.deps.recommender,
      recommend: () => new Promise(() => {}),
    };
    const slow = await buildApp({ ...t.app.deps, recommender: never });
    await slow.ready();
    try {
      const started = performance.now();
      const res = await slow.inject({
        method: 'GET',
        url: '/api/recommendations?scenario=homepage-popular',
      });
      const elapsed = performance.now() - started;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ recommId: expect.stringMatching(/^[0-9a-f]{32}$/), data: [] });
      expect(elapsed).toBeGreaterThanOrEqual(290);
      expect(elapsed).toBeLessThan(1_500);
    } finally {
      await slow.close();
    }
  });
});
