// What the three payment jobs of the booking engine share (decision 088): their payload, the jobs that
// follow a capture or a refund, and which provider errors are worth a retry.
import { AppError } from '../../../domain/errors';
import type { JobInput } from '../../jobs/job-queue';
import { affiliateCommissionJob } from '../affiliates/affiliate-commission-job';
import { operatorPayoutJob } from '../payouts/pay-operator';

/** The transition that asked for the payment call, and its record (the key of what follows). */
export type PaymentJobPayload = {
  transactionId: string;
  paymentIntentId: string;
  transition: string;
  recordId: string;
};

// A payment job retries longer than the default (about 30 hours over 8 tries): a provider outage
// must not lose a capture, and a card hold lasts 7 days.
export const paymentJobAttempts = 8;

export function paymentJobPayload(payload: Record<string, unknown>): PaymentJobPayload {
  const { transactionId, paymentIntentId, transition, recordId } = payload;
  if (
    typeof transactionId !== 'string' ||
    typeof paymentIntentId !== 'string' ||
    typeof transition !== 'string' ||
    typeof recordId !== 'string'
  )
    throw new Error('A payment job needs transactionId, paymentIntentId, transition and recordId');
  return { transactionId, paymentIntentId, transition, recordId };
}

/**
 * Money to the operator follows a capture or a refund (modules/payouts/pay-operator.ts), and so does
 * the reversal of an affiliate's commission accrued before decision 098 (affiliate-commission-job.ts,
 * which ignores a capture: a commission is earned when the tour took place): queued by the
 * payment job once the provider has taken or given back the money, or by the engine when no card
 * payment moves (a free booking). Keyed by the transition record, so queued once either way.
 */
export const paymentFollowUpJobs = (event: {
  transactionId: string;
  transition: string;
  recordId: string;
}): JobInput[] => [
  {
    kind: operatorPayoutJob,
    payload: { transactionId: event.transactionId },
    key: `${event.recordId}:${operatorPayoutJob}`,
  },
  affiliateCommissionJob(event),
];

// The adapters' codes for a provider that could not answer now (stripe-payments.ts): worth a retry.
const transientProviderCodes = new Set([
  'api_connection_error',
  'api_error',
  'rate_limit_error',
  'authentication_error',
]);

/**
 * Whether a payment call failed for good: the intent is in a state the call cannot leave (cancelled
 * because the authorisation expired, say) or the card refused. A provider that cannot be reached, a
 * database away or anything unknown is retried.
 */
export function isPermanentPaymentError(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  if (error.code === 'transaction-invalid-transition' || error.code === 'not-found') return true;
  if (error.code !== 'transaction-payment-failed') return false;
  const code = (error.details?.[0] as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && !transientProviderCodes.has(code);
}
