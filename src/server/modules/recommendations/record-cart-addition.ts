import type { ListingInteractionBody } from '../../../contracts/recommendations';
import { parseRecommId } from '../../../domain/recommendations';
import type { Recommender } from '../../../integrations/recommendations/recommender';
import type { Clock } from '../../clock';

/**
 * A visitor opened a listing's checkout (issue 48, decision 171): a cart addition for the
 * recommendations, kept like a view, with the link's recommendation id when that is one. A listing
 * that does not exist records nothing.
 */
export async function recordCartAddition(
  deps: { recommender: Recommender; clock: Clock },
  body: ListingInteractionBody,
  viewer: { visitorId: string; userId?: string },
): Promise<void> {
  await deps.recommender.recordInteraction({
    kind: body.kind,
    listingId: body.listingId,
    recommId: parseRecommId(body.recommId),
    at: deps.clock.now(),
    ...viewer,
  });
}
