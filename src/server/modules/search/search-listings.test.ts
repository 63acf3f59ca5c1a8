import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryKey } from '../../../domain/listing';
import { emptySearchParams } from '../../../domain/search';
import { listings } from '../../db/schema';
import { buildListing, buildOperator } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { searchListings } from './search-listings';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  const author = await buildOperator(t.database.db);
  for (let i = 0; i < 5; i++)
    await buildListing(t.database.db, { authorId: author.id, title: `Levada walk ${i}` });
});
afterAll(async () => t.close());

const deps = () => ({ db: t.database.db, clock: t.clock, imageStorage: t.app.deps.imageStorage });

describe('searchListings counting', () => {
  it('counts up to the cap and says when more match', async () => {
    const capped = await searchListings(deps(), emptySearchParams, { perPage: 2, countCap: 3 });
    expect(capped.meta).toMatchObject({ totalItems: 3, totalPages: 2, isTotalCapped: true });
    expect(capped.data).toHaveLength(2);
    const exact = await searchListings(deps(), emptySearchParams, { perPage: 2, countCap: 5 });
    expect(exact.meta).toMatchObject({ totalItems: 5, totalPages: 3, isTotalCapped: false });
  });

  it('caps the count of a relevance search too, and of a page past the end', async () => {
    const keywords = { ...emptySearchParams, keywords: 'levada' };
    expect(
      (await searchListings(deps(), keywords, { perPage: 2, countCap: 3 })).meta,
    ).toMatchObject({
      totalItems: 3,
      isTotalCapped: true,
      sort: 'relevance',
    });
    expect(
      (await searchListings(deps(), { ...keywords, page: 9 }, { perPage: 2, countCap: 3 })).meta,
    ).toMatchObject({
      totalItems: 3,
      isTotalCapped: true,
    });
    expect(
      (await searchListings(deps(), { ...keywords, page: 9 }, { perPage: 2, countCap: 10 })).meta,
    ).toMatchObject({
      totalItems: 5,
      isTotalCapped: false,
    });
  });

  it('counts a word past the cap whether titles or only descriptions hold it', async () => {
    const author = await buildOperator(t.database.db);
    await buildListing(t.database.db, { authorId: author.id, title: 'Cachalote watching' });
    for (let i = 0; i < 4; i++)
      await buildListing(t.database.db, {
        authorId: author.id,
        title: `Boat trip ${i}`,
        description: 'A cachalote is often seen on the way.',
      });
    const count = async (keywords: string, countCap: number) =>
      (await searchListings(deps(), { ...emptySearchParams, keywords }, { perPage: 2, countCap }))
        .meta;
    // "boat": in four titles, past a cap of 3 by the titles alone; "cachalote": in one title and
    // four descriptions, past the cap only when the descriptions count too.
    expect(await count('boat', 3)).toMatchObject({ totalItems: 3, isTotalCapped: true });
    expect(await count('cachalote', 3)).toMatchObject({ totalItems: 3, isTotalCapped: true });
    expect(await count('cachalote', 10)).toMatchObject({ totalItems: 5, isTotalCapped: false });
    expect(await count('boat', 10)).toMatchObject({ totalItems: 4, isTotalCapped: false });
  });
});

