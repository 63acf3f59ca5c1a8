import { FormattedMessage } from '../../i18n/intl';
import type { ListingSearchResponse } from '../../../contracts/search';
import {
  clearedFilters,
  emptySearchParams,
  hasActiveFilters,
  type SearchParams,
} from '../../../domain/search';
import { EmptyState } from '../../components/feedback/feedback';
import { searchHref } from '../../features/search/use-search-state';
import { ButtonLink } from '../../components/button/button-link';

/** Popular starting points offered when a search finds nothing. */
const suggestedCategories = ['hiking', 'boattours', 'gastronomydrinks', 'wine'] as const;

/** Nothing found: a page past the end, or a search to widen, with the ways to widen it. */
export function SearchEmptyState({
  params,
  meta,
}: {
  params: SearchParams;
  meta: ListingSearchResponse['meta'];
}) {
  if (meta.totalItems > 0) {
    return (
      <EmptyState
        title={<FormattedMessage id="search.pageEmpty.title" />}
        action={
          <ButtonLink variant="primary" to={searchHref('/s', { ...params, page: 1 })}>
            <FormattedMessage id="search.pageEmpty.action" />
          </ButtonLink>
        }
      >
        <p>
          <FormattedMessage id="search.pageEmpty.text" values={{ totalPages: meta.totalPages }} />
        </p>
      </EmptyState>
    );
  }
  if (!hasActiveFilters(params)) {
    return (
      <EmptyState
        title={<FormattedMessage id="search.empty.title" />}
        action={
          <ButtonLink variant="primary" to="/">
            <FormattedMessage id="search.empty.action" />
          </ButtonLink>
        }
      >
        <p>
          <FormattedMessage id="search.empty.text" />
        </p>
      </EmptyState>
    );
  }
  const widen = (patch: Partial<SearchParams>) =>
    searchHref('/s', { ...params, ...patch, page: 1 });
  const hasFilters = JSON.stringify({ ...params, ...clearedFilters }) !== JSON.stringify(params);
  return (
    <EmptyState title={<FormattedMessage id="search.noMatch.title" />}>
      <p>
        <FormattedMessage id="search.noMatch.text" />
      </p>
      <ul className="search-suggestions">
        {params.bounds ? (
          <li>
            <ButtonLink
              variant="secondary"
              size="small"
              to={widen({ bounds: null, address: null, origin: null })}
            >
              <FormattedMessage id="search.noMatch.everywhere" />
            </ButtonLink>
          </li>
        ) : null}
        {params.keywords ? (
          <li>
            <ButtonLink variant="secondary" size="small" to={widen({ keywords: null, sort: null })}>
              <FormattedMessage id="search.noMatch.withoutKeywords" />
            </ButtonLink>
          </li>
        ) : null}
        {hasFilters ? (
          <li>
            <ButtonLink variant="secondary" size="small" to={widen(clearedFilters)}>
              <FormattedMessage id="search.noMatch.clearFilters" />
            </ButtonLink>
          </li>
        ) : null}
      </ul>
      <p className="search-suggestions__popular">
        <FormattedMessage id="search.noMatch.popular" />
      </p>
      <ul className="search-suggestions">
        {suggestedCategories.map((key) => (
          <li key={key}>
            <ButtonLink
              variant="secondary"
              size="small"
              to={searchHref('/s', { ...emptySearchParams, categories: [key] })}
            >
              <FormattedMessage id={`categories.${key}`} />
            </ButtonLink>
          </li>
        ))}
      </ul>
    </EmptyState>
  );
}
