import { describe, expect, it } from 'vitest';
import {
  boundsAround,
  canonicalSearchQueryString,
  effectiveSort,
  emptySearchParams,
  isInBounds,
  isSortOptionEnabled,
  keywordTerms,
  parseBounds,
  parseDateRange,
  parseKeyList,
  parseLatLng,
  parseMinDuration,
  parsePriceRange,
  parseSearchParams,
  protectedSearchWord,
  toSearchQueryString,
} from './search';
import { categoryKeys } from './listing';

describe('parseLatLng (a pair of numbers)', () => {
  it.each([
    ['32.65,-16.91', { lat: 32.65, lng: -16.91 }],
    [' 32.65 , -16.91 ', { lat: 32.65, lng: -16.91 }],
    ['0,0', { lat: 0, lng: 0 }],
    ['-90,180', { lat: -90, lng: 180 }],
  ])('reads %j', (raw, expected) => {
    expect(parseLatLng(raw)).toEqual(expected);
  });

  it.each([
    ['32.65'],
    ['32.65,-16.91,1'],
    ['a,b'],
    ['91,0'],
    ['0,181'],
    ['1e2,3'],
    ['0x10,1'],
    ['Infinity,1'],
    [','],
    ['32.65,'],
  ])('ignores %j', (raw) => {
    expect(parseLatLng(raw)).toBeNull();
  });
});

describe('parseBounds (four numbers: NE lat, NE lng, SW lat, SW lng)', () => {
  it('reads four numbers', () => {
    expect(parseBounds('32.9,-16.6,32.6,-17.3')).toEqual({
      ne: { lat: 32.9, lng: -16.6 },
      sw: { lat: 32.6, lng: -17.3 },
    });
  });

  it('accepts a box across the 180° meridian', () => {
    expect(parseBounds('10,-170,0,170')).toEqual({
      ne: { lat: 10, lng: -170 },
      sw: { lat: 0, lng: 170 },
    });
  });

  it.each([
    ['32.9,-16.6,32.6'],
    ['32.9,-16.6,32.6,-17.3,1'],
    ['32.6,-16.6,32.9,-17.3'],
    ['95,0,0,0'],
    ['1,200,0,0'],
    ['a,b,c,d'],
    [''],
  ])('ignores %j', (raw) => {
    expect(parseBounds(raw)).toBeNull();
  });
});

describe('parsePriceRange (exactly two comma-separated values, euros)', () => {
  it.each([
    ['0,300', { min: 0, max: null }],
    ['10,100', { min: 1000, max: 10000 }],
    ['25,25', { min: 2500, max: 2500 }],
    ['12.5,99.99', { min: 1250, max: 9999 }],
    ['50,500', { min: 5000, max: null }],
  ])('reads %j', (raw, expected) => {
    expect(parsePriceRange(raw)).toEqual(expected);
  });

  it.each([
    ['10'],
    ['10,20,30'],
    ['20,10'],
    ['-5,10'],
    ['a,10'],
    ['10,'],
    ['1.234,5'],
    ['1e3,2e3'],
  ])('ignores %j', (raw) => {
    expect(parsePriceRange(raw)).toBeNull();
  });
});

describe('parseDateRange (two values)', () => {
  it.each([
    ['2026-07-01,2026-07-03', { start: '2026-07-01', end: '2026-07-03' }],
    ['2026-07-01,2026-07-01', { start: '2026-07-01', end: '2026-07-01' }],
  ])('reads %j', (raw, expected) => {
    expect(parseDateRange(raw)).toEqual(expected);
  });

  it.each([
    ['2026-07-01'],
    ['2026-07-01,2026-07-02,2026-07-03'],
    ['2026-07-03,2026-07-01'],
    ['2026-02-30,2026-03-01'],
    ['01/07/2026,02/07/2026'],
    ['2026-7-1,2026-7-2'],
  ])('ignores %j', (raw) => {
    expect(parseDateRange(raw)).toBeNull();
  });
});

