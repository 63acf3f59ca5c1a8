import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../db/schema';
import { hashPassword } from '../modules/accounts/password';
import { buildUser } from '../test/factories';
import { startLocalOidcProvider } from '../test/local-oidc-provider';
import { latestEmailTo } from '../test/outbox';
import { browserHeaders, sessionTokenFrom } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

const publicBaseUrl = 'http://127.0.0.1:3999';
let idp: Awaited<ReturnType<typeof startLocalOidcProvider>>;
let t: TestContext;
let plain: TestContext;

beforeAll(async () => {
  idp = await startLocalOidcProvider({
    redirectUri: `${publicBaseUrl}/api/auth/oidc/callback`,
    clientId: 'levada',
    clientSecret: 'levada-client-secret',
  });
  t = await createTestApp({
    publicBaseUrl,
    oidc: {
      issuer: idp.issuer,
      clientId: 'levada',
      clientSecret: 'levada-client-secret',
      providerName: 'Madeira ID',
    },
  });
  plain = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await plain.close();
  await idp.close();
});

const cookieValue = (setCookie: string | string[] | undefined, name: string) =>
  [setCookie ?? []]
    .flat()
    .map((c) => new RegExp(`^${name}=([^;]*)`).exec(c)?.[1])
    .find((v) => v !== undefined);

