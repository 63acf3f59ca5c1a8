// Booking questions (issue 45 item 2; decision 137): the editor's schema of a listing's questions, and
// the answers' schema built from them, which the checkout form (zodResolver) and the server (the
// engine's request, the traveller's edit) both check with, so both refuse the same answers with the
// same problem codes (domain/booking-questions answerProblems).
import { z } from 'zod';
import { isValidPhoneNumber } from '../domain/accounts';
import {
  answerProblems,
  questionKinds,
  questionLimits as limits,
  questionScopes,
  type AnswerProblem,
  type BookingQuestion,
} from '../domain/booking-questions';
import { lineSchema } from './common';

export const questionIdPattern = /^[a-z0-9][a-z0-9-]{0,39}$/;

const label = lineSchema.trim().min(1).max(limits.label);
const option = lineSchema.trim().min(1).max(limits.option);

export const bookingQuestionSchema = z
  .strictObject({
    id: z.string().regex(questionIdPattern),
    label,
    kind: z.enum(questionKinds),
    per: z.enum(questionScopes),
    required: z.boolean(),
    options: z.array(option).max(limits.options).optional(),
  })
  .refine(
    (q) =>
      q.kind === 'choice'
        ? (q.options?.length ?? 0) >= 2 && new Set(q.options).size === q.options!.length
        : q.options === undefined || q.options.length === 0,
    {
      message: 'A choice question has 2 or more different options; other kinds none',
      path: ['options'],
    },
  ) satisfies z.ZodType<BookingQuestion>;

/** A listing's questions (the editor's Policies tab): at most 10, each id once. */
export const bookingQuestionsSchema = z
  .array(bookingQuestionSchema)
  .max(limits.questions)
  .refine((questions) => new Set(questions.map((q) => q.id)).size === questions.length, {
    message: 'Each question has its own id',
  });

// Every issue's message is its problem code: the browser shows its translation, the server sends it.
const problemOf = (issue: { code: string; input?: unknown }): AnswerProblem => {
  if (issue.input === undefined || issue.input === null) return 'required';
  if (issue.code === 'invalid_value') return 'not-an-option';
  return 'wrong-type';
};
const problem = { error: problemOf };

// Text only, as every string a request carries (common.ts lineSchema): no control characters.
const line = () =>
  z.string(problem).regex(/^[^\p{Cc}\p{Cs}]*$/u, { error: 'wrong-type' satisfies AnswerProblem });
const textAnswer = z
  .string(problem)
  .regex(/^(?:[^\p{Cc}\p{Cs}]|[\t\n\r])*$/u, { error: 'wrong-type' satisfies AnswerProblem })
  .trim()
  .max(limits.textAnswer, { error: 'too-long' satisfies AnswerProblem });
const answerOf = (question: BookingQuestion) => {
  switch (question.kind) {
    case 'text':
      return question.required ? textAnswer.min(1, { error: 'required' }) : textAnswer;
    case 'number':
      return z
        .number(problem)
        .min(-limits.number, { error: 'out-of-range' })
        .max(limits.number, { error: 'out-of-range' });
    case 'choice':
      return z.enum(question.options as [string, ...string[]], problem);
    case 'yes-no':
      return z.boolean(problem);
  }
};

/** One question's answer: a value (null or absent when optional), or one for each person. */
function answerSchemaOf(question: BookingQuestion, persons: number) {
  const value = question.required ? answerOf(question) : answerOf(question).nullable().optional();
  if (question.per === 'booking') return value;
  const each = question.required ? value : answerOf(question).nullable();
  const list = z.array(each, problem).length(persons, { error: 'wrong-type' });
  return question.required ? list : list.nullable().optional();
}

export const leadTravellerSchema = z.strictObject(
  {
    fullName: line()
      .trim()
      .min(1, { error: 'required' })
      .max(limits.fullName, { error: 'too-long' }),
    phone: line()
      .trim()
      .min(1, { error: 'required' })
      .max(30, { error: 'phone-invalid' })
      .refine(isValidPhoneNumber, { error: 'phone-invalid' }),
  },
  problem,
);
export type LeadTravellerInput = z.infer<typeof leadTravellerSchema>;

/**
 * The answers to a listing's questions for a party of `persons`: the lead traveller's full name and
 * mobile phone always, then the questions by id (no other id). The same schema in the browser and
 * on the server.
 */
export function bookingAnswersSchemaFor(questions: readonly BookingQuestion[], persons: number) {
  return z.strictObject({
    leadTraveller: leadTravellerSchema,
    answers: z
      .strictObject(
        Object.fromEntries(questions.map((q) => [q.id, answerSchemaOf(q, persons)])),
        problem,
      )
      // Parsed, not returned as it is: a required question left out is named.
      .prefault({}),
  });
}
export type BookingAnswersInput = z.infer<ReturnType<typeof bookingAnswersSchemaFor>>;

export type AnswerProblemDetail = { path: string; code: AnswerProblem };

/** The problems of a refused answers form, one per field (`answers.weight.1`), with their codes. */
export function answerProblemsOf(error: z.ZodError): AnswerProblemDetail[] {
  return error.issues.flatMap((issue): AnswerProblemDetail[] => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({
        path: path ? `${path}.${key}` : key,
        code: 'unknown-question',
      }));
    const code = (answerProblems as readonly string[]).includes(issue.message)
      ? (issue.message as AnswerProblem)
      : 'wrong-type';
    return [{ path, code }];
  });
}

/**
 * The answers as a request carries them (request-payment's params.bookingAnswers, PUT .../answers):
 * their shape is checked against the listing's questions by bookingAnswersSchemaFor, which names the
 * problem of each field (400 booking-answers-invalid).
 */
export const bookingAnswersBodySchema = z.object({
  leadTraveller: z.unknown().optional(),
  answers: z.unknown().optional(),
});
export type BookingAnswersBody = z.infer<typeof bookingAnswersBodySchema>;

const answerValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** What was answered, as both parties read it (the traveller may change it until editableUntil). */
export const bookingAnswersViewSchema = z.object({
  questions: z.array(bookingQuestionSchema),
  /** null to the operator until the booking is confirmed (as the sale page's lead traveller, decision 121). */
  leadTraveller: z.object({ fullName: z.string(), phone: z.string().nullable() }).nullable(),
  answers: z.record(z.string(), z.union([answerValueSchema, z.array(answerValueSchema)])),
  /** The number of persons a per-person question is answered for. */
  persons: z.number().int(),
  /** Until when the traveller may change the answers (24 h before the start). */
  editableUntil: z.string().nullable(),
  /** The viewer is the traveller, the booking is live and the cutoff not passed. */
  isEditable: z.boolean(),
});
export type BookingAnswersView = z.infer<typeof bookingAnswersViewSchema>;
export const bookingAnswersResponseSchema = z.object({ data: bookingAnswersViewSchema });
