import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { issueUserToken } from '../modules/accounts/issue-user-token';
import { hashPassword } from '../modules/accounts/password';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildUser } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';

// Every account endpoint, called by a visitor, a customer, an operator, an affiliate and a
// limited-access session (spec 001 §6); then by another user of the same type, who must not
// change the first user's data.

let t: TestContext;
let passwordHash: string;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword('current-password-1');
  png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#2F6B3A' } })
    .png()
    .toBuffer();
});
afterAll(async () => t.close());

type Actor = 'visitor' | 'customer' | 'operator' | 'affiliate' | 'limited';
const actors: Actor[] = ['visitor', 'customer', 'operator', 'affiliate', 'limited'];
const typeOf = { customer: 1, operator: 2, affiliate: 3, limited: 1 } as const;

type Ctx = { user: typeof users.$inferSelect | null; headers: Record<string, string> };
type Case = {
  name: string;
  call: (ctx: Ctx) => Promise<{ statusCode: number }>;
  expected: Record<Actor, number>;
};

async function actor(kind: Actor): Promise<Ctx> {
  if (kind === 'visitor') return { user: null, headers: browserHeaders() };
  const user = await buildUser(t.database.db, {
    type: typeOf[kind],
    passwordHash,
    publicData: kind === 'operator' || kind === 'affiliate' ? { cname: 'Company' } : {},
    protectedData: { type: typeOf[kind] },
  });
  return {
    user,
    headers: await signedInHeaders(t, user.id, kind === 'limited' ? ['user:limited'] : ['user']),
  };
}

const inject = (
  ctx: Ctx,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: ctx.headers,
    payload: payload as Record<string, unknown> | undefined,
  });

const all = (status: number, visitor = 401, limited = 403): Record<Actor, number> => ({
  visitor,
  customer: status,
  operator: status,
  affiliate: status,
  limited,
});

const replies = {
  quickReply1: { title: 'Hi', message: 'Thanks for booking.' },
  quickReply2: { title: '', message: '' },
  quickReply3: { title: '', message: '' },
};

const cases: Case[] = [
  {
    name: 'GET /api/auth/info',
    call: (c) => inject(c, 'GET', '/api/auth/info'),
    expected: all(200, 200, 200),
  },
  {
    name: 'POST /api/account/verify-email (own link)',
    call: async (c) => {
      const token = c.user
        ? await issueUserToken(t.app.deps, {
            userId: c.user.id,
            kind: 'verify-email',
            email: c.user.email,
          })
        : 'no-token';
      return inject(c, 'POST', '/api/account/verify-email', { token });
    },
    expected: all(200),
  },
  {
    name: 'POST /api/account/verify-email/send',
    call: (c) => inject(c, 'POST', '/api/account/verify-email/send'),
    expected: all(204),
  },
  {
    name: 'POST /api/account/change-password',
    call: (c) =>
      inject(c, 'POST', '/api/account/change-password', {
        currentPassword: 'current-password-1',
        newPassword: 'another-pass-9',
      }),
    expected: all(204),
  },
  {
    name: 'POST /api/account/change-email',
    call: (c) =>
      inject(c, 'POST', '/api/account/change-email', {
        email: `moved.${Math.random().toString(36).slice(2)}@example.pt`,
        currentPassword: 'current-password-1',
      }),
    expected: all(200),
  },
  {
    name: 'PATCH /api/account/contact-details (phone, marketing)',
    call: (c) =>
      inject(c, 'PATCH', '/api/account/contact-details', {
        phoneNumber: '+351 291 000 000',
        marketingEmailOption: true,
      }),
    expected: all(200),
  },
  {
    name: 'PATCH /api/account/contact-details (booking alerts)',
    call: (c) =>
      inject(c, 'PATCH', '/api/account/contact-details', { newBookingSmsNotification: true }),
    expected: { visitor: 401, customer: 403, operator: 200, affiliate: 403, limited: 403 },
  },
  {
    name: 'PATCH /api/account/profile (names, bio)',
    call: (c) => inject(c, 'PATCH', '/api/account/profile', { firstName: 'Renamed', bio: 'Hello' }),
    expected: all(200),
  },
  {
    name: 'PATCH /api/account/profile (company name)',
    call: (c) => inject(c, 'PATCH', '/api/account/profile', { companyName: 'New Company' }),
    expected: { visitor: 401, customer: 403, operator: 200, affiliate: 403, limited: 403 },
  },
  {
    name: 'POST /api/account/profile-image',
    call: (c) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/profile-image',
        headers: { ...c.headers, 'content-type': 'image/png' },
        payload: png,
      }),
    expected: all(201),
  },
  {
    name: 'PUT /api/account/quick-replies',
    call: (c) => inject(c, 'PUT', '/api/account/quick-replies', replies),
    expected: { visitor: 401, customer: 403, operator: 200, affiliate: 403, limited: 403 },
  },
  {
    name: 'PUT /api/account/language',
    call: (c) => inject(c, 'PUT', '/api/account/language', { language: 'pt' }),
    expected: all(204),
  },
  {
    name: 'POST /api/auth/logout',
    call: (c) => inject(c, 'POST', '/api/auth/logout'),
    expected: all(204, 401, 204),
  },
  {
    // No user in the path: the session decides whose account goes.
    name: 'POST /api/account/delete',
    call: (c) =>
      inject(c, 'POST', '/api/account/delete', { currentPassword: 'current-password-1' }),
    expected: all(204),
  },
];

