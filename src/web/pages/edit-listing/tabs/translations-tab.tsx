import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ListingTranslation } from '../../../../contracts/own-listings';
import { translationLanguages, type TranslationLanguage } from '../../../../domain/languages';
import { listingTextBounds as bounds, maxIncludedItems } from '../../../../domain/listing-states';
import { CharacterCount, Field } from '../../../components/form/form';
import { CheckIcon } from '../../../components/icons/icons';
import { TabForm, type TabProps } from './tab-form';

type Draft = {
  title: string;
  shortDescription: string;
  description: string;
  /** One item a line. */
  included: string;
  meetingPoint: string;
  pickupDescription: string;
  rules: string;
};
type TextField = Exclude<keyof Draft, 'included'>;

const limits: Record<TextField, number> = {
  title: bounds.title.max,
  shortDescription: bounds.shortDescription.max,
  description: bounds.description.max,
  meetingPoint: bounds.building.max,
  pickupDescription: bounds.pickupDescription.max,
  rules: bounds.rules.max,
};
/** The English tabs' labels name the same fields here. */
const labels: Record<keyof Draft, string> = {
  title: 'editor.description.title',
  shortDescription: 'editor.description.shortDescription',
  description: 'editor.description.description',
  included: 'editor.features.included',
  meetingPoint: 'editor.location.building',
  pickupDescription: 'editor.location.pickupDescription',
  rules: 'editor.policies.rules',
};
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const isEmpty = (draft: Draft) => Object.values(draft).every((value) => value.trim() === '');

/**
 * The operator's text in Portuguese, German, Spanish and French (issue 14). English, on the other
 * tabs, is the original and shows wherever a field here is left empty; "Copy from English" starts a
 * language from it. One save sends every language; a language left empty is removed.
 */