describe('parseMinDuration (only an integer)', () => {
  it.each([
    ['0', 0],
    ['60', 60],
    ['120', 120],
    [' 90 ', 90],
  ])('reads %j', (raw, expected) => {
    expect(parseMinDuration(raw)).toBe(expected);
  });

  it.each([['1.5'], ['-60'], ['sixty'], ['60min'], ['1e2'], ['9999999']])('ignores %j', (raw) => {
    expect(parseMinDuration(raw)).toBeNull();
  });
});

describe('parseKeyList', () => {
  it('reads known keys and drops duplicates', () => {
    expect(parseKeyList('hiking, boattours,hiking', categoryKeys)).toEqual(['hiking', 'boattours']);
  });

  it('refuses a list with an unknown key', () => {
    expect(parseKeyList('hiking,skydiving', categoryKeys)).toBeNull();
  });
});

describe('keywordTerms', () => {
  it.each([
    ['Levadas do Caldeirão', ['levadas', 'do', 'caldeirão']],
    ['  whale-watching!! ', ['whale', 'watching']],
    ["'; drop table listings; --", ['drop', 'table', 'listings']],
    ['a a a', ['a']],
    [
      'one two three four five six seven eight nine ten',
      ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'],
    ],
    ['!!!', []],
  ])('%j searches %j', (raw, expected) => {
    expect(keywordTerms(raw)).toEqual(expected);
  });
});

describe('parseSearchParams', () => {
  it('reads every parameter', () => {
    const { params, invalid } = parseSearchParams(
      new URLSearchParams({
        page: '2',
        keywords: 'levada',
        pub_categories: 'hiking,boattours',
        pub_duration: '3to4',
        pub_pickup: 'yes',
        price: '10,80',
        dates: '2026-07-01,2026-07-03',
        minDuration: '60',
        bounds: '32.9,-16.6,32.6,-17.3',
        origin: '32.65,-16.91',
        address: 'Funchal, Madeira',
        region: 'madeira',
        sort: 'relevance',
      }),
    );
    expect(invalid).toEqual([]);
    expect(params).toEqual({
      page: 2,
      keywords: 'levada',
      categories: ['hiking', 'boattours'],
      durations: ['3to4'],
      pickup: 'yes',
      price: { min: 1000, max: 8000 },
      dates: { start: '2026-07-01', end: '2026-07-03' },
      minDuration: 60,
      bounds: { ne: { lat: 32.9, lng: -16.6 }, sw: { lat: 32.6, lng: -17.3 } },
      origin: { lat: 32.65, lng: -16.91 },
      address: 'Funchal, Madeira',
      region: 'madeira',
      sort: 'relevance',
    });
  });

  it('treats no parameters and empty values as no filter', () => {
    expect(parseSearchParams({})).toEqual({ params: emptySearchParams, invalid: [] });
    expect(parseSearchParams({ price: '', dates: ' ', keywords: '' })).toEqual({
      params: emptySearchParams,
      invalid: [],
    });
  });

  it('leaves malformed values out and names them', () => {
    const { params, invalid } = parseSearchParams({
      page: '0',
      pub_categories: 'hiking,skydiving',
      pub_duration: 'forever',
      pub_pickup: 'maybe',
      price: '10',
      dates: '2026-07-01',
      minDuration: '1.5',
      bounds: '1,2,3',
      origin: '32.6',
      region: 'Madeira Island!',
      sort: 'name',
    });
    expect(params).toEqual(emptySearchParams);
    expect(invalid).toEqual([
      'page',
      'pub_categories',
      'pub_duration',
      'pub_pickup',
      'price',
      'dates',
      'minDuration',
      'bounds',
      'origin',
      'region',
      'sort',
    ]);
  });

  it('ignores keywords with nothing to search for', () => {
    expect(parseSearchParams({ keywords: '?!' }).params.keywords).toBeNull();
  });

  it('refuses overly long text', () => {
    expect(
      parseSearchParams({ keywords: 'x'.repeat(201), address: 'y'.repeat(201) }).invalid,
    ).toEqual(['keywords', 'address']);
  });
});

