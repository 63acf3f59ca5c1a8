import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalListingPath,
  createSlug,
  isRecommId,
  isUuid,
  listingPath,
  listingPathWithDates,
  parseListingPath,
} from './listing-urls';
import { parseDateRange, searchParamNames } from './search';

const id = '3f2a6c1e-8b4d-4e7a-9c0f-1a2b3c4d5e6f';

describe('createSlug', () => {
  it.each([
    ['Câmara de Lobos', 'camara-de-lobos'],
    ['Levada do Caldeirão Verde', 'levada-do-caldeirao-verde'],
    ['Pico do Arieiro → Pico Ruivo', 'pico-do-arieiro-pico-ruivo'],
    ['Straße & Æsir Øresund', 'strasse-aesir-oresund'],
    ['🌊 Dolphin & whale watching 🐋', 'dolphin-whale-watching'],
    ['  --Jeep Tour!!  ', 'jeep-tour'],
    ['4x4 Off-Road: Porto Moniz', '4x4-off-road-porto-moniz'],
    ['ÉTÉ À FUNCHAL', 'ete-a-funchal'],
  ])('%j -> %j', (title, slug) => {
    expect(createSlug(title)).toBe(slug);
  });

  it.each(['', '   ', '🌊🐋🥾', '日本語のツアー', '---'])(
    'falls back to no-slug for %j',
    (title) => {
      expect(createSlug(title)).toBe('no-slug');
    },
  );

  it('cuts long titles to at most 80 characters without a trailing dash', () => {
    const slug = createSlug('Full day '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^full-day-full-day/);
    expect(slug.endsWith('-')).toBe(false);
    expect(createSlug('a'.repeat(200))).toBe('a'.repeat(80));
  });

  it('always gives a non-empty slug of lower-case letters, digits and single dashes (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (title) => {
        const slug = createSlug(title);
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(80);
        // A slug makes a listing path that parses back to the same id.
        expect(parseListingPath(listingPath(id, title))).toEqual({ id, slug });
      }),
      { numRuns: 1000 },
    );
  });
});

describe('listingPath and canonicalListingPath', () => {
  it('builds /l/{slug}/{id}', () => {
    expect(listingPath(id, 'Câmara de Lobos sunset')).toBe(`/l/camara-de-lobos-sunset/${id}`);
    expect(listingPath(id, '')).toBe(`/l/no-slug/${id}`);
  });

  it('builds the canonical /l/{id}', () => {
    expect(canonicalListingPath(id)).toBe(`/l/${id}`);
  });
});

describe('parseListingPath (spec 000 §2)', () => {
  it.each([
    [`/l/levada-walk/${id}`, { id, slug: 'levada-walk' }],
    [`/l/levada-walk/${id}/`, { id, slug: 'levada-walk' }],
    [`/l/${id}`, { id, slug: null }],
    [`/l/${id.toUpperCase()}`, { id, slug: null }],
    [`/l/new/${id}`, { id, slug: 'new' }],
  ])('accepts %s', (path, expected) => {
    expect(parseListingPath(path)).toEqual(expected);
  });

  it.each([
    `/l/levada-walk/${id}/checkout`,
    `/l/levada-walk/${id}/checkout/`,
    `/l/levada-walk/${id}/draft/description`,
    '/l/new',
    '/l',
    '/l/',
    '/l/levada-walk/not-a-uuid',
    '/l/levada-walk/12345',
    `/l/levada-walk/${id.slice(0, -1)}`,
    `/l/levada-walk/${id}0`,
    `/l/levada-walk/${id.replace(/-/g, '')}`,
    `/l/a/b/${id}`,
    `/x/levada-walk/${id}`,
    `/u/${id}`,
    `l/${id}`,
  ])('rejects %s', (path) => {
    expect(parseListingPath(path)).toBeNull();
  });
});

describe('isUuid', () => {
  it('accepts uuids in either case and nothing else', () => {
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
    expect(isUuid(`${id} `)).toBe(false);
    expect(isUuid('g'.repeat(8) + id.slice(8))).toBe(false);
  });
});

describe('isRecommId (spec 000 §2)', () => {
  it.each(['0123456789abcdef0123456789abcdef', 'ABCDEF0123456789ABCDEF0123456789', 'f'.repeat(32)])(
    'accepts %s',
    (value) => {
      expect(isRecommId(value)).toBe(true);
    },
  );

  it.each([
    ['31 characters', 'a'.repeat(31)],
    ['33 characters', 'a'.repeat(33)],
    ['non-hex g', `${'a'.repeat(31)}g`],
    ['a uuid with dashes', id],
    ['surrounding spaces', ` ${'a'.repeat(32)} `],
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
  ])('rejects %s', (_label, value) => {
    expect(isRecommId(value)).toBe(false);
  });

  it('accepts exactly the 32-hex strings (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-fA-F]{32}$/), (value) => {
        expect(isRecommId(value)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        expect(isRecommId(value)).toBe(/^[0-9a-f]{32}$/i.test(value));
      }),
    );
  });
});

describe('listingPathWithDates (decision 085)', () => {
  it('carries the searched dates in the search’s own parameter, read back by the search’s parser', () => {
    const dates = { start: '2026-12-05', end: '2026-12-06' };
    const href = listingPathWithDates(id, 'Levada do Rei', dates);
    expect(href).toBe(`/l/levada-do-rei/${id}?dates=2026-12-05,2026-12-06`);
    const url = new URL(href, 'https://levada.example');
    expect(parseListingPath(url.pathname)).toEqual({ id, slug: 'levada-do-rei' });
    expect(parseDateRange(url.searchParams.get(searchParamNames.dates)!)).toEqual(dates);
  });

  it('is the bare listing path without dates', () => {
    expect(listingPathWithDates(id, 'Levada do Rei', null)).toBe(listingPath(id, 'Levada do Rei'));
    expect(listingPathWithDates(id, 'Levada do Rei', undefined)).toBe(`/l/levada-do-rei/${id}`);
  });
});
