import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { pricedCategories, unitTypes } from './listing';
import {
  bookableCategories,
  computeLineItems,
  lineItemLabel,
  reverseLineItems,
  seatsTaken,
  type PricingData,
  type PricingQuantities,
} from './pricing';

const q = (adults: number, children = 0, infants = 0): PricingQuantities => ({
  adults,
  children,
  infants,
});
const lines = (
  data: PricingData,
  quantities: PricingQuantities,
  extra: { bookingUnits?: number; commissionPercent?: number } = {},
) => {
  const result = computeLineItems({ publicData: data, quantities, ...extra });
  return {
    lines: result.lineItems.map((l) => [
      l.code,
      l.quantity,
      l.unitPrice.amount,
      l.lineTotal.amount,
      l.includeFor.join('+'),
    ]),
    payin: result.payinTotal.amount,
    payout: result.payoutTotal.amount,
  };
};
const codesOf = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return (error.details ?? []).map((d) => String(d.code));
    throw error;
  }
  throw new Error('expected an AppError');
};

const family: PricingData = {
  prices: {
    adult: 4500,
    child: { amount: 2250, ageGroup: '4-11' },
    infant: { amount: 0, ageGroup: '0-3' },
  },
  unitType: 'adult',
};

describe('computeLineItems', () => {
  it.each<[string, PricingData, PricingQuantities, ReturnType<typeof lines>]>([
    [
      'adults, children and infants per adult (infants free), 30 % operator fee',
      family,
      q(2, 1, 1),
      {
        lines: [
          ['line-item/adult', 2, 4500, 9000, 'customer+provider'],
          ['line-item/child', 1, 2250, 2250, 'customer+provider'],
          ['line-item/infant', 1, 0, 0, 'customer+provider'],
          ['line-item/provider-commission', 1, -3375, -3375, 'provider'],
        ],
        payin: 11250,
        payout: 7875,
      },
    ],
    [
      'per person: children pay the adult price',
      { ...family, unitType: 'person' },
      q(1, 2),
      {
        lines: [
          ['line-item/adult', 1, 4500, 4500, 'customer+provider'],
          ['line-item/child', 2, 4500, 9000, 'customer+provider'],
          ['line-item/provider-commission', 1, -4050, -4050, 'provider'],
        ],
        payin: 13500,
        payout: 9450,
      },
    ],
    [
      'per group: one line whoever comes, up to the maximum group size',
      { prices: { adult: 32000 }, unitType: 'group', groupPricing: { maxGroupSize: 8 } },
      q(5, 3),
      {
        lines: [
          ['line-item/group', 1, 32000, 32000, 'customer+provider'],
          ['line-item/provider-commission', 1, -9600, -9600, 'provider'],
        ],
        payin: 32000,
        payout: 22400,
      },
    ],
    [
      'per day, for the booked days',
      { prices: { adult: 5000 }, unitType: 'day' },
      q(2),
      {
        lines: [
          ['line-item/day', 3, 5000, 15000, 'customer+provider'],
          ['line-item/provider-commission', 1, -4500, -4500, 'provider'],
        ],
        payin: 15000,
        payout: 10500,
      },
    ],
    [
      'discount rounded half up in cents (10 % of 10.05 is 1.005, so 1.01)',
      { prices: { adult: 1005 }, discountPercent: 10 },
      q(1),
      {
        lines: [
          ['line-item/adult', 1, 1005, 1005, 'customer+provider'],
          ['line-item/discount', 1, -101, -101, 'customer+provider'],
          ['line-item/provider-commission', 1, -271, -271, 'provider'],
        ],
        payin: 904,
        payout: 633,
      },
    ],
    [
      'a discount below half a cent disappears',
      { prices: { adult: 4 }, discountPercent: 10 },
      q(1),
      {
        lines: [
          ['line-item/adult', 1, 4, 4, 'customer+provider'],
          ['line-item/provider-commission', 1, -1, -1, 'provider'],
        ],
        payin: 4,
        payout: 3,
      },
    ],
    [
      'a 100 % discount makes it free',
      { prices: { adult: 2000 }, discountPercent: 100 },
      q(2),
      {
        lines: [
          ['line-item/adult', 2, 2000, 4000, 'customer+provider'],
          ['line-item/discount', 1, -4000, -4000, 'customer+provider'],
        ],
        payin: 0,
        payout: 0,
      },
    ],
    [
      'a free listing',
      { prices: { adult: 0 } },
      q(3),
      { lines: [['line-item/adult', 3, 0, 0, 'customer+provider']], payin: 0, payout: 0 },
    ],
  ])('%s', (_name, data, quantities, expected) => {
    expect(lines(data, quantities, data.unitType === 'day' ? { bookingUnits: 3 } : {})).toEqual(
      expected,
    );
  });

  it('the percentage lines carry their percentage', () => {
    const result = computeLineItems({
      publicData: { prices: { adult: 1000 }, discountPercent: 15 },
      quantities: q(1),
    });
    expect(result.lineItems.map((l) => l.percentage)).toEqual([undefined, -15, -30]);
  });

  it('every line total is its unit price times its quantity, and the totals are the sums', () => {
    for (const adults of [1, 2, 7]) {
      for (const discountPercent of [0, 5, 33]) {
        const result = computeLineItems({
          publicData: { ...family, discountPercent },
          quantities: q(adults, 1, 2),
        });
        for (const l of result.lineItems)
          expect(l.lineTotal.amount).toBe(l.unitPrice.amount * l.quantity);
        const sum = (party: 'customer' | 'provider') =>
          result.lineItems
            .filter((l) => l.includeFor.includes(party))
            .reduce((s, l) => s + l.lineTotal.amount, 0);
        expect(result.payinTotal.amount).toBe(sum('customer'));
        expect(result.payoutTotal.amount).toBe(sum('provider'));
        expect(result.payinTotal.currency).toBe('EUR');
      }
    }
  });

  it.each<[string, PricingData, PricingQuantities, string[], { bookingUnits?: number }?]>([
    [
      'a group above the maximum (infants count)',
      { prices: { adult: 1000 }, groupPricing: { maxGroupSize: 4 } },
      q(2, 1, 2),
      ['group-too-large'],
    ],
    ['nobody but an infant', family, q(0, 0, 1), ['no-participants']],
    ['children without an adult', family, q(0, 2), ['adult-required']],
    ['children and infants without an adult', family, q(0, 1, 1), ['adult-required']],
    [
      'children without an adult, per person',
      { ...family, unitType: 'person' },
      q(0, 3),
      ['adult-required'],
    ],
    [
      'a group of children',
      { prices: { adult: 1000 }, unitType: 'group' },
      q(0, 4),
      ['adult-required'],
    ],
    [
      'children without a child price',
      { prices: { adult: 1000 } },
      q(1, 1),
      ['category-not-offered'],
    ],
    [
      'infants without an infant price',
      { prices: { adult: 1000 } },
      q(1, 0, 1),
      ['category-not-offered'],
    ],
    [
      'negative and fractional quantities',
      family,
      { adults: -1, children: 1.5, infants: 0 },
      ['invalid-quantity', 'invalid-quantity'],
    ],
    ['more than 50 of one kind', family, q(51), ['invalid-quantity']],
    ['no price at all', {}, q(1), ['no-price']],
    [
      'a day price without the number of days',
      { prices: { adult: 1000 }, unitType: 'day' },
      q(1),
      ['invalid-booking-units'],
    ],
    [
      'a night price for 366 nights',
      { prices: { adult: 1000 }, unitType: 'night' },
      q(1),
      ['invalid-booking-units'],
      { bookingUnits: 366 },
    ],
    [
      'a discount above 100 %',
      { prices: { adult: 1000 }, discountPercent: 101 },
      q(1),
      ['invalid-discount'],
    ],
  ])('refuses %s', (_name, data, quantities, codes, extra) => {
    expect(codesOf(() => computeLineItems({ publicData: data, quantities, ...extra }))).toEqual(
      codes,
    );
  });
});

