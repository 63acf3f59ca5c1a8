import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  checkCard,
  checkCardCvc,
  checkCardExpiry,
  checkCardNumber,
  formatCardNumber,
  isLuhnValid,
} from './card-checks';

const now = new Date('2026-11-23T10:00:00Z');
const good = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

describe('card checks', () => {
  it.each([
    ['4242424242424242', true],
    ['4000002760003184', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['12ab', false],
  ])('Luhn of %s is %s', (digits, expected) => expect(isLuhnValid(digits)).toBe(expected));

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['9999999999999995', 'unknown'],
  ])('brand of %s is %s', (digits, brand) => expect(cardBrand(digits)).toBe(brand));

  it.each([
    [{}, null],
    [{ expYear: 30 }, null],
    [{ number: '4242 4242' }, 'invalid_number'],
    [{ number: '4242 4242 4242 4241' }, 'incorrect_number'],
    [{ expMonth: 13 }, 'invalid_expiry_month'],
    [{ expMonth: 0 }, 'invalid_expiry_month'],
    [{ expYear: 2025 }, 'invalid_expiry_year'],
    [{ expYear: 2026, expMonth: 10 }, 'invalid_expiry_month'],
    [{ expYear: 2026, expMonth: 11 }, null],
    [{ expYear: 2099 }, 'invalid_expiry_year'],
    [{ cvc: '12' }, 'invalid_cvc'],
    [{ cvc: '1234' }, 'invalid_cvc'],
    [{ number: '3782 822463 10005', cvc: '123' }, 'invalid_cvc'],
    [{ number: '3782 822463 10005', cvc: '1234' }, null],
  ])('%j gives %s', (change, expected) =>
    expect(checkCard({ ...good, ...change }, now)).toBe(expected),
  );

  it('checks each field on its own (for inline errors), and the whole card reports the first', () => {
    const bad = { number: '4242 4242 4242 4241', expMonth: 1, expYear: 2020, cvc: '1' };
    expect(checkCardNumber(bad.number)).toBe('incorrect_number');
    expect(checkCardExpiry(bad.expMonth, bad.expYear, now)).toBe('invalid_expiry_year');
    expect(checkCardCvc(bad.number, bad.cvc)).toBe('invalid_cvc');
    expect(checkCard(bad, now)).toBe('incorrect_number');
    expect(checkCard({ ...bad, number: good.number }, now)).toBe('invalid_expiry_year');
  });

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-42', '4242 42'],
    ['378282246310005', '3782 822463 10005'],
    ['42424242424242424242424', '4242 4242 4242 4242 424'],
  ])('formats %s as %s', (input, expected) => expect(formatCardNumber(input)).toBe(expected));
});