describe.each(cases)('$name', ({ call, expected }) => {
  it.each(actors)('as %s', async (kind) => {
    const ctx = await actor(kind);
    const before = ctx.user
      ? (await t.database.db.select().from(users).where(eq(users.id, ctx.user.id)))[0]
      : null;
    const res = await call(ctx);
    expect(res.statusCode).toBe(expected[kind]);
    if (expected[kind] >= 400 && before) {
      const after = (await t.database.db.select().from(users).where(eq(users.id, ctx.user!.id)))[0];
      expect(after).toEqual(before); // a refused call changes nothing
    }
  });

  it.each(['customer', 'operator', 'affiliate'] as const)(
    'by another %s leaves the first one untouched',
    async (kind) => {
      const first = await actor(kind);
      const second = await actor(kind);
      const before = (
        await t.database.db.select().from(users).where(eq(users.id, first.user!.id))
      )[0];
      await call(second);
      const after = (
        await t.database.db.select().from(users).where(eq(users.id, first.user!.id))
      )[0];
      expect(after).toEqual(before);
      const info = await t.app.inject({
        method: 'GET',
        url: '/api/auth/info',
        headers: first.headers,
      });
      expect(info.json().data.user.id).toBe(first.user!.id);
    },
  );
});

describe('objects of another user of the same type', () => {
  it.each(['customer', 'operator', 'affiliate'] as const)(
    'a %s cannot use another one’s verification link or profile picture',
    async (kind) => {
      const first = await actor(kind);
      const second = await actor(kind);
      const token = await issueUserToken(t.app.deps, {
        userId: first.user!.id,
        kind: 'verify-email',
        email: first.user!.email,
      });
      expect(
        (await inject(second, 'POST', '/api/account/verify-email', { token })).statusCode,
      ).toBe(403);

      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/account/profile-image',
        headers: { ...first.headers, 'content-type': 'image/png' },
        payload: png,
      });
      const imageId = uploaded.json().data.id;
      expect(
        (await inject(second, 'PATCH', '/api/account/profile', { profileImageId: imageId }))
          .statusCode,
      ).toBe(400);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, second.user!.id));
      expect(row!.profileImageId).toBeNull();
      // The owner still can.
      expect(
        (await inject(first, 'PATCH', '/api/account/profile', { profileImageId: imageId }))
          .statusCode,
      ).toBe(200);
    },
  );

  it('the auth info of one user never contains another user’s data', async () => {
    const first = await actor('customer');
    const second = await actor('customer');
    const text = JSON.stringify((await inject(second, 'GET', '/api/auth/info')).json());
    expect(text).not.toContain(first.user!.id);
    expect(text).not.toContain(first.user!.email);
  });
});
