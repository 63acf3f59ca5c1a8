import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { hashPassword } from '../modules/accounts/password';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildUser } from '../test/factories';
import { emailsTo, latestEmailTo, linkIn } from '../test/outbox';
import { browserHeaders, signedInHeaders } from '../test/sessions';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let ipCounter = 0;
// Each test calls from its own address, so the per-IP limit is only met where it is tested.
const fromIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const request = (email: string, remoteAddress = fromIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    headers: browserHeaders(),
    payload: { email },
    remoteAddress,
  });
const reset = (payload: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    headers: browserHeaders(),
    payload,
    remoteAddress: fromIp(),
  });
const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: browserHeaders(),
    payload: { email, password },
    remoteAddress: fromIp(),
  });

const person = async (overrides: Partial<typeof users.$inferInsert> = {}) =>
  buildUser(t.database.db, {
    email: `reset.${Math.random().toString(36).slice(2)}@example.pt`,
    passwordHash: await hashPassword('old-password-1'),
    ...overrides,
  });

const linkFor = async (email: string) =>
  linkIn((await latestEmailTo(t.database.db, email, 'reset-password'))!.text);

describe('password recovery and reset', () => {
  it('says when no account has the address (as the spec asks)', async () => {
    const res = await request('nobody.here@example.pt');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: 'email-not-found',
      message: "Hmm. We didn't find an account with that email address",
    });
  });

  it('validates the address', async () => {
    const res = await request('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation-invalid-params');
  });

  it('emails a link in the account language; the link sets a new password once and ends every session', async () => {
    const user = await person({ language: 'es' });
    const session = await signedInHeaders(t, user.id);
    expect((await request(user.email.toUpperCase())).statusCode).toBe(204);
    const mail = (await latestEmailTo(t.database.db, user.email, 'reset-password'))!;
    expect(mail.subject).toBe('Restablece tu contraseña de Levada');
    const link = await linkFor(user.email);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('e')).toBe(user.email);

    const token = link.searchParams.get('t')!;
    const res = await reset({ email: user.email, token, newPassword: 'new-password-22' });
    expect(res.statusCode).toBe(204);
    expect((await login(user.email, 'old-password-1')).statusCode).toBe(401);
    expect((await login(user.email, 'new-password-22')).statusCode).toBe(200);
    const info = await t.app.inject({ method: 'GET', url: '/api/auth/info', headers: session });
    expect(info.json().data.isAnonymous).toBe(true);
    // Following the link proved the address.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerified).toBe(true);

    const again = await reset({ email: user.email, token, newPassword: 'third-password-3' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('validation-invalid-value');
  });

  it('spends every earlier link when one is used', async () => {
    const user = await person();
    await request(user.email);
    const first = (await linkFor(user.email)).searchParams.get('t')!;
    t.clock.advance(1000);
    await request(user.email);
    const second = (await linkFor(user.email)).searchParams.get('t')!;
    expect(second).not.toBe(first);
    expect(
      (await reset({ email: user.email, token: second, newPassword: 'new-password-22' }))
        .statusCode,
    ).toBe(204);
    expect(
      (await reset({ email: user.email, token: first, newPassword: 'new-password-33' })).statusCode,
    ).toBe(400);
  });

  it('refuses an expired link (1 hour), a link with another address, and a broken one', async () => {
    const user = await person();
    const other = await person();
    await request(user.email);
    const token = (await linkFor(user.email)).searchParams.get('t')!;
    expect(
      (await reset({ email: other.email, token, newPassword: 'new-password-22' })).statusCode,
    ).toBe(400);
    expect(
      (await reset({ email: user.email, token: 'broken', newPassword: 'new-password-22' }))
        .statusCode,
    ).toBe(400);
    t.clock.advance(3600_000);
    expect(
      (await reset({ email: user.email, token, newPassword: 'new-password-22' })).statusCode,
    ).toBe(400);
    expect((await login(user.email, 'old-password-1')).statusCode).toBe(200);
    expect((await login(other.email, 'new-password-22')).statusCode).toBe(401);
  });

  it('refuses a new password outside 8 to 128 characters, keeping the link usable', async () => {
    const user = await person();
    await request(user.email);
    const token = (await linkFor(user.email)).searchParams.get('t')!;
    for (const newPassword of ['short', 'x'.repeat(129)]) {
      const res = await reset({ email: user.email, token, newPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation-invalid-params');
    }
    expect(
      (await reset({ email: user.email, token, newPassword: 'canyon-ribeira-9-'.padEnd(128, 'x') }))
        .statusCode,
    ).toBe(204);
  });

  it('sends at most 5 links a day to one account', async () => {
    const user = await person();
    for (let i = 0; i < 5; i++) expect((await request(user.email)).statusCode).toBe(204);
    const refused = await request(user.email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too-many-requests');
    expect(await emailsTo(t.database.db, user.email)).toHaveLength(5);
    t.clock.advance(24 * 3600_000 + 1);
    expect((await request(user.email)).statusCode).toBe(204);
  });

  it('limits how often one address (IP) may ask, so the endpoint cannot be used to list accounts', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await request(`probe${i}@example.pt`, ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('lets a banned user neither recover nor reset', async () => {
    const user = await person({ banned: true });
    expect((await request(user.email)).statusCode).toBe(404);
  });
});
