// Issue 13 items 6 and 12: images just under the pixel limit, uploaded in parallel, are all stored
// (decoded a few at a time and shrunk while loading); profile pictures have a lower limit.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxInputPixels, maxProfileInputPixels } from '../modules/images/create-image-variants';
import { buildListing, buildOperator } from '../test/factories';
import { signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
let nearLimit: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  // 7000 x 7000 = 49 MP in a file of a few dozen KB: the shape of the reported attack.
  nearLimit = await sharp({
    create: { width: 7000, height: 7000, channels: 3, background: '#2f6f4f' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
});
afterAll(async () => t.close());

const upload = (url: string, headers: Record<string, string>, body: Buffer) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'image/png' },
    payload: body,
  });

describe('near-limit images', () => {
  it('are stored when uploaded in parallel, each as every listing variant', async () => {
    expect(7000 * 7000).toBeLessThan(maxInputPixels);
    expect(nearLimit.length).toBeLessThan(200_000);
    const operator = await buildOperator(t.database.db);
    const headers = await signedInHeaders(t, operator.id);
    const listings = await Promise.all(
      Array.from({ length: 3 }, () =>
        buildListing(t.database.db, { authorId: operator.id, state: 'draft' }),
      ),
    );
    const responses = await Promise.all(
      listings.flatMap((listing) =>
        [1, 2].map(() => upload(`/api/own-listings/${listing.id}/images`, headers, nearLimit)),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const xlarge = responses[0]!
      .json()
      .data.variants.find((v: { name: string }) => v.name === 'scaled-xlarge');
    expect(xlarge).toMatchObject({ width: 2400, height: 2400 });
  });

  it('are refused as a profile picture above its lower limit, with a coded 400, and change nothing', async () => {
    expect(7000 * 7000).toBeGreaterThan(maxProfileInputPixels);
    const user = await buildOperator(t.database.db);
    const headers = await signedInHeaders(t, user.id);
    const response = await upload('/api/account/profile-image', headers, nearLimit);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'image-invalid',
      details: [{ code: 'too-many-pixels' }],
    });
    const info = await t.app.inject({ method: 'GET', url: '/api/auth/info', headers });
    expect(info.json().data.user.profileImage).toBeNull();
  });
});
