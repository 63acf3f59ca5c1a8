import { randomBytes } from 'node:crypto';
import type {
  RecommendationQuery,
  RecommendationResponse,
} from '../../../contracts/recommendations';
import { AppError } from '../../../domain/errors';
import { listingPath } from '../../../domain/listing-urls';
import { itemScenarios, recommendedListingHref, recommIdOf } from '../../../domain/recommendations';
import type {
  Recommendation,
  Recommender,
} from '../../../integrations/recommendations/recommender';
import { publishedListingCards, type SearchListingsDeps } from '../search/search-listings';

/** How long the recommender may take before the page gets no recommendations (issue 48). */
export const recommendationBudgetMs = 300;

/**
 * A scenario's tours for this browser (issue 48, decision 164): the recommender's ids, read as public
 * cards (one unpublished meanwhile is left out), each linked with the recommendation id.
 */
export async function recommendListings(
  deps: SearchListingsDeps & {
    recommender: Recommender;
    logger: { warn: (details: object, message: string) => void };
  },
  query: RecommendationQuery,
  viewer: { visitorId?: string; userId?: string },
): Promise<RecommendationResponse> {
  if (itemScenarios.has(query.scenario) && !query.listingId)
    throw new AppError('validation-invalid-params', `${query.scenario} needs a listingId`, [
      { path: 'listingId', message: 'Required for this scenario' },
    ]);
  const budgetMs = recommendationBudgetMs;
  const answer = await withinBudget(
    deps.recommender.recommend({
      scenario: query.scenario,
      listingId: query.listingId,
      region: query.region,
      ...viewer,
    }),
    budgetMs,
  ).catch((error: unknown) => {
    // A recommender that fails (a hosted service's fetch error) is only logged: no carousel.
    deps.logger.warn(
      { err: error, scenario: query.scenario },
      'recommendations: the recommender failed',
    );
    return 'failed' as const;
  });
  if (answer === 'failed') return { recommId: recommIdOf(randomBytes(16)), data: [] };
  if (answer === 'late') {
    // A slow recommender costs the page no more than the budget: no carousel, only logged.
    deps.logger.warn(
      { scenario: query.scenario, budgetMs },
      'recommendations: the recommender did not answer in time',
    );
    return { recommId: recommIdOf(randomBytes(16)), data: [] };
  }
  const { recommId, listingIds } = answer;
  const cards = await publishedListingCards(deps, listingIds);
  return {
    recommId,
    data: cards.map((card) => ({
      ...card,
      href: recommendedListingHref(listingPath(card.id, card.title), recommId, query.region),
    })),
  };
}

/** The recommender's answer, or 'late' when it has not come within `ms` (it is then ignored). */
function withinBudget(
  answer: Promise<Recommendation>,
  ms: number,
): Promise<Recommendation | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
    timer.unref();
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}