export function TranslationsTab({ listing, submit, submitLabel }: TabProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const data = listing?.publicData;
  const english: Draft = {
    title: listing?.title ?? '',
    shortDescription: listing?.shortDescription ?? '',
    description: listing?.description ?? '',
    included: (data?.included ?? []).join('\n'),
    meetingPoint: data?.location?.building ?? '',
    pickupDescription: data?.pickupDescription ?? '',
    rules: data?.rules ?? '',
  };
  const [drafts, setDrafts] = useState<Record<TranslationLanguage, Draft>>(() => {
    const stored = data?.translations ?? {};
    const entries = translationLanguages.map((language) => {
      const saved = stored[language] ?? {};
      return [
        language,
        {
          title: saved.title ?? '',
          shortDescription: saved.shortDescription ?? '',
          description: saved.description ?? '',
          included: (saved.included ?? []).join('\n'),
          meetingPoint: saved.meetingPoint ?? '',
          pickupDescription: saved.pickupDescription ?? '',
          rules: saved.rules ?? '',
        },
      ] as const;
    });
    return Object.fromEntries(entries) as Record<TranslationLanguage, Draft>;
  });
  const [language, setLanguage] = useState<TranslationLanguage>('pt');
  const [attempted, setAttempted] = useState(false);
  const draft = drafts[language];
  const set = (field: keyof Draft, value: string) =>
    setDrafts((all) => ({ ...all, [language]: { ...all[language], [field]: value } }));
  const copyFromEnglish = () =>
    setDrafts((all) => {
      const current = all[language];
      const filled = Object.fromEntries(
        Object.entries(current).map(([field, value]) => [
          field,
          value.trim() ? value : english[field as keyof Draft],
        ]),
      );
      return { ...all, [language]: filled as Draft };
    });

  const problemsOf = (d: Draft) => {
    const problems: Partial<Record<keyof Draft, string>> = {};
    for (const field of Object.keys(limits) as TextField[]) {
      if (d[field].trim().length > limits[field])
        problems[field] = t('editor.tooLong', { max: limits[field] });
    }
    const short = d.shortDescription.trim();
    if (short && short.length < bounds.shortDescription.min)
      problems.shortDescription = t('editor.description.shortDescriptionLength', {
        min: bounds.shortDescription.min,
        max: bounds.shortDescription.max,
      });
    const items = lines(d.included);
    if (items.length > maxIncludedItems)
      problems.included = t('editor.features.tooManyItems', { max: maxIncludedItems });
    else if (items.some((item) => item.length > bounds.includedItem.max))
      problems.included = t('editor.tooLong', { max: bounds.includedItem.max });
    return problems;
  };
  const problems = problemsOf(draft);
  const shown = (field: keyof Draft) => (attempted ? (problems[field] ?? null) : null);

  const prepare = () => {
    setAttempted(true);
    // A problem in another language: show that language.
    const wrong = translationLanguages.find(
      (code) => Object.keys(problemsOf(drafts[code])).length > 0,
    );
    if (wrong) {
      setLanguage(wrong);
      return undefined;
    }
    const translations: Partial<Record<TranslationLanguage, ListingTranslation>> = {};
    for (const code of translationLanguages) {
      const d = drafts[code];
      translations[code] = {
        title: d.title.trim(),
        shortDescription: d.shortDescription.trim(),
        description: d.description.trim(),
        included: lines(d.included),
        meetingPoint: d.meetingPoint.trim(),
        pickupDescription: d.pickupDescription.trim(),
        rules: d.rules.trim(),
      };
    }
    return { translations };
  };

  const textField = (field: TextField, multiline?: number) => (
    <Field key={`${language}-${field}`} label={t(labels[field])} error={shown(field)}>
      {({ id, describedBy, invalid }) => {
        const common = {
          id,
          lang: language,
          value: draft[field],
          placeholder: english[field],
          'aria-describedby': describedBy,
          'aria-invalid': invalid,
        };
        return (
          <>
            {multiline ? (
              <textarea
                {...common}
                className="textarea"
                rows={multiline}
                onChange={(e) => set(field, e.target.value)}
              />
            ) : (
              <input {...common} className="input" onChange={(e) => set(field, e.target.value)} />
            )}
            {field === 'shortDescription' ? (
              <CharacterCount value={draft[field]} max={limits[field]} />
            ) : null}
          </>
        );
      }}
    </Field>
  );

  return (
    <TabForm prepare={prepare} submit={submit} submitLabel={submitLabel}>
      <div
        className="pill-choices"
        role="radiogroup"
        aria-label={t('editor.translations.language')}
      >
        {translationLanguages.map((code) => (
          <label key={code} className="pill-choice">
            <input
              type="radio"
              name="translation-language"
              value={code}
              checked={code === language}
              onChange={() => setLanguage(code)}
            />
            <span>
              <span lang={code}>{t(`common.language.${code}`)}</span>
              {isEmpty(drafts[code]) ? null : (
                <>
                  <CheckIcon size={16} />
                  <span className="visually-hidden">{t('editor.translations.written')}</span>
                </>
              )}
            </span>
          </label>
        ))}
      </div>
      <p className="field__hint">
        <FormattedMessage id="editor.translations.fallback" />
      </p>
      <p>
        <button type="button" className="button button--secondary" onClick={copyFromEnglish}>
          <FormattedMessage id="editor.translations.copy" />
        </button>
      </p>
      {textField('title')}
      {textField('shortDescription')}
      {textField('description', 8)}
      <Field
        key={`${language}-included`}
        label={t(labels.included)}
        hint={t('editor.translations.includedHint')}
        error={shown('included')}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            lang={language}
            className="textarea"
            rows={4}
            value={draft.included}
            placeholder={english.included}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(e) => set('included', e.target.value)}
          />
        )}
      </Field>
      {textField('meetingPoint')}
      {textField('pickupDescription', 3)}
      {textField('rules', 4)}
    </TabForm>
  );
}
