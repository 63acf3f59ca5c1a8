// What a card form checks before the card goes anywhere, as Stripe does: number length and checksum,
// expiry month and year (not in the past), security code length (4 for Amex, else 3). Pure: `now` is an
// argument. The codes are Stripe's, so the web app translates one set of card error codes.

export type CardCheckCode =
  | 'invalid_number'
  | 'incorrect_number'
  | 'invalid_expiry_month'
  | 'invalid_expiry_year'
  | 'invalid_cvc';

export type CardFields = { number: string; expMonth: number; expYear: number; cvc: string };

/** The digits of a card number typed with spaces or dashes. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

/** Luhn checksum over the digits. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown' {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** A two-digit year (30) as a full one (2030). */
export const fullYear = (year: number): number => (year < 100 ? 2000 + year : year);

/** Groups of four (Amex 4-6-5), as printed on the card: for the number field while typing. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** The number alone: 12-19 digits and a valid checksum. */
export function checkCardNumber(number: string): CardCheckCode | null {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return 'invalid_number';
  return isLuhnValid(digits) ? null : 'incorrect_number';
}

/** The expiry alone: a real month, not in the past, at most 50 years ahead. */
export function checkCardExpiry(
  expMonth: number,
  expYear: number,
  now: Date,
): CardCheckCode | null {
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) return 'invalid_expiry_month';
  const year = fullYear(expYear);
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < thisYear || year > thisYear + 50)
    return 'invalid_expiry_year';
  if (year === thisYear && expMonth < now.getUTCMonth() + 1) return 'invalid_expiry_month';
  return null;
}

/** The security code for the card number's brand: 4 digits for Amex, else 3. */
export function checkCardCvc(number: string, cvc: string): CardCheckCode | null {
  const cvcLength = cardBrand(cardDigits(number)) === 'amex' ? 4 : 3;
  return new RegExp(`^\\d{${cvcLength}}$`).test(cvc) ? null : 'invalid_cvc';
}

/** The first problem of a card, number then expiry then security code (Stripe's order). */
export function checkCard(card: CardFields, now: Date): CardCheckCode | null {
  return (
    checkCardNumber(card.number) ??
    checkCardExpiry(card.expMonth, card.expYear, now) ??
    checkCardCvc(card.number, card.cvc)
  );
}
