import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../contracts/transactions';
import { addLocalDays, localDateOf, startOfLocalDate } from '../../domain/time-slots';
import { listingSlots } from '../db/schema';
import { buildListing, buildListingSlot, buildUser } from '../test/factories';
import { signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  authorisePayment,
  bookingParams,
  buildPayoutReadyOperator,
} from '../test/transaction-factories';

// Issue 49 item 14, decision 177: day and night units booked over a date range through the engine.
// PGlite, or PostgreSQL with TEST_DATABASE_URL. The test clock is set to 2026-06-01T09:00Z.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const zone = 'Atlantic/Madeira';
const midnight = (date: string) => startOfLocalDate(date, zone);
const stay = (first: string, end: string) => ({ start: midnight(first), end: midnight(end) });

/** A room priced per night (€80), one seat a day from 11 to 16 June but the 17th. */
async function buildNightListing(unitType: 'night' | 'day' = 'night') {
  t.clock.set('2026-06-01T09:00:00Z');
  const operator = await buildPayoutReadyOperator(t.app.deps);
  const listing = await buildListing(t.database.db, {
    authorId: operator.id,
    priceAmount: 8000,
    publicData: { unitType, prices: { adult: 8000 } },
  });
  for (const date of ['2026-06-11', '2026-06-12', '2026-06-13', '2026-06-14', '2026-06-15']) {
    await buildListingSlot(t.database.db, {
      listingId: listing.id,
      startAt: midnight(date),
      endAt: midnight(addLocalDays(date, 1)),
      seats: 1,
    });
  }
  await buildListingSlot(t.database.db, {
    listingId: listing.id,
    startAt: midnight('2026-06-18'),
    endAt: midnight('2026-06-19'),
    seats: 1,
  });
  return { listing, operator };
}

const bookedByDay = async (listingId: string) =>
  Object.fromEntries(
    (
      await t.database.db
        .select({ startAt: listingSlots.startAt, booked: listingSlots.booked })
        .from(listingSlots)
        .where(eq(listingSlots.listingId, listingId))
        .orderBy(listingSlots.startAt)
    ).map((row) => [localDateOf(row.startAt, zone), row.booked]),
  );

async function request(
  customerId: string,
  listingId: string,
  range: { start: Date; end: Date },
  speculative = false,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/transactions${speculative ? '?speculative=true' : ''}`,
    headers: await signedInHeaders(t, customerId),
    payload: {
      listingId,
      transition: 'request-payment',
      params: bookingParams(range, { adults: 2 }),
    },
  });
}

describe('a stay of night units', () => {
  it('books 3 nights through the engine: priced per night, each night’s seat taken, given back on decline', async () => {
    const { listing, operator } = await buildNightListing();
    const customer = await buildUser(t.database.db);
    // Checking in on the 11th, out on the 14th: the nights of the 11th, 12th and 13th.
    const range = stay('2026-06-11', '2026-06-14');

    const speculated = await request(customer.id, listing.id, range, true);
    expect(speculated.statusCode).toBe(200);
    expect(speculated.json<{ data: Transaction }>().data.lineItems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'line-item/night',
          quantity: 3,
          unitPrice: { amount: 8000, currency: 'EUR' },
          lineTotal: { amount: 24000, currency: 'EUR' },
        }),
      ]),
    );
    expect(Object.values(await bookedByDay(listing.id))).toEqual([0, 0, 0, 0, 0, 0]);

    const res = await request(customer.id, listing.id, range);
    expect(res.statusCode).toBe(201);
    const { data, paymentClientSecret } = res.json<{
      data: Transaction;
      paymentClientSecret: string;
    }>();
    expect(data.payinTotal).toEqual({ amount: 24000, currency: 'EUR' });
    expect(data.booking).toMatchObject({
      start: range.start.toISOString(),
      end: range.end.toISOString(),
    });
    // The three nights are taken, the checkout day is free.
    expect(await bookedByDay(listing.id)).toMatchObject({
      '2026-06-11': 1,
      '2026-06-12': 1,
      '2026-06-13': 1,
      '2026-06-14': 0,
    });

    // Another traveller for the 12th and 13th: the 12th is taken, nothing of the request is kept.
    const other = await buildUser(t.database.db);
    const overlapping = await request(other.id, listing.id, stay('2026-06-13', '2026-06-15'));
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error.code).toBe('transaction-booking-time-not-available');
    const clash = await request(other.id, listing.id, stay('2026-06-12', '2026-06-15'));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('transaction-booking-time-not-available');
    expect(await bookedByDay(listing.id)).toMatchObject({ '2026-06-14': 0, '2026-06-15': 0 });

    // Paid, then declined by the operator: every night is free again.
    const row = await t.database.db.query.transactions.findFirst({
      where: (r, { eq: is }) => is(r.id, data.id),
    });
    await authorisePayment(t.app.deps, row!.paymentIntentId!, paymentClientSecret);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${data.id}/transitions`,
      headers: await signedInHeaders(t, customer.id),
      payload: { transition: 'confirm-payment', params: {} },
    });
    expect(confirmed.statusCode).toBe(200);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${data.id}/transitions`,
      headers: await signedInHeaders(t, operator.id),
      payload: { transition: 'decline', params: {} },
    });
    expect(declined.statusCode).toBe(200);
    expect(Object.values(await bookedByDay(listing.id))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('refuses a stay over a day without availability (every day is checked)', async () => {
    const { listing } = await buildNightListing();
    const customer = await buildUser(t.database.db);
    // The 16th and 17th have no seat row.
    const res = await request(customer.id, listing.id, stay('2026-06-15', '2026-06-19'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'transaction-booking-time-not-available',
      details: [{ code: 'day-not-available' }],
    });
    expect(Object.values(await bookedByDay(listing.id))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it.each([
    ['zero nights for a day unit', 'day', stay('2026-06-11', '2026-06-11'), 'minimum-nights'],
    ['zero nights for a night unit', 'night', stay('2026-06-11', '2026-06-11'), 'minimum-nights'],
    ['an end before the start', 'night', stay('2026-06-13', '2026-06-11'), 'end-before-start'],
    [
      'a last night after the bookable window (90 days from 1 June: to 29 August)',
      'night',
      stay('2026-06-11', '2026-08-31'),
      'outside-bookable-window',
    ],
    [
      'a start after the bookable window',
      'day',
      stay('2026-09-01', '2026-09-03'),
      'outside-bookable-window',
    ],
  ] as const)('refuses %s with a coded error', async (_, unitType, range, code) => {
    const { listing } = await buildNightListing(unitType);
    const customer = await buildUser(t.database.db);
    const res = await request(customer.id, listing.id, range);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation-invalid-value',
      details: [expect.objectContaining({ code })],
    });
  });
});
