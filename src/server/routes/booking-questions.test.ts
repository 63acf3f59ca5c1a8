import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Transaction } from '../../contracts/transactions';
import type { BookingAnswersView } from '../../contracts/booking-questions';
import type { BookingQuestion } from '../../domain/booking-questions';
import { listingSlots, transactions } from '../db/schema';
import { buildOperator, buildUser } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  authorisePayment,
  bookingParams,
  buildBookableListing,
} from '../test/transaction-factories';

// Issue 45 item 2, decision 137: booking questions, answered at checkout, checked on the server by
// the checkout's schema, kept with the transaction, read by both parties, changed by the traveller
// until 24 h before the start. PGlite, or PostgreSQL with TEST_DATABASE_URL.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(() => t.clock.set('2026-06-01T09:00:00Z'));

const hour = 3_600_000;
const deps = () => t.app.deps;
const questions: BookingQuestion[] = [
  { id: 'hotel', label: 'Pickup hotel', kind: 'text', per: 'booking', required: true },
  { id: 'weight', label: 'Weight (kg)', kind: 'number', per: 'person', required: true },
  {
    id: 'diet',
    label: 'Dietary needs',
    kind: 'choice',
    per: 'person',
    required: false,
    options: ['None', 'Vegetarian', 'Vegan'],
  },
];
const lead = { fullName: 'Maria Vieira', phone: '+351 933 222 111' };
const answers = { hotel: 'Hotel Madeira, Funchal', weight: [72, 58], diet: ['Vegan', null] };

async function listingWithQuestions() {
  const operator = await buildOperator(t.database.db);
  const built = await buildBookableListing(deps(), {
    operatorId: operator.id,
    daysAhead: 3,
    publicData: { questions },
  });
  return { ...built, operator };
}

async function requestBooking(
  customerId: string,
  listing: Awaited<ReturnType<typeof listingWithQuestions>>,
  bookingAnswers?: unknown,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/transactions',
    headers: await signedInHeaders(t, customerId),
    payload: {
      listingId: listing.listing.id,
      transition: 'request-payment',
      params: {
        ...bookingParams(listing.departure, { adults: 2 }),
        ...(bookingAnswers === undefined ? {} : { bookingAnswers }),
      },
    },
  });
}

const seatsBooked = async (listing: Awaited<ReturnType<typeof listingWithQuestions>>) => {
  const [slot] = await t.database.db
    .select({ booked: listingSlots.booked })
    .from(listingSlots)
    .where(eq(listingSlots.listingId, listing.listing.id));
  return slot!.booked;
};
const transactionsOf = async (customerId: string) =>
  t.database.db.select().from(transactions).where(eq(transactions.customerId, customerId));

/** A paid request (preauthorized) with the answers, by a new traveller. */
async function answeredRequest() {
  const listing = await listingWithQuestions();
  const customer = await buildUser(t.database.db, { firstName: 'Maria', lastName: 'Vieira' });
  const res = await requestBooking(customer.id, listing, { leadTraveller: lead, answers });
  expect(res.statusCode).toBe(201);
  const made = res.json<{ data: Transaction; paymentClientSecret: string }>();
  await authorisePayment(deps(), made.data.paymentIntentId!, made.paymentClientSecret);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/api/transactions/${made.data.id}/transitions`,
    headers: await signedInHeaders(t, customer.id),
    payload: { transition: 'confirm-payment', params: {} },
  });
  expect(confirmed.statusCode).toBe(200);
  return { listing, customer, id: made.data.id };
}

const put = async (id: string, userId: string | null, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/transactions/${id}/answers`,
    headers: userId ? await signedInHeaders(t, userId) : browserHeaders(),
    payload: body as Record<string, unknown>,
  });
const getAnswers = async (id: string, userId: string | null) =>
  t.app.inject({
    method: 'GET',
    url: `/api/transactions/${id}/answers`,
    headers: userId ? await signedInHeaders(t, userId) : {},
  });

