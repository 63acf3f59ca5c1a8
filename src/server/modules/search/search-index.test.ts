// The search index in memory (decision 082) against the same search as one statement on
// listing_summaries: a seeded random catalogue and random one-word searches with filters, which must
// give the same ids in the same order and the same counts, page by page, before and after changes.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriesNamedBy } from '../../../domain/category-search-words';
import {
  categoryKeys,
  durationKeys,
  type CategoryKey,
  type DurationKey,
} from '../../../domain/listing';
import { emptySearchParams, type Bounds, type SearchParams } from '../../../domain/search';
import { listings, listingSlots, searchTerms } from '../../db/schema';
import { buildListing, buildListingSlot, buildOperator, moveListingTo } from '../../test/factories';
import { countingAnswers } from '../../test/counting-search-index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createSearchIndex, parseTsquery, type SearchIndex } from './search-index';
import { searchListings, type SearchListingsDeps } from './search-listings';

/** A small seeded generator (mulberry32): the same catalogue and searches on every run. */
const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const count = int(min, max);
    const left = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && left.length > 0)
      chosen.push(left.splice(Math.floor(next() * left.length), 1)[0]!);
    return chosen;
  };
  return { next, int, pick, chance, some };
};

// Words that overlap between listings: in titles, short descriptions or descriptions only; singular
// and plural; English and Portuguese.
const titleWords = [
  'levada',
  'levadas',
  'dolphin',
  'dolphins',
  'whale',
  'whales',
  'wine',
  'wines',
  'jeep',
  'kayak',
  'kayaking',
  'sunset',
  'sunsets',
  'golfinhos',
  'caminhada',
  'caminhadas',
  'baleias',
  'forest',
  'cliffs',
  'boat',
  'tasting',
  'trail',
  'waterfall',
  'poncha',
  'quinta',
  'coast',
  'laurel',
  'snorkel',
  'garden',
  'museum',
] as const;
const descriptionOnlyWords = [
  'lagoon',
  'vinho',
  'barco',
  'mergulho',
  'miradouro',
  'canyon',
  'tunnel',
  'volcano',
  'golfinhos',
  'baleias',
] as const;
const fillerWords = ['the', 'and', 'with', 'a', 'of', 'to', 'in', 'along'] as const;
const stopWords = ['the', 'and', 'with'] as const;
const searchWords = [
  ...titleWords,
  ...descriptionOnlyWords,
  // Misspelt: found by their nearest known words.
  'dolfin',
  'whael',
  'levda',
  'baleas',
  'kayk',
  'sunest',
  'golfinho',
  'dolphinz',
  'whalse',
  // Beginnings of longer words.
  'dolph',
  'lev',
  'sun',
  'whal',
  'kaya',
  'cami',
  'water',
  // Nothing like it anywhere.
  'zyzzyva',
] as const;
// Words naming a category (decision 073): a listing of that category matches them too.
const categoryWords = [
  'boat',
  'hike',
  'hiking',
  'jeep',
  'wine',
  'kayak',
  'caminhada',
  'vinho',
  'barco',
  'garden',
  'surf',
  'food',
  'museum',
  'spa',
  'trilho',
  'cruise',
  'bike',
  'fishing',
] as const;
// Most listings have a few common categories, so that category filters and words overlap.
const commonCategories: CategoryKey[] = [
  'hiking',
  'boattours',
  'offroad',
  'kayaking',
  'wine',
  'gastronomydrinks',
  'sightseeing',
  'scubasnorkeling',
];
const zones = [
  'Atlantic/Madeira',
  'Atlantic/Madeira',
  'Atlantic/Madeira',
  'Europe/Lisbon',
  'America/Sao_Paulo',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Asia/Tokyo',
  'Pacific/Chatham',
];
const prices = [null, null, 1500, 2500, 4500, 4500, 9000, 12_000, 30_000];
const positions: ({ lat: number; lng: number } | null)[] = [
  null,
  { lat: 32.65, lng: -16.91 },
  { lat: 32.74, lng: -17.2 },
  { lat: 32.81, lng: -16.95 },
  { lat: 32.5, lng: -16.5 },
  { lat: 38.72, lng: -9.14 },
  { lat: -17.7, lng: 178.4 },
  { lat: -17.7, lng: -179.9 },
  { lat: -14.28, lng: -170.7 },
  { lat: 35.68, lng: 139.76 },
];
const boundsChoices: Bounds[] = [
  // Madeira, a corner of it (its edges on listings' positions), Portugal, across 180°, the world.
  { ne: { lat: 33.2, lng: -16.2 }, sw: { lat: 32.3, lng: -17.4 } },
  { ne: { lat: 32.81, lng: -16.91 }, sw: { lat: 32.5, lng: -17.2 } },
  { ne: { lat: 42, lng: -6 }, sw: { lat: 30, lng: -18 } },
  { ne: { lat: 0, lng: -170 }, sw: { lat: -30, lng: 170 } },
  { ne: { lat: 0, lng: -179 }, sw: { lat: -20, lng: 178 } },
  { ne: { lat: 90, lng: 180 }, sw: { lat: -90, lng: -180 } },
];
const priceChoices: NonNullable<SearchParams['price']>[] = [
  { min: 0, max: 5000 },
  { min: 2500, max: 2500 },
  { min: 4500, max: null },
  { min: 0, max: null },
  { min: 10_000, max: 20_000 },
  { min: 1000, max: 9000 },
];
// The clock at 2026-06-01 09:00 UTC: departures from 27 May to 21 June. Today, past days, and
// ranges longer than the 14 days read one by one.
const dateChoices: NonNullable<SearchParams['dates']>[] = [
  { start: '2026-06-01', end: '2026-06-01' },
  { start: '2026-06-01', end: '2026-06-02' },
  { start: '2026-06-02', end: '2026-06-02' },
  { start: '2026-06-02', end: '2026-06-04' },
  { start: '2026-06-03', end: '2026-06-03' },
  { start: '2026-06-05', end: '2026-06-09' },
  { start: '2026-06-10', end: '2026-06-10' },
  { start: '2026-06-01', end: '2026-06-21' },
  { start: '2026-06-04', end: '2026-06-30' },
  { start: '2026-05-28', end: '2026-05-31' },
  { start: '2026-05-30', end: '2026-06-02' },
  { start: '2026-05-01', end: '2026-07-31' },
];
const clockChoices = [
  '2026-06-01T09:00:00Z',
  '2026-06-01T09:00:00Z',
  '2026-06-01T10:30:00Z',
  '2026-06-02T23:30:00Z',
];
const baseClock = '2026-06-01T09:00:00Z';
const minuteMs = 60_000;