/** Start → provider login and consent → callback, as a browser would. */
async function signInAtProvider(accountId: string, from = '/account/contact-details') {
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/auth/oidc/start?from=${encodeURIComponent(from)}`,
  });
  expect(start.statusCode).toBe(302);
  const flowToken = cookieValue(start.headers['set-cookie'], 'levada_idp')!;
  expect(start.headers['set-cookie']!.toString()).toMatch(/levada_idp=[^;]+;.*HttpOnly/);
  const callback = await idp.signIn(String(start.headers.location), accountId);
  expect(callback.origin + callback.pathname).toBe(`${publicBaseUrl}/api/auth/oidc/callback`);
  const headers = {
    cookie: `levada_csrf=test-csrf-token; levada_idp=${flowToken}`,
    'x-csrf-token': 'test-csrf-token',
  };
  const res = await t.app.inject({
    method: 'GET',
    url: callback.pathname + callback.search,
    headers,
  });
  return { res, headers, flowToken };
}

const confirmBody = (overrides: Record<string, unknown> = {}) => ({
  type: 1,
  firstName: 'Joana',
  lastName: 'Abreu',
  email: 'joana.abreu@example.pt',
  phoneNumber: '+351 965 000 000',
  termsAccepted: true,
  language: 'pt',
  ...overrides,
});

describe('sign-in with the identity provider', () => {
  it('offers the provider only when configured', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/identity-providers' })).json().data,
    ).toEqual([{ id: 'oidc', name: 'Madeira ID' }]);
    expect(
      (await plain.app.inject({ method: 'GET', url: '/api/auth/identity-providers' })).json().data,
    ).toEqual([]);
    expect(
      (await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/start' })).statusCode,
    ).toBe(404);
  });

  it('sends the browser to the provider with state, nonce and PKCE', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const location = new URL(String(start.headers.location));
    expect(location.origin).toBe(idp.issuer);
    expect(location.searchParams.get('client_id')).toBe('levada');
    expect(location.searchParams.get('redirect_uri')).toBe(
      `${publicBaseUrl}/api/auth/oidc/callback`,
    );
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('scope')).toBe('openid email profile');
  });

  it('has a first-time user confirm the sign-up on /confirm, then signs them straight in next time', async () => {
    idp.accounts.set('joana', {
      email: 'Joana.Abreu@example.pt',
      email_verified: true,
      given_name: 'Joana',
      family_name: 'Abreu',
    });
    const { res, headers } = await signInAtProvider('joana');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/confirm');
    expect(sessionTokenFrom(res.headers['set-cookie'])).toBeUndefined();

    const pending = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/pending', headers });
    expect(pending.json().data).toEqual({
      providerName: 'Madeira ID',
      email: 'joana.abreu@example.pt',
      emailVerified: true,
      firstName: 'Joana',
      lastName: 'Abreu',
    });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-user-with-idp',
      headers,
      payload: confirmBody(),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.user).toMatchObject({
      email: 'joana.abreu@example.pt',
      emailVerified: true,
      hasPassword: false,
      language: 'pt',
      type: 1,
    });
    expect(sessionTokenFrom(created.headers['set-cookie'])).toBeTruthy();
    // The confirmation is used up.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/create-user-with-idp',
          headers,
          payload: confirmBody({ email: 'x@example.pt' }),
        })
      ).statusCode,
    ).toBe(401);

    const again = await signInAtProvider('joana', '/u/some-profile?tab=1#top');
    expect(again.res.statusCode).toBe(302);
    expect(again.res.headers.location).toBe('/u/some-profile?tab=1#top');
    const token = sessionTokenFrom(again.res.headers['set-cookie'])!;
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/auth/info',
      headers: browserHeaders(token),
    });
    expect(info.json().data.user.email).toBe('joana.abreu@example.pt');
  });

  it('sends a verification link when the person confirms another address than the verified one', async () => {
    idp.accounts.set('tiago', {
      email: 'tiago@example.pt',
      email_verified: true,
      given_name: 'Tiago',
      family_name: 'Carvalho',
    });
    const { headers } = await signInAtProvider('tiago');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-user-with-idp',
      headers,
      payload: confirmBody({
        email: 'tiago.work@example.pt',
        type: 2,
        companyName: 'Carvalho Boats',
      }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.user).toMatchObject({
      emailVerified: false,
      type: 2,
      publicData: { cname: 'Carvalho Boats' },
    });
    expect((await latestEmailTo(t.database.db, 'tiago.work@example.pt'))!.template).toBe(
      'verify-email',
    );
  });

  it('links the identity to an existing account when the provider verified its address', async () => {
    const existing = await buildUser(t.database.db, {
      email: 'rita.lopes@example.pt',
      passwordHash: await hashPassword('rita-password-1'),
    });
    idp.accounts.set('rita', {
      email: 'rita.lopes@example.pt',
      email_verified: true,
      given_name: 'Rita',
      family_name: 'Lopes',
    });
    const { res } = await signInAtProvider('rita', '/profile-settings');
    expect(res.headers.location).toBe('/profile-settings');
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/auth/info',
      headers: browserHeaders(sessionTokenFrom(res.headers['set-cookie'])),
    });
    expect(info.json().data.user.id).toBe(existing.id);
    expect(
      await t.database.db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.userId, existing.id)),
    ).toHaveLength(1);
  });

  it('does not hand an existing account to an unverified address: the confirmation then says email-taken', async () => {
    const existing = await buildUser(t.database.db, { email: 'owner@example.pt' });
    idp.accounts.set('squatter', {
      email: 'owner@example.pt',
      email_verified: false,
      given_name: 'Not',
      family_name: 'Owner',
    });
    const { res, headers } = await signInAtProvider('squatter');
    expect(res.headers.location).toBe('/confirm');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-user-with-idp',
      headers,
      payload: confirmBody({ email: 'owner@example.pt' }),
    });
    expect(created.statusCode).toBe(409);
    expect(created.json().error.code).toBe('email-taken');
    expect(
      await t.database.db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.userId, existing.id)),
    ).toHaveLength(0);
  });

  it('refuses a callback without its flow, with a forged state, or for a banned account', async () => {
    idp.accounts.set('eve', {
      email: 'eve@example.pt',
      email_verified: true,
      given_name: 'Eve',
      family_name: 'X',
    });
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const callback = await idp.signIn(String(start.headers.location), 'eve');
    const noCookie = await t.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
    });
    expect(noCookie.headers.location).toBe('/login?idpError=1');

    const flowToken = cookieValue(start.headers['set-cookie'], 'levada_idp')!;
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state');
    const res = await t.app.inject({
      method: 'GET',
      url: forged.pathname + forged.search,
      headers: { cookie: `levada_idp=${flowToken}` },
    });
    expect(res.headers.location).toBe('/login?idpError=1');
    expect(sessionTokenFrom(res.headers['set-cookie'])).toBeUndefined();

    await buildUser(t.database.db, { email: 'banned.one@example.pt', banned: true });
    idp.accounts.set('banned', {
      email: 'banned.one@example.pt',
      email_verified: true,
      given_name: 'B',
      family_name: 'B',
    });
    const banned = await signInAtProvider('banned');
    // Told why, as at a password sign-in: the provider proved the email is theirs.
    expect(banned.res.headers.location).toBe('/login?idpError=banned');
    expect(sessionTokenFrom(banned.res.headers['set-cookie'])).toBeUndefined();
  });

  it('returns only to paths on this site', async () => {
    idp.accounts.set('joana', {
      email: 'joana.abreu@example.pt',
      email_verified: true,
      given_name: 'Joana',
      family_name: 'Abreu',
    });
    const { res } = await signInAtProvider('joana', 'https://evil.example/steal');
    expect(res.headers.location).toBe('/');
  });

  it('validates the confirmation like a sign-up, and needs the flow', async () => {
    idp.accounts.set('val', {
      email: 'val@example.pt',
      email_verified: true,
      given_name: 'Val',
      family_name: 'Dias',
    });
    const { headers } = await signInAtProvider('val');
    for (const bad of [
      { phoneNumber: '1' },
      { termsAccepted: false },
      { type: 3 },
      { email: 'nope' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/create-user-with-idp',
        headers,
        payload: confirmBody({ email: 'val@example.pt', ...bad }),
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const noFlow = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-user-with-idp',
      headers: browserHeaders(),
      payload: confirmBody({ email: 'val@example.pt' }),
    });
    expect(noFlow.statusCode).toBe(401);
    expect(
      await t.database.db.select().from(users).where(eq(users.email, 'val@example.pt')),
    ).toHaveLength(0);
  });
});
