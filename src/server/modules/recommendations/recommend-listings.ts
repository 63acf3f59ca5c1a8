import type {
  RecommendationQuery,
  RecommendationResponse,
} from '../../../contracts/recommendations';
import { AppError } from '../../../domain/errors';
import { listingPath } from '../../../domain/listing-urls';
import { itemScenarios, recommendedListingHref } from '../../../domain/recommendations';
import type { Recommender } from '../../../integrations/recommendations/recommender';
import { publishedListingCards, type SearchListingsDeps } from '../search/search-listings';

/**
 * A scenario's tours for this browser (issue 48, decision 164): the recommender's ids, read as public
 * cards (one unpublished meanwhile is left out), each linked with the recommendation id.
 */
export async function recommendListings(
  deps: SearchListingsDeps & { recommender: Recommender },
  query: RecommendationQuery,
  viewer: { visitorId?: string; userId?: string },
): Promise<RecommendationResponse> {
  if (itemScenarios.has(query.scenario) && !query.listingId)
    throw new AppError('validation-invalid-params', `${query.scenario} needs a listingId`, [
      { path: 'listingId', message: 'Required for this scenario' },
    ]);
  const { recommId, listingIds } = await deps.recommender.recommend({
    scenario: query.scenario,
    listingId: query.listingId,
    region: query.region,
    ...viewer,
  });
  const cards = await publishedListingCards(deps, listingIds);
  return {
    recommId,
    data: cards.map((card) => ({
      ...card,
      href: recommendedListingHref(listingPath(card.id, card.title), recommId, query.region),
    })),
  };
}
