import { queryOptions } from '@tanstack/react-query';
import type {
  ResellerGrantBody,
  ResellerGrantsView,
  ResellerStatementView,
} from '../../../contracts/octo';
import { getJson, sendJson } from '../../lib/api';

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
      getJson<{ data: ResellerGrantsView }>('/api/resellers/grants', { signal }).then(
        (r) => r.data,
      ),
  });

export const resellerStatementQuery = (month: string) =>
  queryOptions({
    queryKey: resellerKeys.statement(month),
    queryFn: ({ signal }) =>
      getJson<{ data: ResellerStatementView }>(
        `/api/resellers/statement?month=${encodeURIComponent(month)}`,
        { signal },
      ).then((r) => r.data),
  });

export const setResellerGrant = (listingId: string, resellerId: string, body: ResellerGrantBody) =>
  sendJson<{ data: ResellerGrantsView }>(
    'PUT',
    `/api/resellers/grants/${encodeURIComponent(listingId)}/${encodeURIComponent(resellerId)}`,
    body,
  ).then((r) => r.data);

/** The month `delta` months after 'YYYY-MM'. */
export function addMonths(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}
