import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildImage, buildListing, buildOperator } from '../test/factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/listings', () => {
  it('returns only published listings, oldest first by default (-createdAt, spec 000 §9), with meta', async () => {
    const db = t.database.db;
    const author = await buildOperator(db);
    const older = await buildListing(db, {
      authorId: author.id,
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    const newer = await buildListing(db, {
      authorId: author.id,
      createdAt: new Date('2026-03-01T00:00:00Z'),
    });
    await buildListing(db, { authorId: author.id, state: 'draft' });
    await buildListing(db, { authorId: author.id, state: 'closed' });
    await buildListing(db, { authorId: author.id, deleted: true });
    await buildImage(db, { ownerId: author.id, listingId: newer.id });

    const res = await t.app.inject({ method: 'GET', url: '/api/listings' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((l: { id: string }) => l.id)).toEqual([older.id, newer.id]);
    expect(body.meta).toEqual({
      page: 1,
      perPage: 36,
      totalItems: 2,
      totalPages: 1,
      isTotalCapped: false,
      sort: '-createdAt',
    });
    expect(body.data[1].images[0].variants.map((v: { url: string }) => v.url)).toEqual([
      expect.stringMatching(/^\/images\/test\/.*\/listing-card\.jpg$/),
      expect.stringMatching(/^\/images\/test\/.*\/listing-card-2x\.jpg$/),
    ]);
  });

  it.each([['page=0'], ['page=abc'], ['page=-1'], ['perPage=1000'], ['sort=name']])(
    'answers %s with a 400 and a code',
    async (qs) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/listings?${qs}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation-invalid-params');
    },
  );
});

describe('GET /api/listings/:id', () => {
  it('shows a published listing and hides drafts, closed and deleted ones', async () => {
    const db = t.database.db;
    const published = await buildListing(db);
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${published.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.title).toBe(published.title);

    for (const hidden of [{ state: 'draft' }, { state: 'closed' }, { deleted: true }] as const) {
      const listing = await buildListing(db, hidden);
      const hiddenRes = await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
      expect(hiddenRes.statusCode).toBe(404);
      expect(hiddenRes.json().error.code).toBe('not-found');
    }
  });

  it('answers HEAD without a body: 200 while published, 404 once closed (the re-check after hydrating)', async () => {
    const db = t.database.db;
    const listing = await buildListing(db);
    const open = await t.app.inject({ method: 'HEAD', url: `/api/listings/${listing.id}` });
    expect(open.statusCode).toBe(200);
    expect(open.body).toBe('');
    const closed = await buildListing(db, { state: 'closed' });
    const gone = await t.app.inject({ method: 'HEAD', url: `/api/listings/${closed.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe('');
  });

  it('answers a malformed id with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/listings/not-a-uuid' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation-invalid-params');
  });
});