let t: TestContext;
let index: SearchIndex;
const counted = countingAnswers(() => index);
const deps = (): SearchListingsDeps => ({
  db: t.database.db,
  clock: t.clock,
  imageStorage: t.app.deps.imageStorage,
});
const moveTo = (id: string, zone: string) => moveListingTo(t.database.db, id, zone);

type Catalogue = { published: string[]; hidden: string[] };
const catalogue: Catalogue = { published: [], hidden: [] };

async function buildCatalogue() {
  const db = t.database.db;
  const random = seededRandom(20_260_601);
  t.clock.set(baseClock);
  const authors: string[] = [];
  for (let i = 0; i < 4; i++) authors.push((await buildOperator(db)).id);
  const words = (min: number, max: number, pool: readonly string[]) =>
    Array.from({ length: random.int(min, max) }, () =>
      random.chance(0.25) ? random.pick(fillerWords) : random.pick(pool),
    ).join(' ');
  const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  // Few creation times: many equal relevances are broken by the time, and equal times by the id.
  const createdAt = () => new Date(Date.UTC(2026, 0, 1 + random.int(0, 5), 10, random.int(0, 2)));
  const count = random.int(90, 110);
  for (let i = 0; i < count; i++) {
    const position = random.pick(positions);
    const state = random.chance(0.1) ? random.pick(['draft', 'closed'] as const) : 'published';
    const deleted = state === 'published' && random.chance(0.03);
    const categories = random.chance(0.9)
      ? random.some(commonCategories, 1, 2)
      : random.some(categoryKeys, 1, 3);
    const row = await buildListing(db, {
      authorId: random.pick(authors),
      title: sentence(words(1, 4, titleWords)),
      shortDescription: sentence(words(1, 5, titleWords)),
      description: sentence(words(4, 12, [...titleWords, ...descriptionOnlyWords])),
      priceAmount: random.pick(prices),
      lat: position?.lat ?? null,
      lng: random.chance(0.05) ? -16.9 : (position?.lng ?? null),
      state,
      deleted,
      createdAt: createdAt(),
      publicData: {
        categories,
        duration: random.chance(0.1) ? undefined : random.pick(durationKeys),
        pickupOffered: random.chance(0.4),
      },
    });
    // Any zone: the search reads each listing's own (the contracts offer Portugal's two).
    const zone = random.pick(zones);
    if (zone !== 'Atlantic/Madeira') await moveTo(row.id, zone);
    (state === 'published' && !deleted ? catalogue.published : catalogue.hidden).push(row.id);
    // Departures from 4 days ago to 20 days ahead, at any hour: some sold out, some over a local
    // midnight, some several days long, some ending at a midnight.
    const starts = new Set<number>();
    for (let k = random.int(0, 5); k > 0; k--) {
      const startAt =
        Date.UTC(2026, 5, 1 + random.int(-4, 20), random.int(0, 23)) +
        random.pick([0, 30]) * 60_000;
      if (starts.has(startAt)) continue;
      starts.add(startAt);
      const minutes = random.pick([
        30, 60, 90, 119, 120, 180, 240, 241, 300, 600, 1500, 2880, 3000,
      ]);
      const seats = random.chance(0.05) ? 0 : 8;
      const booked = seats === 0 ? 0 : random.pick([0, 0, 0, 2, 7, 8]);
      await buildListingSlot(db, {
        listingId: row.id,
        startAt: new Date(startAt),
        endAt: new Date(startAt + minutes * minuteMs),
        seats,
        booked,
      });
    }
  }
  // Two listings alike in everything but their id: the id breaks their tie.
  const twinAt = new Date('2026-01-03T10:01:00Z');
  for (let i = 0; i < 2; i++) {
    const twin = await buildListing(db, {
      authorId: authors[0],
      title: 'Dolphin and whale watching',
      shortDescription: 'Dolphins at sunset',
      description: 'Golfinhos e baleias along the coast.',
      priceAmount: 4500,
      createdAt: twinAt,
      publicData: { categories: ['boattours'], duration: '3to4' },
    });
    catalogue.published.push(twin.id);
    await buildListingSlot(db, {
      listingId: twin.id,
      startAt: new Date('2026-06-03T14:00:00Z'),
    });
  }
  // A misspelt word whose nearest words count one of them twice ("whael": whale, whales, and whales
  // again by the beginning whale:*): the listing with "whales" comes first only by that count.
  for (const title of ['Whales at sea', 'Whale whale'])
    catalogue.published.push(
      (
        await buildListing(db, {
          authorId: authors[2],
          title,
          shortDescription: 'Day out',
          description: 'A morning on the water.',
          createdAt: new Date('2026-01-02T10:00:00Z'),
          publicData: { categories: ['boattours'], duration: '3to4', pickupOffered: true },
        })
      ).id,
    );
  // Two listings moved to another zone after their departures: their free days are read again.
  for (const [k, zone] of [
    [0, 'Pacific/Kiritimati'],
    [1, 'America/Sao_Paulo'],
  ] as const)
    await moveTo(catalogue.published[k]!, zone);
  // A departure ending at the listing's local midnight (00:00 on 3 June in Madeira, UTC+1).
  const [first] = catalogue.published;
  await buildListingSlot(db, {
    listingId: first!,
    startAt: new Date('2026-06-02T20:00:00Z'),
    endAt: new Date('2026-06-02T23:00:00Z'),
  });
  const edge = async (title: string, timezone: string, slots: [string, string][]) => {
    const row = await buildListing(db, {
      authorId: authors[1],
      title,
      shortDescription: 'Levada walk',
      createdAt: createdAt(),
      publicData: { categories: ['hiking'], duration: '1to2' },
    });
    await moveTo(row.id, timezone);
    catalogue.published.push(row.id);
    for (const [start, end] of slots)
      await buildListingSlot(db, {
        listingId: row.id,
        startAt: new Date(start),
        endAt: new Date(end),
      });
    return row.id;
  };
  // From 00:00 to 01:00 on 2 June in Kiritimati (UTC+14): gone at 10:30 UTC on 1 June, when 2 June
  // has begun there only.
  await edge('Levada at midnight', 'Pacific/Kiritimati', [
    ['2026-06-01T10:00:00Z', '2026-06-01T11:00:00Z'],
  ]);
  // 21:00 on 1 June in Pago Pago (UTC-11), 2 June in UTC.
  await edge('Levada by night', 'Pacific/Pago_Pago', [
    ['2026-06-02T08:00:00Z', '2026-06-02T09:00:00Z'],
  ]);
  // Departures more than 400 days apart. Added one by one, each day is kept; recomputed whole (on an
  // edit of the listing), the free days kept start 399 days before the last, after the first one.
  const nextYear = await edge('Levada next year', 'Atlantic/Madeira', [
    ['2026-06-05T10:00:00Z', '2026-06-05T12:00:00Z'],
    ['2027-07-20T10:00:00Z', '2027-07-20T12:00:00Z'],
  ]);
  await db.update(listings).set({ priceAmount: 4600 }).where(eq(listings.id, nextYear));
}

