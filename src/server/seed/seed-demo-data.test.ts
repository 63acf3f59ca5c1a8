import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDetails, PublicListing } from '../../contracts/listings';
import { categoryKeys, durationKeys } from '../../domain/listing';
import { verifyPassword } from '../modules/accounts/password';
import { listDepartureOperators } from '../modules/guides/list-departure-operators';
import { createTestApp, type TestContext } from '../test/test-app';
import { addLocalDays, computeTimeSlots, localDateOf } from '../../domain/time-slots';
import { validatePlan } from '../../domain/availability-plan';
import { and, eq, gt, gte, isNotNull, lt } from 'drizzle-orm';
import type { TransactionListResponse } from '../../contracts/transactions';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { itemScenarios, recommendationScenarios } from '../../domain/recommendations';
import { jobHandlers } from '../jobs/job-handlers';
import { runDueJobs } from '../jobs/job-runner';
import {
  affiliateClicks,
  affiliateReferrals,
  availabilityExceptions,
  consoleAudit,
  jobs,
  listings as listingsTable,
  listingSlots,
  operatorTransfers,
  payoutAccounts,
  transactions,
  marketplaceAdmins,
  resellers,
  users,
} from '../db/schema';
import { checkIban, payoutCountryOf } from '../../domain/payout-countries';
import { portugueseIban } from './seed-demo-payouts';
import { demoListings, demoPassword, demoQuestions, instantDemoTitles } from './demo-listings';
import { openDemoPhotoCache } from './demo-photo-cache';
import { isDatabaseEmpty } from '../db/is-database-empty';
import { nextSeason, photoKey, planPhotos, seedDemoData } from './seed-demo-data';

let t: TestContext;
let summary: string;
let seedSeconds: number;
const seedLog: string[] = [];
// The notification jobs as the seed left them (later tests run the job runner).
let queuedNotifications: { createdAt: Date; runAt: Date }[];

beforeAll(async () => {
  t = await createTestApp();
  expect(await isDatabaseEmpty(t.database.db)).toBe(true);
  const started = performance.now();
  summary = await seedDemoData(
    { db: t.database.db, clock: t.clock, imageStorage: t.app.deps.imageStorage, config: t.config },
    { log: (line) => seedLog.push(line) },
  );
  seedSeconds = (performance.now() - started) / 1000;
  queuedNotifications = await t.database.db
    .select({ createdAt: jobs.createdAt, runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.state, 'queued'), eq(jobs.kind, 'transaction-transitioned')));
}, 600_000); // generous: a loaded machine seeds slowly; bench/, not this test, measures speed
afterAll(async () => t?.close());

// Every published listing in full, newest first: the search gives the ids, the listing page the rest.
const allListings = async (): Promise<PublicListing[]> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/listings?perPage=100' });
  expect(res.statusCode).toBe(200);
  const ids: string[] = res.json().data.map((l: { id: string }) => l.id);
  return Promise.all(
    ids.map(async (id) => {
      const one = await t.app.inject({ method: 'GET', url: `/api/listings/${id}` });
      expect(one.statusCode).toBe(200);
      return one.json().data as PublicListing;
    }),
  );
};

