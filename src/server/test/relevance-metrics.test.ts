import { describe, expect, it } from 'vitest';
import { ndcgAtK, precisionAtK } from './relevance-metrics';

const relevant = new Set(['a', 'b']);

describe('precisionAtK', () => {
  it.each([
    [['a', 'b'], 1],
    [['b', 'a', 'x'], 2 / 3],
    [['a', 'b', 'x', 'y', 'z'], 0.4],
    [['x', 'y', 'z', 'w', 'a'], 0.2],
    [['a'], 0.5],
    [['x', 'y', 'z', 'w', 'v', 'a', 'b'], 0],
    [[], 0],
  ])('%j scores %d', (ranked, expected) => {
    expect(precisionAtK(ranked, relevant, 5)).toBe(expected);
  });

  it('counts at most k relevant results', () => {
    const many = new Set(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(precisionAtK(['a', 'b', 'c', 'x', 'd'], many, 5)).toBe(0.8);
  });
});

describe('ndcgAtK', () => {
  it('is 1 when the relevant listings come first, in either order', () => {
    expect(ndcgAtK(['a', 'b', 'x'], relevant, 5)).toBe(1);
    expect(ndcgAtK(['b', 'a'], relevant, 5)).toBe(1);
  });

  it('falls as relevant listings move down and is 0 when none is in the first k', () => {
    const second = ndcgAtK(['x', 'a', 'b'], relevant, 5);
    const fourth = ndcgAtK(['x', 'y', 'z', 'a', 'b'], relevant, 5);
    expect(second).toBeLessThan(1);
    expect(fourth).toBeLessThan(second);
    expect(ndcgAtK(['x', 'y', 'z', 'w', 'v', 'a'], relevant, 5)).toBe(0);
    // One relevant at 1, the other at 3: (1 + 1/log2(4)) / (1 + 1/log2(3)).
    expect(ndcgAtK(['a', 'x', 'b'], relevant, 5)).toBeCloseTo(
      (1 + 0.5) / (1 + 1 / Math.log2(3)),
      10,
    );
  });
});
