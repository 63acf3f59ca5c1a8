import type { Recommender } from '../../../integrations/recommendations/recommender';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { recordRecommendationEvent } from './record-recommendation-event';

/**
 * A visitor signed in or up (issue 48, decision 171): the browser's anonymous views and cart
 * additions (the visitor cookie) become the user's, so that "recently viewed" follows them. A failure
 * is only logged: it never stops a sign-in.
 */
export async function mergeVisitorRecommendations(
  deps: {
    db: Db;
    clock: Clock;
    recommender: Recommender;
    logger: { warn: (details: object, message: string) => void };
  },
  visitorId: string | undefined,
  userId: string,
): Promise<void> {
  if (!visitorId) return;
  try {
    await recordRecommendationEvent(deps, { type: 'merge', merge: { visitorId, userId } });
  } catch (error) {
    deps.logger.warn({ err: error, userId }, 'recommendations: the visitor was not merged');
  }
}
