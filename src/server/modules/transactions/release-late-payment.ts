import { eq } from 'drizzle-orm';
import type { PaymentEvent } from '../../../integrations/payments/payments';
import type { AppDeps } from '../../app-deps';
import { transactions } from '../../db/schema';

/**
 * payment_intent.amount_capturable_updated: a card hold that arrived after its booking's payment
 * window closed (the intent was still processing when expire-payment released what it could) is
 * released now, so nobody is charged for a booking that was not made (spec 000 §4). Any other
 * state keeps its hold: confirm-payment, accept or the expiries decide about it.
 */
export async function releaseLatePayment(
  event: PaymentEvent,
  deps: Pick<AppDeps, 'db' | 'payments'>,
): Promise<void> {
  const intent = event.paymentIntent;
  const transactionId = intent?.metadata.transactionId;
  if (!intent || !transactionId || intent.status !== 'requires_capture') return;
  const [row] = await deps.db
    .select({ state: transactions.state, paymentIntentId: transactions.paymentIntentId })
    .from(transactions)
    .where(eq(transactions.id, transactionId));
  if (row?.state !== 'payment-expired' || row.paymentIntentId !== intent.id) return;
  await deps.payments.cancelPaymentIntent(intent.id, `release-late:${transactionId}`);
}
