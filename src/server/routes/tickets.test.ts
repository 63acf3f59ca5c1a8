import { createPublicKey, verify } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../contracts/tickets';
import type { Transaction } from '../../contracts/transactions';
import { referenceNumberOf } from '../../domain/booking-reference';
import { decodeTicketCode } from '../../domain/ticket';
import { transactions, users } from '../db/schema';
import { buildOperator, buildUser } from '../test/factories';
import { signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildBookableListing, buildTransaction } from '../test/transaction-factories';

// Issue 45 items 3 and 4 (decision 121): the booking reference, the traveller's day-of-tour facts, the
// signed ticket, the operator's way to reach the lead traveller. PGlite, or PostgreSQL with TEST_DATABASE_URL.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const deps = () => t.app.deps;
const get = async (url: string, userId?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: userId ? await signedInHeaders(t, userId) : {},
  });

async function confirmedBooking() {
  const operator = await buildOperator(t.database.db, {
    protectedData: { phoneNumber: '912 345 678' },
  });
  const { listing, departure } = await buildBookableListing(deps(), {
    operatorId: operator.id,
    publicData: {
      location: { address: 'Queimadas Forest Park, Santana', building: 'By the thatched houses' },
      whatToBring: ['Walking shoes'],
      included: ['Guide', 'Snack'],
    },
  });
  const customer = await buildUser(t.database.db, {
    firstName: 'Maria',
    lastName: 'Vieira',
    protectedData: { phoneNumber: '+351 933 222 111' },
  });
  const built = await buildTransaction(deps(), {
    state: 'accepted',
    customerId: customer.id,
    listing: { id: listing.id, operatorId: operator.id, departure },
    quantities: { adults: 2, children: 1 },
  });
  return { ...built, operator, customer };
}

describe('the booking reference', () => {
  it('is short, unambiguous, the same for both parties and reads back to the booking', async () => {
    const built = await confirmedBooking();
    const views = await Promise.all(
      [built.customerId, built.providerId].map(async (userId) =>
        (await get(`/api/transactions/${built.row.id}`, userId)).json<{ data: Transaction }>(),
      ),
    );
    const reference = views[0]!.data.reference;
    expect(reference).toMatch(/^LV-[2-9A-HJKMNP-Z]{6}$/);
    expect(views[1]!.data.reference).toBe(reference);
    const [row] = await t.database.db
      .select({ n: transactions.referenceNumber })
      .from(transactions)
      .where(eq(transactions.id, built.row.id));
    expect(referenceNumberOf(reference.toLowerCase())).toBe(row!.n);
    // The orders list names it too (the inbox).
    const orders = await get('/api/transactions?only=order', built.customerId);
    expect(orders.json<{ data: Transaction[] }>().data[0]!.reference).toBe(reference);
  });
});

describe('the traveller’s confirmed booking', () => {
  it('has the meeting point with directions, the operator’s phone and email, what to bring and what is included', async () => {
    const built = await confirmedBooking();
    const view = (await get(`/api/transactions/${built.row.id}`, built.customerId)).json<{
      data: Transaction;
    }>().data;
    expect(view.trip).toEqual({
      address: 'Queimadas Forest Park, Santana',
      meetingPoint: 'By the thatched houses',
      geolocation: { lat: expect.any(Number), lng: expect.any(Number) },
      directionsUrl: expect.stringMatching(
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
      ),
      operatorPhone: '+351912345678',
      operatorEmail: built.operator.email,
      whatToBring: ['Walking shoes'],
      included: ['Guide', 'Snack'],
    });
    expect(view.ticketState).toBe('not-checked-in');
    expect(view.leadTraveller).toBeNull();
  });

  it('a request not yet accepted has no trip facts and no ticket', async () => {
    const built = await buildTransaction(deps(), { state: 'preauthorized' });
    const view = (await get(`/api/transactions/${built.row.id}`, built.customerId)).json<{
      data: Transaction;
    }>().data;
    expect(view.trip).toBeNull();
    expect(view.ticketState).toBeNull();
    expect(
      (await get(`/api/transactions/${built.row.id}/ticket`, built.customerId)).statusCode,
    ).toBe(404);
  });
});

describe('the operator’s sale', () => {
  it('names the lead traveller with their phone, and the ticket’s state', async () => {
    const built = await confirmedBooking();
    const view = (await get(`/api/transactions/${built.row.id}`, built.providerId)).json<{
      data: Transaction;
    }>().data;
    expect(view.leadTraveller).toEqual({ name: 'Maria Vieira', phone: '+351933222111' });
    expect(view.ticketState).toBe('not-checked-in');
    expect(view.trip).toBeNull();
    await t.database.db
      .update(transactions)
      .set({ checkedInAt: t.clock.now() })
      .where(eq(transactions.id, built.row.id));
    const after = (await get(`/api/transactions/${built.row.id}`, built.providerId)).json<{
      data: Transaction;
    }>().data;
    expect(after.ticketState).toBe('checked-in');
  });
});

describe('the ticket', () => {
  it('verifies with the published key alone, and an altered one does not', async () => {
    const built = await confirmedBooking();
    const res = await get(`/api/transactions/${built.row.id}/ticket`, built.customerId);
    expect(res.statusCode).toBe(200);
    const ticket = res.json<{ data: Ticket }>().data;
    expect(ticket).toMatchObject({
      transactionId: built.row.id,
      start: built.departure.start.toISOString(),
      quantities: { adults: 2, children: 1, infants: 0 },
      state: 'not-checked-in',
    });
    const keyRes = await get('/api/ticket-key');
    expect(keyRes.statusCode).toBe(200);
    const key = keyRes.json<{ data: { publicKey: string; publicKeyPem: string } }>().data;
    // A guide's device: the raw key as a JWK, no server.
    const publicKey = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: key.publicKey },
      format: 'jwk',
    });
    const check = (code: string) => {
      const decoded = decodeTicketCode(code);
      return (
        !!decoded &&
        verify(
          null,
          Buffer.from(decoded.message),
          publicKey,
          Buffer.from(decoded.signature, 'base64url'),
        )
      );
    };
    expect(check(ticket.code)).toBe(true);
    expect(decodeTicketCode(ticket.code)!.fields.reference).toBe(ticket.reference);
    expect(check(ticket.code.replace(':2.1.0:', ':6.1.0:'))).toBe(false);
    // The PEM is the same key.
    expect(createPublicKey(key.publicKeyPem).export({ format: 'jwk' }).x).toBe(key.publicKey);
  });

  it('is not found for the operator, a third user, a visitor, or an unknown booking', async () => {
    const built = await confirmedBooking();
    const third = await buildUser(t.database.db);
    const url = `/api/transactions/${built.row.id}/ticket`;
    for (const userId of [built.providerId, third.id, undefined]) {
      const res = await get(url, userId);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not-found');
    }
    expect(
      (await get('/api/transactions/00000000-0000-4000-8000-000000000000/ticket', built.customerId))
        .statusCode,
    ).toBe(404);
    // Nor does a third user read the booking, its reference or its traveller's phone.
    const booking = await get(`/api/transactions/${built.row.id}`, third.id);
    expect(booking.statusCode).toBe(404);
    expect(booking.body).not.toContain('933');
    // Nobody changed anything.
    const [row] = await t.database.db
      .select({ phone: users.protectedData })
      .from(users)
      .where(eq(users.id, built.customerId));
    expect(row!.phone).toEqual({ phoneNumber: '+351 933 222 111' });
  });
});
