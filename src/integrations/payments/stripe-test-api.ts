import { randomUUID } from 'node:crypto';
import { AppError } from '../../domain/errors';
import { createCardSimulator } from './card-simulator';
import type { SimPaymentMethodRecord } from './card-simulator-store';
import { createMemoryCardSimulatorStore } from './memory-card-simulator-store';
import type { CardError, PaymentIntent, SetupIntent } from './payments';
import { listenStripeShaped } from './stripe-shaped-server';
import type { CardDetails } from './test-cards';

// For tests only (never started by the app): a stateful Stripe-shaped API on a local port, so that
// the app configured with Stripe keys (STRIPE_API_URL) and the Stripe.js stand-in in a browser
// (fake-stripe-js.ts) pay, capture, release, refund and save cards end to end without the network.
// It answers the calls stripe-payments.ts and the stand-in make, in Stripe's shapes, and keeps its
// state with the card simulator (Stripe's intent states and test cards) in memory.
//
//   const api = await startStripeTestApi({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x' });
//   ... STRIPE_API_URL=api.url ...;  await api.close();

export type StripeTestApi = {
  url: string;
  /** Every call as "METHOD /path" with the kind of key it was made with, in order. */
  calls: Array<{ call: string; key: 'secret' | 'publishable' }>;
  close: () => Promise<void>;
};

type Form = URLSearchParams;
type Caller = 'secret' | 'publishable';
type Answer = { status: number; json: unknown };

const stripeError = (status: number, error: Record<string, unknown>): Answer => ({
  status,
  json: { error },
});

/** The simulator's errors as Stripe writes them. */
function toStripeError(error: unknown): Answer {
  if (!(error instanceof AppError)) {
    return stripeError(500, { type: 'api_error', message: 'Something went wrong.' });
  }
  const detail = (error.details?.[0] ?? {}) as { code?: string; declineCode?: string };
  switch (error.code) {
    case 'transaction-payment-failed':
      return stripeError(402, {
        type: 'card_error',
        code: detail.code ?? 'card_declined',
        ...(detail.declineCode ? { decline_code: detail.declineCode } : {}),
        message: error.message,
      });
    case 'not-found':
      return stripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: error.message,
      });
    case 'validation-invalid-value':
      return detail.code === 'idempotency_error'
        ? stripeError(400, { type: 'idempotency_error', message: error.message })
        : stripeError(400, {
            type: 'invalid_request_error',
            ...(detail.code ? { code: detail.code } : {}),
            message: error.message,
          });
    default:
      return stripeError(400, {
        type: 'invalid_request_error',
        ...(detail.code ? { code: detail.code } : {}),
        message: error.message,
      });
  }
}

const errorJson = (error: CardError | undefined) =>
  error
    ? {
        type: 'card_error',
        code: error.code,
        ...(error.declineCode ? { decline_code: error.declineCode } : {}),
        message: error.message,
      }
    : null;

function intentJson(intent: PaymentIntent) {
  const hasCharge = Boolean(intent.card) && intent.amountCapturable + intent.amountReceived > 0;
  return {
    id: intent.id,
    object: 'payment_intent',
    status: intent.status,
    amount: intent.amount,
    amount_capturable: intent.amountCapturable,
    amount_received: intent.amountReceived,
    capture_method: 'manual',
    currency: intent.currency,
    client_secret: intent.clientSecret,
    customer: intent.customerId ?? null,
    payment_method: intent.paymentMethodId ?? null,
    last_payment_error: errorJson(intent.lastPaymentError),
    next_action: intent.status === 'requires_action' ? { type: 'use_stripe_sdk' } : null,
    // Always expanded here (stripe-payments.ts asks for it on every call that reads it).
    latest_charge: hasCharge
      ? {
          id: `ch_${intent.id}`,
          object: 'charge',
          amount_refunded: intent.amountRefunded,
          captured: intent.amountReceived > 0,
          payment_method_details: { type: 'card', card: intent.card },
        }
      : null,
    metadata: intent.metadata,
  };
}

const setupJson = (intent: SetupIntent) => ({
  id: intent.id,
  object: 'setup_intent',
  status: intent.status,
  client_secret: intent.clientSecret,
  customer: intent.customerId,
  payment_method: intent.paymentMethodId ?? null,
  usage: 'off_session',
  last_setup_error: errorJson(intent.lastSetupError),
  next_action: intent.status === 'requires_action' ? { type: 'use_stripe_sdk' } : null,
});

const methodJson = (method: SimPaymentMethodRecord) => ({
  id: method.id,
  object: 'payment_method',
  type: 'card',
  customer: method.customerId,
  card: {
    brand: method.brand,
    last4: method.last4,
    exp_month: method.expMonth,
    exp_year: method.expYear,
    fingerprint: method.fingerprint,
  },
});

/** The card Stripe.js sends with a confirmation (payment_method_data[card][...]). */
const typedCard = (form: Form): CardDetails => ({
  number: form.get('payment_method_data[card][number]') ?? '',
  expMonth: Number(form.get('payment_method_data[card][exp_month]')),
  expYear: Number(form.get('payment_method_data[card][exp_year]')),
  cvc: form.get('payment_method_data[card][cvc]') ?? '',
});

/** metadata[key]=value pairs of a form. */
const metadataOf = (form: Form): Record<string, string> =>
  Object.fromEntries(
    [...form.entries()].flatMap(([name, value]) => {
      const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
      return key ? [[key, value]] : [];
    }),
  );

