import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../contracts/common';
import type {
  CheckInResult,
  CheckInScan,
  CheckInSyncResponse,
  DeparturesResponse,
  ManifestResponse,
} from '../../contracts/departures';
import { bookingReferenceOf } from '../../domain/booking-reference';
import { encodeTicketCode, ticketMessage, type TicketFields } from '../../domain/ticket';
import { localDateOf } from '../../domain/zone-date';
import { checkInScans, transactions } from '../db/schema';
import { runDueJobs } from '../jobs/job-runner';
import { acceptGuideInvitation } from '../modules/guides/accept-guide-invitation';
import { inviteGuide } from '../modules/guides/invite-guide';
import { signTicket } from '../modules/tickets/ticket-keys';
import { buildOperator, buildUser } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  buildBookableListing,
  buildTransaction,
  type BuiltTransaction,
} from '../test/transaction-factories';

// Issue 46 items 3 and 4, decisions 153 and 154: a check-in device's scans, made online or kept
// offline, synced to the server: the earliest scan wins, a batch sent twice counts once, refused
// scans (forged, altered, other departure, unknown) are answered with their code and kept, and
// no-shows are recorded on the booking without touching its money. PGlite, or PostgreSQL with
// TEST_DATABASE_URL.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(() => t.clock.set('2026-06-01T09:00:00Z'));

const deps = () => t.app.deps;
const quiet = { log: () => {} };

/** A departure with three confirmed parties (3, 2 and 1 people) and a cancelled one; a guide. */
async function departureToCheckIn() {
  const operator = await buildOperator(t.database.db);
  const built = await buildBookableListing(deps(), { operatorId: operator.id, daysAhead: 2 });
  const listing = { id: built.listing.id, operatorId: operator.id, departure: built.departure };
  const book = (adults: number, state: 'accepted' | 'canceled' = 'accepted') =>
    buildTransaction(deps(), { state, listing, quantities: { adults } });
  const [family, couple, single, cancelled] = [
    await book(3),
    await book(2),
    await book(1),
    await book(2, 'canceled'),
  ];
  const { token } = await inviteGuide(deps(), operator.id, {
    email: `guide-${randomUUID()}@example.com`,
  });
  const guide = await buildUser(t.database.db);
  await acceptGuideInvitation(deps(), guide.id, token, {});
  return { operator, listing, family: family!, couple: couple!, single: single!, cancelled, guide };
}

const referenceOf = (booking: BuiltTransaction) => bookingReferenceOf(booking.row.referenceNumber);
const fieldsOf = (booking: BuiltTransaction): TicketFields => ({
  reference: referenceOf(booking),
  start: booking.departure.start,
  quantities: {
    adults: booking.row.quantityAdult,
    children: booking.row.quantityChild,
    infants: booking.row.quantityInfant,
  },
});
const ticketOf = (booking: BuiltTransaction) => signTicket(deps(), fieldsOf(booking));

const at = (start: Date, minutes: number) =>
  new Date(start.getTime() + minutes * 60_000).toISOString();
const scan = (fields: Partial<CheckInScan> & Pick<CheckInScan, 'scannedAt'>): CheckInScan => ({
  id: randomUUID(),
  kind: 'check-in',
  ...fields,
});

const sync = async (
  listing: { id: string; departure: { start: Date } },
  userId: string | null,
  scans: unknown[],
  deviceId = 'device-a',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/departures/${listing.id}/${encodeURIComponent(listing.departure.start.toISOString())}/check-ins`,
    headers: userId ? await signedInHeaders(t, userId) : browserHeaders(),
    payload: { deviceId, scans },
  });
const resultsOf = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(200);
  return (res.json() as CheckInSyncResponse).data.results;
};
const manifestOf = async (listing: { id: string; departure: { start: Date } }, userId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/departures/${listing.id}/${encodeURIComponent(listing.departure.start.toISOString())}/manifest`,
      headers: await signedInHeaders(t, userId),
    })
  ).json<ManifestResponse>().data;
const scansOf = (listingId: string) =>
  t.database.db.select().from(checkInScans).where(eq(checkInScans.listingId, listingId));

