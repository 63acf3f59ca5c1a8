import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

// Its own module: the top bar reads it on every page, without the inbox's booking-process rules.
export const notificationCountKey = ['notification-count'] as const;

/** The top bar's count of sales waiting for the operator (at most 100); fetched again when the tab regains focus. */
export const notificationCountQuery = () =>
  queryOptions({
    queryKey: notificationCountKey,
    queryFn: ({ signal }) =>
      callApi('GET /api/notification-count', {}, { signal }).then((r) => r.data.count),
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
