// Images in an S3-compatible bucket (decision 136), against a local S3 server (s3rver): upload with
// variants, serving, deleting, URLs from any machine, the start-up check and npm run images:migrate.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalImageStorage } from '../../integrations/image-storage/local-image-storage';
import { createS3ImageStorage } from '../../integrations/image-storage/s3-image-storage';
import { ConfigError } from '../config';
import { migrateImages } from '../images-migrate-cli';
import { openImageStorage } from '../providers/open-image-storage';
import { buildListing, buildOperator } from '../test/factories';
import { startLocalS3 } from '../test/local-s3';
import { signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

let s3: Awaited<ReturnType<typeof startLocalS3>>;
let t: TestContext;
let second: TestContext;
const bucket = 'levada-images';
const s3Config = () => ({
  bucket,
  endpoint: s3.endpoint,
  region: 'us-east-1',
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
});

beforeAll(async () => {
  s3 = await startLocalS3(bucket);
  t = await createTestApp({ s3: s3Config() });
  // Another machine: its own data folder, the same database and bucket.
  second = await createTestApp({ s3: s3Config() }, { database: t.database, clock: t.clock });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await s3?.close();
});

describe('images in an S3 bucket', () => {
  it('stores an upload and its variants in the bucket, served by every machine, deleted with the photo', async () => {
    const operator = await buildOperator(t.database.db);
    const listing = await buildListing(t.database.db, { authorId: operator.id, state: 'draft' });
    const headers = await signedInHeaders(t, operator.id);
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#0B5C6B' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/own-listings/${listing.id}/images`,
      headers: { ...headers, 'content-type': 'image/jpeg' },
      payload: photo,
    });
    expect(uploaded.statusCode).toBe(201);
    const image = uploaded.json().data as { id: string; variants: { name: string; url: string }[] };
    const card = image.variants.find((v) => v.name === 'listing-card')!;
    expect(card.url).toMatch(/^\/images\//);
    // Written by one machine, served by the other, from the bucket.
    const served = await second.app.inject({ method: 'GET', url: card.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(300);
    const storage = createS3ImageStorage(s3Config());
    const key = card.url.slice('/images/'.length);
    expect(await storage.get(key)).not.toBeNull();

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/own-listings/${listing.id}/images/${image.id}`,
      headers,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await storage.get(key)).toBeNull();
    expect((await second.app.inject({ method: 'GET', url: card.url })).statusCode).toBe(404);
  });

  it('gives the public URL of the bucket when one is set', () => {
    const storage = createS3ImageStorage({ ...s3Config(), publicUrl: 'https://img.example/' });
    expect(storage.urlFor('listings/a/b.jpg')).toBe('https://img.example/listings/a/b.jpg');
  });

  it('refuses to start with wrong keys or a bucket it cannot reach, naming the setting', async () => {
    const wrongKeys = openImageStorage({
      dataDir: os.tmpdir(),
      // s3rver checks the key id (not the signature's secret).
      s3: { ...s3Config(), accessKeyId: 'NOT-A-KEY' },
    });
    await expect(wrongKeys).rejects.toBeInstanceOf(ConfigError);
    await expect(wrongKeys).rejects.toThrow(
      /S3_BUCKET=levada-images.*the keys are refused \(S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY\)/,
    );
    await expect(
      openImageStorage({ dataDir: os.tmpdir(), s3: { ...s3Config(), bucket: 'no-such-bucket' } }),
    ).rejects.toThrow(/S3_BUCKET=no-such-bucket.*no such bucket/);
    await expect(
      openImageStorage({
        dataDir: os.tmpdir(),
        s3: { ...s3Config(), endpoint: 'http://127.0.0.1:9' },
      }),
    ).rejects.toThrow(/S3_ENDPOINT=http:\/\/127\.0\.0\.1:9/);
  });

  it('npm run images:migrate copies the local images into the bucket once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-migrate-'));
    const local = createLocalImageStorage(path.join(dataDir, 'images'));
    await local.put('listings/x/photo.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    await local.put('users/y/avatar.png', Buffer.from('png bytes'), 'image/png');
    const env = {
      DATA_DIR: dataDir,
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    };
    const saved = { ...process.env };
    Object.assign(process.env, env);
    try {
      const lines: string[] = [];
      expect(await migrateImages((line) => lines.push(line))).toBe(0);
      expect(await migrateImages((line) => lines.push(line))).toBe(0);
      expect(lines).toEqual([
        expect.stringMatching(/^Copied 2 images .* 0 were there\.$/),
        expect.stringMatching(/^Copied 0 images .* 2 were there\.$/),
      ]);
    } finally {
      process.env = saved;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const stored = await createS3ImageStorage(s3Config()).get('users/y/avatar.png');
    expect(stored).toEqual({ data: Buffer.from('png bytes'), contentType: 'image/png' });
  });
});