/** A one-word search with at least one filter, a page and a page size; the clock to run it at. */
function randomSearch(random: ReturnType<typeof seededRandom>): {
  params: SearchParams;
  perPage: number;
  now: string;
  isStopWord: boolean;
} {
  const kind = random.next();
  const keyword =
    kind < 0.08
      ? random.pick(stopWords)
      : kind < 0.28
        ? random.pick(categoryWords)
        : random.pick(searchWords);
  const filters = new Set<string>();
  const wanted = random.chance(0.5) ? 1 : random.chance(0.7) ? 2 : 3;
  while (filters.size < wanted)
    filters.add(random.pick(['categories', 'durations', 'pickup', 'price', 'bounds', 'dates']));
  const params: SearchParams = {
    ...emptySearchParams,
    keywords: random.chance(0.1) ? keyword.toUpperCase() : keyword,
    sort: null,
    page: random.int(1, 3),
  };
  if (filters.has('categories'))
    params.categories = random.chance(0.8)
      ? random.some(commonCategories, 1, 2)
      : random.some(categoryKeys, 1, 2);
  if (filters.has('durations')) params.durations = random.some(durationKeys, 1, 3) as DurationKey[];
  if (filters.has('pickup')) params.pickup = random.pick(['yes', 'no'] as const);
  if (filters.has('price')) params.price = random.pick(priceChoices);
  if (filters.has('bounds')) params.bounds = random.pick(boundsChoices);
  if (filters.has('dates')) {
    params.dates = random.pick(dateChoices);
    params.minDuration = random.pick([null, null, 60, 120, 241]);
  }
  return {
    params,
    perPage: random.int(2, 10),
    now: random.pick(clockChoices),
    isStopWord: (stopWords as readonly string[]).includes(keyword),
  };
}

