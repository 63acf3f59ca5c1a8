// The card payment of a request to book is made before the engine's database transaction (decision
// 088): the provider call (Stripe: up to 20 s × 3) then holds no row lock and no pool connection.
import { loadMarketplaceSettings } from '../settings/load-marketplace-settings';
import type { TransitionParams } from '../../../contracts/transactions';
import { AppError } from '../../../domain/errors';
import type { PaymentIntent } from '../../../integrations/payments/payments';
import { ensurePaymentCustomer } from '../payments/ensure-payment-customer';
import { listingFacts, priceRequest } from './price-request';
import { releaseIntent } from './release-booking-payment';
import { checkHoldLimits } from './customer-holds';
import { checkSeats } from './seats';
import { offeredSeatsOf } from '../waitlist/use-waitlist-offer';
import type { EngineDeps } from './engine-types';

/**
 * Thrown by the engine's create-payment effect when no card payment was prepared for the price it
 * computed (the listing's prices changed between the two readings): the request is tried again.
 */
export class PaymentNotPrepared extends Error {
  constructor() {
    super('The card payment was not prepared for this price');
  }
}

/**
 * The card payment (an intent with manual capture) for what the request asks, priced the engine's way
 * (priceRequest) without a database transaction, for a departure with the seats free now. Null when
 * there is nothing to pay or the request will be refused anyway: the engine then refuses it with the
 * checks in their order, and no intent is made for a full departure (decision 040).
 */
export async function prepareBookingPayment(
  deps: EngineDeps,
  input: {
    transactionId: string;
    listingId: string;
    customerId: string;
    params: TransitionParams;
    idempotencyKey: string;
  },
): Promise<PaymentIntent | null> {
  let payin: { amount: number; currency: string };
  try {
    const now = deps.clock.now();
    const facts = await listingFacts(deps.db, input.listingId);
    const { booking, seats, priced } = priceRequest(
      input.params,
      facts,
      now,
      // The customer's price: the operator's own commission changes only what they are paid.
      await loadMarketplaceSettings(deps.db, deps.config),
    );
    if (!priced.payinTotal.amount) return null;
    const departure = {
      listingId: input.listingId,
      start: booking.start,
      end: booking.end,
      days: booking.days,
    };
    // A request past the traveller's hold limits makes no payment (decision 090): read here without
    // the lock, checked again under it by the engine.
    await checkHoldLimits(deps.db, {
      customerId: input.customerId,
      transactionId: input.transactionId,
      departure,
      seats,
      maxGroupSize: facts.publicData.groupPricing?.maxGroupSize,
    });
    // The seats a waitlist offer holds for this customer are theirs to book (decision 161).
    await checkSeats(deps.db, departure, seats, now, {
      heldForCustomer: await offeredSeatsOf(deps.db, input.customerId, departure, now),
    });
    payin = priced.payinTotal;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  const customerId = await ensurePaymentCustomer(deps, input.customerId);
  return deps.payments.createPaymentIntent({
    amount: payin.amount,
    currency: payin.currency.toLowerCase(),
    customerId,
    paymentMethodId: input.params.paymentMethodId,
    savePaymentMethod: input.params.savePaymentMethod,
    metadata: { transactionId: input.transactionId, listingId: input.listingId },
    idempotencyKey: input.idempotencyKey,
  });
}

/** Whether an intent is the one the engine priced for this transaction. */
export const isPreparedFor = (
  intent: PaymentIntent | null | undefined,
  payment: { transactionId: string; amount: number; currency: string },
): intent is PaymentIntent =>
  !!intent &&
  intent.metadata.transactionId === payment.transactionId &&
  intent.amount === payment.amount &&
  intent.currency === payment.currency.toLowerCase();

/**
 * Prepares a payment, then runs the database work with it. When the work fails the intent is
 * released (the card is not held for a booking that was not made); when it failed because the price
 * moved in between, the whole is tried once more with a payment prepared again.
 */
export async function withPreparedPayment<P extends { intent: PaymentIntent | null }, T>(
  deps: EngineDeps,
  prepare: () => Promise<P>,
  run: (prepared: P) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const prepared = await prepare();
    try {
      return await run(prepared);
    } catch (error) {
      const { intent } = prepared;
      if (intent)
        await releaseIntent(deps, intent.id, `release:${intent.id}`).catch(() => undefined);
      if (!(error instanceof PaymentNotPrepared)) throw error;
      if (attempt >= 2)
        throw new AppError(
          'transaction-invalid-transition',
          'The price changed while you were booking. Please try again.',
          [{ code: 'price-changed' }],
        );
    }
  }
}
