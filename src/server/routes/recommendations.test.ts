// Recommendations (issue 48, decision 164): each scenario on real rows, the recommId round trip, the
// views kept per visitor.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPath } from '../../domain/listing-urls';
import { listings } from '../db/schema';
import { buildListing, buildOperator, buildUser } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildBookableListing, buildTransaction } from '../test/transaction-factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Answer = { recommId: string; data: { id: string; href: string }[] };

async function recommend(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/recommendations?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer>();
}
const idsOf = (answer: Answer) => answer.data.map((card) => card.id);

// Views and cart additions are kept only after the cookie banner's consent (decision 173).
const accepted = (headers: Record<string, string>) => ({
  ...headers,
  cookie: `${headers.cookie}; euCookiesAccepted=1`,
});
const withVisitor = (visitorId: string, headers = browserHeaders()) =>
  accepted({ ...headers, cookie: `${headers.cookie}; levada_visitor=${visitorId}` });

async function view(listingId: string, headers: Record<string, string>, recommId?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/recommendations/views',
    headers,
    payload: { listingId, ...(recommId === undefined ? {} : { recommId }) },
  });
  expect(res.statusCode, res.body).toBe(204);
  return res;
}

async function book(listing: Awaited<ReturnType<typeof buildBookableListing>>, customerId: string) {
  await buildTransaction(t.app.deps, {
    state: 'accepted',
    customerId,
    listing: {
      id: listing.listing.id,
      operatorId: listing.operatorId,
      departure: listing.departure,
    },
  });
}

const viewRows = async (listingId: string) =>
  (
    (await t.database.db.execute(
      sql`select visitor_id, user_id, recomm_id from listing_views where listing_id = ${listingId}::uuid`,
    )) as unknown as {
      rows: { visitor_id: string; user_id: string | null; recomm_id: string | null }[];
    }
  ).rows;

