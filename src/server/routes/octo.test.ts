import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingReferenceOf } from '../../domain/booking-reference';
import { localDateOf } from '../../domain/zone-date';
import { localDateTimeWithOffset } from '../../domain/octo';
import { listingSlots, octoBookings, outboxMessages, transactions } from '../db/schema';
import { runDueJobs } from '../jobs/job-runner';
import { buildOperator } from '../test/factories';
import { buildReseller, expectOctoError, expectOctoResponse, octoHeaders } from '../test/octo';
import { createTestApp, type TestContext } from '../test/test-app';
import { signedInHeaders } from '../test/sessions';
import { buildBookableListing } from '../test/transaction-factories';
import { transitionTransaction } from '../modules/transactions/transition-transaction';
import type { AppDeps } from '../app-deps';

// Issue 47 (decisions 149-151): the OCTO supplier API, in the order of a reseller's certification
// run, every answer checked against the OpenAPI document of @octocloud/types. PGlite, or PostgreSQL
// with TEST_DATABASE_URL.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(() => t.clock.set('2026-06-01T09:00:00Z'));

const deps = () => t.app.deps as AppDeps;
const zone = 'Atlantic/Madeira';

/** An operator's instant listing with one departure 10 days ahead, granted to a new reseller. */
async function sellable(
  options: {
    seats?: number;
    instant?: boolean;
    daysAhead?: number;
    policy?: 'non-refundable';
  } = {},
) {
  const operator = await buildOperator(t.database.db);
  const built = await buildBookableListing(deps(), {
    operatorId: operator.id,
    seats: options.seats ?? 10,
    daysAhead: options.daysAhead ?? 10,
    publicData: {
      instantBooking: options.instant ?? true,
      discountPercent: 10,
      translations: { pt: { title: 'Passeio na levada' } },
      ...(options.policy ? { cancellationPolicy: options.policy } : {}),
    },
  });
  const { reseller, key, testKey } = await buildReseller(deps(), {
    listings: [{ id: built.listing.id, operatorId: operator.id }],
    commissionPercent: 20,
  });
  return {
    operator,
    listing: built.listing,
    departure: built.departure,
    availabilityId: localDateTimeWithOffset(built.departure.start, zone),
    reseller,
    key,
    testKey,
  };
}

