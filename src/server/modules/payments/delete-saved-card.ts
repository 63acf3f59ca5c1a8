import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import { findPaymentCustomer } from './ensure-payment-customer';

/** Removes one of the user's own saved cards; anyone else's card is not found. */
export async function deleteSavedCard(
  deps: AppDeps,
  userId: string,
  paymentMethodId: string,
): Promise<void> {
  const customerId = await findPaymentCustomer(deps, userId);
  if (!customerId) throw new AppError('not-found', 'No such card');
  await deps.payments.detachSavedCard(customerId, paymentMethodId, `detach:${paymentMethodId}`);
}
