import { cardErrorMessageId } from '../payments/card-error-message';
import { ApiError } from '../../lib/api';
import { answerProblems } from '../../../domain/booking-questions';

/**
 * What to tell the traveller when a booking call fails (spec 000 §8): each card error (the payments
 * catalogue), the payment provider's known 402 situations, the booking conflicts and the listing's
 * own problems, each with its own translated message; anything else by its error code.
 */
export function checkoutErrorMessageId(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.code.internal-error';
  const detail = error.details[0] ?? {};
  const detailCode = typeof detail.code === 'string' ? detail.code : undefined;
  const providerMessage = typeof detail.message === 'string' ? detail.message : '';
  if (error.code === 'transaction-payment-failed') {
    if (/^Amount must (be|convert to) at least/.test(providerMessage))
      return 'payments.cardError.amountTooSmall';
    if (
      /cannot (currently )?make (live )?charges|verification.*disabled|charges.*disabled/i.test(
        providerMessage,
      )
    )
      return 'booking.problem.providerAccount';
    if (detailCode === 'payment-confirmed-too-late') return 'payments.paymentMadeNotConfirmed';
    if (!detailCode) return 'errors.code.transaction-payment-failed';
    return cardErrorMessageId({
      code: detailCode,
      declineCode: typeof detail.declineCode === 'string' ? detail.declineCode : undefined,
    });
  }
  if (detailCode === 'own-listing') return 'booking.problem.ownListing';
  if (detailCode === 'no-price') return 'booking.problem.no-price';
  if (detailCode === 'group-too-large') return 'booking.problem.groupTooLarge';
  if (error.code === 'currency-unsupported' || detailCode === 'currency-mismatch')
    return 'booking.problem.currencyMismatch';
  // The hold limits (decision 090): their texts ship with the booking pages, not every first load.
  if (error.code === 'transaction-too-many-unpaid') return 'booking.problem.tooManyUnpaid';
  if (error.code === 'transaction-too-many-seats-held') return 'booking.problem.tooManySeatsHeld';
  const answers = answersProblemId(error);
  if (answers) return answers;
  return `errors.code.${error.code}`;
}

/**
 * The booking questions' refusals (decision 137), their texts with the booking pages: the first
 * answer's problem (the form shows each under its field), or that the answers can no longer change.
 */
function answersProblemId(error: ApiError): string | null {
  if (error.code === 'booking-answers-locked') return 'booking.problem.answersLocked';
  if (error.code !== 'booking-answers-invalid') return null;
  const code = error.details[0]?.code;
  return typeof code === 'string' && (answerProblems as readonly string[]).includes(code)
    ? `booking.answers.problem.${code}`
    : 'booking.problem.answersInvalid';
}

/** What to tell the traveller when their answers' change is refused. */
export const answersErrorMessageId = (error: unknown): string =>
  (error instanceof ApiError && answersProblemId(error)) || checkoutErrorMessageId(error);
