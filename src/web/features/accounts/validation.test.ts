import { describe, expect, it } from 'vitest';
import { emailError, errorsOf, passwordError, phoneError, requiredError } from './validation';

describe('account field checks', () => {
  it.each([
    ['', 'accounts.validation.emailRequired'],
    ['   ', 'accounts.validation.emailRequired'],
    ['ana@', 'accounts.validation.emailInvalid'],
    ['ana@example.pt', undefined],
    [' ana@example.pt ', undefined],
  ])('email %j', (value, expected) => expect(emailError(value)).toBe(expected));

  it.each([
    ['', 'accounts.validation.passwordRequired'],
    ['1234567', 'accounts.validation.passwordTooShort'],
    ['12345678', undefined],
    ['x'.repeat(128), undefined],
    ['x'.repeat(129), 'accounts.validation.passwordTooLong'],
  ])('password of %j characters', (value, expected) => expect(passwordError(value)).toBe(expected));

  it.each([
    ['', 'accounts.validation.phoneRequired'],
    ['12', 'accounts.validation.phoneInvalid'],
    ['+351 912 345 678', undefined],
  ])('phone %j', (value, expected) => expect(phoneError(value)).toBe(expected));

  it('keeps only failing fields', () => {
    expect(errorsOf({ a: requiredError(''), b: requiredError('x') })).toEqual({
      a: 'accounts.validation.required',
    });
  });
});
