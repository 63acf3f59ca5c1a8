import { useState } from 'react';
import { bookingQuestionsSchema } from '../../../../contracts/booking-questions';
import {
  questionKinds,
  questionLimits,
  questionScopes,
  type BookingQuestion,
} from '../../../../domain/booking-questions';
import { Field, FieldGroup } from '../../../components/form/form';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Button } from '../../../components/button/button';

type Draft = Omit<BookingQuestion, 'options'> & { optionsText: string };

const toDraft = (q: BookingQuestion): Draft => ({
  id: q.id,
  label: q.label,
  kind: q.kind,
  per: q.per,
  required: q.required,
  optionsText: (q.options ?? []).join('\n'),
});
const fromDraft = ({ optionsText, ...q }: Draft): BookingQuestion => {
  const options = optionsText
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return q.kind === 'choice'
    ? { ...q, label: q.label.trim(), options }
    : { ...q, label: q.label.trim() };
};
const newId = () => `q-${crypto.randomUUID().slice(0, 8)}`;

/**
 * The booking questions the checkout asks (issue 45 item 2; decision 137), in the Policies tab:
 * text, number, choice or yes/no, per booking or per person, required or not. `check` answers the
 * questions to save, or undefined when one is not valid (the same contract as the server's).
 */
export function useQuestionsField(initial: readonly BookingQuestion[] | undefined) {
  const [drafts, setDrafts] = useState<Draft[]>(() => (initial ?? []).map(toDraft));
  const [isChecked, setChecked] = useState(false);
  const questions = drafts.map(fromDraft);
  const parsed = bookingQuestionsSchema.safeParse(questions);
  const problems = new Set(
    parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0])}`),
  );
  const check = () => {
    setChecked(true);
    return parsed.success ? parsed.data : undefined;
  };
  const element = (
    <QuestionsField
      drafts={drafts}
      setDrafts={setDrafts}
      invalid={isChecked ? problems : new Set()}
    />
  );
  return { element, check };
}

function QuestionsField({
  drafts,
  setDrafts,
  invalid,
}: {
  drafts: Draft[];
  setDrafts: (update: (drafts: Draft[]) => Draft[]) => void;
  invalid: Set<string>;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const change = (index: number, patch: Partial<Draft>) =>
    setDrafts((list) => list.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  return (
    <FieldGroup legend={t('editor.questions.title')} hint={t('editor.questions.hint')}>
      {drafts.map((draft, index) => (
        <div
          key={draft.id}
          className="editor__question"
          data-testid="booking-question"
          role="group"
          aria-label={t('editor.questions.number', { number: index + 1 })}
        >
          <Field
            label={t('editor.questions.label')}
            error={
              invalid.has(String(index))
                ? t('editor.questions.invalid', {
                    max: questionLimits.label,
                    options: questionLimits.options,
                  })
                : null
            }
          >
            {({ id, describedBy, invalid: isInvalid }) => (
              <input
                id={id}
                className="input"
                maxLength={questionLimits.label}
                value={draft.label}
                aria-describedby={describedBy}
                aria-invalid={isInvalid}
                onChange={(e) => change(index, { label: e.target.value })}
              />
            )}
          </Field>
          <div className="editor__question-row">
            <Field label={t('editor.questions.kind')}>
              {({ id }) => (
                <select
                  id={id}
                  className="input"
                  value={draft.kind}
                  onChange={(e) => change(index, { kind: e.target.value as Draft['kind'] })}
                >
                  {questionKinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`editor.questions.kind.${kind}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('editor.questions.per')}>
              {({ id }) => (
                <select
                  id={id}
                  className="input"
                  value={draft.per}
                  onChange={(e) => change(index, { per: e.target.value as Draft['per'] })}
                >
                  {questionScopes.map((per) => (
                    <option key={per} value={per}>
                      {t(`editor.questions.per.${per}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          {draft.kind === 'choice' ? (
            <Field label={t('editor.questions.options')} hint={t('editor.questions.optionsHint')}>
              {({ id, describedBy }) => (
                <textarea
                  id={id}
                  className="textarea"
                  rows={3}
                  value={draft.optionsText}
                  aria-describedby={describedBy}
                  onChange={(e) => change(index, { optionsText: e.target.value })}
                />
              )}
            </Field>
          ) : null}
          <label className="choice">
            <input
              type="checkbox"
              checked={draft.required}
              onChange={(e) => change(index, { required: e.target.checked })}
            />
            <span className="choice__text">
              <FormattedMessage id="editor.questions.required" />
            </span>
          </label>
          <Button
            size="small"
            onClick={() => setDrafts((list) => list.filter((_, i) => i !== index))}
          >
            <FormattedMessage id="editor.questions.remove" />
          </Button>
        </div>
      ))}
      {drafts.length < questionLimits.questions ? (
        <Button
          onClick={() =>
            setDrafts((list) => [
              ...list,
              {
                id: newId(),
                label: '',
                kind: 'text',
                per: 'booking',
                required: false,
                optionsText: '',
              },
            ])
          }
        >
          <FormattedMessage id="editor.questions.add" />
        </Button>
      ) : null}
    </FieldGroup>
  );
}