const inject = (
  key: string | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/octo${url}`,
    headers: { ...(key ? octoHeaders(key) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** Runs the due jobs as the job runner would, none failing (notifications, timers). */
async function runJobs() {
  const errors: unknown[] = [];
  await runDueJobs(deps(), { log: (message, error) => error && errors.push([message, error]) });
  expect(errors).toEqual([]);
}

const freeSeats = async (listingId: string) =>
  (
    await t.database.db
      .select({ seats: listingSlots.seats, booked: listingSlots.booked })
      .from(listingSlots)
      .where(eq(listingSlots.listingId, listingId))
      .orderBy(listingSlots.startAt)
  ).map((slot) => slot.seats - slot.booked);

describe('a reseller certification run', () => {
  it('supplier, products, calendar, availability, reserve, extend, confirm, date, units, cancel, get, list', async () => {
    const s = await sellable();
    const later = new Date(s.departure.start.getTime() + 86_400_000);
    await t.database.db.insert(listingSlots).values({
      listingId: s.listing.id,
      startAt: later,
      endAt: new Date(later.getTime() + 3 * 3_600_000),
      seats: 10,
      booked: 0,
    });

    const supplier = await inject(s.key, 'GET', '/supplier');
    expectOctoResponse('GET /supplier', supplier);
    expect(supplier.headers['octo-capabilities']).toBe('octo/content, octo/pricing');

    const products = await inject(s.key, 'GET', '/products');
    expectOctoResponse('GET /products', products);
    const [product] = products.json() as { id: string; options: { units: { id: string }[] }[] }[];
    expect(products.json()).toHaveLength(1);
    expect(product!.id).toBe(s.listing.id);
    expect(product!.options[0]!.units.map((unit) => unit.id)).toEqual(['adult', 'child', 'infant']);

    const one = await inject(s.key, 'GET', `/products/${s.listing.id}`);
    expectOctoResponse('GET /products/{id}', one);
    expect(one.json()).toMatchObject({
      timeZone: zone,
      availabilityType: 'START_TIME',
      options: [{ id: 'DEFAULT', cancellationCutoffAmount: 24, cancellationCutoffUnit: 'hour' }],
    });

    const date = localDateOf(s.departure.start, zone);
    const calendar = await inject(s.key, 'POST', '/availability/calendar', {
      productId: s.listing.id,
      optionId: 'DEFAULT',
      localDateStart: date,
      localDateEnd: localDateOf(later, zone),
      units: [{ id: 'adult', quantity: 2 }],
    });
    expectOctoResponse('POST /availability/calendar', calendar);
    expect(calendar.json()).toMatchObject([
      { localDate: date, available: true, vacancies: 10, capacity: 10, status: 'AVAILABLE' },
      { available: true, vacancies: 10 },
    ]);

    const availability = await inject(s.key, 'POST', '/availability', {
      productId: s.listing.id,
      optionId: 'DEFAULT',
      localDate: date,
      units: [
        { id: 'adult', quantity: 2 },
        { id: 'child', quantity: 1 },
      ],
    });
    expectOctoResponse('POST /availability', availability);
    expect(availability.json()).toMatchObject([
      {
        id: s.availabilityId,
        vacancies: 10,
        available: true,
        // 2 × 45.00 + 20.00, 10 % off; the reseller keeps 20 %.
        pricing: { original: 11000, retail: 9900, net: 7920, currencyPrecision: 2 },
      },
    ]);

    const uuid = crypto.randomUUID();
    const reserved = await inject(s.key, 'POST', '/bookings', {
      uuid,
      productId: s.listing.id,
      optionId: 'DEFAULT',
      availabilityId: s.availabilityId,
      expirationMinutes: 45,
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'child' }],
      resellerReference: 'ITO-1001',
    });
    expectOctoResponse('POST /bookings', reserved);
    expect(reserved.json()).toMatchObject({
      uuid,
      status: 'ON_HOLD',
      utcExpiresAt: '2026-06-01T09:45:00Z',
      availabilityId: s.availabilityId,
      testMode: false,
      pricing: { retail: 9900, net: 7920 },
    });
    expect(await freeSeats(s.listing.id)).toEqual([7, 10]);

    // A repeat of the same uuid answers the same booking and holds nothing more.
    const again = await inject(s.key, 'POST', '/bookings', {
      uuid,
      productId: s.listing.id,
      optionId: 'DEFAULT',
      availabilityId: s.availabilityId,
      unitItems: [{ unitId: 'adult' }],
    });
    expectOctoResponse('POST /bookings', again);
    expect((again.json() as { id: string }).id).toBe((reserved.json() as { id: string }).id);
    expect(await freeSeats(s.listing.id)).toEqual([7, 10]);

    t.clock.set('2026-06-01T09:30:00Z');
    const extended = await inject(s.key, 'POST', `/bookings/${uuid}/extend`, {
      expirationMinutes: 60,
    });
    expectOctoResponse('POST /bookings/{uuid}/extend', extended);
    expect(extended.json()).toMatchObject({ utcExpiresAt: '2026-06-01T10:30:00Z' });
    // The first expiry passes: the hold stands until the new one.
    t.clock.set('2026-06-01T09:50:00Z');
    await runJobs();
    expect(await freeSeats(s.listing.id)).toEqual([7, 10]);

    const confirmed = await inject(s.key, 'POST', `/bookings/${uuid}/confirm`, {
      contact: { firstName: 'Marta', lastName: 'Silva', emailAddress: 'marta@example.test' },
    });
    expectOctoResponse('POST /bookings/{uuid}/confirm', confirmed);
    expect(confirmed.json()).toMatchObject({
      status: 'CONFIRMED',
      utcConfirmedAt: '2026-06-01T09:50:00Z',
      utcExpiresAt: null,
      cancellable: true,
      contact: { fullName: 'Marta Silva' },
    });
    const voucher = (confirmed.json() as { voucher: { deliveryOptions: unknown[] } }).voucher;
    expect(voucher.deliveryOptions).toMatchObject([{ deliveryFormat: 'QRCODE' }]);
    const repeat = await inject(s.key, 'POST', `/bookings/${uuid}/confirm`, {
      contact: { firstName: 'Marta' },
    });
    expectOctoResponse('POST /bookings/{uuid}/confirm', repeat);
    expect(repeat.json()).toMatchObject({ status: 'CONFIRMED', contact: { lastName: 'Silva' } });

    // The operator sees it in the inbox as the reseller's booking, through the same engine.
    const [row] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.resellerId, s.reseller.id));
    expect(row).toMatchObject({
      state: 'accepted',
      providerId: s.operator.id,
      paymentIntentId: null,
    });
    const operatorHeaders = await signedInHeaders(t, s.operator.id);
    const sale = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${row!.id}`,
      headers: operatorHeaders,
    });
    expect(sale.json().data).toMatchObject({
      state: 'accepted',
      customer: { displayName: 'Island Tours Online R.' },
      reseller: { name: 'Island Tours Online', reference: 'ITO-1001', traveller: 'Marta Silva' },
    });
    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/transactions?only=sale',
      headers: operatorHeaders,
    });
    expect(inbox.json().data.map((sold: { id: string }) => sold.id)).toContain(row!.id);
    // The inbox's row names the reseller and its reference (issue 47 item 2).
    expect(inbox.json().data.find((sold: { id: string }) => sold.id === row!.id)).toMatchObject({
      customer: { displayName: 'Island Tours Online R.' },
      reseller: { name: 'Island Tours Online', reference: 'ITO-1001' },
    });
    const manifest = await t.app.inject({
      method: 'GET',
      url: `/api/departures/${s.listing.id}/${s.departure.start.toISOString()}/manifest`,
      headers: operatorHeaders,
    });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json().data.entries).toMatchObject([
      { leadTraveller: { name: 'Marta Silva · Island Tours Online ITO-1001' }, seats: 3 },
    ]);

    const laterId = localDateTimeWithOffset(later, zone);
    const moved = await inject(s.key, 'PATCH', `/bookings/${uuid}`, { availabilityId: laterId });
    expectOctoResponse('PATCH /bookings/{uuid}', moved);
    expect(moved.json()).toMatchObject({ availabilityId: laterId, status: 'CONFIRMED' });
    expect(await freeSeats(s.listing.id)).toEqual([10, 7]);

    // The change of units of the confirmed booking (decision 159): the engine takes a fourth seat.
    const regrouped = await inject(s.key, 'PATCH', `/bookings/${uuid}`, {
      unitItems: [
        { unitId: 'adult' },
        { unitId: 'adult' },
        { unitId: 'adult' },
        { unitId: 'adult' },
      ],
    });
    expectOctoResponse('PATCH /bookings/{uuid}', regrouped);
    expect(regrouped.json()).toMatchObject({ status: 'CONFIRMED', availabilityId: laterId });
    expect((regrouped.json() as { unitItems: unknown[] }).unitItems).toHaveLength(4);
    expect(await freeSeats(s.listing.id)).toEqual([10, 6]);

    // The party of a held booking changes too: a second booking, its units changed before confirming.
    const second = crypto.randomUUID();
    const held = await inject(s.key, 'POST', '/bookings', {
      uuid: second,
      productId: s.listing.id,
      optionId: 'DEFAULT',
      availabilityId: s.availabilityId,
      unitItems: [{ unitId: 'adult' }],
      resellerReference: 'ITO-1002',
    });
    expectOctoResponse('POST /bookings', held);
    const units = await inject(s.key, 'PATCH', `/bookings/${second}`, {
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'infant' }],
    });
    expectOctoResponse('PATCH /bookings/{uuid}', units);
    expect(units.json()).toMatchObject({ status: 'ON_HOLD', pricing: { retail: 8100 } });
    expect((units.json() as { unitItems: unknown[] }).unitItems).toHaveLength(3);
    expect(await freeSeats(s.listing.id)).toEqual([7, 6]);

    const cancelled = await inject(s.key, 'POST', `/bookings/${uuid}/cancel`, {
      reason: 'Customer changed plans',
    });
    expectOctoResponse('POST /bookings/{uuid}/cancel', cancelled);
    expect(cancelled.json()).toMatchObject({
      status: 'CANCELLED',
      cancellable: false,
      cancellation: { refund: 'FULL', reason: 'Customer changed plans' },
    });
    expect(await freeSeats(s.listing.id)).toEqual([7, 10]);
    const cancelledAgain = await inject(s.key, 'POST', `/bookings/${uuid}/cancel`, {});
    expectOctoResponse('POST /bookings/{uuid}/cancel', cancelledAgain);
    expect(await freeSeats(s.listing.id)).toEqual([7, 10]);

    const got = await inject(s.key, 'GET', `/bookings/${uuid}`);
    expectOctoResponse('GET /bookings/{uuid}', got);
    expect(got.json()).toMatchObject({ status: 'CANCELLED', resellerReference: 'ITO-1001' });

    const byReseller = await inject(s.key, 'GET', '/bookings?resellerReference=ITO-1002');
    expectOctoResponse('GET /bookings', byReseller);
    expect((byReseller.json() as { uuid: string }[]).map((b) => b.uuid)).toEqual([second]);
    const reference = bookingReferenceOf(row!.referenceNumber);
    const bySupplier = await inject(s.key, 'GET', `/bookings?supplierReference=${reference}`);
    expectOctoResponse('GET /bookings', bySupplier);
    expect((bySupplier.json() as { uuid: string }[]).map((b) => b.uuid)).toEqual([uuid]);

    const capabilities = await inject(s.key, 'GET', '/capabilities');
    expectOctoResponse('GET /capabilities', capabilities);
    // Every change's notifications and timers run without a failure.
    await runJobs();
  });
});

