import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { listingTextBounds as bounds, maxIncludedItems } from '../../../../domain/listing-states';
import { useLocale } from '../../../app/locale-context';
import { Field, FieldGroup } from '../../../components/form/form';
import { CloseIcon } from '../../../components/icons/icons';
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

export function FeaturesTab({ listing, submit, submitLabel }: TabProps) {
  const intl = useIntl();
  const { formatLocale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const data = listing?.publicData;
  const [included, setIncluded] = useState<string[]>(data?.included ?? []);
  const [draftItem, setDraftItem] = useState('');
  const [languages, setLanguages] = useState<string[]>(data?.languages ?? []);
  const [accessible, setAccessible] = useState(data?.categories.includes('accessibility') ?? false);
  const [itemError, setItemError] = useState<string | null>(null);
  const names = new Intl.DisplayNames([formatLocale], { type: 'language' });
  const languageName = (code: string) => {
    const name = names.of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(formatLocale) + name.slice(1);
  };

  const addItem = () => {
    const item = draftItem.trim();
    if (!item) return;
    if (item.length > bounds.includedItem.max)
      return setItemError(t('editor.tooLong', { max: bounds.includedItem.max }));
    if (included.length >= maxIncludedItems)
      return setItemError(t('editor.features.tooManyItems', { max: maxIncludedItems }));
    setItemError(null);
    setIncluded((list) => (list.includes(item) ? list : [...list, item]));
    setDraftItem('');
  };

  const prepare = () => {
    const categories = (data?.categories ?? []).filter((c) => c !== 'accessibility');
    return {
      included,
      languages,
      categories: accessible ? [...categories, 'accessibility' as const] : categories,
    };
  };

  return (
    <TabForm prepare={prepare} submit={submit} submitLabel={submitLabel}>
      <Field
        label={t('editor.features.included')}
        hint={t('editor.features.includedHint')}
        error={itemError}
      >
        {({ id, describedBy, invalid }) => (
          <>
            {included.length > 0 ? (
              <ul className="editor__chips">
                {included.map((item) => (
                  <li key={item} className="editor__chip">
                    <span>{item}</span>
                    <button
                      type="button"
                      className="icon-button editor__chip-remove"
                      aria-label={t('editor.features.removeItem', { item })}
                      onClick={() => setIncluded((list) => list.filter((i) => i !== item))}
                    >
                      <CloseIcon size={16} />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="input-affix">
              <input
                id={id}
                className="input"
                value={draftItem}
                placeholder={t('editor.features.includedPlaceholder')}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(e) => setDraftItem(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addItem();
                  }
                }}
              />
              <button type="button" className="button button--secondary" onClick={addItem}>
                <FormattedMessage id="editor.features.addItem" />
              </button>
            </div>
          </>
        )}
      </Field>
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
    </TabForm>
  );
}
