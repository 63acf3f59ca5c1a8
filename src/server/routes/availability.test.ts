import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityPlan } from '../../contracts/listings';
import { computeTimeSlots, type SeatBooking } from '../../domain/time-slots';
import type { Db } from '../db/client';
import { listings, listingSlots } from '../db/schema';
import { nextRollAt, rollListingSlots } from '../jobs/roll-listing-slots';
import { buildImage, buildListing, buildOperator } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

// The test clock starts at 2026-06-01T09:00Z: Monday 10:00 in Madeira (summer time, UTC+1).
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const plan: AvailabilityPlan = {
  type: 'availability-plan/time',
  timezone: 'Atlantic/Madeira',
  entries: [
    { dayOfWeek: 'mon', seats: 8, startTime: '09:00', endTime: '12:00' },
    { dayOfWeek: 'wed', seats: 8, startTime: '09:00', endTime: '12:00' },
  ],
};
type Headers = Record<string, string>;

/** A draft with everything but the state, published through the API (which fills the inventory). */
async function publishedListing(): Promise<{ id: string; headers: Headers }> {
  t.clock.set('2026-06-01T09:00:00Z');
  const operator = await buildOperator(t.database.db);
  const listing = await buildListing(t.database.db, {
    authorId: operator.id,
    state: 'draft',
    availabilityPlan: plan,
  });
  await buildImage(t.database.db, { ownerId: operator.id, listingId: listing.id });
  const headers = await signedInHeaders(t, operator.id);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/own-listings/${listing.id}/publish`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  return { id: listing.id, headers };
}

const slotRows = (db: Db, listingId: string) =>
  db
    .select()
    .from(listingSlots)
    .where(eq(listingSlots.listingId, listingId))
    .orderBy(asc(listingSlots.startAt));

const timeSlots = async (id: string, start: string, end: string, extra = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/listings/${id}/time-slots?start=${start}&end=${end}${extra}`,
    headers: browserHeaders(),
  });
  return res;
};
const startsOf = (body: { data: Array<{ start: string }> }) => body.data.map((s) => s.start);

/** What the booking issue will run to take seats: one conditional write per departure. */
const takeSeats = async (
  db: Db,
  listingId: string,
  startAt: Date,
  seats: number,
): Promise<boolean> => {
  const rows = await db
    .update(listingSlots)
    .set({ booked: sql`${listingSlots.booked} + ${seats}` })
    .where(
      and(
        eq(listingSlots.listingId, listingId),
        eq(listingSlots.startAt, startAt),
        sql`${listingSlots.booked} + ${seats} <= ${listingSlots.seats}`,
      ),
    )
    .returning({ booked: listingSlots.booked });
  return rows.length === 1;
};