describe('holds, cut-off and requests', () => {
  const reserve = (s: Awaited<ReturnType<typeof sellable>>, units: string[], extra = {}) =>
    inject(s.key, 'POST', '/bookings', {
      productId: s.listing.id,
      optionId: 'DEFAULT',
      availabilityId: s.availabilityId,
      unitItems: units.map((unitId) => ({ unitId })),
      ...extra,
    });

  it('refuses a booking of more seats than are free, holding nothing', async () => {
    const s = await sellable({ seats: 4 });
    const first = await reserve(s, ['adult', 'adult', 'adult']);
    expectOctoResponse('POST /bookings', first);
    const refused = await reserve(s, ['adult', 'adult']);
    expectOctoError('POST /bookings', refused, 400, 'UNPROCESSABLE_ENTITY');
    expect(await freeSeats(s.listing.id)).toEqual([1]);
    const availability = await inject(s.key, 'POST', '/availability', {
      productId: s.listing.id,
      optionId: 'DEFAULT',
      availabilityIds: [s.availabilityId],
      units: [{ id: 'adult', quantity: 2 }],
    });
    expectOctoResponse('POST /availability', availability);
    expect(availability.json()).toMatchObject([
      { vacancies: 1, available: false, status: 'LIMITED' },
    ]);
  });

  it('releases a hold at its expiry through the engine timer: EXPIRED, and it cannot be confirmed', async () => {
    const s = await sellable();
    const held = await reserve(s, ['adult'], { expirationMinutes: 10 });
    const { uuid } = held.json() as { uuid: string };
    t.clock.set('2026-06-01T09:10:00Z');
    await runJobs();
    expect(await freeSeats(s.listing.id)).toEqual([10]);
    const got = await inject(s.key, 'GET', `/bookings/${uuid}`);
    expectOctoResponse('GET /bookings/{uuid}', got);
    expect(got.json()).toMatchObject({ status: 'EXPIRED' });
    const confirm = await inject(s.key, 'POST', `/bookings/${uuid}/confirm`, {
      contact: { firstName: 'Late' },
    });
    expectOctoError('POST /bookings/{uuid}/confirm', confirm, 400, 'UNPROCESSABLE_ENTITY');
  });

  it('reads a hold past its expiry as EXPIRED before the timer job runs, and refuses its confirm and extend', async () => {
    const s = await sellable();
    const held = await reserve(s, ['adult'], {
      expirationMinutes: 10,
      resellerReference: 'EXP-1',
    });
    const { uuid } = held.json() as { uuid: string };
    t.clock.set('2026-06-01T09:09:59Z');
    expect((await inject(s.key, 'GET', `/bookings/${uuid}`)).json()).toMatchObject({
      status: 'ON_HOLD',
    });
    t.clock.set('2026-06-01T09:10:00Z');
    const got = await inject(s.key, 'GET', `/bookings/${uuid}`);
    expectOctoResponse('GET /bookings/{uuid}', got);
    expect(got.json()).toMatchObject({ status: 'EXPIRED', cancellable: false });
    const listed = await inject(s.key, 'GET', '/bookings?resellerReference=EXP-1');
    expectOctoResponse('GET /bookings', listed);
    expect(listed.json()).toMatchObject([{ uuid, status: 'EXPIRED' }]);
    const confirm = await inject(s.key, 'POST', `/bookings/${uuid}/confirm`, {
      contact: { firstName: 'Late' },
    });
    expectOctoError('POST /bookings/{uuid}/confirm', confirm, 400, 'UNPROCESSABLE_ENTITY');
    const extend = await inject(s.key, 'POST', `/bookings/${uuid}/extend`, {
      expirationMinutes: 30,
    });
    expectOctoError('POST /bookings/{uuid}/extend', extend, 400, 'UNPROCESSABLE_ENTITY');
    // Nothing changed: the engine's row is still the hold the timer job will release.
    const [row] = await t.database.db
      .select({ state: transactions.state, holdExpiresAt: transactions.holdExpiresAt })
      .from(transactions)
      .where(eq(transactions.resellerId, s.reseller.id));
    expect(row).toEqual({
      state: 'pending-payment',
      holdExpiresAt: new Date('2026-06-01T09:10:00Z'),
    });
    await runJobs();
    expect(await freeSeats(s.listing.id)).toEqual([10]);
    expect((await inject(s.key, 'GET', `/bookings/${uuid}`)).json()).toMatchObject({
      status: 'EXPIRED',
    });
  });

  it('changes the units of a confirmed booking through the engine: seats taken and released, never oversold, not after the cut-off', async () => {
    const s = await sellable({ seats: 4, daysAhead: 3 });
    const other = await reserve(s, ['adult']);
    expectOctoResponse('POST /bookings', other);
    const held = await reserve(s, ['adult', 'adult']);
    const { uuid } = held.json() as { uuid: string };
    const confirmed = await inject(s.key, 'POST', `/bookings/${uuid}/confirm`, {
      contact: { firstName: 'Rui' },
    });
    expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED', pricing: { retail: 8100 } });
    expect(await freeSeats(s.listing.id)).toEqual([1]);

    const grown = await inject(s.key, 'PATCH', `/bookings/${uuid}`, {
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'child' }],
    });
    expectOctoResponse('PATCH /bookings/{uuid}', grown);
    expect(grown.json()).toMatchObject({ status: 'CONFIRMED', utcConfirmedAt: expect.any(String) });
    expect((grown.json() as { unitItems: unknown[] }).unitItems).toHaveLength(3);
    const grownRetail = (grown.json() as { pricing: { retail: number } }).pricing.retail;
    expect(grownRetail).toBeGreaterThan(8100);
    expect(await freeSeats(s.listing.id)).toEqual([0]);
    const mine = (
      await t.database.db.select().from(octoBookings).where(eq(octoBookings.uuid, uuid))
    )[0]!;
    const [changed] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, mine.transactionId!));
    expect(changed).toMatchObject({
      state: 'accepted',
      lastTransition: 'update-accepted-party',
      quantityAdult: 2,
      quantityChild: 1,
      seats: 3,
    });

    // One seat more than there is: refused, nothing changed.
    const tooMany = await inject(s.key, 'PATCH', `/bookings/${uuid}`, {
      unitItems: [
        { unitId: 'adult' },
        { unitId: 'adult' },
        { unitId: 'adult' },
        { unitId: 'adult' },
      ],
      contact: { firstName: 'Rita' },
    });
    expectOctoError('PATCH /bookings/{uuid}', tooMany, 400, 'UNPROCESSABLE_ENTITY');
    expect(await freeSeats(s.listing.id)).toEqual([0]);
    const kept = await inject(s.key, 'GET', `/bookings/${uuid}`);
    expect(kept.json()).toMatchObject({
      status: 'CONFIRMED',
      contact: { firstName: 'Rui' },
      pricing: { retail: grownRetail },
    });
    expect((kept.json() as { unitItems: unknown[] }).unitItems).toHaveLength(3);

    const shrunk = await inject(s.key, 'PATCH', `/bookings/${uuid}`, {
      unitItems: [{ unitId: 'adult' }],
    });
    expectOctoResponse('PATCH /bookings/{uuid}', shrunk);
    expect(shrunk.json()).toMatchObject({ status: 'CONFIRMED', pricing: { retail: 4050 } });
    expect(await freeSeats(s.listing.id)).toEqual([2]);

    // After the cut-off: the spec's error, nothing changed.
    t.clock.set(new Date(s.departure.start.getTime() - 23 * 3_600_000));
    const late = await inject(s.key, 'PATCH', `/bookings/${uuid}`, {
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
    });
    expectOctoError('PATCH /bookings/{uuid}', late, 400, 'UNPROCESSABLE_ENTITY');
    expect(await freeSeats(s.listing.id)).toEqual([2]);
    expect((await inject(s.key, 'GET', `/bookings/${uuid}`)).json()).toMatchObject({
      pricing: { retail: 4050 },
    });
  });

  it('changes the units and the date of a confirmed booking at once: the old departure released, the new one taken', async () => {
    const s = await sellable({ seats: 4 });
    const later = new Date(s.departure.start.getTime() + 86_400_000);
    await t.database.db.insert(listingSlots).values({
      listingId: s.listing.id,
      startAt: later,
      endAt: new Date(later.getTime() + 3 * 3_600_000),
      seats: 4,
      booked: 0,
    });
    const held = await reserve(s, ['adult']);
    const { uuid } = held.json() as { uuid: string };
    await inject(s.key, 'POST', `/bookings/${uuid}/confirm`, { contact: { firstName: 'Ana' } });
    expect(await freeSeats(s.listing.id)).toEqual([3, 4]);
    const changed = await inject(s.key, 'PATCH', `/bookings/${uuid}`, {
      availabilityId: localDateTimeWithOffset(later, zone),
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'adult' }],
    });
    expectOctoResponse('PATCH /bookings/{uuid}', changed);
    expect(changed.json()).toMatchObject({
      status: 'CONFIRMED',
      availabilityId: localDateTimeWithOffset(later, zone),
    });
    expect(await freeSeats(s.listing.id)).toEqual([4, 1]);
  });

  it('changes the units of a pending request, which stays a request for the operator', async () => {
    const s = await sellable({ instant: false, seats: 4 });
    const held = await reserve(s, ['adult']);
    const { uuid } = held.json() as { uuid: string };
    await inject(s.key, 'POST', `/bookings/${uuid}/confirm`, { contact: { firstName: 'Ana' } });
    const changed = await inject(s.key, 'PATCH', `/bookings/${uuid}`, {
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
    });
    expectOctoResponse('PATCH /bookings/{uuid}', changed);
    expect(changed.json()).toMatchObject({ status: 'PENDING' });
    expect(await freeSeats(s.listing.id)).toEqual([2]);
    const [row] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.resellerId, s.reseller.id));
    expect(row).toMatchObject({
      state: 'preauthorized',
      lastTransition: 'update-preauthorized-party',
      isInstant: false,
      seats: 2,
    });
  });

  it('refuses a cancellation and a change of date after the cut-off, changing nothing', async () => {
    const s = await sellable({ daysAhead: 2 });
    const held = await reserve(s, ['adult']);
    const { uuid } = held.json() as { uuid: string };
    await inject(s.key, 'POST', `/bookings/${uuid}/confirm`, { contact: { firstName: 'Rui' } });
    t.clock.set(new Date(s.departure.start.getTime() - 23 * 3_600_000));
    const got = await inject(s.key, 'GET', `/bookings/${uuid}`);
    expect(got.json()).toMatchObject({ status: 'CONFIRMED', cancellable: false });
    const cancel = await inject(s.key, 'POST', `/bookings/${uuid}/cancel`, {});
    expectOctoError('POST /bookings/{uuid}/cancel', cancel, 400, 'UNPROCESSABLE_ENTITY');
    const patch = await inject(s.key, 'PATCH', `/bookings/${uuid}`, {
      contact: { firstName: 'Rita' },
    });
    expectOctoError('PATCH /bookings/{uuid}', patch, 400, 'UNPROCESSABLE_ENTITY');
    expect(await freeSeats(s.listing.id)).toEqual([9]);
    const after = await inject(s.key, 'GET', `/bookings/${uuid}`);
    expect(after.json()).toMatchObject({ status: 'CONFIRMED', contact: { firstName: 'Rui' } });
  });

  it('an on-request listing confirms to PENDING, then CONFIRMED or REJECTED by the operator', async () => {
    const s = await sellable({ instant: false });
    const ids: string[] = [];
    for (const name of ['Ana', 'Bea']) {
      const held = await reserve(s, ['adult']);
      const { uuid } = held.json() as { uuid: string };
      const confirmed = await inject(s.key, 'POST', `/bookings/${uuid}/confirm`, {
        contact: { firstName: name },
      });
      expectOctoResponse('POST /bookings/{uuid}/confirm', confirmed);
      expect(confirmed.json()).toMatchObject({ status: 'PENDING', voucher: null });
      ids.push(uuid);
    }
    // The operator hears of each request as of a checkout's, through the job runner.
    await runJobs();
    const mails = await t.database.db
      .select({ template: outboxMessages.template })
      .from(outboxMessages)
      .where(eq(outboxMessages.userId, s.operator.id));
    expect(mails.map((mail) => mail.template)).toEqual([
      'booking-new-request',
      'booking-new-request',
    ]);
    const rows = await t.database.db
      .select({ id: octoBookings.transactionId, uuid: octoBookings.uuid })
      .from(octoBookings)
      .where(eq(octoBookings.resellerId, s.reseller.id));
    const transactionOf = (uuid: string) => rows.find((row) => row.uuid === uuid)!.id!;
    for (const [uuid, transition] of [
      [ids[0]!, 'accept'],
      [ids[1]!, 'decline'],
    ] as const)
      await transitionTransaction(deps(), {
        transactionId: transactionOf(uuid),
        transition,
        params: {},
        caller: { userId: s.operator.id },
        isSpeculative: false,
      });
    const accepted = await inject(s.key, 'GET', `/bookings/${ids[0]}`);
    expectOctoResponse('GET /bookings/{uuid}', accepted);
    expect(accepted.json()).toMatchObject({ status: 'CONFIRMED' });
    const declined = await inject(s.key, 'GET', `/bookings/${ids[1]}`);
    expectOctoResponse('GET /bookings/{uuid}', declined);
    expect(declined.json()).toMatchObject({ status: 'REJECTED' });
    expect(await freeSeats(s.listing.id)).toEqual([9]);
  });
});

