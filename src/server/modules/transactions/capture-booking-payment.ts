import type { JobHandler } from '../../jobs/job-handler';
import { enqueueJobs, PermanentJobError, type JobInput } from '../../jobs/job-queue';
import {
  isPermanentPaymentError,
  paymentFollowUpJobs,
  paymentJobAttempts,
  paymentJobPayload,
  type PaymentJobPayload,
} from './payment-jobs';

export const captureBookingPaymentJobKind = 'capture-booking-payment';

/** The capture an accepted booking asks for, queued by the engine in the transition's db transaction. */
export const captureBookingPaymentJob = (payload: PaymentJobPayload): JobInput => ({
  kind: captureBookingPaymentJobKind,
  payload,
  key: `capture:${payload.transactionId}`,
  maxAttempts: paymentJobAttempts,
});

/**
 * Takes the authorised money of an accepted booking (decision 088), after the transition committed and
 * with no database transaction open during the provider call. Once the money is taken it queues the
 * operator's payout and the affiliate's commission: nobody is paid before the traveller was charged.
 * Runs again harmlessly: an intent already captured is not captured again, and the call's idempotency
 * key (`capture:<transaction id>`) makes a repeated call answer the first one's result. A capture that
 * can never succeed (the card hold expired or was cancelled) fails the job at once, logged as such:
 * the booking stays accepted, unpaid, and its operator is not paid.
 */
export const captureBookingPayment: JobHandler = async (payload, { deps, log }) => {
  const job = paymentJobPayload(payload);
  const intent = await deps.payments.retrievePaymentIntent(job.paymentIntentId);
  if (intent.status !== 'succeeded') {
    try {
      await deps.payments.capturePaymentIntent(job.paymentIntentId, `capture:${job.transactionId}`);
    } catch (error) {
      if (!isPermanentPaymentError(error)) throw error;
      log(
        `CAPTURE FAILED for good for booking ${job.transactionId} (payment ${job.paymentIntentId}, ` +
          `${intent.status}): the traveller was not charged and the operator will not be paid; ` +
          `the booking needs a person`,
        error,
      );
      throw new PermanentJobError(`The capture of booking ${job.transactionId} failed for good`, {
        cause: error,
      });
    }
  }
  await enqueueJobs(deps.db, deps.clock, paymentFollowUpJobs(job));
};
