import { createCardSimulator } from '../../integrations/payments/card-simulator';
import type { Payments } from '../../integrations/payments/payments';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createSimulatorStore } from './simulator-store';

/**
 * Stripe when both keys are configured, else the card simulator on our database. Stripe's client
 * loads only when configured.
 */
export async function createPayments(config: Config, db: Db, clock: Clock): Promise<Payments> {
  const now = () => clock.now();
  if (config.stripe) {
    const { createStripePayments } = await import('../../integrations/payments/stripe-payments');
    return createStripePayments(
      {
        secretKey: config.stripe.secretKey,
        webhookSecret: config.stripeWebhookSecret,
        api: config.stripe.api,
      },
      now,
    );
  }
  return createCardSimulator({
    store: createSimulatorStore(db, now),
    now,
    webhookSecret: config.stripeWebhookSecret,
  });
}
