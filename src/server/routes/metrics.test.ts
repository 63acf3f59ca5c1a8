// GET /metrics (decision 132): Prometheus' text format, loopback or METRICS_TOKEN only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildTransaction } from '../test/transaction-factories';
import { enqueueJob } from '../jobs/job-queue';
import { outboxMessages } from '../db/schema';

const token = 'metrics-token-of-this-test';
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: token });
});
afterAll(async () => t.close());

const scrape = (remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

/** The value of the series whose line starts with `series` (name and labels as written). */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('counts a request in its route’s latency histogram, by pattern, not by path', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'GET', url: `/api/listings/${id}` })).statusCode).toBe(
      404,
    );
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const series =
      'levada_http_request_duration_seconds_count{method="GET",route="/api/listings/:id",status_code="404"}';
    expect(valueOf(res.body, series)).toBe(1);
    expect(res.body).not.toContain(id);
    expect(res.body).toContain('levada_process_resident_memory_bytes');
  });

  it('shows bookings by state, jobs by kind and state with their lag, outbox messages and cache lookups', async () => {
    await buildTransaction(t.app.deps, { state: 'accepted' });
    t.clock.advance(1000);
    await enqueueJob(t.database.db, t.clock, { kind: 'metrics-test', payload: {}, key: 'm1' });
    t.clock.advance(90_000);
    await t.database.db.insert(outboxMessages).values({
      id: randomUUID(),
      channel: 'sms',
      recipient: '+351912345678',
      template: 'booking-accepted',
      text: 'Your tour is confirmed',
      status: 'failed',
      createdAt: t.clock.now(),
    });
    await t.app.inject({ method: 'GET', url: '/api/listings' });
    await t.app.inject({ method: 'GET', url: '/api/listings' });
    const text = (await scrape()).body;
    expect(valueOf(text, 'levada_bookings{state="accepted"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'levada_jobs{kind="metrics-test",state="queued"}')).toBe(1);
    expect(valueOf(text, 'levada_job_lag_seconds{kind="metrics-test"}')).toBe(90);
    expect(
      valueOf(text, 'levada_public_read_cache_lookups_total{outcome="hit"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'levada_outbox_messages{channel="sms",status="failed"}')).toBe(1);
  });

  it('does not exist from outside without the token (404), and answers the token', async () => {
    expect((await scrape('203.0.113.9')).statusCode).toBe(404);
    expect(
      (await scrape('203.0.113.9', { authorization: 'Bearer wrong-token-of-this-tes' })).statusCode,
    ).toBe(404);
    // A forwarded address does not make an outside caller local.
    expect((await scrape('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    const res = await scrape('203.0.113.9', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('levada_http_request_duration_seconds_bucket');
  });
});
