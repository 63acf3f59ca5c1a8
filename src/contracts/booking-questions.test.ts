import { describe, expect, it } from 'vitest';
import type { BookingQuestion } from '../domain/booking-questions';
import { answersEditableUntil, areAnswersEditable, personsOf } from '../domain/booking-questions';
import {
  answerProblemsOf,
  bookingAnswersSchemaFor,
  bookingQuestionsSchema,
} from './booking-questions';

const questions: BookingQuestion[] = [
  { id: 'hotel', label: 'Pickup hotel', kind: 'text', per: 'booking', required: true },
  { id: 'weight', label: 'Weight (kg)', kind: 'number', per: 'person', required: true },
  {
    id: 'diet',
    label: 'Dietary needs',
    kind: 'choice',
    per: 'person',
    required: false,
    options: ['None', 'Vegetarian', 'Vegan'],
  },
  { id: 'first-time', label: 'First flight?', kind: 'yes-no', per: 'booking', required: false },
  { id: 'note', label: 'Anything else?', kind: 'text', per: 'booking', required: false },
];
const lead = { fullName: 'Maria Vieira', phone: '+351 912 345 678' };
const valid = {
  leadTraveller: lead,
  answers: { hotel: 'Hotel Madeira, Funchal', weight: [72, 58], diet: ['Vegan', null] },
};
const schema = bookingAnswersSchemaFor(questions, 2);

/** The problems of an answers form with `change` applied to the valid one. */
const problemsWith = (change: (input: typeof valid) => unknown) => {
  const result = schema.safeParse(change(structuredClone(valid)));
  return result.success ? [] : answerProblemsOf(result.error);
};

