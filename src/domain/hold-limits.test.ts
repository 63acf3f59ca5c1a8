import { describe, expect, it } from 'vitest';
import {
  enquiryRefusal,
  holdRefusal,
  idempotencyKeyPattern,
  seatHoldCap,
  type EnquiryRefusal,
  type HoldRefusal,
} from './hold-limits';

describe('hold limits', () => {
  it.each<[string, Parameters<typeof holdRefusal>[0], HoldRefusal | null]>([
    ['a first booking', { unpaidBookings: 0, seatsHeldOnDeparture: 0, seatsAsked: 4 }, null],
    ['a second unpaid one', { unpaidBookings: 1, seatsHeldOnDeparture: 0, seatsAsked: 2 }, null],
    [
      'a third unpaid one',
      { unpaidBookings: 2, seatsHeldOnDeparture: 0, seatsAsked: 1 },
      { code: 'unpaid-limit', max: 2, unpaid: 2 },
    ],
    [
      'exactly 20 seats of one departure',
      { unpaidBookings: 1, seatsHeldOnDeparture: 12, seatsAsked: 8 },
      null,
    ],
    [
      'a 21st seat of one departure',
      { unpaidBookings: 1, seatsHeldOnDeparture: 12, seatsAsked: 9 },
      { code: 'seat-hold-limit', max: 20, held: 12, asked: 9 },
    ],
    [
      'one booking of 40 seats',
      { unpaidBookings: 0, seatsHeldOnDeparture: 0, seatsAsked: 40 },
      { code: 'seat-hold-limit', max: 20, held: 0, asked: 40 },
    ],
    [
      'a group of 30 where the listing allows groups of 35',
      { unpaidBookings: 0, seatsHeldOnDeparture: 0, seatsAsked: 30, maxGroupSize: 35 },
      null,
    ],
    [
      'the unpaid limit first when both are reached',
      { unpaidBookings: 2, seatsHeldOnDeparture: 20, seatsAsked: 1 },
      { code: 'unpaid-limit', max: 2, unpaid: 2 },
    ],
  ])('%s', (_label, input, refusal) => {
    expect(holdRefusal(input)).toEqual(refusal);
  });

  it.each([
    [undefined, 20],
    [8, 20],
    [20, 20],
    [45, 45],
  ])('the seat cap with a maximum group size of %s is %i', (maxGroupSize, cap) => {
    expect(seatHoldCap(maxGroupSize)).toBe(cap);
  });
});

describe('enquiry limits', () => {
  it.each<[string, Parameters<typeof enquiryRefusal>[0], EnquiryRefusal | null]>([
    [
      'a verified first enquiry',
      { isEmailVerified: true, toOperatorInWindow: 0, inWindow: 0 },
      null,
    ],
    [
      'an unverified email',
      { isEmailVerified: false, toOperatorInWindow: 0, inWindow: 0 },
      { code: 'email-not-verified' },
    ],
    [
      'a third to one operator',
      { isEmailVerified: true, toOperatorInWindow: 2, inWindow: 5 },
      null,
    ],
    [
      'a fourth to one operator',
      { isEmailVerified: true, toOperatorInWindow: 3, inWindow: 3 },
      { code: 'enquiries-per-operator', max: 3 },
    ],
    ['a 20th in a day', { isEmailVerified: true, toOperatorInWindow: 0, inWindow: 19 }, null],
    [
      'a 21st in a day',
      { isEmailVerified: true, toOperatorInWindow: 0, inWindow: 20 },
      { code: 'enquiries-per-day', max: 20 },
    ],
  ])('%s', (_label, input, refusal) => {
    expect(enquiryRefusal(input)).toEqual(refusal);
  });
});

describe('idempotency keys', () => {
  it.each([
    ['a UUID', 'b3d7c5e2-6f1a-4f0e-9d2c-1a2b3c4d5e6f', true],
    ['eight letters', 'abcdefgh', true],
    ['too short', 'abc', false],
    ['a space', 'abc defgh', false],
    ['too long', 'a'.repeat(101), false],
  ])('%s: %s', (_label, key, isValid) => {
    expect(idempotencyKeyPattern.test(key)).toBe(isValid);
  });
});
