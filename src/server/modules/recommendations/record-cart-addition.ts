import type { ListingInteractionBody } from '../../../contracts/recommendations';
import { parseRecommId } from '../../../domain/recommendations';
import type { Recommender } from '../../../integrations/recommendations/recommender';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { recordRecommendationEvent } from './record-recommendation-event';

/**
 * A visitor opened a listing's checkout (issue 48, decision 171): a cart addition for the
 * recommendations, kept like a view, with the link's recommendation id when that is one. A listing
 * that does not exist records nothing.
 */
export async function recordCartAddition(
  deps: { db: Db; recommender: Recommender; clock: Clock },
  body: ListingInteractionBody,
  viewer: { visitorId: string; userId?: string },
): Promise<void> {
  await recordRecommendationEvent(deps, {
    type: 'interaction',
    interaction: {
      kind: body.kind,
      listingId: body.listingId,
      recommId: parseRecommId(body.recommId),
      at: deps.clock.now(),
      ...viewer,
    },
  });
}
