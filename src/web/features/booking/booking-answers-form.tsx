import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { get, useForm, type FieldError, type UseFormReturn } from 'react-hook-form';
import {
  bookingAnswersSchemaFor,
  type BookingAnswersView,
} from '../../../contracts/booking-questions';
import {
  questionLimits,
  type AnswerValue,
  type BookingAnswers,
  type BookingQuestion,
} from '../../../domain/booking-questions';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import './booking-answers.css';
import { FormField } from '../../components/form/form-fields';

export type BookingAnswersFormValues = {
  leadTraveller: { fullName: string; phone: string };
  answers: BookingAnswers;
};

const emptyOf = (question: BookingQuestion): AnswerValue => (question.kind === 'text' ? '' : null);

/** The form's first values: what was answered, else empty answers for each question and person. */
export function answersDefaults(
  questions: readonly BookingQuestion[],
  persons: number,
  lead: { fullName: string; phone: string },
  given: BookingAnswers = {},
): BookingAnswersFormValues {
  return {
    leadTraveller: lead,
    answers: Object.fromEntries(
      questions.map((q) => {
        const answer = given[q.id];
        if (q.per === 'booking') return [q.id, (answer as AnswerValue | undefined) ?? emptyOf(q)];
        const list = Array.isArray(answer) ? answer : [];
        return [q.id, Array.from({ length: persons }, (_, i) => list[i] ?? emptyOf(q))];
      }),
    ),
  };
}

/**
 * The lead traveller and the answers, checked by the schema the server checks them with (decision
 * 137): each refusal's message is its problem code, shown translated under its field.
 */
export function useBookingAnswersForm(
  questions: readonly BookingQuestion[],
  persons: number,
  defaults: BookingAnswersFormValues,
) {
  const schema = useMemo(() => bookingAnswersSchemaFor(questions, persons), [questions, persons]);
  return useForm<BookingAnswersFormValues>({
    // The schema's output (trimmed text) is what is sent.
    resolver: zodResolver(schema) as never,
    defaultValues: defaults,
    mode: 'onTouched',
  });
}

const problemId = (error: FieldError | undefined) =>
  error?.message ? `booking.answers.problem.${error.message}` : undefined;

