import type { JobHandler } from '../../jobs/job-handler';
import { enqueueJobs, PermanentJobError, type JobInput } from '../../jobs/job-queue';
import {
  isPermanentPaymentError,
  paymentFollowUpJobs,
  paymentJobAttempts,
  paymentJobPayload,
  type PaymentJobPayload,
} from './payment-jobs';

export const refundBookingPaymentJobKind = 'refund-booking-payment';

/** The refund a cancellation asks for, its amount fixed by the refund policy at the transition. */
export const refundBookingPaymentJob = (
  payload: PaymentJobPayload & { amount: number },
): JobInput => ({
  kind: refundBookingPaymentJobKind,
  payload,
  key: `refund:${payload.transactionId}`,
  maxAttempts: paymentJobAttempts,
});

/**
 * Gives the traveller back the amount the cancellation named (decision 088), after the transition
 * committed, then queues the operator's payout (brought down by the reversed lines) and the
 * affiliate's reversal. A booking cancelled before its capture job ran is captured first, with the
 * capture's own key (the accept asked for it; the capture job then finds it done). Runs again
 * harmlessly: a refund already made is not made again, and the key `refund:<transaction id>` makes a
 * repeated call answer the first one's result. An intent never captured and cancelled meanwhile has
 * nothing to refund.
 */
export const refundBookingPayment: JobHandler = async (payload, { deps, log }) => {
  const job = paymentJobPayload(payload);
  const amount = Number(payload.amount);
  if (!Number.isInteger(amount) || amount <= 0)
    throw new Error('A refund job needs a positive amount');
  let intent = await deps.payments.retrievePaymentIntent(job.paymentIntentId);
  try {
    if (intent.status === 'requires_capture')
      intent = await deps.payments.capturePaymentIntent(
        job.paymentIntentId,
        `capture:${job.transactionId}`,
      );
    if (intent.status === 'canceled') {
      log(
        `Booking ${job.transactionId} had nothing captured to refund (its payment was cancelled)`,
      );
    } else if (intent.amountRefunded < amount) {
      await deps.payments.refundPaymentIntent(
        job.paymentIntentId,
        amount,
        `refund:${job.transactionId}`,
      );
    }
  } catch (error) {
    if (!isPermanentPaymentError(error)) throw error;
    log(
      `REFUND FAILED for good for booking ${job.transactionId} (payment ${job.paymentIntentId}, ` +
        `${amount} minor units): the traveller has not been refunded; the booking needs a person`,
      error,
    );
    throw new PermanentJobError(`The refund of booking ${job.transactionId} failed for good`, {
      cause: error,
    });
  }
  await enqueueJobs(deps.db, deps.clock, paymentFollowUpJobs(job));
};
