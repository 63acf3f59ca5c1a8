import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resellers } from '../../db/schema';
import { octoError } from './octo-catalog';

export type OctoWebhook = { id: string; event: 'booking_update'; url: string };

/** The reseller's one booking_update webhook (octo/webhooks), as OCTO lists it. */
export async function listOctoWebhooks(db: Db, resellerId: string): Promise<OctoWebhook[]> {
  const [row] = await db
    .select({ url: resellers.webhookUrl })
    .from(resellers)
    .where(eq(resellers.id, resellerId));
  return row?.url ? [{ id: resellerId, event: 'booking_update', url: row.url }] : [];
}

/**
 * POST /octo/webhooks sets the reseller's booking_update webhook (one per reseller: a second
 * replaces the first; http or https only), DELETE /octo/webhooks/{id} removes it (decision 149).
 */
export async function setOctoWebhook(
  db: Db,
  resellerId: string,
  input: { url: string | null; event?: string },
): Promise<OctoWebhook | null> {
  if (input.event !== undefined && input.event !== 'booking_update')
    throw octoError('BAD_REQUEST', 'The only event is booking_update');
  if (input.url !== null) {
    const url = URL.canParse(input.url) ? new URL(input.url) : null;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      throw octoError('BAD_REQUEST', 'The webhook url is an http or https URL');
  }
  await db.update(resellers).set({ webhookUrl: input.url }).where(eq(resellers.id, resellerId));
  return input.url ? { id: resellerId, event: 'booking_update', url: input.url } : null;
}