describe('GET /api/recommendations', () => {
  it('refuses an unknown scenario, and an item scenario without its listing', async () => {
    for (const url of [
      '/api/recommendations?scenario=listing-magic',
      '/api/recommendations?scenario=listing-similar',
      '/api/recommendations?scenario=homepage-popular&region=atlantis',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('validation-invalid-params');
    }
  });

  it('listing-similar: co-booked tours first, then co-viewed, then the same category nearby; never itself, a closed one or the viewer’s own', async () => {
    const target = await buildBookableListing(t.app.deps);
    const coBooked = await buildBookableListing(t.app.deps);
    const closed = await buildBookableListing(t.app.deps);
    const viewerOperator = await buildOperator(t.database.db);
    const own = await buildBookableListing(t.app.deps, { operatorId: viewerOperator.id });
    const coViewed = await buildListing(t.database.db, {
      publicData: { categories: ['boattours'] },
    });
    const nearby = await buildListing(t.database.db, { lat: 32.751, lng: -16.901 });
    const customer = await buildUser(t.database.db);
    for (const listing of [target, coBooked, closed, own]) await book(listing, customer.id);
    await t.database.db
      .update(listings)
      .set({ state: 'closed' })
      .where(eq(listings.id, closed.listing.id));
    const visitor = withVisitor('visitor-similar-0001');
    await view(target.listing.id, visitor);
    await view(coViewed.id, visitor);

    const asVisitor = idsOf(
      await recommend(`scenario=listing-similar&listingId=${target.listing.id}`),
    );
    expect(asVisitor.slice(0, 2).sort()).toEqual([coBooked.listing.id, own.listing.id].sort());
    expect(asVisitor[2]).toBe(coViewed.id);
    expect(asVisitor).toContain(nearby.id);
    expect(asVisitor).not.toContain(target.listing.id);
    expect(asVisitor).not.toContain(closed.listing.id);
    expect(asVisitor.length).toBeLessThanOrEqual(8);
    expect(new Set(asVisitor).size).toBe(asVisitor.length);

    const asOwner = idsOf(
      await recommend(
        `scenario=listing-similar&listingId=${target.listing.id}`,
        await signedInHeaders(t, viewerOperator.id),
      ),
    );
    expect(asOwner[0]).toBe(coBooked.listing.id);
    expect(asOwner).not.toContain(own.listing.id);
  });

  it('listing-similar ranks co-carted tours (checkouts opened by the same visitor) below co-booked and above co-viewed (decision 175)', async () => {
    // Visitor ids of this run only (a PostgreSQL test database outlives a run).
    const run = crypto.randomUUID().slice(0, 8);
    const visitor = (n: number) => `visitor-carted-${run}-${n}`;
    const target = await buildBookableListing(t.app.deps);
    const coBooked = await buildBookableListing(t.app.deps);
    const coCarted = await buildListing(t.database.db);
    const coCartedOnce = await buildListing(t.database.db);
    const coViewed = await buildListing(t.database.db);
    const customer = await buildUser(t.database.db);
    for (const listing of [target, coBooked]) await book(listing, customer.id);
    const cart = (listingId: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/recommendations/interactions',
        headers,
        payload: { kind: 'cart-addition', listingId },
      });
    // Two browsers put the target and `coCarted` in their carts, one also `coCartedOnce`.
    for (const visitorId of [visitor(1), visitor(2)]) {
      const browser = withVisitor(visitorId);
      await cart(target.listing.id, browser);
      await cart(coCarted.id, browser);
    }
    await cart(coCartedOnce.id, withVisitor(visitor(1)));
    // A signed-in user's carts on two browsers are joined by the user.
    const user = await buildUser(t.database.db);
    await cart(target.listing.id, withVisitor(visitor(3), await signedInHeaders(t, user.id)));
    await cart(coCarted.id, withVisitor(visitor(4), await signedInHeaders(t, user.id)));
    const viewer = withVisitor(visitor(5));
    await view(target.listing.id, viewer);
    await view(coViewed.id, viewer);
    // A cart addition alone, by someone who never carted the target, is no signal.
    const unrelated = await buildListing(t.database.db);
    await cart(unrelated.id, withVisitor(visitor(6)));

    const ids = idsOf(await recommend(`scenario=listing-similar&listingId=${target.listing.id}`));
    expect(ids.slice(0, 4)).toEqual([
      coBooked.listing.id,
      coCarted.id,
      coCartedOnce.id,
      coViewed.id,
    ]);
    expect(ids.indexOf(unrelated.id) === -1 || ids.indexOf(unrelated.id) > 3).toBe(true);
  });

  it('listing-bestsellers: the most booked tours of the last 90 days', async () => {
    const best = await buildBookableListing(t.app.deps);
    const second = await buildBookableListing(t.app.deps);
    for (let i = 0; i < 4; i += 1) await book(best, (await buildUser(t.database.db)).id);
    for (let i = 0; i < 3; i += 1) await book(second, (await buildUser(t.database.db)).id);
    const other = await buildListing(t.database.db);
    const ids = idsOf(await recommend(`scenario=listing-bestsellers&listingId=${other.id}`));
    expect(ids.slice(0, 2)).toEqual([best.listing.id, second.listing.id]);
    // Never the listing itself.
    const fromBest = idsOf(
      await recommend(`scenario=listing-bestsellers&listingId=${best.listing.id}`),
    );
    expect(fromBest[0]).toBe(second.listing.id);
    expect(fromBest).not.toContain(best.listing.id);

    // 91 days later those bookings no longer count.
    t.clock.advance(91 * 86_400_000);
    try {
      const later = idsOf(await recommend(`scenario=listing-bestsellers&listingId=${other.id}`));
      expect(later).toEqual([]);
    } finally {
      t.clock.advance(-91 * 86_400_000);
    }
  });

  it('homepage-popular answers up to 8 published tours, the region’s only when asked', async () => {
    const lisbon = await buildListing(t.database.db, {
      lat: 38.72,
      lng: -9.14,
      ratingCount: 500,
      ratingAverage: '4.9',
    });
    const all = idsOf(await recommend('scenario=homepage-popular'));
    expect(all.length).toBe(8);
    const madeira = idsOf(await recommend('scenario=homepage-popular&region=madeira'));
    expect(madeira).not.toContain(lisbon.id);
    const mainland = await recommend('scenario=homepage-popular&region=mainland');
    expect(idsOf(mainland)).toEqual([lisbon.id]);
    expect(mainland.data[0]!.href).toBe(
      `${listingPath(lisbon.id, lisbon.title)}?recommId=${mainland.recommId}&region=mainland`,
    );
  });
});

