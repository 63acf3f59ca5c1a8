// Booking questions (issue 45 item 2; decision 137): what an operator asks at checkout, per booking or
// per person, and until when the traveller may change their answers. The zod schemas built from a
// listing's questions are in src/contracts/booking-questions.ts (the browser's and the server's).

export const questionKinds = ['text', 'number', 'choice', 'yes-no'] as const;
export type QuestionKind = (typeof questionKinds)[number];

/** Asked once for the booking (pickup hotel) or once for each person (weight, shoe size). */
export const questionScopes = ['booking', 'person'] as const;
export type QuestionScope = (typeof questionScopes)[number];

export type BookingQuestion = {
  /** Stable within the listing: answers are kept by it. */
  id: string;
  label: string;
  kind: QuestionKind;
  per: QuestionScope;
  required: boolean;
  /** The choices of a choice question (2 or more). */
  options?: string[];
};

/** One answer: text, a number, a choice (its text) or yes/no; null when an optional one is left empty. */
export type AnswerValue = string | number | boolean | null;
/** By question id: one value, or one per person (in the order adults, children, infants). */
export type BookingAnswers = Record<string, AnswerValue | AnswerValue[]>;

export type LeadTraveller = { fullName: string; phone: string };

export const questionLimits = {
  questions: 10,
  label: 200,
  options: 12,
  option: 80,
  textAnswer: 500,
  fullName: 120,
  /** Numbers answered (a weight, a shoe size, an age): within ±1 000 000. */
  number: 1_000_000,
} as const;

/** Why an answer is refused: the code the browser and the server both give, translated by the web app. */
export const answerProblems = [
  'required',
  'wrong-type',
  'too-long',
  'not-an-option',
  'out-of-range',
  'unknown-question',
  'phone-invalid',
] as const;
export type AnswerProblem = (typeof answerProblems)[number];

/** What the traveller answered with the booking, and the questions as they were then. */
export type StoredBookingAnswers = {
  questions: BookingQuestion[];
  /** null: not given (a booking made through the API without it): the account's name and phone. */
  leadTraveller: LeadTraveller | null;
  answers: BookingAnswers;
};

/** Every person answers the per-person questions (every person takes a seat, decision 020). */
export const personsOf = (quantities: { adults: number; children: number; infants: number }) =>
  quantities.adults + quantities.children + quantities.infants;

const day = 24 * 60 * 60 * 1000;

/** The traveller changes their answers until 24 hours before the start (the operator prepares then). */
export const answersEditableUntil = (bookingStart: Date): Date =>
  new Date(bookingStart.getTime() - day);

export const areAnswersEditable = (bookingStart: Date | null, now: Date): boolean =>
  bookingStart !== null && now < answersEditableUntil(bookingStart);
