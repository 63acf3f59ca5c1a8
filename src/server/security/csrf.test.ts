// Issue 13 items 2 and 12: every unsafe route of the OpenAPI document refuses a request without the
// CSRF token, whatever the spelling of its path; a session's token is bound to that session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfCookie, sessionCookie, sessionCsrfToken } from '../http/auth';
import { buildListing, buildOperator } from '../test/factories';
import { signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  concretePath,
  isOctoOperation,
  listOperations,
  type Operation,
} from './openapi-operations';

let t: TestContext;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
  operations = await listOperations(t.app);
});
afterAll(async () => t.close());

/** The ways a browser may spell one path: as is, and with letters percent-encoded. */
const spellings = (path: string) => [
  path,
  path.replace(/^\/api\//, '/%61pi/'),
  path.replace(/^\/api\/(.)/, (_, c: string) => `/api/%${c.charCodeAt(0).toString(16)}`),
];

const sessionCookieOf = (headers: Record<string, string>) =>
  headers.cookie!.split('; ').find((c) => c.startsWith(`${sessionCookie}=`))!;

describe('CSRF', () => {
  it('refuses every unsafe route without the token, however its path is spelled', async () => {
    const operator = await buildOperator(t.database.db);
    const cookie = sessionCookieOf(await signedInHeaders(t, operator.id));
    const unsafe = operations.filter((op) => op.method !== 'GET' && !isOctoOperation(op));
    expect(unsafe.length).toBeGreaterThan(20);
    for (const op of unsafe) {
      for (const url of spellings(concretePath(op))) {
        const response = await t.app.inject({
          method: op.method,
          url,
          headers: { cookie, 'content-type': 'text/plain' },
          payload: '{}',
        });
        expect(response.statusCode, `${op.method} ${url}`).toBe(403);
        expect(response.json().error.code, `${op.method} ${url}`).toBe('forbidden');
      }
    }
  });

  it('leaves a live listing open when a cross-site form posts to its encoded close path', async () => {
    const operator = await buildOperator(t.database.db);
    const listing = await buildListing(t.database.db, { authorId: operator.id });
    const cookie = sessionCookieOf(await signedInHeaders(t, operator.id));
    const response = await t.app.inject({
      method: 'POST',
      url: `/%61pi/own-listings/${listing.id}/close`,
      headers: { cookie, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(403);
    const read = await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.state).toBe('published');
  });

  it("refuses a session's request carrying a token planted for another session or for a visitor", async () => {
    const operator = await buildOperator(t.database.db);
    const cookie = sessionCookieOf(await signedInHeaders(t, operator.id));
    for (const planted of ['planted-token', sessionCsrfToken('another-session-token')]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: `${cookie}; ${csrfCookie}=${planted}`, 'x-csrf-token': planted },
      });
      expect(response.statusCode).toBe(403);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: await signedInHeaders(t, operator.id),
    });
    expect(ok.statusCode).toBe(204);
  });

  it('hands a signed-in browser the token of its session', async () => {
    const operator = await buildOperator(t.database.db);
    const cookie = sessionCookieOf(await signedInHeaders(t, operator.id));
    const token = cookie.split('=')[1]!;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/info',
      headers: { cookie: `${cookie}; ${csrfCookie}=stale` },
    });
    const set = [response.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith(`${csrfCookie}=`));
    expect(set).toContain(`${csrfCookie}=${sessionCsrfToken(token)};`);
  });

  it('names the cookies __Host-… over HTTPS, Secure and for the whole site', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/info',
      headers: { 'x-forwarded-proto': 'https' },
    });
    const set = [response.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith(`__Host-${csrfCookie}=`));
    expect(set).toMatch(/; Path=\/;/);
    expect(set).toMatch(/; Secure/);
    expect(set).not.toMatch(/Domain=/);
  });
});