describe('seedDemoData', () => {
  it('has a room priced per night, one a night, whose nights are whole days (decision 177)', async () => {
    const rooms = (await allListings()).filter((l) => l.publicData.unitType === 'night');
    expect(rooms.map((l) => l.title)).toEqual([
      'Guest room in a quinta above Machico bay, by the night',
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${rooms[0]!.id}/time-slots?start=${encodeURIComponent(
        t.clock.now().toISOString(),
      )}&end=${encodeURIComponent(new Date(t.clock.now().getTime() + 10 * 86_400_000).toISOString())}`,
    });
    expect(res.statusCode).toBe(200);
    const slots: Array<{ type: string; seats: number }> = res.json().data;
    expect(slots.length).toBeGreaterThanOrEqual(9);
    expect(slots.every((slot) => slot.type === 'time-slot/day' && slot.seats === 1)).toBe(true);
    // Lukas has it for three nights three weeks ahead, paid and accepted: each night's seat taken.
    const stays = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.listingId, rooms[0]!.id));
    expect(stays.map((stay) => [stay.state, stay.quantityAdult])).toEqual([['accepted', 2]]);
    const { bookingStart, bookingEnd } = stays[0]!;
    const nights = await t.database.db
      .select({ booked: listingSlots.booked })
      .from(listingSlots)
      .where(
        and(
          eq(listingSlots.listingId, rooms[0]!.id),
          gte(listingSlots.startAt, bookingStart!),
          lt(listingSlots.startAt, bookingEnd!),
        ),
      );
    expect(nights.map((night) => night.booked)).toEqual([1, 1, 1]);
  });

  it('publishes listings covering every category, duration and both time zones', async () => {
    const listings = await allListings();
    expect(listings.length).toBeGreaterThanOrEqual(30);
    expect(listings.length).toBe(demoListings.length);
    expect(listings.every((l) => l.state === 'published')).toBe(true);

    const categories = new Set(listings.flatMap((l) => l.publicData.categories));
    expect([...categories].sort()).toEqual([...categoryKeys].sort());
    const durations = new Set(listings.map((l) => l.publicData.duration));
    expect([...durations].sort()).toEqual([...durationKeys].sort());
    const zones = new Set(listings.map((l) => l.publicData.timezone));
    expect(zones).toEqual(new Set(['Atlantic/Madeira', 'Europe/Lisbon']));

    for (const l of listings) {
      // The card price is the adult price; every listing has a place, address, coordinates and Portuguese text.
      expect(l.price).toEqual({ amount: l.publicData.prices!.adult, currency: 'EUR' });
      expect(l.publicData.place).toBeTruthy();
      expect(l.publicData.location?.address).toBeTruthy();
      expect(l.geolocation!.lat).toBeGreaterThan(32);
      expect(l.geolocation!.lat).toBeLessThan(42.2);
      expect(l.publicData.translations?.pt?.title).toBeTruthy();
      expect(l.publicData.translations?.pt?.description).toBeTruthy();
      // And German, Spanish and French (issue 49 item 3): title, summary, description, included.
      for (const language of ['de', 'es', 'fr'] as const) {
        const text = l.publicData.translations?.[language];
        expect([language, text?.title && text.shortDescription && text.description]).toEqual([
          language,
          expect.stringMatching(/\S/),
        ]);
        expect(text?.title).not.toBe(l.title);
        expect(text?.included).toHaveLength(l.publicData.included?.length ?? 0);
      }
      if (l.publicData.timezone === 'Atlantic/Madeira')
        expect(l.geolocation!.lng).toBeLessThan(-16);
      else expect(l.geolocation!.lng).toBeGreaterThan(-10);
    }
    // The richer fields appear somewhere in the demo.
    expect(
      listings.some(
        (l) => l.publicData.unitType === 'group' && l.publicData.groupPricing?.maxGroupSize,
      ),
    ).toBe(true);
    expect(listings.some((l) => l.publicData.prices?.child?.ageGroup === '4-11')).toBe(true);
    expect(listings.some((l) => l.publicData.prices?.infant?.amount === 0)).toBe(true);
    expect(listings.some((l) => l.publicData.pickupOffered && l.publicData.pickupDescription)).toBe(
      true,
    );
    expect(listings.some((l) => (l.publicData.discountPercent ?? 0) > 0)).toBe(true);
    expect(listings.some((l) => l.publicData.certificate)).toBe(true);
  });

  it('gives a few Madeira tours booking questions, and their demo bookings answers (decision 137)', async () => {
    const listings = await allListings();
    const asked = listings.filter((l) => (l.publicData.questions ?? []).length > 0);
    expect(asked.map((l) => l.title).sort()).toEqual(Object.keys(demoQuestions).sort());
    const paragliding = asked.find((l) => l.title === 'Tandem paragliding over Calheta')!;
    expect(paragliding.publicData.questions![0]).toMatchObject({ per: 'person', kind: 'number' });
    const answered = await t.database.db
      .select({ answers: transactions.bookingAnswers, listingId: transactions.listingId })
      .from(transactions)
      .where(isNotNull(transactions.bookingAnswers));
    expect(answered.length).toBeGreaterThan(0);
    for (const { answers, listingId } of answered) {
      const listing = asked.find((l) => l.id === listingId)!;
      expect(answers!.questions).toEqual(listing.publicData.questions);
      expect(answers!.leadTraveller?.fullName).toMatch(/\S+ \S+/);
    }
  });

  it('makes about half the Madeira tours instant, and says how fast the others’ operators answer', async () => {
    const listings = await allListings();
    const madeira = listings.filter((l) => l.publicData.timezone === 'Atlantic/Madeira');
    const instant = madeira.filter((l) => l.publicData.instantBooking === true);
    expect(instant.length).toBe(instantDemoTitles.size);
    expect(instant.length).toBeGreaterThanOrEqual(Math.floor(madeira.length / 2) - 1);
    expect(instant.length).toBeLessThanOrEqual(Math.ceil(madeira.length / 2) + 1);
    // The request journeys' tours stay on request.
    for (const title of [
      'Levada do Caldeirão Verde laurel forest walk',
      'Ponta de São Lourenço coastal hike',
    ])
      expect(listings.find((l) => l.title === title)!.publicData.instantBooking).toBeUndefined();
    // The demo operators answered enough requests for a median.
    const hours = listings.map((l) => (l as unknown as ListingDetails).operatorStats.answerHours);
    expect(hours.some((h) => typeof h === 'number' && h >= 1)).toBe(true);
  });

  it('lists the longest listed first (the default -createdAt, decision 172), with distinct creation times in the recent past', async () => {
    const listings = await allListings();
    const times = listings.map((l) => Date.parse(l.createdAt));
    expect(new Set(times).size).toBe(times.length);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const now = t.clock.now().getTime();
    expect(Math.max(...times)).toBeLessThan(now);
    expect(Math.min(...times)).toBeGreaterThan(now - 60 * 24 * 3600 * 1000);
  });

  it('gives every listing at least three images with a 300x200 listing-card variant that is served', async () => {
    const listings = await allListings();
    for (const l of listings) {
      expect(l.images.length).toBeGreaterThanOrEqual(3);
      for (const image of l.images) {
        expect(image.variants.find((v) => v.name === 'listing-card')).toMatchObject({
          width: 300,
          height: 200,
        });
      }
    }
    const card = listings[0]!.images[0]!.variants.find((v) => v.name === 'listing-card')!;
    const res = await t.app.inject({ method: 'GET', url: card.url });
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 300, 200]);
    // A drawn photo, not a flat box: the picture has real variation in it.
    const stats = await sharp(res.rawPayload).stats();
    expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(20);
  });

  it('keeps every demo photo, drawn and encoded, for the next seed, the same bytes as it served', async () => {
    const cache = await openDemoPhotoCache();
    const plans = planPhotos(demoListings);
    for (const planned of plans.flat()) {
      const files = await cache.read(photoKey(planned));
      expect(files.has('source')).toBe(true);
      expect([...files.keys()].some((name) => name.endsWith('.avif'))).toBe(true);
    }
    const [first] = await allListings();
    const card = first!.images[0]!.variants.find((v) => v.name === 'listing-card')!;
    const served = (await t.app.inject({ method: 'GET', url: card.url })).rawPayload;
    const cover = plans[demoListings.findIndex((l) => l.en.title === first!.title)]![0]!;
    const kept = await cache.read(photoKey(cover));
    expect(kept.get('300x200.jpeg')?.equals(served)).toBe(true);
  });

  it('creates the operators, customers and affiliate with verified emails and the demo password', async () => {
    const all = await t.database.db.select().from(users);
    // The administrator is an account of its own with the role (decision 100), not a traveller.
    const admins = await t.database.db.select().from(marketplaceAdmins);
    expect(admins.map((a) => all.find((u) => u.id === a.userId)?.email)).toEqual([
      'admin@levada.demo',
    ]);
    // The demo reseller's account (issue 47) books through OCTO; nobody signs in with it.
    const resellerUsers = new Set(
      (await t.database.db.select({ id: resellers.userId }).from(resellers)).map((r) => r.id),
    );
    const rows = all.filter(
      (u) =>
        !['admin@levada.demo', 'guide@levada.demo'].includes(u.email) && !resellerUsers.has(u.id),
    );
    const byType = (type: number) => rows.filter((u) => u.type === type);
    expect(byType(2)).toHaveLength(4);
    expect(byType(1)).toHaveLength(8);
    expect(byType(3)).toHaveLength(1);
    for (const u of rows) {
      expect(u.email).toMatch(/@levada\.demo$/);
      expect(u.emailVerified).toBe(true);
      expect(u.protectedData.type).toBe(u.type);
      if (u.type !== 1) expect(typeof u.publicData.cname).toBe('string');
    }
    expect(byType(3)[0]!.publicData.cname).toBe('Quinta da Serra Guesthouse');
    expect(await verifyPassword(byType(2)[0]!.passwordHash!, demoPassword)).toBe(true);

    // Ana Sousa's guide (decision 152), made by her invitation: a traveller account with the demo
    // password that runs her departures and no other operator's.
    const guide = all.find((u) => u.email === 'guide@levada.demo')!;
    expect(guide).toMatchObject({ type: 1, emailVerified: true });
    expect(await verifyPassword(guide.passwordHash!, demoPassword)).toBe(true);
    const ana = all.find((u) => u.email === 'ana.sousa@levada.demo')!;
    expect(await listDepartureOperators(t.database.db, guide.id)).toEqual([guide.id, ana.id]);

    // Listings belong to operators only, shown with their company names.
    const operatorIds = new Set(byType(2).map((u) => u.id));
    const listings = await allListings();
    expect(listings.every((l) => operatorIds.has(l.author.id) && l.author.companyName)).toBe(true);
    expect(await isDatabaseEmpty(t.database.db)).toBe(false);
  });

  it('has a demo reseller whose printed key sells every listing through OCTO (issue 47)', async () => {
    expect(summary).toContain('Authorization: Bearer levada-demo-octo-key');
    const products = await t.app.inject({
      method: 'GET',
      url: '/octo/products',
      headers: {
        authorization: 'Bearer levada-demo-octo-key',
        'octo-capabilities': 'octo/pricing',
      },
    });
    expect(products.statusCode).toBe(200);
    expect(products.json()).toHaveLength((await allListings()).length);
    const [reseller] = await t.database.db.select().from(resellers);
    expect(reseller!.name).toBe('Demo reseller');
  });

  it('fills the seat inventory: the time-slot API offers exactly the plan’s departures of the 90-day window', async () => {
    const rows = await t.database.db.select().from(listingsTable);
    const now = t.clock.now();
    for (const row of rows) {
      const exceptions = await t.database.db
        .select({
          start: availabilityExceptions.startAt,
          end: availabilityExceptions.endAt,
          seats: availabilityExceptions.seats,
        })
        .from(availabilityExceptions)
        .where(eq(availabilityExceptions.listingId, row.id));
      const expected = computeTimeSlots({
        plan: validatePlan(row.availabilityPlan),
        exceptions,
        range: { start: now, end: new Date(now.getTime() + 100 * 86_400_000) },
        now,
      });
      const isSeasonal = demoListings.some((l) => l.en.title === row.title && l.season);
      // A seasonal tour may have no departure in the window (New Year's Eve is more than 90 days off).
      if (!isSeasonal) expect(expected.length, row.title).toBeGreaterThan(0);
      // Future departures: the past ones the demo's tours took place on stay as the record.
      const stored = await t.database.db
        .select()
        .from(listingSlots)
        .where(and(eq(listingSlots.listingId, row.id), gt(listingSlots.startAt, now)));
      expect(stored.length, row.title).toBe(expected.length);
      // The API's first two months, as the booking panel asks for them.
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/listings/${row.id}/time-slots?start=${now.toISOString()}&end=${new Date(now.getTime() + 62 * 86_400_000).toISOString()}`,
      });
      expect(res.statusCode).toBe(200);
      // A full departure (the demo's chartered boat) is not offered.
      const full = new Set(
        stored.filter((slot) => slot.booked >= slot.seats).map((slot) => slot.startAt.getTime()),
      );
      const firstTwoMonths = expected.filter(
        (s) => s.start.getTime() < now.getTime() + 62 * 86_400_000 && !full.has(s.start.getTime()),
      );
      expect(res.json().meta.totalItems).toBe(firstTwoMonths.length);
      expect(
        res
          .json()
          .data.slice(0, 5)
          .map((s: { start: string; seats: number }) => [s.start, s.seats]),
      ).toEqual(firstTwoMonths.slice(0, 5).map((s) => [s.start.toISOString(), s.seats]));
    }
  });

  it('runs a seasonal tour only in its season: the New Year’s Eve cruise departs on 31 December alone', async () => {
    const [cruise] = await t.database.db
      .select()
      .from(listingsTable)
      .where(eq(listingsTable.title, "New Year's Eve fireworks cruise"));
    const days = (
      await t.database.db
        .select({ startAt: listingSlots.startAt })
        .from(listingSlots)
        .where(eq(listingSlots.listingId, cruise!.id))
    ).map((slot) => localDateOf(slot.startAt, 'Atlantic/Madeira'));
    const today = localDateOf(t.clock.now(), 'Atlantic/Madeira');
    const { first } = nextSeason({ first: '12-31', last: '12-31' }, today);
    // Within the 90 days travellers can book, or none yet; never a day but 31 December.
    const isNear = addLocalDays(today, 89) >= first;
    expect(days).toEqual(isNear ? [first] : []);
    // No past tour either: the demo looks back five weeks, when it did not run.
    const tours = await t.database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.listingId, cruise!.id));
    expect(tours).toEqual([]);
  });

  it('answers the searches travellers make, in English and Portuguese', async () => {
    const titles = async (keywords: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/listings?${new URLSearchParams({ keywords })}`,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.map((l: { title: string }) => l.title) as string[];
    };
    expect(await titles('baleias')).toContain('Dolphin and whale watching by catamaran');
    expect(await titles('Levadas do Caldeirão')).toEqual([
      'Levada do Caldeirão Verde laurel forest walk',
    ]);
    const levadas = await titles('levadas');
    expect(levadas).toEqual(
      expect.arrayContaining([
        'Levada do Caldeirão Verde laurel forest walk',
        'Levada dos Balcões family walk at Ribeiro Frio',
      ]),
    );
    expect(await titles('caminhada')).toContain('Pico do Arieiro to Pico Ruivo summit hike');
    expect(await titles('dolfin')).toContain('Dolphin and whale watching by catamaran');
  });

  it('gives every demo operator a verified payout account, and their captured bookings move money', async () => {
    const operators = await t.database.db.select().from(users).where(eq(users.type, 2));
    const accounts = await t.database.db.select().from(payoutAccounts);
    expect(accounts).toHaveLength(operators.length);
    expect(accounts.every((a) => a.state === 'verified' && a.provider === 'simulator')).toBe(true);
    expect(new Set(accounts.map((a) => a.businessType))).toEqual(
      new Set(['individual', 'company']),
    );
    expect(operators.every((o) => o.isPayoutReady)).toBe(true);
    // The accepted demo bookings were captured: their operator-payout jobs transfer the payout total.
    await runDueJobs(t.app.deps, {
      handlers: { 'transaction-transitioned': async () => {}, ...jobHandlers },
      log: () => {},
    });
    const transfers = await t.database.db.select().from(operatorTransfers);
    expect(transfers.filter((r) => r.kind === 'transfer').length).toBeGreaterThan(0);
    const owner = accounts.find((a) => a.userId === transfers[0]!.operatorId)!;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payouts/earnings',
      headers: await signedInHeaders(t, owner.userId),
    });
    expect(res.json().data.pending.length + res.json().data.available.length).toBeGreaterThan(0);
  }, 120_000); // runs every due job of the demo (transfers through the simulator)

  it('makes valid Portuguese IBANs', () => {
    for (const n of [0, 1, 2, 3, 99])
      expect(
        checkIban(
          portugueseIban(`0033000045${String(1000 + n).padStart(11, '0')}`),
          payoutCountryOf('PT')!,
        ),
      ).toBeNull();
  });

  it('prints every account and the shared password, and finishes in reasonable time', () => {
    for (const email of [
      'ana.sousa@levada.demo',
      'sofia.martins@levada.demo',
      'pedro.nobrega@levada.demo',
    ]) {
      expect(summary).toContain(email);
    }
    expect(summary).toContain(demoPassword);
    console.info(`demo seed took ${seedSeconds.toFixed(1)} s`);
    console.info(seedLog.filter((line) => /bookings|not made/.test(line)).join('\n'));
  });
});

describe('the demo marketplace in use', () => {
  const userId = async (email: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const listOf = async (email: string, only: 'order' | 'sale') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/transactions?only=${only}&perPage=100`,
      headers: await signedInHeaders(t, await userId(email)),
    });
    expect(res.statusCode).toBe(200);
    return res.json<TransactionListResponse>().data;
  };
  const operators = [
    'ana.sousa@levada.demo',
    'rui.goncalves@levada.demo',
    'marta.freitas@levada.demo',
    'tiago.carvalho@levada.demo',
  ];
  const customers = async () =>
    (await t.database.db.select().from(users).where(eq(users.type, 1))).map((u) => u.email);
  const allOrders = async () =>
    (await Promise.all((await customers()).map((e) => listOf(e, 'order')))).flat();
  const day = 86_400_000;

  it('makes today’s bookings through the engine: paid, then accepted, declined, cancelled with a refund or rescheduled, with their seats held', async () => {
    const now = t.clock.now().getTime();
    const upcoming = (await allOrders()).filter(
      (o) =>
        o.booking &&
        Date.parse(o.booking.start) > now &&
        o.transitions[0]!.transition === 'request-payment',
    );
    // Seven tours and Lukas's stay in the room accepted.
    expect(upcoming.map((o) => o.state).sort()).toEqual([
      'accepted',
      'accepted',
      'accepted',
      'accepted',
      'accepted',
      'accepted',
      'accepted',
      'accepted',
      'canceled',
      'declined',
      'preauthorized',
      'preauthorized',
      'preauthorized',
    ]);
    expect(upcoming.every((o) => o.transitions[1]?.transition === 'confirm-payment')).toBe(true);
    expect(
      upcoming.some((o) => o.transitions.some((r) => r.transition === 'update-accepted-booking')),
    ).toBe(true);
    const cancelled = upcoming.find((o) => o.state === 'canceled')!;
    expect(cancelled.payinTotal?.amount).toBe(0); // refunded in full, 20 days ahead
    // Seats: every booking that holds seats is counted on its departure.
    for (const order of upcoming.filter((o) => ['preauthorized', 'accepted'].includes(o.state))) {
      const [slot] = await t.database.db
        .select({ booked: listingSlots.booked })
        .from(listingSlots)
        .where(
          and(
            eq(listingSlots.listingId, order.listing.id),
            eq(listingSlots.startAt, new Date(order.booking!.start)),
          ),
        );
      expect(slot!.booked).toBeGreaterThanOrEqual(order.booking!.seats);
    }
    // Everyone's orders are someone's sales.
    const orders = await allOrders();
    const sales = (await Promise.all(operators.map((e) => listOf(e, 'sale')))).flat();
    expect(sales.map((s) => s.id).sort()).toEqual(orders.map((o) => o.id).sort());
  });

  it('has a tour with a minimum group size whose two booked departures wait for it, each confirmable by its operator', async () => {
    const ana = await userId('ana.sousa@levada.demo');
    const canyoning = (await listOf('ana.sousa@levada.demo', 'sale')).filter(
      (s) => s.listing.title === 'Canyoning in Ribeira da Janela' && s.state === 'accepted',
    );
    expect(canyoning).toHaveLength(2);
    for (const sale of canyoning) {
      // Madeira's day of the start (UTC or UTC+1: a 09:00 start is that day either way).
      const date = sale.booking!.start.slice(0, 10);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/departures?date=${date}`,
        headers: await signedInHeaders(t, ana),
      });
      expect(res.statusCode).toBe(200);
      const departure = (
        res.json().data.departures as {
          start: string;
          minimumGroup: { size: number; outcome: string | null; canConfirm: boolean } | null;
        }[]
      ).find((d) => d.start === sale.booking!.start);
      expect(departure?.minimumGroup).toMatchObject({ size: 4, outcome: null, canConfirm: true });
    }
  });

  it('has a full departure with a party on its waitlist', async () => {
    const sofia = await userId('sofia.martins@levada.demo');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/waitlist',
      headers: await signedInHeaders(t, sofia),
    });
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().data as { listing: { id: string }; start: string; state: string }[];
    expect(entry).toMatchObject({ state: 'waiting' });
    const [slot] = await t.database.db
      .select()
      .from(listingSlots)
      .where(
        and(
          eq(listingSlots.listingId, entry!.listing.id),
          eq(listingSlots.startAt, new Date(entry!.start)),
        ),
      );
    expect(slot!.booked).toBe(slot!.seats);
  });

  it('leaves a request waiting in every operator’s inbox, counted in their notification count', async () => {
    for (const email of operators) {
      const sales = await listOf(email, 'sale');
      expect(
        sales.some((s) => s.state === 'preauthorized'),
        email,
      ).toBe(true);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/notification-count',
        headers: await signedInHeaders(t, await userId(email)),
      });
      expect(res.json().data.count, email).toBeGreaterThan(0);
    }
  });

  it('has past tours completed by the system at their end and reviewed by both sides through the review transitions', async () => {
    const now = t.clock.now().getTime();
    const past = (await allOrders()).filter((o) => o.booking && Date.parse(o.booking.end) < now);
    expect(past.length).toBeGreaterThanOrEqual(30);
    for (const o of past) {
      const names = o.transitions.map((r) => r.transition);
      expect(names.slice(0, 4)).toEqual([
        'request-payment',
        'confirm-payment',
        'accept',
        'complete',
      ]);
      const complete = o.transitions[3]!;
      expect(complete.by).toBe('system');
      expect(Date.parse(complete.createdAt)).toBe(Date.parse(o.booking!.end));
      // Nothing is left waiting on a review period that has already closed.
      if (o.state !== 'reviewed')
        expect(Date.parse(complete.createdAt) + 7 * day).toBeGreaterThan(now);
    }
    const reviewed = past.filter((o) => o.state === 'reviewed');
    expect(reviewed.length).toBeGreaterThanOrEqual(20);
    expect(
      reviewed.some((o) => o.transitions.some((r) => r.transition === 'review-2-by-provider')),
    ).toBe(true);
    expect(
      reviewed.some((o) => o.transitions.some((r) => r.transition === 'review-2-by-customer')),
    ).toBe(true);
    expect(
      reviewed.some((o) =>
        o.transitions.some((r) => r.transition === 'expire-provider-review-period'),
      ),
    ).toBe(true);
    // Each demo customer has a tour to review; the operators have reviews to write too.
    for (const email of [
      'sofia.martins@levada.demo',
      'lukas.becker@levada.demo',
      'claire.dubois@levada.demo',
    ]) {
      const orders = await listOf(email, 'order');
      expect(
        orders.some((o) => ['delivered', 'reviewed-by-provider'].includes(o.state)),
        email,
      ).toBe(true);
      expect(
        orders.some((o) => o.state === 'reviewed'),
        email,
      ).toBe(true);
    }
    expect(past.some((o) => o.state === 'reviewed-by-customer')).toBe(true);
  });

  it('shows published reviews in several languages with an average on most listings, and on people’s profiles', async () => {
    const listings = await allListings();
    const summaries = await Promise.all(
      listings.map(async (l) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/listings/${l.id}/reviews` });
        expect(res.statusCode).toBe(200);
        return res.json();
      }),
    );
    const rated = summaries.filter((s) => s.summary.count > 0);
    expect(rated.length / listings.length).toBeGreaterThan(0.6);
    for (const s of rated) {
      expect(s.summary.averageRating).toBeGreaterThanOrEqual(3);
      expect(s.summary.averageRating).toBeLessThanOrEqual(5);
      expect(s.data.every((r: { state: string }) => r.state === 'public')).toBe(true);
    }
    const authors = new Set(
      rated.flatMap((s) =>
        s.data.map((r: { author: { displayName: string } }) => r.author.displayName),
      ),
    );
    expect(authors.size).toBeGreaterThanOrEqual(5);
    const texts = rated.flatMap((s) => s.data.map((r: { content: string }) => r.content)).join(' ');
    for (const word of ['guide', 'guia', 'Guide', 'guía', 'belle']) expect(texts).toContain(word);
    // The operators' reviews of their guests show on the guests' profiles.
    const emma = await t.app.inject({
      method: 'GET',
      url: `/api/users/${await userId('emma.wilson@levada.demo')}/reviews`,
    });
    expect(emma.json().summary.count).toBeGreaterThan(0);
  });

  it('has messages on bookings and enquiry threads, one booked from the enquiry and one waiting for an answer', async () => {
    const claire = await listOf('claire.dubois@levada.demo', 'order');
    const fromEnquiry = claire.find((o) => o.transitions[0]?.transition === 'enquire')!;
    expect(fromEnquiry.transitions.map((r) => r.transition)).toEqual([
      'enquire',
      'request-payment-after-enquiry',
      'confirm-payment',
    ]);
    expect(fromEnquiry.state).toBe('preauthorized');
    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${fromEnquiry.id}/messages`,
      headers: await signedInHeaders(t, await userId('ana.sousa@levada.demo')),
    });
    expect(thread.statusCode).toBe(200);
    const senders = thread
      .json()
      .data.map((m: { sender: { displayName: string } }) => m.sender.displayName);
    expect(senders).toHaveLength(3);
    expect(new Set(senders).size).toBe(2);

    const waiting = (await listOf('rui.goncalves@levada.demo', 'sale')).find(
      (s) => s.state === 'enquiry',
    )!;
    const question = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${waiting.id}/messages`,
      headers: await signedInHeaders(t, await userId('rui.goncalves@levada.demo')),
    });
    expect(question.json().data).toHaveLength(1);

    // The declined request says why, in the traveller's conversation.
    const declined = claire.find((o) => o.state === 'declined')!;
    const why = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${declined.id}/messages`,
      headers: await signedInHeaders(t, await userId('claire.dubois@levada.demo')),
    });
    expect(why.json().data).toMatchObject([
      { sender: { id: declined.provider.id }, content: expect.stringContaining('two days later') },
    ]);

    // A booking's question answered by the operator.
    const sofia = await listOf('sofia.martins@levada.demo', 'order');
    const counts = await Promise.all(
      sofia.map(async (o) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/transactions/${o.id}/messages`,
          headers: await signedInHeaders(t, await userId('sofia.martins@levada.demo')),
        });
        return res.json().data.length as number;
      }),
    );
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(2);
  });

  it('sends none of the past’s notifications at the first start: only today’s are queued', async () => {
    const queued = queuedNotifications;
    expect(queued.length).toBeGreaterThan(0);
    expect(queued.every((j) => j.createdAt.getTime() === t.clock.now().getTime())).toBe(true);
  });
});

