// Analytics and email marketing behind the cookie banner (issue 48 items 2–5; decisions 165–167): the
// local defaults on real rows through the job runner, nothing before consent, a decline that stops
// what was queued, an event for a deleted account, and the console's funnel to administrators only.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { runDueJobs } from '../jobs/job-runner';
import { grantAdmin } from '../modules/console/grant-admin';
import { queueTracking } from '../modules/tracking/queue-tracking';
import { buildAffiliate, buildUser } from '../test/factories';
import { browserHeaders, sessionTokenFrom, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
let adminHeaders: Record<string, string>;
const logged: string[] = [];
const runJobs = () => runDueJobs(t.app.deps, { log: (message) => logged.push(message) });

beforeAll(async () => {
  t = await createTestApp();
  const admin = await buildUser(t.database.db, {
    email: 'rita.admin@levada.example',
    emailVerified: true,
  });
  await grantAdmin(t.app.deps, admin.email, { id: null, label: 'test' });
  adminHeaders = await signedInHeaders(t, admin.id);
});
afterAll(async () => t.close());

const withCookies = (headers: Record<string, string>, ...cookies: string[]) => ({
  ...headers,
  cookie: [headers.cookie, ...cookies].join('; '),
});
const accepted = (headers = browserHeaders()) => withCookies(headers, 'euCookiesAccepted=1');
const declined = (headers = browserHeaders()) => withCookies(headers, 'euCookiesAccepted=0');

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
type EventRow = {
  name: string;
  distinct_id: string;
  user_id: string | null;
  properties: Record<string, unknown>;
};
const analyticsOf = (distinctId: string) =>
  rows<EventRow>(
    sql`select name, distinct_id, user_id, properties from analytics_events where distinct_id = ${distinctId} order by occurred_at, name`,
  );
const marketingEventsOf = (userId: string) =>
  rows<{ metric: string; email: string; properties: Record<string, unknown> }>(
    sql`select metric, email, properties from marketing_events where user_id = ${userId}::uuid order by occurred_at, metric`,
  );
const profileOf = async (userId: string) =>
  (
    await rows<{ email: string; phone_number: string | null; first_name: string }>(
      sql`select email, phone_number, first_name from marketing_profiles where user_id = ${userId}::uuid`,
    )
  )[0];
const pendingTrackingJobs = async () =>
  (
    await rows<{ n: number }>(
      sql`select count(*)::int as n from jobs where kind = 'tracking-event' and state <> 'done'`,
    )
  )[0]!.n;

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

const signupBody = (email: string) => ({
  type: 1,
  firstName: 'Marta',
  lastName: 'Freitas',
  email,
  phoneNumber: '+351 912 345 678',
  password: 'laurel-forest-2026',
  termsAccepted: true,
  marketingEmailOption: false,
});

async function signUp(email: string, headers: Record<string, string>) {
  const res = await post('/api/auth/signup', headers, signupBody(email));
  expect(res.statusCode, res.body).toBe(201);
  const token = sessionTokenFrom(res.headers['set-cookie'])!;
  const userId = res.json<{ data: { user: { id: string } } }>().data.user.id;
  return { userId, session: browserHeaders(token) };
}

const visitorOf = (setCookie: string | string[] | undefined) =>
  /levada_visitor=([^;]+)/.exec([setCookie].flat().join('\n'))?.[1];

describe('before the cookie banner is accepted', () => {
  it('keeps no page view, sets no visitor cookie and queues nothing, whether not chosen or declined', async () => {
    const before = await pendingTrackingJobs();
    for (const headers of [browserHeaders(), declined()]) {
      const res = await post('/api/tracking/events', headers, { name: 'page-view', path: '/s' });
      expect(res.statusCode).toBe(204);
      expect(visitorOf(res.headers['set-cookie'])).toBeUndefined();
    }
    expect(await pendingTrackingJobs()).toBe(before);
  });

  it('a sign-up without consent creates no marketing profile and no analytics event, but the team still hears of it', async () => {
    const { userId } = await signUp('no.consent@example.pt', browserHeaders());
    await runJobs();
    expect(await profileOf(userId)).toBeUndefined();
    expect(await analyticsOf(userId)).toEqual([]);
    const alerts = await rows<{ recipient: string; text: string }>(
      sql`select recipient, text from outbox_messages where channel = 'chat' and user_id = ${userId}::uuid`,
    );
    expect(alerts).toEqual([
      {
        recipient: '#alerts',
        text: expect.stringMatching(/New sign-up on .*: Marta F\. \(customer\)/),
      },
    ]);
  });
});

describe('after the cookie banner is accepted', () => {
  it('a visitor’s page view is kept under their new visitor id, for analytics and the ad pixel (decision 176), with no marketing event', async () => {
    const res = await post('/api/tracking/events', accepted(), {
      name: 'page-view',
      path: '/l/some-walk/',
    });
    expect(res.statusCode).toBe(204);
    const visitorId = visitorOf(res.headers['set-cookie'])!;
    expect(visitorId).toBeTruthy();
    await runJobs();
    const kept = await analyticsOf(visitorId);
    expect(kept.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      {
        name: 'ad-page-view',
        distinct_id: visitorId,
        user_id: null,
        properties: { path: '/l/some-walk/' },
      },
      {
        name: 'page-view',
        distinct_id: visitorId,
        user_id: null,
        properties: { path: '/l/some-walk/' },
      },
    ]);
  });

  it('sign-up, login, logout, a phone change, page views and an opened checkout reach analytics and email marketing', async () => {
    const visitor = withCookies(accepted(), 'levada_visitor=visitor-tracking-0001');
    const { userId, session } = await signUp('marta.freitas@example.pt', visitor);
    const signedIn = accepted(session);
    expect(
      (await post('/api/tracking/events', signedIn, { name: 'page-view', path: '/' })).statusCode,
    ).toBe(204);
    const listingId = crypto.randomUUID();
    expect(
      (await post('/api/tracking/events', signedIn, { name: 'checkout-started', listingId }))
        .statusCode,
    ).toBe(204);
    const phone = await t.app.inject({
      method: 'PATCH',
      url: '/api/account/contact-details',
      headers: signedIn,
      payload: { phoneNumber: '+351 933 000 111' },
    });
    expect(phone.statusCode, phone.body).toBe(200);
    expect((await post('/api/auth/logout', signedIn, {})).statusCode).toBe(204);
    const login = await post('/api/auth/login', accepted(), {
      email: 'marta.freitas@example.pt',
      password: 'laurel-forest-2026',
    });
    expect(login.statusCode, login.body).toBe(200);
    await runJobs();

    const events = await analyticsOf(userId);
    expect(events.map((e) => e.name).sort()).toEqual(
      [
        'ad-page-view',
        'checkout-started',
        'login',
        'logout',
        'page-view',
        'sign-up',
        'user-properties',
      ].sort(),
    );
    expect(events.every((e) => e.user_id === userId)).toBe(true);
    expect(events.find((e) => e.name === 'sign-up')!.properties).toEqual({
      userType: 1,
      language: 'en',
    });
    expect(events.find((e) => e.name === 'checkout-started')!.properties).toEqual({ listingId });
    expect(await profileOf(userId)).toEqual({
      email: 'marta.freitas@example.pt',
      phone_number: '+351 933 000 111',
      first_name: 'Marta',
    });
    expect(await marketingEventsOf(userId)).toEqual([
      { metric: 'Added to Cart', email: 'marta.freitas@example.pt', properties: { listingId } },
      { metric: 'Viewed Page', email: 'marta.freitas@example.pt', properties: { path: '/' } },
    ]);
  });

  it('a decline stops what was already queued for the account, and only the caller’s own choice changes', async () => {
    const { userId, session } = await signUp('decides.later@example.pt', accepted());
    const other = await signUp('other.person@example.pt', accepted());
    await runJobs();
    expect(await profileOf(userId)).toBeDefined();
    expect(
      (await post('/api/tracking/events', accepted(session), { name: 'page-view', path: '/x' }))
        .statusCode,
    ).toBe(204);
    // The banner's decline reaches the server before the queued page view runs.
    const decline = await t.app.inject({
      method: 'PUT',
      url: '/api/tracking/consent',
      headers: declined(session),
      payload: { granted: false },
    });
    expect(decline.statusCode).toBe(204);
    await runJobs();
    expect((await analyticsOf(userId)).map((e) => e.name)).not.toContain('page-view');
    expect(await marketingEventsOf(userId)).toEqual([]);
    // A visitor's call changes no account; the other person's choice stands.
    const visitorCall = await t.app.inject({
      method: 'PUT',
      url: '/api/tracking/consent',
      headers: browserHeaders(),
      payload: { granted: false },
    });
    expect(visitorCall.statusCode).toBe(204);
    const consents = await rows<{ user_id: string; granted: boolean }>(
      sql`select user_id, granted from tracking_consents where user_id in (${userId}::uuid, ${other.userId}::uuid) order by granted`,
    );
    expect(consents).toEqual([
      { user_id: userId, granted: false },
      { user_id: other.userId, granted: true },
    ]);
  });

  it('an event for a deleted account is logged and dropped; the job ends, nothing breaks', async () => {
    const { userId } = await signUp('soon.gone@example.pt', accepted());
    await runJobs();
    await queueTracking(t.app.deps, [
      { target: 'analytics', name: 'page-view', distinctId: userId, userId, properties: {} },
      { target: 'marketing-profile', userId },
    ]);
    await t.database.db.update(users).set({ deleted: true }).where(eq(users.id, userId));
    logged.length = 0;
    expect(await runJobs()).toBe(2);
    expect(logged.filter((line) => line.includes(`deleted account ${userId}`))).toHaveLength(2);
    expect(await pendingTrackingJobs()).toBe(0);
  });
});

