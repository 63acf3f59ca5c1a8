import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromPrice } from './from-price';
import { computeLineItems } from './pricing';

describe('fromPrice', () => {
  it.each([
    [24000, 20, 19200],
    [4500, 15, 3825],
    [1005, 10, 904],
    [4500, undefined, 4500],
    [4500, 0, 4500],
    [4500, 100, 0],
    [0, 30, 0],
  ])(
    '%i with %s %% off is %i (half a cent off rounds up, as the booking does)',
    (price, percent, expected) => {
      expect(fromPrice(price, percent)).toBe(expected);
    },
  );

  it('ignores a discount that is not a whole percent from 1 to 100', () => {
    expect(fromPrice(4500, -5)).toBe(4500);
    expect(fromPrice(4500, 12.5)).toBe(4500);
    expect(fromPrice(4500, 101)).toBe(4500);
  });

  it('is what one adult is charged, for any price and discount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (adult, discountPercent) => {
          const charged = computeLineItems({
            publicData: { prices: { adult }, discountPercent },
            quantities: { adults: 1, children: 0, infants: 0 },
          });
          expect(fromPrice(adult, discountPercent)).toBe(charged.payinTotal.amount);
        },
      ),
    );
  });
});
