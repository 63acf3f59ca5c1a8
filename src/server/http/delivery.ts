import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** A weak validator of a body: weak because the same body goes out in several content codings. */
export const weakEtag = (body: string | Buffer): string =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether an If-None-Match header matches an ETag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Response delivery for every route registered after it (decision 050): brotli or gzip for text
 * bodies over 1 KB, and a weak ETag with 304 for successful GET/HEAD answers whose body is in memory
 * (API JSON and server-rendered pages). Request bodies are never decompressed (a webhook checks
 * its signature over the raw bytes).
 */
export async function registerDelivery(app: FastifyInstance): Promise<void> {
  // The ETag hook is app-wide, so it runs before the per-route compression hook sees the body.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // A cached answer brings the ETag computed when it was kept (public-read-cache.ts).
    const known = reply.getHeader('etag');
    const etag = typeof known === 'string' ? known : weakEtag(payload);
    reply.header('ETag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
}
