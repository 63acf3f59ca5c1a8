import { queryOptions } from '@tanstack/react-query';
import type { RecommendationResponse } from '../../../contracts/recommendations';
import type { RecommendationScenario } from '../../../domain/recommendations';
import { getJson } from '../../lib/api';

/** Query keys of the recommendations (decision 164): one per scenario, listing and region. */
export const recommendationKeys = {
  all: ['recommendations'] as const,
  scenario: (scenario: RecommendationScenario, listingId?: string, region?: string) =>
    [...recommendationKeys.all, scenario, listingId ?? null, region ?? null] as const,
};

export const recommendationsQuery = (
  scenario: RecommendationScenario,
  listingId?: string,
  region?: string,
) =>
  queryOptions({
    queryKey: recommendationKeys.scenario(scenario, listingId, region),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ scenario });
      if (listingId) params.set('listingId', listingId);
      if (region) params.set('region', region);
      return getJson<RecommendationResponse>(`/api/recommendations?${params}`, { signal });
    },
    // A failed carousel is not shown (spec 001 §7): no retries that keep the page busy.
    retry: false,
    staleTime: 60_000,
  });
