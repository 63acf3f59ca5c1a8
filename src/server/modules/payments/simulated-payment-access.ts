import { AppError } from '../../../domain/errors';
import { isCardSimulator, type CardSimulator } from '../../../integrations/payments/card-simulator';
import type { AppDeps } from '../../app';
import { findPaymentCustomer } from './ensure-payment-customer';

/** The card simulator, or 404: its browser endpoints do not exist when Stripe takes the payments. */
export function cardSimulatorOf(deps: AppDeps): CardSimulator {
  if (!isCardSimulator(deps.payments)) throw new AppError('not-found', 'Not found');
  return deps.payments;
}

const notFound = () => new AppError('not-found', 'No such payment', [{ code: 'resource_missing' }]);

/**
 * The simulator when the signed-in user may act on this intent: the client secret must match (as
 * with Stripe.js) and an intent made for a customer is only the customer's. Else 404, telling nothing.
 */
export async function simulatorForIntent(
  deps: AppDeps,
  userId: string,
  id: string,
  clientSecret: string,
): Promise<CardSimulator> {
  const simulator = cardSimulatorOf(deps);
  const intent = await simulator.retrieveWithSecret(id, clientSecret).catch(() => {
    throw notFound();
  });
  if (intent.customerId && intent.customerId !== (await findPaymentCustomer(deps, userId)))
    throw notFound();
  return simulator;
}

/** As simulatorForIntent, for a setup intent (always made for the user's own customer). */
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