describe('keyword queries', () => {
  // Both drivers (node-postgres and PGlite) answer a raw query with { rows }.
  const text = async (query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: { q: string }[] }).rows[0]!.q;

  it('hold each alternative once, so the planner does not expect a repeated one twice as often (migration 0031)', async () => {
    // "whael" is searched with its nearest words; whale and whales share the stem whal.
    const union = await text(sql`select public.levada_any_of(
      public.levada_word_alternatives('whale', 'english'::regconfig) ||
      public.levada_word_alternatives('whales', 'english'::regconfig))::text as q`);
    const alternatives = union.split(' | ').map((alternative) => alternative.trim());
    expect(alternatives).toContain("'whal'");
    expect(alternatives).toContain("'whales':*");
    expect(new Set(alternatives).size).toBe(alternatives.length);
    // Nothing to search for (stop words only) is the empty query, which && ignores.
    expect(
      await text(sql`select public.levada_any_of(
        public.levada_word_alternatives('the', 'english'::regconfig))::text as q`),
    ).toBe('');
  });

  it('keep every word of the summary (what relevance ranks) in the search document (what must match)', async () => {
    // A one-word search ranks the summary's matches without testing the document again.
    const author = await buildOperator(t.database.db);
    const translated = (language: string) => ({
      title: `Wälder Schluchten ${language} título`,
      shortDescription: `Navegamos falaises acantilados ${language}`,
      description: 'Long text',
    });
    const listing = await buildListing(t.database.db, {
      authorId: author.id,
      title: 'Sunset catamaran cruise to the cliffs',
      shortDescription: 'Dolphins, turtles and a swim stop in a bay',
      publicData: {
        place: 'Calheta marina',
        translations: {
          pt: translated('pt'),
          de: translated('de'),
          es: translated('es'),
          fr: translated('fr'),
        },
      },
    });
    const [row] = (
      (await t.database.db.execute(sql`
        select tsvector_to_array(search_summary) <@ tsvector_to_array(search_vector) as "isSubset",
               array_length(tsvector_to_array(search_summary), 1) as words
        from listings where id = ${listing.id}`)) as unknown as {
        rows: { isSubset: boolean; words: number }[];
      }
    ).rows;
    expect(row!.words).toBeGreaterThan(20);
    expect(row!.isSubset).toBe(true);
  });

  it('order many matches in two parts (titles ranked, then newest first) exactly as one ranked query does', async () => {
    const author = await buildOperator(t.database.db);
    const at = (day: number) => new Date(Date.UTC(2026, 2, day));
    await buildListing(t.database.db, {
      authorId: author.id,
      title: 'Poncha bars of Funchal',
      createdAt: at(1),
    });
    await buildListing(t.database.db, {
      authorId: author.id,
      title: 'Poncha, poncha, poncha',
      createdAt: at(2),
    });
    for (let day = 3; day <= 8; day++)
      await buildListing(t.database.db, {
        authorId: author.id,
        title: `Jeep safari ${day}`,
        description: 'We stop for a poncha on the way down.',
        createdAt: at(Math.min(day, 6)), // ties, broken by id
      });
    const params = { ...emptySearchParams, keywords: 'poncha' };
    // Keywords alone past the cap (3) run in two parts; under it (100), or with a filter (the
    // operator's listings only), as one query. No other listing of these tests says poncha.
    const page = async (perPage: number, n: number, countCap: number, authorId?: string) =>
      (
        await searchListings(deps(), { ...params, page: n }, { perPage, countCap, authorId })
      ).data.map((listing) => listing.id);
    const whole = await page(100, 1, 100);
    expect(whole).toHaveLength(8);
    expect(await page(100, 1, 3, author.id)).toEqual(whole);
    for (const perPage of [2, 3]) {
      const pages = [];
      for (let n = 1; n <= Math.ceil(8 / perPage) + 1; n++)
        pages.push(...(await page(perPage, n, 3)));
      expect(pages, `${perPage} a page`).toEqual(whole);
    }
  });

  it('find a misspelt word by its nearest words, and rank the listing that has them first', async () => {
    const author = await buildOperator(t.database.db);
    const whales = await buildListing(t.database.db, {
      authorId: author.id,
      title: 'Whales and dolphins at sea',
    });
    const found = await searchListings(
      deps(),
      { ...emptySearchParams, keywords: 'whael' },
      { perPage: 10 },
    );
    expect(found.data.map((listing) => listing.id)).toEqual([whales.id]);
    expect(found.meta).toMatchObject({ totalItems: 1, sort: 'relevance' });
  });
});

