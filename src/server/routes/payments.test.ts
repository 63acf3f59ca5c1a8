import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardBrand } from '../../domain/card-checks';
import type { PaymentEvent } from '../../integrations/payments/payments';
import { testCards } from '../../integrations/payments/test-cards';
import {
  paymentWebhookEvents,
  simCustomers,
  simIdempotencyKeys,
  simPaymentIntents,
  simPaymentMethods,
  simSetupIntents,
} from '../db/schema';
import { ensurePaymentCustomer } from '../modules/payments/ensure-payment-customer';
import { paymentEventHandlers } from '../modules/payments/payment-event-handlers';
import { buildUser } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import { postWebhook, signWebhook } from '../test/webhooks';

const webhookSecret = 'whsec_levada_test_secret';
let t: TestContext;
let traveller: { id: string; headers: Record<string, string> };
let thirdUser: { id: string; headers: Record<string, string> };
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ stripeWebhookSecret: webhookSecret });
  const [a, b] = [await buildUser(t.database.db), await buildUser(t.database.db)];
  traveller = { id: a.id, headers: await signedInHeaders(t, a.id) };
  thirdUser = { id: b.id, headers: await signedInHeaders(t, b.id) };
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) =>
  t.app.inject({ method, url, headers, payload: payload as Record<string, unknown> | undefined });

/** An intent as the booking engine makes it for the traveller's booking. */
async function bookingIntent(
  userId = traveller.id,
  extra: { paymentMethodId?: string; savePaymentMethod?: boolean } = {},
) {
  const customerId = await ensurePaymentCustomer(t.app.deps, userId);
  return t.app.deps.payments.createPaymentIntent({
    amount: 12_300,
    currency: 'eur',
    customerId,
    metadata: { transactionId: `tx-${++n}` },
    idempotencyKey: `request-payment:${n}`,
    ...extra,
  });
}

/** Every card number the tests send, to check each simulator test card has a test (last describe). */
const sentCards = new Set<string>();
const card = (
  number: string,
  change: Partial<{ expMonth: number; expYear: number; cvc: string }> = {},
) => ({
  number: (sentCards.add(number.replace(/\s/g, '')), number),
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...change,
});

const confirm = (
  intent: { id: string; clientSecret: string },
  body: object,
  headers = traveller.headers,
) =>
  call('POST', `/api/payments/simulator/payment-intents/${intent.id}/confirm`, headers, {
    clientSecret: intent.clientSecret,
    ...body,
  });

const authenticate = (
  intent: { id: string; clientSecret: string },
  outcome: 'complete' | 'fail',
  headers = traveller.headers,
) =>
  call('POST', `/api/payments/simulator/payment-intents/${intent.id}/authenticate`, headers, {
    clientSecret: intent.clientSecret,
    outcome,
  });

