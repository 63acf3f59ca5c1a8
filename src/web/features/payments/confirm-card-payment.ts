import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { PublicPaymentIntent, PublicPaymentsConfig } from '../../../contracts/payments';
import type { CardFields } from '../../../domain/card-checks';
import { ApiError } from '../../lib/api';
import { simulator } from './payments-api';

/**
 * confirmCardPayment: pays an intent the server made (its id and client secret come with the
 * request-payment answer), as Stripe.js's function of the same name does.
 *
 *   const result = await confirmCardPayment(
 *     { clientSecret, paymentIntentId, source, savePaymentMethod },
 *     { payments: config.payments, authenticate: challenge.authenticate },
 *   );
 *   if (result.error) show(cardErrorMessageId(result.error)); else goOn(result.paymentIntent);
 *
 * - source comes from <CardForm>'s onSubmit: a typed card (simulator), a saved card, or Stripe's card field.
 * - An intent already processing, requires_capture, succeeded or canceled is not confirmed again
 *   (spec 000 §4): it is returned as it is, so a second click or a reload pays once.
 * - The simulator's 3-D Secure step (4000 0027 6000 3184) calls `authenticate`, which shows the
 *   challenge and resolves true (completed) or false (failed); Stripe.js shows its own.
 * - The result is `{ paymentIntent }` (status requires_capture once authorised) or `{ error }` with
 *   Stripe's card error code (card_declined, expired_card, ...), never thrown for a card problem.
 */
export type CardPaymentSource =
  | { kind: 'card'; card: CardFields }
  | { kind: 'saved'; paymentMethodId: string }
  | { kind: 'stripe-card'; element: StripeCardElement };

export type CardPaymentError = { code: string; declineCode?: string };

export type CardPaymentResult =
  | { paymentIntent: PublicPaymentIntent; error?: undefined }
  | { error: CardPaymentError; paymentIntent?: undefined };

export type ConfirmCardPaymentInput = {
  clientSecret: string;
  paymentIntentId: string;
  source: CardPaymentSource;
  savePaymentMethod?: boolean;
};

export type ConfirmCardPaymentOptions = {
  payments: PublicPaymentsConfig;
  /** Shows the simulated 3-D Secure challenge; true when the traveller completed it. */
  authenticate: (intent: PublicPaymentIntent) => Promise<boolean>;
};

const confirmedStatuses = new Set(['processing', 'requires_capture', 'canceled', 'succeeded']);

let stripeLoading: Promise<Stripe | null> | null = null;

/** Stripe.js, fetched from Stripe on first use only, and only when a publishable key is configured. */
export function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  stripeLoading ??= import('@stripe/stripe-js/pure')
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .catch((error: unknown) => {
      // A failed load (offline) is tried again on the next use.
      stripeLoading = null;
      throw error;
    });
  return stripeLoading;
}

/** A failed call as a card error: the card codes of a 402, else Stripe's provider error types. */
export function cardErrorOf(error: unknown): CardPaymentError {
  if (error instanceof ApiError) {
    const detail = error.details[0];
    if (error.code === 'transaction-payment-failed' && typeof detail?.code === 'string') {
      return {
        code: detail.code,
        ...(typeof detail.declineCode === 'string' ? { declineCode: detail.declineCode } : {}),
      };
    }
    if (error.code === 'network-error') return { code: 'api_connection_error' };
    if (error.code === 'transaction-invalid-transition')
      return { code: 'payment_intent_unexpected_state' };
    if (error.code === 'too-many-requests') return { code: 'rate_limit_error' };
    if (error.code === 'not-found' || error.code === 'validation-invalid-params')
      return { code: 'invalid_request_error' };
  }
  return { code: 'api_error' };
}

async function confirmWithSimulator(
  input: ConfirmCardPaymentInput,
  authenticate: ConfirmCardPaymentOptions['authenticate'],
): Promise<CardPaymentResult> {
  const { paymentIntentId: id, clientSecret, source } = input;
  try {
    const current = await simulator.retrieve(id, clientSecret);
    if (confirmedStatuses.has(current.status)) return { paymentIntent: current };
    if (source.kind === 'stripe-card') return { error: { code: 'invalid_request_error' } };
    let intent = await simulator.confirm(
      id,
      source.kind === 'card'
        ? { clientSecret, card: source.card, savePaymentMethod: input.savePaymentMethod }
        : { clientSecret, paymentMethodId: source.paymentMethodId },
    );
    if (intent.status === 'requires_action') {
      const isCompleted = await authenticate(intent);
      intent = await simulator.authenticate(id, clientSecret, isCompleted ? 'complete' : 'fail');
    }
    return { paymentIntent: intent };
  } catch (error) {
    return { error: cardErrorOf(error) };
  }
}

async function confirmWithStripe(
  input: ConfirmCardPaymentInput,
  publishableKey: string,
): Promise<CardPaymentResult> {
  const stripe = await loadStripeJs(publishableKey).catch(() => null);
  if (!stripe) return { error: { code: 'api_connection_error' } };
  const toPublic = (pi: {
    id: string;
    status: string;
    amount: number;
    currency: string;
  }): PublicPaymentIntent => ({
    id: pi.id,
    status: pi.status as PublicPaymentIntent['status'],
    amount: pi.amount,
    currency: pi.currency,
  });
  const existing = await stripe.retrievePaymentIntent(input.clientSecret);
  if (existing.paymentIntent && confirmedStatuses.has(existing.paymentIntent.status)) {
    return { paymentIntent: toPublic(existing.paymentIntent) };
  }
  const { source } = input;
  if (source.kind === 'card') return { error: { code: 'invalid_request_error' } };
  const result = await stripe.confirmCardPayment(input.clientSecret, {
    payment_method: source.kind === 'saved' ? source.paymentMethodId : { card: source.element },
    ...(input.savePaymentMethod && source.kind !== 'saved'
      ? { setup_future_usage: 'off_session' as const }
      : {}),
  });
  if (result.error) {
    return {
      error: {
        code: result.error.code ?? result.error.type,
        ...(result.error.decline_code ? { declineCode: result.error.decline_code } : {}),
      },
    };
  }
  return { paymentIntent: toPublic(result.paymentIntent) };
}

export function confirmCardPayment(
  input: ConfirmCardPaymentInput,
  options: ConfirmCardPaymentOptions,
): Promise<CardPaymentResult> {
  const { provider, publishableKey } = options.payments;
  if (provider === 'stripe') {
    if (!publishableKey) return Promise.resolve({ error: { code: 'missing_publishable_key' } });
    return confirmWithStripe(input, publishableKey);
  }
  return confirmWithSimulator(input, options.authenticate);
}
