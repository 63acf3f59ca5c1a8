import { describe, expect, it } from 'vitest';
import { moneyBackOf } from './money-back';
import { computeLineItems, reverseLineItems, type PricingData } from './pricing';

const data: PricingData = { prices: { adult: 4500 }, unitType: 'adult' };
const paid = computeLineItems({
  publicData: data,
  quantities: { adults: 1, children: 0, infants: 0 },
});
const refunded = reverseLineItems(paid.lineItems);
const visa = { cardBrand: 'visa', cardLast4: '4242' };
const base = {
  paymentIntentId: 'pi_1',
  payinTotal: paid.payinTotal.amount,
  lineItems: paid.lineItems,
  ...visa,
};

describe('moneyBackOf', () => {
  it('a cancellation with refund gives back what the reversal lines give the customer, to the card', () => {
    expect(
      moneyBackOf({
        ...base,
        lastTransition: 'cancel-by-customer',
        payinTotal: refunded.payinTotal.amount,
        lineItems: refunded.lineItems,
      }),
    ).toEqual({ kind: 'refunded', amount: 4500, card: { brand: 'visa', last4: '4242' } });
    expect(
      moneyBackOf({
        ...base,
        lastTransition: 'cancel',
        lineItems: refunded.lineItems,
        cardBrand: null,
        cardLast4: null,
      }),
    ).toEqual({ kind: 'refunded', amount: 4500, card: null });
  });

  it('a declined or expired request releases the authorised total', () => {
    for (const lastTransition of ['decline', 'decline-by-customer', 'expire'] as const)
      expect(moneyBackOf({ ...base, lastTransition })).toEqual({
        kind: 'released',
        amount: 4500,
        card: { brand: 'visa', last4: '4242' },
      });
  });

  it('nothing goes back without a payment, within 24 hours, when kept, or before the card was confirmed', () => {
    expect(moneyBackOf({ ...base, lastTransition: 'cancel-by-customer-no-refund' })).toBeNull();
    expect(moneyBackOf({ ...base, lastTransition: 'accept' })).toBeNull();
    expect(moneyBackOf({ ...base, lastTransition: 'decline', paymentIntentId: null })).toBeNull();
    expect(
      moneyBackOf({ ...base, lastTransition: 'expire-payment', cardBrand: null, cardLast4: null }),
    ).toBeNull();
    expect(moneyBackOf({ ...base, lastTransition: 'decline', payinTotal: 0 })).toBeNull();
  });
});