describe('the card simulator over HTTP: Stripe test cards', () => {
  it('4242 4242 4242 4242 authorises the payment (requires_capture)', async () => {
    const intent = await bookingIntent();
    const res = await confirm(intent, { card: card('4242 4242 4242 4242') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: intent.id,
      status: 'requires_capture',
      amount: 12_300,
      currency: 'eur',
    });
    expect((await t.app.deps.payments.retrievePaymentIntent(intent.id)).amountCapturable).toBe(
      12_300,
    );
  });

  it.each(
    Object.entries(testCards)
      .filter(([, behaviour]) => behaviour === 'succeeds')
      .map(([number]) => [number, cardBrand(number)]),
  )('%s (%s) authorises the payment', async (number, brand) => {
    const intent = await bookingIntent();
    const cvc = brand === 'amex' ? '1234' : '123';
    const res = await confirm(intent, { card: card(number, { cvc }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('requires_capture');
    const stored = await t.app.deps.payments.retrievePaymentIntent(intent.id);
    const [method] = await t.database.db
      .select()
      .from(simPaymentMethods)
      .where(eq(simPaymentMethods.id, stored.paymentMethodId!));
    expect(method).toMatchObject({ brand, last4: number.slice(-4) });
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'generic_decline'],
    ['4000 0000 0000 9995', 'card_declined', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'expired_card', 'expired_card'],
    ['4000 0000 0000 0127', 'incorrect_cvc', 'incorrect_cvc'],
    ['4000 0000 0000 0119', 'processing_error', 'processing_error'],
    ['4111 1111 1111 1111', 'card_declined', 'test_mode_live_card'],
  ])(
    '%s is declined with %s/%s and the intent waits for another card',
    async (number, code, declineCode) => {
      const intent = await bookingIntent();
      const res = await confirm(intent, { card: card(number) });
      expect(res.statusCode).toBe(402);
      expect(res.json().error).toMatchObject({
        code: 'transaction-payment-failed',
        details: [{ code, declineCode }],
      });
      const after = await call(
        'GET',
        `/api/payments/simulator/payment-intents/${intent.id}?clientSecret=${intent.clientSecret}`,
        traveller.headers,
      );
      expect(after.json().data).toMatchObject({
        status: 'requires_payment_method',
        lastPaymentError: { code, declineCode },
      });
      // The traveller tries again with a good card: the same intent is authorised.
      expect((await confirm(intent, { card: card('4242424242424242') })).json().data.status).toBe(
        'requires_capture',
      );
    },
  );

  it.each([
    [card('4242 4242 4242 4241'), 'incorrect_number'],
    [card('4242 4242'), 'invalid_number'],
    [card('4242424242424242', { expYear: 2025 }), 'invalid_expiry_year'],
    [card('4242424242424242', { expYear: 2026, expMonth: 5 }), 'invalid_expiry_month'],
    [card('4242424242424242', { expMonth: 13 }), 'invalid_expiry_month'],
    [card('4242424242424242', { cvc: '1' }), 'invalid_cvc'],
  ])(
    'a card failing its checks (%j) gets %s and leaves the intent untouched',
    async (badCard, code) => {
      const intent = await bookingIntent();
      const res = await confirm(intent, { card: badCard });
      expect(res.statusCode).toBe(402);
      expect(res.json().error.details).toEqual([{ code, message: expect.any(String) }]);
      const stored = await t.app.deps.payments.retrievePaymentIntent(intent.id);
      expect(stored.status).toBe('requires_payment_method');
      expect(stored.lastPaymentError).toBeUndefined();
    },
  );

  it('4000 0027 6000 3184 asks for 3-D Secure; completing it authorises the payment', async () => {
    const intent = await bookingIntent();
    const res = await confirm(intent, { card: card('4000 0027 6000 3184') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'requires_action',
      nextAction: 'authenticate',
    });
    const done = await authenticate(intent, 'complete');
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe('requires_capture');
    // The challenge cannot be answered twice.
    expect((await authenticate(intent, 'fail')).statusCode).toBe(409);
  });

  it('4000 0027 6000 3184 with a failed challenge is declined as unauthenticated', async () => {
    const intent = await bookingIntent();
    await confirm(intent, { card: card('4000002760003184') });
    const res = await authenticate(intent, 'fail');
    expect(res.statusCode).toBe(402);
    expect(res.json().error.details[0].code).toBe('payment_intent_authentication_failure');
    expect((await t.app.deps.payments.retrievePaymentIntent(intent.id)).status).toBe(
      'requires_payment_method',
    );
  });

  it('a double-clicked pay button authorises once and refuses the second confirm', async () => {
    const intent = await bookingIntent();
    const [a, b] = await Promise.all([
      confirm(intent, { card: card('4242424242424242') }),
      confirm(intent, { card: card('4242424242424242') }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await t.app.deps.payments.retrievePaymentIntent(intent.id)).amountCapturable).toBe(
      12_300,
    );
  });

  it('refuses a wrong client secret as if the payment did not exist', async () => {
    const intent = await bookingIntent();
    const res = await confirm(
      { id: intent.id, clientSecret: `${intent.id}_secret_wrong` },
      { card: card('4242424242424242') },
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('saved cards', () => {
  let user: { id: string; headers: Record<string, string> };
  beforeAll(async () => {
    const row = await buildUser(t.database.db);
    user = { id: row.id, headers: await signedInHeaders(t, row.id) };
  });

  it('saves the card of a payment when asked, and pays the next booking with it', async () => {
    expect((await call('GET', '/api/payments/cards', user.headers)).json()).toEqual({ data: [] });
    const first = await bookingIntent(user.id);
    await confirm(
      first,
      { card: card('5555 5555 5555 4444'), savePaymentMethod: true },
      user.headers,
    );
    const cards = (await call('GET', '/api/payments/cards', user.headers)).json().data;
    expect(cards).toEqual([
      {
        id: expect.any(String),
        brand: 'mastercard',
        last4: '4444',
        expMonth: 12,
        expYear: 2030,
        isDefault: true,
      },
    ]);

    const second = await bookingIntent(user.id, { paymentMethodId: cards[0].id });
    expect(second.status).toBe('requires_confirmation');
    const paid = await confirm(second, { paymentMethodId: cards[0].id }, user.headers);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.status).toBe('requires_capture');
  });

  it('saves a card without paying through a setup intent, makes it the default, and deletes it', async () => {
    const setup = (await call('POST', '/api/payments/setup-intents', user.headers)).json().data;
    expect(setup.status).toBe('requires_payment_method');
    const saved = await call(
      'POST',
      `/api/payments/simulator/setup-intents/${setup.id}/confirm`,
      user.headers,
      {
        clientSecret: setup.clientSecret,
        card: card('4242424242424242', { expMonth: 3, expYear: 31 }),
      },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.status).toBe('succeeded');
    const newId = saved.json().data.paymentMethodId;
    expect(
      (await call('POST', `/api/payments/cards/${newId}/default`, user.headers)).statusCode,
    ).toBe(204);
    let cards = (await call('GET', '/api/payments/cards', user.headers)).json().data;
    expect(cards[0]).toMatchObject({
      id: newId,
      last4: '4242',
      expMonth: 3,
      expYear: 2031,
      isDefault: true,
    });
    expect(cards).toHaveLength(2);

    expect((await call('DELETE', `/api/payments/cards/${newId}`, user.headers)).statusCode).toBe(
      204,
    );
    cards = (await call('GET', '/api/payments/cards', user.headers)).json().data;
    expect(cards.map((c: { last4: string; isDefault: boolean }) => [c.last4, c.isDefault])).toEqual(
      [['4444', false]],
    );
  });

  it('does not save a declined card; a card asking for 3-D Secure is saved once authenticated', async () => {
    const declined = (await call('POST', '/api/payments/setup-intents', user.headers)).json().data;
    const res = await call(
      'POST',
      `/api/payments/simulator/setup-intents/${declined.id}/confirm`,
      user.headers,
      {
        clientSecret: declined.clientSecret,
        card: card('4000000000000002'),
      },
    );
    expect(res.statusCode).toBe(402);
    expect(res.json().error.details[0]).toMatchObject({
      code: 'card_declined',
      declineCode: 'generic_decline',
    });

    const secure = (await call('POST', '/api/payments/setup-intents', user.headers)).json().data;
    const waiting = await call(
      'POST',
      `/api/payments/simulator/setup-intents/${secure.id}/confirm`,
      user.headers,
      {
        clientSecret: secure.clientSecret,
        card: card('4000002760003184'),
      },
    );
    expect(waiting.json().data).toMatchObject({
      status: 'requires_action',
      nextAction: 'authenticate',
    });
    const done = await call(
      'POST',
      `/api/payments/simulator/setup-intents/${secure.id}/authenticate`,
      user.headers,
      {
        clientSecret: secure.clientSecret,
        outcome: 'complete',
      },
    );
    expect(done.json().data.status).toBe('succeeded');
    const cards = (await call('GET', '/api/payments/cards', user.headers)).json().data;
    expect(cards.map((c: { last4: string }) => c.last4).sort()).toEqual(['3184', '4444']);
  });

  it('a saved 4000 0000 0000 0341 attaches, then declines the payment', async () => {
    const setup = (await call('POST', '/api/payments/setup-intents', user.headers)).json().data;
    const saved = await call(
      'POST',
      `/api/payments/simulator/setup-intents/${setup.id}/confirm`,
      user.headers,
      {
        clientSecret: setup.clientSecret,
        card: card('4000000000000341'),
      },
    );
    const paymentMethodId = saved.json().data.paymentMethodId;
    const intent = await bookingIntent(user.id, { paymentMethodId });
    const res = await confirm(intent, { paymentMethodId }, user.headers);
    expect(res.statusCode).toBe(402);
    expect(res.json().error.details[0]).toMatchObject({ code: 'card_declined' });
  });
});

describe('nobody reaches another person’s payments, cards or customer', () => {
  it('a third user gets 404 on the traveller’s intent even with its client secret, and cannot pay with their card', async () => {
    const intent = await bookingIntent();
    const secretQuery = `?clientSecret=${intent.clientSecret}`;
    expect(
      (
        await call(
          'GET',
          `/api/payments/simulator/payment-intents/${intent.id}${secretQuery}`,
          thirdUser.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await confirm(intent, { card: card('4242424242424242') }, thirdUser.headers)).statusCode,
    ).toBe(404);
    await confirm(intent, { card: card('4000002760003184') });
    expect((await authenticate(intent, 'complete', thirdUser.headers)).statusCode).toBe(404);
    expect((await t.app.deps.payments.retrievePaymentIntent(intent.id)).status).toBe(
      'requires_action',
    );

    // The traveller's saved card: invisible, not deletable, not a default, not usable by the third user.
    await authenticate(intent, 'complete');
    const own = await bookingIntent();
    await confirm(own, { card: card('4242424242424242'), savePaymentMethod: true });
    const [savedCard] = (await call('GET', '/api/payments/cards', traveller.headers)).json().data;
    expect((await call('GET', '/api/payments/cards', thirdUser.headers)).json().data).toEqual([]);
    expect(
      (await call('DELETE', `/api/payments/cards/${savedCard.id}`, thirdUser.headers)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/payments/cards/${savedCard.id}/default`, thirdUser.headers))
        .statusCode,
    ).toBe(404);
    const theirs = await bookingIntent(thirdUser.id);
    expect(
      (await confirm(theirs, { paymentMethodId: savedCard.id }, thirdUser.headers)).statusCode,
    ).toBe(404);
    await expect(
      bookingIntent(thirdUser.id, { paymentMethodId: savedCard.id }),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect((await call('GET', '/api/payments/cards', traveller.headers)).json().data).toHaveLength(
      1,
    );

    const setup = (await call('POST', '/api/payments/setup-intents', traveller.headers)).json()
      .data;
    const stolen = await call(
      'POST',
      `/api/payments/simulator/setup-intents/${setup.id}/confirm`,
      thirdUser.headers,
      {
        clientSecret: setup.clientSecret,
        card: card('4242424242424242'),
      },
    );
    expect(stolen.statusCode).toBe(404);
  });

  it('a visitor gets 401 on every payment endpoint', async () => {
    const intent = await bookingIntent();
    const visitor = browserHeaders();
    const body = { clientSecret: intent.clientSecret, card: card('4242424242424242') };
    const calls = [
      call('GET', '/api/payments/cards', visitor),
      call('DELETE', '/api/payments/cards/pm_sim_x', visitor),
      call('POST', '/api/payments/cards/pm_sim_x/default', visitor),
      call('POST', '/api/payments/setup-intents', visitor),
      call(
        'GET',
        `/api/payments/simulator/payment-intents/${intent.id}?clientSecret=${intent.clientSecret}`,
        visitor,
      ),
      call('POST', `/api/payments/simulator/payment-intents/${intent.id}/confirm`, visitor, body),
      call('POST', `/api/payments/simulator/payment-intents/${intent.id}/authenticate`, visitor, {
        clientSecret: intent.clientSecret,
        outcome: 'complete',
      }),
      call('POST', '/api/payments/simulator/setup-intents/seti_sim_x/confirm', visitor, body),
      call('POST', '/api/payments/simulator/setup-intents/seti_sim_x/authenticate', visitor, {
        clientSecret: 'x',
        outcome: 'complete',
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
    expect((await t.app.deps.payments.retrievePaymentIntent(intent.id)).status).toBe(
      'requires_payment_method',
    );
  });

  it('keeps no card number or security code anywhere in the database', async () => {
    const tables = [
      simPaymentMethods,
      simPaymentIntents,
      simSetupIntents,
      simCustomers,
      simIdempotencyKeys,
    ];
    const dump = JSON.stringify(
      await Promise.all(tables.map((table) => t.database.db.select().from(table))),
    );
    for (const number of [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4000002760003184',
      '5555555555554444',
    ]) {
      expect(dump).not.toContain(number);
    }
    expect(dump).toContain('"last4":"4242"');
  });
});

describe('POST /api/stripe/webhooks', () => {
  const seen: PaymentEvent[] = [];
  let shouldFail = false;
  beforeAll(() => {
    paymentEventHandlers['payment_intent.amount_capturable_updated'] = async (event) => {
      if (shouldFail) throw new Error('the booking engine is down');
      seen.push(event);
    };
  });
  afterAll(() => {
    delete paymentEventHandlers['payment_intent.amount_capturable_updated'];
  });

  const eventBody = (id: string, type = 'payment_intent.amount_capturable_updated') =>
    JSON.stringify({
      id,
      object: 'event',
      type,
      created: Math.floor(t.clock.now().getTime() / 1000),
      data: {
        object: {
          id: 'pi_123',
          object: 'payment_intent',
          status: 'requires_capture',
          amount: 12_300,
          amount_capturable: 12_300,
          amount_received: 0,
          currency: 'eur',
          client_secret: 'pi_123_secret_abc',
          customer: 'cus_1',
          payment_method: 'pm_1',
          last_payment_error: null,
          latest_charge: null,
          metadata: { transactionId: 'tx-42' },
        },
      },
    });
  const sign = (payload: string, secret = webhookSecret, at = t.clock.now()) =>
    signWebhook(payload, secret, at);
  const post = (payload: string, signature?: string) => postWebhook(t, payload, signature);

  it('runs a signed event once and maps its payment intent for the handler', async () => {
    const payload = eventBody('evt_1');
    const res = await post(payload, sign(payload));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'handled' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      id: 'evt_1',
      type: 'payment_intent.amount_capturable_updated',
      paymentIntent: {
        id: 'pi_123',
        status: 'requires_capture',
        amountCapturable: 12_300,
        metadata: { transactionId: 'tx-42' },
      },
    });
  });

  it('acknowledges a replayed event id without running it again', async () => {
    const payload = eventBody('evt_2');
    await post(payload, sign(payload));
    const replay = await post(payload, sign(payload));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().outcome).toBe('duplicate');
    expect(seen.filter((e) => e.id === 'evt_2')).toHaveLength(1);
  });

  it('runs an event delivered twice at once only once', async () => {
    const payload = eventBody('evt_6');
    const answers = await Promise.all([post(payload, sign(payload)), post(payload, sign(payload))]);
    expect(answers.map((a) => a.json().outcome).sort()).toEqual(['duplicate', 'handled']);
    expect(seen.filter((e) => e.id === 'evt_6')).toHaveLength(1);
  });

  it('refuses a captured delivery replayed after five minutes, even with an unseen event id', async () => {
    const payload = eventBody('evt_7');
    const signature = sign(payload);
    t.clock.advance(6 * 60_000);
    const res = await post(payload, signature);
    expect(res.statusCode).toBe(403);
    expect(seen.some((e) => e.id === 'evt_7')).toBe(false);
  });

  it.each([
    ['no signature', undefined],
    ['another secret', 'whsec_someone_else'],
    ['a signature older than five minutes', 'stale'],
  ])('refuses an event with %s (403) and runs nothing', async (_name, variant) => {
    const payload = eventBody(`evt_bad_${variant ?? 'none'}`);
    const signature =
      variant === undefined
        ? undefined
        : variant === 'stale'
          ? sign(payload, webhookSecret, new Date(t.clock.now().getTime() - 6 * 60_000))
          : sign(payload, variant);
    const res = await post(payload, signature);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect(seen.some((e) => e.id.startsWith('evt_bad'))).toBe(false);
    expect(await t.database.db.select().from(paymentWebhookEvents)).not.toContainEqual(
      expect.objectContaining({ id: `evt_bad_${variant ?? 'none'}` }),
    );
  });

  it('refuses a body changed after signing', async () => {
    const payload = eventBody('evt_3');
    const res = await post(payload.replace('12300', '1'), sign(payload));
    expect(res.statusCode).toBe(403);
  });

  it('forgets an event whose handler failed, so Stripe’s retry runs it', async () => {
    const payload = eventBody('evt_4');
    shouldFail = true;
    expect((await post(payload, sign(payload))).statusCode).toBe(500);
    shouldFail = false;
    const retry = await post(payload, sign(payload));
    expect(retry.json().outcome).toBe('handled');
    expect(seen.filter((e) => e.id === 'evt_4')).toHaveLength(1);
  });

  it('acknowledges events nobody handles', async () => {
    const payload = eventBody('evt_5', 'charge.updated');
    const res = await post(payload, sign(payload));
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('without a webhook secret', () => {
  it('refuses every webhook', async () => {
    const other = await createTestApp();
    try {
      const payload = JSON.stringify({
        id: 'evt_x',
        object: 'event',
        type: 'payment_intent.succeeded',
        created: 1,
        data: { object: {} },
      });
      const res = await postWebhook(
        other,
        payload,
        signWebhook(payload, 'whsec_guess', new Date()),
      );
      expect(res.statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('test card coverage', () => {
  it('every simulator test card was sent through the HTTP endpoints above', () => {
    expect(Object.keys(testCards).filter((number) => !sentCards.has(number))).toEqual([]);
  });
});
