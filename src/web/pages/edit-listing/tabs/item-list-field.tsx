import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { Field } from '../../../components/form/form';
import { CloseIcon } from '../../../components/icons/icons';
import { Button } from '../../../components/button/button';

type Props = {
  label: string;
  hint: string;
  placeholder: string;
  items: string[];
  onChange: (items: string[]) => void;
  maxItems: number;
  maxLength: number;
};

/** A list the operator builds one line at a time (included, highlights, what to bring…), as chips. */
export function ItemListField({
  label,
  hint,
  placeholder,
  items,
  onChange,
  maxItems,
  maxLength,
}: Props) {
  const intl = useIntl();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const item = draft.trim();
    if (!item) return;
    if (item.length > maxLength)
      return setError(intl.formatMessage({ id: 'editor.tooLong' }, { max: maxLength }));
    if (items.length >= maxItems)
      return setError(
        intl.formatMessage({ id: 'editor.features.tooManyItems' }, { max: maxItems }),
      );
    setError(null);
    if (!items.includes(item)) onChange([...items, item]);
    setDraft('');
  };
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <>
          {items.length > 0 ? (
            <ul className="editor__chips">
              {items.map((item) => (
                <li key={item} className="editor__chip">
                  <span>{item}</span>
                  <button
                    type="button"
                    className="icon-button editor__chip-remove"
                    aria-label={intl.formatMessage({ id: 'editor.features.removeItem' }, { item })}
                    onClick={() => onChange(items.filter((i) => i !== item))}
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
              value={draft}
              placeholder={placeholder}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
            <Button
              variant="secondary"
              aria-label={intl.formatMessage({ id: 'editor.features.addTo' }, { list: label })}
              onClick={add}
            >
              <FormattedMessage id="editor.features.addItem" />
            </Button>
          </div>
        </>
      )}
    </Field>
  );
}
