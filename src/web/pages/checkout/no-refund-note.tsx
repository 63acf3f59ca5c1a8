import type { CancellationPolicy } from '../../../domain/listing';
import { customerCancelTransition } from '../../../domain/refund-policy';
import { FormMessage } from '../../components/form/form-fields';

/**
 * Said before paying when this booking, cancelled, would give nothing back (spec 000 §9): a start
 * within 24 hours, or a non-refundable listing. The same rule the cancellation applies.
 */
export function NoRefundNote({
  policy,
  bookingStart,
  now,
}: {
  policy: CancellationPolicy;
  bookingStart: Date;
  now: Date;
}) {
  const cancel = customerCancelTransition({ bookingStart, now, policy });
  if (cancel !== 'cancel-by-customer-no-refund') return null;
  return <FormMessage tone="info" id={`checkout.noRefund.${policy}`} />;
}
