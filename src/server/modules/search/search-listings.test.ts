import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryKey } from '../../../domain/listing';
import { emptySearchParams } from '../../../domain/search';
import { openPostgres } from '../../db/client';
import { listings, listingSlots } from '../../db/schema';
import { buildListing, buildListingSlot, buildOperator, moveListingTo } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { untilLockWaiters } from '../../test/until';
import { searchAnswerJson, searchListings } from './search-listings';

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
    // First; other listings of whales or dolphins follow by their near words (decision 110).
    expect(found.data[0]!.id).toBe(whales.id);
    expect(found.meta).toMatchObject({ sort: 'relevance' });
  });
});

describe('why each result matched (decision 142)', () => {
  it('marks the words in the title, else in a piece of the description, and says nothing without keywords', async () => {
    const author = await buildOperator(t.database.db);
    const inTitle = await buildListing(t.database.db, {
      authorId: author.id,
      title: 'Zambujeiro picnics by the sea',
    });
    const inText = await buildListing(t.database.db, {
      authorId: author.id,
      title: 'Coastal day out',
      shortDescription: 'Cliffs and coves',
      description: `${'A long morning on the coast. '.repeat(8)}Lunch under a zambujeiro, then back by boat.`,
    });
    const found = await searchListings(
      deps(),
      { ...emptySearchParams, keywords: 'zambujeiro' },
      { perPage: 10 },
    );
    expect(found.data.map((card) => card.id).sort()).toEqual([inTitle.id, inText.id].sort());
    expect(found.highlights![inTitle.id]).toEqual({
      isTitle: true,
      parts: ['', 'Zambujeiro', ' picnics by the sea'],
    });
    const piece = found.highlights![inText.id]!;
    expect(piece.isTitle).toBe(false);
    expect(piece.parts.filter((_, i) => i % 2 === 1)).toEqual(['zambujeiro']);
    expect(piece.parts.join('')).toMatch(/^….*Lunch under a zambujeiro, then back by boat\.$/);
    // The answer's JSON carries them as the response schema writes them.
    expect(JSON.parse(searchAnswerJson(found)).highlights).toEqual(found.highlights);
    const browse = await searchListings(deps(), emptySearchParams, { perPage: 10 });
    expect(browse.highlights).toBeUndefined();
  });
});