describe('line item labels', () => {
  it('labels line items from their codes', () => {
    expect(lineItemLabel('line-item/provider-commission')).toBe('Provider commission');
    expect(() => lineItemLabel('adult')).toThrow(AppError);
  });
});

describe('categories', () => {
  it.each([
    ['adult', { child: true, infant: true }],
    ['person', { child: false, infant: true }],
    ['group', { child: false, infant: false }],
    ['day', { child: false, infant: false }],
    ['night', { child: false, infant: false }],
  ] as const)('a %s unit type prices %j on their own', (unitType, expected) => {
    expect(pricedCategories(unitType)).toEqual(expected);
  });

  it('a booking may include a priced category only with its price, the others always', () => {
    expect(bookableCategories({ unitType: 'adult', prices: { adult: 100 } })).toEqual({
      children: false,
      infants: false,
    });
    expect(bookableCategories(family)).toEqual({ children: true, infants: true });
    expect(bookableCategories({ unitType: 'person', prices: { adult: 100 } })).toEqual({
      children: true,
      infants: false,
    });
    expect(bookableCategories({ unitType: 'group', prices: { adult: 100 } })).toEqual({
      children: true,
      infants: true,
    });
  });
});

describe('customer commission', () => {
  it('adds a booking fee for the customer only, on the price after discount, rounded half up', () => {
    const result = computeLineItems({
      publicData: { prices: { adult: 1005 }, unitType: 'adult', discountPercent: 10 },
      quantities: q(1),
      customerCommissionPercent: 5,
    });
    // 1005 - 101 = 904; 5 % = 45.2 -> 45; 30 % = 271.2 -> 271
    expect(
      result.lineItems.map((l) => [l.code, l.lineTotal.amount, l.includeFor.join('+')]),
    ).toEqual([
      ['line-item/adult', 1005, 'customer+provider'],
      ['line-item/discount', -101, 'customer+provider'],
      ['line-item/customer-commission', 45, 'customer'],
      ['line-item/provider-commission', -271, 'provider'],
    ]);
    expect([result.payinTotal.amount, result.payoutTotal.amount]).toEqual([949, 633]);
  });

  it('is left out at the default of 0', () => {
    expect(
      computeLineItems({ publicData: family, quantities: q(1) }).lineItems.map((l) => l.code),
    ).not.toContain('line-item/customer-commission');
  });
});