describe('bookingAnswersSchemaFor', () => {
  it('accepts the answers of every kind, optional ones left out, and trims text', () => {
    const parsed = schema.parse({
      ...valid,
      answers: { ...valid.answers, hotel: '  Hotel Madeira  ', 'first-time': false },
    });
    expect(parsed.answers.hotel).toBe('Hotel Madeira');
    expect(parsed.answers['first-time']).toBe(false);
    expect(parsed.leadTraveller.fullName).toBe('Maria Vieira');
  });

  it.each([
    [
      'a required answer left out',
      (v: typeof valid) => ({ ...v, answers: { weight: [70, 60] } }),
      [{ path: 'answers.hotel', code: 'required' }],
    ],
    [
      'a required text left blank',
      (v: typeof valid) => ({ ...v, answers: { ...v.answers, hotel: '   ' } }),
      [{ path: 'answers.hotel', code: 'required' }],
    ],
    [
      'a person without a required answer',
      (v: typeof valid) => ({ ...v, answers: { ...v.answers, weight: [70, null] } }),
      [{ path: 'answers.weight.1', code: 'required' }],
    ],
    [
      'a number given as text',
      (v: typeof valid) => ({ ...v, answers: { ...v.answers, weight: ['70', 60] } }),
      [{ path: 'answers.weight.0', code: 'wrong-type' }],
    ],
    [
      'yes/no given as text',
      (v: typeof valid) => ({ ...v, answers: { ...v.answers, 'first-time': 'yes' } }),
      [{ path: 'answers.first-time', code: 'wrong-type' }],
    ],
    [
      'one answer for a per-person question',
      (v: typeof valid) => ({ ...v, answers: { ...v.answers, weight: 70 } }),
      [{ path: 'answers.weight', code: 'wrong-type' }],
    ],
    [
      'answers for more persons than booked',
      (v: typeof valid) => ({ ...v, answers: { ...v.answers, weight: [70, 60, 80] } }),
      [{ path: 'answers.weight', code: 'wrong-type' }],
    ],
    [
      'a text too long',
      (v: typeof valid) => ({ ...v, answers: { ...v.answers, note: 'x'.repeat(501) } }),
      [{ path: 'answers.note', code: 'too-long' }],
    ],
    [
      'a number out of range',
      (v: typeof valid) => ({ ...v, answers: { ...v.answers, weight: [1e9, 60] } }),
      [{ path: 'answers.weight.0', code: 'out-of-range' }],
    ],
    [
      'a control character in a text',
      (v: typeof valid) => ({ ...v, answers: { ...v.answers, hotel: 'Hotel\u0000' } }),
      [{ path: 'answers.hotel', code: 'wrong-type' }],
    ],
    [
      'a choice not among the options',
      (v: typeof valid) => ({ ...v, answers: { ...v.answers, diet: ['Carnivore', null] } }),
      [{ path: 'answers.diet.0', code: 'not-an-option' }],
    ],
    [
      'an unknown question id',
      (v: typeof valid) => ({ ...v, answers: { ...v.answers, shoe: '42' } }),
      [{ path: 'answers.shoe', code: 'unknown-question' }],
    ],
    [
      'no lead traveller',
      (v: typeof valid) => ({ answers: v.answers }),
      [{ path: 'leadTraveller', code: 'required' }],
    ],
    [
      'a lead traveller without a name',
      (v: typeof valid) => ({ ...v, leadTraveller: { ...lead, fullName: ' ' } }),
      [{ path: 'leadTraveller.fullName', code: 'required' }],
    ],
    [
      'a name too long',
      (v: typeof valid) => ({ ...v, leadTraveller: { ...lead, fullName: 'M'.repeat(121) } }),
      [{ path: 'leadTraveller.fullName', code: 'too-long' }],
    ],
    [
      'a phone that is no phone',
      (v: typeof valid) => ({ ...v, leadTraveller: { ...lead, phone: 'call me' } }),
      [{ path: 'leadTraveller.phone', code: 'phone-invalid' }],
    ],
  ])('refuses %s with its code', (_name, change, expected) => {
    expect(problemsWith(change)).toEqual(expected);
  });

  it('asks only the lead traveller when the listing has no questions', () => {
    const none = bookingAnswersSchemaFor([], 3);
    expect(none.safeParse({ leadTraveller: lead }).success).toBe(true);
    const refused = none.safeParse({ leadTraveller: lead, answers: { hotel: 'x' } });
    expect(refused.success ? [] : answerProblemsOf(refused.error)).toEqual([
      { path: 'answers.hotel', code: 'unknown-question' },
    ]);
  });
});

describe('bookingQuestionsSchema', () => {
  it.each([
    ['a choice with one option', [{ ...questions[2]!, options: ['Only'] }], false],
    ['a choice with the same option twice', [{ ...questions[2]!, options: ['A', 'A'] }], false],
    ['options on a text question', [{ ...questions[0]!, options: ['A', 'B'] }], false],
    ['an id twice', [questions[0]!, { ...questions[1]!, id: 'hotel' }], false],
    ['an id with capitals', [{ ...questions[0]!, id: 'Hotel' }], false],
    [
      'eleven questions',
      Array.from({ length: 11 }, (_, i) => ({ ...questions[0]!, id: `q${i}` })),
      false,
    ],
    ['the example questions', questions, true],
  ])('%s: %s', (_name, input, accepted) => {
    expect(bookingQuestionsSchema.safeParse(input).success).toBe(accepted);
  });
});

describe('answers editable until 24 h before the start', () => {
  const start = new Date('2026-12-10T09:00:00Z');
  it.each([
    ['2026-12-09T08:59:59Z', true],
    ['2026-12-09T09:00:00Z', false],
    ['2026-12-10T10:00:00Z', false],
  ])('at %s: %s', (now, editable) => {
    expect(areAnswersEditable(start, new Date(now))).toBe(editable);
  });
  it('names the cutoff and counts every person', () => {
    expect(answersEditableUntil(start).toISOString()).toBe('2026-12-09T09:00:00.000Z');
    expect(personsOf({ adults: 2, children: 1, infants: 1 })).toBe(4);
  });
});
