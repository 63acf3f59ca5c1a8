import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../icons/icons';
import './search-box.css';

/** The search path for a keyword query. */
export const searchHref = (keywords: string): string => {
  const trimmed = keywords.trim();
  return trimmed ? `/s?${new URLSearchParams({ keywords: trimmed }).toString()}` : '/s';
};

type SearchBoxProps = {
  initialValue?: string;
  variant?: 'hero' | 'compact';
  /** Shows the label above the field instead of only to screen readers. */
  visibleLabel?: boolean;
};

/** A keyword search that opens /s?keywords=…; works as a plain GET form before the app loads. */
export function SearchBox({ initialValue = '', variant = 'compact', visibleLabel = false }: SearchBoxProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState(initialValue);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(searchHref(value));
  };

  return (
    <form className={`search-box search-box--${variant}`} action="/s" method="get" role="search" onSubmit={onSubmit}>
      <label htmlFor={id} className={visibleLabel ? 'search-box__label' : 'visually-hidden'}>
        <FormattedMessage id="common.search.label" />
      </label>
      <div className="search-box__row">
        <SearchIcon className="search-box__icon" size={variant === 'hero' ? 22 : 18} />
        <input
          id={id}
          className="search-box__input"
          type="search"
          name="keywords"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={intl.formatMessage({ id: 'common.search.placeholder' })}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button button--primary search-box__submit">
          <FormattedMessage id="common.search.submit" />
        </button>
      </div>
    </form>
  );
}