describe('syncing a device’s scans', () => {
  it('resolves two devices’ offline scans of one ticket to the earliest; a batch sent twice counts once', async () => {
    const { listing, family, guide, operator } = await departureToCheckIn();
    const start = listing.departure.start;
    t.clock.set(at(start, 60));
    // Device A (the guide) scanned the family's QR code at 08:05 local; device B (the operator)
    // typed their reference at 08:02 with two of the three there. B syncs last.
    const fromA = [scan({ code: await ticketOf(family), scannedAt: at(start, 5) })];
    const fromB = [
      scan({ reference: referenceOf(family).toLowerCase(), persons: 2, scannedAt: at(start, 2) }),
    ];
    const [a] = resultsOf(await sync(listing, guide.id, fromA, 'device-a'));
    expect(a).toMatchObject<Partial<CheckInResult>>({
      result: 'checked-in',
      refusal: null,
      transactionId: family.row.id,
      reference: referenceOf(family),
      checkedInAt: at(start, 5),
      checkedInPersons: 3,
    });
    const [b] = resultsOf(await sync(listing, operator.id, fromB, 'device-b'));
    expect(b).toMatchObject({
      result: 'checked-in',
      checkedInAt: at(start, 2),
      checkedInPersons: 3,
    });
    // A syncs its batch again (its answer was lost): the same scan, now later than B's.
    const [again] = resultsOf(await sync(listing, guide.id, fromA, 'device-a'));
    expect(again).toMatchObject({
      id: fromA[0]!.id,
      result: 'already-checked-in',
      checkedInAt: at(start, 2),
      checkedInPersons: 3,
    });
    expect(await scansOf(listing.id)).toHaveLength(2);
    // Both devices read the same state back from the manifest.
    for (const userId of [guide.id, operator.id]) {
      const entry = (await manifestOf(listing, userId)).entries.find((e) => e.id === family.row.id);
      expect(entry).toMatchObject({
        checkedInAt: at(start, 2),
        checkedInPersons: 3,
        noShowPersons: 0,
      });
    }
  });

  it('answers each bad scan with its code, keeps it, and applies the good ones of the batch', async () => {
    const { listing, couple, single, cancelled, guide, operator } = await departureToCheckIn();
    const start = listing.departure.start;
    // Another departure of the operator's, with a genuine ticket.
    const later = await buildBookableListing(deps(), { operatorId: operator.id, daysAhead: 3 });
    const elsewhere = await buildTransaction(deps(), {
      state: 'accepted',
      listing: { id: later.listing.id, operatorId: operator.id, departure: later.departure },
    });
    const forger = generateKeyPairSync('ed25519').privateKey;
    const fields = fieldsOf(couple);
    const forged = encodeTicketCode(
      fields,
      sign(null, Buffer.from(ticketMessage(fields)), forger).toString('base64url'),
    );
    const genuine = await ticketOf(couple);
    // The party changed from 2 adults to 4, the signature kept.
    const altered = genuine.replace(':2.0.0:', ':4.0.0:');
    const unknownReference = bookingReferenceOf(987_654);
    t.clock.set(at(start, 30));

    const scans = [
      scan({ code: forged, scannedAt: at(start, 1) }),
      scan({ code: altered, scannedAt: at(start, 2) }),
      scan({ code: await ticketOf(elsewhere), scannedAt: at(start, 3) }),
      scan({ reference: unknownReference, scannedAt: at(start, 4) }),
      scan({ code: 'https://example.com/not-a-ticket', scannedAt: at(start, 5) }),
      scan({ reference: referenceOf(cancelled), scannedAt: at(start, 6) }),
      scan({ reference: referenceOf(single), persons: 2, scannedAt: at(start, 7) }),
      scan({ code: genuine, scannedAt: at(start, 8) }),
      // The same ticket again, on the same device a minute later: already used.
      scan({ code: genuine, scannedAt: at(start, 9) }),
    ];
    const results = resultsOf(await sync(listing, guide.id, scans));
    expect(results.map((r) => [r.refusal, r.result])).toEqual([
      ['invalid-signature', null],
      ['invalid-signature', null],
      ['other-departure', null],
      ['unknown-ticket', null],
      ['not-a-ticket', null],
      ['not-confirmed', null],
      ['too-many-persons', null],
      [null, 'checked-in'],
      [null, 'already-checked-in'],
    ]);
    expect(results[3]!.reference).toBe(unknownReference);
    // Another departure's booking is not named to the device.
    expect(results[2]!.transactionId).toBeNull();
    // Every scan is kept, refused or not; nothing is counted twice.
    const kept = await scansOf(listing.id);
    expect(kept.map((k) => k.outcome).sort()).toEqual(
      [
        'accepted',
        'accepted',
        'invalid-signature',
        'invalid-signature',
        'not-a-ticket',
        'not-confirmed',
        'other-departure',
        'too-many-persons',
        'unknown-ticket',
      ].sort(),
    );
    const rows = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.listingId, listing.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(couple.row.id)).toMatchObject({
      checkedInAt: new Date(at(start, 8)),
      checkedInPersons: 2,
    });
    for (const untouched of [single, cancelled])
      expect(byId.get(untouched.row.id)).toMatchObject({
        checkedInAt: null,
        checkedInPersons: null,
      });
    const [other] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, elsewhere.row.id));
    expect(other!.checkedInAt).toBeNull();
  });

  it('is not found for another operator’s guide, a third user and a visitor, and keeps nothing', async () => {
    const { listing, family, guide } = await departureToCheckIn();
    const otherOperator = await departureToCheckIn();
    const stranger = await buildUser(t.database.db);
    const scans = [
      scan({ reference: referenceOf(family), scannedAt: at(listing.departure.start, 1) }),
    ];
    for (const userId of [
      otherOperator.guide.id,
      otherOperator.operator.id,
      stranger.id,
      family.customerId,
      null,
    ]) {
      const res = await sync(listing, userId, scans);
      expect([res.statusCode, res.json<ErrorResponse>().error.code], `${userId}`).toEqual([
        404,
        'not-found',
      ]);
    }
    expect(await scansOf(listing.id)).toEqual([]);
    // The guide of this operator cannot check travellers of the other operator in either.
    const theirs = await sync(otherOperator.listing, guide.id, [
      scan({
        reference: referenceOf(otherOperator.family),
        scannedAt: at(listing.departure.start, 1),
      }),
    ]);
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses a malformed batch with 400 and keeps nothing', async () => {
    const { listing, family, guide } = await departureToCheckIn();
    const other = await departureToCheckIn();
    const when = at(listing.departure.start, 1);
    const reference = referenceOf(family);
    const taken = scan({ reference: referenceOf(other.family), scannedAt: when });
    resultsOf(await sync(other.listing, other.guide.id, [taken]));
    for (const scans of [
      [],
      [{ ...scan({ reference, scannedAt: when }), code: 'LVT1:x' }],
      [{ id: randomUUID(), kind: 'check-in', scannedAt: when }],
      [scan({ reference, scannedAt: 'yesterday' })],
      [scan({ reference, scannedAt: when, persons: 0 })],
      [{ ...scan({ reference, scannedAt: when }), kind: 'arrived' }],
      // A scan id another departure's scan has.
      [scan({ reference, scannedAt: when }), { ...taken, reference }],
    ]) {
      const res = await sync(listing, guide.id, scans);
      expect(res.statusCode, JSON.stringify(scans)).toBe(400);
    }
    expect(await scansOf(listing.id)).toEqual([]);
  });
});

