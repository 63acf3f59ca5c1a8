import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, users } from '../db/schema';
import { hashPassword } from '../modules/accounts/password';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildAffiliate, buildImage, buildOperator, buildUser } from '../test/factories';
import { latestEmailTo, linkIn } from '../test/outbox';
import { browserHeaders, sessionTokenFrom, signedInHeaders } from '../test/sessions';

let t: TestContext;
let passwordHash: string;
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword('current-password-1');
});
afterAll(async () => t.close());

type Method = 'POST' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as Record<string, unknown> });
const info = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/info', headers })).json().data;
const rowOf = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: browserHeaders(),
    payload: { email, password },
  });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0B5C6B' } })
    .png()
    .toBuffer();
const upload = (
  headers: Record<string, string>,
  file: { name: string; type: string; data: Buffer },
) => {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/profile-image',
    headers: { ...headers, 'content-type': file.type },
    payload: file.data,
  });
};

describe('password change', () => {
  it('refuses a wrong current password with 403, keeping the session', async () => {
    const user = await buildUser(t.database.db, { passwordHash });
    const headers = await signedInHeaders(t, user.id);
    const res = await call('POST', '/api/account/change-password', headers, {
      currentPassword: 'wrong-password',
      newPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'forbidden',
      message: 'Please double-check your current password',
    });
    expect((await info(headers)).isAnonymous).toBe(false);
  });

  it('changes it, ends the other sessions but not this one, and tells the owner by email', async () => {
    const user = await buildUser(t.database.db, { passwordHash, email: 'troca@example.pt' });
    const headers = await signedInHeaders(t, user.id);
    const elsewhere = await signedInHeaders(t, user.id);
    const res = await call('POST', '/api/account/change-password', headers, {
      currentPassword: 'current-password-1',
      newPassword: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(204);
    expect((await info(headers)).isAnonymous).toBe(false);
    expect((await info(elsewhere)).isAnonymous).toBe(true);
    expect((await login(user.email, 'current-password-1')).statusCode).toBe(401);
    expect((await login(user.email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await latestEmailTo(t.database.db, user.email))!.template).toBe('password-changed');
  });

  it('validates the new password (8 to 128 characters)', async () => {
    const user = await buildUser(t.database.db, { passwordHash });
    const headers = await signedInHeaders(t, user.id);
    const res = await call('POST', '/api/account/change-password', headers, {
      currentPassword: 'current-password-1',
      newPassword: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation-invalid-params');
  });

  it('throttles guesses of the current password like logins', async () => {
    const user = await buildUser(t.database.db, { passwordHash });
    const headers = await signedInHeaders(t, user.id);
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await call('POST', '/api/account/change-password', headers, {
            currentPassword: `guess-${i}-xx`,
            newPassword: 'brand-new-pass',
          })
        ).statusCode,
      ).toBe(403);
    }
    const blocked = await call('POST', '/api/account/change-password', headers, {
      currentPassword: 'current-password-1',
      newPassword: 'brand-new-pass',
    });
    expect(blocked.statusCode).toBe(429);
    t.clock.advance(61_000);
    expect(
      (
        await call('POST', '/api/account/change-password', headers, {
          currentPassword: 'current-password-1',
          newPassword: 'brand-new-pass',
        })
      ).statusCode,
    ).toBe(204);
  });
});

describe('email change', () => {
  it('keeps the old address as the login until the new one is verified, and tells the old address', async () => {
    const user = await buildUser(t.database.db, {
      passwordHash,
      email: 'antigo@example.pt',
      emailVerified: true,
    });
    const headers = await signedInHeaders(t, user.id);
    const res = await call('POST', '/api/account/change-email', headers, {
      email: 'Novo@Example.pt',
      currentPassword: 'current-password-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: 'antigo@example.pt',
      pendingEmail: 'novo@example.pt',
      emailVerified: true,
    });
    expect((await latestEmailTo(t.database.db, 'antigo@example.pt'))!.template).toBe(
      'email-change-notice',
    );
    const mail = (await latestEmailTo(t.database.db, 'novo@example.pt'))!;
    expect(mail.template).toBe('change-email');
    expect((await login('novo@example.pt', 'current-password-1')).statusCode).toBe(401);

    const token = linkIn(mail.text).searchParams.get('t')!;
    const verified = await call('POST', '/api/account/verify-email', headers, { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({
      email: 'novo@example.pt',
      pendingEmail: null,
      emailVerified: true,
    });
    expect((await login('novo@example.pt', 'current-password-1')).statusCode).toBe(200);
    expect((await login('antigo@example.pt', 'current-password-1')).statusCode).toBe(401);
  });

  it('needs the current password (403) and a free address (409 email-taken)', async () => {
    const user = await buildUser(t.database.db, { passwordHash });
    const other = await buildUser(t.database.db);
    const headers = await signedInHeaders(t, user.id);
    const wrong = await call('POST', '/api/account/change-email', headers, {
      email: 'free@example.pt',
      currentPassword: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(403);
    const taken = await call('POST', '/api/account/change-email', headers, {
      email: other.email.toUpperCase(),
      currentPassword: 'current-password-1',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('email-taken');
    const same = await call('POST', '/api/account/change-email', headers, {
      email: user.email,
      currentPassword: 'current-password-1',
    });
    expect(same.statusCode).toBe(400);
    const invalid = await call('POST', '/api/account/change-email', headers, {
      email: 'not an email',
      currentPassword: 'current-password-1',
    });
    expect(invalid.statusCode).toBe(400);
    expect((await rowOf(user.id)).pendingEmail).toBeNull();
  });

  it('fails the verification if someone else took the address meanwhile', async () => {
    const user = await buildUser(t.database.db, { passwordHash });
    const headers = await signedInHeaders(t, user.id);
    await call('POST', '/api/account/change-email', headers, {
      email: 'disputado@example.pt',
      currentPassword: 'current-password-1',
    });
    const token = linkIn(
      (await latestEmailTo(t.database.db, 'disputado@example.pt'))!.text,
    ).searchParams.get('t')!;
    await buildUser(t.database.db, { email: 'disputado@example.pt' });
    const res = await call('POST', '/api/account/verify-email', headers, { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('email-taken');
    expect((await rowOf(user.id)).email).toBe(user.email);
  });

  it('counts towards the 5 verification emails a day, changing nothing when refused', async () => {
    const user = await buildUser(t.database.db, { passwordHash });
    const headers = await signedInHeaders(t, user.id);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1000);
      expect(
        (
          await call('POST', '/api/account/change-email', headers, {
            email: `n${i}@example.pt`,
            currentPassword: 'current-password-1',
          })
        ).statusCode,
      ).toBe(200);
    }
    const refused = await call('POST', '/api/account/change-email', headers, {
      email: 'n5@example.pt',
      currentPassword: 'current-password-1',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('email-too-many-verification-requests');
    expect((await rowOf(user.id)).pendingEmail).toBe('n4@example.pt');
  });
});

describe('contact details', () => {
  it('changes only the fields sent', async () => {
    const user = await buildUser(t.database.db, {
      protectedData: { type: 1, phoneNumber: '+351 911 111 111', marketingEmailOption: false },
    });
    const headers = await signedInHeaders(t, user.id);
    const phone = await call('PATCH', '/api/account/contact-details', headers, {
      phoneNumber: ' +351 922 222 222 ',
    });
    expect(phone.statusCode).toBe(200);
    expect(phone.json().data.protectedData).toEqual({
      type: 1,
      phoneNumber: '+351 922 222 222',
      marketingEmailOption: false,
    });
    const marketing = await call('PATCH', '/api/account/contact-details', headers, {
      marketingEmailOption: true,
    });
    expect(marketing.json().data.protectedData).toEqual({
      type: 1,
      phoneNumber: '+351 922 222 222',
      marketingEmailOption: true,
    });
  });

  it('refuses a bad phone number and an empty change', async () => {
    const user = await buildUser(t.database.db);
    const headers = await signedInHeaders(t, user.id);
    for (const payload of [{ phoneNumber: '12' }, {}, { marketingEmailOption: 'yes' }]) {
      const res = await call('PATCH', '/api/account/contact-details', headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation-invalid-params');
    }
  });

  it('lets operators, and only them, set the SMS and WhatsApp booking alerts', async () => {
    const operator = await buildOperator(t.database.db, {
      protectedData: { type: 2, newBookingSmsNotification: true },
    });
    const res = await call(
      'PATCH',
      '/api/account/contact-details',
      await signedInHeaders(t, operator.id),
      {
        newBookingSmsNotification: false,
        newBookingWhatsappNotification: true,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.protectedData).toMatchObject({
      newBookingSmsNotification: false,
      newBookingWhatsappNotification: true,
    });
    for (const other of [await buildUser(t.database.db), await buildAffiliate(t.database.db)]) {
      const refused = await call(
        'PATCH',
        '/api/account/contact-details',
        await signedInHeaders(t, other.id),
        { newBookingSmsNotification: true },
      );
      expect(refused.statusCode).toBe(403);
      expect((await rowOf(other.id)).protectedData).not.toHaveProperty('newBookingSmsNotification');
    }
  });
});

describe('profile', () => {
  it('saves names and bio (sanitised), and a company name for operators only', async () => {
    const operator = await buildOperator(t.database.db);
    const res = await call('PATCH', '/api/account/profile', await signedInHeaders(t, operator.id), {
      firstName: ' Rui ',
      lastName: 'Gonçalves',
      bio: 'Guide since 2004. <b>Levadas</b> are my office.',
      companyName: ' Laurissilva Trails ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      firstName: 'Rui',
      lastName: 'Gonçalves',
      bio: 'Guide since 2004. ＜b＞Levadas＜/b＞ are my office.',
      publicData: { cname: 'Laurissilva Trails' },
    });
    const customer = await buildUser(t.database.db);
    const refused = await call(
      'PATCH',
      '/api/account/profile',
      await signedInHeaders(t, customer.id),
      { companyName: 'Mine' },
    );
    expect(refused.statusCode).toBe(403);
  });

  it('refuses empty names, an empty company name and a bio over 5000 characters', async () => {
    const operator = await buildOperator(t.database.db);
    const headers = await signedInHeaders(t, operator.id);
    for (const payload of [
      { firstName: '  ' },
      { lastName: '' },
      { companyName: ' ' },
      { bio: 'x'.repeat(5001) },
      {},
    ]) {
      const res = await call('PATCH', '/api/account/profile', headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await call('PATCH', '/api/account/profile', headers, { bio: 'x'.repeat(5000) })).statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', '/api/account/profile', headers, { bio: '' })).json().data.bio,
    ).toBeNull();
  });

  it('uploads a picture as square 40 and 80 px variants, uses it once saved, and removes the one it replaces', async () => {
    const user = await buildUser(t.database.db);
    const headers = await signedInHeaders(t, user.id);
    const first = await upload(headers, {
      name: 'me.png',
      type: 'image/png',
      data: await png(600, 400),
    });
    expect(first.statusCode).toBe(201);
    const image = first.json().data;
    const sizes = Object.fromEntries(
      image.variants.map((v: { name: string; width: number; height: number }) => [
        v.name,
        `${v.width}x${v.height}`,
      ]),
    );
    expect(sizes).toEqual({
      'square-small': '40x40',
      'square-small2x': '80x80',
      'square-medium': '80x80',
      'square-medium2x': '160x160',
    });
    // Not used until the profile is saved with it.
    expect((await info(headers)).user.profileImage).toBeNull();

    const saved = await call('PATCH', '/api/account/profile', headers, {
      profileImageId: image.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.profileImage.id).toBe(image.id);
    const file = await t.app.inject({ method: 'GET', url: image.variants[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');

    const second = (
      await upload(headers, {
        name: 'me2.gif',
        type: 'image/gif',
        data: await sharp({ create: { width: 90, height: 90, channels: 3, background: '#fff' } })
          .gif()
          .toBuffer(),
      })
    ).json().data;
    await call('PATCH', '/api/account/profile', headers, { profileImageId: second.id });
    expect(await t.database.db.select().from(images).where(eq(images.id, image.id))).toHaveLength(
      0,
    );
    expect((await t.app.inject({ method: 'GET', url: image.variants[0].url })).statusCode).toBe(
      404,
    );

    const removed = await call('PATCH', '/api/account/profile', headers, { profileImageId: null });
    expect(removed.json().data.profileImage).toBeNull();
    expect(await t.database.db.select().from(images).where(eq(images.id, second.id))).toHaveLength(
      0,
    );
  });

  it('rejects a file that is not a JPG, GIF or PNG whatever its name, storing nothing', async () => {
    const user = await buildUser(t.database.db);
    const headers = await signedInHeaders(t, user.id);
    const before = await t.database.db.select().from(images).where(eq(images.ownerId, user.id));
    const text = await upload(headers, {
      name: 'photo.jpg',
      type: 'image/jpeg',
      data: Buffer.from('just text, not a photo'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.code).toBe('image-invalid');
    const webp = await upload(headers, {
      name: 'photo.png',
      type: 'image/png',
      data: await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
        .webp()
        .toBuffer(),
    });
    expect(webp.statusCode).toBe(400);
    const notMultipart = await call('POST', '/api/account/profile-image', headers, {
      image: 'data',
    });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
    expect(await t.database.db.select().from(images).where(eq(images.ownerId, user.id))).toEqual(
      before,
    );
  });

  it('rejects a file over 20 MB with request-upload-over-limit (413)', async () => {
    const user = await buildUser(t.database.db);
    const headers = await signedInHeaders(t, user.id);
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(20 * 1024 * 1024)]);
    const res = await upload(headers, { name: 'huge.png', type: 'image/png', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'request-upload-over-limit',
      message: 'The maximum file size is 20 MB',
    });
    expect(
      await t.database.db.select().from(images).where(eq(images.ownerId, user.id)),
    ).toHaveLength(0);
  });

  it('will not use another user’s image, or a listing photo, as a profile picture', async () => {
    const owner = await buildUser(t.database.db);
    const theirs = (
      await upload(await signedInHeaders(t, owner.id), {
        name: 'a.png',
        type: 'image/png',
        data: await png(100, 100),
      })
    ).json().data;
    const user = await buildOperator(t.database.db);
    const headers = await signedInHeaders(t, user.id);
    const listingPhoto = await buildImage(t.database.db, { ownerId: user.id });
    for (const id of [theirs.id, listingPhoto.id, '0f0c8e44-0000-4000-8000-000000000000']) {
      const res = await call('PATCH', '/api/account/profile', headers, { profileImageId: id });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation-invalid-value');
    }
    expect((await rowOf(user.id)).profileImageId).toBeNull();
    // The owner's upload is still there.
    expect(await t.database.db.select().from(images).where(eq(images.id, theirs.id))).toHaveLength(
      1,
    );
  });
});

describe('quick replies', () => {
  const replies = {
    quickReply1: {
      title: 'Pickup',
      message: 'We pick you up at your hotel 15 minutes before the start.',
    },
    quickReply2: {
      title: 'Weather',
      message: 'If the weather turns, we move the tour or refund you in full.',
    },
    quickReply3: { title: '', message: '' },
  };

  it('stores an operator’s three replies in protected data', async () => {
    const operator = await buildOperator(t.database.db, {
      protectedData: { type: 2, phoneNumber: '+351 900 000 000' },
    });
    const res = await call(
      'PUT',
      '/api/account/quick-replies',
      await signedInHeaders(t, operator.id),
      replies,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.protectedData).toEqual({
      type: 2,
      phoneNumber: '+351 900 000 000',
      quickReplies: replies,
    });
  });

  it('refuses customers and affiliates, and a missing slot', async () => {
    for (const user of [await buildUser(t.database.db), await buildAffiliate(t.database.db)]) {
      expect(
        (
          await call(
            'PUT',
            '/api/account/quick-replies',
            await signedInHeaders(t, user.id),
            replies,
          )
        ).statusCode,
      ).toBe(403);
    }
    const operator = await buildOperator(t.database.db);
    const res = await call(
      'PUT',
      '/api/account/quick-replies',
      await signedInHeaders(t, operator.id),
      { quickReply1: replies.quickReply1 },
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('sign-up for each type', () => {
  it.each([
    [1, undefined],
    [2, 'Atlantic Boats'],
    [3, 'Quinta da Serra'],
  ])('type %i signs up, is signed in and can read their own account', async (type, companyName) => {
    const email = `type${type}.${Math.random().toString(36).slice(2)}@example.pt`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: browserHeaders(),
      payload: {
        type,
        firstName: 'Maria',
        lastName: 'Luz',
        email,
        phoneNumber: '291 000 000',
        password: 'levada-2026!',
        termsAccepted: true,
        companyName,
      },
    });
    expect(res.statusCode).toBe(201);
    const headers = browserHeaders(sessionTokenFrom(res.headers['set-cookie']));
    const me = await info(headers);
    expect(me.user).toMatchObject({
      email,
      type,
      hasPassword: true,
      publicData: companyName ? { cname: companyName } : {},
    });
    expect(JSON.stringify(me)).not.toMatch(/argon2|passwordHash|password_hash/);
  });
});
