import http from 'node:http';
import type { AddressInfo } from 'node:net';

// For tests only: the HTTP side of a local server shaped as api.stripe.com, shared by the adapter
// tests' scripted fake (fake-stripe-api.ts) and the stateful test API (stripe-test-api.ts).

export type StripeShapedRequest = {
  method: string;
  /** The path with its /v1 prefix, as Stripe's clients send it. */
  path: string;
  /** The form body of a POST, or the query of a GET. */
  form: URLSearchParams;
  /** The bearer key: the secret key from a server, the publishable key from Stripe.js. */
  key: string | undefined;
  idempotencyKey: string | undefined;
  stripeAccount: string | undefined;
};
export type StripeShapedAnswer = { status?: number; json: unknown };

/** Listens on a free loopback port; browsers may call it too (CORS as api.stripe.com allows it). */
export async function listenStripeShaped(
  handle: (request: StripeShapedRequest) => StripeShapedAnswer | Promise<StripeShapedAnswer>,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'authorization, content-type',
      });
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const request: StripeShapedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        form: new URLSearchParams(
          req.method === 'GET' ? url.search : Buffer.concat(chunks).toString(),
        ),
        key: /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1],
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        stripeAccount: req.headers['stripe-account'] as string | undefined,
      };
      void Promise.resolve(handle(request)).then(({ status = 200, json }) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(JSON.stringify(json));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
