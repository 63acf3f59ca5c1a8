// Refunds on cancellation (spec 000 §9; docs/decisions/040-booking-process.md): in full when the
// customer cancels at least 24 hours before the start, nothing within 24 hours (the {hash}
// transition, cancel-by-customer-no-refund), always in full when the tour operator cancels. A listing
// whose policy is non-refundable gives nothing back to a customer who cancels, whenever they do.
// A booking the operator moved to another date or time is refunded in full until it starts: the
// traveller agreed to the first time, not the new one (docs/decisions/068-traveller-pass.md).
import type { CancellationPolicy } from './listing';

export const fullRefundNoticeHours = 24;

export type CancelTransition = 'cancel' | 'cancel-by-customer' | 'cancel-by-customer-no-refund';

/** The last instant a customer cancellation is refunded in full. */
export const fullRefundUntil = (bookingStart: Date): Date =>
  new Date(bookingStart.getTime() - fullRefundNoticeHours * 3_600_000);

/** The transitions by which the operator moves a booking (the customer never fires them). */
const rescheduleTransitions: ReadonlySet<string> = new Set([
  'update-preauthorized-booking',
  'update-accepted-booking',
]);

/**
 * Whether the operator has moved the booking since it was requested, from its transition history
 * (a reseller's own change of date, decision 149, is not the operator's).
 */
export const isMovedByOperator = (
  history: readonly { transition: string; by?: string }[],
): boolean =>
  history.some(
    (record) => rescheduleTransitions.has(record.transition) && record.by !== 'reseller',
  );

/** Which transition a customer's cancellation is: with a full refund or without. */
export function customerCancelTransition(input: {
  bookingStart: Date;
  now: Date;
  policy: CancellationPolicy;
  /** The operator moved the booking: refunded in full until it starts, whatever the policy. */
  isMovedByOperator?: boolean;
}): 'cancel-by-customer' | 'cancel-by-customer-no-refund' {
  if (input.isMovedByOperator && input.now.getTime() < input.bookingStart.getTime())
    return 'cancel-by-customer';
  if (input.policy === 'non-refundable') return 'cancel-by-customer-no-refund';
  return input.now.getTime() <= fullRefundUntil(input.bookingStart).getTime()
    ? 'cancel-by-customer'
    : 'cancel-by-customer-no-refund';
}

/** The amount given back (minor units) of what the customer paid. */
export function refundAmount(transition: CancelTransition, payinTotal: number): number {
  return transition === 'cancel-by-customer-no-refund' ? 0 : payinTotal;
}

/**
 * A reseller cancels or changes a confirmed booking until the cancellation cut-off, 24 hours before
 * the start (OCTO's cancellationCutoff; decision 149), or until the start when the operator moved it.
 */
export function isBeforeResellerCutoff(input: {
  bookingStart: Date;
  now: Date;
  isMovedByOperator?: boolean;
}): boolean {
  if (input.isMovedByOperator) return input.now.getTime() < input.bookingStart.getTime();
  return input.now.getTime() <= fullRefundUntil(input.bookingStart).getTime();
}
