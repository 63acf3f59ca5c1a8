import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, useLocation } from 'react-router';
import type { ListingSortKey } from '../../../domain/listing';
import {
  canonicalSearchQueryString,
  effectiveSort,
  isSortOptionEnabled,
  activeFilterCount,
  filtersOf,
  type Bounds,
  type FilterValues,
  type SearchParams,
} from '../../../domain/search';
import { ErrorState } from '../../components/feedback/feedback';
import { ListingGrid, ListingGridSkeleton } from '../../components/listing-card/listing-card';
import { besideThePage } from '../../components/lazy-beside';
import { LazyFiltersPanel } from '../../features/search/lazy-filters-panel';
import { LazyKeywordAids } from '../../features/search/lazy-keyword-aids';
import { LazySearchEmptyState } from './lazy-empty-state';
import { LazyRecommendations } from '../../features/recommendations/lazy-recommendations';
import { useLocale } from '../../app/locale-context';
import { listingSearchQuery, mapPointsQuery } from '../../features/search/search-queries';
import { publicConfigQuery } from '../../lib/public-config';
import { searchHref, useSearchState } from '../../features/search/use-search-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import './search-page.css';
import { ButtonLink } from '../../components/button/button-link';

// Below the results, and only with more than one page: loaded then (or beside a server-rendered
// page). Declared here, not in a module the profile page shares: that would be a chunk of its own.
const Pagination = besideThePage(
  () => import('../../components/pagination/pagination').then((module) => module.Pagination),
  null,
);
// MapLibre is large: it loads only when the map is shown.
const SearchMap = lazy(() => import('../../features/search/search-map'));

// The sort options, in the order they are offered.
// The spec's keys and labels (000 §9): `createdAt` newest, `-createdAt` oldest (decision 172).
const sortLabels: Record<ListingSortKey, string> = {
  relevance: 'search.sort.relevance',
  createdAt: 'search.sort.newest',
  '-createdAt': 'search.sort.oldest',
  '-price': 'search.sort.lowestPrice',
  price: 'search.sort.highestPrice',
  rating: 'search.sort.highestRated',
};
const sortOrder = Object.keys(sortLabels) as ListingSortKey[];

/** <link rel="canonical">: the search with only address, bounds, categories, region and sort (spec 000 §9). */
function useCanonicalLink(params: SearchParams) {
  const query = canonicalSearchQueryString(params);
  const { pathname, search } = useLocation();
  const { locale } = useLocale();
  useEffect(() => {
    // Through the import the route's own link goes through, so the two are written in order.
    void import('../../lib/canonical-link').then((m) =>
      m.setCanonicalLink(`/s${query ? `?${query}` : ''}`, search, locale),
    );
  }, [query, pathname, search, locale]);
}

/** /s, /s/listings (the list) and /s/map (the map); /s/filters is mobile-filters.tsx. */
export default function SearchPage() {
  const { params, pathname } = useSearchState();
  return <SearchResults params={params} view={pathname === '/s/map' ? 'map' : 'list'} />;
}

