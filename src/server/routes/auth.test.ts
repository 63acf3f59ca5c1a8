import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildUser } from '../test/factories';
import { browserHeaders, sessionTokenFrom, signedInHeaders } from '../test/sessions';
import { hashPassword } from '../modules/accounts/password';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const signup = (body: Record<string, unknown>, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/signup${query}`,
    headers: browserHeaders(),
    payload: body,
  });

const validSignup = (overrides: Record<string, unknown> = {}) => ({
  type: 1,
  firstName: 'Ana',
  lastName: 'Silva',
  email: `ana.${Math.random().toString(36).slice(2)}@example.pt`,
  phoneNumber: '+351 912 345 678',
  password: 'laurel-forest-2026',
  termsAccepted: true,
  marketingEmailOption: false,
  ...overrides,
});

describe('sign-up', () => {
  it('creates a customer and signs them in with an HttpOnly SameSite=Lax cookie', async () => {
    const res = await signup(validSignup());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.data.isAnonymous).toBe(false);
    expect(body.data.user.type).toBe(1);
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);
    const cookie = [res.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('levada_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const token = sessionTokenFrom(res.headers['set-cookie']);
    expect(token!.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/auth/info',
      headers: browserHeaders(token),
    });
    expect(info.json().data.user.email).toBe(body.data.user.email);
  });

  it('gives operators a company name and the notification defaults', async () => {
    const res = await signup(
      validSignup({ type: 2, companyName: '  <Laurissilva> Trails ', marketingEmailOption: true }),
    );
    expect(res.statusCode).toBe(201);
    const user = res.json().data.user;
    expect(user.publicData.cname).toBe('＜Laurissilva＞ Trails');
    expect(user.protectedData).toMatchObject({
      type: 2,
      newBookingSmsNotification: true,
      newBookingWhatsappNotification: false,
    });
  });

  it('does not sign in for the checkout variant', async () => {
    const res = await signup(validSignup(), '?signIn=false');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.isAnonymous).toBe(true);
    expect(sessionTokenFrom(res.headers['set-cookie'])).toBeUndefined();
  });

  it('refuses a taken email, whatever its case', async () => {
    const first = validSignup();
    expect((await signup(first)).statusCode).toBe(201);
    const res = await signup(validSignup({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('email-taken');
  });

  it.each([
    ['short password', { password: 'short' }],
    ['bad email', { email: 'not-an-email' }],
    ['bad phone', { phoneNumber: '12' }],
    ['no terms', { termsAccepted: false }],
    ['operator without company', { type: 2 }],
    ['unknown type', { type: 4 }],
    ['empty first name', { firstName: '  ' }],
  ])('refuses %s with validation-invalid-params', async (_, overrides) => {
    const res = await signup(validSignup(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation-invalid-params');
  });
});

describe('login and logout', () => {
  it('logs in with a new token, and logout ends the session on the server', async () => {
    const user = await buildUser(t.database.db, {
      email: 'rita@example.pt',
      passwordHash: await hashPassword('correct-horse-1'),
    });
    const old = await signedInHeaders(t, user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: old,
      payload: { email: 'RITA@example.pt', password: 'correct-horse-1' },
    });
    expect(res.statusCode).toBe(200);
    const token = sessionTokenFrom(res.headers['set-cookie'])!;
    expect(old.cookie).not.toContain(token);
    // the session that was there before the login is gone
    const before = await t.app.inject({ method: 'GET', url: '/api/auth/info', headers: old });
    expect(before.json().data.isAnonymous).toBe(true);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: browserHeaders(token),
    });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/info',
      headers: browserHeaders(token),
    });
    expect(after.json().data.isAnonymous).toBe(true);
  });

  it('gives one message for a wrong password and an unknown email', async () => {
    await buildUser(t.database.db, {
      email: 'joao@example.pt',
      passwordHash: await hashPassword('right-password'),
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: browserHeaders(),
      payload: { email: 'joao@example.pt', password: 'wrong-password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: browserHeaders(),
      payload: { email: 'nobody@example.pt', password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('throttles an account after 5 failures a minute, and lets it in again later', async () => {
    await buildUser(t.database.db, {
      email: 'slow@example.pt',
      passwordHash: await hashPassword('right-password'),
    });
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: browserHeaders(),
        payload: { email: 'slow@example.pt', password },
      });
    for (let i = 0; i < 5; i++) expect((await attempt('nope-nope')).statusCode).toBe(401);
    const blocked = await attempt('right-password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too-many-requests');
    t.clock.advance(61_000);
    expect((await attempt('right-password')).statusCode).toBe(200);
  });

  it('refuses banned users: with the right password it says why (account-banned), else as any failure', async () => {
    await buildUser(t.database.db, {
      email: 'banned@example.pt',
      banned: true,
      passwordHash: await hashPassword('right-password'),
    });
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: browserHeaders(),
        payload: { email: 'banned@example.pt', password },
      });
    const right = await attempt('right-password');
    expect([right.statusCode, right.json().error.code]).toEqual([403, 'account-banned']);
    expect(right.headers['set-cookie']?.toString() ?? '').not.toContain('levada_session=');
    const wrong = await attempt('wrong-password');
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([401, 'unauthorized']);
  });

  it('expires sessions after 30 days', async () => {
    const user = await buildUser(t.database.db);
    const headers = await signedInHeaders(t, user.id);
    t.clock.advance(31 * 24 * 3600 * 1000);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/info', headers });
    expect(res.json().data.isAnonymous).toBe(true);
  });

  it('logout without a session is a 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: browserHeaders(),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call without the token header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: 'levada_csrf=abc' },
      payload: { email: 'a@b.pt', password: 'whatever-1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('refuses a header that does not match the cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: 'levada_csrf=abc', 'x-csrf-token': 'abd' },
      payload: { email: 'a@b.pt', password: 'whatever-1' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('hands a visitor a readable CSRF cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/info' });
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('levada_csrf='))!;
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/);
  });
});