const bookingArbitrary = fc
  .record({
    unitType: fc.constantFrom(...unitTypes),
    adult: fc.integer({ min: 0, max: 500_000 }),
    child: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }),
    infant: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }),
    discountPercent: fc.integer({ min: 0, max: 100 }),
    commissionPercent: fc.integer({ min: 0, max: 100 }),
    customerCommissionPercent: fc.integer({ min: 0, max: 100 }),
    adults: fc.integer({ min: 0, max: 50 }),
    children: fc.integer({ min: 0, max: 50 }),
    infants: fc.integer({ min: 0, max: 50 }),
    bookingUnits: fc.integer({ min: 1, max: 365 }),
  })
  .map((b) => {
    const publicData: PricingData = {
      unitType: b.unitType,
      discountPercent: b.discountPercent,
      prices: {
        adult: b.adult,
        ...(b.child === undefined ? {} : { child: { amount: b.child, ageGroup: '4-11' } }),
        ...(b.infant === undefined ? {} : { infant: { amount: b.infant, ageGroup: '0-3' } }),
      },
    };
    // Only the people the listing takes, and at least one adult (children and infants need one).
    const offered = bookableCategories(publicData);
    const quantities = {
      adults: Math.max(b.adults, 1),
      children: offered.children ? b.children : 0,
      infants: offered.infants ? b.infants : 0,
    };
    return {
      publicData,
      quantities,
      bookingUnits: b.bookingUnits,
      commissionPercent: b.commissionPercent,
      customerCommissionPercent: b.customerCommissionPercent,
    };
  });

