import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { paymentIntentJson as intentJson, useFakeStripeApi } from './fake-stripe-api';
import { createStripePayments } from './stripe-payments';

// The Stripe adapter against a fake Stripe API at the network edge (fake-stripe-api.ts).
const fake = useFakeStripeApi();

const webhookSecret = 'whsec_adapter_test';
const now = new Date('2026-06-01T09:00:00Z');
const stripe = () =>
  createStripePayments(
    {
      secretKey: 'sk_test_fake',
      webhookSecret,
      api: fake.api(),
    },
    () => now,
  );

const only = (method: string, path: string) => {
  const hits = fake.recorded.filter((r) => r.method === method && r.path === path);
  expect(hits).toHaveLength(1);
  return hits[0]!;
};

describe('Stripe adapter: request shapes', () => {
  it('creates a manual-capture card intent for the customer with the idempotency key', async () => {
    fake.answers['POST /v1/payment_intents'] = { json: intentJson() };
    const intent = await stripe().createPaymentIntent({
      amount: 12_300,
      currency: 'EUR',
      customerId: 'cus_1',
      savePaymentMethod: true,
      metadata: { transactionId: 'tx-1' },
      idempotencyKey: 'request-payment:tx-1',
    });
    const request = only('POST', '/v1/payment_intents');
    expect(request.idempotencyKey).toBe('request-payment:tx-1');
    expect(Object.fromEntries(request.body)).toEqual({
      amount: '12300',
      currency: 'eur',
      capture_method: 'manual',
      'allowed_payment_method_types[0]': 'card',
      customer: 'cus_1',
      setup_future_usage: 'off_session',
      'metadata[transactionId]': 'tx-1',
    });
    expect(intent).toMatchObject({
      id: 'pi_1',
      status: 'requires_payment_method',
      clientSecret: 'pi_1_secret_x',
      customerId: 'cus_1',
    });
  });

  it('pays with a saved card: the payment method goes on the intent', async () => {
    fake.answers['POST /v1/payment_intents'] = {
      json: intentJson({ status: 'requires_confirmation', payment_method: 'pm_1' }),
    };
    const intent = await stripe().createPaymentIntent({
      amount: 5000,
      currency: 'eur',
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
      metadata: {},
      idempotencyKey: 'k',
    });
    expect(only('POST', '/v1/payment_intents').body.get('payment_method')).toBe('pm_1');
    expect(intent.paymentMethodId).toBe('pm_1');
  });

  it('captures, cancels and refunds with idempotency keys, reading the refunded amount from the charge', async () => {
    fake.answers['POST /v1/payment_intents/pi_1/capture'] = {
      json: intentJson({
        status: 'succeeded',
        amount_received: 12_300,
        latest_charge: { id: 'ch_1', object: 'charge', amount_refunded: 300 },
      }),
    };
    fake.answers['POST /v1/payment_intents/pi_2/cancel'] = {
      json: intentJson({ id: 'pi_2', status: 'canceled' }),
    };
    fake.answers['POST /v1/refunds'] = {
      json: { id: 're_1', object: 'refund', amount: 500, status: 'succeeded' },
    };
    const payments = stripe();

    const captured = await payments.capturePaymentIntent('pi_1', 'accept:tx-1');
    expect(captured).toMatchObject({
      status: 'succeeded',
      amountReceived: 12_300,
      amountRefunded: 300,
    });
    const capture = only('POST', '/v1/payment_intents/pi_1/capture');
    expect(capture.idempotencyKey).toBe('accept:tx-1');
    expect(capture.body.get('expand[0]')).toBe('latest_charge');

    expect((await payments.cancelPaymentIntent('pi_2', 'decline:tx-2')).status).toBe('canceled');
    expect(only('POST', '/v1/payment_intents/pi_2/cancel').idempotencyKey).toBe('decline:tx-2');

    expect(await payments.refundPaymentIntent('pi_1', 500, 'cancel:tx-1')).toEqual({
      id: 're_1',
      amount: 500,
      status: 'succeeded',
    });
    const refund = only('POST', '/v1/refunds');
    expect(refund.idempotencyKey).toBe('cancel:tx-1');
    expect(Object.fromEntries(refund.body)).toEqual({ payment_intent: 'pi_1', amount: '500' });
  });

  it('retrieves with the charge expanded', async () => {
    fake.answers['GET /v1/payment_intents/pi_1'] = {
      json: intentJson({ status: 'requires_action' }),
    };
    const intent = await stripe().retrievePaymentIntent('pi_1');
    expect(only('GET', '/v1/payment_intents/pi_1').body.get('expand[0]')).toBe('latest_charge');
    expect(intent).toMatchObject({ status: 'requires_action', nextAction: 'authenticate' });
  });

  it('reads the card’s brand and last 4 from the expanded charge (kept for the refund words, decision 168)', async () => {
    fake.answers['GET /v1/payment_intents/pi_1'] = {
      json: intentJson({
        status: 'requires_capture',
        amount_capturable: 12_300,
        payment_method: 'pm_1',
        latest_charge: {
          id: 'ch_1',
          object: 'charge',
          amount_refunded: 0,
          payment_method_details: { type: 'card', card: { brand: 'mastercard', last4: '4444' } },
        },
      }),
    };
    expect(await stripe().retrievePaymentIntent('pi_1')).toMatchObject({
      status: 'requires_capture',
      paymentMethodId: 'pm_1',
      card: { brand: 'mastercard', last4: '4444' },
    });
  });

  it('makes one customer per user, lists, defaults and detaches only the customer’s own cards', async () => {
    fake.answers['POST /v1/customers'] = { json: { id: 'cus_1', object: 'customer' } };
    fake.answers['GET /v1/customers/cus_1'] = {
      json: {
        id: 'cus_1',
        object: 'customer',
        invoice_settings: { default_payment_method: 'pm_2' },
      },
    };
    const method = (id: string, last4: string, customer: string) => ({
      id,
      object: 'payment_method',
      customer,
      card: { brand: 'visa', last4, exp_month: 4, exp_year: 2031, fingerprint: `fp${last4}` },
    });
    fake.answers['GET /v1/customers/cus_1/payment_methods'] = {
      json: {
        object: 'list',
        data: [method('pm_1', '4242', 'cus_1'), method('pm_2', '4444', 'cus_1')],
        has_more: false,
      },
    };
    fake.answers['GET /v1/payment_methods/pm_1'] = { json: method('pm_1', '4242', 'cus_1') };
    fake.answers['GET /v1/payment_methods/pm_other'] = {
      json: method('pm_other', '1111', 'cus_someone_else'),
    };
    fake.answers['POST /v1/payment_methods/pm_1/detach'] = { json: method('pm_1', '4242', '') };
    fake.answers['POST /v1/customers/cus_1'] = { json: { id: 'cus_1', object: 'customer' } };
    fake.answers['POST /v1/setup_intents'] = {
      json: {
        id: 'seti_1',
        object: 'setup_intent',
        status: 'requires_payment_method',
        client_secret: 'seti_1_secret',
      },
    };
    const payments = stripe();

    expect(
      await payments.createCustomer({
        email: 'a@b.test',
        name: 'Ana Silva',
        userId: 'u-1',
        idempotencyKey: 'customer:u-1',
      }),
    ).toEqual({
      id: 'cus_1',
    });
    const created = only('POST', '/v1/customers');
    expect(created.idempotencyKey).toBe('customer:u-1');
    expect(Object.fromEntries(created.body)).toEqual({
      email: 'a@b.test',
      name: 'Ana Silva',
      'metadata[userId]': 'u-1',
    });

    expect(await payments.listSavedCards('cus_1')).toEqual([
      {
        id: 'pm_1',
        brand: 'visa',
        last4: '4242',
        expMonth: 4,
        expYear: 2031,
        isDefault: false,
        fingerprint: 'fp4242',
      },
      {
        id: 'pm_2',
        brand: 'visa',
        last4: '4444',
        expMonth: 4,
        expYear: 2031,
        isDefault: true,
        fingerprint: 'fp4444',
      },
    ]);
    expect(only('GET', '/v1/customers/cus_1/payment_methods').body.get('type')).toBe('card');
    expect(await payments.cardFingerprint('pm_1')).toBe('fp4242');

    await payments.setDefaultSavedCard('cus_1', 'pm_1', 'default:1');
    const update = only('POST', '/v1/customers/cus_1');
    expect(update.idempotencyKey).toBe('default:1');
    expect(update.body.get('invoice_settings[default_payment_method]')).toBe('pm_1');

    await payments.detachSavedCard('cus_1', 'pm_1', 'detach:pm_1');
    expect(only('POST', '/v1/payment_methods/pm_1/detach').idempotencyKey).toBe('detach:pm_1');
    await expect(
      payments.detachSavedCard('cus_1', 'pm_other', 'detach:pm_other'),
    ).rejects.toMatchObject({ code: 'not-found' });
    await expect(payments.setDefaultSavedCard('cus_1', 'pm_other', 'd')).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(fake.recorded.some((r) => r.path === '/v1/payment_methods/pm_other/detach')).toBe(false);

    const setup = await payments.createSetupIntent({
      customerId: 'cus_1',
      idempotencyKey: 'setup:1',
    });
    expect(setup).toEqual({
      id: 'seti_1',
      status: 'requires_payment_method',
      clientSecret: 'seti_1_secret',
      customerId: 'cus_1',
    });
    const setupRequest = only('POST', '/v1/setup_intents');
    expect(setupRequest.idempotencyKey).toBe('setup:1');
    expect(Object.fromEntries(setupRequest.body)).toEqual({
      customer: 'cus_1',
      'allowed_payment_method_types[0]': 'card',
      usage: 'off_session',
    });
  });

  it('sends an idempotency key on every mutating request', async () => {
    fake.answers['POST /v1/payment_intents'] = { json: intentJson() };
    fake.answers['POST /v1/payment_intents/pi_1/capture'] = {
      json: intentJson({ status: 'succeeded' }),
    };
    const payments = stripe();
    await payments.createPaymentIntent({
      amount: 900,
      currency: 'eur',
      metadata: {},
      idempotencyKey: 'a',
    });
    await payments.capturePaymentIntent('pi_1', 'b');
    for (const request of fake.recorded.filter((r) => r.method === 'POST'))
      expect(request.idempotencyKey).toBeTruthy();
  });
});

