// Issue 14 item 8: the map plots every result in view, from a light points endpoint, capped.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MapPointsResponse } from '../../contracts/search';
import { parseSearchParams } from '../../domain/search';
import { searchMapPoints } from '../modules/search/search-map-points';
import { buildListing, buildOperator } from '../test/factories';
import { signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
let authorId: string;
beforeAll(async () => {
  t = await createTestApp();
  authorId = (await buildOperator(t.database.db)).id;
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`delete from listings`);
});

const listing = (overrides: Parameters<typeof buildListing>[1] = {}) =>
  buildListing(t.database.db, { authorId, ...overrides });
async function points(query: string, headers?: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/listings/map-points${query ? `?${query}` : ''}`,
    ...(headers ? { headers } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MapPointsResponse;
}
// Madeira, as the map shows it.
const madeira = 'bounds=33.2,-16.2,32.5,-17.4';

describe('GET /api/listings/map-points', () => {
  it('answers every published listing in the bounds with its place, title and price, not one page', async () => {
    const inView = [];
    for (let i = 0; i < 30; i++) inView.push(await listing({ lat: 32.7 + i / 1000, lng: -16.9 }));
    await listing({ lat: 41.15, lng: -8.61, title: 'Douro river cruise' }); // Porto: out of view
    await listing({ state: 'draft' });
    await listing({ state: 'closed' });
    await listing({ lat: null, lng: null });

    const answer = await points(madeira);
    expect(answer.meta.isCapped).toBe(false);
    expect(answer.data).toHaveLength(30);
    expect(new Set(answer.data.map((p) => p.id))).toEqual(new Set(inView.map((l) => l.id)));
    expect(answer.data[0]).toEqual({
      id: inView[29]!.id,
      title: inView[29]!.title,
      lat: inView[29]!.lat,
      lng: -16.9,
      price: { amount: 4500, currency: 'EUR' },
    });
    // Without bounds: everything with a place.
    expect((await points('')).data).toHaveLength(31);
  });

  it('gives a discounted listing’s marker the price its card shows, the discount taken off (issue 49)', async () => {
    const discounted = await listing({
      lat: 32.7,
      lng: -16.9,
      priceAmount: 24000,
      publicData: { discountPercent: 20 },
    });
    const [point] = (await points(madeira)).data.filter((p) => p.id === discounted.id);
    expect(point!.price).toEqual({ amount: 19200, currency: 'EUR' });
  });

  it('finds a misspelt word by its near words until a listing makes it a known word', async () => {
    const pancakes = await listing({ title: 'Banana pancakes tasting', lat: 32.7, lng: -16.9 });
    const ids = async () => (await points(`keywords=pancakez&${madeira}`)).data.map((p) => p.id);
    expect(await ids()).toEqual([pancakes.id]);
    expect(await ids()).toEqual([pancakes.id]);
    const festival = await listing({ title: 'Pancakez festival', lat: 32.71, lng: -16.9 });
    expect(await ids()).toEqual([festival.id]);
  });

  it('applies the search’s filters and keywords, and titles in the reader’s language', async () => {
    const boat = await listing({
      title: 'Dolphin watching',
      description: 'A boat trip to see dolphins and whales.',
      publicData: {
        categories: ['boattours'],
        translations: { pt: { title: 'Observação de golfinhos' } },
      },
    });
    await listing({ title: 'Levada walk' });
    expect((await points(`${madeira}&pub_categories=boattours`)).data.map((p) => p.id)).toEqual([
      boat.id,
    ]);
    const found = await points(`keywords=dolphins&language=pt`);
    expect(found.data.map((p) => [p.id, p.title])).toEqual([[boat.id, 'Observação de golfinhos']]);
  });

  it('stops at the cap and says so', async () => {
    for (let i = 0; i < 4; i++) await listing();
    const { params } = parseSearchParams({});
    const capped = await searchMapPoints(t.app.deps, params, 'en', 3);
    expect(capped.data).toHaveLength(3);
    expect(capped.meta.isCapped).toBe(true);
    expect((await searchMapPoints(t.app.deps, params, 'en', 4)).meta.isCapped).toBe(false);
  });

  it('shows no one’s drafts, even to their author, and refuses bad input with a clear code', async () => {
    const draft = await listing({ state: 'draft' });
    const own = await points('', await signedInHeaders(t, authorId));
    expect(own.data.map((p) => p.id)).not.toContain(draft.id);
    const bad = await t.app.inject({ method: 'GET', url: '/api/listings/map-points?bounds=x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation-invalid-params');
    const unknownLanguage = await t.app.inject({
      method: 'GET',
      url: '/api/listings/map-points?language=xx',
    });
    expect(unknownLanguage.statusCode).toBe(400);
  });
});
