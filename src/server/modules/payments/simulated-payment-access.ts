import { AppError } from '../../../domain/errors';
import { isCardSimulator, type CardSimulator } from '../../../integrations/payments/card-simulator';
import type { AppDeps } from '../../app-deps';
import { findPaymentCustomer } from './ensure-payment-customer';

/** The card simulator, or 404: its browser endpoints do not exist when Stripe takes the payments. */
export function cardSimulatorOf(deps: AppDeps): CardSimulator {
  if (!isCardSimulator(deps.payments)) throw new AppError('not-found', 'Not found');
  return deps.payments;
}

const notFound = () => new AppError('not-found', 'No such payment', [{ code: 'resource_missing' }]);

/**
 * The simulator and the signed-in user's customer there (null before their first payment): the
 * simulator's browser calls take it as `payerCustomerId`, so an intent made for another customer is
 * 404 even with its client secret, telling nothing (as is a wrong secret).
 */
export async function simulatorForPayer(
  deps: AppDeps,
  userId: string,
): Promise<{ simulator: CardSimulator; payerCustomerId: string | null }> {
  const simulator = cardSimulatorOf(deps);
  return { simulator, payerCustomerId: await findPaymentCustomer(deps, userId) };
}

/** The simulator when the user may act on this setup intent (always made for the user's own customer). */
export async function simulatorForSetupIntent(
  deps: AppDeps,
  userId: string,
  id: string,
  clientSecret: string,
): Promise<CardSimulator> {
  const simulator = cardSimulatorOf(deps);
  const setup = await simulator.retrieveSetupIntentWithSecret(id, clientSecret).catch(() => {
    throw notFound();
  });
  if (setup.customerId !== (await findPaymentCustomer(deps, userId))) throw notFound();
  return simulator;
}
