// Recombee configured (decision 174): `recombee-api-client`'s requests, intercepted with msw at the
// network edge (no network) and checked: the scenarios' calls and the recommId round trip, the
// interactions and the catalogue sent by jobs, a failing service that only costs the carousel.
import { sql } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runDueJobs } from '../jobs/job-runner';
import { recommendationCatalogueJobKind } from '../modules/recommendations/sync-recommendation-catalogue';
import { enqueueJob } from '../jobs/job-queue';
import { buildListing, buildUser } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Received = { method: string; path: string; query: URLSearchParams; body: Json | null };
let received: Received[] = [];
/** What the recommend and search endpoints answer next. */
let answer: { status: number; body: Json } = { status: 200, body: {} };
const recombeeRecommId = '0c8c1f4e-3a2b-4c5d-8e9f-a0b1c2d3e4f5';
const linkRecommId = '0c8c1f4e3a2b4c5d8e9fa0b1c2d3e4f5';

const recombee = setupServer(
  http.all('https://rapi-eu-west.recombee.com/*', async ({ request }) => {
    const url = new URL(request.url);
    const text = await request.text();
    received.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : null,
    });
    if (/\/(recomms|search)\//.test(url.pathname))
      return HttpResponse.json(answer.body, { status: answer.status });
    if (url.pathname.endsWith('/batch/')) return HttpResponse.json([]);
    return HttpResponse.json('ok');
  }),
);

let t: TestContext;
beforeAll(async () => {
  recombee.listen({ onUnhandledRequest: 'error' });
  t = await createTestApp({
    recombee: {
      databaseId: 'levada-test',
      token: 'recombee-private-token-0001',
      region: 'eu-west',
    },
  });
});
beforeEach(() => {
  received = [];
});
afterAll(async () => {
  await t.close();
  recombee.close();
});

const consented = (visitorId: string, headers = browserHeaders()) => ({
  ...headers,
  cookie: `${headers.cookie}; euCookiesAccepted=1; levada_visitor=${visitorId}`,
});
const signed = (r: Received) => {
  expect(r.query.get('hmac_timestamp')).toMatch(/^\d{10}$/);
  expect(r.query.get('hmac_sign')).toMatch(/^[0-9a-f]{40}$/);
};
const settle = () => runDueJobs(t.app.deps, { log: () => {} });
const localRows = async () =>
  (
    (await t.database.db.execute(
      sql`select (select count(*) from listing_views)::int as views,
        (select count(*) from recommendation_interactions)::int as interactions`,
    )) as unknown as { rows: { views: number; interactions: number }[] }
  ).rows[0];

