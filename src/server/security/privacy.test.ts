// Issue 13 item 9: answers that may depend on the session are never cached by others, error logs
// carry no values from the request, and a limited-access session cannot change listings.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../http/error-handler';
import { loggerOptions } from '../http/logging';
import { buildListing, buildOperator, buildUser } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('Cache-Control', () => {
  it('is private, no-store on every API answer and every answer to a signed-in browser', async () => {
    const operator = await buildOperator(t.database.db);
    const listing = await buildListing(t.database.db, { authorId: operator.id });
    const headers = await signedInHeaders(t, operator.id);
    for (const [url, h] of [
      ['/api/auth/info', headers],
      ['/api/auth/info', browserHeaders()],
      ['/api/own-listings', headers],
      [`/api/listings/${listing.id}`, browserHeaders()],
      ['/api/no-such-route', headers],
      ['/some/page', headers],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: h });
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('leaves answers the route declared public alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: await signedInHeaders(t, (await buildUser(t.database.db)).id),
    });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('a limited-access session', () => {
  it('can look at its listings but not change them', async () => {
    const operator = await buildOperator(t.database.db);
    const listing = await buildListing(t.database.db, { authorId: operator.id, state: 'draft' });
    const headers = await signedInHeaders(t, operator.id, ['user:limited']);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/own-listings/${listing.id}`, headers }))
        .statusCode,
    ).toBe(200);
    const changes = [
      {
        method: 'PATCH' as const,
        url: `/api/own-listings/${listing.id}`,
        payload: { title: 'Taken over' },
      },
      { method: 'POST' as const, url: '/api/own-listings', payload: { title: 'New one' } },
      { method: 'POST' as const, url: `/api/own-listings/${listing.id}/publish` },
    ];
    for (const change of changes) {
      const response = await t.app.inject({ ...change, headers });
      expect(response.statusCode, change.url).toBe(403);
    }
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/own-listings/${listing.id}`,
      headers,
    });
    expect(after.json().data.title).toBe(listing.title);
  });
});

describe('error logs', () => {
  it('carry no password, token, email or free text from the query string, the body or a failed query', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const mini = Fastify({ logger: { ...loggerOptions({ logLevel: 'info' }), stream } });
    registerErrorHandler(mini);
    const email = 'secret.person@example.pt';
    await buildUser(t.database.db, { email });
    mini.post('/fail', async () => {
      // A real failed query: drizzle puts the values in its message, pg in its detail.
      await buildUser(t.database.db, { email, firstName: 'Free text of a body' });
      return 'unreachable';
    });
    const response = await mini.inject({
      method: 'POST',
      url: '/fail?token=reset-token-123&q=honeymoon+plans',
      payload: { password: 'hunter2-password' },
    });
    await mini.close();
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('/fail');
    for (const secret of [
      email,
      'reset-token-123',
      'honeymoon',
      'hunter2-password',
      'Free text of a body',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
