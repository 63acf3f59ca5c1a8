import type { PublicPaymentsConfig, PublicSetupIntent } from '../../../contracts/payments';
import {
  cardErrorOf,
  loadStripeJs,
  type CardPaymentError,
  type CardPaymentSource,
} from './confirm-card-payment';
import { createSetupIntent, simulator } from './payments-api';

export type CardSetupResult =
  | { setupIntent: PublicSetupIntent; error?: undefined }
  | { error: CardPaymentError; setupIntent?: undefined };

/**
 * Saves a card without paying (the payment methods page): a setup intent from the server, confirmed
 * with the typed card at the simulator (with its 3-D Secure step) or with Stripe's card field, as
 * Stripe.js's confirmCardSetup. Card problems come back as `{ error }` with Stripe's code.
 */
export async function confirmCardSetup(
  source: Exclude<CardPaymentSource, { kind: 'saved' }>,
  options: { payments: PublicPaymentsConfig; authenticate: () => Promise<boolean> },
): Promise<CardSetupResult> {
  try {
    const setup = await createSetupIntent();
    if (options.payments.provider === 'stripe') {
      if (source.kind !== 'stripe-card' || !options.payments.publishableKey)
        return { error: { code: 'missing_publishable_key' } };
      const stripe = await loadStripeJs(options.payments.publishableKey).catch(() => null);
      if (!stripe) return { error: { code: 'api_connection_error' } };
      const result = await stripe.confirmCardSetup(setup.clientSecret, {
        payment_method: { card: source.element },
      });
      if (result.error) return { error: { code: result.error.code ?? result.error.type } };
      return { setupIntent: { ...setup, status: 'succeeded' } };
    }
    if (source.kind !== 'card') return { error: { code: 'invalid_request_error' } };
    let confirmed = await simulator.confirmSetup(setup.id, setup.clientSecret, source.card);
    if (confirmed.status === 'requires_action') {
      const isCompleted = await options.authenticate();
      confirmed = await simulator.authenticateSetup(
        setup.id,
        setup.clientSecret,
        isCompleted ? 'complete' : 'fail',
      );
    }
    return { setupIntent: confirmed };
  } catch (error) {
    return { error: cardErrorOf(error) };
  }
}
