import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/api-client';

/** The query key of a listing (the server-rendered page's reads use it too: server-state.ts). */
export const listingKey = (id: string) => ['listing', id] as const;

export const listingQuery = (id: string) =>
  queryOptions({
    queryKey: listingKey(id),
    queryFn: ({ signal }) =>
      callApi('GET /api/listings/:id', { params: { id } }, { signal }).then((r) => r.data),
  });

/** Client errors (4xx) will not go away on a retry; network and server errors get two more tries. */
export const shouldRetry = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;
