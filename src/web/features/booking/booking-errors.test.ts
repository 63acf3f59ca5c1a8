import { describe, expect, it } from 'vitest';
import { catalogs } from '../../i18n/catalog';
import { ApiError } from '../../lib/api';
import { cardErrorCodes, cardProblemMessageId, checkoutErrorMessageId } from './booking-errors';

const paymentFailed = (detail: Record<string, string>) => new ApiError(402, 'transaction-payment-failed', [detail]);

describe('checkout error messages (spec 000 §8)', () => {
  it.each([
    [paymentFailed({ code: 'card_declined', declineCode: 'generic_decline' }), 'errors.card.card_declined'],
    [paymentFailed({ code: 'card_declined', declineCode: 'insufficient_funds' }), 'errors.card.insufficient_funds'],
    [paymentFailed({ code: 'expired_card', declineCode: 'expired_card' }), 'errors.card.expired_card'],
    [paymentFailed({ code: 'incorrect_cvc' }), 'errors.card.incorrect_cvc'],
    [paymentFailed({ code: 'processing_error' }), 'errors.card.processing_error'],
    [paymentFailed({ code: 'something_new' }), 'errors.code.transaction-payment-failed'],
    [paymentFailed({ message: 'Amount must be at least €0.50 eur' }), 'errors.payment.amountTooSmall'],
    [paymentFailed({ message: 'Amount must convert to at least 50 cents.' }), 'errors.payment.amountTooSmall'],
    [paymentFailed({ message: 'Your account cannot currently make live charges.' }), 'errors.payment.providerAccount'],
    [new ApiError(409, 'transaction-booking-time-not-available'), 'errors.code.transaction-booking-time-not-available'],
    [new ApiError(400, 'validation-invalid-params', [{ code: 'own-listing' }]), 'errors.checkout.ownListing'],
    [new ApiError(400, 'validation-invalid-value', [{ code: 'no-price' }]), 'errors.checkout.noPrice'],
    [new ApiError(400, 'currency-unsupported'), 'errors.checkout.currencyMismatch'],
    [new ApiError(400, 'transaction-missing-stripe-account'), 'errors.code.transaction-missing-stripe-account'],
    [new ApiError(403, 'forbidden'), 'errors.code.forbidden'],
    [new Error('boom'), 'errors.code.internal-error'],
  ])('%o → %s', (error, id) => {
    expect(checkoutErrorMessageId(error)).toBe(id);
    expect(catalogs.en[id], id).toBeDefined();
  });

  it('has an English message for every card error and type', () => {
    for (const code of cardErrorCodes) expect(catalogs.en[`errors.card.${code}`], code).toBeDefined();
    for (const type of ['api_connection_error', 'api_error', 'authentication_error', 'card_error', 'invalid_request_error', 'rate_limit_error']) {
      expect(catalogs.en[cardProblemMessageId({ type })]).toBeDefined();
    }
  });

  it('the traveller reads the translated taken-time message, not the server’s prose', () => {
    expect(catalogs.en['errors.code.transaction-booking-time-not-available']).toMatch(/^Unfortunately, the requested time is already booked\./);
  });
});
