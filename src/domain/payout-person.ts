// The people of a payout account (spec 001 §3, §5): a birth date that is a real date, 18 or older, at
// most 80 years back; id numbers checked for Hong Kong, Singapore and the United States. Pure.

export const minimumPayoutAge = 18;
export const birthYearsBack = 80;

export type BirthDate = { day: number; month: number; year: number };

/** The date when day, month and year form a real calendar date, else null (the selects' rule). */
export function birthDateOf(parts: Partial<BirthDate>): BirthDate | null {
  const { day, month, year } = parts;
  if (!Number.isInteger(day) || !Number.isInteger(month) || !Number.isInteger(year)) return null;
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  const isReal =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day;
  return isReal ? { day: day!, month: month!, year: year! } : null;
}

export type BirthDateError = 'invalid' | 'tooYoung' | 'tooOld';

/** `today` is the calendar date now (UTC is close enough for an age in years). */
export function checkBirthDate(parts: Partial<BirthDate>, today: Date): BirthDateError | null {
  const date = birthDateOf(parts);
  if (!date) return 'invalid';
  const year = today.getUTCFullYear();
  if (date.year < year - birthYearsBack) return 'tooOld';
  const hadBirthday =
    today.getUTCMonth() + 1 > date.month ||
    (today.getUTCMonth() + 1 === date.month && today.getUTCDate() >= date.day);
  const age = year - date.year - (hadBirthday ? 0 : 1);
  return age >= minimumPayoutAge ? null : 'tooYoung';
}

/**
 * The years the birth-year select offers: from 18 years ago (no one younger may open an account,
 * issue 49) back to 80 years ago.
 */
export const birthYears = (today: Date): number[] =>
  Array.from(
    { length: birthYearsBack - minimumPayoutAge + 1 },
    (_, i) => today.getUTCFullYear() - minimumPayoutAge - i,
  );

const letterValue = (char: string) => char.charCodeAt(0) - 55; // A = 10

/** Hong Kong identity card: one or two letters, six digits, a check digit (0-9 or A) mod 11. */
function isHkid(value: string): boolean {
  const match = /^([A-Z]{1,2})(\d{6})\(?([\dA])\)?$/.exec(value);
  if (!match) return false;
  const [, letters, numbers, check] = match as unknown as [string, string, string, string];
  const values = [
    ...(letters.length === 1 ? [36] : []), // a single letter counts as a space first
    ...[...letters].map(letterValue),
    ...[...numbers].map(Number),
  ];
  const sum = values.reduce((total, v, i) => total + v * (9 - i), 0);
  const expected = (11 - (sum % 11)) % 11;
  return (expected === 10 ? 'A' : String(expected)) === check;
}

/** Singapore NRIC / FIN: S, T, F or G, seven digits, a check letter; M series by shape. */
function isNric(value: string): boolean {
  const match = /^([STFGM])(\d{7})([A-Z])$/.exec(value);
  if (!match) return false;
  const [, prefix, numbers, check] = match as unknown as [string, string, string, string];
  if (prefix === 'M') return true;
  const weights = [2, 7, 6, 5, 4, 3, 2];
  let sum = [...numbers].reduce((total, d, i) => total + Number(d) * weights[i]!, 0);
  if (prefix === 'T' || prefix === 'G') sum += 4;
  const letters = prefix === 'S' || prefix === 'T' ? 'JZIHGFEDCBA' : 'XWUTRQPNMLK';
  return letters[sum % 11] === check;
}

/** United States social security number: nine digits, no 000, 666 or 9xx area, no 00 group, no 0000. */
function isSsn(value: string): boolean {
  const match = /^(\d{3})(\d{2})(\d{4})$/.exec(value);
  if (!match) return false;
  const [, area, group, serial] = match as unknown as [string, string, string, string];
  return area !== '000' && area !== '666' && area[0] !== '9' && group !== '00' && serial !== '0000';
}

const idNumberRules: Record<string, (value: string) => boolean> = {
  HK: isHkid,
  SG: isNric,
  US: isSsn,
};

/** Whether the country asks for a personal id number on the payout form. */
export const isIdNumberRequired = (countryCode: string): boolean => countryCode in idNumberRules;

/** 'invalid' when the country checks id numbers and this one fails; other countries take none. */
export function checkIdNumber(countryCode: string, value: string): 'required' | 'invalid' | null {
  const rule = idNumberRules[countryCode];
  if (!rule) return null;
  const text = value.replace(/[\s-]/g, '').toUpperCase();
  if (!text) return 'required';
  return rule(text) ? null : 'invalid';
}
