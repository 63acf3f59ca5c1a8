import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicMarketplaceSettings } from '../../contracts/settings';
import { callApi } from './api-client';

// Rides in the query chunk every page loads (vite.config.ts): no runtime import of the app's rules here.

/** The site's public settings (GET /api/config): map style, card form, message retention, prices. */
export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => callApi('GET /api/config', {}, { signal }),
    // The console's settings change rarely; a page open for long picks a change up within minutes.
    staleTime: 5 * 60_000,
  });

/**
 * The console's settings the browser prices and dates with (decision 113): the server's, as it
 * charges. Until they are read (a server-rendered page has them from the start) each field is
 * undefined and the caller's rule takes its code default.
 */
export function useMarketplaceSettings(): Partial<PublicMarketplaceSettings> {
  return useQuery(publicConfigQuery()).data?.marketplace ?? {};
}
