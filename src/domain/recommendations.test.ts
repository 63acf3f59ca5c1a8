import { describe, expect, it } from 'vitest';
import {
  isInRegion,
  parseRecommId,
  recommendedListingHref,
  recommIdOf,
  selectRecommendations,
  type RecommendationCandidate,
  type RecommendationContext,
} from './recommendations';

const funchal = { lat: 32.65, lng: -16.91 };
const lisbon = { lat: 38.72, lng: -9.14 };
const ponta = { lat: 37.74, lng: -25.67 };

const tour = (id: string, overrides: Partial<RecommendationCandidate> = {}) => ({
  id,
  authorId: 'operator',
  state: 'published',
  deleted: false,
  ...funchal,
  ...overrides,
});

describe('selectRecommendations', () => {
  it.each<[string, RecommendationCandidate[], RecommendationContext, string[]]>([
    ['keeps the order given', [tour('b'), tour('a'), tour('c')], {}, ['b', 'a', 'c']],
    ['never the listing itself', [tour('self'), tour('a')], { listingId: 'self' }, ['a']],
    [
      "never the viewer's own",
      [tour('mine', { authorId: 'me' }), tour('a')],
      { viewerId: 'me' },
      ['a'],
    ],
    [
      'never a closed, draft or deleted one',
      [
        tour('closed', { state: 'closed' }),
        tour('draft', { state: 'draft' }),
        tour('gone', { deleted: true }),
        tour('a'),
      ],
      {},
      ['a'],
    ],
    ['each once', [tour('a'), tour('b'), tour('a')], {}, ['a', 'b']],
    [
      'only the region asked',
      [tour('lisbon', lisbon), tour('funchal'), tour('nowhere', { lat: null, lng: null })],
      { region: 'madeira' },
      ['funchal'],
    ],
    ['any region when none is asked', [tour('lisbon', lisbon), tour('a')], {}, ['lisbon', 'a']],
    [
      'at most 8',
      Array.from({ length: 12 }, (_, i) => tour(`t${i}`)),
      {},
      ['t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7'],
    ],
    ['fewer when asked', [tour('a'), tour('b'), tour('c')], { count: 2 }, ['a', 'b']],
    [
      'never more than 8 when asked',
      Array.from({ length: 10 }, (_, i) => tour(`t${i}`)),
      { count: 20 },
      ['t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7'],
    ],
    ['nothing from nothing', [], { listingId: 'x' }, []],
  ])('%s', (_name, candidates, context, expected) => {
    expect(selectRecommendations(candidates, context)).toEqual(expected);
  });
});

describe('regions', () => {
  it.each([
    ['madeira', funchal, true],
    ['madeira', lisbon, false],
    ['mainland', lisbon, true],
    ['azores', ponta, true],
    ['azores', funchal, false],
    ['mainland', { lat: null, lng: null }, false],
  ] as const)('%s holds %o: %s', (region, point, expected) => {
    expect(isInRegion(region, point)).toBe(expected);
  });
});

describe('recommId', () => {
  it.each<[string, unknown, string | null]>([
    ['32 lowercase hex', 'a'.repeat(16) + '0123456789abcdef', 'a'.repeat(16) + '0123456789abcdef'],
    ['upper case', 'A'.repeat(32), null],
    ['31 characters', 'a'.repeat(31), null],
    ['33 characters', 'a'.repeat(33), null],
    ['not hex', 'g'.repeat(32), null],
    ['a uuid', '0b6f7c1e-1f0a-4c3e-9a52-2a8f0e3b9d11', null],
    ['empty', '', null],
    ['none', undefined, null],
  ])('%s', (_name, value, expected) => {
    expect(parseRecommId(value as string | undefined)).toBe(expected);
  });

  it('is made of 16 bytes as hex and parses back', () => {
    const id = recommIdOf(Uint8Array.from({ length: 16 }, (_, i) => i * 17));
    expect(id).toBe('00112233445566778899aabbccddeeff');
    expect(parseRecommId(id)).toBe(id);
    expect(() => recommIdOf(new Uint8Array(8))).toThrow();
  });

  it('rides on the listing link, with the region when given', () => {
    const id = 'f'.repeat(32);
    expect(recommendedListingHref('/l/walk/abc', id)).toBe(`/l/walk/abc?recommId=${id}`);
    expect(recommendedListingHref('/l/walk/abc', id, 'madeira')).toBe(
      `/l/walk/abc?recommId=${id}&region=madeira`,
    );
  });
});