function SearchResults({ params, view }: { params: SearchParams; view: 'list' | 'map' }) {
  const intl = useIntl();
  const sortId = useId();
  const { setParams } = useSearchState();
  useDocumentTitle(intl.formatMessage({ id: 'search.documentTitle' }));
  useCanonicalLink(params);

  const { locale } = useLocale();
  const result = useQuery(listingSearchQuery(params, undefined, locale));
  const config = useQuery({ ...publicConfigQuery(), enabled: view === 'map' });
  // The map plots every result in view, not one page.
  const mapPoints = useQuery({ ...mapPointsQuery(params, locale), enabled: view === 'map' });
  useEffect(() => {
    // A failed search is logged (spec 000 §8) as well as shown.
    if (result.error) console.error('search-failed', result.error);
  }, [result.error]);

  const meta = result.data?.meta;
  const listings = result.data?.data ?? [];
  // The cards of the list and of the map's list: with the search's dates and why each matched.
  const grid = { listings, dates: params.dates, highlights: result.data?.highlights };
  const sort = effectiveSort(params);
  const hasKeywords = Boolean(params.keywords);
  // "The best matches come first": only when they do (any order can be chosen with keywords).
  const showSortHint = hasKeywords && sort === 'relevance';
  const filterCount = activeFilterCount(filtersOf(params));
  // The empty search (no keywords, filters or place) also shows the popular tours (issue 48).
  const isEmptySearch =
    !hasKeywords && filterCount === 0 && !params.bounds && !params.address && !params.region;

  const changeFilters = useCallback(
    (filters: FilterValues) => setParams({ ...params, ...filters, page: 1 }),
    [params, setParams],
  );
  const changeSort = (value: ListingSortKey) => setParams({ ...params, sort: value, page: 1 });
  const searchArea = useCallback(
    (bounds: Bounds) => setParams({ ...params, bounds, page: 1 }, { replace: true }),
    [params, setParams],
  );

  return (
    <div className="container search-page">
      <div className="search-layout">
        <aside className="search-layout__filters" aria-labelledby="search-filters-title">
          <h2 id="search-filters-title" className="search-layout__filters-title">
            <FormattedMessage id="search.filters.title" />
          </h2>
          <LazyFiltersPanel values={filtersOf(params)} onChange={changeFilters} />
        </aside>

        <section className="search-layout__main" aria-labelledby="search-title">
          <div className="search-page__header">
            <div>
              <h1 id="search-title" className="search-page__title" tabIndex={-1}>
                {params.address ? (
                  <FormattedMessage id="search.titleIn" values={{ place: params.address }} />
                ) : (
                  <FormattedMessage id="search.title" />
                )}
              </h1>
              <p className="search-page__count" aria-live="polite">
                {!meta ? (
                  '\u00a0'
                ) : meta.isTotalCapped ? (
                  <FormattedMessage
                    id="search.resultCountAtLeast"
                    values={{ count: meta.totalItems }}
                  />
                ) : (
                  <FormattedMessage id="search.resultCount" values={{ count: meta.totalItems }} />
                )}
              </p>
            </div>
            <div className="search-page__controls">
              <ButtonLink
                variant="secondary"
                className="search-page__filters-button"
                to={searchHref('/s/filters', params)}
              >
                {filterCount > 0 ? (
                  <FormattedMessage
                    id="search.filters.openWithCount"
                    values={{ count: filterCount }}
                  />
                ) : (
                  <FormattedMessage id="search.filters.open" />
                )}
              </ButtonLink>
              <nav
                className="view-switch"
                aria-label={intl.formatMessage({ id: 'search.view.label' })}
              >
                <Link
                  className={`view-switch__option${view === 'list' ? ' view-switch__option--active' : ''}`}
                  to={searchHref('/s', params)}
                  aria-current={view === 'list' ? 'page' : undefined}
                >
                  <FormattedMessage id="search.view.list" />
                </Link>
                <Link
                  className={`view-switch__option${view === 'map' ? ' view-switch__option--active' : ''}`}
                  to={searchHref('/s/map', params)}
                  aria-current={view === 'map' ? 'page' : undefined}
                >
                  <FormattedMessage id="search.view.map" />
                </Link>
              </nav>
              <div className="search-page__sort">
                <label htmlFor={sortId} className="field-label">
                  <FormattedMessage id="search.sort.label" />
                </label>
                <select
                  id={sortId}
                  className="select"
                  value={sort}
                  onChange={(event) => changeSort(event.target.value as ListingSortKey)}
                  aria-describedby={showSortHint ? `${sortId}-hint` : undefined}
                >
                  {sortOrder.map((key) => (
                    <option key={key} value={key} disabled={!isSortOptionEnabled(key, hasKeywords)}>
                      {intl.formatMessage({ id: sortLabels[key] })}
                    </option>
                  ))}
                </select>
                {showSortHint ? (
                  <p id={`${sortId}-hint`} className="search-page__sort-hint">
                    <FormattedMessage id="search.sort.keywordHint" />
                  </p>
                ) : null}
              </div>
            </div>
          </div>

          {params.keywords && meta ? (
            <LazyKeywordAids
              understood={result.data?.understood}
              suggest={meta.totalItems > 0}
              focusAfterLast="search-title"
            />
          ) : null}

          {result.isPending ? (
            <ListingGridSkeleton count={6} />
          ) : result.isError && !result.data ? (
            <ErrorState error={result.error} onRetry={() => void result.refetch()} />
          ) : (
            <div
              aria-busy={result.isPlaceholderData || undefined}
              className={[
                'search-page__results',
                result.isPlaceholderData ? 'search-page__results--stale' : '',
                view === 'map' ? 'search-page__results--map' : '',
              ]
                .filter(Boolean)
                .join(' ')}
            >
              <h2 className="visually-hidden">
                <FormattedMessage id="search.resultsHeading" />
              </h2>
              {view === 'map' ? (
                <Suspense
                  fallback={
                    <div className="search-map search-map--loading" role="status">
                      {intl.formatMessage({ id: 'search.map.loading' })}
                    </div>
                  }
                >
                  {config.isPending ? (
                    <div className="search-map search-map--loading" role="status">
                      <FormattedMessage id="search.map.loading" />
                    </div>
                  ) : (
                    <SearchMap
                      styleUrl={config.data?.mapStyleUrl ?? null}
                      listings={listings}
                      points={mapPoints.data?.data ?? []}
                      isCapped={mapPoints.data?.meta.isCapped ?? false}
                      bounds={params.bounds}
                      dates={params.dates}
                      onSearchArea={searchArea}
                    />
                  )}
                </Suspense>
              ) : null}
              {listings.length === 0 && meta ? (
                <LazySearchEmptyState params={params} meta={meta} />
              ) : view === 'list' ? (
                <ListingGrid {...grid} eagerCount={3} isLargestPaint />
              ) : (
                // On a desktop the page of results runs beside the map, its pages under it; smaller
                // screens show the map alone (it plots every result, so no page to turn).
                <div className="search-page__map-list">
                  <ListingGrid {...grid} eagerCount={2} />
                  {meta && meta.totalPages > 1 ? (
                    <Pagination page={params.page} totalPages={meta.totalPages} />
                  ) : null}
                </div>
              )}
              {meta && meta.totalPages > 1 && (view === 'list' || listings.length === 0) ? (
                <Pagination page={params.page} totalPages={meta.totalPages} />
              ) : null}
              {isEmptySearch && view === 'list' ? <LazyRecommendations scenario="popular" /> : null}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
