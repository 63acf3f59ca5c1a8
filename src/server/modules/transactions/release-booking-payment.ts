import type { AppDeps } from '../../app-deps';
import type { JobHandler } from '../../jobs/job-handler';
import type { JobInput } from '../../jobs/job-queue';
import { paymentJobAttempts, paymentJobPayload, type PaymentJobPayload } from './payment-jobs';

export const releaseBookingPaymentJobKind = 'release-booking-payment';

/** The release of a card hold a transition asks for (decline, expiry, withdrawal). */
export const releaseBookingPaymentJob = (payload: PaymentJobPayload): JobInput => ({
  kind: releaseBookingPaymentJobKind,
  payload,
  key: `release:${payload.transactionId}`,
  maxAttempts: paymentJobAttempts,
});

const cancellableIntentStatuses = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
]);

/** Cancels the intent when it can still be cancelled: the hold on the card goes. */
export async function releaseIntent(
  deps: Pick<AppDeps, 'payments'>,
  id: string,
  idempotencyKey: string,
): Promise<void> {
  const intent = await deps.payments.retrievePaymentIntent(id);
  if (cancellableIntentStatuses.has(intent.status))
    await deps.payments.cancelPaymentIntent(id, idempotencyKey);
}

/**
 * Releases the card hold of a booking that will not happen (decision 088), after the transition
 * committed. An intent already cancelled (or never confirmed) is left as it is; one still
 * `processing` is released by its webhook when it lands (release-late-payment.ts).
 */
export const releaseBookingPayment: JobHandler = async (payload, { deps }) => {
  const job = paymentJobPayload(payload);
  await releaseIntent(deps, job.paymentIntentId, `release:${job.transactionId}`);
};
