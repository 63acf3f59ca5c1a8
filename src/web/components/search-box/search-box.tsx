import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useSearchState } from '../../features/search/use-search-state';
import { SearchIcon } from '../icons/icons';
import { LocationAutocomplete, type SelectedPlace } from './location-autocomplete';
import './search-box.css';
import { Button } from '../button/button';

type SearchBoxProps = {
  variant?: 'hero' | 'compact';
};

/**
 * Where and what: the location box and the keywords. Choosing a place searches at once; the
 * keywords search on Enter or the button. On a search page the other filters are kept.
 * Works as a plain GET form (keywords) before the app has loaded.
 */
export function SearchBox({ variant = 'compact' }: SearchBoxProps) {
  const intl = useIntl();
  const keywordsId = useId();
  const { params, setParams } = useSearchState();
  const [keywords, setKeywords] = useState(params.keywords ?? '');
  const keywordsRef = useRef<HTMLInputElement>(null);
  // On a server-rendered page a visitor may type before this code arrives (it loads beside the
  // page): keep what is in the box when it comes alive, or the next search would drop it.
  useLayoutEffect(() => {
    const typed = keywordsRef.current?.value;
    if (typed !== undefined && typed !== keywords) setKeywords(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the box is first in the page
  }, []);
  const place: SelectedPlace | null =
    params.bounds && params.address !== null
      ? {
          address: params.address,
          bounds: params.bounds,
          origin: params.origin ?? params.bounds.ne,
        }
      : null;

  const search = (next: { place?: SelectedPlace | null; keywords?: string }) => {
    const chosen = next.place === undefined ? place : next.place;
    const text = (next.keywords ?? keywords).trim();
    setParams({
      ...params,
      page: 1,
      address: chosen?.address ?? null,
      bounds: chosen?.bounds ?? null,
      origin: chosen?.origin ?? null,
      keywords: text || null,
      // Relevance needs keywords and keywords need relevance (spec 000 §9): let the search pick.
      sort: params.sort === 'relevance' || (text && !params.keywords) ? null : params.sort,
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search({ keywords });
  };

  return (
    <form
      className={`search-box search-box--${variant}`}
      action="/s"
      method="get"
      role="search"
      onSubmit={onSubmit}
    >
      <div className="search-box__row">
        <LocationAutocomplete
          key={params.address ?? ''}
          className="search-box__where"
          value={place}
          onSelect={(chosen) => search({ place: chosen })}
        />
        <div className="search-box__what">
          <label htmlFor={keywordsId} className="visually-hidden">
            <FormattedMessage id="common.search.label" />
          </label>
          <SearchIcon className="search-box__icon" size={18} />
          <input
            ref={keywordsRef}
            id={keywordsId}
            className="search-box__input"
            type="search"
            name="keywords"
            value={keywords}
            onChange={(event) => setKeywords(event.target.value)}
            placeholder={intl.formatMessage({ id: 'common.search.placeholder' })}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
          />
        </div>
        <Button type="submit" variant="primary" className="search-box__submit">
          <SearchIcon className="search-box__submit-icon" size={20} />
          <span className="search-box__submit-text">
            <FormattedMessage id="common.search.submit" />
          </span>
        </Button>
      </div>
    </form>
  );
}