describe('query strings', () => {
  const params = parseSearchParams(
    new URLSearchParams(
      'address=Funchal&origin=32.65,-16.91&bounds=32.7,-16.8,32.6,-17&keywords=levada&pub_categories=hiking&pub_duration=1to2&pub_pickup=no&price=0,300&dates=2026-07-01,2026-07-02&minDuration=0&region=madeira&sort=-price&page=3',
    ),
  ).params;

  it('round-trips through toSearchQueryString', () => {
    expect(parseSearchParams(new URLSearchParams(toSearchQueryString(params))).params).toEqual({
      ...params,
      minDuration: null,
    });
  });

  it('writes an open-ended price as the slider top and leaves out "any length"', () => {
    const text = toSearchQueryString(params);
    expect(text).toContain('price=0%2C300');
    expect(text).not.toContain('minDuration');
  });

  it('keeps only address, bounds, pub_categories, region and sort in the canonical URL', () => {
    expect(canonicalSearchQueryString(params)).toBe(
      'address=Funchal&bounds=32.7%2C-16.8%2C32.6%2C-17&pub_categories=hiking&region=madeira&sort=-price',
    );
  });

  it('drops minDuration without dates', () => {
    expect(toSearchQueryString({ ...emptySearchParams, minDuration: 60 })).toBe('');
  });
});

describe('sorting', () => {
  it.each([
    [{ keywords: null, sort: null }, '-createdAt'],
    [{ keywords: null, sort: 'relevance' as const }, '-createdAt'],
    [{ keywords: null, sort: 'price' as const }, 'price'],
    [{ keywords: 'levada', sort: null }, 'relevance'],
    [{ keywords: 'levada', sort: '-price' as const }, '-price'],
  ])('%j sorts by %s', (params, expected) => {
    expect(effectiveSort(params)).toBe(expected);
  });

  it('enables every order with keywords, and all but relevance without', () => {
    expect(isSortOptionEnabled('relevance', true)).toBe(true);
    for (const key of ['-price', 'price', 'rating', '-createdAt', 'createdAt'] as const)
      expect(isSortOptionEnabled(key, true), key).toBe(true);
    expect(isSortOptionEnabled('relevance', false)).toBe(false);
    expect(isSortOptionEnabled('createdAt', false)).toBe(true);
  });
});

describe('boundsAround and isInBounds', () => {
  it('makes a box of about 1 km each way that contains the centre', () => {
    const center = { lat: 32.65, lng: -16.91 };
    const box = boundsAround(center, 1000);
    expect(box.ne.lat - center.lat).toBeCloseTo(0.00898, 4);
    expect(box.ne.lng - center.lng).toBeCloseTo(0.01067, 4);
    expect(isInBounds(center, box)).toBe(true);
    expect(isInBounds({ lat: 32.67, lng: -16.91 }, box)).toBe(false);
  });

  it('wraps across the 180° meridian', () => {
    const box = { ne: { lat: 10, lng: -170 }, sw: { lat: 0, lng: 170 } };
    expect(isInBounds({ lat: 5, lng: 179 }, box)).toBe(true);
    expect(isInBounds({ lat: 5, lng: -175 }, box)).toBe(true);
    expect(isInBounds({ lat: 5, lng: 0 }, box)).toBe(false);
  });
});

describe('protectedSearchWord (domain words never stemmed)', () => {
  it.each([
    ['levada', 'levada'],
    ['Levadas', 'levada'],
    ['PONCHA', 'poncha'],
    ['veredas', 'vereda'],
    ['miradouros', 'miradouro'],
    ['fajãs', 'faja'],
    ['caldeirões', 'caldeirao'],
    ['Caldeirão', 'caldeirao'],
  ])('%j is %j', (word, root) => {
    expect(protectedSearchWord(word)).toBe(root);
  });

  it.each([['leva'], ['levam'], ['levar'], ['ver'], ['levadinha'], ['walk'], ['']])(
    '%j is not protected',
    (word) => {
      expect(protectedSearchWord(word)).toBeNull();
    },
  );
});
