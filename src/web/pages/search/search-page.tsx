import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { defaultListingSort, searchPageSize, type ListingSortKey } from '../../../domain/listing';
import { parsePageParam } from '../../../domain/pagination';
import { EmptyState, ErrorState } from '../../components/feedback/feedback';
import { ListingGrid, ListingGridSkeleton } from '../../components/listing-card/listing-card';
import { Pagination } from '../../components/pagination/pagination';
import { listingsQuery } from '../../features/listings/listing-queries';
import { useDocumentTitle } from '../../lib/use-document-title';
import './search-page.css';

// The sort choices of spec 000 §9 (relevance needs a keyword search, which comes later).
const sortOptions = [
  { value: '-createdAt', label: 'search.sort.newest' },
  { value: 'createdAt', label: 'search.sort.oldest' },
  { value: '-price', label: 'search.sort.lowestPrice' },
  { value: 'price', label: 'search.sort.highestPrice' },
] as const satisfies readonly { value: ListingSortKey; label: string }[];

export const parseSortParam = (raw: string | null): ListingSortKey =>
  sortOptions.find((o) => o.value === raw)?.value ?? defaultListingSort;

/** /s (and /s/listings, /s/map, /s/filters for now): published listings, sorted and paged. */
export default function SearchPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const sortId = useId();
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const sort = parseSortParam(params.get('sort'));
  const keywords = params.get('keywords');
  const categories = params.get('pub_categories');
  useDocumentTitle(intl.formatMessage({ id: 'search.documentTitle' }));

  const result = useQuery(listingsQuery({ page, perPage: searchPageSize, sort, keywords, categories }));

  const changeSort = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('sort', value);
    next.delete('page');
    navigate({ search: `?${next.toString()}` });
  };

  const meta = result.data?.meta;
  const listings = result.data?.data ?? [];

  return (
    <div className="container search-page">
      <div className="search-page__header">
        <div>
          <h1 className="search-page__title">
            <FormattedMessage id="search.title" />
          </h1>
          <p className="search-page__count" aria-live="polite">
            {meta ? <FormattedMessage id="search.resultCount" values={{ count: meta.totalItems }} /> : '\u00a0'}
          </p>
        </div>
        <div className="search-page__sort">
          <label htmlFor={sortId} className="field-label">
            <FormattedMessage id="search.sort.label" />
          </label>
          <select id={sortId} className="select" value={sort} onChange={(event) => changeSort(event.target.value)}>
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {intl.formatMessage({ id: option.label })}
              </option>
            ))}
          </select>
        </div>
      </div>

      {result.isPending ? (
        <ListingGridSkeleton count={9} />
      ) : result.isError && !result.data ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : listings.length === 0 ? (
        meta && meta.totalItems > 0 ? (
          <EmptyState
            title={<FormattedMessage id="search.pageEmpty.title" />}
            action={
              <Link className="button button--primary" to={`?${withPage(params, 1)}`}>
                <FormattedMessage id="search.pageEmpty.action" />
              </Link>
            }
          >
            <p>
              <FormattedMessage id="search.pageEmpty.text" values={{ totalPages: meta.totalPages }} />
            </p>
          </EmptyState>
        ) : (
          <EmptyState
            title={<FormattedMessage id="search.empty.title" />}
            action={
              <Link className="button button--primary" to="/">
                <FormattedMessage id="search.empty.action" />
              </Link>
            }
          >
            <p>
              <FormattedMessage id="search.empty.text" />
            </p>
          </EmptyState>
        )
      ) : (
        <div className={result.isPlaceholderData ? 'search-page__results search-page__results--stale' : 'search-page__results'}>
          <h2 className="visually-hidden">
            <FormattedMessage id="search.resultsHeading" />
          </h2>
          <ListingGrid listings={listings} eagerCount={3} />
          {meta ? <Pagination page={page} totalPages={meta.totalPages} /> : null}
        </div>
      )}
    </div>
  );
}

function withPage(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  next.set('page', String(page));
  return next.toString();
}