describe('answering at checkout', () => {
  it('keeps the answers and the lead traveller with the transaction, for both parties', async () => {
    const { listing, customer, id } = await answeredRequest();
    const [row] = await transactionsOf(customer.id);
    expect(row!.bookingAnswers).toEqual({
      questions,
      leadTraveller: { fullName: 'Maria Vieira', phone: '+351 933 222 111' },
      answers,
    });
    const traveller = (await getAnswers(id, customer.id)).json<{ data: BookingAnswersView }>();
    expect(traveller.data).toMatchObject({
      answers,
      persons: 2,
      isEditable: true,
      leadTraveller: { fullName: 'Maria Vieira' },
    });
    // The operator reads the answers of the request; the lead traveller's phone once confirmed.
    const sale = (await getAnswers(id, listing.operatorId)).json<{ data: BookingAnswersView }>();
    expect(sale.data.answers).toEqual(answers);
    expect(sale.data.isEditable).toBe(false);
    expect(sale.data.leadTraveller).toBeNull();
    await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${id}/transitions`,
      headers: await signedInHeaders(t, listing.operatorId),
      payload: { transition: 'accept', params: {} },
    });
    const accepted = (
      await t.app.inject({
        method: 'GET',
        url: `/api/transactions/${id}`,
        headers: await signedInHeaders(t, listing.operatorId),
      })
    ).json<{ data: Transaction }>().data;
    expect(accepted.bookingAnswers?.leadTraveller).toEqual({
      fullName: 'Maria Vieira',
      phone: '+351 933 222 111',
    });
    expect(accepted.leadTraveller).toEqual({ name: 'Maria Vieira', phone: '+351933222111' });
  });

  it.each([
    [
      'no answers at all',
      undefined,
      [
        { path: 'answers.hotel', code: 'required' },
        { path: 'answers.weight', code: 'required' },
      ],
    ],
    [
      'a missing required answer',
      { leadTraveller: lead, answers: { ...answers, hotel: undefined } },
      [{ path: 'answers.hotel', code: 'required' }],
    ],
    [
      'an answer of the wrong type',
      { leadTraveller: lead, answers: { ...answers, weight: ['heavy', 58] } },
      [{ path: 'answers.weight.0', code: 'wrong-type' }],
    ],
    [
      'an answer too long',
      { leadTraveller: lead, answers: { ...answers, hotel: 'H'.repeat(501) } },
      [{ path: 'answers.hotel', code: 'too-long' }],
    ],
    [
      'an unknown question id',
      { leadTraveller: lead, answers: { ...answers, shoe: 42 } },
      [{ path: 'answers.shoe', code: 'unknown-question' }],
    ],
    [
      'a choice not among the options',
      { leadTraveller: lead, answers: { ...answers, diet: ['Paleo', null] } },
      [{ path: 'answers.diet.0', code: 'not-an-option' }],
    ],
    [
      'no lead traveller phone',
      { leadTraveller: { fullName: 'Maria Vieira' }, answers },
      [{ path: 'leadTraveller.phone', code: 'required' }],
    ],
  ])('refuses %s with its code and books nothing', async (_name, bookingAnswers, details) => {
    const listing = await listingWithQuestions();
    const customer = await buildUser(t.database.db);
    const res = await requestBooking(customer.id, listing, bookingAnswers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'booking-answers-invalid', details } });
    expect(await transactionsOf(customer.id)).toEqual([]);
    expect(await seatsBooked(listing)).toBe(0);
  });

  it('prices a speculative request without the answers (the checkout before they are given)', async () => {
    const listing = await listingWithQuestions();
    const customer = await buildUser(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transactions?speculative=true',
      headers: await signedInHeaders(t, customer.id),
      payload: {
        listingId: listing.listing.id,
        transition: 'request-payment',
        params: bookingParams(listing.departure),
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it('a listing without questions books with the account as lead traveller', async () => {
    const operator = await buildOperator(t.database.db);
    const listing = await buildBookableListing(deps(), { operatorId: operator.id });
    const customer = await buildUser(t.database.db, { firstName: 'Ana', lastName: 'Sousa' });
    const res = await requestBooking(customer.id, { ...listing, operator });
    expect(res.statusCode).toBe(201);
    const view = res.json<{ data: Transaction }>().data;
    expect(view.bookingAnswers).toMatchObject({
      questions: [],
      answers: {},
      leadTraveller: { fullName: 'Ana Sousa' },
    });
  });
});

describe('changing the answers', () => {
  it('the traveller changes them until 24 h before the start, then 409 booking-answers-locked', async () => {
    const { customer, id, listing } = await answeredRequest();
    const changed = { ...answers, hotel: 'Quinta da Penha de França' };
    const res = await put(id, customer.id, { leadTraveller: lead, answers: changed });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Transaction }>().data.bookingAnswers?.answers).toEqual(changed);

    // The departure is 3 days ahead: 24 h before it, the answers are the operator's to prepare with.
    t.clock.set(new Date(listing.departure.start.getTime() - 24 * hour));
    const late = await put(id, customer.id, {
      leadTraveller: lead,
      answers: { ...answers, hotel: 'Too late' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { code: 'booking-answers-locked' } });
    const [row] = await transactionsOf(customer.id);
    expect(row!.bookingAnswers?.answers).toEqual(changed);
    expect(
      (await getAnswers(id, customer.id)).json<{ data: BookingAnswersView }>().data.isEditable,
    ).toBe(false);
  });

  it('refuses wrong answers with their codes and changes nothing', async () => {
    const { customer, id } = await answeredRequest();
    const res = await put(id, customer.id, {
      leadTraveller: { ...lead, phone: 'not a phone' },
      answers: { ...answers, weight: [72], extra: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { details: unknown[] } }>().error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'leadTraveller.phone', code: 'phone-invalid' }),
        expect.objectContaining({ path: 'answers.weight', code: 'wrong-type' }),
        expect.objectContaining({ path: 'answers.extra', code: 'unknown-question' }),
      ]),
    );
    const [row] = await transactionsOf(customer.id);
    expect(row!.bookingAnswers?.answers).toEqual(answers);
  });

  it('a cancelled booking’s answers are no longer changed', async () => {
    const { customer, id } = await answeredRequest();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/transactions/${id}/transitions`,
      headers: await signedInHeaders(t, customer.id),
      payload: { transition: 'decline-by-customer', params: {} },
    });
    expect(cancelled.statusCode).toBe(200);
    const res = await put(id, customer.id, { leadTraveller: lead, answers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'booking-answers-locked' } });
  });

  it('a third user, the operator (editing) and a visitor get 404, and change nothing', async () => {
    const { customer, id, listing } = await answeredRequest();
    const stranger = await buildUser(t.database.db);
    const change = { leadTraveller: lead, answers: { ...answers, hotel: 'Somewhere else' } };
    expect((await getAnswers(id, stranger.id)).statusCode).toBe(404);
    expect((await put(id, stranger.id, change)).statusCode).toBe(404);
    expect((await put(id, listing.operatorId, change)).statusCode).toBe(404);
    const visitorRead = await getAnswers(id, null);
    const visitorEdit = await put(id, null, change);
    expect([visitorRead.statusCode, visitorEdit.statusCode]).toEqual([404, 404]);
    expect(JSON.stringify(visitorRead.json())).not.toContain('Hotel Madeira');
    expect((await getAnswers(crypto.randomUUID(), customer.id)).statusCode).toBe(404);
    const [row] = await transactionsOf(customer.id);
    expect(row!.bookingAnswers?.answers).toEqual(answers);
  });
});
