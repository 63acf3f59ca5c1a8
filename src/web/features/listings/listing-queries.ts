import { queryOptions } from '@tanstack/react-query';
import type { ListingShowResponse } from '../../../contracts/listings';
import { ApiError, getJson } from '../../lib/api';

export const listingQuery = (id: string) =>
  queryOptions({
    queryKey: ['listing', id],
    queryFn: ({ signal }) =>
      getJson<ListingShowResponse>(`/api/listings/${encodeURIComponent(id)}`, { signal }).then(
        (r) => r.data,
      ),
  });

/** Client errors (4xx) will not go away on a retry; network and server errors get two more tries. */
export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;
