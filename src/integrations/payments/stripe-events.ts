import type Stripe from 'stripe';
import { AppError } from '../../domain/errors';
import type { PaymentEvent, PaymentIntent, PaymentIntentStatus } from './payments';

const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

/** The card's brand and last 4: from the charge (latest_charge expanded) or an expanded payment_method. */
function cardOf(
  pi: Stripe.PaymentIntent,
  charge: Stripe.Charge | null,
): PaymentIntent['card'] | undefined {
  const card =
    charge?.payment_method_details?.card ??
    (typeof pi.payment_method === 'object' ? pi.payment_method?.card : undefined);
  return card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : undefined;
}

/** Our view of a Stripe PaymentIntent (latest_charge expanded gives the refunded amount). */
export function toPaymentIntent(pi: Stripe.PaymentIntent): PaymentIntent {
  const charge = typeof pi.latest_charge === 'object' && pi.latest_charge ? pi.latest_charge : null;
  const error = pi.last_payment_error;
  return {
    id: pi.id,
    status: pi.status as PaymentIntentStatus,
    amount: pi.amount,
    currency: pi.currency,
    clientSecret: pi.client_secret ?? '',
    amountCapturable: pi.amount_capturable,
    amountReceived: pi.amount_received,
    amountRefunded: charge?.amount_refunded ?? 0,
    lastPaymentError: error
      ? {
          code: error.code ?? 'card_error',
          ...(error.decline_code ? { declineCode: error.decline_code } : {}),
          message: error.message ?? 'Your card was declined.',
        }
      : undefined,
    customerId: idOf(pi.customer),
    paymentMethodId: idOf(pi.payment_method),
    card: cardOf(pi, charge),
    nextAction: pi.status === 'requires_action' ? 'authenticate' : undefined,
    metadata: { ...pi.metadata },
  };
}

/**
 * Checks the Stripe-Signature header over the raw body with the endpoint's secret
 * (stripe.webhooks.constructEvent: HMAC-SHA256, at most 5 minutes old) and maps the event. Stripe's
 * library loads at the first webhook: the card simulator's server never loads the rest of it.
 */
export async function parseStripeWebhook(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string | undefined,
  now: Date,
): Promise<PaymentEvent> {
  if (!secret) throw new AppError('forbidden', 'Webhooks are not configured.');
  if (!signatureHeader) throw new AppError('forbidden', 'Missing Stripe-Signature header.');
  const { default: StripeLibrary } = await import('stripe');
  let event: Stripe.Event;
  try {
    event = StripeLibrary.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      undefined,
      undefined,
      now.getTime(),
    );
  } catch {
    throw new AppError('forbidden', 'Invalid webhook signature.');
  }
  const object = event.data.object as { object?: string; id?: string };
  return {
    id: event.id,
    type: event.type,
    createdAt: new Date(event.created * 1000),
    paymentIntent:
      object.object === 'payment_intent'
        ? toPaymentIntent(object as Stripe.PaymentIntent)
        : undefined,
    // Connect's account.updated: the payout account whose requirements or capabilities changed.
    accountId: object.object === 'account' ? object.id : undefined,
  };
}
