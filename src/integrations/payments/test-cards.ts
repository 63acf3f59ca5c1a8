import { createHash } from 'node:crypto';
import {
  cardBrand,
  cardDigits,
  checkCard,
  fullYear,
  type CardCheckCode,
  type CardFields,
} from '../../domain/card-checks';
import type { CardError } from './payments';

/**
 * What a card does in the simulator, keyed by Stripe's public test card numbers
 * (https://docs.stripe.com/testing). Numbers not listed are declined as Stripe's test mode declines
 * real cards, so nobody types a real card into the demo thinking it pays.
 */
export type CardBehaviour =
  | 'succeeds'
  | 'generic-decline'
  | 'insufficient-funds'
  | 'expired-card'
  | 'incorrect-cvc'
  | 'processing-error'
  | 'requires-authentication'
  | 'decline-after-attach'
  | 'not-a-test-card';

export const testCards: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '2223003122003222': 'succeeds',
  '5200828282828210': 'succeeds',
  '378282246310005': 'succeeds',
  '6011111111111117': 'succeeds',
  '4000000000000002': 'generic-decline',
  '4000000000009995': 'insufficient-funds',
  '4000000000000069': 'expired-card',
  '4000000000000127': 'incorrect-cvc',
  '4000000000000119': 'processing-error',
  '4000002760003184': 'requires-authentication',
  '4000000000000341': 'decline-after-attach',
};

export const cardErrors = {
  'generic-decline': {
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  'insufficient-funds': {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  'expired-card': {
    code: 'expired_card',
    declineCode: 'expired_card',
    message: 'Your card has expired.',
  },
  'incorrect-cvc': {
    code: 'incorrect_cvc',
    declineCode: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
  'processing-error': {
    code: 'processing_error',
    declineCode: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  'not-a-test-card': {
    code: 'card_declined',
    declineCode: 'test_mode_live_card',
    message:
      'Your card was declined. This is the card simulator: use a test card such as 4242 4242 4242 4242.',
  },
  'incorrect-number': { code: 'incorrect_number', message: 'Your card number is incorrect.' },
  'invalid-number': {
    code: 'invalid_number',
    message: 'Your card number is not a valid credit card number.',
  },
  'invalid-expiry-month': {
    code: 'invalid_expiry_month',
    message: "Your card's expiration month is invalid.",
  },
  'invalid-expiry-year': {
    code: 'invalid_expiry_year',
    message: "Your card's expiration year is invalid.",
  },
  'invalid-cvc': { code: 'invalid_cvc', message: "Your card's security code is invalid." },
  'authentication-failed': {
    code: 'payment_intent_authentication_failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
  'setup-authentication-failed': {
    code: 'setup_intent_authentication_failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
} satisfies Record<string, CardError>;

export type CardDetails = CardFields;

/** The card checks of src/domain/card-checks.ts with Stripe's messages. */
export function checkCardDetails(card: CardDetails, now: Date): CardError | null {
  const code = checkCard(card, now);
  return code ? cardErrors[checkMessages[code]] : null;
}

const checkMessages = {
  invalid_number: 'invalid-number',
  incorrect_number: 'incorrect-number',
  invalid_expiry_month: 'invalid-expiry-month',
  invalid_expiry_year: 'invalid-expiry-year',
  invalid_cvc: 'invalid-cvc',
} as const satisfies Record<CardCheckCode, keyof typeof cardErrors>;

/** The stored form of a card: what Stripe shows back (brand, last 4, expiry) and the test behaviour. */
export function describeCard(card: CardDetails): {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: CardBehaviour;
  fingerprint: string;
} {
  const digits = cardDigits(card.number);
  return {
    fingerprint: createHash('sha256').update(`card:${digits}`).digest('base64url').slice(0, 16),
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: fullYear(card.expYear),
    behaviour: testCards[digits] ?? 'not-a-test-card',
  };
}