describe('with RECOMBEE_DATABASE and RECOMBEE_TOKEN', () => {
  it('listing-similar asks items to the item with the scenario, 8, the properties and the region filter; the answer’s recommId is in the links; a closed listing is left out', async () => {
    const target = await buildListing(t.database.db, { lat: 32.65, lng: -16.9 });
    const near = await buildListing(t.database.db, { lat: 32.7, lng: -16.8 });
    const closed = await buildListing(t.database.db, { lat: 32.7, lng: -16.8, state: 'closed' });
    answer = {
      status: 200,
      body: {
        recommId: recombeeRecommId,
        recomms: [{ id: closed.id }, { id: near.id }, { id: 'not-a-listing' }],
      },
    };
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/recommendations?scenario=listing-similar&listingId=${target.id}&region=madeira`,
      headers: consented('visitor-recombee-001'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ recommId: string; data: { id: string; href: string }[] }>();
    expect(body.recommId).toBe(linkRecommId);
    expect(body.data.map((card) => card.id)).toEqual([near.id]);
    expect(body.data[0]!.href).toMatch(
      new RegExp(`^/l/[a-z0-9-]+/${near.id}\\?recommId=${linkRecommId}&region=madeira$`),
    );
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.method).toBe('POST');
    expect(call!.path).toBe(`/levada-test/recomms/items/${target.id}/items/`);
    signed(call!);
    expect(call!.body).toEqual({
      targetUserId: 'visitor-recombee-001',
      count: 8,
      scenario: 'listing-similar',
      cascadeCreate: true,
      returnProperties: true,
      includedProperties: ['title'],
      filter: `'state' == "published" and 'region' == "madeira"`,
    });
  });

  it('homepage-popular asks items to the signed-in user; the empty search’s popular searches 20', async () => {
    const user = await buildUser(t.database.db);
    answer = { status: 200, body: { recommId: recombeeRecommId, recomms: [] } };
    for (const scenario of ['homepage-popular', 'popular'])
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/recommendations?scenario=${scenario}`,
            headers: await signedInHeaders(t, user.id),
          })
        ).statusCode,
      ).toBe(200);
    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /levada-test/recomms/users/${user.id}/items/`,
      `POST /levada-test/search/users/${user.id}/items/`,
    ]);
    expect(received[0]!.body).toMatchObject({ count: 8, scenario: 'homepage-popular' });
    expect(received[1]!.body).toMatchObject({ searchQuery: '', count: 20, scenario: 'popular' });
  });

  it('a failing service only costs the carousel: 200 with none, logged', async () => {
    const listing = await buildListing(t.database.db);
    answer = { status: 500, body: { error: 'unavailable' } };
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/recommendations?scenario=listing-bestsellers&listingId=${listing.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
    expect(received.map((r) => r.body?.targetUserId)).toEqual(['anonymous']);
  });

  it('a detail view with its recommId, a cart addition and the merge at sign-in reach Recombee from jobs, never kept locally', async () => {
    const listing = await buildListing(t.database.db);
    const browser = consented('visitor-recombee-002');
    for (const [url, payload] of [
      ['/api/recommendations/views', { listingId: listing.id, recommId: linkRecommId }],
      ['/api/recommendations/interactions', { kind: 'cart-addition', listingId: listing.id }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers: browser, payload });
      expect(res.statusCode, res.body).toBe(204);
    }
    // Nothing is sent in the request.
    expect(received).toEqual([]);
    await settle();
    const at = t.clock.now().toISOString();
    const byPath = Object.fromEntries(received.map((r) => [r.path, r]));
    expect(byPath['/levada-test/detailviews/']).toMatchObject({
      method: 'POST',
      body: {
        userId: 'visitor-recombee-002',
        itemId: listing.id,
        timestamp: at,
        cascadeCreate: true,
        recommId: recombeeRecommId,
      },
    });
    signed(byPath['/levada-test/detailviews/']!);
    expect(byPath['/levada-test/cartadditions/']).toMatchObject({
      method: 'POST',
      body: {
        userId: 'visitor-recombee-002',
        itemId: listing.id,
        timestamp: at,
        cascadeCreate: true,
      },
    });
    expect(await localRows()).toEqual({ views: 0, interactions: 0 });

    // A sign-up that signs in from that browser merges the visitor into the user.
    received = [];
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: browser,
      payload: {
        type: 1,
        firstName: 'Rita',
        lastName: 'Abreu',
        email: 'recombee.merge@example.pt',
        phoneNumber: '+351 912 345 678',
        password: 'laurel-forest-2026',
        termsAccepted: true,
        marketingEmailOption: false,
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const userId = signup.json<{ data: { user: { id: string } } }>().data.user.id;
    await settle();
    const merge = received.find((r) => r.path.includes('/merge/'));
    expect(merge).toMatchObject({
      method: 'PUT',
      path: `/levada-test/users/${userId}/merge/visitor-recombee-002`,
    });
    expect(merge!.query.get('cascadeCreate')).toBe('true');
  });

  it('a purchase names its referring partner only when the partner’s id is uuid-shaped (spec 001 §5)', async () => {
    const listing = await buildListing(t.database.db);
    const partner = '5b2f7c1e-8d4a-4e6b-9c3d-2a1f0e9d8c7b';
    for (const affiliateId of [partner, 'partner-42', undefined]) {
      received = [];
      await t.app.deps.recommender.recordInteraction({
        kind: 'purchase',
        listingId: listing.id,
        userId: 'a1b2c3d4-0000-4000-8000-000000000001',
        recommId: null,
        ...(affiliateId ? { affiliateId } : {}),
        at: t.clock.now(),
      });
      const purchase = received.find((r) => r.path.endsWith('/purchases/'));
      expect(purchase?.method).toBe('POST');
      expect(purchase?.body?.itemId).toBe(listing.id);
      expect(purchase?.body?.additionalData).toEqual(
        affiliateId === partner ? { affiliateId: partner } : undefined,
      );
    }
  });

  it('the hourly catalogue job sends the listings (title, categories, region, price, state) and the consenting users', async () => {
    const listing = await buildListing(t.database.db, {
      title: 'Levada do Rei at dawn',
      lat: 32.8,
      lng: -16.9,
      publicData: { categories: ['hiking' as const] },
    });
    const accepted = await buildUser(t.database.db);
    const silent = await buildUser(t.database.db);
    await t.database.db.execute(
      sql`insert into tracking_consents (user_id, granted, decided_at) values (${accepted.id}::uuid, true, now())`,
    );
    await enqueueJob(t.database.db, t.clock, {
      kind: recommendationCatalogueJobKind,
      payload: {},
      key: 'catalogue-test',
    });
    await settle();
    const batch = received.find((r) => r.path === '/levada-test/batch/')!;
    expect(batch.method).toBe('POST');
    signed(batch);
    const requests = batch.body!.requests as { method: string; path: string; params?: Json }[];
    expect(requests).toContainEqual({
      method: 'PUT',
      path: '/items/properties/region',
      params: { type: 'string' },
    });
    expect(requests).toContainEqual({
      method: 'POST',
      path: `/items/${listing.id}`,
      params: {
        title: 'Levada do Rei at dawn',
        categories: ['hiking'],
        region: 'madeira',
        price: listing.priceAmount === null ? null : listing.priceAmount / 100,
        currency: listing.priceCurrency,
        state: 'published',
        '!cascadeCreate': true,
      },
    });
    const users = requests.filter((r) => r.path.startsWith('/users/')).map((r) => r.path);
    expect(users).toContain(`/users/${accepted.id}`);
    expect(users).not.toContain(`/users/${silent.id}`);
    // The next hour's run is queued.
    const next = (await t.database.db.execute(
      sql`select count(*)::int as n from jobs where kind = ${recommendationCatalogueJobKind} and state = 'queued'`,
    )) as unknown as { rows: { n: number }[] };
    expect(next.rows[0]!.n).toBe(1);
  });
});
