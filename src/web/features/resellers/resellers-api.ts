import { queryOptions } from '@tanstack/react-query';
import type { ResellerGrantBody } from '../../../contracts/octo';
import { callApi } from '../../lib/api-client';

// The operator's resellers (issue 47 item 3, decision 150): grants and the monthly statement.
export const resellerKeys = {
  all: ['resellers'] as const,
  grants: () => [...resellerKeys.all, 'grants'] as const,
  statement: (month: string) => [...resellerKeys.all, 'statement', month] as const,
};

export const resellerGrantsQuery = () =>
  queryOptions({
    queryKey: resellerKeys.grants(),
    queryFn: ({ signal }) =>
      callApi('GET /api/resellers/grants', {}, { signal }).then((r) => r.data),
  });

export const resellerStatementQuery = (month: string) =>
  queryOptions({
    queryKey: resellerKeys.statement(month),
    queryFn: ({ signal }) =>
      callApi('GET /api/resellers/statement', { query: { month } }, { signal }).then((r) => r.data),
  });

export const setResellerGrant = (listingId: string, resellerId: string, body: ResellerGrantBody) =>
  callApi('PUT /api/resellers/grants/:listingId/:resellerId', {
    params: { listingId, resellerId },
    body,
  }).then((r) => r.data);

/** The month `delta` months after 'YYYY-MM'. */
export function addMonths(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}
