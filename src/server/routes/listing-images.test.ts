import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxListingImages } from '../../domain/listing-states';
import { images } from '../db/schema';
import { buildImage, buildListing, buildOperator } from '../test/factories';
import { signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import { maxImageBytes } from '../http/image-upload';

let t: TestContext;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0B5C6B' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => t.close());

const upload = (
  listingId: string,
  headers: Record<string, string>,
  body: Buffer,
  contentType = 'image/jpeg',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/own-listings/${listingId}/images`,
    headers: { ...headers, 'content-type': contentType },
    payload: body,
  });

describe('listing photos', () => {
  it('uploads photos (variants made once), orders them, deletes one with its files', async () => {
    const operator = await buildOperator(t.database.db);
    const listing = await buildListing(t.database.db, { authorId: operator.id, state: 'draft' });
    const headers = await signedInHeaders(t, operator.id);

    const first = await upload(listing.id, headers, photo);
    expect(first.statusCode).toBe(201);
    const firstImage = first.json().data;
    expect(firstImage.variants.map((v: { name: string }) => v.name)).toEqual(
      expect.arrayContaining([
        'landscape-crop',
        'landscape-crop2x',
        'scaled-small',
        'scaled-large',
        'listing-card',
        'listing-card-2x',
      ]),
    );
    const card = firstImage.variants.find((v: { name: string }) => v.name === 'listing-card');
    expect(card).toMatchObject({ width: 300, height: 200 });
    expect((await t.app.inject({ method: 'GET', url: card.url })).statusCode).toBe(200);

    // The browser may call a PNG anything; the content decides.
    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#B5451F' },
    })
      .png()
      .toBuffer();
    const second = (await upload(listing.id, headers, png, 'application/octet-stream')).json().data;
    const gif = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#2F6B3A' },
    })
      .gif()
      .toBuffer();
    const third = (await upload(listing.id, headers, gif, 'image/gif')).json().data;

    const own = (
      await t.app.inject({ method: 'GET', url: `/api/own-listings/${listing.id}`, headers })
    ).json().data;
    expect(own.images.map((i: { id: string }) => i.id)).toEqual([
      firstImage.id,
      second.id,
      third.id,
    ]);

    const reordered = await t.app.inject({
      method: 'PUT',
      url: `/api/own-listings/${listing.id}/images/order`,
      headers,
      payload: { imageIds: [third.id, firstImage.id, second.id] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().data.map((i: { id: string }) => i.id)).toEqual([
      third.id,
      firstImage.id,
      second.id,
    ]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/own-listings/${listing.id}/images/${firstImage.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: card.url })).statusCode).toBe(404);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/own-listings/${listing.id}`, headers })
    ).json().data;
    expect(after.images.map((i: { id: string }) => i.id)).toEqual([third.id, second.id]);
  });

  it('refuses fake and unsupported images by their content, storing nothing', async () => {
    const operator = await buildOperator(t.database.db);
    const listing = await buildListing(t.database.db, { authorId: operator.id, state: 'draft' });
    const headers = await signedInHeaders(t, operator.id);
    for (const [body, type] of [
      [Buffer.from('GIF89a but really just text pretending to be a picture'), 'image/gif'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml'],
      [photo.subarray(0, 200), 'image/jpeg'],
      [Buffer.alloc(0), 'image/jpeg'],
    ] as const) {
      const res = await upload(listing.id, headers, body, type);
      expect(res.statusCode, type).toBe(400);
      expect(res.json().error.code).toBe('image-invalid');
    }
    expect(
      await t.database.db.select().from(images).where(eq(images.listingId, listing.id)),
    ).toEqual([]);
  });

  it('accepts WebP and HEIF/HEIC photos, converted to the usual variants; a "HEIC" that is not one gets its own code (issue 49)', async () => {
    const operator = await buildOperator(t.database.db);
    const listing = await buildListing(t.database.db, { authorId: operator.id, state: 'draft' });
    const headers = await signedInHeaders(t, operator.id);
    const picture = () =>
      sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2F6B3A' } });
    const webp = await picture().webp().toBuffer();
    // A HEIF container AV1-coded (AVIF), which libvips reads itself; HEVC-coded: the next test.
    const heif = await picture().heif({ compression: 'av1' }).toBuffer();
    for (const [body, type] of [
      [webp, 'image/webp'],
      [heif, 'image/heic'],
      [heif, 'application/octet-stream'],
    ] as const) {
      const res = await upload(listing.id, headers, body, type);
      expect(res.statusCode, type).toBe(201);
      const card = res
        .json()
        .data.variants.find((v: { name: string }) => v.name === 'listing-card');
      expect(card).toMatchObject({ width: 300, height: 200 });
      const file = await t.app.inject({ method: 'GET', url: card.url });
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(file.rawPayload).metadata()).format).toBe('jpeg');
    }

    // Sent as HEIC but not one (a JPEG, or text); a HEIC container whose picture does not read.
    const notHeif = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.from('not really a picture'),
    ]);
    for (const [body, type, code] of [
      [photo, 'image/heic', 'not-heic'],
      [Buffer.from('IMG_0042.HEIC'), 'image/heif', 'not-heic'],
      [notHeif, 'image/heic', 'heic-unreadable'],
    ] as const) {
      const res = await upload(listing.id, headers, body, type);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'image-invalid', details: [{ code }] });
    }
    const own = (
      await t.app.inject({ method: 'GET', url: `/api/own-listings/${listing.id}`, headers })
    ).json().data;
    expect(own.images).toHaveLength(3);
  });

  it('converts a phone’s HEVC-coded HEIC photo (decoded apart from libvips), its colours where they were', async () => {
    const operator = await buildOperator(t.database.db);
    const listing = await buildListing(t.database.db, { authorId: operator.id, state: 'draft' });
    const headers = await signedInHeaders(t, operator.id);
    // 640x480, its left half red (#C0392B) and its right half blue (#1F4E79), encoded by libheif's
    // x265 encoder as an iPhone encodes its photos (src/server/test/fixtures/hevc-photo.heic).
    const heic = await readFile(new URL('../test/fixtures/hevc-photo.heic', import.meta.url));
    const res = await upload(listing.id, headers, heic, 'image/heic');
    expect(res.statusCode).toBe(201);
    const card = res.json().data.variants.find((v: { name: string }) => v.name === 'listing-card');
    expect(card).toMatchObject({ width: 300, height: 200 });
    const file = await t.app.inject({ method: 'GET', url: card.url });
    const { data, info } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, i) => Math.abs(value - expected[i]!) <= 12);
    expect(near(pixel(40, 100), [0xc0, 0x39, 0x2b]), String(pixel(40, 100))).toBe(true);
    expect(near(pixel(260, 100), [0x1f, 0x4e, 0x79]), String(pixel(260, 100))).toBe(true);

    // A HEVC HEIC claiming more pixels than a listing photo may have is refused before it is decoded.
    const claimed = Buffer.from(heic);
    const ispe = claimed.indexOf('ispe');
    claimed.writeUInt32BE(8_000, ispe + 8);
    claimed.writeUInt32BE(8_000, ispe + 12);
    const flood = await upload(listing.id, headers, claimed, 'image/heic');
    expect(flood.statusCode).toBe(400);
    expect(flood.json().error.details[0].code).toBe('too-many-pixels');
  });

  it('refuses a file over 20 MB with request-upload-over-limit', async () => {
    const operator = await buildOperator(t.database.db);
    const listing = await buildListing(t.database.db, { authorId: operator.id, state: 'draft' });
    const headers = await signedInHeaders(t, operator.id);
    const big = Buffer.concat([photo, Buffer.alloc(maxImageBytes + 1 - photo.length)]);
    const res = await upload(listing.id, headers, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('request-upload-over-limit');
  });

  it(`keeps a listing to ${maxListingImages} photos`, async () => {
    const operator = await buildOperator(t.database.db);
    const listing = await buildListing(t.database.db, { authorId: operator.id, state: 'draft' });
    for (let i = 0; i < maxListingImages; i++)
      await buildImage(t.database.db, { ownerId: operator.id, listingId: listing.id, position: i });
    const res = await upload(listing.id, await signedInHeaders(t, operator.id), photo);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].code).toBe('too-many-images');
  });

  it('a published listing keeps its last photo; the order must name every photo once', async () => {
    const operator = await buildOperator(t.database.db);
    const listing = await buildListing(t.database.db, {
      authorId: operator.id,
      availabilityPlan: {
        type: 'availability-plan/day',
        timezone: 'Atlantic/Madeira',
        entries: [{ dayOfWeek: 'sat', seats: 4 }],
      },
    });
    const only = await buildImage(t.database.db, { ownerId: operator.id, listingId: listing.id });
    const headers = await signedInHeaders(t, operator.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/own-listings/${listing.id}/images/${only.id}`,
      headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].code).toBe('images-required');
    expect(await t.database.db.select().from(images).where(eq(images.id, only.id))).toHaveLength(1);

    const other = await buildImage(t.database.db, { ownerId: operator.id });
    for (const imageIds of [[only.id, only.id], [other.id], []]) {
      const order = await t.app.inject({
        method: 'PUT',
        url: `/api/own-listings/${listing.id}/images/order`,
        headers,
        payload: { imageIds },
      });
      expect(order.statusCode).toBe(400);
    }
    const missing = await t.app.inject({
      method: 'DELETE',
      url: `/api/own-listings/${listing.id}/images/${other.id}`,
      headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a photo’s alternative text (issue 49)', () => {
  it('is the operator’s to write per photo, shows on the public listing, and nobody else can change it', async () => {
    const operator = await buildOperator(t.database.db);
    const listing = await buildListing(t.database.db, {
      authorId: operator.id,
      state: 'published',
    });
    const image = await buildImage(t.database.db, { ownerId: operator.id, listingId: listing.id });
    const headers = await signedInHeaders(t, operator.id);
    const setAlt = (h: Record<string, string>, alt: string, imageId = image.id) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/own-listings/${listing.id}/images/${imageId}/alt`,
        headers: h,
        payload: { alt },
      });
    const publicImage = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).json().data
        .images[0];

    const saved = await setAlt(headers, '  Laurel forest along the levada, morning mist  ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      id: image.id,
      alt: 'Laurel forest along the levada, morning mist',
    });
    expect((await publicImage()).alt).toBe('Laurel forest along the levada, morning mist');

    // A visitor is asked to log in; another operator may not change a published listing (403, a
    // draft would be 404); too long is refused.
    const { browserHeaders } = await import('../test/sessions');
    expect((await setAlt(browserHeaders(), 'Mine now')).statusCode).toBe(401);
    const other = await buildOperator(t.database.db);
    expect((await setAlt(await signedInHeaders(t, other.id), 'Mine now')).statusCode).toBe(403);
    expect((await setAlt(headers, 'x'.repeat(201))).statusCode).toBe(400);
    // A photo of another listing is not found through this one.
    const elsewhere = await buildImage(t.database.db, { ownerId: other.id });
    expect((await setAlt(headers, 'Not mine', elsewhere.id)).statusCode).toBe(404);
    expect((await publicImage()).alt).toBe('Laurel forest along the levada, morning mist');

    // Empty: back to the title and place.
    expect((await setAlt(headers, '')).json().data.alt).toBeUndefined();
    expect((await publicImage()).alt).toBeUndefined();
  });
});
