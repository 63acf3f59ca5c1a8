// Two-way reviews of a booking (spec 000 §3 Review, §4 review rules; docs/decisions/045-talk-and-trust.md).
import type { BookingState, TransitionName } from './booking-process';
import { allowedTransitions } from './transition-guards';

export const reviewRatings = [1, 2, 3, 4, 5] as const;
export type ReviewRating = (typeof reviewRatings)[number];
export const reviewMaxLength = 5000;

/** Who a review is about: the operator (written by the traveller) or the traveller (by the operator). */
export type ReviewType = 'ofProvider' | 'ofCustomer';
export type ReviewerRole = 'customer' | 'provider';

export const reviewTypeBy = (role: ReviewerRole): ReviewType =>
  role === 'customer' ? 'ofProvider' : 'ofCustomer';

export type ReviewDecision =
  | { isAllowed: true; transition: TransitionName }
  | { isAllowed: false; reason: 'already-reviewed' | 'not-reviewable' };

/**
 * The review transition for a party in a state, as the booking process's table allows it
 * (allowedTransitions): the first review while the booking is delivered, the second when the other
 * side reviewed first. Deciding it on the locked row is the server's form of the spec's "retry with
 * the second-review transition on an already-reviewed error".
 */
export function reviewTransitionFor(
  state: BookingState,
  role: ReviewerRole,
  now: Date,
): ReviewDecision {
  const review = allowedTransitions({ state, bookingStart: null }, role, { now }).find(
    (def) => def.isReview,
  );
  if (review) return { isAllowed: true, transition: review.name };
  return {
    isAllowed: false,
    reason: reviewedStates.has(state) ? 'already-reviewed' : 'not-reviewable',
  };
}
const reviewedStates: ReadonlySet<BookingState> = new Set([
  'reviewed-by-customer',
  'reviewed-by-provider',
  'reviewed',
]);

/** Double-blind: reviews are published together when both sides reviewed or the period ran out. */
export const areReviewsPublic = (state: string): boolean => state === 'reviewed';

/** The average of ratings to one decimal, or null without any. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;
}