describe('the demo affiliate', () => {
  it('has clicks over the last weeks and a referred booking credited once the job runner runs', async () => {
    const [affiliate] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'pedro.nobrega@levada.demo'));
    const clicks = await t.database.db
      .select()
      .from(affiliateClicks)
      .where(eq(affiliateClicks.affiliateId, affiliate!.id));
    // 21 visitors over the last weeks, the referred past tours' and Claire's.
    expect(clicks.length).toBeGreaterThan(22);
    expect(new Set(clicks.map((c) => c.day)).size).toBeGreaterThan(15);
    const referrals = await t.database.db
      .select({ state: transactions.state, customerId: transactions.customerId })
      .from(affiliateReferrals)
      .innerJoin(transactions, eq(transactions.id, affiliateReferrals.transactionId))
      .where(eq(affiliateReferrals.affiliateId, affiliate!.id));
    // Claire's tour to come, and past tours that took place (their commissions earned).
    expect(referrals.filter((r) => r.state === 'accepted')).toHaveLength(1);
    expect(referrals.filter((r) => r.state !== 'accepted').length).toBeGreaterThan(1);

    await runDueJobs(t.app.deps, { handlers: jobHandlers, log: () => {} });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/affiliate/dashboard',
      headers: await signedInHeaders(t, affiliate!.id),
    });
    expect(res.statusCode).toBe(200);
    const dashboard = res.json().data;
    expect(dashboard.conversion.bookings).toBeGreaterThan(1);
    expect(dashboard.conversion.commission).toBeGreaterThan(0);
    expect(
      dashboard.history.reduce((sum: number, m: { clicks: number }) => sum + m.clicks, 0),
    ).toBe(clicks.filter((c) => c.isCounted).length);
  });
});

