// The landing page's tours (decision 130): featured by the marketplace first, then by quality.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImage, buildListing, buildOperator } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildBookableListing, buildTransaction } from '../test/transaction-factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const longDescription =
  'Along the levada through laurel forest, with a stop at the viewpoint. '.repeat(4);

async function featuredIds(): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/listings/featured?perPage=24' });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: string }[]).map((card) => card.id);
}

/** Whether `ids` lists `first` before `second` (both present). */
const isBefore = (ids: string[], first: string, second: string) =>
  ids.includes(first) && ids.includes(second) && ids.indexOf(first) < ids.indexOf(second);

async function withPhoto(overrides: Parameters<typeof buildListing>[1] = {}) {
  const author = await buildOperator(t.database.db);
  const listing = await buildListing(t.database.db, {
    authorId: author.id,
    description: longDescription,
    ...overrides,
  });
  await buildImage(t.database.db, { ownerId: author.id, listingId: listing.id });
  return listing;
}

describe('GET /api/listings/featured', () => {
  it('puts a listing the marketplace featured first, even an older one with no photo', async () => {
    const rated = await withPhoto({ ratingAverage: '4.9', ratingCount: 40 });
    const featured = await buildListing(t.database.db, {
      featured: true,
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    const ids = await featuredIds();
    expect(ids[0]).toBe(featured.id);
    expect(isBefore(ids, featured.id, rated.id)).toBe(true);
  });

  it('never leads with a tour published today with no photo or review', async () => {
    const older = await withPhoto({ createdAt: new Date('2025-06-01T00:00:00Z') });
    const today = await buildListing(t.database.db, {
      description: longDescription,
      createdAt: t.app.deps.clock.now(),
    });
    expect(isBefore(await featuredIds(), older.id, today.id)).toBe(true);
  });

  it('ranks fifty 4.8-star reviews above one 5-star review', async () => {
    const one = await withPhoto({ ratingAverage: '5.0', ratingCount: 1 });
    const fifty = await withPhoto({ ratingAverage: '4.8', ratingCount: 50 });
    expect(isBefore(await featuredIds(), fifty.id, one.id)).toBe(true);
  });

  it('ranks a tour booked lately above the same tour with declined requests only', async () => {
    const booked = await buildBookableListing(t.app.deps);
    const idle = await buildBookableListing(t.app.deps);
    const listing = {
      id: booked.listing.id,
      operatorId: booked.operatorId,
      departure: booked.departure,
    };
    for (let i = 0; i < 3; i++) await buildTransaction(t.app.deps, { state: 'accepted', listing });
    // Declined requests are not bookings.
    const idleListing = {
      id: idle.listing.id,
      operatorId: idle.operatorId,
      departure: idle.departure,
    };
    for (let i = 0; i < 3; i++)
      await buildTransaction(t.app.deps, { state: 'declined', listing: idleListing });
    const ids = await featuredIds();
    expect(isBefore(ids, booked.listing.id, idle.listing.id)).toBe(true);
  });

  it('shows published listings only, as search cards', async () => {
    const draft = await buildListing(t.database.db, { state: 'draft', featured: true });
    const closed = await buildListing(t.database.db, { state: 'closed', featured: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/listings/featured?perPage=2' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(2);
    expect(body.data.map((c: { id: string }) => c.id)).not.toContain(draft.id);
    expect(body.data.map((c: { id: string }) => c.id)).not.toContain(closed.id);
    expect(body.data[0]).toMatchObject({ title: expect.any(String), price: expect.any(Object) });
  });

  it.each([['perPage=0'], ['perPage=25'], ['perPage=abc']])(
    'answers %s with a 400 and a code',
    async (qs) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/listings/featured?${qs}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation-invalid-params');
    },
  );
});
