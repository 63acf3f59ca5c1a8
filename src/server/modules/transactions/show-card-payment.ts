import { eq } from 'drizzle-orm';
import type { CardPayment } from '../../../contracts/transactions';
import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import { transactions } from '../../db/schema';
import { actorOf } from './transition-transaction';

/**
 * GET /api/transactions/:id/payment: the card payment's client secret, so the customer can pay a
 * pending-payment order again after leaving checkout (within the payment window). The customer
 * only: the provider 403, anyone else 404; any other state 409.
 */
export async function showCardPayment(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  viewerId: string,
  id: string,
): Promise<CardPayment> {
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.id, id));
  if (!row) throw new AppError('not-found', 'Transaction not found');
  if (actorOf(row, { userId: viewerId }) !== 'customer')
    throw new AppError('forbidden', 'Only the customer pays for a booking');
  if (row.state !== 'pending-payment' || !row.paymentIntentId)
    throw new AppError('transaction-invalid-transition', 'There is no card payment to complete', [
      { code: 'no-pending-payment', state: row.state },
    ]);
  const intent = await deps.payments.retrievePaymentIntent(row.paymentIntentId);
  return { paymentIntentId: intent.id, clientSecret: intent.clientSecret };
}