describe('the console’s analytics and marketing', () => {
  it('shows today’s funnel and the marketing profiles to an administrator', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/console/analytics',
      headers: adminHeaders,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{
      data: { kind: string; days: { day: string; pageViews: number; signUps: number }[] };
    }>();
    expect(data.kind).toBe('local');
    expect(data.days).toHaveLength(30);
    expect(data.days[0]!.day).toBe(t.clock.now().toISOString().slice(0, 10));
    expect(data.days[0]!.pageViews).toBeGreaterThanOrEqual(2);
    expect(data.days[0]!.signUps).toBeGreaterThanOrEqual(3);
    const marketing = await t.app.inject({
      method: 'GET',
      url: '/api/console/marketing',
      headers: adminHeaders,
    });
    expect(marketing.statusCode).toBe(200);
    expect(
      marketing
        .json<{ data: { profiles: { email: string }[] } }>()
        .data.profiles.map((p) => p.email),
    ).toContain('marta.freitas@example.pt');
  });

  it('lists the affiliate tracker’s conversions kept locally, the affiliate by business name (decision 176)', async () => {
    const affiliate = await buildAffiliate(t.database.db, {
      publicData: { cname: 'Casa das Levadas' },
    });
    const transactionId = crypto.randomUUID();
    await t.app.deps.affiliateTracker.reportConversion({
      transactionId,
      affiliateId: affiliate.id,
      valueMinor: 12345,
      currency: 'EUR',
      at: t.clock.now(),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/console/marketing',
      headers: adminHeaders,
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json<{ data: { conversions: { transactionId: string }[] } }>()
        .data.conversions.find((c) => c.transactionId === transactionId),
    ).toEqual({
      transactionId,
      affiliateName: 'Casa das Levadas',
      valueMinor: 12345,
      currency: 'EUR',
      reportedAt: t.clock.now().toISOString(),
    });
  });

  it('does not exist for a visitor or a user who is not an administrator', async () => {
    const user = await buildUser(t.database.db);
    for (const headers of [browserHeaders(), await signedInHeaders(t, user.id)])
      for (const url of ['/api/console/analytics', '/api/console/marketing'])
        expect((await t.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(404);
  });
});
