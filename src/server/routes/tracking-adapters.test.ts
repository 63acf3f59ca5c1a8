// The real services' adapters (decisions 165 and 166) configured in the app: Klaviyo's and PostHog's
// requests, checked on a fake of both on a local port (the fetch transport, no network).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runDueJobs } from '../jobs/job-runner';
import { browserHeaders, sessionTokenFrom } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

// The fake reads the JSON bodies as they come; the expectations below check their shapes.
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Received = { method: string; path: string; headers: http.IncomingHttpHeaders; body: Json };
let server: http.Server;
let base: string;
let received: Received[] = [];
/** The next answer of PostHog's batch endpoint, when it is to fail. */
let posthogDown = false;
/** Emails Klaviyo already has a profile for: a create answers 409 duplicate_profile. */
const knownEmails = new Map<string, string>();
let t: TestContext;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = text ? JSON.parse(text) : null;
      received.push({
        method: request.method!,
        path: request.url!,
        headers: request.headers,
        body,
      });
      const known = knownEmails.get(body?.data?.attributes?.email);
      if (request.url === '/api/profiles/' && known) {
        response.writeHead(409, { 'content-type': 'application/vnd.api+json' }).end(
          JSON.stringify({
            errors: [
              {
                status: 409,
                code: 'duplicate_profile',
                meta: { duplicate_profile_id: known },
              },
            ],
          }),
        );
      } else if (request.url === '/batch/' && posthogDown) {
        response.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable');
      } else if (request.url === '/batch/') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}');
      } else {
        response.writeHead(request.url === '/api/events/' ? 202 : 201).end('');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    posthog: { apiKey: 'phc_test_project_key', host: base },
    klaviyo: { apiKey: 'pk_test_private_key', baseUrl: base },
    publicBaseUrl: 'https://levada.example',
  });
});
beforeEach(() => {
  received = [];
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const consented = (headers = browserHeaders()) => ({
  ...headers,
  cookie: `${headers.cookie}; euCookiesAccepted=1; levada_visitor=visitor-adapter-0001`,
});

async function signUp(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: consented(),
    payload: {
      type: 1,
      firstName: 'Inês',
      lastName: 'Gouveia',
      email,
      phoneNumber: '+351 912 345 678',
      password: 'laurel-forest-2026',
      termsAccepted: true,
      marketingEmailOption: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return {
    userId: res.json<{ data: { user: { id: string } } }>().data.user.id,
    session: consented(browserHeaders(sessionTokenFrom(res.headers['set-cookie']))),
  };
}

const klaviyoHeaders = {
  authorization: 'Klaviyo-API-Key pk_test_private_key',
  accept: 'application/vnd.api+json',
  'content-type': 'application/vnd.api+json',
  revision: '2024-10-15',
};

describe('with KLAVIYO_API_KEY and POSTHOG_API_KEY', () => {
  it('a sign-up creates the Klaviyo profile and sends PostHog the sign-up with the user id; nothing is kept locally', async () => {
    const { userId } = await signUp('ines.gouveia@example.pt');
    await runDueJobs(t.app.deps, { log: () => {} });
    const profile = received.find((r) => r.path === '/api/profiles/')!;
    expect(profile).toMatchObject({ method: 'POST', headers: klaviyoHeaders });
    expect(profile.body).toEqual({
      data: {
        type: 'profile',
        attributes: {
          email: 'ines.gouveia@example.pt',
          phone_number: '+351912345678',
          external_id: userId,
          first_name: 'Inês',
          last_name: 'Gouveia',
        },
      },
    });
    const batch = received.find((r) => r.path === '/batch/')!;
    expect(batch.method).toBe('POST');
    expect(batch.body).toEqual({
      api_key: 'phc_test_project_key',
      batch: [
        {
          type: 'capture',
          event: 'sign_up',
          distinct_id: userId,
          uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
          timestamp: t.clock.now().toISOString(),
          properties: {
            $lib: 'levada-server',
            $anon_distinct_id: 'visitor-adapter-0001',
            $set: { userType: 1, language: 'en' },
          },
        },
      ],
    });
    const local = (await t.database.db.execute(
      sql`select (select count(*) from analytics_events)::int as a, (select count(*) from marketing_profiles)::int as p`,
    )) as unknown as { rows: { a: number; p: number }[] };
    expect(local.rows[0]).toEqual({ a: 0, p: 0 });
  });

  it('a refusal leaves the job to be retried, with the service’s answer as its error', async () => {
    posthogDown = true;
    const { userId } = await signUp('retry.later@example.pt');
    await runDueJobs(t.app.deps, { log: () => {} });
    posthogDown = false;
    const job = (await t.database.db.execute(
      sql`select state, attempts, last_error from jobs where kind = 'tracking-event' and payload->>'name' = 'sign-up' and payload->>'userId' = ${userId}`,
    )) as unknown as { rows: { state: string; attempts: number; last_error: string }[] };
    expect(job.rows).toEqual([
      {
        state: 'queued',
        attempts: 1,
        last_error: expect.stringContaining('PostHog refused the event: 503'),
      },
    ]);
    t.clock.advance(60_000);
    received = [];
    await runDueJobs(t.app.deps, { log: () => {} });
    expect(received.filter((r) => r.path === '/batch/')).toHaveLength(1);
  });

  it('an address Klaviyo already has: the existing profile is updated (409 then PATCH)', async () => {
    knownEmails.set('known.person@example.pt', '01JKLAVIYOPROFILE0000000001');
    const { userId } = await signUp('known.person@example.pt');
    await runDueJobs(t.app.deps, { log: () => {} });
    const calls = received.filter((r) => r.path.startsWith('/api/profiles/'));
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/profiles/',
      'PATCH /api/profiles/01JKLAVIYOPROFILE0000000001/',
    ]);
    expect(calls[1]!.headers).toMatchObject(klaviyoHeaders);
    expect(calls[1]!.body).toEqual({
      data: {
        type: 'profile',
        id: '01JKLAVIYOPROFILE0000000001',
        attributes: expect.objectContaining({
          email: 'known.person@example.pt',
          external_id: userId,
        }),
      },
    });
  });

  it('a page view and an opened checkout: PostHog $pageview with the URL, Klaviyo "Viewed Page" and "Added to Cart" events', async () => {
    const { userId, session } = await signUp('checks.out@example.pt');
    await runDueJobs(t.app.deps, { log: () => {} });
    received = [];
    const listingId = crypto.randomUUID();
    for (const payload of [
      { name: 'page-view', path: '/l/levada-walk/abc/' },
      { name: 'checkout-started', listingId },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tracking/events',
        headers: session,
        payload,
      });
      expect(res.statusCode).toBe(204);
    }
    await runDueJobs(t.app.deps, { log: () => {} });
    const captures = received
      .filter((r) => r.path === '/batch/')
      .map((r) => r.body.batch[0])
      .sort((a, b) => a.event.localeCompare(b.event));
    expect(captures).toEqual([
      expect.objectContaining({
        event: '$pageview',
        distinct_id: userId,
        properties: {
          path: '/l/levada-walk/abc/',
          $current_url: 'https://levada.example/l/levada-walk/abc/',
          $lib: 'levada-server',
        },
      }),
      expect.objectContaining({
        event: 'checkout_started',
        distinct_id: userId,
        properties: { listingId, $lib: 'levada-server' },
      }),
    ]);
    const events = received
      .filter((r) => r.path === '/api/events/')
      .map((r) => r.body.data.attributes)
      .sort((a, b) => a.metric.data.attributes.name.localeCompare(b.metric.data.attributes.name));
    expect(events).toEqual([
      {
        properties: { listingId },
        time: t.clock.now().toISOString(),
        unique_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        metric: { data: { type: 'metric', attributes: { name: 'Added to Cart' } } },
        profile: {
          data: {
            type: 'profile',
            attributes: { email: 'checks.out@example.pt', external_id: userId },
          },
        },
      },
      expect.objectContaining({
        properties: { path: '/l/levada-walk/abc/' },
        metric: { data: { type: 'metric', attributes: { name: 'Viewed Page' } } },
      }),
    ]);
  });
});
