import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripePayments } from './stripe-payments';
import { startStripeTestApi, type StripeTestApi } from './stripe-test-api';

// The stateful Stripe-shaped test API (what the Stripe journey's server talks to) driven by the real
// Stripe adapter (stripe-node) and by HTTP calls shaped as Stripe.js makes them.
const secretKey = 'sk_test_levada_api';
const publishableKey = 'pk_test_levada_api';
let api: StripeTestApi;
beforeAll(async () => {
  api = await startStripeTestApi({ secretKey, publishableKey });
});
afterAll(() => api.close());

const payments = () => {
  const { hostname, port } = new URL(api.url);
  return createStripePayments(
    { secretKey, api: { host: hostname, port: Number(port), protocol: 'http' } },
    () => new Date(),
  );
};

/** A call as the Stripe.js stand-in makes it: the publishable key and a form body. */
async function browserCall(path: string, fields: Record<string, string>, key = publishableKey) {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const card = (number: string) => ({
  'payment_method_data[type]': 'card',
  'payment_method_data[card][number]': number,
  'payment_method_data[card][exp_month]': '12',
  'payment_method_data[card][exp_year]': '30',
  'payment_method_data[card][cvc]': '123',
});

describe('Stripe-shaped test API', () => {
  it('authorises, captures and refunds a card payment, keeping the card on the customer', async () => {
    const stripe = payments();
    const customer = await stripe.createCustomer({
      email: 'sofia@levada.test',
      name: 'Sofia',
      userId: 'user-1',
      idempotencyKey: 'customer:user-1',
    });
    const intent = await stripe.createPaymentIntent({
      amount: 12_000,
      currency: 'EUR',
      customerId: customer.id,
      metadata: { transactionId: 'tx-1' },
      idempotencyKey: 'request-payment:tx-1',
    });
    expect(intent).toMatchObject({ status: 'requires_payment_method', amount: 12_000 });

    const confirmed = await browserCall(`/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.clientSecret,
      setup_future_usage: 'off_session',
      ...card('4242424242424242'),
    });
    expect(confirmed).toMatchObject({ status: 200, json: { status: 'requires_capture' } });
    expect(await stripe.retrievePaymentIntent(intent.id)).toMatchObject({
      status: 'requires_capture',
      amountCapturable: 12_000,
      card: { brand: 'visa', last4: '4242' },
    });

    const captured = await stripe.capturePaymentIntent(intent.id, 'capture:tx-1');
    expect(captured).toMatchObject({ status: 'succeeded', amountReceived: 12_000 });
    // The same key gives the same answer, never a second capture.
    expect(await stripe.capturePaymentIntent(intent.id, 'capture:tx-1')).toMatchObject({
      status: 'succeeded',
    });
    expect(await stripe.refundPaymentIntent(intent.id, 4_500, 'refund:tx-1')).toMatchObject({
      amount: 4_500,
      status: 'succeeded',
    });
    expect(await stripe.retrievePaymentIntent(intent.id)).toMatchObject({ amountRefunded: 4_500 });
    await expect(
      stripe.refundPaymentIntent(intent.id, 9_000, 'refund:tx-1b'),
    ).rejects.toMatchObject({
      code: 'validation-invalid-value',
      details: [{ code: 'amount_too_large' }],
    });

    const saved = await stripe.listSavedCards(customer.id);
    expect(saved).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true }),
    ]);
  });

  it('declines as Stripe does, releases a hold, and refuses a wrong secret or a publishable key on server calls', async () => {
    const stripe = payments();
    const intent = await stripe.createPaymentIntent({
      amount: 4_500,
      currency: 'EUR',
      metadata: {},
      idempotencyKey: 'request-payment:tx-2',
    });
    const declined = await browserCall(`/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.clientSecret,
      ...card('4000000000009995'),
    });
    expect(declined).toMatchObject({
      status: 402,
      json: {
        error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
      },
    });
    expect(await stripe.retrievePaymentIntent(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      lastPaymentError: { code: 'card_declined' },
    });
    const wrongSecret = await browserCall(`/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: `${intent.id}_secret_wrong`,
      ...card('4242424242424242'),
    });
    expect(wrongSecret).toMatchObject({
      status: 404,
      json: { error: { code: 'resource_missing' } },
    });
    await browserCall(`/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.clientSecret,
      ...card('4242424242424242'),
    });
    expect(await stripe.cancelPaymentIntent(intent.id, 'cancel:tx-2')).toMatchObject({
      status: 'canceled',
    });
    await expect(stripe.capturePaymentIntent(intent.id, 'capture:tx-2')).rejects.toMatchObject({
      code: 'transaction-invalid-transition',
    });

    const asBrowser = await browserCall('/v1/refunds', { payment_intent: intent.id, amount: '1' });
    expect(asBrowser.status).toBe(401);
    const unknownKey = await browserCall('/v1/customers', { email: 'x@y.z' }, 'sk_test_other');
    expect(unknownKey.status).toBe(401);
  });

  it('saves a card through a setup intent; the default card moves and a detached card leaves', async () => {
    const stripe = payments();
    const customer = await stripe.createCustomer({
      email: 'lukas@levada.test',
      name: 'Lukas',
      userId: 'user-3',
      idempotencyKey: 'customer:user-3',
    });
    for (const [index, number] of ['5555555555554444', '4000056655665556'].entries()) {
      const setup = await stripe.createSetupIntent({
        customerId: customer.id,
        idempotencyKey: `setup:${customer.id}:${index}`,
      });
      const confirmed = await browserCall(`/v1/setup_intents/${setup.id}/confirm`, {
        client_secret: setup.clientSecret,
        ...card(number),
      });
      expect(confirmed).toMatchObject({ status: 200, json: { status: 'succeeded' } });
    }
    const cards = await stripe.listSavedCards(customer.id);
    expect(cards.map((c) => [c.brand, c.last4, c.isDefault])).toEqual([
      ['mastercard', '4444', true],
      ['visa', '5556', false],
    ]);
    const visa = cards.find((c) => c.last4 === '5556')!;
    await stripe.setDefaultSavedCard(customer.id, visa.id, 'default:1');
    expect((await stripe.listSavedCards(customer.id)).find((c) => c.isDefault)?.last4).toBe('5556');
    await stripe.detachSavedCard(customer.id, visa.id, 'detach:1');
    expect((await stripe.listSavedCards(customer.id)).map((c) => c.last4)).toEqual(['4444']);
    // Someone else's card is not found.
    await expect(
      stripe.detachSavedCard('cus_someone_else', cards[0]!.id, 'detach:2'),
    ).rejects.toMatchObject({ code: 'not-found' });
  });
});
