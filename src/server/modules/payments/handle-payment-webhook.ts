import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { paymentWebhookEvents } from '../../db/schema';
import { paymentEventHandlers } from './payment-event-handlers';

export type WebhookOutcome = 'handled' | 'ignored' | 'duplicate';

/**
 * A webhook from the payment provider: the signature is checked over the raw body (403 when wrong),
 * an event id seen before is acknowledged without running again, and a failing handler forgets the
 * event so the provider's retry runs it.
 */
export async function handlePaymentWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const event = await deps.payments.parseWebhookEvent(rawBody, signature);
  const [claimed] = await deps.db
    .insert(paymentWebhookEvents)
    .values({ id: event.id, type: event.type, receivedAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.id });
  if (!claimed) return 'duplicate';
  const handler = paymentEventHandlers[event.type];
  try {
    if (handler) await handler(event, deps);
  } catch (error) {
    await deps.db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, event.id));
    throw error;
  }
  await deps.db
    .update(paymentWebhookEvents)
    .set({ processedAt: deps.clock.now() })
    .where(eq(paymentWebhookEvents.id, event.id));
  return handler ? 'handled' : 'ignored';
}
