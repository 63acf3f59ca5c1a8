import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import {
  clearedFilters,
  filtersOf,
  type FilterValues,
  type SearchParams,
} from '../../../domain/search';
import { useLocale } from '../../app/locale-context';
import { listingSearchQuery } from '../../features/search/search-queries';
import { searchHref, useSearchState } from '../../features/search/use-search-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { besideThePage } from '../../components/lazy-beside';
import { withTexts } from '../../i18n/page-messages';
import { Button } from '../../components/button/button';
import { ButtonLink } from '../../components/button/button-link';

const bundles = ['search.filters'] as const;

// The filters load beside this page's bar with their texts, as on a wide screen's search page
// (features/search/lazy-filters-panel.tsx); not imported from there: a module both pages import is a
// chunk of its own in both first loads (+0.3 KiB).
const FiltersPanel = besideThePage(
  (locale) =>
    withTexts(
      import('../../features/search/filters-panel').then((module) => module.FiltersPanel),
      bundles,
      locale,
    ),
  <div className="filters-panel filters-panel--loading" />,
);

/**
 * /s/filters: the filters on a screen of their own (phones). Changes wait for "Show results", which
 * says how many results they give; Cancel returns to the results unchanged.
 */
export default function SearchFiltersPage() {
  const intl = useIntl();
  const { params, setParams } = useSearchState();
  const [draft, setDraft] = useState<FilterValues>(() => filtersOf(params));
  useDocumentTitle(intl.formatMessage({ id: 'search.filters.title' }));
  const next: SearchParams = { ...params, ...draft, page: 1 };
  // No previous count while the next one loads: the button must never promise a stale number.
  const { locale } = useLocale();
  const count = useQuery({ ...listingSearchQuery(next, 1, locale), placeholderData: undefined });
  const total = count.data?.meta.totalItems;

  return (
    <div className="container mobile-filters">
      <div className="mobile-filters__header">
        <h1 className="mobile-filters__title">
          <FormattedMessage id="search.filters.title" />
        </h1>
        <Button variant="secondary" size="small" onClick={() => setDraft(clearedFilters)}>
          <FormattedMessage id="search.filters.clear" />
        </Button>
      </div>
      <FiltersPanel values={draft} onChange={setDraft} />
      <div className="mobile-filters__actions bottom-bar">
        <ButtonLink variant="secondary" to={searchHref('/s', params)}>
          <FormattedMessage id="search.filters.cancel" />
        </ButtonLink>
        <Button variant="primary" onClick={() => setParams(next, { path: '/s' })}>
          {total === undefined ? (
            <FormattedMessage id="search.filters.showResults" />
          ) : (
            <FormattedMessage id="search.filters.show" values={{ count: total }} />
          )}
        </Button>
      </div>
    </div>
  );
}
