import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListingShowResponse } from '../../../contracts/listings';
import type { ListingSearchResponse } from '../../../contracts/search';
import type { ListingSortKey } from '../../../domain/listing';
import { ApiError, getJson, toQueryString } from '../../lib/api';

export type ListingSearch = {
  page: number;
  perPage?: number;
  sort: ListingSortKey;
  /** Forwarded as given; the API ignores filters it does not know yet. */
  keywords?: string | null;
  categories?: string | null;
};

export const listingsQuery = (search: ListingSearch) =>
  queryOptions({
    queryKey: ['listings', search],
    queryFn: ({ signal }) =>
      getJson<ListingSearchResponse>(
        `/api/listings${toQueryString({
          page: search.page,
          perPage: search.perPage,
          sort: search.sort,
          keywords: search.keywords,
          pub_categories: search.categories,
        })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const listingQuery = (id: string) =>
  queryOptions({
    queryKey: ['listing', id],
    queryFn: ({ signal }) => getJson<ListingShowResponse>(`/api/listings/${encodeURIComponent(id)}`, { signal }).then((r) => r.data),
  });

/** Client errors (4xx) will not go away on a retry; network and server errors get two more tries. */
export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;
