import type { PaymentEvent } from '../../../integrations/payments/payments';
import type { AppDeps } from '../../app-deps';
import { refreshPayoutAccountById } from '../payouts/refresh-payout-account';
import { releaseLatePayment } from '../transactions/release-late-payment';

export type PaymentEventHandler = (event: PaymentEvent, deps: AppDeps) => Promise<void>;

/**
 * What a verified, first-seen webhook event does, by event type (payment_intent.amount_capturable_updated,
 * payment_intent.payment_failed, ...; see PaymentEventType). One entry per type: the booking engine adds
 * its own here (e.g. amount_capturable_updated fires confirm-payment as system when the browser never
 * came back). A handler must be idempotent: Stripe may send an event again after a failure.
 * Events of other types are acknowledged and ignored.
 */
export const paymentEventHandlers: Partial<Record<string, PaymentEventHandler>> = {
  // A card hold that came after the booking's payment window closed is released (000 §4).
  // Called through a function: the registry is read by modules this one's imports reach (a cycle).
  'payment_intent.amount_capturable_updated': (event, deps) => releaseLatePayment(event, deps),
  // Connect: an operator's payout account changed (requirements, capabilities): bookable or not.
  'account.updated': async (event, deps) => {
    if (event.accountId) await refreshPayoutAccountById(deps, event.accountId);
  },
};