type Tally = { searches: number; answered: number; nonEmpty: number; withData: number };

/** Runs each search from memory and in the database and expects the same page and counts. */
async function compare(searches: ReturnType<typeof randomSearch>[]): Promise<Tally> {
  const tally: Tally = { searches: 0, answered: 0, nonEmpty: 0, withData: 0 };
  for (const { params, perPage, now, isStopWord } of searches) {
    t.clock.set(now);
    const message = JSON.stringify({ params, perPage, now });
    const before = counted.answered;
    const fromIndex = await searchListings({ ...deps(), searchIndex: counted }, params, {
      perPage,
    });
    const fromDatabase = await searchListings(deps(), params, { perPage });
    tally.searches += 1;
    if (counted.answered > before) tally.answered += 1;
    expect(
      fromIndex.data.map((card) => card.id),
      message,
    ).toEqual(fromDatabase.data.map((card) => card.id));
    expect(fromIndex.meta, message).toEqual(fromDatabase.meta);
    expect(fromDatabase.meta.sort, message).toBe('relevance');
    if (fromDatabase.meta.totalItems > 0) tally.nonEmpty += 1;
    if (fromDatabase.data.length > 0) tally.withData += 1;
    if (isStopWord) {
      // A stop word searches for nothing: every listing the filters let through matches.
      const filtersOnly = await searchListings(deps(), { ...params, keywords: null }, { perPage });
      expect(fromDatabase.meta.totalItems, message).toBe(filtersOnly.meta.totalItems);
    }
  }
  t.clock.set(baseClock);
  return tally;
}

beforeAll(async () => {
  t = await createTestApp();
  await buildCatalogue();
  index = createSearchIndex(t.database.db);
  await index.ready();
});
afterAll(async () => {
  await index?.close();
  await t?.close();
});

