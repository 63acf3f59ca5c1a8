import { queryOptions } from '@tanstack/react-query';
import type { RecommendationRegion, RecommendationScenario } from '../../../domain/recommendations';
import { callApi } from '../../lib/api-client';

/** Query keys of the recommendations (decision 164): one per scenario, listing and region. */
export const recommendationKeys = {
  all: ['recommendations'] as const,
  scenario: (scenario: RecommendationScenario, listingId?: string, region?: RecommendationRegion) =>
    [...recommendationKeys.all, scenario, listingId ?? null, region ?? null] as const,
};

export const recommendationsQuery = (
  scenario: RecommendationScenario,
  listingId?: string,
  region?: RecommendationRegion,
) =>
  queryOptions({
    queryKey: recommendationKeys.scenario(scenario, listingId, region),
    queryFn: ({ signal }) =>
      callApi('GET /api/recommendations', { query: { scenario, listingId, region } }, { signal }),
    // A failed carousel is not shown (spec 001 §7): no retries that keep the page busy.
    retry: false,
    staleTime: 60_000,
  });
