import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListing, buildUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { matchesEtag, weakEtag } from './delivery';

const decode = (encoding: string | undefined, body: Buffer): Buffer =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body)
    : encoding === 'gzip'
      ? zlib.gunzipSync(body)
      : body;

describe('matchesEtag', () => {
  const etag = weakEtag('hello');
  it.each([
    [etag, true],
    [etag.replace(/^W\//, ''), true],
    [`"other", ${etag}`, true],
    ['*', true],
    ['"other"', false],
    [undefined, false],
    ['', false],
  ])('%s matches: %s', (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});

describe('compression and validators', () => {
  let t: TestContext;
  let webDir: string;
  let listingId: string;
  const script = `console.log(${JSON.stringify('levada '.repeat(400))});`;

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-web-'));
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      `<!doctype html><div id="root"></div>${'<!-- pad -->'.repeat(200)}`,
    );
    fs.mkdirSync(path.join(webDir, 'assets'));
    const asset = path.join(webDir, 'assets', 'app-abc123.js');
    fs.writeFileSync(asset, script);
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
    t = await createTestApp({ webDistDir: webDir });
    const author = await buildUser(t.database.db);
    for (let i = 0; i < 8; i += 1)
      listingId = (await buildListing(t.database.db, { authorId: author.id })).id;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it.each(['br', 'gzip'])(
    'sends API JSON as %s that decodes to the same bytes, varying on Accept-Encoding',
    async (encoding) => {
      const plain = await t.app.inject({ method: 'GET', url: '/api/listings' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const packed = await t.app.inject({
        method: 'GET',
        url: '/api/listings',
        headers: { 'accept-encoding': `${encoding}, identity` },
      });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decode(encoding, packed.rawPayload).equals(plain.rawPayload)).toBe(true);
    },
  );

  it('prefers brotli when the browser takes both', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/listings',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('answers a GET with a weak ETag, and 304 with no body when it matches, whatever the coding', async () => {
    const first = await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}` });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${listingId}`,
      headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const stale = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${listingId}`,
      headers: { 'if-none-match': 'W/"old"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('gives no ETag to errors or to writes', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/listings/3f2a6c1e-8b4d-4e7a-9c0f-1a2b3c4d5e6f',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x@example.com', password: 'nope' },
    });
    expect(write.headers.etag).toBeUndefined();
  });

  it('serves the precompressed asset the browser accepts, with a year of immutable caching', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(decode(encoding, res.rawPayload).toString()).toBe(script);
    }
  });

  it('compresses pages and keeps them revalidated', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decode('br', res.rawPayload).toString()).toContain('<div id="root">');
  });
});
