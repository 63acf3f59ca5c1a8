import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import {
  listingTextBounds as bounds,
  maxIncludedItems,
  maxListItems,
} from '../../../../domain/listing-states';
import { useLocale } from '../../../app/locale-context';
import { CharacterCount, Field, FieldGroup } from '../../../components/form/form';
import { ItemListField } from './item-list-field';
import { TabForm, type TabProps } from './tab-form';

/** Languages guides speak most often here, offered as choices (ISO 639-1). */
export const guideLanguages = [
  'pt',
  'en',
  'es',
  'fr',
  'de',
  'it',
  'nl',
  'pl',
  'ru',
  'sv',
  'da',
  'no',
  'fi',
  'cs',
  'zh',
  'ja',
] as const;

/** The lists of the tab, in the order shown; "included" has its own, larger limit. */
const lists = ['highlights', 'included', 'notIncluded', 'whatToBring', 'notSuitableFor'] as const;
type ListName = (typeof lists)[number];

export function FeaturesTab({ listing, submit, submitLabel }: TabProps) {
  const intl = useIntl();
  const { formatLocale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const data = listing?.publicData;
  const [items, setItems] = useState<Record<ListName, string[]>>(() => ({
    highlights: data?.highlights ?? [],
    included: data?.included ?? [],
    notIncluded: data?.notIncluded ?? [],
    whatToBring: data?.whatToBring ?? [],
    notSuitableFor: data?.notSuitableFor ?? [],
  }));
  const [languages, setLanguages] = useState<string[]>(data?.languages ?? []);
  const [accessible, setAccessible] = useState(data?.categories.includes('accessibility') ?? false);
  const [accessibility, setAccessibility] = useState(data?.accessibility ?? '');
  const names = new Intl.DisplayNames([formatLocale], { type: 'language' });
  const languageName = (code: string) => {
    const name = names.of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(formatLocale) + name.slice(1);
  };
  const accessibilityTooLong = accessibility.trim().length > bounds.accessibility.max;

  const prepare = () => {
    if (accessibilityTooLong) return undefined;
    const categories = (data?.categories ?? []).filter((c) => c !== 'accessibility');
    return {
      ...items,
      languages,
      accessibility: accessibility.trim(),
      categories: accessible ? [...categories, 'accessibility' as const] : categories,
    };
  };

  return (
    <TabForm prepare={prepare} submit={submit} submitLabel={submitLabel}>
      {lists.map((list) => (
        <ItemListField
          key={list}
          label={t(`editor.features.${list}`)}
          hint={t(`editor.features.${list}Hint`)}
          placeholder={t(`editor.features.${list}Placeholder`)}
          items={items[list]}
          onChange={(next) => setItems((all) => ({ ...all, [list]: next }))}
          maxItems={list === 'included' ? maxIncludedItems : maxListItems}
          maxLength={list === 'included' ? bounds.includedItem.max : bounds.listItem.max}
        />
      ))}
      <FieldGroup legend={t('editor.features.languages')} hint={t('editor.features.languagesHint')}>
        <div className="pill-choices">
          {guideLanguages.map((code) => (
            <label key={code} className="pill-choice">
              <input
                type="checkbox"
                checked={languages.includes(code)}
                onChange={() =>
                  setLanguages((list) =>
                    list.includes(code) ? list.filter((l) => l !== code) : [...list, code],
                  )
                }
              />
              <span lang={code}>{languageName(code)}</span>
            </label>
          ))}
        </div>
      </FieldGroup>
      <FieldGroup legend={t('editor.features.accessibility')}>
        <label className="choice">
          <input
            type="checkbox"
            checked={accessible}
            onChange={(e) => setAccessible(e.target.checked)}
          />
          <span className="choice__text">
            <FormattedMessage id="editor.features.accessible" />
            <small>
              <FormattedMessage id="editor.features.accessibleHint" />
            </small>
          </span>
        </label>
      </FieldGroup>
      <Field
        label={t('editor.features.accessibilityNotes')}
        hint={t('editor.features.accessibilityNotesHint')}
        error={accessibilityTooLong ? t('editor.tooLong', { max: bounds.accessibility.max }) : null}
      >
        {({ id, describedBy, invalid }) => (
          <>
            <textarea
              id={id}
              className="textarea"
              rows={3}
              value={accessibility}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(e) => setAccessibility(e.target.value)}
            />
            <CharacterCount value={accessibility} max={bounds.accessibility.max} />
          </>
        )}
      </Field>
    </TabForm>
  );
}
