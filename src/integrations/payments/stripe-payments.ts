import Stripe from 'stripe';
import { AppError } from '../../domain/errors';
import type { Payments, SavedCard, SetupIntentStatus } from './payments';
import { parseStripeWebhook, toPaymentIntent } from './stripe-events';

export type StripeSettings = {
  secretKey: string;
  webhookSecret?: string;
  /** Only for tests against a fake Stripe: where the API is. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

// Stripe's error types the browser translates (spec 000 §8: connection, api, authentication, rate limit).
const providerErrorCodes: Record<string, string> = {
  StripeConnectionError: 'api_connection_error',
  StripeAPIError: 'api_error',
  StripeAuthenticationError: 'authentication_error',
  StripePermissionError: 'authentication_error',
  StripeRateLimitError: 'rate_limit_error',
};

/** Stripe's errors as our error codes; anything else passes through. */
function toAppError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  const message = error.message;
  if (error instanceof Stripe.errors.StripeCardError) {
    return new AppError('transaction-payment-failed', message, [
      {
        code: error.code ?? 'card_declined',
        ...(error.decline_code ? { declineCode: error.decline_code } : {}),
        message,
      },
    ]);
  }
  const code = error.code;
  if (code === 'resource_missing') return new AppError('not-found', message, [{ code }]);
  if (code === 'payment_intent_unexpected_state' || code === 'setup_intent_unexpected_state') {
    return new AppError('transaction-invalid-transition', message, [{ code }]);
  }
  if (code === 'amount_too_small')
    return new AppError('transaction-payment-failed', message, [{ code, message }]);
  if (code === 'amount_too_large' || code === 'charge_already_refunded') {
    return new AppError('validation-invalid-value', message, [{ code }]);
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new AppError('validation-invalid-value', message, [{ code: 'idempotency_error' }]);
  }
  const providerCode = providerErrorCodes[error.constructor.name] ?? 'invalid_request_error';
  return new AppError('transaction-payment-failed', message, [{ code: providerCode, message }]);
}

const setupStatuses: SetupIntentStatus[] = [
  'requires_payment_method',
  'requires_action',
  'succeeded',
  'canceled',
];

/** A Stripe call with Stripe's errors as ours (also used by the Connect adapter). */
export async function callStripe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toAppError(error);
  }
}

/** One configured Stripe client (payments and Connect). */
export const stripeClientOf = (settings: Pick<StripeSettings, 'secretKey' | 'api'>): Stripe =>
  new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(settings.api ?? {}),
  });

/** Payments through Stripe's API: manual capture, one customer per user, idempotency keys on every write. */
export function createStripePayments(settings: StripeSettings, now: () => Date): Payments {
  const stripe = stripeClientOf(settings);
  const expand = ['latest_charge'];

  async function customersCard(customerId: string, paymentMethodId: string) {
    const method = await stripe.paymentMethods.retrieve(paymentMethodId);
    const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id;
    if (owner !== customerId) {
      throw new AppError('not-found', `No such payment_method: '${paymentMethodId}'`, [
        { code: 'resource_missing' },
      ]);
    }
    return method;
  }

  return {
    kind: 'stripe',

    createPaymentIntent: (input) =>
      callStripe(async () =>
        toPaymentIntent(
          await stripe.paymentIntents.create(
            {
              amount: input.amount,
              currency: input.currency.toLowerCase(),
              capture_method: 'manual',
              allowed_payment_method_types: ['card'],
              ...(input.customerId ? { customer: input.customerId } : {}),
              ...(input.paymentMethodId ? { payment_method: input.paymentMethodId } : {}),
              ...(input.savePaymentMethod ? { setup_future_usage: 'off_session' as const } : {}),
              metadata: input.metadata,
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    retrievePaymentIntent: (id) =>
      callStripe(async () => toPaymentIntent(await stripe.paymentIntents.retrieve(id, { expand }))),

    capturePaymentIntent: (id, idempotencyKey) =>
      callStripe(async () =>
        toPaymentIntent(await stripe.paymentIntents.capture(id, { expand }, { idempotencyKey })),
      ),

    cancelPaymentIntent: (id, idempotencyKey) =>
      callStripe(async () =>
        toPaymentIntent(await stripe.paymentIntents.cancel(id, { expand }, { idempotencyKey })),
      ),

    refundPaymentIntent: (id, amount, idempotencyKey) =>
      callStripe(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: id, amount },
          { idempotencyKey },
        );
        return { id: refund.id, amount: refund.amount, status: refund.status ?? 'pending' };
      }),

    createCustomer: (input) =>
      callStripe(async () => {
        const customer = await stripe.customers.create(
          { email: input.email, name: input.name, metadata: { userId: input.userId } },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: customer.id };
      }),

    cardFingerprint: (paymentMethodId) =>
      callStripe(
        async () =>
          (await stripe.paymentMethods.retrieve(paymentMethodId)).card?.fingerprint ?? null,
      ),

    listSavedCards: (customerId) =>
      callStripe(async () => {
        const customer = await stripe.customers.retrieve(customerId);
        if (customer.deleted) return [];
        const defaultMethod = customer.invoice_settings?.default_payment_method;
        const defaultId = typeof defaultMethod === 'string' ? defaultMethod : defaultMethod?.id;
        const methods = await stripe.customers.listPaymentMethods(customerId, {
          type: 'card',
          limit: 100,
        });
        return methods.data.flatMap((m): SavedCard[] =>
          m.card
            ? [
                {
                  id: m.id,
                  brand: m.card.brand,
                  last4: m.card.last4,
                  expMonth: m.card.exp_month,
                  expYear: m.card.exp_year,
                  isDefault: m.id === defaultId,
                  fingerprint: m.card.fingerprint ?? null,
                },
              ]
            : [],
        );
      }),

    detachSavedCard: (customerId, paymentMethodId, idempotencyKey) =>
      callStripe(async () => {
        await customersCard(customerId, paymentMethodId);
        await stripe.paymentMethods.detach(paymentMethodId, {}, { idempotencyKey });
      }),

    setDefaultSavedCard: (customerId, paymentMethodId, idempotencyKey) =>
      callStripe(async () => {
        await customersCard(customerId, paymentMethodId);
        await stripe.customers.update(
          customerId,
          { invoice_settings: { default_payment_method: paymentMethodId } },
          { idempotencyKey },
        );
      }),

    createSetupIntent: (input) =>
      callStripe(async () => {
        const intent = await stripe.setupIntents.create(
          {
            customer: input.customerId,
            allowed_payment_method_types: ['card'],
            usage: 'off_session',
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return {
          id: intent.id,
          status: setupStatuses.find((s) => s === intent.status) ?? 'requires_payment_method',
          clientSecret: intent.client_secret ?? '',
          customerId: input.customerId,
        };
      }),

    parseWebhookEvent: (rawBody, signatureHeader) =>
      parseStripeWebhook(rawBody, signatureHeader, settings.webhookSecret, now()),
  };
}
