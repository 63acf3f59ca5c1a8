import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

// For adapter tests: a fake Stripe API at the network edge, a local HTTP server that records each
// request (method, path, form body, Idempotency-Key, Stripe-Account) and answers as Stripe would.

export type Recorded = {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
  stripeAccount: string | undefined;
};
export type Answer = { status?: number; json: unknown };

/** Starts the fake for the test file; `answers` by "METHOD /path", unknown paths get Stripe's 404. */
export function useFakeStripeApi() {
  const fake = {
    recorded: [] as Recorded[],
    answers: {} as Record<string, Answer>,
    port: 0,
    api: () => ({ host: '127.0.0.1', port: fake.port, protocol: 'http' as const }),
  };
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const body = new URLSearchParams(
          req.method === 'GET' ? url.search : Buffer.concat(chunks).toString(),
        );
        fake.recorded.push({
          method: req.method ?? '',
          path: url.pathname,
          body,
          idempotencyKey: req.headers['idempotency-key'] as string | undefined,
          stripeAccount: req.headers['stripe-account'] as string | undefined,
        });
        const answer = fake.answers[`${req.method} ${url.pathname}`] ?? {
          status: 404,
          json: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such thing',
            },
          },
        };
        res.writeHead(answer.status ?? 200, {
          'content-type': 'application/json',
          'request-id': 'req_fake',
        });
        res.end(JSON.stringify(answer.json));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake.port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    fake.recorded.length = 0;
    fake.answers = {};
  });
  return fake;
}