const fromSelect = (kind: BookingQuestion['kind']) => (value: unknown) => {
  if (value === '' || value === null || value === undefined) return null;
  if (kind === 'yes-no') return value === 'true' || value === true;
  return value;
};
const fromNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** The lead traveller's name and mobile phone, then each question (per person: one field each). */
export function BookingAnswersFields({
  form,
  questions,
  persons,
  idPrefix,
  disabled = false,
}: {
  form: UseFormReturn<BookingAnswersFormValues>;
  questions: readonly BookingQuestion[];
  persons: number;
  idPrefix: string;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const { errors } = form.formState;
  const field = (
    id: string,
    name: string,
    label: string,
    question: BookingQuestion | null,
    describedHint?: string,
  ) => {
    const error = problemId(get(errors, name) as FieldError | undefined);
    const errorId = `${id}-error`;
    const common = {
      id,
      disabled,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : describedHint,
    };
    const path = name as `answers.${string}`;
    let input;
    if (question?.kind === 'choice' || question?.kind === 'yes-no') {
      input = (
        <select
          className={`input${error ? ' input--invalid' : ''}`}
          {...common}
          {...form.register(path, { setValueAs: fromSelect(question.kind) })}
        >
          <option value="">{intl.formatMessage({ id: 'booking.answers.choose' })}</option>
          {question.kind === 'choice' ? (
            question.options?.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))
          ) : (
            <>
              <option value="true">{intl.formatMessage({ id: 'booking.answers.yes' })}</option>
              <option value="false">{intl.formatMessage({ id: 'booking.answers.no' })}</option>
            </>
          )}
        </select>
      );
    } else if (question?.kind === 'number') {
      input = (
        <input
          className={`input${error ? ' input--invalid' : ''}`}
          type="number"
          inputMode="decimal"
          step="any"
          {...common}
          {...form.register(path, { setValueAs: fromNumber })}
        />
      );
    } else {
      input = (
        <input
          className={`input${error ? ' input--invalid' : ''}`}
          type={name === 'leadTraveller.phone' ? 'tel' : 'text'}
          autoComplete={
            name === 'leadTraveller.phone'
              ? 'tel'
              : name === 'leadTraveller.fullName'
                ? 'name'
                : 'off'
          }
          maxLength={
            name === 'leadTraveller.fullName' ? questionLimits.fullName : questionLimits.textAnswer
          }
          {...common}
          {...form.register(path)}
        />
      );
    }
    return (
      <FormField key={id} id={id} label={label} error={error}>
        {input}
      </FormField>
    );
  };
  const optional = (question: BookingQuestion) =>
    question.required
      ? question.label
      : intl.formatMessage({ id: 'booking.answers.optional' }, { label: question.label });

  return (
    <div className="booking-answers__fields">
      {field(
        `${idPrefix}-lead-name`,
        'leadTraveller.fullName',
        intl.formatMessage({ id: 'booking.answers.fullName' }),
        null,
      )}
      {field(
        `${idPrefix}-lead-phone`,
        'leadTraveller.phone',
        intl.formatMessage({ id: 'booking.answers.phone' }),
        null,
      )}
      {questions.map((question) =>
        question.per === 'booking' ? (
          field(
            `${idPrefix}-${question.id}`,
            `answers.${question.id}`,
            optional(question),
            question,
          )
        ) : (
          <fieldset key={question.id} className="booking-answers__group">
            <legend className="field-label">{optional(question)}</legend>
            {Array.from({ length: persons }, (_, i) =>
              field(
                `${idPrefix}-${question.id}-${i}`,
                `answers.${question.id}.${i}`,
                intl.formatMessage({ id: 'booking.answers.person' }, { number: i + 1 }),
                question,
              ),
            )}
            {(() => {
              // The list as a whole (one answer per person) refused.
              const error = get(errors, `answers.${question.id}`) as FieldError | undefined;
              return error?.message ? (
                <p className="field__error">
                  <FormattedMessage id={`booking.answers.problem.${error.message}`} />
                </p>
              ) : null;
            })()}
          </fieldset>
        ),
      )}
    </div>
  );
}

/** An answer as read on the sale and order pages. */
function AnswerText({ question, value }: { question: BookingQuestion; value: AnswerValue }) {
  if (value === null || value === '') return <FormattedMessage id="booking.answers.none" />;
  if (question.kind === 'yes-no')
    return <FormattedMessage id={value ? 'booking.answers.yes' : 'booking.answers.no'} />;
  return <>{String(value)}</>;
}

/** The lead traveller and the answers, as both parties read them. */
export function BookingAnswersList({ view }: { view: BookingAnswersView }) {
  const intl = useIntl();
  return (
    <dl className="booking-answers__list" data-testid="booking-answers">
      {view.leadTraveller ? (
        <>
          <div className="booking-answers__item">
            <dt>
              <FormattedMessage id="booking.answers.fullName" />
            </dt>
            <dd>{view.leadTraveller.fullName}</dd>
          </div>
          <div className="booking-answers__item">
            <dt>
              <FormattedMessage id="booking.answers.phone" />
            </dt>
            <dd>{view.leadTraveller.phone ?? '—'}</dd>
          </div>
        </>
      ) : null}
      {view.questions.map((question) => {
        const answer = view.answers[question.id] ?? null;
        return (
          <div key={question.id} className="booking-answers__item">
            <dt>{question.label}</dt>
            {question.per === 'person' ? (
              Array.from({ length: view.persons }, (_, i) => (
                <dd key={i}>
                  {intl.formatMessage({ id: 'booking.answers.person' }, { number: i + 1 })}:{' '}
                  <AnswerText
                    question={question}
                    value={Array.isArray(answer) ? (answer[i] ?? null) : null}
                  />
                </dd>
              ))
            ) : (
              <dd>
                <AnswerText question={question} value={Array.isArray(answer) ? null : answer} />
              </dd>
            )}
          </div>
        );
      })}
    </dl>
  );
}
