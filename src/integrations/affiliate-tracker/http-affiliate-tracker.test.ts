// The hosted affiliate tracker's postback (decision 176): the request it makes, intercepted with msw.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpAffiliateTracker } from './http-affiliate-tracker';

const url = 'https://tracker.example/conversions';
const received: { method: string; auth: string | null; body: unknown }[] = [];
let status = 200;
const tracker = setupServer(
  http.post(url, async ({ request }) => {
    received.push({
      method: request.method,
      auth: request.headers.get('authorization'),
      body: await request.json(),
    });
    return new HttpResponse(status === 200 ? 'ok' : 'down', { status });
  }),
);
beforeAll(() => tracker.listen({ onUnhandledRequest: 'error' }));
afterAll(() => tracker.close());

const conversion = {
  transactionId: '3f0c2a5e-7b1d-4c8e-9a6f-1e2d3c4b5a69',
  affiliateId: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  valueMinor: 12345,
  currency: 'EUR',
  at: new Date('2026-06-01T09:00:00Z'),
};

describe('createHttpAffiliateTracker', () => {
  it('posts the conversion with the bearer token; a refusal throws (the job retries)', async () => {
    const client = createHttpAffiliateTracker({ url, token: 'tracker-token-1' });
    await client.reportConversion(conversion);
    expect(received).toEqual([
      {
        method: 'POST',
        auth: 'Bearer tracker-token-1',
        body: {
          order_id: conversion.transactionId,
          partner_id: conversion.affiliateId,
          amount: 123.45,
          currency: 'EUR',
          occurred_at: '2026-06-01T09:00:00.000Z',
        },
      },
    ]);
    status = 503;
    await expect(client.reportConversion(conversion)).rejects.toThrow(
      'The affiliate tracker refused the conversion: 503 down',
    );
  });
});