describe('the search index in memory (decision 082)', () => {
  it('answers random one-word searches with filters as the listing_summaries statement does', async () => {
    expect(catalogue.published.length).toBeGreaterThan(70);
    expect(catalogue.hidden.length).toBeGreaterThan(3);
    const random = seededRandom(82);
    const searches = Array.from({ length: 240 }, () => randomSearch(random));
    // Besides, every word with a filter most listings pass, all its matches on one page; and the
    // dates at every clock, with a stop word (every listing) and a few words.
    const searched = [...new Set([...searchWords, ...categoryWords, ...stopWords])];
    const loose: Partial<SearchParams>[] = [
      { pickup: 'yes' },
      { pickup: 'no' },
      { price: { min: 0, max: null } },
      { bounds: { ne: { lat: 90, lng: 180 }, sw: { lat: -90, lng: -180 } } },
      { durations: [...durationKeys] },
    ];
    const wholeOrders = searched.map((keywords, k) => ({
      params: { ...emptySearchParams, keywords, ...loose[k % loose.length] },
      perPage: 200,
      now: baseClock,
      isStopWord: (stopWords as readonly string[]).includes(keywords),
    }));
    const sweepWords = ['the', 'levada', 'whal', 'caminhada'];
    const datedSweep = [...new Set(clockChoices)].flatMap((now) =>
      dateChoices.flatMap((dates) =>
        [null, 241].map((minDuration) => {
          const keywords = random.pick(sweepWords);
          return {
            params: { ...emptySearchParams, keywords, dates, minDuration },
            perPage: 200,
            now,
            isStopWord: keywords === 'the',
          };
        }),
      ),
    );
    // The words naming a category do name one (decision 073).
    expect(categoriesNamedBy('caminhada', ['en', 'pt'])).toContain('hiking');
    const tally = await compare(searches);
    console.info('random searches, search index vs listing_summaries:', tally);
    expect(tally.searches).toBe(240);
    expect(tally.answered).toBeGreaterThanOrEqual(0.9 * tally.searches);
    expect(tally.nonEmpty).toBeGreaterThanOrEqual(0.4 * tally.searches);
    expect(tally.withData).toBeGreaterThanOrEqual(0.25 * tally.searches);
    for (const [name, sweep] of [
      ['whole orders', wholeOrders],
      ['dates', datedSweep],
    ] as const) {
      const swept = await compare(sweep);
      console.info(`${name}, search index vs listing_summaries:`, swept);
      expect(swept.answered).toBeGreaterThanOrEqual(0.9 * swept.searches);
      expect(swept.nonEmpty).toBeGreaterThanOrEqual(0.5 * swept.searches);
    }
  });

  it('follows bookings, edits, closings and new listings by their notices, without loading again', async () => {
    const db = t.database.db;
    t.clock.set(baseClock);
    const ids = async (params: Partial<SearchParams>) => {
      const full = { ...emptySearchParams, ...params };
      const before = counted.answered;
      const fromIndex = await searchListings({ ...deps(), searchIndex: counted }, full, {
        perPage: 200,
      });
      const fromDatabase = await searchListings(deps(), full, { perPage: 200 });
      const message = JSON.stringify(full);
      expect(counted.answered, message).toBe(before + 1);
      expect(
        fromIndex.data.map((card) => card.id),
        message,
      ).toEqual(fromDatabase.data.map((card) => card.id));
      expect(fromIndex.meta, message).toEqual(fromDatabase.meta);
      return fromDatabase.data.map((card) => card.id);
    };

    // A new listing with a departure tomorrow, found by a word of its own, its price and the date.
    const tomorrow = { start: '2026-06-02', end: '2026-06-02' };
    const fresh = await buildListing(db, {
      title: 'Narwhal lookout',
      priceAmount: 777,
      publicData: { categories: ['boattours'] },
    });
    await buildListingSlot(db, {
      listingId: fresh.id,
      startAt: new Date('2026-06-02T10:00:00Z'),
    });
    const cheap = { min: 700, max: 800 };
    expect(await ids({ keywords: 'narwhal', price: cheap })).toEqual([fresh.id]);
    expect(await ids({ keywords: 'narwhal', dates: tomorrow })).toEqual([fresh.id]);

    // Sold out: no longer free tomorrow.
    await db.update(listingSlots).set({ booked: 8 }).where(eq(listingSlots.listingId, fresh.id));
    expect(await ids({ keywords: 'narwhal', dates: tomorrow })).toEqual([]);
    expect(await ids({ keywords: 'the', dates: tomorrow })).not.toContain(fresh.id);

    // A new price and title.
    await db
      .update(listings)
      .set({ priceAmount: 9100, title: 'Orca lookout' })
      .where(eq(listings.id, fresh.id));
    expect(await ids({ keywords: 'narwhal', price: { min: 0, max: null } })).toEqual([]);
    expect(await ids({ keywords: 'orca', price: cheap })).toEqual([]);
    expect(await ids({ keywords: 'orca', price: { min: 9000, max: 9200 } })).toEqual([fresh.id]);

    // A listing of the catalogue with a free departure in the coming days, then closed.
    const week = { start: '2026-06-02', end: '2026-06-21' };
    const open = await ids({ keywords: 'the', dates: week });
    const closing = open.find((id) => id !== fresh.id)!;
    expect(closing).toBeDefined();
    await db.update(listings).set({ state: 'closed' }).where(eq(listings.id, closing));
    const after = await ids({ keywords: 'the', dates: week });
    expect(after).not.toContain(closing);
    expect(after.length).toBe(open.length - 1);

    // Another listing's departures all sold out: gone from the dates, still found without them.
    const soldOut = after[0]!;
    await db
      .update(listingSlots)
      .set({ seats: 8, booked: 8 })
      .where(eq(listingSlots.listingId, soldOut));
    expect(await ids({ keywords: 'the', dates: week })).not.toContain(soldOut);
    await ids({ keywords: 'the', price: { min: 0, max: null } });

    // A hidden listing of the catalogue published: found again.
    const republished = catalogue.hidden[0]!;
    await db
      .update(listings)
      .set({ state: 'published', deleted: false, priceAmount: 12_345 })
      .where(eq(listings.id, republished));
    expect(await ids({ keywords: 'the', price: { min: 12_345, max: 12_345 } })).toEqual([
      republished,
    ]);

    // And random searches agree as before.
    const random = seededRandom(83);
    const tally = await compare(Array.from({ length: 80 }, () => randomSearch(random)));
    console.info('after the changes:', tally);
    expect(tally.answered).toBeGreaterThanOrEqual(0.9 * tally.searches);
  });

  it('reads itself whole again, answering from the database meanwhile, after more changes than it reads one by one', async () => {
    const db = t.database.db;
    t.clock.set(baseClock);
    const small = createSearchIndex(db, { maxChangesRead: 2 });
    try {
      await small.ready();
      const params = { ...emptySearchParams, keywords: 'the', price: { min: 0, max: null } };
      const answers = async () =>
        (await searchListings({ ...deps(), searchIndex: small }, params, { perPage: 500 })).data
          .map((card) => card.id)
          .sort();
      const found = await answers();
      // Three listings repriced in one statement: three notices, more than two.
      const repriced = found.slice(0, 3);
      await db.update(listings).set({ priceAmount: 4321 }).where(inArray(listings.id, repriced));
      const input = {
        query: '',
        namedCategories: [],
        rankWords: [],
        params: { ...params, price: { min: 4321, max: 4321 } },
        now: t.clock.now(),
        testSlots: async (ids: string[]) => new Set(ids),
      };
      expect(await small.search(input)).toBeNull();
      await small.ready();
      expect((await small.search(input))?.ids.sort()).toEqual([...repriced].sort());
      expect(await answers()).toEqual(found);
    } finally {
      await small.close();
    }
  });

  it('renumbers its listings once a fifth of them were read again, and answers as before', async () => {
    const db = t.database.db;
    t.clock.set(baseClock);
    const shared = index;
    index = createSearchIndex(db, { minRemovedToCompact: 1 });
    try {
      await index.ready();
      const params = { ...emptySearchParams, keywords: 'the', price: { min: 0, max: null } };
      const all = (await searchListings(deps(), params, { perPage: 500 })).data.map((c) => c.id);
      // A third repriced in one statement: read again one by one, then renumbered.
      const repriced = all.filter((_, k) => k % 3 === 0);
      expect(repriced.length * 5).toBeGreaterThan(all.length);
      await db
        .update(listings)
        .set({ priceAmount: sql`${listings.priceAmount} + 1` })
        .where(inArray(listings.id, repriced));
      const random = seededRandom(84);
      const tally = await compare(Array.from({ length: 160 }, () => randomSearch(random)));
      console.info('after renumbering:', tally);
      expect(tally.answered).toBeGreaterThanOrEqual(0.9 * tally.searches);
    } finally {
      await index.close();
      index = shared;
    }
  });

  it('tests departures over a local midnight itself, and follows their bookings; evaluates & and |', async () => {
    const db = t.database.db;
    t.clock.set(baseClock);
    const index = createSearchIndex(db);
    try {
      await index.ready();
      const listing = await buildListing(db, { title: 'Pico Ruivo overnight', priceAmount: 7777 });
      // 10 June 08:00 to 11 June 18:00 in Madeira (UTC+1 in summer): 34 hours over a midnight.
      await buildListingSlot(db, {
        listingId: listing.id,
        startAt: new Date('2026-06-10T07:00:00Z'),
        endAt: new Date('2026-06-11T17:00:00Z'),
        seats: 6,
        booked: 0,
      });
      const search = (start: string, end: string, minDuration: number | null = null) =>
        index
          .search({
            query: "'pico'",
            namedCategories: [],
            rankWords: [],
            params: { ...emptySearchParams, dates: { start, end }, minDuration },
            now: t.clock.now(),
            testSlots: () => Promise.reject(new Error('sent to the database')),
          })
          .then((found) => found?.ids);
      const withQuery = (query: string) =>
        index
          .search({
            query,
            namedCategories: [],
            rankWords: [],
            params: { ...emptySearchParams, price: { min: 7777, max: 7777 } },
            now: t.clock.now(),
            testSlots: () => Promise.reject(new Error('sent to the database')),
          })
          .then((found) => found?.ids);
      // Words joined by '&' (flagged), and by '|' (their postings walked).
      expect(await withQuery("'pico' & 'ruivo'")).toEqual([listing.id]);
      expect(await withQuery("'pico' & 'zorblat'")).toEqual([]);
      expect(await withQuery("'zorblat' | 'ruiv':*")).toEqual([listing.id]);
      expect(await withQuery("'zorblat' | 'ruivos'")).toEqual([]);
      expect(await search('2026-06-10', '2026-06-11')).toEqual([listing.id]);
      expect(await search('2026-06-09', '2026-06-12', 34 * 60)).toEqual([listing.id]);
      // Ends a day after the dates, starts before them, shorter than asked.
      expect(await search('2026-06-10', '2026-06-10')).toEqual([]);
      expect(await search('2026-06-11', '2026-06-12')).toEqual([]);
      expect(await search('2026-06-10', '2026-06-11', 34 * 60 + 1)).toEqual([]);
      await db
        .update(listingSlots)
        .set({ booked: 6 })
        .where(eq(listingSlots.listingId, listing.id));
      expect(await search('2026-06-10', '2026-06-11')).toEqual([]);
      await db
        .update(listingSlots)
        .set({ booked: 5 })
        .where(eq(listingSlots.listingId, listing.id));
      expect(await search('2026-06-10', '2026-06-11')).toEqual([listing.id]);
    } finally {
      await index.close();
    }
  });

  it('remembers what searched words stand for until a listing or the known words change (decision 083)', async () => {
    const db = t.database.db;
    t.clock.set(baseClock);
    const index = createSearchIndex(db);
    try {
      let computed = 0;
      const compute = async () => (computed += 1);
      // Not loaded yet: computed every time.
      expect(await index.remember('a', compute)).toBe(1);
      await index.ready();
      expect(await index.remember('a', compute)).toBe(2);
      expect(await index.remember('a', compute)).toBe(2);
      expect(await index.remember('b', compute)).toBe(3);
      expect(await index.remember('b', compute)).toBe(3);
      // A listing's summary changed: everything is forgotten.
      await db
        .update(listings)
        .set({ priceAmount: 9_876 })
        .where(eq(listings.id, catalogue.published[0]!));
      expect(await index.remember('a', compute)).toBe(4);
      expect(await index.remember('b', compute)).toBe(5);
      // A statement that adds no known word changes nothing; one that adds a word does.
      await db.insert(searchTerms).values({ term: 'zorblat' });
      expect(await index.remember('a', compute)).toBe(6);
      await db.insert(searchTerms).values({ term: 'zorblat' }).onConflictDoNothing();
      expect(await index.remember('a', compute)).toBe(6);
      await db.delete(searchTerms).where(eq(searchTerms.term, 'zorblat'));
      expect(await index.remember('a', compute)).toBe(7);
      // An answer computed before a change and finished after it is not kept, even when another
      // search has meanwhile begun remembering again.
      let finish = () => {};
      const slow = index.remember('c', async () => {
        const before = (computed += 1);
        await new Promise<void>((resolve) => (finish = resolve));
        return before;
      });
      await db
        .update(listings)
        .set({ priceAmount: 9_875 })
        .where(eq(listings.id, catalogue.published[0]!));
      expect(await index.remember('d', compute)).toBe(9);
      finish();
      expect(await slow).toBe(8);
      expect(await index.remember('c', compute)).toBe(10);
      expect(await index.remember('c', compute)).toBe(10);
    } finally {
      await index.close();
    }
  });

  it('finds a misspelt word by its near words until a listing makes it a known word', async () => {
    const db = t.database.db;
    t.clock.set(baseClock);
    const index = createSearchIndex(db);
    try {
      await index.ready();
      const pancakes = await buildListing(db, {
        title: 'Banana pancakes tasting',
        priceAmount: 1_500,
      });
      const params = { ...emptySearchParams, keywords: 'pancakez', price: { min: 0, max: null } };
      const ids = async () =>
        (await searchListings({ ...deps(), searchIndex: index }, params, { perPage: 10 })).data.map(
          (card) => card.id,
        );
      expect(await ids()).toEqual([pancakes.id]);
      expect(await ids()).toEqual([pancakes.id]);
      const festival = await buildListing(db, { title: 'Pancakez festival', priceAmount: 1_500 });
      expect(await ids()).toEqual([festival.id]);
    } finally {
      await index.close();
    }
  });

  it('reads back the tsquery texts it evaluates, and refuses every other', () => {
    const word = (lexeme: string, isPrefix = false) => ({ kind: 'word', lexeme, isPrefix });
    expect(parseTsquery("'whale' | 'whal' | 'whales':*")).toEqual({
      kind: 'or',
      left: { kind: 'or', left: word('whale'), right: word('whal') },
      right: word('whales', true),
    });
    expect(parseTsquery("'a' & ( 'b' | 'c' ) | 'd'")).toEqual({
      kind: 'or',
      left: {
        kind: 'and',
        left: word('a'),
        right: { kind: 'or', left: word('b'), right: word('c') },
      },
      right: word('d'),
    });
    // A quote doubled, a backslash escaped, as PostgreSQL writes them.
    expect(parseTsquery("'it''s' | 'back\\\\slash'")).toEqual({
      kind: 'or',
      left: word("it's"),
      right: word('back\\slash'),
    });
    for (const refused of [
      "!'a'",
      "'a' <-> 'b'",
      "'a' <2> 'b'",
      "'a':A",
      "'a':*B",
      "'a' |",
      "('a'",
      "'a",
    ])
      expect(parseTsquery(refused), refused).toBeNull();
  });

  it('answers from the database while it cannot read a change, then loads itself whole again', async () => {
    const db = t.database.db;
    t.clock.set(baseClock);
    // The index's own reads fail while isDown holds (the app's keep working).
    let isDown = false;
    const flaky = new Proxy(db, {
      get: (target, property, receiver) =>
        property === 'execute' && isDown
          ? () => Promise.reject(new Error('connection lost'))
          : Reflect.get(target, property, receiver),
    });
    const index = createSearchIndex(flaky);
    try {
      await index.ready();
      const listing = await buildListing(db, { title: 'Garajau reef snorkel', priceAmount: 2222 });
      const input = {
        query: "'garajau'",
        namedCategories: [],
        rankWords: [],
        params: { ...emptySearchParams, price: { min: 2000, max: 2500 } },
        now: t.clock.now(),
        testSlots: async (ids: string[]) => new Set(ids),
      };
      expect((await index.search(input))?.ids).toEqual([listing.id]);
      await db.update(listings).set({ priceAmount: 3333 }).where(eq(listings.id, listing.id));
      isDown = true;
      // The change cannot be read: not answered from memory, neither now nor while still down.
      expect(await index.search(input)).toBeNull();
      expect(await index.search(input)).toBeNull();
      isDown = false;
      expect(await index.search(input)).toBeNull();
      await index.ready();
      expect((await index.search(input))?.ids).toEqual([]);
      expect(
        (
          await index.search({
            ...input,
            params: { ...input.params, price: { min: 3000, max: 3500 } },
          })
        )?.ids,
      ).toEqual([listing.id]);
    } finally {
      await index.close();
    }
  });
});
