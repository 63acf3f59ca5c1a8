import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, errorCodes } from '../../domain/errors';
import { buildApp, type App } from '../app';
import { TestClock } from '../clock';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { createLocalImageStorage } from '../../integrations/image-storage/local-image-storage';
import { createTestApp, type TestContext } from '../test/test-app';
import { browserHeaders } from '../test/sessions';
import { openTestDatabase } from '../test/test-database';
import { httpStatusOf } from './error-handler';

const secret = 'password=hunter2 at /srv/levada/internal.ts:42';
const tempDirs: string[] = [];

// A web build with just an index.html, so page responses are served like in production.
function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-web-'));
  tempDirs.push(dir);
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Levada</title><div id="root"></div>',
  );
  return dir;
}

// createTestApp: the app exactly as built, trustProxy off.
let t: TestContext;
// A fresh buildApp instance behind a trusted proxy, with a few test routes added before ready().
let proxied: App;
let proxiedDb: Database;
let proxiedDir: string;

beforeAll(async () => {
  t = await createTestApp({ webDistDir: fakeWebBuild() });

  proxiedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-err-'));
  tempDirs.push(proxiedDir);
  proxiedDb = await openTestDatabase();
  proxied = await buildApp({
    config: {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: proxiedDir }),
      webDistDir: fakeWebBuild(),
      trustProxy: true,
    },
    db: proxiedDb.db,
    clock: new TestClock(),
    imageStorage: createLocalImageStorage(path.join(proxiedDir, 'images')),
  });
  proxied.get('/api/test/app-error/:code', async (request) => {
    const { code } = request.params as { code: (typeof errorCodes)[number] };
    throw new AppError(code, `test ${code}`, [
      { path: 'x', code: 'too_small', message: 'too small' },
    ]);
  });
  proxied.get('/api/test/crash', async () => {
    throw new Error(secret);
  });
  proxied.get('/api/test/crash-with-status', async () => {
    throw Object.assign(new Error(secret), { statusCode: 503 });
  });
  proxied.get('/api/test/library-client-error', async () => {
    throw Object.assign(new Error(secret), { statusCode: 400 });
  });
  proxied.post(
    '/api/test/echo',
    { schema: { body: z.object({ name: z.string() }) } },
    async (request) => request.body,
  );
  await proxied.ready();
});

afterAll(async () => {
  await t?.close();
  await proxied?.close();
  await proxiedDb?.close();
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('error mapping', () => {
  it.each(errorCodes.filter((code) => code !== 'internal-error'))(
    'an AppError %s thrown in a route becomes its status and code',
    async (code) => {
      const res = await proxied.inject({ method: 'GET', url: `/api/test/app-error/${code}` });
      expect(res.statusCode).toBe(httpStatusOf(code));
      expect(res.json()).toEqual({
        error: {
          code,
          message: `test ${code}`,
          details: [{ path: 'x', code: 'too_small', message: 'too small' }],
        },
      });
    },
  );

  it.each([
    ['not-found', 404],
    ['forbidden', 403],
    ['unauthorized', 401],
    ['validation-invalid-params', 400],
    ['transaction-payment-failed', 402],
    ['transaction-booking-time-not-available', 409],
    ['email-too-many-verification-requests', 429],
    ['request-upload-over-limit', 413],
  ] as const)('maps %s to HTTP %i', (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
  });

  it('answers an unknown published listing with 404 not-found (existing endpoint)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${randomUUID()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not-found');
  });

  it('answers an unexpected error with a generic 500 that leaks nothing', async () => {
    const res = await proxied.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'internal-error', message: 'Something went wrong on our side' },
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('internal.ts');
  });

  it('does not leak the message of an unexpected error that carries a 5xx status', async () => {
    const res = await proxied.inject({ method: 'GET', url: '/api/test/crash-with-status' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal-error');
    expect(res.body).not.toContain('hunter2');
  });

  it('does not leak the message of a non-Fastify error that carries a 4xx status', async () => {
    const res = await proxied.inject({ method: 'GET', url: '/api/test/library-client-error' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'validation-invalid-params', message: 'Invalid request' },
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('accepts a well-formed JSON body (the test route works)', async () => {
    const res = await proxied.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: browserHeaders(),
      payload: { name: 'Ana' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Ana' });
  });

  it('answers a malformed JSON body with 400 and a code', async () => {
    const res = await proxied.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...browserHeaders(), 'content-type': 'application/json' },
      payload: '{"name": "Ana",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'validation-invalid-params',
        message: "Body is not valid JSON but content-type is set to 'application/json'",
      },
    });
  });

  it('answers an invalid body with 400 validation-invalid-params and the failing path', async () => {
    const res = await proxied.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: browserHeaders(),
      payload: { name: 42 },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation-invalid-params');
    expect(error.details).toEqual([expect.objectContaining({ path: 'body/name' })]);
  });

  it('answers an unsupported content type with a 4xx and a code', async () => {
    const res = await proxied.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...browserHeaders(), 'content-type': 'application/x-unknown' },
      payload: 'name=Ana',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('validation-invalid-params');
  });

  it('answers an unknown API path with 404 not-found in JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not-found');
  });
});

describe('system endpoints', () => {
  it('GET /api/health is 200', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', time: t.clock.now().toISOString() });
  });

  it('GET /api/openapi.json is an OpenAPI 3 document with the listing paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Levada API');
    expect(doc.paths['/api/listings']).toHaveProperty('get');
    expect(doc.paths['/api/listings/{id}']).toHaveProperty('get');
    expect(doc.paths['/api/openapi.json']).toBeUndefined();
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-powered-by']).toBeUndefined();
  };

  it('are on a page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expectSecurityHeaders(res.headers);
  });

  it('are on an API response and an API error', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/listings' });
    expect(ok.statusCode).toBe(200);
    expectSecurityHeaders(ok.headers);
    const failed = await t.app.inject({ method: 'GET', url: '/api/listings?page=0' });
    expect(failed.statusCode).toBe(400);
    expectSecurityHeaders(failed.headers);
  });

  it('add strict-transport-security for https behind a trusted proxy', async () => {
    for (const url of ['/', '/api/health', '/api/test/crash']) {
      const res = await proxied.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('leave strict-transport-security out for plain http behind a trusted proxy', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'http' }]) {
      const res = await proxied.inject({ method: 'GET', url: '/api/health', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('ignore x-forwarded-proto when the proxy is not trusted', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });
});
