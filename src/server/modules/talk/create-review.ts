import { randomUUID } from 'node:crypto';
import type { CreateReviewBody, Review } from '../../../contracts/talk';
import { AppError } from '../../../domain/errors';
import { reviewTransitionFor, reviewTypeBy } from '../../../domain/reviews';
import { sanitizeText } from '../../../domain/sanitize';
import type { AppDeps } from '../../app-deps';
import { reviews } from '../../db/schema';
import {
  actorOf,
  applyTransition,
  lockTransaction,
  runInTransaction,
} from '../transactions/transition-transaction';
import { toReviews } from './list-reviews';

/**
 * A party reviews the other after the tour: the review row and its review transition (first or
 * second, chosen on the locked row) in one db transaction, through the engine. A second review by the
 * same party is transaction-already-reviewed-by-{role}; before completion, an invalid transition.
 */
export async function createReview(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payments' | 'config' | 'imageStorage'>,
  input: { transactionId: string; authorId: string; body: CreateReviewBody },
): Promise<Review> {
  const id = randomUUID();
  await runInTransaction(deps, false, async (tx) => {
    const row = await lockTransaction(tx, input.transactionId);
    if (!row) throw new AppError('not-found', 'Transaction not found');
    const actor = actorOf(row, { userId: input.authorId });
    if (actor !== 'customer' && actor !== 'provider')
      throw new AppError('not-found', 'Transaction not found');
    const decision = reviewTransitionFor(row.state, actor, deps.clock.now());
    if (!decision.isAllowed) {
      if (decision.reason === 'already-reviewed') {
        throw new AppError(
          `transaction-already-reviewed-by-${actor}`,
          'You have already reviewed this booking',
        );
      }
      throw new AppError(
        'transaction-invalid-transition',
        'Reviews open once the tour has taken place',
        [{ code: 'not-reviewable', state: row.state }],
      );
    }
    await tx.insert(reviews).values({
      id,
      transactionId: row.id,
      listingId: row.listingId,
      authorId: input.authorId,
      subjectId: actor === 'customer' ? row.providerId : row.customerId,
      type: reviewTypeBy(actor),
      rating: input.body.rating,
      content: sanitizeText(input.body.content),
      createdAt: deps.clock.now(),
    });
    await applyTransition(tx, deps, row, {
      transition: decision.transition,
      actor,
      params: {},
      isSpeculative: false,
    });
  });
  const [review] = await toReviews(deps, { ids: [id] });
  return review!;
}
