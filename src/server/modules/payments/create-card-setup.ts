import { randomUUID } from 'node:crypto';
import type { SetupIntent } from '../../../integrations/payments/payments';
import type { AppDeps } from '../../app-deps';
import { ensurePaymentCustomer } from './ensure-payment-customer';

/** A setup intent on the user's customer: the browser confirms it with a card to save it without paying. */
export async function createCardSetup(deps: AppDeps, userId: string): Promise<SetupIntent> {
  const customerId = await ensurePaymentCustomer(deps, userId);
  return deps.payments.createSetupIntent({ customerId, idempotencyKey: `setup:${randomUUID()}` });
}