export async function startStripeTestApi(options: {
  secretKey: string;
  publishableKey: string;
  now?: () => Date;
}): Promise<StripeTestApi> {
  const store = createMemoryCardSimulatorStore();
  const cards = createCardSimulator({ store, now: options.now ?? (() => new Date()) });
  const calls: StripeTestApi['calls'] = [];
  const readMethod = async (id: string) => {
    const method = await store.read((tx) => tx.getPaymentMethod(id));
    if (!method)
      throw new AppError('not-found', `No such payment_method: '${id}'`, [
        { code: 'resource_missing' },
      ]);
    return method;
  };
  const customerJson = async (id: string) => {
    const customer = await store.read((tx) => tx.getCustomer(id));
    if (!customer)
      throw new AppError('not-found', `No such customer: '${id}'`, [{ code: 'resource_missing' }]);
    return {
      id: customer.id,
      object: 'customer',
      email: customer.email,
      name: customer.name,
      invoice_settings: { default_payment_method: customer.defaultPaymentMethodId },
      metadata: { userId: customer.userId },
    };
  };
  const fullIntent = async (id: string) => intentJson(await cards.retrievePaymentIntent(id));

  /** The route's answer; `key` is the idempotency key, `caller` the kind of key the call was made with. */
  async function answer(
    method: string,
    path: string,
    form: Form,
    caller: Caller,
    key: string,
  ): Promise<unknown> {
    const [kind = '', id = '', action = ''] = path.split('/').slice(1);
    const route = `${method} ${kind}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    const secret = form.get('client_secret') ?? '';
    // What Stripe.js may do with a publishable key: read and confirm intents it has the secret of.
    const isBrowserCall =
      route === 'GET payment_intents/:id' ||
      route === 'POST payment_intents/:id/confirm' ||
      route === 'POST setup_intents/:id/confirm';
    if (caller === 'publishable' && !isBrowserCall) {
      throw new AppError('forbidden', 'This API call cannot be made with a publishable API key.');
    }
    switch (route) {
      case 'POST payment_intents':
        return intentJson(
          await cards.createPaymentIntent({
            amount: Number(form.get('amount')),
            currency: form.get('currency') ?? '',
            customerId: form.get('customer') ?? undefined,
            paymentMethodId: form.get('payment_method') ?? undefined,
            savePaymentMethod: form.get('setup_future_usage') === 'off_session',
            metadata: metadataOf(form),
            idempotencyKey: key,
          }),
        );
      case 'GET payment_intents/:id':
        return caller === 'secret'
          ? fullIntent(id)
          : intentJson(await cards.retrieveWithSecret(id, secret));
      case 'POST payment_intents/:id/confirm': {
        const paymentMethodId = form.get('payment_method');
        await cards.confirmPaymentIntent({
          id,
          clientSecret: secret,
          source: paymentMethodId ? { paymentMethodId } : { card: typedCard(form) },
          savePaymentMethod: form.get('setup_future_usage') === 'off_session',
        });
        return fullIntent(id);
      }
      case 'POST payment_intents/:id/capture':
        await cards.capturePaymentIntent(id, key);
        return fullIntent(id);
      case 'POST payment_intents/:id/cancel':
        await cards.cancelPaymentIntent(id, key);
        return fullIntent(id);
      case 'POST refunds': {
        const intentId = form.get('payment_intent') ?? '';
        const refund = await cards.refundPaymentIntent(intentId, Number(form.get('amount')), key);
        return { ...refund, object: 'refund', payment_intent: intentId };
      }
      case 'POST customers': {
        const made = await cards.createCustomer({
          email: form.get('email') ?? '',
          name: form.get('name') ?? '',
          userId: form.get('metadata[userId]') ?? '',
          idempotencyKey: key,
        });
        return customerJson(made.id);
      }
      case 'GET customers/:id':
        return customerJson(id);
      case 'POST customers/:id': {
        const card = form.get('invoice_settings[default_payment_method]');
        if (card) await cards.setDefaultSavedCard(id, card, key);
        return customerJson(id);
      }
      case 'GET customers/:id/payment_methods': {
        const methods = await store.read((tx) => tx.listPaymentMethods(id));
        return { object: 'list', data: methods.map(methodJson), has_more: false, url: path };
      }
      case 'GET payment_methods/:id':
        return methodJson(await readMethod(id));
      case 'POST payment_methods/:id/detach': {
        const card = await readMethod(id);
        if (!card.customerId) {
          throw new AppError(
            'validation-invalid-value',
            'The payment method you provided is not attached to a customer so detachment is impossible.',
          );
        }
        await cards.detachSavedCard(card.customerId, id, key);
        return methodJson(await readMethod(id));
      }
      case 'POST setup_intents':
        return setupJson(
          await cards.createSetupIntent({
            customerId: form.get('customer') ?? '',
            idempotencyKey: key,
          }),
        );
      case 'POST setup_intents/:id/confirm':
        return setupJson(
          await cards.confirmSetupIntent({ id, clientSecret: secret, card: typedCard(form) }),
        );
      default:
        throw new AppError('not-found', `Unrecognized request URL (${method}: ${path}).`, [
          { code: 'resource_missing' },
        ]);
    }
  }

  const server = await listenStripeShaped(async (request) => {
    const caller: Caller | null =
      request.key === options.secretKey
        ? 'secret'
        : request.key === options.publishableKey
          ? 'publishable'
          : null;
    if (!caller) {
      return stripeError(401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided.',
      });
    }
    calls.push({ call: `${request.method} ${request.path}`, key: caller });
    const path = request.path.replace(/^\/v1/, '');
    try {
      const json = await answer(
        request.method,
        path,
        request.form,
        caller,
        request.idempotencyKey ?? randomUUID(),
      );
      return { status: 200, json };
    } catch (error) {
      return error instanceof AppError && error.code === 'forbidden'
        ? stripeError(401, { type: 'invalid_request_error', message: error.message })
        : toStripeError(error);
    }
  });
  return { url: `http://127.0.0.1:${server.port}`, calls, close: server.close };
}
