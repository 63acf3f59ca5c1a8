import type { ListingViewBody } from '../../../contracts/recommendations';
import { parseRecommId } from '../../../domain/recommendations';
import type { Recommender } from '../../../integrations/recommendations/recommender';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { recordRecommendationEvent } from './record-recommendation-event';

/**
 * A visitor saw a listing's page (issue 48, decision 164): the view is kept for recently viewed and
 * co-viewed tours, with the recommendation id its link carried when that is one (else ignored). A
 * listing that does not exist records nothing.
 */
export async function recordListingView(
  deps: { db: Db; recommender: Recommender; clock: Clock },
  body: ListingViewBody,
  viewer: { visitorId: string; userId?: string },
): Promise<void> {
  await recordRecommendationEvent(deps, {
    type: 'view',
    view: {
      listingId: body.listingId,
      recommId: parseRecommId(body.recommId),
      at: deps.clock.now(),
      ...viewer,
    },
  });
}
