import {
  answerProblemsOf,
  bookingAnswersSchemaFor,
  type AnswerProblemDetail,
  type BookingAnswersBody,
  type BookingAnswersView,
} from '../../../contracts/booking-questions';
import type { TransactionRole } from '../../../contracts/transactions';
import { bookingStatusOf, type BookingState } from '../../../domain/booking-process';
import {
  answersEditableUntil,
  areAnswersEditable,
  personsOf,
  type BookingQuestion,
  type StoredBookingAnswers,
} from '../../../domain/booking-questions';
import { AppError } from '../../../domain/errors';
import { sanitizeDeep } from '../../../domain/sanitize';
import type { TransactionRow } from './engine-types';

const refused = (problems: AnswerProblemDetail[]) =>
  new AppError(
    'booking-answers-invalid',
    `Check the answers: ${problems.map((p) => `${p.path} ${p.code}`).join(', ')}`,
    problems,
  );

/**
 * The answers to the questions, checked by the schema the checkout form uses (decision 137) and
 * kept with the questions as they were asked; 400 booking-answers-invalid names each problem.
 */
export function checkBookingAnswers(
  questions: BookingQuestion[],
  persons: number,
  input: BookingAnswersBody,
): StoredBookingAnswers {
  const parsed = bookingAnswersSchemaFor(questions, persons).safeParse(input);
  if (!parsed.success) throw refused(answerProblemsOf(parsed.error));
  const { leadTraveller, answers } = sanitizeDeep(parsed.data);
  return { questions, leadTraveller, answers: answers as StoredBookingAnswers['answers'] };
}

/**
 * A request's answers (request-payment, request-payment-after-enquiry). Without them (a booking
 * through the API, a speculative price at checkout): refused only when a question is required; the
 * lead traveller is then the account's name and phone. A speculative call checks answers it is given.
 */
export function answersOfRequest(input: {
  questions: BookingQuestion[];
  persons: number;
  given: BookingAnswersBody | undefined;
  isSpeculative: boolean;
}): StoredBookingAnswers | null {
  const { questions, persons, given } = input;
  if (given) return checkBookingAnswers(questions, persons, given);
  if (input.isSpeculative) return null;
  const missing = questions
    .filter((q) => q.required)
    .map((q): AnswerProblemDetail => ({ path: `answers.${q.id}`, code: 'required' }));
  if (missing.length > 0) throw refused(missing);
  return questions.length > 0 ? { questions, leadTraveller: null, answers: {} } : null;
}

const liveStates: readonly BookingState[] = ['preauthorized', 'accepted'];

/** The traveller may change the answers of a live booking until 24 h before the start. */
export const isEditableNow = (row: TransactionRow, now: Date): boolean =>
  liveStates.includes(row.state) && areAnswersEditable(row.bookingStart, now);

/**
 * What both parties read of the answers (the sale page, the order page): the lead traveller given
 * at checkout, else the account's name and phone (to the operator once confirmed). None before the
 * booking is requested.
 */
export function bookingAnswersViewOf(
  row: TransactionRow,
  role: TransactionRole,
  account: { name: string; phone: string | null },
  now: Date,
): BookingAnswersView | null {
  const status = bookingStatusOf(row.state);
  if (!status || !row.bookingStart) return null;
  const stored = row.bookingAnswers;
  return {
    questions: stored?.questions ?? [],
    leadTraveller:
      role === 'customer' || status === 'accepted'
        ? (stored?.leadTraveller ?? { fullName: account.name, phone: account.phone })
        : null,
    answers: stored?.answers ?? {},
    persons: personsOf({
      adults: row.quantityAdult,
      children: row.quantityChild,
      infants: row.quantityInfant,
    }),
    editableUntil: answersEditableUntil(row.bookingStart).toISOString(),
    isEditable: role === 'customer' && isEditableNow(row, now),
  };
}
