import { createCardSimulator } from '../../../integrations/payments/card-simulator';
import type { Payments } from '../../../integrations/payments/payments';
import { createStripePayments } from '../../../integrations/payments/stripe-payments';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createSimulatorStore } from './simulator-store';

/** Stripe when both keys are configured, else the card simulator on our database. */
export function createPayments(config: Config, db: Db, clock: Clock): Payments {
  const now = () => clock.now();
  if (config.stripe) {
    return createStripePayments(
      { secretKey: config.stripe.secretKey, webhookSecret: config.stripeWebhookSecret },
      now,
    );
  }
  return createCardSimulator({
    store: createSimulatorStore(db, now),
    now,
    webhookSecret: config.stripeWebhookSecret,
  });
}
