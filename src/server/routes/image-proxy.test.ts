import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createImage } from '../modules/images/create-image';
import { proxyImage } from '../modules/images/proxy-image';
import { buildOperator } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

// The image proxy of spec 000 §9 (issue 49 item 17, decision 169). A local HTTP server stands for
// a host on the server's own network: it counts every request that reaches it.
let t: TestContext;
let inside: http.Server;
let insidePort = 0;
let insideRequests = 0;
let own: { id: string };
beforeAll(async () => {
  inside = http.createServer((_req, res) => {
    insideRequests += 1;
    res.writeHead(200, { 'content-type': 'image/png' }).end('not even a picture');
  });
  await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
  insidePort = (inside.address() as AddressInfo).port;
  // Even named in IMAGE_PROXY_HOSTS, addresses off the public internet are never fetched.
  t = await createTestApp({
    imageProxyHosts: [
      '127.0.0.1',
      'localhost',
      '169.254.169.254',
      '10.0.0.7',
      '::1',
      'cdn.example.com',
    ],
  });
  const operator = await buildOperator(t.database.db);
  const source = await sharp({
    create: { width: 1800, height: 1200, channels: 3, background: '#0B5C6B' },
  })
    .jpeg()
    .toBuffer();
  own = await createImage(t.app.deps, { ownerId: operator.id, source });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => inside.close(() => resolve()));
});

const proxy = (url: string, params?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/image-proxy?${new URLSearchParams({ url, ...(params === undefined ? {} : { params }) })}`,
  });

describe('the image proxy', () => {
  it('resizes one of our images as the params say (size, crop, format, density)', async () => {
    const res = await proxy(
      `/images/listings/${own.id}/landscape-crop6x.jpg`,
      'w=300&h=200&fit=crop&fm=webp&dpr=1.75',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 525, 350]);

    // The site's own address works too; a fit keeps the aspect ratio and never enlarges.
    const absolute = await proxy(
      `${t.config.publicBaseUrl}/images/listings/${own.id}/scaled-small.jpg`,
      'w=2000',
    );
    expect(absolute.statusCode).toBe(200);
    const fitted = await sharp(absolute.rawPayload).metadata();
    expect([fitted.format, fitted.width, fitted.height]).toEqual(['jpeg', 320, 213]);
    expect((await proxy(`/images/listings/${own.id}/nothing.jpg`, 'w=100')).statusCode).toBe(404);
  });

  it('refuses a host not allowed, and a private or local address even when allowed, without any request to it', async () => {
    const refusals: Array<[string, string]> = [
      ['https://example.org/photo.jpg', 'image-host-not-allowed'],
      [`http://127.0.0.1:${insidePort}/photo.jpg`, 'image-host-private'],
      [`http://localhost:${insidePort}/photo.jpg`, 'image-host-private'],
      [`http://[::1]:${insidePort}/photo.jpg`, 'image-host-private'],
      ['http://169.254.169.254/latest/meta-data/', 'image-host-private'],
      ['http://10.0.0.7/photo.jpg', 'image-host-private'],
      ['file:///etc/passwd', 'image-url-invalid'],
      [`http://user:secret@127.0.0.1:${insidePort}/`, 'image-url-invalid'],
      ['/images/../../etc/passwd', 'image-url-invalid'],
      ['/api/auth/info', 'image-url-invalid'],
    ];
    for (const [url, code] of refusals) {
      const res = await proxy(url, 'w=100');
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatchObject({
        code: 'validation-invalid-params',
        details: [{ code }],
      });
    }
    expect(insideRequests).toBe(0);
  });

  it('refuses params it does not know or sizes past 2400 px', async () => {
    const url = `/images/listings/${own.id}/landscape-crop.jpg`;
    for (const params of [
      '',
      'w=0',
      'w=2401',
      'w=1000&dpr=3',
      'w=100&dpr=1.5',
      'w=100&x=1',
      'w=1&w=2',
      'w=100&fm=gif',
      undefined,
    ]) {
      const res = await proxy(url, params);
      expect(res.statusCode, String(params)).toBe(400);
      expect(res.json().error.details).toEqual([
        expect.objectContaining({ path: 'params', code: 'image-params-invalid' }),
      ]);
    }
  });

  it('fetches a picture from an allowed host on the public internet, then resizes it', async () => {
    const remote = await sharp({
      create: { width: 1000, height: 500, channels: 3, background: '#B5451F' },
    })
      .png()
      .toBuffer();
    const fetchImage = vi.fn(async () => remote);
    const image = await proxyImage(
      t.app.deps,
      { url: 'https://cdn.example.com/photos/boat.png', params: 'w=200&fm=avif' },
      fetchImage,
    );
    expect(fetchImage).toHaveBeenCalledWith(new URL('https://cdn.example.com/photos/boat.png'), {
      maxBytes: 20 * 1024 * 1024,
      timeoutMs: 10_000,
    });
    const meta = await sharp(image.data).metadata();
    expect([image.contentType, meta.format, meta.width, meta.height]).toEqual([
      'image/avif',
      'heif',
      200,
      100,
    ]);
    // Something that is not a picture is refused with image-invalid.
    await expect(
      proxyImage(
        t.app.deps,
        { url: 'https://cdn.example.com/page.html', params: 'w=200' },
        async () => Buffer.from('<html></html>'),
      ),
    ).rejects.toMatchObject({ code: 'image-invalid' });
  });
});
