import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../contracts/routes';
import { buildUser } from '../test/factories';
import { signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import { pageStatus } from './web';

const id = '3f2a6c1e-8b4d-4e7a-9c0f-1a2b3c4d5e6f';

describe('pageStatus', () => {
  it.each([
    '/',
    '/s',
    '/s/map',
    '/about',
    `/l/levada-walk/${id}`,
    `/l/levada-walk/${id}/`,
    `/l/${id}`,
    `/l/levada-walk/${id}/checkout`, // checkout needs no login (spec 000 §2)
    '/l',
    '/login',
    '/signup',
    `/u/${id}`,
    '/notfound',
  ])('200 for %s, signed in or not', (pathname) => {
    expect(pageStatus(pathname, false)).toBe(200);
    expect(pageStatus(pathname, true)).toBe(200);
  });

  it.each([
    '/nope',
    '/s/nope',
    '/l/slug/not-a-uuid',
    '/l/not-a-uuid',
    `/l/slug/${id.slice(0, -1)}`,
    '/l/slug/not-a-uuid/checkout',
    '/l/slug/not-a-uuid/draft/description',
    '/account/contact-details/extra',
  ])('404 for %s, signed in or not', (pathname) => {
    expect(pageStatus(pathname, false)).toBe(404);
    expect(pageStatus(pathname, true)).toBe(404);
  });

  it.each([
    '/listings',
    '/account',
    '/account/contact-details',
    '/account/change-password',
    '/inbox',
    '/inbox/sales',
    `/order/${id}`,
    '/l/new',
    `/l/draft/${id}/new/description`,
    `/l/levada-walk/${id}/pending-approval`,
  ])('401 for %s when not signed in, 200 when signed in', (pathname) => {
    expect(pageStatus(pathname, false)).toBe(401);
    expect(pageStatus(pathname, true)).toBe(200);
  });

  it('gives 401 for every login route, 404 for every console route and 200 for every public route of the table', () => {
    const expected = { login: 401, admin: 404, public: 200 };
    for (const route of routeTable) {
      const pathname = route.path.replace(/:([A-Za-z]+)/g, (_, key: string) =>
        key === 'id' ? id : `x${key}`,
      );
      expect(pageStatus(pathname, false), pathname).toBe(expected[route.access]);
      // The console is a page only for the marketplace's administrators (decision 100).
      if (route.access === 'admin') {
        expect(pageStatus(pathname, true), pathname).toBe(404);
        expect(pageStatus(pathname, true, true), pathname).toBe(200);
      }
    }
  });
});

describe('page responses', () => {
  let t: TestContext;
  let webDir: string;

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ webDistDir: webDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it.each([
    ['/', 200],
    [`/l/levada-walk/${id}`, 200],
    ['/l/slug/not-a-uuid', 404],
    ['/nope', 404],
    ['/listings', 401],
    ['/account/contact-details', 401],
  ])('serves index.html for %s with status %i', async (url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('ignores the query string when choosing the status', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/l/levada-walk/${id}?recommId=${'a'.repeat(32)}`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('gives 200 for login pages to a signed-in user', async () => {
    const user = await buildUser(t.database.db);
    const headers = await signedInHeaders(t, user.id);
    for (const url of ['/listings', '/account/contact-details']) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('sends a form posted to a page without its code back to the page, reading none of it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/tour-operators?x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.pt&password=Secret-pass-1',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/tour-operators');
    expect(res.body).not.toContain('Secret');
    for (const url of ['/nope', '//evil.example/tour-operators', '/api/nope']) {
      const other = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=1',
      });
      expect(other.statusCode, url).toBe(404);
      expect(other.headers.location, url).toBeUndefined();
    }
  });

  it('still refuses a form posted to the API (no CSRF header): only pages take forms', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.pt&password=Secret-pass-1',
    });
    expect(res.statusCode).toBe(403);
  });

  it('serves hashed assets with a long cache and a missing asset as a JSON 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not-found');
  });
});
