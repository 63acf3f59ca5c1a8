import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toQueryString } from '../../lib/api';
import { apiUrl, callApi } from '../../lib/api-client';

// The operator's departures and manifests (issue 46 item 1; decision 147).

// A tab of the operator's inbox (/inbox/departures), not routes of their own: the route table is in
// every page's first download (decision 147).
export const departuresTab = 'departures';
/** The departures of a day. */
export const dayPath = (date: string) => `/inbox/departures?date=${date}`;
/** A departure's manifest. */
export const manifestPath = (listingId: string, start: string) =>
  `/inbox/departures${toQueryString({ listing: listingId, start })}`;
export const manifestCsvUrl = (listingId: string, start: string) =>
  apiUrl('GET /api/departures/:listingId/:start/manifest.csv', { params: { listingId, start } });

export const departuresKeys = {
  all: ['departures'] as const,
  day: (date: string | null) => ['departures', 'day', date] as const,
  manifest: (listingId: string, start: string) =>
    ['departures', 'manifest', listingId, start] as const,
};

export const departuresQuery = (date: string | null) =>
  queryOptions({
    queryKey: departuresKeys.day(date),
    queryFn: ({ signal }) =>
      callApi('GET /api/departures', { query: { date: date ?? undefined } }, { signal }).then(
        (r) => r.data,
      ),
    staleTime: 0,
  });

export const manifestQuery = (listingId: string, start: string) =>
  queryOptions({
    queryKey: departuresKeys.manifest(listingId, start),
    queryFn: ({ signal }) =>
      callApi(
        'GET /api/departures/:listingId/:start/manifest',
        { params: { listingId, start } },
        { signal },
      ).then((r) => r.data),
    staleTime: 0,
  });

/** 'YYYY-MM-DD' moved by whole days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The operator confirms a departure under its minimum group size anyway (decision 157). */
export function useConfirmDeparture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (departure: { listingId: string; start: string }) =>
      callApi('POST /api/departures/:listingId/:start/confirm', { params: departure }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: departuresKeys.all }),
  });
}
