import type { CardPaymentError } from './confirm-card-payment';

// Message ids for Stripe's card error and decline codes (spec 000 §8 and 001 §8: declined, expired,
// incomplete or incorrect number, incorrect or invalid security code, zip failed, invalid expiry,
// invalid swipe data, missing card, processing error; connection, api, authentication, card, invalid
// request and rate limit errors; unable to authenticate; could not handle the payment data).
const byCode: Record<string, string> = {
  card_declined: 'declined',
  expired_card: 'expired',
  incorrect_number: 'incorrectNumber',
  invalid_number: 'invalidNumber',
  incomplete_number: 'incompleteNumber',
  incorrect_cvc: 'incorrectCvc',
  invalid_cvc: 'invalidCvc',
  incomplete_cvc: 'invalidCvc',
  incorrect_zip: 'zipFailed',
  incomplete_zip: 'zipFailed',
  invalid_expiry_month: 'invalidExpiry',
  invalid_expiry_year: 'invalidExpiryYear',
  invalid_expiry_month_past: 'invalidExpiry',
  invalid_expiry_year_past: 'invalidExpiryYear',
  incomplete_expiry: 'invalidExpiry',
  invalid_swipe_data: 'invalidSwipeData',
  missing: 'missingCard',
  processing_error: 'processingError',
  payment_intent_authentication_failure: 'authenticationFailed',
  setup_intent_authentication_failure: 'authenticationFailed',
  payment_intent_unexpected_state: 'unexpectedState',
  amount_too_small: 'amountTooSmall',
  api_connection_error: 'connectionError',
  api_error: 'apiError',
  authentication_error: 'providerAuthenticationError',
  card_error: 'cardError',
  invalid_request_error: 'invalidRequest',
  rate_limit_error: 'rateLimit',
  missing_publishable_key: 'missingKey',
};

const byDeclineCode: Record<string, string> = {
  insufficient_funds: 'insufficientFunds',
  test_mode_live_card: 'notATestCard',
};

/** The catalogue id (payments namespace) of a card error; "could not handle the payment data" for others. */
export function cardErrorMessageId(error: CardPaymentError): string {
  const key =
    (error.declineCode && byDeclineCode[error.declineCode]) ?? byCode[error.code] ?? 'unknown';
  return `payments.cardError.${key}`;
}
