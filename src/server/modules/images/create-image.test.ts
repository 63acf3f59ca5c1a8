import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../domain/errors';
import { listingImageVariants } from '../../../domain/image-variants';
import { createTestApp, type TestContext } from '../../test/test-app';
import { buildListing, buildOperator } from '../../test/factories';
import { generatePhoto } from '../../seed/generate-photo';
import { createImage } from './create-image';
import { createImageVariants, maxInputPixels } from './create-image-variants';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const expectImageInvalid = async (promise: Promise<unknown>, reason?: string) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('image-invalid');
  if (reason) expect((error as AppError).details?.[0]?.code).toBe(reason);
};

/** A PNG whose header claims width x height (valid CRC), with a tiny body: a pixel flood. */
function pngClaiming(width: number, height: number, real: Buffer): Buffer {
  const copy = Buffer.from(real);
  // Signature (8) + length (4) + "IHDR" (4), then width and height, then 5 more bytes, then the CRC.
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(zlib.crc32(copy.subarray(12, 29)) >>> 0, 29);
  return copy;
}

describe('createImage (variant pipeline + images row)', () => {
  it('turns a PNG into every listing variant, stored as progressive JPEG without metadata', async () => {
    const db = t.database.db;
    const operator = await buildOperator(db);
    const listing = await buildListing(db, { authorId: operator.id });
    const source = await sharp({
      create: { width: 1800, height: 1200, channels: 4, background: '#0B5C6B80' },
    })
      .png()
      .toBuffer();

    const image = await createImage(t.app.deps, {
      ownerId: operator.id,
      listingId: listing.id,
      position: 2,
      source,
    });

    expect(image.ownerId).toBe(operator.id);
    expect(image.listingId).toBe(listing.id);
    expect(image.position).toBe(2);
    const sizes = Object.fromEntries(image.variants.map((v) => [v.name, `${v.width}x${v.height}`]));
    expect(sizes).toEqual({
      'landscape-crop': '400x267',
      'landscape-crop2x': '800x533',
      'landscape-crop4x': '1600x1066',
      // Never enlarged: the source is 1800x1200.
      'landscape-crop6x': '1800x1200',
      'scaled-small': '320x213',
      'scaled-medium': '750x500',
      'scaled-large': '1024x683',
      'scaled-xlarge': '1800x1200',
      'listing-card': '300x200',
      'listing-card-1.75x': '525x350',
      'listing-card-2x': '600x400',
      'listing-card-3x': '900x600',
      // The Open Graph share crops (issue 49).
      share: '1200x630',
      'share-small': '600x314',
    });
    expect(image.variants).toHaveLength(listingImageVariants.length);

    for (const variant of image.variants) {
      expect(variant.key).toBe(`listings/${image.id}/${variant.name}.jpg`);
      const stored = await t.app.deps.imageStorage.get(variant.key);
      expect(stored?.contentType).toBe('image/jpeg');
      const meta = await sharp(stored!.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'jpeg',
        variant.width,
        variant.height,
      ]);
      expect(meta.isProgressive).toBe(true);
      expect(meta.exif).toBeUndefined();
      expect(meta.hasAlpha).toBe(false);
    }

    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    const card = res
      .json()
      .data.images[0].variants.find((v: { name: string }) => v.name === 'listing-card');
    expect(card).toMatchObject({
      width: 300,
      height: 200,
      url: `/images/listings/${image.id}/listing-card.jpg`,
    });
    const file = await t.app.inject({ method: 'GET', url: card.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('stores the sizes pages show as AVIF and WebP beside the JPEG, with a blurred placeholder, and serves them', async () => {
    const db = t.database.db;
    const operator = await buildOperator(db);
    const listing = await buildListing(db, { authorId: operator.id });
    // A picture like a photo (the demo seed's drawing), so the modern formats have something to compress.
    const source = await generatePhoto('sea', 7, {});
    const image = await createImage(t.app.deps, {
      ownerId: operator.id,
      listingId: listing.id,
      source,
    });

    const shown = listingImageVariants.filter((v) => 'hasModernFormats' in v).map((v) => v.name);
    expect(shown).toEqual([
      'landscape-crop',
      'landscape-crop2x',
      'landscape-crop4x',
      'landscape-crop6x',
      'listing-card',
      'listing-card-1.75x',
      'listing-card-2x',
      'listing-card-3x',
    ]);
    for (const variant of image.variants) {
      if (!shown.includes(variant.name as (typeof shown)[number])) {
        expect([variant.avifKey, variant.webpKey]).toEqual([undefined, undefined]);
        continue;
      }
      expect(variant.avifKey).toBe(`listings/${image.id}/${variant.name}.avif`);
      expect(variant.webpKey).toBe(`listings/${image.id}/${variant.name}.webp`);
      const jpeg = (await t.app.deps.imageStorage.get(variant.key))!;
      for (const [key, format, type] of [
        [variant.avifKey!, 'heif', 'image/avif'],
        [variant.webpKey!, 'webp', 'image/webp'],
      ] as const) {
        const stored = (await t.app.deps.imageStorage.get(key))!;
        expect(stored.contentType).toBe(type);
        const meta = await sharp(stored.data).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([
          format,
          variant.width,
          variant.height,
        ]);
        expect(meta.exif).toBeUndefined();
        // The point of them: smaller than the JPEG of the same size.
        expect(stored.data.length).toBeLessThan(jpeg.data.length);
      }
    }
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    const preview = Buffer.from(image.placeholder!.split(',')[1]!, 'base64');
    expect(preview.length).toBeLessThan(400);
    const previewMeta = await sharp(preview).metadata();
    expect([previewMeta.format, previewMeta.width, previewMeta.height]).toEqual(['webp', 16, 11]); // 1600x1067 at 16 px wide

    // Through HTTP: the listing names all three files of a shown size, and each is served with its type.
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    const served = res.json().data.images[0];
    expect(served.placeholder).toBe(image.placeholder);
    const crop = served.variants.find((v: { name: string }) => v.name === 'landscape-crop2x');
    expect(crop).toEqual({
      name: 'landscape-crop2x',
      width: 800,
      height: 533,
      url: `/images/listings/${image.id}/landscape-crop2x.jpg`,
      avifUrl: `/images/listings/${image.id}/landscape-crop2x.avif`,
      webpUrl: `/images/listings/${image.id}/landscape-crop2x.webp`,
    });
    const scaled = served.variants.find((v: { name: string }) => v.name === 'scaled-large');
    expect(scaled.avifUrl).toBeUndefined();
    for (const [url, type] of [
      [crop.avifUrl, 'image/avif'],
      [crop.webpUrl, 'image/webp'],
    ] as const) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.rawPayload.length).toBeGreaterThan(0);
    }
    // Search cards carry the card sizes' modern files and the placeholder too.
    const search = await t.app.inject({ method: 'GET', url: '/api/listings?perPage=100' });
    const found = search.json().data.find((c: { id: string }) => c.id === listing.id);
    const cardImage = found.images[0];
    expect(cardImage.placeholder).toBe(image.placeholder);
    expect(
      cardImage.variants.find((v: { name: string }) => v.name === 'listing-card').avifUrl,
    ).toBe(`/images/listings/${image.id}/listing-card.avif`);
  });

  it('removes every file of an image, modern formats too, when its row cannot be written', async () => {
    const source = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const storage = t.app.deps.imageStorage;
    const put: string[] = [];
    const deleted: string[] = [];
    const recording = {
      ...storage,
      urlFor: (key: string) => storage.urlFor(key),
      get: (key: string) => storage.get(key),
      put: async (key: string, data: Buffer, type: string) => {
        put.push(key);
        await storage.put(key, data, type);
      },
      delete: async (key: string) => {
        deleted.push(key);
        await storage.delete(key);
      },
    };
    // No such owner: the insert fails on its foreign key, after the files were stored.
    const failed = await createImage(
      { ...t.app.deps, imageStorage: recording },
      { ownerId: 'a0000000-0000-4000-8000-00000000dead', source },
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(Error);
    expect(put.filter((key) => key.endsWith('.avif'))).toHaveLength(8);
    expect(put.filter((key) => key.endsWith('.webp'))).toHaveLength(8);
    expect([...deleted].sort()).toEqual([...put].sort());
    for (const key of put) expect(await storage.get(key)).toBeNull();
  });

  it('applies the EXIF orientation and drops the EXIF data', async () => {
    const operator = await buildOperator(t.database.db);
    // Stored 600x400 landscape, tagged "rotate 90°": it is a 400x600 portrait.
    const source = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#E2683C' },
    })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(source).metadata()).orientation).toBe(6);

    const image = await createImage(t.app.deps, { ownerId: operator.id, source });
    const xlarge = image.variants.find((v) => v.name === 'scaled-xlarge')!;
    expect([xlarge.width, xlarge.height]).toEqual([400, 600]);
    const meta = await sharp((await t.app.deps.imageStorage.get(xlarge.key))!.data).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    // A crop from a portrait is still 3:2, and smaller than asked rather than enlarged.
    const crop6x = image.variants.find((v) => v.name === 'landscape-crop6x')!;
    expect([crop6x.width, crop6x.height]).toEqual([400, 267]);
  });

  it('accepts a GIF', async () => {
    const source = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#2F6B3A' },
    })
      .gif()
      .toBuffer();
    const { variants } = await createImageVariants(t.app.deps, {
      source,
      imageId: 'b8c4e1f0-0000-4000-8000-000000000001',
    });
    expect(variants.find((v) => v.name === 'scaled-small')).toMatchObject({
      width: 320,
      height: 240,
    });
  });

  it('rejects a text file named .jpg, an SVG and a truncated JPEG with image-invalid, storing nothing', async () => {
    const owner = await buildOperator(t.database.db);
    const text = Buffer.from('This is not a photo.jpg, just words.\n');
    await expectImageInvalid(
      createImage(t.app.deps, { ownerId: owner.id, source: text }),
      'unsupported-format',
    );

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"/>');
    await expectImageInvalid(
      createImage(t.app.deps, { ownerId: owner.id, source: svg }),
      'unsupported-format',
    );

    const jpeg = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#B5451F' },
    })
      .jpeg()
      .toBuffer();
    await expectImageInvalid(
      createImage(t.app.deps, { ownerId: owner.id, source: jpeg.subarray(0, 40) }),
    );

    const imageId = 'b8c4e1f0-0000-4000-8000-000000000002';
    await expectImageInvalid(createImageVariants(t.app.deps, { source: text, imageId }));
    expect(await t.app.deps.imageStorage.get(`listings/${imageId}/listing-card.jpg`)).toBeNull();
  });

  it('rejects an image claiming more pixels than the limit (pixel flood)', async () => {
    const owner = await buildOperator(t.database.db);
    const real = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const flood = pngClaiming(10_000, 10_000, real);
    expect(10_000 * 10_000).toBeGreaterThan(maxInputPixels);
    expect((await sharp(flood).metadata()).width).toBe(10_000);
    await expectImageInvalid(
      createImage(t.app.deps, { ownerId: owner.id, source: flood }),
      'too-many-pixels',
    );
  });
});
