// The real services' clients (decisions 165, 166 and 174) configured in the app: `klaviyo-api`'s and
// `posthog-node`'s requests, intercepted at the network edge with msw (no network) and checked.
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runDueJobs } from '../jobs/job-runner';
import { browserHeaders, sessionTokenFrom } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

// The requests as the services receive them; the expectations below check their shapes.
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Received = { method: string; path: string; headers: Record<string, string>; body: Json };
let received: Received[] = [];
/** The next answer of PostHog's batch endpoint, when it is to fail. */
let posthogDown = false;
/** Emails Klaviyo already has a profile for: a create answers 409 duplicate_profile. */
const knownEmails = new Map<string, string>();
let t: TestContext;

async function receive(request: Request): Promise<Received> {
  const raw = Buffer.from(await request.arrayBuffer());
  // posthog-node gzips its batches.
  const text = (
    request.headers.get('content-encoding') === 'gzip' ? gunzipSync(raw) : raw
  ).toString();
  const entry = {
    method: request.method,
    path: new URL(request.url).pathname,
    headers: Object.fromEntries(request.headers),
    body: text ? JSON.parse(text) : null,
  };
  received.push(entry);
  return entry;
}

const services = setupServer(
  http.post('https://a.klaviyo.com/api/profiles', async ({ request }) => {
    const { body } = await receive(request);
    const known = knownEmails.get(body?.data?.attributes?.email);
    if (!known) return HttpResponse.json({ data: { type: 'profile', id: 'new' } }, { status: 201 });
    return HttpResponse.json(
      {
        errors: [{ status: 409, code: 'duplicate_profile', meta: { duplicate_profile_id: known } }],
      },
      { status: 409 },
    );
  }),
  http.patch('https://a.klaviyo.com/api/profiles/:id', async ({ request, params }) => {
    await receive(request);
    return HttpResponse.json({ data: { type: 'profile', id: params.id } });
  }),
  http.post('https://a.klaviyo.com/api/events', async ({ request }) => {
    await receive(request);
    return new HttpResponse(null, { status: 202 });
  }),
  http.post('https://eu.i.posthog.com/batch/', async ({ request }) => {
    await receive(request);
    // PostHog answers {"status":1}; posthog-node never reads it, and cancelling an unread mocked
    // body never settles in msw: an empty body stands for it.
    return new HttpResponse(posthogDown ? 'unavailable' : null, {
      status: posthogDown ? 503 : 200,
    });
  }),
);

beforeAll(async () => {
  services.listen({ onUnhandledRequest: 'error' });
  t = await createTestApp({
    posthog: { apiKey: 'phc_test_project_key', host: 'https://eu.i.posthog.com' },
    klaviyo: { apiKey: 'pk_test_private_key', baseUrl: 'https://a.klaviyo.com' },
    publicBaseUrl: 'https://levada.example',
  });
});
beforeEach(() => {
  received = [];
});
afterAll(async () => {
  await t.close();
  services.close();
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

/** What posthog-node adds to every event's properties. */
const posthogNodeProperties = {
  $lib: 'posthog-node',
  $lib_version: expect.stringMatching(/^5\./),
  $is_server: true,
  $geoip_disable: true,
};

const klaviyoHeaders = {
  authorization: 'Klaviyo-API-Key pk_test_private_key',
  accept: 'application/vnd.api+json',
  'content-type': 'application/json',
  revision: '2026-07-15',
  'user-agent': 'klaviyo-api-node/23.0.0',
};

describe('with KLAVIYO_API_KEY and POSTHOG_API_KEY', () => {
  it('a sign-up creates the Klaviyo profile and sends PostHog the sign-up with the user id; nothing is kept locally', async () => {
    const { userId } = await signUp('ines.gouveia@example.pt');
    await runDueJobs(t.app.deps, { log: () => {} });
    const profile = received.find((r) => r.path === '/api/profiles')!;
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
          event: 'sign_up',
          distinct_id: userId,
          uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
          timestamp: t.clock.now().toISOString(),
          properties: {
            $lib: 'posthog-node',
            $lib_version: expect.stringMatching(/^5\./),
            $is_server: true,
            $geoip_disable: true,
            $anon_distinct_id: 'visitor-adapter-0001',
            $set: { userType: 1, language: 'en' },
          },
        },
      ],
      sent_at: expect.any(String),
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
        last_error: expect.stringContaining(
          'PostHog refused the event: HTTP error while fetching PostHog: status=503',
        ),
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
    const calls = received.filter((r) => r.path.startsWith('/api/profiles'));
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/profiles',
      'PATCH /api/profiles/01JKLAVIYOPROFILE0000000001',
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
          ...posthogNodeProperties,
        },
      }),
      expect.objectContaining({
        event: 'checkout_started',
        distinct_id: userId,
        properties: { listingId, ...posthogNodeProperties },
      }),
    ]);
    const events = received
      .filter((r) => r.path === '/api/events')
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
