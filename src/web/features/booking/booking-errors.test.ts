import { describe, expect, it } from 'vitest';
import { everyCatalog as catalogs } from '../../test/messages';
import { ApiError } from '../../lib/api';
import { answerProblems } from '../../../domain/booking-questions';
import { checkoutErrorMessageId } from './booking-errors';

const paymentFailed = (detail: Record<string, string>) =>
  new ApiError(402, 'transaction-payment-failed', [detail]);

describe('checkout error messages (spec 000 §8)', () => {
  it.each([
    [
      paymentFailed({ code: 'card_declined', declineCode: 'generic_decline' }),
      'payments.cardError.declined',
    ],
    [
      paymentFailed({ code: 'card_declined', declineCode: 'insufficient_funds' }),
      'payments.cardError.insufficientFunds',
    ],
    [
      paymentFailed({ code: 'expired_card', declineCode: 'expired_card' }),
      'payments.cardError.expired',
    ],
    [paymentFailed({ code: 'incorrect_cvc' }), 'payments.cardError.incorrectCvc'],
    [paymentFailed({ code: 'processing_error' }), 'payments.cardError.processingError'],
    [paymentFailed({ code: 'something_new' }), 'payments.cardError.unknown'],
    [paymentFailed({}), 'errors.code.transaction-payment-failed'],
    [paymentFailed({ code: 'payment-confirmed-too-late' }), 'payments.paymentMadeNotConfirmed'],
    [
      paymentFailed({ message: 'Amount must be at least €0.50 eur' }),
      'payments.cardError.amountTooSmall',
    ],
    [
      paymentFailed({ message: 'Amount must convert to at least 50 cents.' }),
      'payments.cardError.amountTooSmall',
    ],
    [
      paymentFailed({ message: 'Your account cannot currently make live charges.' }),
      'booking.problem.providerAccount',
    ],
    [
      new ApiError(409, 'transaction-booking-time-not-available'),
      'errors.code.transaction-booking-time-not-available',
    ],
    [
      new ApiError(400, 'validation-invalid-params', [{ code: 'own-listing' }]),
      'booking.problem.ownListing',
    ],
    [
      new ApiError(400, 'validation-invalid-value', [{ code: 'no-price' }]),
      'booking.problem.no-price',
    ],
    [new ApiError(400, 'currency-unsupported'), 'booking.problem.currencyMismatch'],
    [
      new ApiError(400, 'transaction-missing-stripe-account'),
      'errors.code.transaction-missing-stripe-account',
    ],
    [new ApiError(403, 'forbidden'), 'errors.code.forbidden'],
    // The booking questions (decision 137): the first answer's problem, or the cutoff.
    ...answerProblems.map((code): [ApiError, string] => [
      new ApiError(400, 'booking-answers-invalid', [{ path: 'answers.x', code }]),
      `booking.answers.problem.${code}`,
    ]),
    [new ApiError(400, 'booking-answers-invalid'), 'booking.problem.answersInvalid'],
    [new ApiError(409, 'booking-answers-locked'), 'booking.problem.answersLocked'],
    [new Error('boom'), 'errors.code.internal-error'],
  ])('%o → %s', (error, id) => {
    expect(checkoutErrorMessageId(error)).toBe(id);
    for (const language of ['en', 'pt', 'de', 'es', 'fr'] as const)
      expect(catalogs[language][id], `${language} ${id}`).toBeDefined();
  });

  it('the traveller reads the translated taken-time message, not the server’s prose', () => {
    expect(catalogs.en['errors.code.transaction-booking-time-not-available']).toMatch(
      /^Unfortunately, the requested time is already booked\./,
    );
  });
});
