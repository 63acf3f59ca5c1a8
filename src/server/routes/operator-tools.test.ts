// Issue 14 item 7: what manage listings tells an operator about their coming departures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListing, buildListingSlot, buildOperator } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const hours = (n: number) => n * 3_600_000;
const manage = async (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/own-listings', headers });

describe('manage listings: the next departures and their booked seats', () => {
  it('lists the next three coming departures of each listing, soonest first, with seats and bookings', async () => {
    const db = t.database.db;
    const operator = await buildOperator(db);
    const busy = await buildListing(db, { authorId: operator.id });
    const quiet = await buildListing(db, { authorId: operator.id, state: 'draft' });
    const now = t.clock.now().getTime();
    const at = (h: number) => new Date(now + hours(h));
    await buildListingSlot(db, { listingId: busy.id, startAt: at(-5), seats: 8, booked: 8 }); // past
    await buildListingSlot(db, { listingId: busy.id, startAt: at(30), seats: 8, booked: 5 });
    await buildListingSlot(db, { listingId: busy.id, startAt: at(6), seats: 8, booked: 2 });
    await buildListingSlot(db, { listingId: busy.id, startAt: at(12), seats: 0, booked: 0 }); // closed day
    await buildListingSlot(db, { listingId: busy.id, startAt: at(78), seats: 8, booked: 0 });
    await buildListingSlot(db, { listingId: busy.id, startAt: at(102), seats: 8, booked: 1 }); // fourth
    // Someone else's departures never show.
    const other = await buildListing(db);
    await buildListingSlot(db, { listingId: other.id, startAt: at(7), seats: 4, booked: 4 });

    const res = await manage(await signedInHeaders(t, operator.id));
    expect(res.statusCode).toBe(200);
    const byId = new Map(
      res.json().data.map((l: { id: string; nextDepartures: unknown }) => [l.id, l.nextDepartures]),
    );
    expect(byId.get(busy.id)).toEqual([
      { start: at(6).toISOString(), seats: 8, booked: 2 },
      { start: at(30).toISOString(), seats: 8, booked: 5 },
      { start: at(78).toISOString(), seats: 8, booked: 0 },
    ]);
    expect(byId.get(quiet.id)).toEqual([]);
    expect(byId.has(other.id)).toBe(false);
  });

  it('is only for the signed-in operator', async () => {
    expect((await manage(browserHeaders())).statusCode).toBe(401);
  });
});
