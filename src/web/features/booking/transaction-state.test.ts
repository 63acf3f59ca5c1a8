import { describe, expect, it } from 'vitest';
import {
  bookingStates,
  bookingTransitions,
  transitionsAvailableTo,
} from '../../../domain/booking-process';
import { everyCatalog as catalogs } from '../../test/messages';
import { actionKindOf, stateLabelOf } from './transaction-state';

describe('state labels (spec 000 §4)', () => {
  it.each([
    ['preauthorized', 'customer', 'requested'],
    ['preauthorized', 'provider', 'requested'],
    ['declined', 'provider', 'declined'],
    ['declined', 'customer', 'canceled'],
    ['canceled', 'customer', 'canceled'],
    ['pending-payment', 'customer', 'pending-payment'],
    ['payment-expired', 'customer', 'payment-expired'],
    ['reviewed', 'provider', 'delivered'],
    ['initial', 'customer', 'pending'],
  ] as const)('%s for the %s is %s', (state, role, label) => {
    expect(stateLabelOf(state, role)).toBe(label);
  });

  it('every state has a translated label for both roles', () => {
    for (const state of bookingStates) {
      for (const role of ['customer', 'provider'] as const)
        expect(catalogs.en[`transaction.state.${stateLabelOf(state, role)}`]).toBeDefined();
    }
  });
});

describe('actions', () => {
  it('offers a button for every transition a customer or provider may fire, except reviews', () => {
    for (const def of bookingTransitions) {
      const byParty = (['customer', 'provider'] as const).some((actor) =>
        transitionsAvailableTo(def.from, actor).includes(def),
      );
      const isReview = def.name.startsWith('review-');
      const isStart =
        def.from === 'initial' || def.from === 'enquiry' || def.name === 'confirm-payment';
      if (byParty && !isReview && !isStart) expect(actionKindOf(def.name), def.name).not.toBeNull();
    }
  });
});
