import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchPageSize } from '../../../domain/listing';
import { searchParamEntries, searchParamNames, type SearchParams } from '../../../domain/search';
import type { Locale } from '../../i18n/locales';
import { fetchJson } from '../../lib/api';
import type { ApiResponse } from '../../lib/api-client';

// The query strings are the page's own (its URL's filters), so these reads name their routes' answers
// from the endpoint table but build the URL themselves: the typed client would add its code to search's
// first load, the closest to the budget (decision 180).

// The place as shown and its centre only travel in the page's URL; the API filters by the bounds.
const notForTheApi = new Set<string>([
  searchParamNames.address,
  searchParamNames.origin,
  searchParamNames.region,
]);

/**
 * The API query string of a search: the filters, the order and the page, and with keywords the
 * reader's language (the server stems them in it too; English and Portuguese always).
 */
export function apiSearchQueryString(
  params: SearchParams,
  perPage: number,
  language: Locale = 'en',
): string {
  const query = new URLSearchParams(
    searchParamEntries(params).filter(([name]) => !notForTheApi.has(name)),
  );
  if (perPage !== searchPageSize) query.set('perPage', String(perPage));
  if (params.keywords && language !== 'en') query.set('language', language);
  return query.toString();
}

/** One page of search results (spec 000 §7: 36 per page); the previous page stays shown while the next loads. */
export const listingSearchQuery = (
  params: SearchParams,
  perPage = searchPageSize,
  language: Locale = 'en',
) => {
  const query = apiSearchQueryString(params, perPage, language);
  return queryOptions({
    queryKey: ['listing-search', query],
    queryFn: ({ signal }) =>
      fetchJson<ApiResponse<'GET /api/listings'>>(
        'GET',
        `/api/listings${query ? `?${query}` : ''}`,
        undefined,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
};

/**
 * Every result of the search in the map's view (the bounds are among the params), as light points:
 * the map plots them all, not one page. The page, order and page size do not apply.
 */
export const mapPointsQuery = (params: SearchParams, language: Locale = 'en') => {
  const query = new URLSearchParams(
    searchParamEntries({ ...params, page: 1, sort: null }).filter(
      ([name]) => !notForTheApi.has(name) && name !== searchParamNames.page,
    ),
  );
  if (language !== 'en') query.set('language', language);
  const text = query.toString();
  return queryOptions({
    queryKey: ['map-points', text],
    queryFn: ({ signal }) =>
      fetchJson<ApiResponse<'GET /api/listings/map-points'>>(
        'GET',
        `/api/listings/map-points${text ? `?${text}` : ''}`,
        undefined,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
};

/** Suggestions of the location box; the default places for an empty text. */
export const placesQuery = (text: string, language: Locale) =>
  queryOptions({
    queryKey: ['places', language, text],
    queryFn: ({ signal }) =>
      fetchJson<ApiResponse<'GET /api/places'>>(
        'GET',
        `/api/places?${new URLSearchParams({ q: text, language }).toString()}`,
        undefined,
        { signal },
      ).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
