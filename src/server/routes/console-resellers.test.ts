import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleReseller } from '../../contracts/octo';
import { consoleAudit } from '../db/schema';
import { grantAdmin } from '../modules/console/grant-admin';
import { buildUser } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

// Issue 47 (decision 149): the console issues, lists and revokes resellers' OCTO keys; to anyone but
// an administrator the routes do not exist (404), and they change nothing.
let t: TestContext;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-06-01T09:00:00Z');
  const admin = await buildUser(t.database.db, { emailVerified: true });
  await grantAdmin(t.app.deps, admin.email, { id: null, label: 'test' });
  adminHeaders = await signedInHeaders(t, admin.id);
});
afterAll(async () => t.close());

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => t.app.inject({ method, url: `/api/console${url}`, headers, ...(payload ? { payload } : {}) });

describe('the console’s resellers', () => {
  it('adds a reseller, issues a key that works once shown, lists its prefix, and revokes it', async () => {
    const made = await call(adminHeaders, 'POST', '/resellers', { name: 'Island Tours Online' });
    expect(made.statusCode).toBe(200);
    const reseller = (made.json().data as ConsoleReseller[]).find(
      (r) => r.name === 'Island Tours Online',
    )!;
    const issued = await call(adminHeaders, 'POST', `/resellers/${reseller.id}/keys`, {
      testMode: false,
    });
    expect(issued.statusCode).toBe(200);
    const {
      key,
      id: keyId,
      keyPrefix,
    } = issued.json().data as {
      key: string;
      id: string;
      keyPrefix: string;
    };
    expect(key.startsWith(keyPrefix)).toBe(true);
    const octo = () =>
      t.app.inject({
        method: 'GET',
        url: '/octo/supplier',
        headers: { authorization: `Bearer ${key}` },
      });
    expect((await octo()).statusCode).toBe(200);
    const listed = await call(adminHeaders, 'GET', '/resellers');
    const keys = (listed.json().data as ConsoleReseller[]).find((r) => r.id === reseller.id)!.keys;
    expect(keys).toEqual([
      {
        id: keyId,
        keyPrefix,
        testMode: false,
        createdAt: '2026-06-01T09:00:00.000Z',
        revokedAt: null,
      },
    ]);
    expect(JSON.stringify(listed.json())).not.toContain(key);
    const revoked = await call(
      adminHeaders,
      'POST',
      `/resellers/${reseller.id}/keys/${keyId}/revoke`,
    );
    expect(revoked.statusCode).toBe(200);
    expect((await octo()).statusCode).toBe(403);
    const audit = await t.database.db
      .select({ action: consoleAudit.action })
      .from(consoleAudit)
      .where(eq(consoleAudit.targetId, reseller.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'create-reseller',
      'issue-reseller-key',
      'revoke-reseller-key',
    ]);
  });

  it('is not found to a visitor and to a signed-in user who is not an administrator', async () => {
    const user = await buildUser(t.database.db);
    const made = await call(adminHeaders, 'POST', '/resellers', { name: 'Second Reseller' });
    const reseller = (made.json().data as ConsoleReseller[]).find(
      (r) => r.name === 'Second Reseller',
    )!;
    for (const headers of [browserHeaders(), await signedInHeaders(t, user.id)]) {
      expect((await call(headers, 'GET', '/resellers')).statusCode).toBe(404);
      expect((await call(headers, 'POST', '/resellers', { name: 'Sneaky' })).statusCode).toBe(404);
      expect(
        (await call(headers, 'POST', `/resellers/${reseller.id}/keys`, { testMode: false }))
          .statusCode,
      ).toBe(404);
    }
    const listed = await call(adminHeaders, 'GET', '/resellers');
    const names = (listed.json().data as ConsoleReseller[]).map((r) => r.name);
    expect(names).not.toContain('Sneaky');
    expect(
      (listed.json().data as ConsoleReseller[]).find((r) => r.id === reseller.id)!.keys,
    ).toEqual([]);
  });

  it('refuses a name too short, creating nothing', async () => {
    const before = (await call(adminHeaders, 'GET', '/resellers')).json().data.length;
    const refused = await call(adminHeaders, 'POST', '/resellers', { name: 'X' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('validation-invalid-params');
    expect((await call(adminHeaders, 'GET', '/resellers')).json().data.length).toBe(before);
  });
});
