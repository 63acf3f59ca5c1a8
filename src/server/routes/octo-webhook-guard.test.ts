import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localDateTimeWithOffset } from '../../domain/octo';
import { jobs, octoBookings, resellers } from '../db/schema';
import { runDueJobs } from '../jobs/job-runner';
import { transitionTransaction } from '../modules/transactions/transition-transaction';
import { buildOperator } from '../test/factories';
import { buildReseller, octoHeaders } from '../test/octo';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildBookableListing } from '../test/transaction-factories';
import type { AppDeps } from '../app-deps';

// Decision 158: a reseller's webhook reaches the public internet only. Here private targets are not
// allowed (as in production): a literal address off the public internet is refused when the URL is
// saved, with the message in the caller's language, and at delivery every address the host resolves
// to is checked, so a name that resolves to loopback is not called either.
let t: TestContext;
let server: http.Server;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ octoWebhooksAllowPrivate: false });
  server = http.createServer((request, response) => {
    received.push(String(request.url));
    request.resume();
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});
beforeEach(() => {
  t.clock.set('2026-06-01T09:00:00Z');
  received.length = 0;
});

const deps = () => t.app.deps as AppDeps;
const setWebhook = (key: string, url: string, language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/octo/webhooks',
    headers: { ...octoHeaders(key), ...(language ? { 'accept-language': language } : {}) },
    payload: { url, event: 'booking_update' },
  });

describe('webhook addresses off the public internet', () => {
  it('refuses a private, loopback, link-local, CGNAT, multicast or metadata URL when saved, in the caller’s language, keeping the webhook it had', async () => {
    const { reseller, key } = await buildReseller(deps());
    const kept = await setWebhook(key, 'https://hooks.example.com/levada');
    expect(kept.statusCode).toBe(200);
    const secret = kept.json<{ secret: string }>().secret;
    for (const url of [
      `http://127.0.0.1:${port}/hook`,
      'http://localhost:8080/hook',
      'http://[::1]/hook',
      'http://10.1.2.3/hook',
      'http://172.16.0.1/hook',
      'http://192.168.1.10/hook',
      'http://100.64.0.1/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://224.0.0.1/hook',
      'http://[fe80::1]/hook',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://[::ffff:127.0.0.1]/hook',
      'http://2130706433/hook',
    ]) {
      const refused = await setWebhook(key, url);
      expect([url, refused.statusCode, refused.json()]).toEqual([
        url,
        400,
        {
          error: 'BAD_REQUEST',
          errorMessage: expect.stringContaining('public internet'),
        },
      ]);
    }
    const inPortuguese = await setWebhook(key, 'http://169.254.169.254/', 'pt-PT,pt;q=0.9');
    expect(inPortuguese.json()).toEqual({
      error: 'BAD_REQUEST',
      errorMessage: expect.stringContaining('internet pública'),
    });
    const inGerman = await setWebhook(key, 'ftp://hooks.example.com/', 'de');
    expect(inGerman.json()).toEqual({
      error: 'BAD_REQUEST',
      errorMessage: 'Die Webhook-URL muss eine http- oder https-URL sein.',
    });
    const [row] = await t.database.db
      .select({ url: resellers.webhookUrl, secret: resellers.webhookSecret })
      .from(resellers)
      .where(eq(resellers.id, reseller.id));
    expect(row).toEqual({ url: 'https://hooks.example.com/levada', secret });
  });

  it('does not call a webhook whose host resolves to loopback, nor a loopback literal, at delivery', async () => {
    const operator = await buildOperator(t.database.db);
    const built = await buildBookableListing(deps(), {
      operatorId: operator.id,
      publicData: { instantBooking: true },
    });
    const { reseller, key } = await buildReseller(deps(), {
      listings: [{ id: built.listing.id, operatorId: operator.id }],
    });
    const transactionIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const held = await t.app.inject({
        method: 'POST',
        url: '/octo/bookings',
        headers: octoHeaders(key),
        payload: {
          productId: built.listing.id,
          optionId: 'DEFAULT',
          availabilityId: localDateTimeWithOffset(built.departure.start, 'Atlantic/Madeira'),
          unitItems: [{ unitId: 'adult' }],
        },
      });
      const { uuid } = held.json<{ uuid: string }>();
      await t.app.inject({
        method: 'POST',
        url: `/octo/bookings/${uuid}/confirm`,
        headers: octoHeaders(key),
        payload: { contact: { firstName: 'Inês' } },
      });
      const [booking] = await t.database.db
        .select({ transactionId: octoBookings.transactionId })
        .from(octoBookings)
        .where(eq(octoBookings.uuid, uuid));
      transactionIds.push(booking!.transactionId!);
    }
    await runDueJobs(deps(), { log: () => {} });
    // A URL saved with a name (here one that resolves to loopback, as a rebinding name would), or
    // before this guard: the delivery checks the address it connects to.
    for (const [index, hookUrl] of [
      `http://localhost:${port}/by-name`,
      `http://127.0.0.1:${port}/by-literal`,
    ].entries()) {
      await t.database.db
        .update(resellers)
        .set({ webhookUrl: hookUrl })
        .where(eq(resellers.id, reseller.id));
      await transitionTransaction(deps(), {
        transactionId: transactionIds[index]!,
        transition: 'cancel',
        params: {},
        caller: { userId: operator.id },
        isSpeculative: false,
      });
      await runDueJobs(deps(), { log: () => {} });
    }
    expect(received).toEqual([]);
    const failed = (
      await t.database.db
        .select({ lastError: jobs.lastError, payload: jobs.payload, attempts: jobs.attempts })
        .from(jobs)
        .where(eq(jobs.kind, 'octo-booking-update'))
    ).filter((job) => transactionIds.includes(job.payload.transactionId as string));
    expect(failed).toHaveLength(2);
    for (const job of failed)
      expect([job.attempts, job.lastError]).toEqual([
        1,
        expect.stringMatching(/address (127\.0\.0\.1|::1) is not on the public internet/),
      ]);
  });
});
