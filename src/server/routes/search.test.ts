import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ListingSearchResponse } from '../../contracts/search';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildImage, buildListing, buildListingSlot, buildOperator } from '../test/factories';

let t: TestContext;
let authorId: string;
beforeAll(async () => {
  t = await createTestApp();
  authorId = (await buildOperator(t.database.db)).id;
});
afterAll(async () => t.close());
beforeEach(async () => {
  const db = t.database.db;
  await db.execute(sql`delete from listing_slots`);
  await db.execute(sql`delete from images`);
  await db.execute(sql`delete from listings`);
  t.clock.set('2026-06-01T09:00:00Z');
});

async function search(query: string): Promise<ListingSearchResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/listings${query ? `?${query}` : ''}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ids = async (query: string) => (await search(query)).data.map((l) => l.id);
const listing = (overrides: Parameters<typeof buildListing>[1] = {}) =>
  buildListing(t.database.db, { authorId, ...overrides });
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('keywords', () => {
  it('matches singular, plural and accents in English and Portuguese text', async () => {
    const caldeirao = await listing({
      title: 'Levada do Caldeirão Verde laurel forest walk',
      description: 'Tunnels and waterfalls above Santana.',
    });
    const whales = await listing({
      title: 'Dolphin and whale watching by catamaran',
      shortDescription: 'Three hours on the open Atlantic.',
      description: 'Leave Funchal marina on a quiet catamaran.',
      publicData: {
        translations: {
          pt: {
            title: 'Observação de golfinhos e baleias em catamarã',
            description: 'Saia da marina do Funchal num catamarã silencioso.',
          },
        },
      },
    });
    await listing({ title: 'Port wine cellars', description: 'Tastings by the river.' });

    expect(await ids(q({ keywords: 'levada' }))).toEqual([caldeirao.id]);
    expect(await ids(q({ keywords: 'levadas' }))).toEqual([caldeirao.id]);
    expect(await ids(q({ keywords: 'Levadas do Caldeirão' }))).toEqual([caldeirao.id]);
    expect(await ids(q({ keywords: 'CALDEIRAO' }))).toEqual([caldeirao.id]);
    expect(await ids(q({ keywords: 'baleias' }))).toEqual([whales.id]);
    expect(await ids(q({ keywords: 'baleia catamarã' }))).toEqual([whales.id]);
    expect(await ids(q({ keywords: 'whales' }))).toEqual([whales.id]);
    expect(await ids(q({ keywords: 'observacao golfinhos' }))).toEqual([whales.id]);
    expect(await ids(q({ keywords: 'skydiving' }))).toEqual([]);
  });

  it('forgives near misses through the words listings use', async () => {
    const levada = await listing({
      title: 'Levada walk in the laurel forest',
      description: 'Quiet paths.',
    });
    const dolphins = await listing({
      title: 'Dolphin watching',
      description: 'By boat from Funchal.',
    });
    expect(await ids(q({ keywords: 'levda' }))).toEqual([levada.id]);
    expect(await ids(q({ keywords: 'dolfin' }))).toEqual([dolphins.id]);
    expect(await ids(q({ keywords: 'dolphni watchng' }))).toEqual([dolphins.id]);
    expect(await ids(q({ keywords: 'zzzzqq' }))).toEqual([]);
  });

  it('ranks by relevance when keywords are given: title before description', async () => {
    const inDescription = await listing({
      title: 'Island panorama tour',
      description: 'We stop at a viewpoint over a canyoning gorge.',
      createdAt: new Date('2026-03-01T00:00:00Z'),
    });
    const inTitle = await listing({
      title: 'Canyoning in Ribeira da Janela',
      description: 'Abseil down waterfalls.',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const result = await search(q({ keywords: 'canyoning' }));
    expect(result.meta.sort).toBe('relevance');
    expect(result.data.map((l) => l.id)).toEqual([inTitle.id, inDescription.id]);
    // An explicit order still wins over relevance.
    expect(await ids(q({ keywords: 'canyoning', sort: 'createdAt' }))).toEqual([
      inDescription.id,
      inTitle.id,
    ]);
  });

  it('searches the words of the domain as written: "levada" is not the verb "levar"', async () => {
    const levada = await listing({ title: 'Levada walk', description: 'Quiet paths.' });
    const plural = await listing({
      title: 'Island tour',
      publicData: { translations: { pt: { title: 'Volta às levadas' } } },
    });
    await listing({
      title: 'Tuk-tuk ride',
      publicData: {
        translations: {
          pt: {
            title: 'Passeio de tuk-tuk',
            description: 'O motorista leva-o aos miradouros e levamos água.',
          },
        },
      },
    });
    expect((await ids(q({ keywords: 'levada' }))).sort()).toEqual([levada.id, plural.id].sort());
    expect((await ids(q({ keywords: 'Levadas' }))).sort()).toEqual([levada.id, plural.id].sort());
  });

  it('ranks a word as written above a stem-only match, and finds words by their beginning', async () => {
    const stemOnly = await listing({
      title: 'Walk the cliffs',
      createdAt: new Date('2026-03-01T00:00:00Z'),
    });
    const asWritten = await listing({
      title: 'Walking tour of Alfama',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    expect(await ids(q({ keywords: 'walking' }))).toEqual([asWritten.id, stemOnly.id]);
    expect(await ids(q({ keywords: 'walking alfama' }))).toEqual([asWritten.id]);
    expect(await ids(q({ keywords: 'alfam' }))).toEqual([asWritten.id]);
  });

  it('ranks the words as a phrase first, and searches the pick-up description', async () => {
    const apart = await listing({
      title: 'Santo António church and Porto Moniz',
      createdAt: new Date('2026-03-01T00:00:00Z'),
    });
    const phrase = await listing({
      title: 'Day on Porto Santo',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    expect(await ids(q({ keywords: 'porto santo' }))).toEqual([phrase.id, apart.id]);
    const pickup = await listing({
      title: 'Sunrise hike',
      publicData: { pickupOffered: true, pickupDescription: 'Pick-up at hotels in Caniço.' },
    });
    expect(await ids(q({ keywords: 'sunrise canico' }))).toEqual([pickup.id]);
  });

  it('treats a search of stop words only as no keyword filter', async () => {
    const older = await listing({
      title: 'Of the sea',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const newer = await listing({ createdAt: new Date('2026-03-01T00:00:00Z') });
    expect(await ids(q({ keywords: 'the of do' }))).toEqual([newer.id, older.id]);
    expect(await ids(q({ keywords: 'of the' }))).toEqual([newer.id, older.id]);
  });
});

describe('filters', () => {
  it('matches any of the categories', async () => {
    const hiking = await listing({ publicData: { categories: ['hiking'] } });
    const boat = await listing({ publicData: { categories: ['boattours', 'sightseeing'] } });
    await listing({ publicData: { categories: ['wine'] } });
    expect((await ids(q({ pub_categories: 'hiking,sightseeing' }))).sort()).toEqual(
      [hiking.id, boat.id].sort(),
    );
    expect(await ids(q({ pub_categories: 'boattours' }))).toEqual([boat.id]);
  });

  it('matches any of the durations', async () => {
    const short = await listing({ publicData: { duration: '1to2' } });
    const long = await listing({ publicData: { duration: '8ormore' } });
    await listing({ publicData: { duration: '3to4' } });
    expect((await ids(q({ pub_duration: '1to2,8ormore' }))).sort()).toEqual(
      [short.id, long.id].sort(),
    );
  });

  it('filters on pickup offered or not', async () => {
    const pickup = await listing({ publicData: { pickupOffered: true } });
    const none = await listing({ publicData: { pickupOffered: false } });
    expect(await ids(q({ pub_pickup: 'yes' }))).toEqual([pickup.id]);
    expect(await ids(q({ pub_pickup: 'no' }))).toEqual([none.id]);
  });

  it('filters on price in euros, both ends inclusive, with the top of the slider open-ended', async () => {
    const cheap = await listing({ priceAmount: 1000 });
    const mid = await listing({ priceAmount: 8000 });
    const dear = await listing({ priceAmount: 45000 });
    await listing({ priceAmount: null });
    expect((await ids(q({ price: '10,80' }))).sort()).toEqual([cheap.id, mid.id].sort());
    expect(await ids(q({ price: '10.01,80' }))).toEqual([mid.id]);
    expect((await ids(q({ price: '50,300' }))).sort()).toEqual([mid.id, dear.id].sort());
    expect(await ids(q({ price: '0,9.99' }))).toEqual([]);
  });

  it('keeps listings inside the bounds', async () => {
    const funchal = await listing({ lat: 32.65, lng: -16.91 });
    const santana = await listing({ lat: 32.8, lng: -16.88 });
    await listing({ lat: 38.72, lng: -9.14 }); // Lisbon
    await listing({ lat: null, lng: null });
    expect(await ids(q({ bounds: '32.7,-16.85,32.6,-17' }))).toEqual([funchal.id]);
    expect((await ids(q({ bounds: '33.2,-16.2,32.3,-17.4' }))).sort()).toEqual(
      [funchal.id, santana.id].sort(),
    );
  });

  describe('dates with a minimum duration', () => {
    // Summer: Madeira and Lisbon are at UTC+1, so local midnight is 23:00 UTC the day before.
    it('needs a free departure wholly inside the local dates', async () => {
      const inside = await listing();
      const hasSlot = (
        startAt: string,
        hours: number,
        extra: { seats?: number; booked?: number } = {},
      ) => ({
        startAt: new Date(startAt),
        endAt: new Date(new Date(startAt).getTime() + hours * 3_600_000),
        ...extra,
      });
      await buildListingSlot(t.database.db, {
        listingId: inside.id,
        ...hasSlot('2026-07-10T08:00:00Z', 3),
      });
      const full = await listing();
      await buildListingSlot(t.database.db, {
        listingId: full.id,
        ...hasSlot('2026-07-10T08:00:00Z', 3, { seats: 6, booked: 6 }),
      });
      const otherDay = await listing();
      await buildListingSlot(t.database.db, {
        listingId: otherDay.id,
        ...hasSlot('2026-07-12T08:00:00Z', 3),
      });
      // 23:30 UTC on the 10th is 00:30 local on the 11th.
      const afterMidnight = await listing();
      await buildListingSlot(t.database.db, {
        listingId: afterMidnight.id,
        ...hasSlot('2026-07-10T23:30:00Z', 1),
      });
      // Starts 22:00 local on the 10th and ends 01:00 on the 11th: not inside the 10th alone.
      const overnight = await listing();
      await buildListingSlot(t.database.db, {
        listingId: overnight.id,
        ...hasSlot('2026-07-10T21:00:00Z', 3),
      });
      await listing(); // no departures at all

      expect(await ids(q({ dates: '2026-07-10,2026-07-10' }))).toEqual([inside.id]);
      expect(await ids(q({ dates: '2026-07-11,2026-07-11' }))).toEqual([afterMidnight.id]);
      expect((await ids(q({ dates: '2026-07-10,2026-07-11' }))).sort()).toEqual(
        [inside.id, afterMidnight.id, overnight.id].sort(),
      );
      expect((await ids(q({ dates: '2026-07-09,2026-07-12' }))).length).toBe(4);
    });

    it('keeps only departures at least minDuration long', async () => {
      const oneHour = await listing();
      await buildListingSlot(t.database.db, {
        listingId: oneHour.id,
        startAt: new Date('2026-07-10T09:00:00Z'),
        endAt: new Date('2026-07-10T10:00:00Z'),
      });
      const threeHours = await listing();
      await buildListingSlot(t.database.db, {
        listingId: threeHours.id,
        startAt: new Date('2026-07-10T09:00:00Z'),
        endAt: new Date('2026-07-10T12:00:00Z'),
      });
      const dates = '2026-07-10,2026-07-10';
      expect((await ids(q({ dates, minDuration: '0' }))).length).toBe(2);
      expect((await ids(q({ dates, minDuration: '60' }))).length).toBe(2);
      expect(await ids(q({ dates, minDuration: '120' }))).toEqual([threeHours.id]);
      // minDuration alone filters nothing.
      expect((await ids(q({ minDuration: '120' }))).length).toBe(2);
    });

    it('never offers a departure that has already started', async () => {
      const today = await listing();
      await buildListingSlot(t.database.db, {
        listingId: today.id,
        startAt: new Date('2026-07-10T08:00:00Z'),
      });
      await buildListingSlot(t.database.db, {
        listingId: today.id,
        startAt: new Date('2026-07-10T15:00:00Z'),
      });
      t.clock.set('2026-07-10T12:00:00Z');
      expect(await ids(q({ dates: '2026-07-10,2026-07-10' }))).toEqual([today.id]);
      t.clock.set('2026-07-10T15:00:01Z');
      expect(await ids(q({ dates: '2026-07-10,2026-07-10' }))).toEqual([]);
    });

    it('reads a day-long departure of a day plan as inside its local day', async () => {
      const dayTour = await listing({ publicData: { duration: 'multiday' } });
      await buildListingSlot(t.database.db, {
        listingId: dayTour.id,
        startAt: new Date('2026-07-09T23:00:00Z'),
        endAt: new Date('2026-07-10T23:00:00Z'),
      });
      expect(await ids(q({ dates: '2026-07-10,2026-07-10', minDuration: '120' }))).toEqual([
        dayTour.id,
      ]);
      expect(await ids(q({ dates: '2026-07-11,2026-07-12' }))).toEqual([]);
    });
  });

  it('combines keywords, category, price, bounds and dates', async () => {
    const match = await listing({
      title: 'Levada dos Balcões family walk',
      priceAmount: 3000,
      lat: 32.73,
      lng: -16.89,
      publicData: { categories: ['hiking'] },
    });
    const slot = { startAt: new Date('2026-07-10T09:00:00Z') };
    await buildListingSlot(t.database.db, { listingId: match.id, ...slot });
    const tooDear = await listing({
      title: 'Private levada walk',
      priceAmount: 15000,
      lat: 32.73,
      lng: -16.89,
      publicData: { categories: ['hiking'] },
    });
    await buildListingSlot(t.database.db, { listingId: tooDear.id, ...slot });
    const elsewhere = await listing({
      title: 'Levada walk',
      priceAmount: 3000,
      lat: 38.7,
      lng: -9.1,
      publicData: { categories: ['hiking'] },
    });
    await buildListingSlot(t.database.db, { listingId: elsewhere.id, ...slot });
    const otherCategory = await listing({
      title: 'Levada by jeep',
      priceAmount: 3000,
      lat: 32.73,
      lng: -16.89,
      publicData: { categories: ['offroad'] },
    });
    await buildListingSlot(t.database.db, { listingId: otherCategory.id, ...slot });
    const noSlot = await listing({
      title: 'Levada walk',
      priceAmount: 3000,
      lat: 32.73,
      lng: -16.89,
      publicData: { categories: ['hiking'] },
    });
    const notLevada = await listing({
      title: 'Sea kayak',
      priceAmount: 3000,
      lat: 32.73,
      lng: -16.89,
      publicData: { categories: ['hiking'] },
    });
    await buildListingSlot(t.database.db, { listingId: notLevada.id, ...slot });

    const all = {
      keywords: 'levadas',
      pub_categories: 'hiking,canyoning',
      price: '10,60',
      bounds: '32.9,-16.6,32.6,-17.3',
      dates: '2026-07-10,2026-07-10',
      minDuration: '60',
    };
    const result = await search(q(all));
    expect(result.data.map((l) => l.id)).toEqual([match.id]);
    expect(result.meta.totalItems).toBe(1);
    // Dropping each filter in turn lets exactly the listing it kept out back in.
    const without = async (name: keyof typeof all) =>
      (await ids(q(Object.fromEntries(Object.entries(all).filter(([k]) => k !== name))))).sort();
    expect(await without('keywords')).toEqual([match.id, notLevada.id].sort());
    expect(await without('pub_categories')).toEqual([match.id, otherCategory.id].sort());
    expect(await without('price')).toEqual([match.id, tooDear.id].sort());
    expect(await without('bounds')).toEqual([match.id, elsewhere.id].sort());
    expect(await without('dates')).toEqual([match.id, noSlot.id].sort());
  });

  it('never returns drafts, pending, closed or deleted listings, whatever the filters', async () => {
    const common = { title: 'Levada walk', publicData: { categories: ['hiking' as const] } };
    const published = await listing(common);
    const hidden = await Promise.all([
      listing({ ...common, state: 'draft' }),
      listing({ ...common, state: 'pendingApproval' }),
      listing({ ...common, state: 'closed' }),
      listing({ ...common, deleted: true }),
    ]);
    for (const l of [published, ...hidden]) {
      await buildListingSlot(t.database.db, {
        listingId: l.id,
        startAt: new Date('2026-07-10T09:00:00Z'),
      });
    }
    for (const query of [
      '',
      q({ keywords: 'levada' }),
      q({ keywords: 'levda' }),
      q({ pub_categories: 'hiking' }),
      q({ price: '0,300' }),
      q({ bounds: '90,180,-90,-180' }),
      q({ dates: '2026-07-10,2026-07-10' }),
      q({ sort: 'price' }),
    ]) {
      const result = await search(query);
      expect(
        result.data.map((l) => l.id),
        query,
      ).toEqual([published.id]);
      expect(result.meta.totalItems, query).toBe(1);
    }
  });
});

describe('sorting and paging', () => {
  it('sorts by the spec’s keys: createdAt newest, -createdAt (the default) oldest, -price lowest, price highest, unpriced last', async () => {
    const a = await listing({ priceAmount: 3000, createdAt: new Date('2026-01-01T00:00:00Z') });
    const b = await listing({ priceAmount: 1000, createdAt: new Date('2026-02-01T00:00:00Z') });
    const c = await listing({ priceAmount: 9000, createdAt: new Date('2026-03-01T00:00:00Z') });
    const d = await listing({ priceAmount: null, createdAt: new Date('2026-04-01T00:00:00Z') });
    expect(await ids('')).toEqual([a.id, b.id, c.id, d.id]);
    expect(await ids('sort=-createdAt')).toEqual([a.id, b.id, c.id, d.id]);
    expect(await ids('sort=createdAt')).toEqual([d.id, c.id, b.id, a.id]);
    expect(await ids('sort=-price')).toEqual([b.id, a.id, c.id, d.id]);
    expect(await ids('sort=price')).toEqual([c.id, a.id, b.id, d.id]);
    // Relevance without keywords means nothing: the default order.
    const relevance = await search('sort=relevance');
    expect(relevance.meta.sort).toBe('-createdAt');
    expect(relevance.data.map((l) => l.id)).toEqual([a.id, b.id, c.id, d.id]);
  });

  it('pages every order stably: each listing exactly once, even with ties', async () => {
    const sameTime = new Date('2026-02-01T00:00:00Z');
    for (let i = 0; i < 11; i++) {
      await listing({
        title: i % 2 ? 'Levada walk' : 'Levada walk along the levada',
        priceAmount: i % 3 === 0 ? 2000 : 5000,
        createdAt: i % 4 === 0 ? sameTime : new Date(sameTime.getTime() + i * 60_000),
      });
    }
    for (const sort of ['-createdAt', 'createdAt', '-price', 'price', 'relevance']) {
      const base = { keywords: 'levada', sort, perPage: '4' };
      const all = await search(q({ ...base, perPage: '100' }));
      const pages = [];
      for (let page = 1; page <= 3; page++)
        pages.push(...(await ids(q({ ...base, page: String(page) }))));
      expect(pages, sort).toEqual(all.data.map((l) => l.id));
      expect(new Set(pages).size).toBe(11);
      const third = await search(q({ ...base, page: '3' }));
      expect(third.meta).toEqual({
        page: 3,
        perPage: 4,
        totalItems: 11,
        totalPages: 3,
        isTotalCapped: false,
        sort,
      });
    }
  });

  it('ranks the listings with the word in their title first, then those with it only in their description, newest first, across pages', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 1, day));
    const inTitle = [
      await listing({ title: 'Poncha tasting in Serra de Água', createdAt: at(1) }),
      await listing({ title: 'Poncha and poncha makers', createdAt: at(2) }),
    ];
    const inDescription = [];
    for (let day = 3; day <= 9; day++) {
      inDescription.push(
        await listing({
          title: `Jeep safari ${day}`,
          shortDescription: 'Off-road tracks',
          description: 'We stop for a poncha in a village bar on the way down.',
          // Two on the same day: the id breaks the tie.
          createdAt: at(Math.min(day, 8)),
        }),
      );
    }
    await listing({ title: 'Whale watching', description: 'No drinks on board.' });
    const base = { keywords: 'poncha', perPage: '2' };
    const all = await search(q({ ...base, perPage: '100' }));
    expect(all.meta.sort).toBe('relevance');
    const newestFirst = [...inDescription].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id),
    );
    // The title that says it twice first; the description-only ones as "newest first" would list them.
    expect(all.data.map((l) => l.id)).toEqual([
      inTitle[1]!.id,
      inTitle[0]!.id,
      ...newestFirst.map((l) => l.id),
    ]);
    const pages = [];
    for (let page = 1; page <= 5; page++)
      pages.push(...(await ids(q({ ...base, page: String(page) }))));
    expect(pages).toEqual(all.data.map((l) => l.id));
    expect((await search(q({ ...base, page: '5' }))).meta).toMatchObject({
      totalItems: 9,
      totalPages: 5,
    });
    expect(await ids(q({ ...base, page: '6' }))).toEqual([]);
    // A page that starts inside the ranked ones and ends among the others.
    expect(await ids(q({ keywords: 'poncha', perPage: '3', page: '1' }))).toEqual([
      inTitle[1]!.id,
      inTitle[0]!.id,
      newestFirst[0]!.id,
    ]);
  });

  it('answers a page past the end with no results and the real total', async () => {
    await listing();
    const result = await search('page=5');
    expect(result.data).toEqual([]);
    expect(result.meta).toMatchObject({ page: 5, totalItems: 1, totalPages: 1 });
  });
});

describe('result cards', () => {
  it('carry the card fields, the first photo with its card variants and only translated titles', async () => {
    const one = await listing({
      title: 'Sunset sail',
      priceAmount: 4500,
      lat: 32.64,
      lng: -16.91,
      publicData: {
        place: 'Funchal',
        categories: ['boattours'],
        duration: '1to2',
        discountPercent: 15,
        pickupOffered: true,
        translations: { pt: { title: 'Passeio ao pôr do sol', description: 'Texto longo.' } },
      },
    });
    const second = await buildImage(t.database.db, {
      ownerId: authorId,
      listingId: one.id,
      position: 1,
    });
    const first = await buildImage(t.database.db, {
      ownerId: authorId,
      listingId: one.id,
      position: 0,
    });
    const [card] = (await search('')).data;
    expect(card).toEqual({
      id: one.id,
      title: 'Sunset sail',
      geolocation: { lat: 32.64, lng: -16.91 },
      price: { amount: 4500, currency: 'EUR' },
      publicData: {
        place: 'Funchal',
        categories: ['boattours'],
        duration: '1to2',
        unitType: 'adult',
        discountPercent: 15,
        pickupOffered: true,
        translations: { pt: { title: 'Passeio ao pôr do sol' } },
      },
      createdAt: one.createdAt.toISOString(),
      rating: null,
      images: [
        {
          id: first.id,
          variants: [
            {
              name: 'listing-card',
              width: 300,
              height: 200,
              url: expect.stringContaining(first.id),
            },
            {
              name: 'listing-card-2x',
              width: 600,
              height: 400,
              url: expect.stringContaining(first.id),
            },
          ],
        },
      ],
    });
    expect(JSON.stringify(card)).not.toContain(second.id);
    // Cards read by id (ranked with filters; a deeper page) carry the same, photo and all.
    expect((await search('keywords=sunset&price=10,90')).data).toEqual([card]);
    await listing({ title: 'Newer sail' });
    expect((await search('sort=createdAt&perPage=1&page=2')).data).toEqual([card]);
  });

  it('follow an edit of the public data, and keep only the card’s share of it (migration 0042)', async () => {
    const one = await listing({
      title: 'Sunset sail',
      publicData: { place: 'Funchal', discountPercent: 15 },
    });
    expect((await search('')).data[0]!.publicData).toMatchObject({
      place: 'Funchal',
      discountPercent: 15,
    });
    await t.database.db.execute(
      sql`update listings set public_data = ${JSON.stringify({
        place: 'Calheta',
        unitType: 'group',
        rules: 'A long text that no card carries.',
        translations: { de: { title: 'Segeln', description: 'Ein langer Text.' }, fr: {} },
      })}::jsonb where id = ${one.id}`,
    );
    const [card] = (await search('')).data;
    expect(card!.publicData).toEqual({
      place: 'Calheta',
      categories: [],
      unitType: 'group',
      pickupOffered: false,
      translations: { de: { title: 'Segeln' }, fr: {} },
    });
    // Translations that are not an object (never written by the app) give none, as before.
    await t.database.db.execute(
      sql`update listings set public_data = '{"place":"Calheta","translations":"x"}' where id = ${one.id}`,
    );
    expect((await search('')).data[0]!.publicData).not.toHaveProperty('translations');
  });
});

describe('malformed parameters', () => {
  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['price=10', 'price'],
    ['price=10,20,30', 'price'],
    ['price=50,10', 'price'],
    ['dates=2026-07-01', 'dates'],
    ['dates=2026-07-03,2026-07-01', 'dates'],
    ['dates=2026-02-30,2026-03-01', 'dates'],
    ['minDuration=1.5', 'minDuration'],
    ['bounds=1,2,3', 'bounds'],
    ['bounds=32,-16,33,-17', 'bounds'],
    ['origin=32.6', 'origin'],
    ['pub_categories=hiking,skydiving', 'pub_categories'],
    ['pub_duration=forever', 'pub_duration'],
    ['pub_pickup=maybe', 'pub_pickup'],
    ['sort=name', 'sort'],
  ])('answers %s with 400 validation-invalid-params naming %s', async (query, name) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('validation-invalid-params');
    expect(error.details).toEqual([expect.objectContaining({ path: `querystring/${name}` })]);
  });

  it('never answers 500, whatever the parameters hold', async () => {
    await listing({ title: 'Levada walk' });
    const names = [
      'page',
      'keywords',
      'pub_categories',
      'pub_duration',
      'pub_pickup',
      'price',
      'dates',
      'minDuration',
      'bounds',
      'origin',
      'address',
      'region',
      'sort',
      'perPage',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(...names),
          fc.oneof(
            fc.string(),
            fc.stringMatching(/^[-0-9.,:e ]{0,30}$/),
            fc.string({ unit: 'binary' }),
          ),
        ),
        async (params) => {
          const res = await t.app.inject({ method: 'GET', url: `/api/listings?${q(params)}` });
          expect([200, 400]).toContain(res.statusCode);
        },
      ),
      { numRuns: 150 },
    );
  });
});
