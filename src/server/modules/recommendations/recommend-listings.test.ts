// The recommender's budget (issue 48, decision 171): a recommender that never answers costs the
// answer 300 ms, is logged, and gives an empty list (no carousel). Fake timers: no real wait.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Recommender } from '../../../integrations/recommendations/recommender';
import { recommendationBudgetMs, recommendListings } from './recommend-listings';

afterEach(() => {
  vi.useRealTimers();
});

describe('recommendListings', () => {
  it('answers an empty list once the budget has passed, and logs the late recommender', async () => {
    vi.useFakeTimers();
    const warn = vi.fn();
    const never: Recommender = {
      kind: 'local',
      recommend: () => new Promise(() => {}),
      recordView: async () => {},
      recordInteraction: async () => {},
      mergeVisitor: async () => {},
    };
    let settled = false;
    const answer = recommendListings(
      // The database is never read: the answer comes before any card is.
      { recommender: never, logger: { warn } } as unknown as Parameters<
        typeof recommendListings
      >[0],
      { scenario: 'homepage-popular' },
      { visitorId: 'visitor-budget-0001' },
    ).then((value) => {
      settled = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(recommendationBudgetMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual({ recommId: expect.stringMatching(/^[0-9a-f]{32}$/), data: [] });
    expect(recommendationBudgetMs).toBe(300);
    expect(warn).toHaveBeenCalledWith(
      { scenario: 'homepage-popular', budgetMs: 300 },
      'recommendations: the recommender did not answer in time',
    );
  });
});
