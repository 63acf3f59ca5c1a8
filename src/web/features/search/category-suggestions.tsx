import { useEffect, useId, useRef } from 'react';
import { useIntl } from '../../i18n/intl';
import { useLocale } from '../../app/locale-context';
import { categoriesNamedByKeywords } from '../../../domain/category-search-words';
import type { CategoryKey } from '../../../domain/listing';
import { searchParamEntries, searchParamNames } from '../../../domain/search';
import { useSearchState } from './use-search-state';
import './category-suggestions.css';

/** Chips shown at most: a search rarely names more categories, and more would crowd a phone. */
export const maxCategorySuggestions = 3;

/**
 * The categories the search's keywords name in the reader's language, English or Portuguese
 * (decision 073), offered as chips: one narrows the results to its category (the filters' category
 * choice, in the URL). None for a category already chosen.
 */
export function CategorySuggestions({
  focusAfterLast,
}: {
  /** The id of the element that takes the focus once the last chip is chosen (and gone). */
  focusAfterLast: string;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { params, setParams, pathname } = useSearchState();
  const id = useId();
  const group = useRef<HTMLFormElement>(null);
  const suggested = categoriesNamedByKeywords(params.keywords ?? '', locale)
    .filter((key) => !params.categories.includes(key))
    .slice(0, maxCategorySuggestions);
  // A chosen chip goes away: the focus moves to its neighbour, or past the chips, not to the page's top.
  const focusNext = useRef<string | null>(null);
  const suggestedKey = suggested.join(',');
  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    const chip = group.current?.querySelector<HTMLElement>(`[value="${next}"]`);
    (chip ?? document.getElementById(focusAfterLast))?.focus();
  }, [suggestedKey, focusAfterLast]);
  if (suggested.length === 0) return null;

  const choose = (key: CategoryKey, index: number) => {
    focusNext.current = suggested[index + 1] ?? suggested[index - 1] ?? '';
    setParams({ ...params, categories: [key], page: 1 });
  };
  // A form, so that a chip pressed before the page's code has come (or without it) still searches.
  return (
    <form ref={group} className="category-suggestions" action={pathname} method="get">
      {searchParamEntries({ ...params, categories: [], page: 1 }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="category-suggestions__chips" role="group" aria-labelledby={`${id}-title`}>
        <span id={`${id}-title`} className="category-suggestions__title">
          {intl.formatMessage({ id: 'search.suggest.title' })}
        </span>
        {suggested.map((key, index) => {
          const name = intl.formatMessage({ id: `categories.${key}` });
          return (
            <button
              key={key}
              type="submit"
              name={searchParamNames.categories}
              value={key}
              className="category-suggestions__chip"
              aria-label={intl.formatMessage({ id: 'search.suggest.only' }, { category: name })}
              onClick={(event) => {
                event.preventDefault();
                choose(key, index);
              }}
            >
              {name}
            </button>
          );
        })}
      </div>
    </form>
  );
}
