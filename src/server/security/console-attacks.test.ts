// Attacks on the console (issue 43; decisions 100 and 101): a forged request without the CSRF
// token, a console call from a limited ("log in as") session, the audit log rewritten in the
// database, and probing for the console from outside. Each is refused and changes nothing.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../contracts/common';
import { consoleAudit, listings, users } from '../db/schema';
import { grantAdmin } from '../modules/console/grant-admin';
import { hashPassword } from '../modules/accounts/password';
import { buildImage, buildListing, buildOperator, buildUser } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
let admin: typeof users.$inferSelect;
let adminHeaders: Record<string, string>;
const password = 'admin-password-2';

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.database.db, {
    emailVerified: true,
    passwordHash: await hashPassword(password),
  });
  await grantAdmin(t.app.deps, admin.email, { id: null, label: 'test' });
  adminHeaders = await signedInHeaders(t, admin.id);
});
afterAll(async () => t.close());

const pendingListing = async () => {
  const listing = await buildListing(t.database.db, {
    state: 'pendingApproval',
    availabilityPlan: {
      type: 'availability-plan/time',
      timezone: 'Atlantic/Madeira',
      entries: [{ dayOfWeek: 'tue', seats: 6, startTime: '10:00', endTime: '13:00' }],
    },
  });
  await buildImage(t.database.db, { ownerId: listing.authorId, listingId: listing.id });
  return listing;
};
const stateOf = async (id: string) =>
  (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0]!.state;
const entriesFor = (id: string) =>
  t.database.db.select().from(consoleAudit).where(eq(consoleAudit.targetId, id));
const codeOf = (res: { statusCode: number; json: <T>() => T }) => [
  res.statusCode,
  res.json<ErrorResponse>().error.code,
];

describe('console attacks', () => {
  it('a forged request without the CSRF token (or with another session’s) is refused, even from the administrator’s browser', async () => {
    const listing = await pendingListing();
    const operator = await buildOperator(t.database.db);
    const { 'x-csrf-token': _token, ...withoutToken } = adminHeaders;
    const otherSession = await signedInHeaders(t, operator.id);
    const forged = [
      withoutToken,
      { ...adminHeaders, 'x-csrf-token': 'test-csrf-token' },
      { ...adminHeaders, 'x-csrf-token': otherSession['x-csrf-token']! },
    ];
    for (const headers of forged) {
      for (const [url, payload] of [
        [`/api/console/listings/${listing.id}/approve`, {}],
        [`/api/console/users/${operator.id}/ban`, { reason: 'Forged' }],
        [`/api/console/users/${operator.id}/log-in-as`, { password, reason: 'Forged' }],
      ] as const) {
        const res = await t.app.inject({ method: 'POST', url, headers, payload });
        expect([url, ...codeOf(res)]).toEqual([url, 403, 'forbidden']);
      }
    }
    expect(await stateOf(listing.id)).toBe('pendingApproval');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, operator.id));
    expect(row!.banned).toBe(false);
    expect(await entriesFor(listing.id)).toEqual([]);
    expect(await entriesFor(operator.id)).toEqual([]);
  });

  it('a limited session, even one of an administrator’s own account, never reaches the console', async () => {
    const listing = await pendingListing();
    // A session with the limited scope only (as "log in as" makes), of the administrator's account.
    const limited = await signedInHeaders(t, admin.id, ['user:limited']);
    const read = await t.app.inject({ method: 'GET', url: '/api/console/audit', headers: limited });
    expect(codeOf(read)).toEqual([404, 'not-found']);
    const write = await t.app.inject({
      method: 'POST',
      url: `/api/console/listings/${listing.id}/approve`,
      headers: limited,
      payload: {},
    });
    expect(codeOf(write)).toEqual([403, 'forbidden']);
    expect(await stateOf(listing.id)).toBe('pendingApproval');
    // A limited session cannot open another one either ("log in as" from "log in as").
    const target = await buildUser(t.database.db);
    const chained = await t.app.inject({
      method: 'POST',
      url: `/api/console/users/${target.id}/log-in-as`,
      headers: limited,
      payload: { password, reason: 'Chained' },
    });
    expect(codeOf(chained)).toEqual([403, 'forbidden']);
    expect(await entriesFor(target.id)).toEqual([]);
  });

  it('the console looks like nothing from outside: the same 404 as a path that does not exist, for any method and spelling', async () => {
    const customer = await signedInHeaders(t, (await buildUser(t.database.db)).id);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: customer,
    });
    for (const url of [
      '/api/console/audit',
      '/api/Console/audit',
      '/api/%63onsole/audit',
      '/api/console/users?q=%25',
      '/api/console/listings/queue/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: customer });
      expect([url, res.statusCode, res.json<ErrorResponse>().error.code]).toEqual([
        url,
        404,
        'not-found',
      ]);
      expect(res.headers['content-type']).toBe(missing.headers['content-type']);
    }
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/api/console/users',
      headers: browserHeaders(),
    });
    expect(codeOf(visitor)).toEqual([404, 'not-found']);
  });

  it('the audit log cannot be rewritten or emptied, even by a statement in the database', async () => {
    const listing = await pendingListing();
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/console/listings/${listing.id}/approve`,
      headers: adminHeaders,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    const [entry] = await entriesFor(listing.id);
    await expect(
      t.database.db
        .update(consoleAudit)
        .set({ reason: 'nothing happened' })
        .where(eq(consoleAudit.id, entry!.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.delete(consoleAudit).where(eq(consoleAudit.id, entry!.id)),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate console_audit`)).rejects.toThrow();
    expect(await entriesFor(listing.id)).toEqual([entry]);
  });
});