describe('the published listings’ summaries (migration 0035)', () => {
  const summaries = async () =>
    (
      (await t.database.db.execute(sql`
        select
          (select count(*)::int from listing_summaries) as rows,
          (select count(*)::int from listings where state = 'published' and not deleted) as published,
          (select count(*)::int from listing_summaries s join listings l on l.id = s.listing_id
           where l.state = 'published' and not l.deleted
             and s.summary = l.search_summary and s.created_at = l.created_at) as same
      `)) as unknown as { rows: { rows: number; published: number; same: number }[] }
    ).rows[0]!;
  const found = async (word: string) =>
    (
      await searchListings(
        deps(),
        { ...emptySearchParams, keywords: word },
        { perPage: 10, countCap: 1 },
      )
    ).data.map((listing) => listing.id);

  it('follow every publication, edit, closing, deletion and removal, so one word finds exactly the published', async () => {
    const db = t.database.db;
    const update = (id: string, values: Partial<typeof listings.$inferInsert>) =>
      db.update(listings).set(values).where(eq(listings.id, id));
    const draft = await buildListing(db, { title: 'Zarabatana workshop', state: 'draft' });
    expect(await found('zarabatana')).toEqual([]);
    await update(draft.id, { state: 'published' });
    expect(await found('zarabatana')).toEqual([draft.id]);
    await update(draft.id, { title: 'Quintarola trail' });
    expect(await found('zarabatana')).toEqual([]);
    expect(await found('quintarola')).toEqual([draft.id]);
    await update(draft.id, { deleted: true });
    expect(await found('quintarola')).toEqual([]);
    await update(draft.id, { deleted: false });
    expect(await found('quintarola')).toEqual([draft.id]);
    await update(draft.id, { state: 'closed' });
    expect(await found('quintarola')).toEqual([]);
    await update(draft.id, { state: 'published' });
    const { rows, published, same } = await summaries();
    expect([rows, same]).toEqual([published, published]);
    await db.delete(listings).where(eq(listings.id, draft.id));
    expect(await found('quintarola')).toEqual([]);
    expect((await summaries()).rows).toBe(published - 1);
  });

  it('rank one word in the same order as ranking it in listings, page by page', async () => {
    const author = await buildOperator(t.database.db);
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute));
    // Title, short description or both; equal ranks broken by the newest, equal times by the id.
    const texts: [string, string][] = [
      ['Madrugada hike', 'Sunrise walk'],
      ['Madrugada madrugada hike', 'Early'],
      ['Summit at sunrise', 'A madrugada start'],
      ['Madrugada peaks', 'Madrugada start, madrugada light'],
      ['Pico walk', 'Madrugada'],
      ['Madrugada hike', 'Sunrise walk'],
      ['Madrugada hike', 'Sunrise walk'],
    ];
    for (const [index, [title, shortDescription]] of texts.entries())
      await buildListing(t.database.db, {
        authorId: author.id,
        title,
        shortDescription,
        createdAt: at(Math.min(index, 5)),
      });
    const params = { ...emptySearchParams, keywords: 'madrugada' };
    const page = async (perPage: number, n: number, countCap: number) =>
      (await searchListings(deps(), { ...params, page: n }, { perPage, countCap })).data.map(
        (listing) => listing.id,
      );
    // Up to the cap (100) one query ranks them in listings; past it (cap 1) they are ranked in the summaries.
    const whole = await page(100, 1, 100);
    expect(whole).toHaveLength(texts.length);
    for (const perPage of [1, 2, 3]) {
      const pages = [];
      for (let n = 1; n <= Math.ceil(texts.length / perPage) + 1; n++)
        pages.push(...(await page(perPage, n, 1)));
      expect(pages, `${perPage} a page`).toEqual(whole);
    }
  });
});

describe('a word naming a category in the reader’s language (decision 073)', () => {
  let boatTrip: { id: string };
  let tasting: { id: string };
  let bootCamp: { id: string };
  beforeAll(async () => {
    const author = await buildOperator(t.database.db);
    const build = (title: string, categories: CategoryKey[]) =>
      buildListing(t.database.db, {
        authorId: author.id,
        title,
        shortDescription: 'An afternoon off the south coast',
        description: 'Meet us at the marina.',
        publicData: { categories },
      });
    boatTrip = await build('Dolphin and whale watching', ['boattours']);
    tasting = await build('Quinta tasting afternoon', ['wine']);
    bootCamp = await build('Boot camp on the beach', ['fitness']);
  });
  const ids = async (keywords: string, language: 'en' | 'de' | 'fr') =>
    (
      await searchListings(
        deps(),
        { ...emptySearchParams, keywords },
        { perPage: 50, countCap: 100, language },
      )
    ).data.map((listing) => listing.id);

  it('finds the category’s listings in that language, after the listings whose text holds the word', async () => {
    const found = await ids('boot', 'de');
    expect(found).toContain(boatTrip.id);
    expect(found.indexOf(bootCamp.id)).toBeLessThan(found.indexOf(boatTrip.id));
    expect(await ids('Bootstouren', 'de')).toContain(boatTrip.id);
    // "boot" names no category in English: only the text finds it.
    expect(await ids('boot', 'en')).toEqual([bootCamp.id]);
  });

  it('needs every other word to match as before', async () => {
    expect(await ids('wein quinta', 'de')).toEqual([tasting.id]);
    expect(await ids('wein dolphin', 'de')).toEqual([]);
    expect(await ids('vin', 'fr')).toContain(tasting.id);
    expect(await ids('vin', 'en')).not.toContain(tasting.id);
  });

  it('keeps the other filters', async () => {
    const found = await searchListings(
      deps(),
      { ...emptySearchParams, keywords: 'boot', categories: ['fitness'] },
      { perPage: 50, countCap: 100, language: 'de' },
    );
    expect(found.data.map((listing) => listing.id)).toEqual([bootCamp.id]);
  });
});
