import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userTokens } from '../db/schema';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildUser } from '../test/factories';
import { emailsTo, latestEmailTo, linkIn } from '../test/outbox';
import { browserHeaders, sessionTokenFrom, signedInHeaders } from '../test/sessions';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: 'https://levada.test' });
});
afterAll(async () => t.close());

const signup = async (overrides: Record<string, unknown> = {}) => {
  const email = `pessoa.${Math.random().toString(36).slice(2)}@example.pt`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: browserHeaders(),
    payload: {
      type: 1,
      firstName: 'Inês',
      lastName: 'Costa',
      email,
      phoneNumber: '+351 912 345 678',
      password: 'laurel-forest-2026',
      termsAccepted: true,
      ...overrides,
    },
  });
  expect(res.statusCode).toBe(201);
  return {
    email,
    headers: browserHeaders(sessionTokenFrom(res.headers['set-cookie'])),
    user: res.json().data.user,
  };
};

const verify = (headers: Record<string, string>, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/verify-email', headers, payload: { token } });
const resend = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/account/verify-email/send', headers });

describe('email verification', () => {
  it('sends a verification link at sign-up, in the language of the sign-up, and verifies with it once', async () => {
    const { email, headers, user } = await signup({ language: 'pt' });
    expect(user).toMatchObject({ emailVerified: false, language: 'pt', pendingEmail: null });
    const mail = (await latestEmailTo(t.database.db, email, 'verify-email'))!;
    expect(mail).toMatchObject({
      language: 'pt',
      subject: 'Confirme o seu endereço de email',
      status: 'stored',
    });
    const link = linkIn(mail.text);
    expect(link.origin + link.pathname).toBe('https://levada.test/verify-email');
    const token = link.searchParams.get('t')!;
    // The link holds the token; the database only its hash.
    const [stored] = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user.id));
    expect(stored!.id).not.toContain(token);

    const res = await verify(headers, token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.emailVerified).toBe(true);
    const again = await verify(headers, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('validation-invalid-value');
  });

  it('refuses a link of another account (403) and changes nothing', async () => {
    const first = await signup();
    const second = await signup();
    const token = linkIn((await latestEmailTo(t.database.db, first.email))!.text).searchParams.get(
      't',
    )!;
    const res = await verify(second.headers, token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, first.user.id));
    expect(row!.emailVerified).toBe(false);
    // The owner can still use it.
    expect((await verify(first.headers, token)).statusCode).toBe(200);
  });

  it('refuses an expired link (48 hours) and a made-up one', async () => {
    const { email, headers } = await signup();
    const token = linkIn((await latestEmailTo(t.database.db, email))!.text).searchParams.get('t')!;
    t.clock.advance(48 * 3600_000);
    expect((await verify(headers, token)).statusCode).toBe(400);
    expect((await verify(headers, 'made-up-token')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await verify(browserHeaders(), 'whatever')).statusCode).toBe(401);
    expect((await resend(browserHeaders())).statusCode).toBe(401);
  });

  it('resends, at most 5 emails in 24 hours counting the sign-up one, then again after a day', async () => {
    const { email, headers } = await signup();
    for (let i = 0; i < 4; i++) {
      t.clock.advance(60_000);
      expect((await resend(headers)).statusCode).toBe(204);
    }
    const refused = await resend(headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'email-too-many-verification-requests',
      message: 'Too many email verification requests sent.',
    });
    expect(await emailsTo(t.database.db, email)).toHaveLength(5);
    t.clock.advance(24 * 3600_000);
    expect((await resend(headers)).statusCode).toBe(204);
    // Every link sent still works (until used or expired).
    const token = linkIn((await latestEmailTo(t.database.db, email))!.text).searchParams.get('t')!;
    expect((await verify(headers, token)).statusCode).toBe(200);
  });

  it('has nothing to resend once verified', async () => {
    const user = await buildUser(t.database.db, { emailVerified: true });
    const res = await resend(await signedInHeaders(t, user.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation-invalid-value');
  });

  it('keeps the language a person logs in with for later emails', async () => {
    const { email, headers } = await signup({ language: 'en' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email, password: 'laurel-forest-2026', language: 'de' },
    });
    expect(login.statusCode).toBe(200);
    const next = browserHeaders(sessionTokenFrom(login.headers['set-cookie']));
    t.clock.advance(1000);
    expect((await resend(next)).statusCode).toBe(204);
    expect((await latestEmailTo(t.database.db, email))!.language).toBe('de');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: next,
      payload: { language: 'fr' },
    });
    expect(put.statusCode).toBe(204);
    t.clock.advance(1000);
    expect((await resend(next)).statusCode).toBe(204);
    expect((await latestEmailTo(t.database.db, email))!.subject).toBe(
      'Confirmez votre adresse e-mail',
    );
  });
});
