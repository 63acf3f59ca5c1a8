import { describe, expect, it } from 'vitest';
import { formatEuroInput, parseEuroInput } from './money-input';

describe('price fields', () => {
  it.each([
    ['45', 4500],
    ['45.5', 4550],
    ['45,50', 4550],
    [' 1 200 ', 120000],
    ['0', 0],
    ['€ 12.05', 1205],
    ['', null],
    ['-5', null],
    ['12.345', null],
    ['abc', null],
    ['1e3', null],
  ])('%j is %j cents', (text, cents) => {
    expect(parseEuroInput(text)).toBe(cents);
  });

  it('shows whole euros without decimals', () => {
    expect([
      formatEuroInput(4500),
      formatEuroInput(4550),
      formatEuroInput(5),
      formatEuroInput(null),
    ]).toEqual(['45', '45.50', '0.05', '']);
  });

  it('writes cents with the reader’s decimal mark, and reads them back', () => {
    expect([
      formatEuroInput(4990, 'pt-PT'),
      formatEuroInput(4990, 'de-DE'),
      formatEuroInput(4990, 'en-GB'),
      formatEuroInput(5000, 'pt-PT'),
    ]).toEqual(['49,90', '49,90', '49.90', '50']);
    expect(parseEuroInput(formatEuroInput(4990, 'fr-FR'))).toBe(4990);
  });
});
