import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeparturesResponse, ManifestResponse } from '../../contracts/departures';
import type { BookingQuestion } from '../../domain/booking-questions';
import { localDateOf } from '../../domain/zone-date';
import { transactions } from '../db/schema';
import { buildOperator, buildUser } from '../test/factories';
import { signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildBookableListing, buildTransaction } from '../test/transaction-factories';

// Issue 46 item 1, decision 147: the operator's departures (seats sold, held, free) and the manifest
// of a departure, as JSON and CSV, for the listing's operator only. PGlite, or PostgreSQL with
// TEST_DATABASE_URL.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(() => t.clock.set('2026-06-01T09:00:00Z'));

const deps = () => t.app.deps;
const questions: BookingQuestion[] = [
  { id: 'hotel', label: 'Pickup hotel', kind: 'text', per: 'booking', required: false },
  { id: 'weight', label: 'Weight (kg)', kind: 'number', per: 'person', required: false },
];

/** A departure with 10 seats: one confirmed booking of 2 (with answers) and one request of 3. */
async function bookedDeparture() {
  const operator = await buildOperator(t.database.db);
  const built = await buildBookableListing(deps(), {
    operatorId: operator.id,
    daysAhead: 3,
    publicData: { questions, pickupOffered: true, pickupDescription: 'Hotels in Funchal' },
  });
  const listing = { id: built.listing.id, operatorId: operator.id, departure: built.departure };
  const customer = await buildUser(t.database.db, {
    firstName: 'Ana',
    lastName: 'Traveller',
    protectedData: { phoneNumber: '+351 912 000 111' },
  });
  const accepted = await buildTransaction(deps(), {
    state: 'accepted',
    listing,
    customerId: customer.id,
    quantities: { adults: 2 },
  });
  await t.database.db
    .update(transactions)
    .set({
      bookingAnswers: {
        questions,
        leadTraveller: { fullName: '=HYPERLINK("http://evil")', phone: '+351 933 222 111' },
        answers: { hotel: 'Hotel Madeira, Funchal', weight: [72, 58] },
      },
    })
    .where(eq(transactions.id, accepted.row.id));
  const requested = await buildTransaction(deps(), {
    state: 'preauthorized',
    listing,
    quantities: { adults: 3 },
  });
  return { ...built, listing, accepted, requested, customer };
}

const get = async (url: string, userId: string | null) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: userId ? await signedInHeaders(t, userId) : {},
  });
const manifestUrl = (listingId: string, start: Date, csv = false) =>
  `/api/departures/${listingId}/${encodeURIComponent(start.toISOString())}/manifest${csv ? '.csv' : ''}`;

describe('the departures of a day', () => {
  it('lists every departure with seats sold, held and free, and its bookings', async () => {
    const { listing, accepted, requested } = await bookedDeparture();
    const date = localDateOf(listing.departure.start, 'Atlantic/Madeira');
    const res = await get(`/api/departures?date=${date}`, listing.operatorId);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<DeparturesResponse>();
    expect(data.date).toBe(date);
    expect(data.departures).toHaveLength(1);
    const [departure] = data.departures;
    expect(departure).toMatchObject({
      listing: { id: listing.id, timezone: 'Atlantic/Madeira' },
      start: listing.departure.start.toISOString(),
      capacity: 10,
      sold: 2,
      held: 3,
      free: 5,
    });
    expect(departure!.bookings.map((b) => [b.id, b.status, b.seats])).toEqual([
      [accepted.row.id, 'accepted', 2],
      [requested.row.id, 'pending', 3],
    ]);
    // From today, the next day with bookings is the departure's.
    const today = await get('/api/departures', listing.operatorId);
    expect(today.json<DeparturesResponse>().data).toMatchObject({
      date: '2026-06-01',
      departures: [],
      nextDateWithBookings: date,
    });
  });

  it('shows another operator, a traveller and a visitor none of them', async () => {
    const { listing, customer } = await bookedDeparture();
    const date = localDateOf(listing.departure.start, 'Atlantic/Madeira');
    const other = await buildOperator(t.database.db);
    for (const userId of [other.id, customer.id]) {
      const res = await get(`/api/departures?date=${date}`, userId);
      expect(res.statusCode).toBe(200);
      expect(res.json<DeparturesResponse>().data.departures).toEqual([]);
    }
    expect((await get(`/api/departures?date=${date}`, null)).statusCode).toBe(404);
    expect((await get('/api/departures?date=2026-02-31', listing.operatorId)).statusCode).toBe(400);
  });
});

describe('the manifest', () => {
  it('names who comes: the lead traveller, the party, the phone, the answers, the pickup', async () => {
    const { listing, accepted } = await bookedDeparture();
    const res = await get(manifestUrl(listing.id, listing.departure.start), listing.operatorId);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<ManifestResponse>();
    expect(data).toMatchObject({ sold: 2, held: 3, free: 5, pickup: 'Hotels in Funchal' });
    // The request is not on the manifest: only confirmed bookings come.
    expect(data.entries).toHaveLength(1);
    expect(data.entries[0]).toMatchObject({
      id: accepted.row.id,
      leadTraveller: { name: '=HYPERLINK("http://evil")', phone: '+351933222111' },
      quantities: { adults: 2, children: 0, infants: 0 },
      seats: 2,
      checkedInAt: null,
      answers: { answers: { hotel: 'Hotel Madeira, Funchal', weight: [72, 58] }, persons: 2 },
    });
    expect(data.entries[0]!.reference).toMatch(/^LV-/);
  });

  it('is a CSV file with a header row, its cells safe from formula injection', async () => {
    const { listing, accepted } = await bookedDeparture();
    const checkedIn = new Date('2026-06-01T08:30:00Z');
    await t.database.db
      .update(transactions)
      .set({ checkedInAt: checkedIn, checkedInPersons: 2 })
      .where(eq(transactions.id, accepted.row.id));
    const res = await get(
      manifestUrl(listing.id, listing.departure.start, true),
      listing.operatorId,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="manifest-.*\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Lead traveller,Phone,Adults,Children,Infants,Seats,Checked in,Present,No-shows,Pickup hotel,Weight (kg)',
    );
    const reference = (
      await get(manifestUrl(listing.id, listing.departure.start), listing.operatorId)
    ).json<ManifestResponse>().data.entries[0]!.reference;
    expect(lines[1]).toBe(
      `${reference},"'=HYPERLINK(""http://evil"")",'+351933222111,2,0,0,2,2026-06-01 09:30,2,,"Hotel Madeira, Funchal",72 | 58`,
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
  });

  it('is not found for anyone but the listing operator, nor for a start that is no departure', async () => {
    const { listing, customer, requested } = await bookedDeparture();
    const other = await buildOperator(t.database.db);
    const stranger = await buildUser(t.database.db);
    for (const csv of [false, true]) {
      const url = manifestUrl(listing.id, listing.departure.start, csv);
      for (const userId of [other.id, customer.id, requested.customerId, stranger.id, null]) {
        const res = await get(url, userId);
        expect(res.statusCode, `${userId} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ error: { code: 'not-found' } });
      }
      const elsewhen = new Date(listing.departure.start.getTime() + 3_600_000);
      expect(
        (await get(manifestUrl(listing.id, elsewhen, csv), listing.operatorId)).statusCode,
      ).toBe(404);
    }
  });
});
