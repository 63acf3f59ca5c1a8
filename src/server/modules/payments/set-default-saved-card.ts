import { randomUUID } from 'node:crypto';
import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import { findPaymentCustomer } from './ensure-payment-customer';

/** Makes one of the user's own saved cards the default; anyone else's card is not found. */
export async function setDefaultSavedCard(
  deps: AppDeps,
  userId: string,
  paymentMethodId: string,
): Promise<void> {
  const customerId = await findPaymentCustomer(deps, userId);
  if (!customerId) throw new AppError('not-found', 'No such card');
  // Setting a default is idempotent by nature; a fresh key lets A, B, A again each take effect.
  await deps.payments.setDefaultSavedCard(customerId, paymentMethodId, `default:${randomUUID()}`);
}
