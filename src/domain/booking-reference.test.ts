import { describe, expect, it } from 'vitest';
import {
  bookingReferenceOf,
  referenceAlphabet,
  referenceNumberOf,
  referenceSpace,
  scrambleReferenceNumber,
  unscrambleReferenceNumber,
} from './booking-reference';

describe('booking references', () => {
  it('a million bookings get a million different references', () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 1_000_000; n++) seen.add(bookingReferenceOf(n));
    expect(seen.size).toBe(1_000_000);
  });

  it.each([1, 2, 3, 1000, 999_999, referenceSpace - 1])('%i reads back from its reference', (n) => {
    const reference = bookingReferenceOf(n);
    expect(reference).toMatch(/^LV-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(referenceNumberOf(reference)).toBe(n);
  });

  it('the alphabet has no look-alikes', () => {
    for (const char of '01ILO') expect(referenceAlphabet).not.toContain(char);
    expect(new Set(referenceAlphabet).size).toBe(referenceAlphabet.length);
  });

  it('consecutive bookings do not read as consecutive', () => {
    expect(bookingReferenceOf(1).slice(0, 6)).not.toBe(bookingReferenceOf(2).slice(0, 6));
  });

  it('the scramble is a permutation inside the space', () => {
    for (const n of [0, 1, 17, 123_456, referenceSpace - 1]) {
      const scrambled = scrambleReferenceNumber(n);
      expect(scrambled).toBeGreaterThanOrEqual(0);
      expect(scrambled).toBeLessThan(referenceSpace);
      expect(unscrambleReferenceNumber(scrambled)).toBe(n);
    }
  });

  const code = bookingReferenceOf(4242).slice(3);
  it.each<[string, number | null]>([
    [`LV-${code}`, 4242],
    [`lv-${code.toLowerCase()}`, 4242],
    [` LV ${code.slice(0, 3)} ${code.slice(3)} `, 4242],
    [code, 4242],
    ['LV-0O0O0O', null],
    ['LV-ABC', null],
    [`XX-${code}`, null],
    [`LV-${code}Z`, null],
  ])('%j reads as %s', (typed, number) => {
    expect(referenceNumberOf(typed)).toBe(number);
  });

  it('refuses numbers outside the space', () => {
    expect(() => bookingReferenceOf(-1)).toThrow(RangeError);
    expect(() => bookingReferenceOf(referenceSpace)).toThrow(RangeError);
  });
});