describe('the landing page of the demo', () => {
  it('leads with the two tours the administrator featured, then rated tours with photos (decision 130)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/listings/featured?perPage=6' });
    expect(res.statusCode).toBe(200);
    const cards = res.json().data as {
      title: string;
      images: unknown[];
      rating: { count: number } | null;
    }[];
    expect(cards.slice(0, 2).map((c) => c.title)).toEqual([
      expect.stringMatching(
        /^(Dolphin and whale watching by catamaran|Levada do Caldeirão Verde laurel forest walk)$/,
      ),
      expect.stringMatching(
        /^(Dolphin and whale watching by catamaran|Levada do Caldeirão Verde laurel forest walk)$/,
      ),
    ]);
    for (const card of cards) expect(card.images.length).toBeGreaterThan(0);
    expect(cards.slice(2).filter((c) => c.rating !== null).length).toBeGreaterThan(2);
    const audit = await t.database.db
      .select()
      .from(consoleAudit)
      .where(eq(consoleAudit.action, 'feature-listing'));
    expect(audit).toHaveLength(2);
  });
});

describe('the recommendations on the demo marketplace (issue 48)', () => {
  it('answers 8 tours in every scenario, each a link with its recommId', async () => {
    const ids = (await allListings()).map((listing) => listing.id);
    const visitor = `demo-recs-${'0'.repeat(8)}`;
    const cookie = `euCookiesAccepted=1; levada_visitor=${visitor}`;
    // A browser that has looked at nine tours (its recently viewed).
    for (const listingId of ids.slice(0, 9)) {
      const viewed = await t.app.inject({
        method: 'POST',
        url: '/api/recommendations/views',
        headers: { ...browserHeaders(), cookie: `${browserHeaders().cookie}; ${cookie}` },
        payload: { listingId },
      });
      expect(viewed.statusCode).toBeLessThan(300);
    }
    // A tour of three wide categories, below the dearest: every item scenario has 8 to choose from.
    const tour = (await allListings()).find(
      (listing) => listing.title === 'Cabo Girão skywalk and Câmara de Lobos fishing village',
    )!;
    const answered: Record<string, number> = {};
    for (const scenario of recommendationScenarios) {
      // The checkout's cross-sell is for the tour being booked.
      const isForTour = itemScenarios.has(scenario) || scenario === 'checkout-crosssell';
      const query = isForTour ? `&listingId=${tour.id}` : '';
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/recommendations?scenario=${scenario}${query}`,
        headers: { cookie },
      });
      expect(res.statusCode, scenario).toBe(200);
      const body = res.json<{ recommId: string; data: { href: string }[] }>();
      answered[scenario] = body.data.length;
      for (const card of body.data) expect(card.href).toContain(`recommId=${body.recommId}`);
    }
    expect(answered).toEqual(
      Object.fromEntries(recommendationScenarios.map((scenario) => [scenario, 8])),
    );
  });
});
