// What a traveller gets back when a paid booking ends without taking place (issue 49 item 6;
// docs/decisions/168-money-back-to-the-card.md), in plain words on the order page: "€45 refunded to
// your Visa •••• 4242, 2–3 business days".
import { transitionDef, type TransitionName } from './booking-process';
import type { LineItem } from './pricing';

/** Refunds take 2 to 3 business days to reach the card (spec 000 §9). */
export const refundBusinessDays = { min: 2, max: 3 } as const;

export type MoneyBack = {
  /** refunded: the money was taken and part or all of it is paid back; released: the hold on the card went. */
  kind: 'refunded' | 'released';
  /** Minor units, positive. */
  amount: number;
  /** The card the payment was confirmed with; null when it is not known (a booking from before). */
  card: { brand: string; last4: string } | null;
};

/**
 * The money going back to the customer after the last transition, or null when nothing goes back
 * (no card payment, a cancellation without refund, or a state where the money stays taken). A
 * refund is what the reversal lines give back to the customer; a release is the authorised total of
 * a request declined, expired or whose payment window ran out after the card was confirmed.
 */
export function moneyBackOf(row: {
  lastTransition: TransitionName;
  paymentIntentId: string | null;
  payinTotal: number | null;
  lineItems: readonly LineItem[];
  cardBrand: string | null;
  cardLast4: string | null;
}): MoneyBack | null {
  if (!row.paymentIntentId) return null;
  const card =
    row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null;
  const effects = transitionDef(row.lastTransition).effects;
  if (effects.includes('refund-payment')) {
    const refunded = -row.lineItems
      .filter((item) => item.reversal && item.includeFor.includes('customer'))
      .reduce((sum, item) => sum + item.lineTotal.amount, 0);
    return refunded > 0 ? { kind: 'refunded', amount: refunded, card } : null;
  }
  // A hold only exists once the card was confirmed (the card is kept then): an unpaid request that
  // expired had nothing taken.
  if (effects.includes('release-payment') && card && (row.payinTotal ?? 0) > 0)
    return { kind: 'released', amount: row.payinTotal!, card };
  return null;
}
