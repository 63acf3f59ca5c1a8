import { describe, expect, it } from 'vitest';
import { birthDateOf, birthYears, checkBirthDate, checkIdNumber } from './payout-person';

const today = new Date('2026-11-23T10:00:00Z');

describe('birth date', () => {
  it.each([
    [{ day: 29, month: 2, year: 2000 }, true],
    [{ day: 29, month: 2, year: 2001 }, false],
    [{ day: 31, month: 4, year: 1990 }, false],
    [{ day: 0, month: 1, year: 1990 }, false],
    [{ month: 1, year: 1990 }, false],
    [{ day: 1.5, month: 1, year: 1990 }, false],
  ])('%j is a real date: %s', (parts, isReal) => expect(birthDateOf(parts) !== null).toBe(isReal));

  it.each([
    [{ day: 23, month: 11, year: 2008 }, null],
    [{ day: 24, month: 11, year: 2008 }, 'tooYoung'],
    [{ day: 1, month: 12, year: 2008 }, 'tooYoung'],
    [{ day: 1, month: 1, year: 1946 }, null],
    [{ day: 31, month: 12, year: 1945 }, 'tooOld'],
    [{ day: 31, month: 2, year: 1980 }, 'invalid'],
  ])('%j: %s', (parts, expected) => expect(checkBirthDate(parts, today)).toBe(expected));

  it('offers the years from 18 years ago back to 80 years ago (issue 49)', () => {
    const years = birthYears(today);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1946);
    expect(years).toHaveLength(63);
  });
});

describe('id numbers', () => {
  it.each([
    ['HK', 'A123456(3)', null],
    ['HK', 'A1234563', null],
    ['HK', 'A123456(4)', 'invalid'],
    ['HK', 'AB987654(3)', null],
    ['HK', 'AB987654(A)', 'invalid'],
    ['SG', 'S1234567D', null],
    ['SG', 's1234567d', null],
    ['SG', 'S1234567A', 'invalid'],
    ['SG', 'T1234567J', null],
    ['SG', 'F1234567N', null],
    ['US', '123-45-6789', null],
    ['US', '111111111', null],
    ['US', '000123456', 'invalid'],
    ['US', '666123456', 'invalid'],
    ['US', '912345678', 'invalid'],
    ['US', '123006789', 'invalid'],
    ['US', '123450000', 'invalid'],
    ['SG', 'M1234567K', null],
    ['SG', 'S123456D', 'invalid'],
    ['HK', '', 'required'],
    ['US', '12345678', 'invalid'],
    ['US', '', 'required'],
    ['PT', '', null],
    ['PT', 'anything', null],
  ])('%s %s: %s', (country, value, expected) =>
    expect(checkIdNumber(country, value)).toBe(expected),
  );
});
