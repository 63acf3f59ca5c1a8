import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import { listingSlots, listings, users } from '../db/schema';
import { buildListing, buildListingSlot, buildOperator } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { msUntil, renameQuietly } from '../test/quiet-changes';
import { buildBookableListing, buildTransaction } from '../test/transaction-factories';

// Two server processes on one database (decision 056): `a` and `b`. On PostgreSQL `b` has its own
// connection pool and its own listening connection, as another process would.
let a: TestContext;
let b: TestContext;
let other: Database;
beforeAll(async () => {
  a = await createTestApp();
  other = a.database.url
    ? { ...(await openPostgres(a.database.url)), url: a.database.url }
    : a.database;
  b = await createTestApp({}, { database: other, clock: a.clock });
});
afterAll(async () => {
  await b.close();
  if (other !== a.database) await other.close();
  await a.close();
});

type Server = TestContext['app'];
const get = async (app: Server, url: string) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res;
};
const titleOf = async (app: Server, id: string) =>
  (await get(app, `/api/listings/${id}`)).json().data.title as string;
const idsOf = async (app: Server, url: string) =>
  ((await get(app, url)).json().data as { id: string }[]).map((l) => l.id);

describe('public answers kept in memory', () => {
  it('answers a listing from memory until a change is committed, then shows it on every server within 1 s', async () => {
    const listing = await buildListing(a.database.db, { title: 'Pico do Arieiro at dawn' });
    expect(await titleOf(a.app, listing.id)).toBe('Pico do Arieiro at dawn');
    expect(await titleOf(b.app, listing.id)).toBe('Pico do Arieiro at dawn');

    // Kept: a change nobody is told of does not show.
    await renameQuietly(a.database.db, listing.id, 'Unannounced title');
    expect(await titleOf(a.app, listing.id)).toBe('Pico do Arieiro at dawn');
    expect(await titleOf(b.app, listing.id)).toBe('Pico do Arieiro at dawn');

    // A committed change: the server whose pool wrote it shows it at once, the other within 1 s.
    await a.database.db
      .update(listings)
      .set({ title: 'Pico Ruivo at dawn' })
      .where(eq(listings.id, listing.id));
    expect(await titleOf(a.app, listing.id)).toBe('Pico Ruivo at dawn');
    const ms = await msUntil(
      async () => (await titleOf(b.app, listing.id)) === 'Pico Ruivo at dawn',
    );
    expect(ms).toBeLessThan(1000);
  });

  it('drops a closed listing from search results on every server within 1 s', async () => {
    const listing = await buildListing(a.database.db, { createdAt: new Date('2027-01-01') });
    expect(await idsOf(a.app, '/api/listings')).toContain(listing.id);
    expect(await idsOf(b.app, '/api/listings')).toContain(listing.id);

    // b writes this time.
    await other.db.update(listings).set({ state: 'closed' }).where(eq(listings.id, listing.id));
    expect(await idsOf(b.app, '/api/listings')).not.toContain(listing.id);
    await msUntil(async () => !(await idsOf(a.app, '/api/listings')).includes(listing.id));
    const res = await a.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect(res.statusCode).toBe(404);
  });

  it('drops a sold-out departure from a dated search on every server within 1 s', async () => {
    const operator = await buildOperator(a.database.db);
    const listing = await buildListing(a.database.db, { authorId: operator.id });
    const slot = await buildListingSlot(a.database.db, {
      listingId: listing.id,
      startAt: new Date('2026-06-10T10:00:00Z'),
    });
    const url = `/api/listings?dates=2026-06-10,2026-06-10&authorId=${operator.id}`;
    expect(await idsOf(a.app, url)).toEqual([listing.id]);
    expect(await idsOf(b.app, url)).toEqual([listing.id]);

    await a.database.db
      .update(listingSlots)
      .set({ booked: slot.seats })
      .where(eq(listingSlots.listingId, slot.listingId));
    expect(await idsOf(a.app, url)).toEqual([]);
    await msUntil(async () => (await idsOf(b.app, url)).length === 0);
  });

  it('answers a search with filters current on both servers, within 1 s on the other (decision 140)', async () => {
    const operator = await buildOperator(a.database.db);
    const listing = await buildListing(a.database.db, {
      authorId: operator.id,
      title: 'Zimbreiro ridge walk',
      priceAmount: 4000,
    });
    const slot = await buildListingSlot(a.database.db, {
      listingId: listing.id,
      startAt: new Date('2026-06-11T10:00:00Z'),
    });
    const cheap = '/api/listings?keywords=zimbreiro&price=0,50';
    const dated = '/api/listings?keywords=zimbreiro&dates=2026-06-11,2026-06-11';
    for (const app of [a.app, b.app]) {
      expect(await idsOf(app, cheap)).toEqual([listing.id]);
      expect(await idsOf(app, dated)).toEqual([listing.id]);
    }
    // A price edit on a: a reads its own write at once, b within 1 s.
    await a.database.db
      .update(listings)
      .set({ priceAmount: 9000 })
      .where(eq(listings.id, listing.id));
    expect(await idsOf(a.app, cheap)).toEqual([]);
    await msUntil(async () => (await idsOf(b.app, cheap)).length === 0);
    // The last seat taken on b (a booking changes only the departures): the same the other way.
    await other.db
      .update(listingSlots)
      .set({ booked: slot.seats })
      .where(eq(listingSlots.listingId, listing.id));
    expect(await idsOf(b.app, dated)).toEqual([]);
    await msUntil(async () => (await idsOf(a.app, dated)).length === 0);
  });

  it('answers the kept ETag with a 304 and the same bytes otherwise', async () => {
    const listing = await buildListing(a.database.db);
    const first = await get(b.app, `/api/listings/${listing.id}`);
    const second = await get(b.app, `/api/listings/${listing.id}`);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['cache-control']).toBe('private, no-store');
    const notModified = await b.app.inject({
      method: 'GET',
      url: `/api/listings/${listing.id}`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });
});

describe('kept listing answers wait for their own rows (migration 0033)', () => {
  it('keep a listing while another listing, another operator and another booking change; drop it when its own operator changes', async () => {
    const kept = await buildListing(a.database.db, { title: 'Levada do Rei' });
    const other = await buildListing(a.database.db, { title: 'Ponta de São Lourenço' });
    for (const app of [a.app, b.app]) {
      expect(await titleOf(app, kept.id)).toBe('Levada do Rei');
      expect(await titleOf(app, other.id)).toBe('Ponta de São Lourenço');
    }
    await renameQuietly(a.database.db, kept.id, 'Quietly renamed');

    await a.database.db
      .update(listings)
      .set({ title: 'Ponta de São Lourenço at dawn' })
      .where(eq(listings.id, other.id));
    await a.database.db
      .update(users)
      .set({ firstName: 'Renamed' })
      .where(eq(users.id, other.authorId));
    await buildTransaction(a.app.deps);
    await msUntil(async () => (await titleOf(b.app, other.id)) === 'Ponta de São Lourenço at dawn');
    for (const app of [a.app, b.app]) expect(await titleOf(app, kept.id)).toBe('Levada do Rei');

    // Its operator's record changes (one more live tour): every server shows the listing anew.
    await buildListing(a.database.db, { authorId: kept.authorId });
    expect(await titleOf(a.app, kept.id)).toBe('Quietly renamed');
    await msUntil(async () => (await titleOf(b.app, kept.id)) === 'Quietly renamed');
  });

  it("drop an operator's kept listings when a booking of theirs is made", async () => {
    const { listing, operatorId, departure } = await buildBookableListing(a.app.deps);
    for (const app of [a.app, b.app]) await titleOf(app, listing.id);
    await renameQuietly(a.database.db, listing.id, 'Renamed before the booking');
    await buildTransaction(a.app.deps, { listing: { id: listing.id, operatorId, departure } });
    expect(await titleOf(a.app, listing.id)).toBe('Renamed before the booking');
    await msUntil(async () => (await titleOf(b.app, listing.id)) === 'Renamed before the booking');
  });
});

describe('kept answers, compressed', () => {
  it('sends br or gzip as asked, decoding to the very bytes sent uncompressed', async () => {
    const operator = await buildOperator(a.database.db);
    for (let i = 0; i < 5; i += 1) await buildListing(a.database.db, { authorId: operator.id });
    const url = `/api/listings?authorId=${operator.id}`;
    const plain = await get(a.app, url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      // Twice: once compressed on the way out, once from what was kept.
      for (let round = 0; round < 2; round += 1) {
        const res = await a.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': accept },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
      }
    }
    const identity = await a.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });
});

describe('without the cache (PUBLIC_READ_CACHE_MB=0)', () => {
  it('computes every answer', async () => {
    const uncached = await createTestApp(
      { publicReadCacheBytes: 0 },
      { database: a.database, clock: a.clock },
    );
    try {
      const listing = await buildListing(a.database.db, { title: 'Fajã dos Padres' });
      expect(await titleOf(uncached.app, listing.id)).toBe('Fajã dos Padres');
      await renameQuietly(a.database.db, listing.id, 'Fajã da Ovelha');
      expect(await titleOf(uncached.app, listing.id)).toBe('Fajã da Ovelha');
    } finally {
      await uncached.close();
    }
  });
});
