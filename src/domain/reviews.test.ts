import { describe, expect, it } from 'vitest';
import { bookingStates, bookingTransitions } from './booking-process';
import { areReviewsPublic, averageRating, reviewTransitionFor } from './reviews';

const now = new Date('2026-06-01T09:00:00Z');

describe('which review transition a party fires', () => {
  it.each([
    ['delivered', 'customer', { isAllowed: true, transition: 'review-1-by-customer' }],
    ['delivered', 'provider', { isAllowed: true, transition: 'review-1-by-provider' }],
    ['reviewed-by-customer', 'provider', { isAllowed: true, transition: 'review-2-by-provider' }],
    ['reviewed-by-provider', 'customer', { isAllowed: true, transition: 'review-2-by-customer' }],
    ['reviewed-by-customer', 'customer', { isAllowed: false, reason: 'already-reviewed' }],
    ['reviewed-by-provider', 'provider', { isAllowed: false, reason: 'already-reviewed' }],
    ['reviewed', 'customer', { isAllowed: false, reason: 'already-reviewed' }],
    ['accepted', 'customer', { isAllowed: false, reason: 'not-reviewable' }],
    ['preauthorized', 'provider', { isAllowed: false, reason: 'not-reviewable' }],
  ] as const)('%s, by the %s', (state, role, expected) => {
    expect(reviewTransitionFor(state, role, now)).toEqual(expected);
  });

  it('only ever names a transition of the process that leaves that state and that party may fire', () => {
    for (const state of bookingStates) {
      for (const role of ['customer', 'provider'] as const) {
        const decision = reviewTransitionFor(state, role, now);
        if (!decision.isAllowed) continue;
        const def = bookingTransitions.find((t) => t.name === decision.transition)!;
        expect([def.from, def.actors.includes(role)]).toEqual([state, true]);
      }
    }
  });

  it('publishes only when the process reached reviewed (both reviewed, or a period expired)', () => {
    expect(bookingStates.filter(areReviewsPublic)).toEqual(['reviewed']);
    const intoReviewed = bookingTransitions
      .filter((t) => t.to === 'reviewed')
      .map((t) => t.name)
      .sort();
    expect(intoReviewed).toEqual([
      'expire-customer-review-period',
      'expire-provider-review-period',
      'expire-review-period',
      'review-2-by-customer',
      'review-2-by-provider',
    ]);
  });
});

describe('the average rating', () => {
  it.each([
    [[], null],
    [[5], 5],
    [[4, 5], 4.5],
    [[5, 4, 4], 4.3],
    [[1, 2, 2], 1.7],
  ])('%j → %s', (ratings, expected) => {
    expect(averageRating(ratings)).toBe(expected);
  });
});
