import { ApiError } from '../../lib/api';

/** A card problem as the payment provider reports it (Stripe's error code and decline code). */
export type CardProblem = { code?: string; declineCode?: string; type?: string; message?: string };

// Card errors of spec 000 §8 that have their own message (errors.card.*); others fall back by type or in general.
export const cardErrorCodes = [
  'card_declined',
  'insufficient_funds',
  'lost_card',
  'stolen_card',
  'expired_card',
  'incorrect_cvc',
  'invalid_cvc',
  'incomplete_cvc',
  'incorrect_number',
  'invalid_number',
  'incomplete_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'incomplete_expiry',
  'incorrect_zip',
  'invalid_swipe_data',
  'missing',
  'processing_error',
  'payment_intent_authentication_failure',
  'setup_intent_authentication_failure',
  'test_mode_live_card',
] as const;
const cardErrorTypes = ['api_connection_error', 'api_error', 'authentication_error', 'card_error', 'invalid_request_error', 'rate_limit_error'];

/** The message of a card problem: the decline reason first, then the error code, then its type. */
export function cardProblemMessageId(problem: CardProblem): string {
  const known = (value: string | undefined) => value !== undefined && (cardErrorCodes as readonly string[]).includes(value);
  if (known(problem.declineCode) && problem.declineCode !== 'generic_decline') return `errors.card.${problem.declineCode}`;
  if (known(problem.code)) return `errors.card.${problem.code}`;
  if (problem.type && cardErrorTypes.includes(problem.type)) return `errors.card.type.${problem.type}`;
  return 'errors.code.transaction-payment-failed';
}

/**
 * What to tell the traveller when a checkout call fails (spec 000 §8): each card error, the payment
 * provider's known 402 situations, the booking conflicts and the listing's own problems, each with
 * its own translated message; anything else by its error code.
 */
export function checkoutErrorMessageId(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.code.internal-error';
  const detail = error.details[0] ?? {};
  const detailCode = typeof detail.code === 'string' ? detail.code : undefined;
  const providerMessage = typeof detail.message === 'string' ? detail.message : '';
  if (error.code === 'transaction-payment-failed') {
    if (/^Amount must (be|convert to) at least/.test(providerMessage)) return 'errors.payment.amountTooSmall';
    if (/cannot (currently )?make (live )?charges|verification.*disabled|charges.*disabled/i.test(providerMessage)) return 'errors.payment.providerAccount';
    if (detailCode === 'payment-confirmed-too-late') return 'errors.payment.confirmedTooLate';
    return cardProblemMessageId({ code: detailCode, declineCode: typeof detail.declineCode === 'string' ? detail.declineCode : undefined });
  }
  if (detailCode === 'own-listing') return 'errors.checkout.ownListing';
  if (detailCode === 'no-price') return 'errors.checkout.noPrice';
  if (detailCode === 'group-too-large') return 'errors.checkout.groupTooLarge';
  if (error.code === 'currency-unsupported' || detailCode === 'currency-mismatch') return 'errors.checkout.currencyMismatch';
  return `errors.code.${error.code}`;
}
