import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { octoCapabilityIds } from '../../../domain/octo';
import { octoBookings, resellers } from '../../db/schema';
import type { JobHandler } from '../../jobs/job-handler';
import { octoBookingView } from './octo-bookings';
import { postToWebhook } from './webhook-address';

/** The signature header: HMAC-SHA256 of `timestamp.body` with the reseller's webhook secret. */
export const octoSignatureOf = (secret: string, timestamp: number, body: string): string =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/**
 * The `octo-booking-update` job: POSTs the booking as it is now to the reseller's webhook
 * (`{webhook: {id, event, url}, booking}`, with content and pricing, in English), signed. A
 * reseller without a webhook is skipped; an answer other than 2xx, or none within 10 s, throws, so
 * the job runner retries it with its backoff. An address off the public internet is not called
 * (decision 158): the job fails with WebhookAddressRefused, shown in the console's jobs.
 */
export const sendOctoWebhook: JobHandler = async (payload, { deps }) => {
  const { transactionId } = payload;
  if (typeof transactionId !== 'string') throw new Error('An OCTO webhook job needs transactionId');
  const [found] = await deps.db
    .select({ booking: octoBookings, reseller: resellers })
    .from(octoBookings)
    .innerJoin(resellers, eq(resellers.id, octoBookings.resellerId))
    .where(eq(octoBookings.transactionId, transactionId));
  const url = found?.reseller.webhookUrl;
  if (!found || !url) return;
  const { booking, reseller } = found;
  const view = await octoBookingView(
    deps,
    { resellerId: reseller.id, name: reseller.name, userId: reseller.userId, testMode: false },
    booking,
    {
      capabilities: octoCapabilityIds,
      language: 'en',
      imageUrl: (key) => new URL(deps.imageStorage.urlFor(key), deps.config.publicBaseUrl).href,
    },
  );
  const body = JSON.stringify({
    webhook: { id: reseller.id, event: 'booking_update', url },
    booking: view,
  });
  const timestamp = Math.floor(deps.clock.now().getTime() / 1000);
  const status = await postToWebhook(url, {
    headers: {
      'content-type': 'application/json',
      'octo-signature': octoSignatureOf(reseller.webhookSecret ?? '', timestamp, body),
    },
    body,
    timeoutMs: 10_000,
    allowPrivate: deps.config.octoWebhooksAllowPrivate,
  });
  if (status < 200 || status >= 300) throw new Error(`The reseller's webhook answered ${status}`);
};
