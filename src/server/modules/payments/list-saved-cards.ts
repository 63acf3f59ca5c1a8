import type { SavedCard } from '../../../integrations/payments/payments';
import type { AppDeps } from '../../app-deps';
import { findPaymentCustomer } from './ensure-payment-customer';

/** The user's saved cards, default first; none before their first saved card. */
export async function listSavedCards(deps: AppDeps, userId: string): Promise<SavedCard[]> {
  const customerId = await findPaymentCustomer(deps, userId);
  if (!customerId) return [];
  const cards = await deps.payments.listSavedCards(customerId);
  return [...cards].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}
