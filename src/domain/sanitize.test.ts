import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeDeep, sanitizeText } from './sanitize';

describe('sanitizeText (spec 000 §3)', () => {
  it.each([
    ['<script>alert(1)</script>', '＜script＞alert(1)＜/script＞'],
    ['a < b > c', 'a ＜ b ＞ c'],
    ['<<>>', '＜＜＞＞'],
    ['<img src=x onerror="x">', '＜img src=x onerror="x"＞'],
  ])('replaces < and > in %j with full-width look-alikes', (input, expected) => {
    expect(sanitizeText(input)).toBe(expected);
    expect(sanitizeText(input)).toContain('\uFF1C');
  });

  it.each([
    '',
    'Câmara de Lobos — levada walk 🥾',
    'Tom & Jerry\'s "tour" & more; 50% off',
    'line one\nline two\ttab',
    'https://example.com/?a=1&b=2#x',
    '日本語 Ελληνικά',
  ])('leaves %j untouched', (input) => {
    expect(sanitizeText(input)).toBe(input);
  });

  it('never outputs < or >, and changes nothing else (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        const output = sanitizeText(input);
        expect(output).not.toMatch(/[<>]/);
        expect(output.length).toBe(input.length);
        expect(output.replace(/\uFF1C/g, '<').replace(/\uFF1E/g, '>')).toBe(
          input.replace(/\uFF1C/g, '<').replace(/\uFF1E/g, '>'),
        );
      }),
      { numRuns: 1000 },
    );
  });
});

describe('sanitizeDeep', () => {
  it('sanitises every string inside nested objects and arrays, keys and other values untouched', () => {
    const input = {
      title: '<b>Tour</b>',
      price: 4500,
      published: true,
      nothing: null,
      missing: undefined,
      tags: ['<a>', 'plain', ['<deep>']],
      location: { address: 'Rua <1>', coords: [32.65, -16.9], extra: { note: '>' } },
      '<key>': 'keys are not user text',
    };
    expect(sanitizeDeep(input)).toEqual({
      title: '＜b＞Tour＜/b＞',
      price: 4500,
      published: true,
      nothing: null,
      missing: undefined,
      tags: ['＜a＞', 'plain', ['＜deep＞']],
      location: { address: 'Rua ＜1＞', coords: [32.65, -16.9], extra: { note: '＞' } },
      '<key>': 'keys are not user text',
    });
  });

  it('does not modify its input', () => {
    const input = { a: '<x>', list: ['<y>'] };
    sanitizeDeep(input);
    expect(input).toEqual({ a: '<x>', list: ['<y>'] });
  });

  it.each([42, true, null, undefined])('returns the scalar %j as is', (value) => {
    expect(sanitizeDeep(value)).toBe(value);
  });

  it('sanitises a bare string and a bare array', () => {
    expect(sanitizeDeep('<p>')).toBe('＜p＞');
    expect(sanitizeDeep(['<', '>'])).toEqual(['＜', '＞']);
  });

  it('leaves no < or > in any string value of a JSON value (property)', () => {
    const stringValues = (value: unknown): string[] => {
      if (typeof value === 'string') return [value];
      if (Array.isArray(value)) return value.flatMap(stringValues);
      if (value && typeof value === 'object') return Object.values(value).flatMap(stringValues);
      return [];
    };
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const output = sanitizeDeep(value);
        for (const text of stringValues(output)) expect(text).not.toMatch(/[<>]/);
        expect(stringValues(output)).toHaveLength(stringValues(value).length);
      }),
      { numRuns: 300 },
    );
  });
});
