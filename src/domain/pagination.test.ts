import { describe, expect, it } from 'vitest';
import { pageItems, parsePageParam, type PageItem } from './pagination';

// Renders items compactly: numbers, and "…" for a gap.
const show = (items: PageItem[]) =>
  items.map((i) => (i.type === 'page' ? String(i.page) : '…')).join(' ');

describe('pageItems', () => {
  it.each([
    [1, 0, ''],
    [1, -3, ''],
    [1, 1, '1'],
    [1, 2, '1 2'],
    [2, 3, '1 2 3'],
    [1, 5, '1 2 … 5'],
    [3, 5, '1 2 3 4 5'],
    [1, 7, '1 2 … 7'],
    [1, 10, '1 2 … 10'],
    [2, 10, '1 2 3 … 10'],
    [3, 10, '1 2 3 4 … 10'],
    [4, 10, '1 2 3 4 5 … 10'],
    [5, 10, '1 … 4 5 6 … 10'],
    [5, 9, '1 … 4 5 6 … 9'],
    [7, 10, '1 … 6 7 8 9 10'],
    [8, 10, '1 … 7 8 9 10'],
    [10, 10, '1 … 9 10'],
    [500, 1000, '1 … 499 500 501 … 1000'],
    // Out-of-range current pages are clamped for the neighbours shown.
    [0, 10, '1 2 … 10'],
    [99, 10, '1 … 9 10'],
    [2.5, 10, '1 2 … 10'],
  ])('page %i of %i shows "%s"', (current, total, expected) => {
    expect(show(pageItems(current, total))).toBe(expected);
  });

  it('never shows more than 7 items, always the first and last page, and the current page', () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pageItems(current, total);
        const pages = items.flatMap((i) => (i.type === 'page' ? [i.page] : []));
        expect(items.length).toBeLessThanOrEqual(7);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(pages).toContain(current);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
      }
    }
  });
});

describe('parsePageParam', () => {
  it.each([
    [null, 1],
    [undefined, 1],
    ['', 1],
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
    ['0', 1],
    ['-1', 1],
    ['abc', 1],
    ['1.5', 1],
    ['1e3', 1],
    ['10000', 10000],
    ['10001', 1],
    ['99999999999', 1],
  ])('%j gives page %i', (raw, page) => {
    expect(parsePageParam(raw)).toBe(page);
  });
});