describe('the traveller’s emails', () => {
  it('go to the contact the reseller gave, in its language, or to nobody; never to the reseller’s placeholder address', async () => {
    const s = await sellable();
    const book = async (contact: Record<string, unknown>) => {
      const held = await inject(s.key, 'POST', '/bookings', {
        productId: s.listing.id,
        optionId: 'DEFAULT',
        availabilityId: s.availabilityId,
        unitItems: [{ unitId: 'adult' }],
      });
      const { uuid } = held.json() as { uuid: string };
      const confirmed = await inject(s.key, 'POST', `/bookings/${uuid}/confirm`, { contact });
      expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED' });
      const [row] = await t.database.db
        .select({ transactionId: octoBookings.transactionId })
        .from(octoBookings)
        .where(eq(octoBookings.uuid, uuid));
      return { uuid, transactionId: row!.transactionId! };
    };
    const withEmail = await book({
      fullName: 'Marta Silva',
      emailAddress: 'marta@example.pt',
      locales: ['pt-PT', 'en'],
    });
    const withoutEmail = await book({ firstName: 'Rui' });
    await runJobs();
    // The operator writes to the reseller's account about the second booking: no email to it.
    const operatorHeaders = await signedInHeaders(t, s.operator.id);
    const message = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${withoutEmail.transactionId}/messages`,
      headers: operatorHeaders,
      payload: { content: 'Bring water, please.' },
    });
    expect(message.statusCode).toBe(201);
    t.clock.set('2026-06-01T10:00:00Z');
    await runJobs();
    const mails = await t.database.db
      .select({
        recipient: outboxMessages.recipient,
        template: outboxMessages.template,
        language: outboxMessages.language,
        subject: outboxMessages.subject,
      })
      .from(outboxMessages)
      .where(eq(outboxMessages.channel, 'email'));
    const mine = mails.filter(
      (mail) => mail.recipient === 'marta@example.pt' || mail.recipient.endsWith('.invalid'),
    );
    // An instant booking's traveller hears once that it is confirmed, in Portuguese.
    expect(mine).toEqual([
      {
        recipient: 'marta@example.pt',
        template: 'booking-accepted',
        language: 'pt',
        subject: expect.any(String),
      },
    ]);
    expect(mails.filter((mail) => mail.recipient.endsWith('.invalid'))).toEqual([]);

    // A cancellation reaches the contact too; the booking without an email reaches nobody.
    for (const { uuid } of [withEmail, withoutEmail])
      expectOctoResponse(
        'POST /bookings/{uuid}/cancel',
        await inject(s.key, 'POST', `/bookings/${uuid}/cancel`, { reason: 'Plans changed' }),
      );
    await runJobs();
    const after = await t.database.db
      .select({ recipient: outboxMessages.recipient, template: outboxMessages.template })
      .from(outboxMessages)
      .where(eq(outboxMessages.userId, s.reseller.userId));
    expect(
      after.filter((mail) => mail.template === 'booking-cancelled-refund').map((m) => m.recipient),
    ).toEqual(['marta@example.pt']);
    expect(after.filter((mail) => mail.recipient.endsWith('.invalid'))).toEqual([]);
  });
});

describe('test mode', () => {
  it('a test key books, changes and cancels like a live one without touching a seat or making a transaction', async () => {
    const s = await sellable();
    const later = new Date(s.departure.start.getTime() + 86_400_000);
    await t.database.db.insert(listingSlots).values({
      listingId: s.listing.id,
      startAt: later,
      endAt: new Date(later.getTime() + 3 * 3_600_000),
      seats: 10,
    });
    const held = await inject(s.testKey, 'POST', '/bookings', {
      productId: s.listing.id,
      optionId: 'DEFAULT',
      availabilityId: s.availabilityId,
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }],
      resellerReference: 'TEST-1',
    });
    expectOctoResponse('POST /bookings', held);
    expect(held.json()).toMatchObject({
      testMode: true,
      status: 'ON_HOLD',
      pricing: { retail: 8100 },
    });
    const { uuid, supplierReference } = held.json() as { uuid: string; supplierReference: string };
    const confirmed = await inject(s.testKey, 'POST', `/bookings/${uuid}/confirm`, {
      contact: { firstName: 'Test' },
    });
    expectOctoResponse('POST /bookings/{uuid}/confirm', confirmed);
    expect(confirmed.json()).toMatchObject({ status: 'CONFIRMED', testMode: true });
    const moved = await inject(s.testKey, 'PATCH', `/bookings/${uuid}`, {
      availabilityId: localDateTimeWithOffset(later, zone),
    });
    expectOctoResponse('PATCH /bookings/{uuid}', moved);
    expect(moved.json()).toMatchObject({ availabilityId: localDateTimeWithOffset(later, zone) });
    // Its units change too until the cut-off, as a live booking's (decision 159).
    const regrouped = await inject(s.testKey, 'PATCH', `/bookings/${uuid}`, {
      unitItems: [{ unitId: 'adult' }, { unitId: 'adult' }, { unitId: 'child' }],
    });
    expectOctoResponse('PATCH /bookings/{uuid}', regrouped);
    expect(regrouped.json()).toMatchObject({ status: 'CONFIRMED', testMode: true });
    expect((regrouped.json() as { unitItems: unknown[] }).unitItems).toHaveLength(3);
    const listed = await inject(
      s.testKey,
      'GET',
      `/bookings?supplierReference=${supplierReference}`,
    );
    expectOctoResponse('GET /bookings', listed);
    expect((listed.json() as { uuid: string }[]).map((b) => b.uuid)).toEqual([uuid]);
    // The live key does not see the test booking.
    expectOctoError(
      'GET /bookings/{uuid}',
      await inject(s.key, 'GET', `/bookings/${uuid}`),
      400,
      'INVALID_BOOKING_UUID',
    );
    const cancelled = await inject(s.testKey, 'POST', `/bookings/${uuid}/cancel`, {});
    expectOctoResponse('POST /bookings/{uuid}/cancel', cancelled);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED' });
    expect(await freeSeats(s.listing.id)).toEqual([10, 10]);
    const made = await t.database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.listingId, s.listing.id));
    expect(made).toEqual([]);

    const lapsing = await inject(s.testKey, 'POST', '/bookings', {
      productId: s.listing.id,
      optionId: 'DEFAULT',
      availabilityId: s.availabilityId,
      expirationMinutes: 5,
      unitItems: [{ unitId: 'adult' }],
    });
    t.clock.set('2026-06-01T09:05:00Z');
    const expired = await inject(
      s.testKey,
      'GET',
      `/bookings/${(lapsing.json() as { uuid: string }).uuid}`,
    );
    expectOctoResponse('GET /bookings/{uuid}', expired);
    expect(expired.json()).toMatchObject({ status: 'EXPIRED' });
    const late = await inject(
      s.testKey,
      'POST',
      `/bookings/${(lapsing.json() as { uuid: string }).uuid}/confirm`,
      { contact: { firstName: 'Late' } },
    );
    expectOctoError('POST /bookings/{uuid}/confirm', late, 400, 'UNPROCESSABLE_ENTITY');
  });
});

describe('who may call, and bad ids', () => {
  it('answers 401 without a key and 403 to an unknown or revoked one', async () => {
    const s = await sellable();
    expectOctoError('GET /products', await inject(null, 'GET', '/products'), 401, 'UNAUTHORIZED');
    expectOctoError(
      'GET /products',
      await inject('not-a-key', 'GET', '/products'),
      403,
      'FORBIDDEN',
    );
    const { revokeResellerKey } = await import('../modules/octo/revoke-reseller-key');
    const { listResellers } = await import('../modules/octo/list-resellers');
    const keyId = (await listResellers(deps())).find((r) => r.id === s.reseller.id)!.keys[0]!.id;
    await revokeResellerKey(deps(), { resellerId: s.reseller.id, keyId }, { id: null, label: 't' });
    expectOctoError('GET /products', await inject(s.key, 'GET', '/products'), 403, 'FORBIDDEN');
  });

  it('one reseller can neither read nor change another’s bookings, nor see products it was not given', async () => {
    const s = await sellable();
    const other = await buildReseller(deps(), { name: 'Other Reseller' });
    const held = await inject(s.key, 'POST', '/bookings', {
      productId: s.listing.id,
      optionId: 'DEFAULT',
      availabilityId: s.availabilityId,
      unitItems: [{ unitId: 'adult' }],
      resellerReference: 'MINE-1',
    });
    const { uuid } = held.json() as { uuid: string };
    for (const [method, url, operation, body] of [
      ['GET', `/bookings/${uuid}`, 'GET /bookings/{uuid}', undefined],
      ['POST', `/bookings/${uuid}/confirm`, 'POST /bookings/{uuid}/confirm', { contact: {} }],
      ['POST', `/bookings/${uuid}/cancel`, 'POST /bookings/{uuid}/cancel', {}],
      ['POST', `/bookings/${uuid}/extend`, 'POST /bookings/{uuid}/extend', {}],
      ['PATCH', `/bookings/${uuid}`, 'PATCH /bookings/{uuid}', { notes: 'x' }],
    ] as const) {
      const response = await inject(other.key, method, url, body);
      expectOctoError(operation, response, 400, 'INVALID_BOOKING_UUID');
      expect(response.json()).toMatchObject({ uuid });
    }
    const list = await inject(other.key, 'GET', '/bookings?resellerReference=MINE-1');
    expect(list.json()).toEqual([]);
    expectOctoError(
      'GET /products/{id}',
      await inject(other.key, 'GET', `/products/${s.listing.id}`),
      400,
      'INVALID_PRODUCT_ID',
    );
    expect((await inject(other.key, 'GET', '/products')).json()).toEqual([]);
    expect(await freeSeats(s.listing.id)).toEqual([9]);
  });

  it('words each bad id and bad input with the spec’s error, holding and changing nothing', async () => {
    const s = await sellable();
    const base = {
      productId: s.listing.id,
      optionId: 'DEFAULT',
      availabilityId: s.availabilityId,
      unitItems: [{ unitId: 'adult' }],
    };
    const unknownProduct = '00000000-0000-4000-8000-000000000000';
    const cases: [string, Record<string, unknown>, string][] = [
      ['unknown product', { ...base, productId: unknownProduct }, 'INVALID_PRODUCT_ID'],
      ['not a product id', { ...base, productId: 'levada' }, 'INVALID_PRODUCT_ID'],
      ['unknown option', { ...base, optionId: 'SUNSET' }, 'INVALID_OPTION_ID'],
      ['unknown unit', { ...base, unitItems: [{ unitId: 'senior' }] }, 'INVALID_UNIT_ID'],
      [
        'an availability without offset',
        { ...base, availabilityId: s.availabilityId.slice(0, 19) },
        'INVALID_AVAILABILITY_ID',
      ],
      [
        'an availability that is no departure',
        { ...base, availabilityId: '2026-06-11T23:30:00+01:00' },
        'INVALID_AVAILABILITY_ID',
      ],
      ['no units', { ...base, unitItems: [] }, 'BAD_REQUEST'],
      ['expiration past the maximum', { ...base, expirationMinutes: 241 }, 'BAD_REQUEST'],
      ['zero expiration', { ...base, expirationMinutes: 0 }, 'BAD_REQUEST'],
      ['a child alone', { ...base, unitItems: [{ unitId: 'child' }] }, 'BAD_REQUEST'],
    ];
    for (const [, body, error] of cases) {
      const response = await inject(s.key, 'POST', '/bookings', body);
      expectOctoError('POST /bookings', response, 400, error);
    }
    // Units of another product: this listing offers no infants.
    const adultsOnly = await buildBookableListing(deps(), {
      operatorId: s.operator.id,
      publicData: { prices: { adult: 3000 } },
    });
    const { setResellerListing } = await import('../modules/octo/set-reseller-listing');
    await setResellerListing(deps(), s.operator.id, {
      listingId: adultsOnly.listing.id,
      resellerId: s.reseller.id,
      commissionPercent: 15,
    });
    const otherUnits = await inject(s.key, 'POST', '/bookings', {
      ...base,
      productId: adultsOnly.listing.id,
      availabilityId: localDateTimeWithOffset(adultsOnly.departure.start, zone),
      unitItems: [{ unitId: 'adult' }, { unitId: 'infant' }],
    });
    expectOctoError('POST /bookings', otherUnits, 400, 'INVALID_UNIT_ID');
    expect(otherUnits.json()).toMatchObject({ unitId: 'infant' });

    const date = localDateOf(s.departure.start, zone);
    const availabilityCases: [Record<string, unknown>, string][] = [
      [
        { localDateStart: date, localDateEnd: date, availabilityIds: [s.availabilityId] },
        'BAD_REQUEST',
      ],
      [{ availabilityIds: ['2026-06-11T10:00:00'] }, 'BAD_REQUEST'],
      [{ localDate: '2026-02-30' }, 'BAD_REQUEST'],
      [{}, 'BAD_REQUEST'],
      [{ localDate: date, units: [{ id: 'adult', quantity: 0 }] }, 'BAD_REQUEST'],
      [{ localDate: date, units: [{ id: 'adult', quantity: -1 }] }, 'BAD_REQUEST'],
    ];
    for (const [body, error] of availabilityCases) {
      const response = await inject(s.key, 'POST', '/availability', {
        productId: s.listing.id,
        optionId: 'DEFAULT',
        ...body,
      });
      expectOctoError('POST /availability', response, 400, error);
    }
    const missingUuid = await inject(s.key, 'GET', `/bookings/${crypto.randomUUID()}`);
    expectOctoError('GET /bookings/{uuid}', missingUuid, 400, 'INVALID_BOOKING_UUID');
    const held = await inject(s.key, 'POST', '/bookings', base);
    const { uuid } = held.json() as { uuid: string };
    const noContact = await inject(s.key, 'POST', `/bookings/${uuid}/confirm`, {});
    expectOctoError('POST /bookings/{uuid}/confirm', noContact, 400, 'BAD_REQUEST');
    const noReference = await inject(s.key, 'GET', '/bookings');
    expectOctoError('GET /bookings', noReference, 400, 'BAD_REQUEST');
    expect(await freeSeats(s.listing.id)).toEqual([9]);
    const got = await inject(s.key, 'GET', `/bookings/${uuid}`);
    expect(got.json()).toMatchObject({ status: 'ON_HOLD' });
  });

  it('writes the content in the reseller’s language, says which, and ignores unknown capabilities', async () => {
    const s = await sellable();
    const pt = await inject(s.key, 'GET', `/products/${s.listing.id}`, undefined, {
      'accept-language': 'pt-PT, en;q=0.5',
      'octo-capabilities': 'octo/content, octo/teleport',
    });
    expectOctoResponse('GET /products/{id}', pt);
    expect(pt.headers['content-language']).toBe('pt');
    expect(pt.headers['octo-capabilities']).toBe('octo/content');
    expect(pt.json()).toMatchObject({ title: 'Passeio na levada', locale: 'pt' });
    expect(pt.json()).not.toHaveProperty('defaultCurrency');
    const bare = await inject(s.key, 'GET', `/products/${s.listing.id}`, undefined, {
      'octo-capabilities': '',
    });
    expectOctoResponse('GET /products/{id}', bare);
    expect(bare.json()).not.toHaveProperty('title');
  });
});
