// The browser's errors (decision 148): POST /api/errors reports them as the server's are (decision 134),
// kept once per kind and counted without an error service, tagged with the page's route.
import { createTransport } from '@sentry/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { reportedErrors } from '../db/schema';
import { createSentryErrorReporter } from '../../integrations/error-reporting/sentry-error-reporter';
import { createTestApp, type TestContext } from '../test/test-app';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { buildUser } from '../test/factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(reportedErrors);
});

const renderFailure = {
  kind: 'render',
  message: "Cannot read properties of undefined (reading 'title')",
  stack: [
    "TypeError: Cannot read properties of undefined (reading 'title')",
    '    at ListingPage (https://levada.example/assets/listing-page-abc.js:1:2345)',
    '    at renderWithHooks (https://levada.example/assets/react-def.js:1:999)',
  ].join('\n'),
  path: '/l/levada-do-rei/4c7b2e0e-1111-4aaa-8bbb-000000000001',
};

// Each test from its own address: the limit counts per address, in the database, across tests.
let address = 0;
beforeEach(() => {
  address += 1;
});
const report = (payload: unknown, headers = browserHeaders(), app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/errors',
    headers,
    payload: payload as object,
    remoteAddress: `203.0.113.${address}`,
  });

describe('POST /api/errors', () => {
  it("keeps a visitor's failed render once, counted, tagged with the page's route", async () => {
    expect((await report(renderFailure)).statusCode).toBe(204);
    // Another listing's page failing the same way is the same error.
    const again = await report({
      ...renderFailure,
      path: '/l/other/4c7b2e0e-1111-4aaa-8bbb-000000000002',
    });
    expect(again.statusCode).toBe(204);
    const rows = await t.database.db.select().from(reportedErrors);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'web',
      message: renderFailure.message,
      count: 2,
      tags: { failure: 'web-render-failed', route: '/l/:slug/:id' },
    });
    expect(rows[0]!.stack).toContain('at ListingPage');
    expect(rows[0]!.requestId).toBe(again.headers['x-request-id']);
  });

  it("keeps a signed-in traveller's unhandled rejection apart from a render failure", async () => {
    const user = await buildUser(t.database.db);
    const headers = await signedInHeaders(t, user.id);
    const res = await report(
      { kind: 'promise', message: 'Failed to fetch', path: '/order/abc/details' },
      headers,
    );
    expect(res.statusCode).toBe(204);
    await report(renderFailure);
    const rows = await t.database.db.select().from(reportedErrors);
    expect(rows.map((r) => r.tags).sort((a, b) => a.failure!.localeCompare(b.failure!))).toEqual([
      { failure: 'web-promise-failed', route: '/order/:id/details' },
      { failure: 'web-render-failed', route: '/l/:slug/:id' },
    ]);
  });

  it('refuses bad reports with a coded 400 and keeps nothing', async () => {
    for (const payload of [
      {},
      { ...renderFailure, kind: 'exploded' },
      { ...renderFailure, message: '   ' },
      { ...renderFailure, message: 'x'.repeat(1001) },
      { ...renderFailure, stack: 'y'.repeat(8001) },
      // A query string can carry a token (a password reset link's): never sent, never kept.
      { ...renderFailure, path: '/reset-password?t=secret' },
      { ...renderFailure, path: 'https://evil.example/' },
    ]) {
      const res = await report(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('validation-invalid-params');
    }
    expect(await t.database.db.select().from(reportedErrors)).toEqual([]);
  });

  it('needs the CSRF header like every other write (another site cannot post)', async () => {
    const res = await report(renderFailure, { cookie: browserHeaders().cookie! });
    expect(res.statusCode).toBe(403);
    expect(await t.database.db.select().from(reportedErrors)).toEqual([]);
  });

  it('stops a browser that reports in a loop after 20 a minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1)
      codes.push((await report({ ...renderFailure, message: `loop ${i}` })).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 204)).toBe(true);
    expect(codes[20]).toBe(429);
    // One kind of error (the message is not part of it), counted 20 times, not 21.
    const rows = await t.database.db.select().from(reportedErrors);
    expect(rows.map((r) => [r.count, r.message])).toEqual([[20, 'loop 19']]);
  });
});

describe('with SENTRY_DSN', () => {
  let app: App;
  const envelopes: string[] = [];
  beforeAll(async () => {
    const errorReporter = createSentryErrorReporter({
      dsn: 'https://public@sentry.example/42',
      environment: 'test',
      transport: (options) =>
        createTransport(options, async (request) => {
          envelopes.push(
            typeof request.body === 'string' ? request.body : Buffer.from(request.body).toString(),
          );
          return { statusCode: 200 };
        }),
    });
    app = await buildApp({
      ...t.app.deps,
      config: { ...t.app.deps.config, sentryDsn: 'https://public@sentry.example/42' },
      errorReporter,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it("sends a browser's report through Sentry's client and tells browsers the DSN", async () => {
    expect((await report(renderFailure, browserHeaders(), app)).statusCode).toBe(204);
    await app.deps.errorReporter.close();
    expect(envelopes).toHaveLength(1);
    const event = JSON.parse(envelopes[0]!.split('\n')[2]!);
    expect(event.exception.values[0]).toMatchObject({
      type: 'WebError',
      value: renderFailure.message,
    });
    expect(event.tags).toMatchObject({
      failure: 'web-render-failed',
      route: '/l/:slug/:id',
      source: 'web',
    });
    expect(await t.database.db.select().from(reportedErrors)).toEqual([]);
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().sentryDsn).toBe('https://public@sentry.example/42');
    const local = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(local.json().sentryDsn).toBeNull();
  });
});
