import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { ListingTranslation } from '../../../../contracts/own-listings';
import { translationLanguages, type TranslationLanguage } from '../../../../domain/languages';
import { listingLists } from '../../../../domain/listing';
import {
  listingTextBounds as bounds,
  maxIncludedItems,
  maxListItems,
} from '../../../../domain/listing-states';
import { CharacterCount, Field } from '../../../components/form/form';
import { CheckIcon } from '../../../components/icons/icons';
import { TabForm, type TabProps } from './tab-form';
import { Button } from '../../../components/button/button';

/** The lists, one item a line here. */
const listFields = ['included', ...listingLists] as const;
type ListField = (typeof listFields)[number];
type TextField =
  | 'title'
  | 'shortDescription'
  | 'description'
  | 'meetingPoint'
  | 'pickupDescription'
  | 'rules'
  | 'accessibility';
type Draft = Record<TextField | ListField, string>;
const listLimits: Record<ListField, { items: number; length: number }> = {
  included: { items: maxIncludedItems, length: bounds.includedItem.max },
  highlights: { items: maxListItems, length: bounds.listItem.max },
  notIncluded: { items: maxListItems, length: bounds.listItem.max },
  whatToBring: { items: maxListItems, length: bounds.listItem.max },
  notSuitableFor: { items: maxListItems, length: bounds.listItem.max },
};

const limits: Record<TextField, number> = {
  title: bounds.title.max,
  shortDescription: bounds.shortDescription.max,
  description: bounds.description.max,
  meetingPoint: bounds.building.max,
  pickupDescription: bounds.pickupDescription.max,
  rules: bounds.rules.max,
  accessibility: bounds.accessibility.max,
};
/** The English tabs' labels name the same fields here. */
const labels: Record<keyof Draft, string> = {
  title: 'editor.description.title',
  shortDescription: 'editor.description.shortDescription',
  description: 'editor.description.description',
  included: 'editor.features.included',
  highlights: 'editor.features.highlights',
  notIncluded: 'editor.features.notIncluded',
  whatToBring: 'editor.features.whatToBring',
  notSuitableFor: 'editor.features.notSuitableFor',
  meetingPoint: 'editor.location.building',
  pickupDescription: 'editor.location.pickupDescription',
  rules: 'editor.policies.rules',
  accessibility: 'editor.features.accessibilityNotes',
};
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
/** A listing's or translation's lists as the tab edits them, one item a line. */
const listDrafts = (source: Partial<Record<ListField, string[]>> | undefined) =>
  Object.fromEntries(listFields.map((list) => [list, (source?.[list] ?? []).join('\n')])) as Record<
    ListField,
    string
  >;
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
    meetingPoint: data?.location?.building ?? '',
    pickupDescription: data?.pickupDescription ?? '',
    rules: data?.rules ?? '',
    accessibility: data?.accessibility ?? '',
    ...listDrafts(data),
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
          meetingPoint: saved.meetingPoint ?? '',
          pickupDescription: saved.pickupDescription ?? '',
          rules: saved.rules ?? '',
          accessibility: saved.accessibility ?? '',
          ...listDrafts(saved),
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
    for (const list of listFields) {
      const items = lines(d[list]);
      const limit = listLimits[list];
      if (items.length > limit.items)
        problems[list] = t('editor.features.tooManyItems', { max: limit.items });
      else if (items.some((item) => item.length > limit.length))
        problems[list] = t('editor.tooLong', { max: limit.length });
    }
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
        meetingPoint: d.meetingPoint.trim(),
        pickupDescription: d.pickupDescription.trim(),
        rules: d.rules.trim(),
        accessibility: d.accessibility.trim(),
        ...(Object.fromEntries(listFields.map((list) => [list, lines(d[list])])) as Record<
          ListField,
          string[]
        >),
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
        <Button variant="secondary" onClick={copyFromEnglish}>
          <FormattedMessage id="editor.translations.copy" />
        </Button>
      </p>
      {textField('title')}
      {textField('shortDescription')}
      {textField('description', 8)}
      {listFields.map((list) => (
        <Field
          key={`${language}-${list}`}
          label={t(labels[list])}
          hint={t('editor.translations.includedHint')}
          error={shown(list)}
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              lang={language}
              className="textarea"
              rows={list === 'included' ? 4 : 3}
              value={draft[list]}
              placeholder={english[list]}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(e) => set(list, e.target.value)}
            />
          )}
        </Field>
      ))}
      {textField('meetingPoint')}
      {textField('pickupDescription', 3)}
      {textField('rules', 4)}
      {textField('accessibility', 3)}
    </TabForm>
  );
}
