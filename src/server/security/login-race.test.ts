// Issue 13 items 7 and 12: parallel wrong passwords cannot slip past the limit while the first
// verifications run: exactly the limit is checked, the rest are refused before any argon2 work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/client';
import { hashPassword } from '../modules/accounts/password';
import { buildUser } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const password = 'laurel-forest-2026';
const statuses = (responses: Array<{ statusCode: number }>) =>
  responses.reduce<Record<number, number>>(
    (counts, r) => ({ ...counts, [r.statusCode]: (counts[r.statusCode] ?? 0) + 1 }),
    {},
  );

describe('the login throttle under a burst', () => {
  it('checks 5 of 40 parallel wrong passwords for one account and refuses the rest, the right one too', async () => {
    const user = await buildUser(t.database.db, { passwordHash: await hashPassword(password) });
    const login = (attempt: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: browserHeaders(),
        remoteAddress: ip,
        payload: { email: user.email, password: attempt },
      });
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(`wrong-guess-${i}`, `10.0.0.${i + 1}`)),
    );
    expect(statuses(burst)).toEqual({ 401: 5, 429: 35 });
    expect((await login(password, '10.0.1.1')).statusCode).toBe(429);
    t.clock.advance(61_000);
    expect((await login(password, '10.0.1.1')).statusCode).toBe(200);
  });

  it('checks 20 of 40 parallel guesses from one address across accounts', async () => {
    const users = await Promise.all(Array.from({ length: 40 }, () => buildUser(t.database.db)));
    const burst = await Promise.all(
      users.map((user) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: browserHeaders(),
          remoteAddress: '10.9.9.9',
          payload: { email: user.email, password: 'wrong-guess' },
        }),
      ),
    );
    expect(statuses(burst)).toEqual({ 401: 20, 429: 20 });
  });

  it('checks 5 of 20 parallel wrong current passwords on a password change', async () => {
    const user = await buildUser(t.database.db, { passwordHash: await hashPassword(password) });
    const headers = await signedInHeaders(t, user.id);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/account/change-password',
          headers,
          remoteAddress: `10.1.0.${i + 1}`,
          payload: { currentPassword: `wrong-guess-${i}`, newPassword: 'another-long-password-1' },
        }),
      ),
    );
    expect(statuses(burst)).toEqual({ 403: 5, 429: 15 });
  });

  it('holds across two server processes on one database: 5 of 40 guesses split between them', async () => {
    // The second instance has its own connection pool on PostgreSQL, as another process would.
    const database = t.database.url
      ? { ...(await openPostgres(t.database.url)), url: t.database.url }
      : t.database;
    const other = await createTestApp({}, { database, clock: t.clock });
    try {
      const user = await buildUser(t.database.db, { passwordHash: await hashPassword(password) });
      const login = (app: typeof t.app, attempt: string, ip: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: browserHeaders(),
          remoteAddress: ip,
          payload: { email: user.email, password: attempt },
        });
      const burst = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          login(i % 2 ? other.app : t.app, `wrong-guess-${i}`, `10.3.0.${i + 1}`),
        ),
      );
      expect(statuses(burst)).toEqual({ 401: 5, 429: 35 });
      // Each instance refuses the right password now, whichever got the guesses.
      expect((await login(t.app, password, '10.3.1.1')).statusCode).toBe(429);
      expect((await login(other.app, password, '10.3.1.2')).statusCode).toBe(429);
      t.clock.advance(61_000);
      expect((await login(other.app, password, '10.3.1.3')).statusCode).toBe(200);
    } finally {
      await other.close();
      if (database !== t.database) await database.close();
    }
  });
});
