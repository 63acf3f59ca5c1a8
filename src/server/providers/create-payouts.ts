import { createConnectSimulator } from '../../integrations/payouts/connect-simulator';
import type { Payouts } from '../../integrations/payouts/payouts';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createConnectSimulatorStore } from './connect-simulator-store';

/**
 * Stripe Connect when Stripe's keys are configured (its client loaded only then), else the Connect
 * simulator on our database.
 */
export async function createPayouts(
  config: Config,
  db: Db,
  clock: Clock,
  log?: (message: string, error?: unknown) => void,
): Promise<Payouts> {
  if (config.stripe) {
    const { createStripeConnect } = await import('../../integrations/payouts/stripe-connect');
    return createStripeConnect(
      { secretKey: config.stripe.secretKey, api: config.stripe.api },
      { log },
    );
  }
  return createConnectSimulator({ store: createConnectSimulatorStore(db), now: () => clock.now() });
}
