import type {
  ListingInteraction,
  ListingView,
  Recommender,
} from '../../../integrations/recommendations/recommender';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { JobHandler } from '../../jobs/job-handler';
import { enqueueJob } from '../../jobs/job-queue';

export const recommendationEventJobKind = 'recommendation-event';

/** What the recommender hears: a detail view, a cart addition or purchase, a visitor merged at sign-in. */
export type RecommendationEvent =
  | { type: 'view'; view: ListingView }
  | { type: 'interaction'; interaction: ListingInteraction }
  | { type: 'merge'; merge: { visitorId: string; userId: string } };

function deliver(recommender: Recommender, event: RecommendationEvent): Promise<void> {
  switch (event.type) {
    case 'view':
      return recommender.recordView(event.view);
    case 'interaction':
      return recommender.recordInteraction(event.interaction);
    case 'merge':
      return recommender.mergeVisitor(event.merge);
  }
}

/**
 * Gives the recommender an interaction (decisions 171 and 174): the local default keeps it at once
 * (its own tables); a hosted service (Recombee) gets it from a `recommendation-event` job after the
 * request, so that its latency or failure never reaches the page and a refusal is retried. A purchase
 * is queued once per transaction.
 */
export async function recordRecommendationEvent(
  deps: { db: Db; clock: Clock; recommender: Recommender },
  event: RecommendationEvent,
): Promise<void> {
  if (deps.recommender.kind === 'local') return deliver(deps.recommender, event);
  const transactionId = event.type === 'interaction' ? event.interaction.transactionId : undefined;
  await enqueueJob(deps.db, deps.clock, {
    kind: recommendationEventJobKind,
    payload: JSON.parse(JSON.stringify(event)) as Record<string, unknown>,
    ...(transactionId ? { key: `${recommendationEventJobKind}:purchase:${transactionId}` } : {}),
  });
}

/** The job: the event as queued (its dates back from JSON), to the configured recommender. */
export const runRecommendationEventJob: JobHandler = async (payload, { deps }) => {
  const event = payload as RecommendationEvent;
  if (event.type === 'view') event.view.at = new Date(event.view.at);
  if (event.type === 'interaction') event.interaction.at = new Date(event.interaction.at);
  await deliver(deps.recommender, event);
};