describe('pricing properties (random bookings)', () => {
  it('payin − payout = the commissions; nothing negative; lines add up', () => {
    fc.assert(
      fc.property(bookingArbitrary, (booking) => {
        const result = computeLineItems(booking);
        const amountOf = (code: string) =>
          result.lineItems.find((l) => l.code === code)?.lineTotal.amount ?? 0;
        const commissions =
          amountOf('line-item/customer-commission') - amountOf('line-item/provider-commission');
        expect(result.payinTotal.amount - result.payoutTotal.amount).toBe(commissions);
        expect(result.payinTotal.amount).toBeGreaterThanOrEqual(0);
        expect(result.payoutTotal.amount).toBeGreaterThanOrEqual(0);
        expect(commissions).toBeGreaterThanOrEqual(0);
        for (const item of result.lineItems) {
          expect(Number.isSafeInteger(item.lineTotal.amount)).toBe(true);
          expect(item.lineTotal.amount).toBe(item.unitPrice.amount * item.quantity);
          expect(item.reversal).toBe(false);
          const isDeduction =
            item.code === 'line-item/discount' || item.code === 'line-item/provider-commission';
          expect(item.lineTotal.amount < 0).toBe(isDeduction && item.lineTotal.amount !== 0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a refund reverses exactly: both totals back to 0, each reversal the negative of its line', () => {
    fc.assert(
      fc.property(bookingArbitrary, (booking) => {
        const original = computeLineItems(booking);
        const refunded = reverseLineItems(original.lineItems);
        expect(refunded.payinTotal.amount).toBe(0);
        expect(refunded.payoutTotal.amount).toBe(0);
        const reversals = refunded.lineItems.filter((l) => l.reversal);
        expect(reversals).toHaveLength(original.lineItems.length);
        reversals.forEach((item, index) => {
          const line = original.lineItems[index]!;
          expect([item.code, item.quantity, item.unitPrice.amount, item.lineTotal.amount]).toEqual([
            line.code,
            -line.quantity,
            line.unitPrice.amount,
            0 - line.lineTotal.amount,
          ]);
        });
        // Refunding twice gives back nothing more.
        expect(reverseLineItems(refunded.lineItems).lineItems).toHaveLength(
          refunded.lineItems.length,
        );
      }),
      { numRuns: 300 },
    );
  });
});

const codesOrNone = (fn: () => unknown): string[] => {
  try {
    fn();
    return [];
  } catch {
    return codesOf(fn);
  }
};

describe('the adult rule', () => {
  it('refuses children or infants without an adult and accepts them with one, whatever the unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom('adult', 'person', 'group', 'day', 'night' as const),
        (adults, children, infants, unitType) => {
          const codes = codesOrNone(() =>
            computeLineItems({
              publicData: { ...family, unitType },
              quantities: q(adults, children, infants),
              bookingUnits: 1,
            }),
          );
          if (adults === 0 && children > 0) expect(codes).toEqual(['adult-required']);
          else if (adults === 0) expect(codes).toEqual(['no-participants']);
          else expect(codes).toEqual([]);
        },
      ),
    );
  });
});

describe('seats a booking takes', () => {
  it.each([
    ['per adult: everyone, infants too', 'adult', [2, 1, 1], 4],
    ['per person: everyone, infants too', 'person', [1, 2, 1], 4],
    ['no unit given (per adult)', undefined, [3, 0, 0], 3],
    ['per group: one private unit whoever comes', 'group', [4, 1, 1], 1],
    ['per day: one unit for the party', 'day', [2, 0, 0], 1],
    ['per night: one unit for the party', 'night', [1, 0, 0], 1],
  ] as const)('%s', (_label, unitType, [adults, children, infants], seats) => {
    expect(seatsTaken({ unitType }, { adults, children, infants })).toBe(seats);
  });
});
