import type dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { AppError } from '../../../domain/errors';
import { guardedLookup, isPublicAddress, WebhookAddressRefused } from '../octo/webhook-address';

/** A picture fetched for the image proxy: its bytes, at most maxBytes. */
export type FetchImage = (
  url: URL,
  limits: { maxBytes: number; timeoutMs: number },
) => Promise<Buffer>;

const refused = (message: string, code: string) =>
  new AppError('validation-invalid-params', message, [{ path: 'url', code }]);

/**
 * GETs a picture on an allowed host for the image proxy (decision 169), on the public internet only:
 * a literal address off it is refused before connecting, a name is resolved by the lookup that
 * refuses it when any of its addresses is (the socket connects to the checked one: no rebinding),
 * redirects are not followed, and the body stops at maxBytes.
 */
export const fetchPublicImage: FetchImage = (url, limits) => {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !isPublicAddress(host))
    return Promise.reject(
      refused('The image host is not on the public internet.', 'image-host-private'),
    );
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Buffer>((resolve, reject) => {
    const request = client.get(
      url,
      {
        headers: { accept: 'image/*' },
        signal: AbortSignal.timeout(limits.timeoutMs),
        lookup: guardedLookup as typeof dns.lookup,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status !== 200) {
          response.resume();
          return reject(refused(`The image host answered ${status}.`, 'image-fetch-failed'));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            request.destroy();
            reject(refused('The image is larger than 20 MB.', 'image-too-large'));
          } else chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', reject);
      },
    );
    request.on('error', (error) =>
      reject(
        error instanceof WebhookAddressRefused
          ? refused('The image host is not on the public internet.', 'image-host-private')
          : refused('The image could not be fetched.', 'image-fetch-failed'),
      ),
    );
  });
};
