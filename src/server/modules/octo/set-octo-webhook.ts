import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Language } from '../../../domain/languages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { resellers } from '../../db/schema';
import { octoError } from './octo-catalog';
import { webhookUrlProblem } from './webhook-address';

export type OctoWebhook = { id: string; event: 'booking_update'; url: string };

/** The reseller's one booking_update webhook (octo/webhooks), as OCTO lists it: never its secret. */
export async function listOctoWebhooks(db: Db, resellerId: string): Promise<OctoWebhook[]> {
  const [row] = await db
    .select({ url: resellers.webhookUrl })
    .from(resellers)
    .where(eq(resellers.id, resellerId));
  return row?.url ? [{ id: resellerId, event: 'booking_update', url: row.url }] : [];
}

/** The refusal of a webhook URL, in the caller's language (Accept-Language, decision 158). */
const refusals: Record<'scheme' | 'private-address', Record<Language, string>> = {
  scheme: {
    en: 'The webhook url must be an http or https URL.',
    pt: 'O URL do webhook tem de ser um URL http ou https.',
    de: 'Die Webhook-URL muss eine http- oder https-URL sein.',
    es: 'La URL del webhook debe ser una URL http o https.',
    fr: "L'URL du webhook doit être une URL http ou https.",
  },
  'private-address': {
    en: 'The webhook url must point to the public internet, not to a local, private, link-local, shared (CGNAT), multicast or metadata address.',
    pt: 'O URL do webhook tem de apontar para a internet pública, não para um endereço local, privado, de ligação local, partilhado (CGNAT), multicast ou de metadados.',
    de: 'Die Webhook-URL muss ins öffentliche Internet zeigen, nicht auf eine lokale, private, Link-Local-, geteilte (CGNAT), Multicast- oder Metadaten-Adresse.',
    es: 'La URL del webhook debe apuntar a internet pública, no a una dirección local, privada, de enlace local, compartida (CGNAT), multicast o de metadatos.',
    fr: "L'URL du webhook doit pointer vers l'internet public, pas vers une adresse locale, privée, de lien local, partagée (CGNAT), multicast ou de métadonnées.",
  },
};
const eventRefusal: Record<Language, string> = {
  en: 'The only event is booking_update.',
  pt: 'O único evento é booking_update.',
  de: 'Das einzige Ereignis ist booking_update.',
  es: 'El único evento es booking_update.',
  fr: 'Le seul événement est booking_update.',
};

/**
 * POST /octo/webhooks sets the reseller's booking_update webhook (one per reseller: a second
 * replaces the first; http or https only, on the public internet unless private targets are
 * allowed) with a new signing secret, answered this once (decision 158): setting it again rotates
 * the secret. DELETE /octo/webhooks/{id} removes it (decision 149).
 */
export async function setOctoWebhook(
  deps: { db: Db; config: Pick<Config, 'octoWebhooksAllowPrivate'> },
  resellerId: string,
  input: { url: string | null; event?: string },
  language: Language = 'en',
): Promise<(OctoWebhook & { secret: string }) | null> {
  if (input.event !== undefined && input.event !== 'booking_update')
    throw octoError('BAD_REQUEST', eventRefusal[language]);
  if (input.url === null) {
    await deps.db.update(resellers).set({ webhookUrl: null }).where(eq(resellers.id, resellerId));
    return null;
  }
  const url = URL.canParse(input.url) ? new URL(input.url) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw octoError('BAD_REQUEST', refusals.scheme[language]);
  if (!deps.config.octoWebhooksAllowPrivate && webhookUrlProblem(input.url))
    throw octoError('BAD_REQUEST', refusals['private-address'][language]);
  const secret = randomBytes(24).toString('base64url');
  await deps.db
    .update(resellers)
    .set({ webhookUrl: input.url, webhookSecret: secret })
    .where(eq(resellers.id, resellerId));
  return { id: resellerId, event: 'booking_update', url: input.url, secret };
}