describe('upsell (off on the pages, spec 001 §7, answered when asked)', () => {
  it('listing-upsell: only dearer tours, its own category first and the nearest step up first', async () => {
    const canyoning = { publicData: { categories: ['canyoning' as const] } };
    const base = await buildListing(t.database.db, { ...canyoning, priceAmount: 9000 });
    const step = await buildListing(t.database.db, { ...canyoning, priceAmount: 9500 });
    const leap = await buildListing(t.database.db, { ...canyoning, priceAmount: 20000 });
    const cheaper = await buildListing(t.database.db, { ...canyoning, priceAmount: 5000 });
    const ids = idsOf(await recommend(`scenario=listing-upsell&listingId=${base.id}`));
    expect(ids.slice(0, 2)).toEqual([step.id, leap.id]);
    expect(ids).not.toContain(cheaper.id);
    expect(ids).not.toContain(base.id);
  });

  it('homepage-upsell: tours dearer than the average the visitor looked at', async () => {
    const visitor = 'visitor-upsell-000001';
    const seen = await buildListing(t.database.db, { priceAmount: 30000 });
    await t.app.inject({
      method: 'POST',
      url: '/api/recommendations/views',
      headers: withVisitor(visitor),
      payload: { listingId: seen.id },
    });
    const dearer = await buildListing(t.database.db, { priceAmount: 40000 });
    const answer = await recommend('scenario=homepage-upsell', withVisitor(visitor));
    expect(idsOf(answer)).toContain(dearer.id);
    const prices = await Promise.all(
      idsOf(answer).map(async (id) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/listings/${id}` });
        return res.json().data.price.amount as number;
      }),
    );
    expect(prices.every((amount) => amount > 30000)).toBe(true);
  });
});

describe('recently viewed', () => {
  it('answers the visitor’s views, latest first; another visitor and a signed-in stranger get their own, empty', async () => {
    const first = await buildListing(t.database.db);
    const second = await buildListing(t.database.db);
    const closed = await buildListing(t.database.db);
    const visitor = withVisitor('visitor-recent-00001');
    await view(first.id, visitor);
    t.clock.advance(60_000);
    await view(closed.id, visitor);
    t.clock.advance(60_000);
    await view(second.id, visitor);
    await t.database.db.update(listings).set({ state: 'closed' }).where(eq(listings.id, closed.id));

    const mine = await recommend('scenario=homepage-recently-viewed', visitor);
    expect(idsOf(mine)).toEqual([second.id, first.id]);

    const other = await recommend(
      'scenario=homepage-recently-viewed',
      withVisitor('visitor-recent-00002'),
    );
    expect(other.data).toEqual([]);
    const stranger = await buildUser(t.database.db);
    const asStranger = await recommend(
      'scenario=homepage-recently-viewed',
      await signedInHeaders(t, stranger.id),
    );
    expect(asStranger.data).toEqual([]);
    expect((await recommend('scenario=homepage-recently-viewed', browserHeaders())).data).toEqual(
      [],
    );
  });

  it('gives a browser without one its visitor cookie, and keeps the signed-in user with the view', async () => {
    const listing = await buildListing(t.database.db);
    const user = await buildUser(t.database.db);
    const res = await view(listing.id, accepted(await signedInHeaders(t, user.id)));
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('levada_visitor='));
    expect(cookie).toMatch(/^levada_visitor=[A-Za-z0-9_-]{16,64};/);
    const rows = await viewRows(listing.id);
    expect(rows).toEqual([
      { visitor_id: cookie!.split(';')[0]!.split('=')[1], user_id: user.id, recomm_id: null },
    ]);
  });
});

describe('recommId', () => {
  it('round trip: the links carry the answer’s id, and the view it leads to keeps it', async () => {
    const kayaking = { publicData: { categories: ['kayaking' as const] } };
    const target = await buildListing(t.database.db, kayaking);
    const near = await buildListing(t.database.db, kayaking);
    const answer = await recommend(`scenario=same-category&listingId=${target.id}`);
    expect(answer.recommId).toMatch(/^[0-9a-f]{32}$/);
    const card = answer.data.find((c) => c.id === near.id)!;
    const href = new URL(card.href, 'http://localhost');
    expect(href.pathname).toMatch(new RegExp(`^/l/[a-z0-9-]+/${card.id}$`));
    expect(href.searchParams.get('recommId')).toBe(answer.recommId);

    await view(card.id, withVisitor('visitor-roundtrip-01'), answer.recommId);
    expect((await viewRows(card.id)).map((r) => r.recomm_id)).toEqual([answer.recommId]);
    // A second answer has its own id.
    expect((await recommend(`scenario=same-category&listingId=${target.id}`)).recommId).not.toBe(
      answer.recommId,
    );
  });

  it('a malformed recommId is ignored: the view counts without it', async () => {
    const listing = await buildListing(t.database.db);
    await view(listing.id, withVisitor('visitor-malformed-1'), 'ABCDEF'.repeat(6));
    await view(listing.id, withVisitor('visitor-malformed-2'), '<script>');
    expect((await viewRows(listing.id)).map((r) => r.recomm_id)).toEqual([null, null]);
  });

  it('a view of a listing that does not exist records nothing', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await view(id, withVisitor('visitor-missing-001'));
    expect(await viewRows(id)).toEqual([]);
  });
});

describe('consent (decision 173)', () => {
  const interactionRows = async (listingId: string) =>
    (
      (await t.database.db.execute(
        sql`select kind from recommendation_interactions where listing_id = ${listingId}::uuid`,
      )) as unknown as { rows: { kind: string }[] }
    ).rows;
  const post = (url: string, headers: Record<string, string>, listingId: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers,
      payload:
        url === '/api/recommendations/views' ? { listingId } : { kind: 'cart-addition', listingId },
    });
  const visitorCookieOf = (res: { headers: Record<string, unknown> }) =>
    [res.headers['set-cookie']]
      .flat()
      .find((c) => typeof c === 'string' && c.startsWith('levada_visitor='));

  it('without the banner accepted, as a visitor or signed in, a view or a cart addition answers 204, sets no cookie and keeps nothing; a decline stops them', async () => {
    const listing = await buildListing(t.database.db);
    const user = await buildUser(t.database.db);
    const signedIn = await signedInHeaders(t, user.id);
    const declined = (headers: Record<string, string>) => ({
      ...headers,
      cookie: `${headers.cookie}; euCookiesAccepted=0`,
    });
    const browsers = {
      'visitor, not chosen': browserHeaders(),
      'visitor with a cookie, not chosen': {
        ...browserHeaders(),
        cookie: `${browserHeaders().cookie}; levada_visitor=visitor-no-consent-1`,
      },
      'visitor, declined': declined(browserHeaders()),
      'signed in, not chosen': signedIn,
      'signed in, declined': declined({
        ...signedIn,
        cookie: `${signedIn.cookie}; levada_visitor=visitor-no-consent-2`,
      }),
    };
    for (const [who, headers] of Object.entries(browsers))
      for (const url of ['/api/recommendations/views', '/api/recommendations/interactions']) {
        const res = await post(url, headers, listing.id);
        expect(res.statusCode, `${who} ${url}`).toBe(204);
        expect(visitorCookieOf(res), `${who} ${url}`).toBeUndefined();
      }
    expect(await viewRows(listing.id)).toEqual([]);
    expect(await interactionRows(listing.id)).toEqual([]);
    // The declined visitor's recently viewed stays empty; the same browser that accepts is kept.
    expect(
      (await recommend('scenario=homepage-recently-viewed', browsers['signed in, declined'])).data,
    ).toEqual([]);
    const res = await post('/api/recommendations/views', accepted(browserHeaders()), listing.id);
    expect(visitorCookieOf(res)).toMatch(/^levada_visitor=/);
    expect(await viewRows(listing.id)).toHaveLength(1);
  });
});
