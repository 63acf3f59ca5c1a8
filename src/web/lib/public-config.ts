import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../contracts/search';
import type { PublicMarketplaceSettings } from '../../contracts/settings';
import { providerCommissionPercent } from '../../domain/commission';
import { answerWindowHours, bookableDays } from '../../domain/listing';
import { getJson } from './api';

/** The site's public settings (GET /api/config): map style, card form, message retention, prices. */
export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => getJson<PublicConfig>('/api/config', { signal }),
    // The console's settings change rarely; a page open for long picks a change up within minutes.
    staleTime: 5 * 60_000,
  });

// Until the settings are read (a server-rendered page has them from the start).
const codeDefaults: PublicMarketplaceSettings = {
  providerCommissionPercent,
  customerCommissionPercent: 0,
  bookableDays,
  answerWindowHours: answerWindowHours.default,
};

/** The console's settings the browser prices and dates with (decision 113): the server's, as it charges. */
export function useMarketplaceSettings(): PublicMarketplaceSettings {
  return useQuery(publicConfigQuery()).data?.marketplace ?? codeDefaults;
}
