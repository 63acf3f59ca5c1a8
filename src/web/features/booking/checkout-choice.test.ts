import { describe, expect, it } from 'vitest';
import { checkoutQueryOf, parseCheckoutChoice } from './checkout-choice';

const choice = {
  bookingStart: '2026-06-12T09:00:00.000Z',
  bookingEnd: '2026-06-12T12:00:00.000Z',
  bookingStartDate: '2026-06-12',
  bookingQuantityAdult: 2,
  bookingQuantityChild: 1,
  bookingQuantityInfant: 0,
};

describe('the checkout choice in the URL', () => {
  it('survives the round trip through the query string', () => {
    expect(parseCheckoutChoice(new URLSearchParams(checkoutQueryOf(choice)))).toEqual(choice);
  });

  it('defaults missing children and infants to 0', () => {
    const { bookingQuantityChild: _c, bookingQuantityInfant: _i, ...rest } = choice;
    expect(parseCheckoutChoice(new URLSearchParams(checkoutQueryOf({ ...rest } as typeof choice)))).toMatchObject({ bookingQuantityChild: 0, bookingQuantityInfant: 0 });
  });

  it.each([
    ['no start', { bookingStart: undefined }],
    ['a start that is no instant', { bookingStart: 'tomorrow' }],
    ['an end before the start', { bookingEnd: '2026-06-12T08:00:00.000Z' }],
    ['a bad date', { bookingStartDate: '2026-13-40' }],
    ['nobody', { bookingQuantityAdult: 0, bookingQuantityChild: 0 }],
    ['a negative quantity', { bookingQuantityChild: -1 }],
    ['a fractional quantity', { bookingQuantityAdult: 1.5 }],
    ['too many of a kind', { bookingQuantityAdult: 51 }],
  ])('refuses %s', (_, change) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...choice, ...change })) if (value !== undefined) params.set(key, String(value));
    expect(parseCheckoutChoice(params)).toBeNull();
  });
});