describe('no-shows and completion', () => {
  it('records no-shows on the booking and in the operator’s day and manifest; completion keeps the money', async () => {
    const { listing, family, couple, single, guide, operator } = await departureToCheckIn();
    const start = listing.departure.start;
    t.clock.set(at(start, 20));
    const results = resultsOf(
      await sync(listing, guide.id, [
        scan({ reference: referenceOf(family), persons: 2, scannedAt: at(start, 1) }),
        scan({ reference: referenceOf(family), kind: 'no-show', scannedAt: at(start, 15) }),
        scan({ reference: referenceOf(couple), kind: 'no-show', scannedAt: at(start, 16) }),
        scan({ reference: referenceOf(single), scannedAt: at(start, 2) }),
      ]),
    );
    expect(results.map((r) => r.result)).toEqual([
      'checked-in',
      'no-show',
      'no-show',
      'checked-in',
    ]);
    const manifest = await manifestOf(listing, operator.id);
    const entry = (booking: BuiltTransaction) =>
      manifest.entries.find((e) => e.id === booking.row.id);
    expect(entry(family)).toMatchObject({
      checkedInPersons: 2,
      noShowAt: at(start, 15),
      noShowPersons: 1,
    });
    expect(entry(couple)).toMatchObject({ checkedInAt: null, noShowPersons: 2 });
    expect(entry(single)).toMatchObject({ checkedInPersons: 1, noShowAt: null, noShowPersons: 0 });
    const date = localDateOf(start, 'Atlantic/Madeira');
    const day = await t.app.inject({
      method: 'GET',
      url: `/api/departures?date=${date}`,
      headers: await signedInHeaders(t, operator.id),
    });
    const bookings = day.json<DeparturesResponse>().data.departures[0]!.bookings;
    expect(
      Object.fromEntries(bookings.map((b) => [b.id, [b.checkedInPersons, b.noShowPersons]])),
    ).toMatchObject({
      [family.row.id]: [2, 1],
      [couple.row.id]: [0, 2],
      [single.row.id]: [1, 0],
    });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/departures/${listing.id}/${encodeURIComponent(start.toISOString())}/manifest.csv`,
      headers: await signedInHeaders(t, operator.id),
    });
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/,Checked in,Present,No-shows$/);
    expect(lines.find((line) => line.startsWith(referenceOf(couple)))).toMatch(/,,,2$/);

    // The departure ends: the engine's complete runs as before, the money as it was.
    const before = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.listingId, listing.id));
    t.clock.set(new Date(listing.departure.end.getTime() + 60_000));
    await runDueJobs(deps(), quiet);
    const after = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.listingId, listing.id));
    for (const booking of [family, couple, single]) {
      const was = before.find((row) => row.id === booking.row.id)!;
      const is = after.find((row) => row.id === booking.row.id)!;
      expect(is.state).toBe('delivered');
      expect([is.payinTotal, is.payoutTotal, is.lineItems]).toEqual([
        was.payinTotal,
        was.payoutTotal,
        was.lineItems,
      ]);
      expect([is.checkedInAt, is.checkedInPersons, is.noShowAt]).toEqual([
        was.checkedInAt,
        was.checkedInPersons,
        was.noShowAt,
      ]);
    }
    // A delivered booking's manifest still tells its no-shows.
    const done = await manifestOf(listing, operator.id);
    expect(done.entries.find((e) => e.id === couple.row.id)?.noShowPersons).toBe(2);
  });
});
