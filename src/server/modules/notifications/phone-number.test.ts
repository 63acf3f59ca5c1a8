import { describe, expect, it } from 'vitest';
import { toE164 } from './phone-number';

describe('toE164', () => {
  it.each([
    ['+351 912 345 678', '+351912345678'],
    ['00351912345678', '+351912345678'],
    ['912 345 678', '+351912345678'],
    ['(+44) 20-7946-0958', '+442079460958'],
    ['+49 30 1234567', '+49301234567'],
  ])('%s → %s', (input, expected) => expect(toE164(input)).toBe(expected));

  it.each([null, undefined, '', 'call me', '+0123456789', '12'])(
    '%s is not a number to text',
    (input) => {
      expect(toE164(input)).toBeNull();
    },
  );
});
