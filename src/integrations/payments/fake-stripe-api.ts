import { afterAll, beforeAll, beforeEach } from 'vitest';
import { listenStripeShaped } from './stripe-shaped-server';

// For adapter tests: a fake Stripe API at the network edge, a local HTTP server that records each
// request (method, path, form body, Idempotency-Key, Stripe-Account, the key it was made with) and
// answers as Stripe would. Browsers reach it too (CORS as api.stripe.com allows it): the Stripe.js
// stand-in (fake-stripe-js.ts) confirms intents here with the publishable key.

export type Recorded = {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
  stripeAccount: string | undefined;
  /** The bearer key: the secret key from the server, the publishable key from Stripe.js. */
  key: string | undefined;
};
export type Answer = { status?: number; json: unknown };

/** A payment intent as Stripe answers it (manual capture, nothing paid yet), with `over` on top. */
export const paymentIntentJson = (over: Record<string, unknown> = {}) => ({
  id: 'pi_1',
  object: 'payment_intent',
  status: 'requires_payment_method',
  amount: 12_300,
  amount_capturable: 0,
  amount_received: 0,
  currency: 'eur',
  client_secret: 'pi_1_secret_x',
  customer: 'cus_1',
  payment_method: null,
  last_payment_error: null,
  latest_charge: null,
  metadata: { transactionId: 'tx-1' },
  ...over,
});

/** A setup intent as Stripe answers it, with `over` on top. */
export const setupIntentJson = (over: Record<string, unknown> = {}) => ({
  id: 'seti_1',
  object: 'setup_intent',
  status: 'requires_payment_method',
  client_secret: 'seti_1_secret_x',
  customer: 'cus_1',
  payment_method: null,
  usage: 'off_session',
  last_setup_error: null,
  ...over,
});

/** Stripe's 402 for a card the bank refused. */
export const cardErrorAnswer = (code: string, declineCode?: string): Answer => ({
  status: 402,
  json: {
    error: {
      type: 'card_error',
      code,
      ...(declineCode ? { decline_code: declineCode } : {}),
      message: 'Your card was declined.',
    },
  },
});

/** Starts the fake for the test file; `answers` by "METHOD /path", unknown paths get Stripe's 404. */
export function useFakeStripeApi() {
  const fake = {
    recorded: [] as Recorded[],
    answers: {} as Record<string, Answer>,
    port: 0,
    api: () => ({ host: '127.0.0.1', port: fake.port, protocol: 'http' as const }),
  };
  let server: Awaited<ReturnType<typeof listenStripeShaped>>;
  beforeAll(async () => {
    server = await listenStripeShaped((request) => {
      fake.recorded.push({
        method: request.method,
        path: request.path,
        body: request.form,
        idempotencyKey: request.idempotencyKey,
        stripeAccount: request.stripeAccount,
        key: request.key,
      });
      return (
        fake.answers[`${request.method} ${request.path}`] ?? {
          status: 404,
          json: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such thing',
            },
          },
        }
      );
    });
    fake.port = server.port;
  });
  afterAll(() => server.close());
  beforeEach(() => {
    fake.recorded.length = 0;
    fake.answers = {};
  });
  return fake;
}
