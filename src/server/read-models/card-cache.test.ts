import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listingSearchResponseSchema, type ListingSearchResponse } from '../../contracts/search';
import { openPostgres, type Database } from '../db/client';
import { images, listings } from '../db/schema';
import { buildImage, buildListing } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { msUntil, renameQuietly } from '../test/quiet-changes';
import { createCardCache } from './card-cache';
import { searchAnswerJson } from '../modules/search/search-listings';

// Two server processes on one database (decision 084), neither keeping whole answers (decision 056):
// what a search shows of a listing comes from its card, kept or read.
let a: TestContext;
let b: TestContext;
let other: Database;
beforeAll(async () => {
  a = await createTestApp({ publicReadCacheBytes: 0 });
  other = a.database.url
    ? { ...(await openPostgres(a.database.url)), url: a.database.url }
    : a.database;
  b = await createTestApp({ publicReadCacheBytes: 0 }, { database: other, clock: a.clock });
});
afterAll(async () => {
  await b.close();
  if (other !== a.database) await other.close();
  await a.close();
});

type Server = TestContext['app'];
type Card = { id: string; title: string; images: { id: string }[] };
// One word with a filter: the index's (or the narrow table's) page, whose cards are read by id.
const cardsOf = async (app: Server, word: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/listings?keywords=${word}&price=0,1000`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as Card[];
};
const cardOf = async (app: Server, word: string, id: string) =>
  (await cardsOf(app, word)).find((card) => card.id === id);

describe('published cards kept in memory', () => {
  it('shows a listing’s card from memory until the listing or its photos change, then on every server within 1 s', async () => {
    const listing = await buildListing(a.database.db, {
      title: 'Quintessential poncha tasting',
      priceAmount: 900,
    });
    for (const app of [a.app, b.app])
      expect((await cardOf(app, 'quintessential', listing.id))?.title).toBe(
        'Quintessential poncha tasting',
      );

    // Kept: a change nobody is told of does not show.
    await renameQuietly(a.database.db, listing.id, 'Quintessential unannounced');
    for (const app of [a.app, b.app])
      expect((await cardOf(app, 'quintessential', listing.id))?.title).toBe(
        'Quintessential poncha tasting',
      );

    // A committed change of the listing: the server that wrote it at once, the other within 1 s.
    await a.database.db
      .update(listings)
      .set({ title: 'Quintessential poncha and bolo do caco' })
      .where(eq(listings.id, listing.id));
    expect((await cardOf(a.app, 'quintessential', listing.id))?.title).toBe(
      'Quintessential poncha and bolo do caco',
    );
    expect(
      await msUntil(
        async () =>
          (await cardOf(b.app, 'quintessential', listing.id))?.title ===
          'Quintessential poncha and bolo do caco',
      ),
    ).toBeLessThan(1000);

    // A photo added, then taken away: the card's first photo follows on both.
    const photo = await buildImage(a.database.db, {
      ownerId: listing.authorId,
      listingId: listing.id,
    });
    expect((await cardOf(a.app, 'quintessential', listing.id))?.images.map((i) => i.id)).toEqual([
      photo.id,
    ]);
    await msUntil(
      async () => (await cardOf(b.app, 'quintessential', listing.id))?.images[0]?.id === photo.id,
    );
    await a.database.db.delete(images).where(eq(images.id, photo.id));
    expect((await cardOf(a.app, 'quintessential', listing.id))?.images).toEqual([]);
    await msUntil(
      async () => (await cardOf(b.app, 'quintessential', listing.id))?.images.length === 0,
    );

    // Closed: gone from both.
    await a.database.db
      .update(listings)
      .set({ state: 'closed' })
      .where(eq(listings.id, listing.id));
    expect(await cardOf(a.app, 'quintessential', listing.id)).toBeUndefined();
    await msUntil(async () => (await cardOf(b.app, 'quintessential', listing.id)) === undefined);
  });

  it('writes a search answer as its response schema does, and still refuses a card the schema does not allow', async () => {
    const listing = await buildListing(a.database.db, {
      title: 'Xaréu spearfishing',
      priceAmount: 600,
    });
    await buildImage(a.database.db, { ownerId: listing.authorId, listingId: listing.id });
    for (let round = 0; round < 2; round++) {
      const res = await a.app.inject({
        method: 'GET',
        url: '/api/listings?keywords=xaréu&price=0,1000',
      });
      expect(res.json().data.map((card: Card) => card.id)).toEqual([listing.id]);
      expect(res.body).toBe(
        JSON.stringify(z.encode(listingSearchResponseSchema, res.json() as ListingSearchResponse)),
      );
    }
    const answer = (
      await a.app.inject({ method: 'GET', url: '/api/listings?keywords=xaréu&price=0,1000' })
    ).json() as ListingSearchResponse;
    expect(() =>
      searchAnswerJson({
        ...answer,
        data: [{ ...answer.data[0]!, rating: { average: 4, count: 0 } }],
      }),
    ).toThrow();
  });

  it('does not keep a card whose listing changed while it was read, and keeps no more than it may', async () => {
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => buildListing(a.database.db)),
    );
    const cache = createCardCache<{ id: string; title: string }>(a.database.db, { maxCards: 2 });
    try {
      let computed: string[] = [];
      const titles = async (ids: string[]) => {
        computed.push(...ids);
        return (await a.database.db.select().from(listings)).filter((row) => ids.includes(row.id));
      };
      const read = async (ids: string[]) =>
        (await cache.read(ids, titles)).map((card) => card.title);
      // Read once, then kept.
      expect(await read([first!.id])).toEqual([first!.title]);
      expect(await read([first!.id])).toEqual([first!.title]);
      expect(await read([first!.id])).toEqual([first!.title]);
      expect(computed).toEqual([first!.id]);

      // Read while its listing changes: answered as read, not kept.
      await a.database.db
        .update(listings)
        .set({ title: 'Changed under the read' })
        .where(eq(listings.id, second!.id));
      computed = [];
      const during = await cache.read([second!.id], async (ids) => {
        const rows = await titles(ids);
        await a.database.db
          .update(listings)
          .set({ title: 'Changed again' })
          .where(eq(listings.id, second!.id));
        // Another read hears this process's own change before it answers.
        await cache.read([], async () => []);
        return rows;
      });
      expect(during.map((card) => card.title)).toEqual(['Changed under the read']);
      expect(await read([second!.id])).toEqual(['Changed again']);
      expect(await read([second!.id])).toEqual(['Changed again']);
      expect(computed).toEqual([second!.id, second!.id]);

      // Two at most, the least recently read going first; an order asked is the order answered.
      computed = [];
      expect(await read([third!.id, first!.id])).toEqual([third!.title, first!.title]);
      expect(computed).toEqual([third!.id]);
      expect(await read([first!.id, third!.id])).toEqual([first!.title, third!.title]);
      expect(await read([second!.id])).toEqual(['Changed again']);
      expect(computed).toEqual([third!.id, second!.id]);
    } finally {
      await cache.close();
    }
  });
});
