import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateTimeWithOffset } from '../../domain/octo';
import { openPostgres } from '../db/client';
import { listingSlots, transactions } from '../db/schema';
import { buildOperator, buildUser } from '../test/factories';
import { buildReseller, octoHeaders } from '../test/octo';
import { signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import { bookingParams, buildBookableListing } from '../test/transaction-factories';

// Issue 47 item 5 (decision 149): 200 reserves at once on a departure of 10 seats, half through OCTO
// and half through the web checkout, on two server processes: exactly 10 are held, through the one
// conditional seat write. On PostgreSQL (TEST_DATABASE_URL) each process has its own pool, so the
// requests truly race; on PGlite they queue on its one connection and the count must hold all the same.
let t: TestContext;
let other: TestContext;
let otherDatabase: TestContext['database'];
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-06-01T09:00:00Z');
  otherDatabase = t.database.url ? await openPostgres(t.database.url) : t.database;
  other = await createTestApp({}, { database: otherDatabase, clock: t.clock });
});
afterAll(async () => {
  await other.close();
  if (otherDatabase !== t.database) await otherDatabase.close();
  await t.close();
});

describe('reserves racing for the last seats', () => {
  it('200 concurrent requests (OCTO and checkout) on 10 seats hold exactly 10', async () => {
    const deps = t.app.deps;
    const operator = await buildOperator(t.database.db);
    const { listing, departure } = await buildBookableListing(deps, {
      operatorId: operator.id,
      seats: 10,
      publicData: { instantBooking: true },
    });
    const { reseller, key } = await buildReseller(deps, {
      listings: [{ id: listing.id, operatorId: operator.id }],
    });
    const customers = [];
    for (let i = 0; i < 100; i++) {
      const customer = await buildUser(t.database.db);
      customers.push({ id: customer.id, headers: await signedInHeaders(t, customer.id) });
    }
    const availabilityId = localDateTimeWithOffset(departure.start, 'Atlantic/Madeira');
    const apps = [t.app, other.app];
    const octo = Array.from({ length: 100 }, (_, i) =>
      apps[i % 2]!.inject({
        method: 'POST',
        url: '/octo/bookings',
        headers: octoHeaders(key),
        payload: {
          productId: listing.id,
          optionId: 'DEFAULT',
          availabilityId,
          unitItems: [{ unitId: 'adult' }],
        },
      }),
    );
    const checkout = customers.map((customer, i) =>
      apps[(i + 1) % 2]!.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: customer.headers,
        remoteAddress: `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        payload: {
          listingId: listing.id,
          transition: 'request-payment',
          params: bookingParams(departure, { adults: 1 }),
        },
      }),
    );
    const answers = await Promise.all([...octo, ...checkout]);
    const octoAnswers = answers.slice(0, 100);
    const checkoutAnswers = answers.slice(100);
    const octoHeld = octoAnswers.filter((answer) => answer.statusCode === 200);
    const checkoutHeld = checkoutAnswers.filter((answer) => answer.statusCode === 201);
    // Every other answer is the sold-out refusal of its channel, nothing else.
    expect(
      octoAnswers
        .filter((answer) => answer.statusCode !== 200)
        .map((answer) => [answer.statusCode, answer.json<{ error: string }>().error]),
    ).toEqual(Array(100 - octoHeld.length).fill([400, 'UNPROCESSABLE_ENTITY']));
    expect(
      checkoutAnswers
        .filter((answer) => answer.statusCode !== 201)
        .map((answer) => [
          answer.statusCode,
          answer.json<{ error: { code: string } }>().error.code,
        ]),
    ).toEqual(
      Array(100 - checkoutHeld.length).fill([409, 'transaction-booking-time-not-available']),
    );
    expect(octoHeld.length + checkoutHeld.length).toBe(10);

    const [slot] = await t.database.db
      .select({ booked: listingSlots.booked })
      .from(listingSlots)
      .where(eq(listingSlots.listingId, listing.id));
    expect(slot!.booked).toBe(10);
    const held = await t.database.db
      .select({ id: transactions.id, resellerId: transactions.resellerId })
      .from(transactions)
      .where(
        and(
          eq(transactions.listingId, listing.id),
          inArray(transactions.state, ['pending-payment']),
        ),
      );
    expect(held).toHaveLength(10);
    expect(held.filter((row) => row.resellerId === reseller.id)).toHaveLength(octoHeld.length);
  }, 180_000);

  it('20 concurrent reserves with one uuid make one booking, holding its seats once', async () => {
    const deps = t.app.deps;
    const operator = await buildOperator(t.database.db);
    const { listing, departure } = await buildBookableListing(deps, {
      operatorId: operator.id,
      seats: 10,
    });
    const { key } = await buildReseller(deps, {
      listings: [{ id: listing.id, operatorId: operator.id }],
    });
    const uuid = crypto.randomUUID();
    const apps = [t.app, other.app];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        apps[i % 2]!.inject({
          method: 'POST',
          url: '/octo/bookings',
          headers: octoHeaders(key),
          payload: {
            uuid,
            productId: listing.id,
            optionId: 'DEFAULT',
            availabilityId: localDateTimeWithOffset(departure.start, 'Atlantic/Madeira'),
            unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.json<{ id: string }>().id)).size).toBe(1);
    const [slot] = await t.database.db
      .select({ booked: listingSlots.booked })
      .from(listingSlots)
      .where(eq(listingSlots.listingId, listing.id));
    expect(slot!.booked).toBe(2);
  }, 120_000);
  it('changes of units racing reserves for the last seats never oversell (decision 159)', async () => {
    const deps = t.app.deps;
    const operator = await buildOperator(t.database.db);
    const { listing, departure } = await buildBookableListing(deps, {
      operatorId: operator.id,
      seats: 10,
      publicData: { instantBooking: true },
    });
    const { key } = await buildReseller(deps, {
      listings: [{ id: listing.id, operatorId: operator.id }],
    });
    const availabilityId = localDateTimeWithOffset(departure.start, 'Atlantic/Madeira');
    const apps = [t.app, other.app];
    const uuids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const held = await t.app.inject({
        method: 'POST',
        url: '/octo/bookings',
        headers: octoHeaders(key),
        payload: {
          productId: listing.id,
          optionId: 'DEFAULT',
          availabilityId,
          unitItems: [{ unitId: 'adult' }],
        },
      });
      const { uuid } = held.json<{ uuid: string }>();
      await t.app.inject({
        method: 'POST',
        url: `/octo/bookings/${uuid}/confirm`,
        headers: octoHeaders(key),
        payload: { contact: { firstName: `T${i}` } },
      });
      uuids.push(uuid);
    }
    // 5 seats free: each change asks 2 more, each reserve 1.
    const changes = uuids.map((uuid, i) =>
      apps[i % 2]!.inject({
        method: 'PATCH',
        url: `/octo/bookings/${uuid}`,
        headers: octoHeaders(key),
        payload: { unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'adult' }] },
      }),
    );
    const reserves = Array.from({ length: 10 }, (_, i) =>
      apps[(i + 1) % 2]!.inject({
        method: 'POST',
        url: '/octo/bookings',
        headers: octoHeaders(key),
        payload: {
          productId: listing.id,
          optionId: 'DEFAULT',
          availabilityId,
          unitItems: [{ unitId: 'adult' }],
        },
      }),
    );
    const answers = await Promise.all([...changes, ...reserves]);
    for (const answer of answers)
      if (answer.statusCode !== 200)
        expect([answer.statusCode, answer.json<{ error: string }>().error]).toEqual([
          400,
          'UNPROCESSABLE_ENTITY',
        ]);
    const grown = answers.slice(0, 5).filter((answer) => answer.statusCode === 200).length;
    const reserved = answers.slice(5).filter((answer) => answer.statusCode === 200).length;
    expect(grown * 2 + reserved).toBeLessThanOrEqual(5);
    const [slot] = await t.database.db
      .select({ booked: listingSlots.booked })
      .from(listingSlots)
      .where(eq(listingSlots.listingId, listing.id));
    const live = await t.database.db
      .select({ seats: transactions.seats })
      .from(transactions)
      .where(
        and(
          eq(transactions.listingId, listing.id),
          inArray(transactions.state, ['pending-payment', 'accepted']),
        ),
      );
    const held = live.reduce((sum, row) => sum + row.seats, 0);
    expect(held).toBe(5 + grown * 2 + reserved);
    expect(slot!.booked).toBe(held);
    expect(slot!.booked).toBeLessThanOrEqual(10);
  }, 120_000);
});