describe('Stripe adapter: errors as our codes', () => {
  it('turns a card decline into 402 transaction-payment-failed with the card codes', async () => {
    fake.answers['POST /v1/payment_intents/pi_1/capture'] = {
      status: 402,
      json: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      },
    };
    await expect(stripe().capturePaymentIntent('pi_1', 'k')).rejects.toMatchObject({
      code: 'transaction-payment-failed',
      details: [
        {
          code: 'card_declined',
          declineCode: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      ],
    });
  });

  it.each([
    ['payment_intent_unexpected_state', 'transaction-invalid-transition'],
    ['resource_missing', 'not-found'],
    ['amount_too_large', 'validation-invalid-value'],
    ['amount_too_small', 'transaction-payment-failed'],
  ])('turns %s into %s', async (stripeCode, code) => {
    fake.answers['POST /v1/refunds'] = {
      status: 400,
      json: {
        error: { type: 'invalid_request_error', code: stripeCode, message: 'Stripe says no' },
      },
    };
    await expect(stripe().refundPaymentIntent('pi_1', 100, 'k')).rejects.toMatchObject({
      code,
      details: [expect.objectContaining({ code: stripeCode })],
    });
  });

  it('reports a bad key as the provider’s authentication error', async () => {
    fake.answers['GET /v1/payment_intents/pi_1'] = {
      status: 401,
      json: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
    };
    await expect(stripe().retrievePaymentIntent('pi_1')).rejects.toMatchObject({
      code: 'transaction-payment-failed',
      details: [expect.objectContaining({ code: 'authentication_error' })],
    });
  });
});

describe('Stripe adapter: webhooks', () => {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.payment_failed',
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: intentJson({
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      }),
    },
  });
  const signature = (secret: string) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(now.getTime() / 1000),
    });

  it('verifies the signature with constructEvent and maps the intent', async () => {
    const event = await stripe().parseWebhookEvent(Buffer.from(payload), signature(webhookSecret));
    expect(event).toMatchObject({
      id: 'evt_1',
      type: 'payment_intent.payment_failed',
      paymentIntent: {
        id: 'pi_1',
        lastPaymentError: { code: 'card_declined', declineCode: 'generic_decline' },
      },
    });
  });

  it('refuses another secret’s signature and a missing one', async () => {
    await expect(
      stripe().parseWebhookEvent(Buffer.from(payload), signature('whsec_other')),
    ).rejects.toThrow(/signature/);
    await expect(stripe().parseWebhookEvent(Buffer.from(payload), undefined)).rejects.toThrow(
      /Stripe-Signature/,
    );
  });
});