describe('the seat inventory follows the listing', () => {
  it('publishing writes one row per departure of the 90-day window, the same departures computeTimeSlots gives', async () => {
    const { id } = await publishedListing();
    const rows = await slotRows(t.database.db, id);
    const now = t.clock.now();
    const expected = computeTimeSlots({
      plan,
      range: { start: now, end: new Date('2027-01-01T00:00:00Z') },
      now,
    });
    expect(
      rows.map((r) => [r.startAt.toISOString(), r.endAt.toISOString(), r.seats, r.booked]),
    ).toEqual(expected.map((s) => [s.start.toISOString(), s.end.toISOString(), 8, 0]));
    // Monday's 09:00 departure has started (it is 10:00); the first is Wednesday's; the last date is 2026-08-29.
    expect(rows[0]!.startAt.toISOString()).toBe('2026-06-03T08:00:00.000Z');
    expect(rows.at(-1)!.startAt.toISOString()).toBe('2026-08-26T08:00:00.000Z');
    expect(rows).toHaveLength(25);
  });

  it('a plan change rewrites the rows in the same transaction; closing removes the free ones', async () => {
    const { id, headers } = await publishedListing();
    const friday = {
      ...plan,
      entries: [{ dayOfWeek: 'fri', seats: 6, startTime: '14:00', endTime: '17:30' }],
    };
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/own-listings/${id}`,
      headers,
      payload: { availabilityPlan: friday },
    });
    expect(res.statusCode).toBe(200);
    const rows = await slotRows(t.database.db, id);
    expect(rows[0]).toMatchObject({
      startAt: new Date('2026-06-05T13:00:00Z'),
      endAt: new Date('2026-06-05T16:30:00Z'),
      seats: 6,
    });
    expect(rows.every((r) => r.startAt.getUTCDay() === 5)).toBe(true);

    await t.app.inject({ method: 'POST', url: `/api/own-listings/${id}/close`, headers });
    expect(await slotRows(t.database.db, id)).toEqual([]);
    await t.app.inject({ method: 'POST', url: `/api/own-listings/${id}/open`, headers });
    expect(await slotRows(t.database.db, id)).toHaveLength(rows.length);
  });
});

describe('GET /api/listings/:id/time-slots', () => {
  it('answers the free departures in the range, 500 a page, with the slot type', async () => {
    const { id } = await publishedListing();
    const res = await timeSlots(id, '2026-06-01T00:00:00Z', '2026-06-16T00:00:00Z');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          type: 'time-slot/time',
          start: '2026-06-03T08:00:00.000Z',
          end: '2026-06-03T11:00:00.000Z',
          seats: 8,
        },
        {
          type: 'time-slot/time',
          start: '2026-06-08T08:00:00.000Z',
          end: '2026-06-08T11:00:00.000Z',
          seats: 8,
        },
        {
          type: 'time-slot/time',
          start: '2026-06-10T08:00:00.000Z',
          end: '2026-06-10T11:00:00.000Z',
          seats: 8,
        },
        {
          type: 'time-slot/time',
          start: '2026-06-15T08:00:00.000Z',
          end: '2026-06-15T11:00:00.000Z',
          seats: 8,
        },
      ],
      meta: { page: 1, perPage: 500, totalItems: 4, totalPages: 1 },
    });
    const paged = (
      await timeSlots(id, '2026-06-01T00:00:00Z', '2026-06-16T00:00:00Z', '&perPage=3&page=2')
    ).json();
    expect(startsOf(paged)).toEqual(['2026-06-15T08:00:00.000Z']);
    expect(paged.meta).toEqual({ page: 2, perPage: 3, totalItems: 4, totalPages: 2 });
  });

  it('never answers the past or beyond the window', async () => {
    const { id } = await publishedListing();
    expect(
      (await timeSlots(id, '2026-05-01T00:00:00Z', '2026-06-01T12:00:00Z')).json().data,
    ).toEqual([]);
    expect(
      startsOf((await timeSlots(id, '2026-08-20T00:00:00Z', '2026-10-01T00:00:00Z')).json()),
    ).toEqual(['2026-08-24T08:00:00.000Z', '2026-08-26T08:00:00.000Z']);
    // Two days later the window has moved on: Monday the 31st of August is bookable once the roll has run.
    t.clock.set('2026-06-03T07:00:00Z');
    await rollListingSlots(t.app.deps);
    expect(
      startsOf((await timeSlots(id, '2026-08-27T00:00:00Z', '2026-10-01T00:00:00Z')).json()),
    ).toEqual(['2026-08-31T08:00:00.000Z']);
    expect(
      startsOf((await timeSlots(id, '2026-06-01T00:00:00Z', '2026-06-04T00:00:00Z')).json()),
    ).toEqual(['2026-06-03T08:00:00.000Z']);
  });

  it.each([
    ['an end before the start', '2026-06-10T00:00:00Z', '2026-06-01T00:00:00Z'],
    ['more than two months', '2026-06-01T00:00:00Z', '2026-08-03T00:00:00Z'],
    ['a start that is not a time', 'tomorrow', '2026-06-10T00:00:00Z'],
  ])('refuses %s', async (_name, start, end) => {
    const { id } = await publishedListing();
    const res = await timeSlots(id, start, end);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation-invalid-params');
  });

  it('knows no time slots of drafts, closed or unknown listings', async () => {
    const draft = await buildListing(t.database.db, { state: 'draft', availabilityPlan: plan });
    const closed = await buildListing(t.database.db, { state: 'closed', availabilityPlan: plan });
    for (const id of [draft.id, closed.id, '00000000-0000-4000-8000-000000000000']) {
      expect((await timeSlots(id, '2026-06-01T00:00:00Z', '2026-06-10T00:00:00Z')).statusCode).toBe(
        404,
      );
    }
  });

  it('agrees with computeTimeSlots once bookings have taken seats', async () => {
    const { id } = await publishedListing();
    const monday = new Date('2026-06-08T08:00:00Z');
    const wednesday = new Date('2026-06-10T08:00:00Z');
    expect(await takeSeats(t.database.db, id, monday, 3)).toBe(true);
    expect(await takeSeats(t.database.db, id, wednesday, 8)).toBe(true);
    expect(await takeSeats(t.database.db, id, wednesday, 1)).toBe(false);
    const bookings: SeatBooking[] = [
      { start: monday, end: new Date('2026-06-08T11:00:00Z'), seats: 3, state: 'accepted' },
      { start: wednesday, end: new Date('2026-06-10T11:00:00Z'), seats: 8, state: 'pending' },
      { start: monday, end: new Date('2026-06-08T11:00:00Z'), seats: 5, state: 'declined' },
    ];
    const range = {
      start: new Date('2026-06-01T00:00:00Z'),
      end: new Date('2026-07-31T00:00:00Z'),
    };
    const computed = computeTimeSlots({ plan, bookings, range, now: t.clock.now() });
    const api = (await timeSlots(id, range.start.toISOString(), range.end.toISOString())).json()
      .data;
    expect(api.map((s: { start: string; seats: number }) => [s.start, s.seats])).toEqual(
      computed.map((s) => [s.start.toISOString(), s.seats]),
    );
    expect(api.find((s: { start: string }) => s.start === monday.toISOString()).seats).toBe(5);
    expect(api.find((s: { start: string }) => s.start === wednesday.toISOString())).toBeUndefined();
  });
});

describe('availability exceptions', () => {
  const closeWednesday = {
    start: '2026-06-02T23:00:00.000Z',
    end: '2026-06-03T23:00:00.000Z',
    seats: 0,
  };
  const extraTuesday = {
    start: '2026-06-09T09:00:00.000Z',
    end: '2026-06-09T12:00:00.000Z',
    seats: 5,
  };

  it('close a date, add a departure, list them, delete one: the time slots follow at once', async () => {
    const { id, headers } = await publishedListing();
    const url = `/api/own-listings/${id}/availability-exceptions`;
    const closed = await t.app.inject({ method: 'POST', url, headers, payload: closeWednesday });
    expect(closed.statusCode).toBe(201);
    expect(closed.json().data).toMatchObject(closeWednesday);
    const extra = await t.app.inject({ method: 'POST', url, headers, payload: extraTuesday });
    expect(extra.statusCode).toBe(201);

    expect(
      startsOf((await timeSlots(id, '2026-06-01T00:00:00Z', '2026-06-11T00:00:00Z')).json()),
    ).toEqual(['2026-06-08T08:00:00.000Z', '2026-06-09T09:00:00.000Z', '2026-06-10T08:00:00.000Z']);
    const listed = (await t.app.inject({ method: 'GET', url, headers })).json().data;
    expect(listed.map((e: { start: string; seats: number }) => [e.start, e.seats])).toEqual([
      [closeWednesday.start, 0],
      [extraTuesday.start, 5],
    ]);
    const ranged = (
      await t.app.inject({
        method: 'GET',
        url: `${url}?start=2026-06-05T00:00:00Z&end=2026-07-01T00:00:00Z`,
        headers,
      })
    ).json().data;
    expect(ranged.map((e: { start: string }) => e.start)).toEqual([extraTuesday.start]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${url}/${closed.json().data.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(
      startsOf((await timeSlots(id, '2026-06-01T00:00:00Z', '2026-06-04T00:00:00Z')).json()),
    ).toEqual(['2026-06-03T08:00:00.000Z']);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${url}/${closed.json().data.id}`, headers }))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    [
      'overlapping another',
      { start: '2026-06-03T10:00:00.000Z', end: '2026-06-03T12:00:00.000Z', seats: 4 },
      'overlapping-exception',
    ],
    [
      'in the past',
      { start: '2026-05-30T23:00:00.000Z', end: '2026-05-31T23:00:00.000Z', seats: 0 },
      'in-the-past',
    ],
    [
      'beyond 364 days',
      { start: '2027-06-01T09:00:00.000Z', end: '2027-06-01T10:00:00.000Z', seats: 0 },
      'too-far-ahead',
    ],
    [
      'off the half hour',
      { start: '2026-06-04T09:10:00.000Z', end: '2026-06-04T10:00:00.000Z', seats: 2 },
      'not-on-half-hour',
    ],
    [
      'with negative seats',
      { start: '2026-06-04T09:00:00.000Z', end: '2026-06-04T10:00:00.000Z', seats: -1 },
      'invalid-seats',
    ],
    [
      'ending before it starts',
      { start: '2026-06-04T09:00:00.000Z', end: '2026-06-04T08:00:00.000Z', seats: 1 },
      'end-before-start',
    ],
  ])('refuses an exception %s', async (_name, payload, code) => {
    const { id, headers } = await publishedListing();
    const url = `/api/own-listings/${id}/availability-exceptions`;
    await t.app.inject({ method: 'POST', url, headers, payload: closeWednesday });
    const res = await t.app.inject({ method: 'POST', url, headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { code: string }) => d.code)).toContain(code);
    expect((await t.app.inject({ method: 'GET', url, headers })).json().data).toHaveLength(1);
  });

  it('needs a weekly plan first', async () => {
    const operator = await buildOperator(t.database.db);
    const listing = await buildListing(t.database.db, {
      authorId: operator.id,
      state: 'draft',
      availabilityPlan: null,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/own-listings/${listing.id}/availability-exceptions`,
      headers: await signedInHeaders(t, operator.id),
      payload: closeWednesday,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].code).toBe('availability-required');
  });
});

describe('several exceptions at once (a season, or those made before the first save)', () => {
  const batchUrl = (id: string) => `/api/own-listings/${id}/availability-exceptions/batch`;
  // A season of June 8 to 30: today (June 1) to the 7th closed, and July 1 to the window's end.
  const season = [
    { start: '2026-05-31T23:00:00.000Z', end: '2026-06-07T23:00:00.000Z', seats: 0 },
    { start: '2026-06-30T23:00:00.000Z', end: '2027-05-31T23:00:00.000Z', seats: 0 },
  ];

  it('adds them all in one step; the time slots follow', async () => {
    const { id, headers } = await publishedListing();
    const res = await t.app.inject({
      method: 'POST',
      url: batchUrl(id),
      headers,
      payload: { exceptions: [...season].reverse() },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((e: { start: string }) => e.start)).toEqual(
      season.map((e) => e.start),
    );
    expect(
      startsOf((await timeSlots(id, '2026-06-01T00:00:00Z', '2026-06-11T00:00:00Z')).json()),
    ).toEqual(['2026-06-08T08:00:00.000Z', '2026-06-10T08:00:00.000Z']);
    expect(
      startsOf((await timeSlots(id, '2026-06-29T00:00:00Z', '2026-07-09T00:00:00Z')).json()),
    ).toEqual(['2026-06-29T08:00:00.000Z']);
  });

  it('adds none when one is refused, and says which', async () => {
    const { id, headers } = await publishedListing();
    const res = await t.app.inject({
      method: 'POST',
      url: batchUrl(id),
      headers,
      payload: {
        exceptions: [
          season[0],
          { start: '2026-06-03T09:00:00.000Z', end: '2026-06-03T10:00:00.000Z', seats: 3 },
          { start: '2026-06-09T09:10:00.000Z', end: '2026-06-09T10:00:00.000Z', seats: 3 },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res.json().error.details.map((d: { code: string; entry: number }) => [d.entry, d.code]),
    ).toEqual([
      [1, 'overlapping-exception'],
      [2, 'not-on-half-hour'],
    ]);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/own-listings/${id}/availability-exceptions`,
      headers,
    });
    expect(listed.json().data).toEqual([]);
  });

  it('refuses an empty list, too many, and a draft without a weekly plan', async () => {
    const { id, headers } = await publishedListing();
    for (const exceptions of [[], Array.from({ length: 101 }, () => season[0])]) {
      const res = await t.app.inject({
        method: 'POST',
        url: batchUrl(id),
        headers,
        payload: { exceptions },
      });
      expect(res.statusCode).toBe(400);
    }
    const operator = await buildOperator(t.database.db);
    const draft = await buildListing(t.database.db, {
      authorId: operator.id,
      state: 'draft',
      availabilityPlan: null,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: batchUrl(draft.id),
      headers: await signedInHeaders(t, operator.id),
      payload: { exceptions: season },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].code).toBe('availability-required');
  });

  it('is refused to another operator (403, the listing is public) and to a visitor (401), changing nothing', async () => {
    const { id, headers } = await publishedListing();
    const stranger = await buildOperator(t.database.db);
    const asStranger = await t.app.inject({
      method: 'POST',
      url: batchUrl(id),
      headers: await signedInHeaders(t, stranger.id),
      payload: { exceptions: season },
    });
    expect(asStranger.statusCode).toBe(403);
    const asVisitor = await t.app.inject({
      method: 'POST',
      url: batchUrl(id),
      headers: browserHeaders(),
      payload: { exceptions: season },
    });
    expect(asVisitor.statusCode).toBe(401);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/own-listings/${id}/availability-exceptions`,
      headers,
    });
    expect(listed.json().data).toEqual([]);
  });
});

describe('seats already booked are kept', () => {
  const monday = new Date('2026-06-08T08:00:00Z');

  it('refuses to remove a booked departure or leave it fewer seats than are booked, changing nothing', async () => {
    const { id, headers } = await publishedListing();
    expect(await takeSeats(t.database.db, id, monday, 3)).toBe(true);
    const before = await slotRows(t.database.db, id);

    const refusals: Array<[string, { method: 'PATCH' | 'POST'; url: string; payload: object }]> = [
      [
        'fewer seats',
        {
          method: 'PATCH',
          url: `/api/own-listings/${id}`,
          payload: {
            availabilityPlan: { ...plan, entries: plan.entries.map((e) => ({ ...e, seats: 2 })) },
          },
        },
      ],
      [
        'no more Mondays',
        {
          method: 'PATCH',
          url: `/api/own-listings/${id}`,
          payload: { availabilityPlan: { ...plan, entries: [plan.entries[1]] } },
        },
      ],
      [
        'a longer tour',
        {
          method: 'PATCH',
          url: `/api/own-listings/${id}`,
          payload: {
            availabilityPlan: {
              ...plan,
              entries: plan.entries.map((e) => ({ ...e, endTime: '13:00' })),
            },
          },
        },
      ],
      [
        'closing that Monday',
        {
          method: 'POST',
          url: `/api/own-listings/${id}/availability-exceptions`,
          payload: { start: '2026-06-07T23:00:00.000Z', end: '2026-06-08T23:00:00.000Z', seats: 0 },
        },
      ],
    ];
    for (const [name, request] of refusals) {
      const res = await t.app.inject({ ...request, headers });
      expect(res.statusCode, name).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'listing-seats-below-booked',
        details: [{ code: 'seats-below-booked', start: monday.toISOString(), booked: 3 }],
      });
    }
    expect(await slotRows(t.database.db, id)).toEqual(before);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, id));
    expect(row!.availabilityPlan).toEqual(plan);

    // Three seats still fit three travellers; more seats are fine.
    const three = await t.app.inject({
      method: 'POST',
      url: `/api/own-listings/${id}/availability-exceptions`,
      headers,
      payload: { start: '2026-06-07T23:00:00.000Z', end: '2026-06-08T23:00:00.000Z', seats: 3 },
    });
    expect(three.statusCode).toBe(201);
    const [mondayRow] = (await slotRows(t.database.db, id)).filter(
      (r) => r.startAt.getTime() === monday.getTime(),
    );
    expect(mondayRow).toMatchObject({ seats: 3, booked: 3 });
  });

  it('the CHECK constraint stops a writer that skips the check', async () => {
    const { id } = await publishedListing();
    await takeSeats(t.database.db, id, monday, 5);
    await expect(
      t.database.db
        .update(listingSlots)
        .set({ seats: 4 })
        .where(and(eq(listingSlots.listingId, id), eq(listingSlots.startAt, monday))),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .update(listingSlots)
        .set({ booked: 9 })
        .where(and(eq(listingSlots.listingId, id), eq(listingSlots.startAt, monday))),
    ).rejects.toThrow();
  });

  it('closing keeps the booked departures (and their bookings) and opening again does not oversell', async () => {
    const { id, headers } = await publishedListing();
    await takeSeats(t.database.db, id, monday, 6);
    await t.app.inject({ method: 'POST', url: `/api/own-listings/${id}/close`, headers });
    expect(
      (await slotRows(t.database.db, id)).map((r) => [r.startAt.toISOString(), r.booked]),
    ).toEqual([[monday.toISOString(), 6]]);
    await t.app.inject({ method: 'POST', url: `/api/own-listings/${id}/open`, headers });
    const rows = await slotRows(t.database.db, id);
    expect(rows).toHaveLength(25);
    expect(rows.find((r) => r.startAt.getTime() === monday.getTime())).toMatchObject({
      seats: 8,
      booked: 6,
    });
    expect(await takeSeats(t.database.db, id, monday, 3)).toBe(false);
  });
});

describe('the daily roll', () => {
  it('adds the day entering the window, drops past free departures, keeps booked ones, and is idempotent', async () => {
    const { id } = await publishedListing();
    const wednesday = new Date('2026-06-03T08:00:00Z');
    await takeSeats(t.database.db, id, wednesday, 2);
    t.clock.set('2026-06-08T09:00:00Z');
    const first = await rollListingSlots(t.app.deps);
    expect(first.failed).toBe(0);
    const rows = await slotRows(t.database.db, id);
    expect(rows[0]).toMatchObject({ startAt: wednesday, booked: 2 }); // kept: the record of what was sold
    expect(rows.filter((r) => r.endAt < t.clock.now() && r.booked === 0)).toEqual([]);
    expect(rows.at(-1)!.startAt.toISOString()).toBe('2026-09-02T08:00:00.000Z');
    const again = await rollListingSlots(t.app.deps);
    expect(again.inserted).toBe(0);
    expect(await slotRows(t.database.db, id)).toEqual(rows);
  });

  it.each([
    ['2026-06-01T09:00:00Z', '2026-06-01T23:05:00.000Z'],
    ['2026-06-01T23:30:00Z', '2026-06-02T23:05:00.000Z'],
    ['2026-12-01T09:00:00Z', '2026-12-02T00:05:00.000Z'],
    ['2026-03-28T12:00:00Z', '2026-03-29T00:05:00.000Z'],
  ])('after %s the next roll is at %s (five past local midnight)', (now, next) => {
    expect(nextRollAt(new Date(now)).toISOString()).toBe(next);
  });
});

describe('two travellers and the last seat', () => {
  it('of several concurrent takers only as many as there are seats succeed', async () => {
    const db = t.database.db;
    const listing = await buildListing(db);
    const startAt = new Date('2026-07-01T08:00:00Z');
    await db.insert(listingSlots).values({
      listingId: listing.id,
      startAt,
      endAt: new Date('2026-07-01T11:00:00Z'),
      seats: 3,
      booked: 2,
    });
    // On PostgreSQL (TEST_DATABASE_URL) these run on separate connections at the same time.
    const lastSeat = await Promise.all([
      takeSeats(db, listing.id, startAt, 1),
      takeSeats(db, listing.id, startAt, 1),
    ]);
    expect(lastSeat.filter(Boolean)).toHaveLength(1);

    await db.update(listingSlots).set({ booked: 0 }).where(eq(listingSlots.listingId, listing.id));
    const crowd = await Promise.all(
      Array.from({ length: 10 }, () => takeSeats(db, listing.id, startAt, 1)),
    );
    expect(crowd.filter(Boolean)).toHaveLength(3);
    const [row] = await db
      .select()
      .from(listingSlots)
      .where(eq(listingSlots.listingId, listing.id));
    expect(row).toMatchObject({ seats: 3, booked: 3 });
  });
});