describe('the published listings’ summaries (migrations 0035 and 0057)', () => {
  const summaries = async () =>
    (
      (await t.database.db.execute(sql`
        select
          (select count(*)::int from listing_summaries) as rows,
          (select count(*)::int from listings where state = 'published' and not deleted) as published,
          (select count(*)::int from listing_summaries s join listings l on l.id = s.listing_id
           where l.state = 'published' and not l.deleted
             and s.summary = l.search_summary and s.created_at = l.created_at) as same
      `)) as unknown as {
        rows: { rows: number; published: number; same: number }[];
      }
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
    // Whatever the cap, one statement ranks every match: the pages join up into the whole.
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

describe('relevance (decision 140)', () => {
  it('pages one word exactly as one ranking of every match, ties and all', async () => {
    const author = await buildOperator(t.database.db);
    // A fixed pseudo-random mix of a word, its plural and longer words it begins, in titles and short
    // descriptions, many listings created at the same minute: every score ties somewhere.
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const words = ['Serrania', 'serranias', 'serraniazinha', 'walk', 'serrania serrania'];
    const pick = () => words[Math.floor(random() * words.length)]!;
    for (let i = 0; i < 40; i++)
      await buildListing(t.database.db, {
        authorId: author.id,
        title: `${pick()} ${random() < 0.5 ? pick() : 'trail'}`,
        shortDescription: random() < 0.6 ? `${pick()} day` : 'A day out',
        createdAt: new Date(Date.UTC(2026, 0, 1, 10, Math.floor(random() * 6))),
      });
    for (const keywords of ['serrania', 'serranias', 'serraniaz']) {
      const page = async (perPage: number, n: number, countCap: number) =>
        (
          await searchListings(
            deps(),
            { ...emptySearchParams, keywords, page: n },
            { perPage, countCap },
          )
        ).data.map((listing) => listing.id);
      const whole = await page(100, 1, 100);
      expect(whole.length, keywords).toBeGreaterThan(10);
      for (const perPage of [1, 3, 7]) {
        const pages = [];
        for (let n = 1; n <= Math.ceil(whole.length / perPage) + 1; n++)
          pages.push(...(await page(perPage, n, 1)));
        expect(pages, `${keywords}, ${perPage} a page`).toEqual(whole);
      }
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
    // Never empty when some words match (decision 110): those matching one of them, said so.
    const some = await searchListings(
      deps(),
      { ...emptySearchParams, keywords: 'wein dolphin' },
      { perPage: 50, countCap: 100, language: 'de' },
    );
    expect(some.understood?.relaxed).toBe('some-words');
    expect(some.data.map((listing) => listing.id)).toEqual(
      expect.arrayContaining([tasting.id, boatTrip.id]),
    );
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

describe('keywords with filters, searched in the narrow table (decision 076)', () => {
  // The test clock stands at 2026-06-01 09:00 UTC: 10:00 in Madeira, 06:00 in São Paulo.
  const utc = (text: string) => new Date(`${text}:00Z`);
  const moveTo = (id: string, zone: string) => moveListingTo(t.database.db, id, zone);
  let authorId: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const db = t.database.db;
    authorId = (await buildOperator(db)).id;
    const listing = async (
      name: string,
      values: { priceAmount?: number; categories?: CategoryKey[]; timezone?: string } = {},
    ) => {
      const row = await buildListing(db, {
        authorId,
        title: `Quebramar ${name}`,
        priceAmount: values.priceAmount ?? 4500,
        publicData: { categories: values.categories ?? ['hiking'] },
      });
      ids[name] = row.id;
      // Any zone: the search reads each listing's own (the contracts offer Portugal's two).
      if (values.timezone) await moveTo(row.id, values.timezone);
      return row.id;
    };
    const slot = (listingId: string, start: string, end: string, booked = 0) =>
      buildListingSlot(db, { listingId, startAt: utc(start), endAt: utc(end), booked });
    // Left at 09:00 local today (already gone), and the day after tomorrow.
    const gone = await listing('gone');
    await slot(gone, '2026-06-01T08:00', '2026-06-01T11:00');
    await slot(gone, '2026-06-03T08:00', '2026-06-03T11:00');
    // Later today, two hours; a boat trip.
    const later = await listing('later', { priceAmount: 9000, categories: ['boattours'] });
    await slot(later, '2026-06-01T14:00', '2026-06-01T16:00');
    // From 22:00 to 02:00 local: over a midnight, not in the free-day array.
    const night = await listing('night');
    await slot(night, '2026-06-02T21:00', '2026-06-03T01:00');
    // One hour tomorrow; the day after, sold out.
    const short = await listing('short', { priceAmount: 2000 });
    await slot(short, '2026-06-02T08:00', '2026-06-02T09:00');
    await slot(short, '2026-06-03T08:00', '2026-06-03T09:00', 8);
    // 23:00 on 1 June in São Paulo, which is 02:00 on 2 June in UTC.
    const saoPaulo = await listing('saoPaulo', { timezone: 'America/Sao_Paulo' });
    await slot(saoPaulo, '2026-06-02T02:00', '2026-06-02T03:00');
    // Three weeks ahead, and two days long.
    const ahead = await listing('ahead');
    await slot(ahead, '2026-06-20T08:00', '2026-06-20T16:00');
    const twoDays = await listing('twoDays', { categories: ['hiking', 'boattours'] });
    await slot(twoDays, '2026-06-04T08:00', '2026-06-05T17:00');
    await listing('noDepartures');
  });

  type Path = 'summaries' | 'listings';
  const search = async (filters: Partial<typeof emptySearchParams>, path: Path = 'summaries') =>
    (
      await searchListings(
        deps(),
        { ...emptySearchParams, keywords: 'quebramar', ...filters },
        { perPage: 20, ...(path === 'listings' ? { authorId } : {}) },
      )
    ).data.map((listing) => listing.id);
  /** The listings found, by name. */
  const named = async (filters: Partial<typeof emptySearchParams>) => {
    const found = await search(filters);
    return Object.keys(ids)
      .filter((name) => found.includes(ids[name]!))
      .sort();
  };
  const dates = (start: string, end: string) => ({ dates: { start, end } });
  // Rows whose free days, kept a day at a time, differ from the whole recomputation on any day.
  const driftedRows = async () =>
    (
      (await t.database.db.execute(sql`
        select count(*)::int as n
        from listing_summaries s
        cross join lateral public.levada_free_day_minutes(s.listing_id, s.time_zone) f
        where exists (
          select 1 from generate_series(
            least(array_lower(s.free_minutes, 1), array_lower(f.minutes, 1)),
            greatest(array_upper(s.free_minutes, 1), array_upper(f.minutes, 1))) as d
          where s.free_minutes[d] is distinct from f.minutes[d])
          or s.has_long_slots <> f.has_long_slots
      `)) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;

  it('finds what the departures say, day by day, in each listing’s time zone', async () => {
    expect(await named(dates('2026-06-01', '2026-06-01'))).toEqual(['later', 'saoPaulo']);
    expect(await named(dates('2026-06-02', '2026-06-02'))).toEqual(['short']);
    expect(await named(dates('2026-06-02', '2026-06-03'))).toEqual(['gone', 'night', 'short']);
    expect(await named(dates('2026-06-04', '2026-06-04'))).toEqual([]);
    expect(await named(dates('2026-06-04', '2026-06-05'))).toEqual(['twoDays']);
    expect(await named(dates('2026-06-01', '2026-06-30'))).toEqual([
      'ahead',
      'gone',
      'later',
      'night',
      'saoPaulo',
      'short',
      'twoDays',
    ]);
    expect(await named({ ...dates('2026-06-02', '2026-06-03'), minDuration: 120 })).toEqual([
      'gone',
      'night',
    ]);
  });

  it('answers as the same search over the listings does, for every combination tried', async () => {
    const ranges = [
      ['2026-06-01', '2026-06-01'],
      ['2026-06-01', '2026-06-02'],
      ['2026-06-02', '2026-06-02'],
      ['2026-06-02', '2026-06-03'],
      ['2026-06-03', '2026-06-05'],
      ['2026-06-05', '2026-06-05'],
      ['2026-06-01', '2026-06-30'],
      ['2026-06-19', '2026-07-10'],
      ['2026-05-01', '2026-05-31'],
    ] as const;
    let compared = 0;
    for (const [start, end] of ranges)
      for (const minDuration of [null, 60, 120, 241, 2000])
        for (const price of [null, { min: 0, max: 5000 }])
          for (const categories of [[], ['boattours']] as CategoryKey[][]) {
            const filters = { ...dates(start, end), minDuration, price, categories };
            // With an author the search runs over the listings; without, in the narrow table.
            const found = await search(filters);
            expect(found, JSON.stringify(filters)).toEqual(await search(filters, 'listings'));
            compared++;
          }
    expect(compared).toBe(180);
  });

  it('follows bookings, cancellations, new and removed departures, and edits of the listing', async () => {
    const db = t.database.db;
    const tomorrow = dates('2026-06-02', '2026-06-02');
    const setBooked = (booked: number) =>
      db
        .update(listingSlots)
        .set({ booked })
        .where(
          and(
            eq(listingSlots.listingId, ids.short!),
            eq(listingSlots.startAt, utc('2026-06-02T08:00')),
          ),
        );
    await setBooked(8);
    expect(await named(tomorrow)).toEqual([]);
    await setBooked(7);
    expect(await named(tomorrow)).toEqual(['short']);
    await buildListingSlot(db, {
      listingId: ids.noDepartures!,
      startAt: utc('2026-06-02T10:00'),
    });
    expect(await named(tomorrow)).toEqual(['noDepartures', 'short']);
    await db.delete(listingSlots).where(eq(listingSlots.listingId, ids.noDepartures!));
    expect(await named(tomorrow)).toEqual(['short']);
    await db.update(listings).set({ priceAmount: 9900 }).where(eq(listings.id, ids.short!));
    expect(await named({ ...tomorrow, price: { min: 0, max: 5000 } })).toEqual([]);
    expect(await named({ ...tomorrow, price: { min: 9000, max: 10000 } })).toEqual(['short']);
    // Moved to São Paulo's time zone, the one-hour departure is at 05:00 on 2 June there.
    await moveTo(ids.short!, 'America/Sao_Paulo');
    expect(await named(dates('2026-06-02', '2026-06-02'))).toEqual(['short']);
    await moveTo(ids.short!, 'Pacific/Kiritimati');
    // 22:00 on 2 June in Kiritimati (UTC+14).
    expect(await named(dates('2026-06-02', '2026-06-02'))).toEqual(['short']);
    await db
      .update(listingSlots)
      .set({ startAt: utc('2026-06-02T12:00'), endAt: utc('2026-06-02T13:00') })
      .where(
        and(
          eq(listingSlots.listingId, ids.short!),
          eq(listingSlots.startAt, utc('2026-06-02T08:00')),
        ),
      );
    // Now 02:00 to 03:00 on 3 June there.
    expect(await named(dates('2026-06-02', '2026-06-02'))).toEqual([]);
    expect(await named(dates('2026-06-03', '2026-06-03'))).toEqual(['gone', 'short']);
    // Five departures in one statement: the listing's free days are recomputed whole.
    await db.insert(listingSlots).values(
      [4, 5, 6, 7, 8].map((day) => ({
        listingId: ids.noDepartures!,
        startAt: utc(`2026-06-0${day}T08:00`),
        endAt: utc(`2026-06-0${day}T10:00`),
        seats: 4,
      })),
    );
    expect(await named(dates('2026-06-08', '2026-06-08'))).toEqual(['noDepartures']);
    expect(await driftedRows()).toBe(0);
  });

  it('keeps both of two bookings of one listing committed at once', async () => {
    const db = t.database.db;
    const id = (await buildListing(db, { authorId, title: 'Quebramar twice' })).id;
    for (const day of ['2026-06-10', '2026-06-11'])
      await buildListingSlot(db, { listingId: id, startAt: utc(`${day}T08:00`) });
    const takeLastSeat = (on: typeof db, day: string) =>
      on
        .update(listingSlots)
        .set({ booked: 8 })
        .where(and(eq(listingSlots.listingId, id), eq(listingSlots.startAt, utc(`${day}T08:00`))));
    const isFound = async (day: string) => (await search(dates(day, day))).includes(id);
    expect([await isFound('2026-06-10'), await isFound('2026-06-11')]).toEqual([true, true]);
    if (!t.database.url) {
      // PGlite has one connection: the two run one after the other.
      await takeLastSeat(db, '2026-06-10');
      await takeLastSeat(db, '2026-06-11');
    } else {
      // PostgreSQL: the second waits for the first's lock on the listing's row, then reads its seats.
      const first = await openPostgres(t.database.url);
      const second = await openPostgres(t.database.url);
      try {
        let other: Promise<unknown> | undefined;
        await first.db.transaction(async (tx) => {
          await takeLastSeat(tx as unknown as typeof db, '2026-06-10');
          other = second.db.transaction(async (tx2) =>
            takeLastSeat(tx2 as unknown as typeof db, '2026-06-11'),
          );
          await untilLockWaiters(db);
        });
        await other;
      } finally {
        await first.close();
        await second.close();
      }
    }
    expect([await isFound('2026-06-10'), await isFound('2026-06-11')]).toEqual([false, false]);
    expect(await driftedRows()).toBe(0);
  });

  it('keeps a booking committed while the listing is edited', async () => {
    const db = t.database.db;
    const id = (await buildListing(db, { authorId, title: 'Quebramar edited' })).id;
    await buildListingSlot(db, { listingId: id, startAt: utc('2026-06-12T08:00') });
    const day = dates('2026-06-12', '2026-06-12');
    const isFound = async () => (await search(day)).includes(id);
    expect(await isFound()).toBe(true);
    const takeLastSeat = (on: typeof db) =>
      on.update(listingSlots).set({ booked: 8 }).where(eq(listingSlots.listingId, id));
    const edit = (on: typeof db) =>
      on.update(listings).set({ priceAmount: 5000 }).where(eq(listings.id, id));
    if (!t.database.url) {
      await takeLastSeat(db);
      await edit(db);
    } else {
      // PostgreSQL: the edit waits for the booking's lock on the listing's row, then reads its seats.
      const first = await openPostgres(t.database.url);
      const second = await openPostgres(t.database.url);
      try {
        let other: Promise<unknown> | undefined;
        await first.db.transaction(async (tx) => {
          await takeLastSeat(tx as unknown as typeof db);
          other = second.db.transaction(async (tx2) => edit(tx2 as unknown as typeof db));
          await untilLockWaiters(db);
        });
        await other;
      } finally {
        await first.close();
        await second.close();
      }
    }
    expect(await isFound()).toBe(false);
    expect(await driftedRows()).toBe(0);
  });
});

describe('the rows and indexes of listing_summaries (migration 0038, decision 077)', () => {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const pageOf = async (id: string) =>
    (
      await rowsOf<{ page: number }>(
        sql`select (ctid::text::point)[0]::int as page from listing_summaries where listing_id = ${id}`,
      )
    )[0]!.page;

  it('keep a booking’s rewrite of the row on its page, even when every page was packed', async () => {
    const db = t.database.db;
    const authorId = (await buildOperator(db)).id;
    // Rows of one size, and three with a departure (a longer row): one of them is not on the last page.
    for (let i = 0; i < 80; i++)
      await buildListing(db, { authorId, title: `Filler ${String(i).padStart(3, '0')}` });
    const booked: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = (await buildListing(db, { authorId, title: `Packed ${i}` })).id;
      await buildListingSlot(db, { listingId: id, startAt: new Date('2026-06-10T08:00:00Z') });
      booked.push(id);
    }
    // Packs every page to the table's fill factor, as the migration did to the rows already there.
    await db.execute(sql`cluster listing_summaries using listing_summaries_pkey`);
    const [row] = await rowsOf<{ last: number }>(
      sql`select max((ctid::text::point)[0])::int as last from listing_summaries`,
    );
    const last = row!.last;
    expect(last).toBeGreaterThan(1);
    const pages = await Promise.all(booked.map(pageOf));
    const id = booked[pages.indexOf(Math.min(...pages))]!;
    const before = await pageOf(id);
    expect(before).toBeLessThan(last);
    await db.update(listingSlots).set({ booked: 1 }).where(eq(listingSlots.listingId, id));
    expect(await pageOf(id)).toBe(before);
  });

  it('take a new listing and an edit into the indexes at once, leaving no pending entries every search would scan', async () => {
    const db = t.database.db;
    const id = (await buildListing(db, { title: 'Bordado workshop' })).id;
    await db
      .update(listings)
      .set({ title: 'Bordado and lace workshop' })
      .where(eq(listings.id, id));
    const [cleaned] = await rowsOf<{ pending: number }>(sql`
      select (gin_clean_pending_list('listing_summaries_match_idx'::regclass)
           + gin_clean_pending_list('listings_public_match_idx'::regclass)
           + gin_clean_pending_list('listings_public_summary_idx'::regclass))::int as pending`);
    expect(cleaned!.pending).toBe(0);
  });
});
