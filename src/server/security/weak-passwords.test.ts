import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { demoPassword } from '../seed/demo-listings';
import { hashPassword, verifyPassword } from '../modules/accounts/password';
import { buildUser } from '../test/factories';
import { latestEmailTo, linkIn } from '../test/outbox';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

// Issue 13 item 7: common, leaked, personal and public passwords are refused with a coded reason
// at sign-up, reset and change; nothing changes when they are.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let ipCounter = 0;
const fromIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const post = (url: string, payload: object, headers = browserHeaders()) =>
  t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: fromIp() });

const owner = { firstName: 'Joaquina', lastName: 'Vasconcelos' };
const oldPassword = 'canyon-ribeira-9';
let sequence = 0;
const addressOf = () => `marta.figueira${++sequence}@example.pt`;

// Each case: the password to try (from the owner's address where it depends on it) and the reason.
const cases: Array<[string, (email: string) => string, string]> = [
  ['password', () => 'password', 'common'],
  ['12345678', () => '12345678', 'common'],
  ['the email itself', (email) => email, 'personal'],
  ['the email in capitals', (email) => email.toUpperCase(), 'personal'],
  ['the local part of the email', (email) => email.split('@')[0]!, 'personal'],
  ["the user's name", () => 'JoaquinaVasconcelos', 'personal'],
  ["the user's last name and a year", () => 'vasconcelos1987', 'personal'],
  ['the demo password', () => demoPassword, 'public'],
  ['the demo password with a suffix', () => `${demoPassword}!`, 'public'],
];

const refusal = (field: string, reason: string) => ({
  code: 'password-too-weak',
  details: [{ path: field, code: reason }],
});

describe('sign-up refuses weak passwords', () => {
  const signup = (email: string, password: string) =>
    post('/api/auth/signup', {
      type: 1,
      ...owner,
      email,
      phoneNumber: '+351 912 345 678',
      password,
      termsAccepted: true,
    });

  it.each(cases)('refuses %s and creates no account', async (_, passwordOf, reason) => {
    const email = addressOf();
    const res = await signup(email, passwordOf(email));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject(refusal('password', reason));
    expect(res.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringContaining('session'));
    const rows = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(rows).toHaveLength(0);
  });

  it("refuses an operator's company name", async () => {
    const res = await post('/api/auth/signup', {
      type: 2,
      ...owner,
      companyName: 'Ribeiro Frio Aventuras',
      email: addressOf(),
      phoneNumber: '+351 912 345 678',
      password: 'ribeirofrioaventuras',
      termsAccepted: true,
    });
    expect(res.json().error).toMatchObject(refusal('password', 'personal'));
  });

  it('accepts a password of unrelated words', async () => {
    expect((await signup(addressOf(), 'laurel-forest-2026')).statusCode).toBe(201);
  });
});

describe('password reset refuses weak passwords', () => {
  const linkFor = async (email: string) => {
    expect((await post('/api/auth/password-reset/request', { email })).statusCode).toBe(204);
    return linkIn((await latestEmailTo(t.database.db, email, 'reset-password'))!.text);
  };

  it.each(cases)(
    'refuses %s, keeping the old password and the link',
    async (_, passwordOf, reason) => {
      const user = await buildUser(t.database.db, {
        ...owner,
        email: addressOf(),
        passwordHash: await hashPassword(oldPassword),
      });
      const link = await linkFor(user.email);
      const payload = { email: user.email, token: link.searchParams.get('t')! };
      const res = await post('/api/auth/password-reset', {
        ...payload,
        newPassword: passwordOf(user.email),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject(refusal('newPassword', reason));
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(await verifyPassword(row!.passwordHash!, oldPassword)).toBe(true);
      // The link still works for a good password.
      expect(
        (await post('/api/auth/password-reset', { ...payload, newPassword: 'quinta-serra-77' }))
          .statusCode,
      ).toBe(204);
    },
  );

  it('says the link is not valid before judging the password', async () => {
    const user = await buildUser(t.database.db, { ...owner, email: addressOf() });
    const res = await post('/api/auth/password-reset', {
      email: user.email,
      token: 'not-a-token',
      newPassword: 'password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation-invalid-value');
  });
});

describe('password change refuses weak passwords', () => {
  it.each(cases)('refuses %s, keeping the old password', async (_, passwordOf, reason) => {
    const user = await buildUser(t.database.db, {
      ...owner,
      email: addressOf(),
      passwordHash: await hashPassword(oldPassword),
    });
    const res = await post(
      '/api/account/change-password',
      { currentPassword: oldPassword, newPassword: passwordOf(user.email) },
      await signedInHeaders(t, user.id),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject(refusal('newPassword', reason));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.passwordHash!, oldPassword)).toBe(true);
  });

  it('checks the current password first: a wrong one stays a 403', async () => {
    const user = await buildUser(t.database.db, {
      ...owner,
      email: addressOf(),
      passwordHash: await hashPassword(oldPassword),
    });
    const res = await post(
      '/api/account/change-password',
      { currentPassword: 'not-the-password', newPassword: 'password' },
      await signedInHeaders(t, user.id),
    );
    expect(res.statusCode).toBe(403);
  });
});
