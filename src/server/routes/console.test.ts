import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../contracts/common';
import type {
  AuditResponse,
  ConsoleListing,
  ConsoleListingDetail,
  ConsoleListingsResponse,
  ConsoleTransaction,
  ConsoleTransactionsResponse,
  ConsoleUser,
  ConsoleUserDetail,
  ConsoleUsersResponse,
} from '../../contracts/console';
import type { AvailabilityPlan } from '../../contracts/listings';
import type { OwnListing } from '../../contracts/own-listings';
import { consoleAudit, listings, sessions, simRefunds, users } from '../db/schema';
import { grantAdmin } from '../modules/console/grant-admin';
import { revokeAdmin } from '../modules/console/revoke-admin';
import { hashPassword } from '../modules/accounts/password';
import {
  buildAffiliate,
  buildImage,
  buildListing,
  buildOperator,
  buildUser,
} from '../test/factories';
import { latestEmailTo } from '../test/outbox';
import { browserHeaders, sessionTokenFrom, signedInHeaders } from '../test/sessions';
import {
  bookingParams,
  buildBookableListing,
  buildTransaction,
  settlePayments,
} from '../test/transaction-factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { pageStatus } from './web';

let t: TestContext;
let adminId: string;
let adminHeaders: Record<string, string>;
const password = 'admin-password-1';
let passwordHash: string;

beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(password);
  const admin = await buildUser(t.database.db, {
    email: 'inês.admin@levada.example',
    emailVerified: true,
    passwordHash,
  });
  adminId = admin.id;
  await grantAdmin(t.app.deps, admin.email, { id: null, label: 'test' });
  adminHeaders = await signedInHeaders(t, adminId);
});
afterAll(async () => t.close());

const plan: AvailabilityPlan = {
  type: 'availability-plan/time',
  timezone: 'Atlantic/Madeira',
  entries: [{ dayOfWeek: 'mon', seats: 8, startTime: '09:00', endTime: '12:00' }],
};

/** A complete listing (plan and photo) in `state`, of a new operator unless given. */
async function buildCompleteListing(
  state: 'draft' | 'pendingApproval' | 'published' | 'closed',
  overrides: Parameters<typeof buildListing>[1] = {},
) {
  const listing = await buildListing(t.database.db, {
    state,
    availabilityPlan: plan,
    ...overrides,
  });
  await buildImage(t.database.db, { ownerId: listing.authorId, listingId: listing.id });
  return listing;
}

const call = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = adminHeaders,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const listingRow = async (id: string) =>
  (await t.database.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const userRow = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const auditOf = (targetId: string) =>
  t.database.db
    .select()
    .from(consoleAudit)
    .where(eq(consoleAudit.targetId, targetId))
    .orderBy(consoleAudit.seq);
const errorOf = (res: { statusCode: number; json: <T>() => T }) => [
  res.statusCode,
  res.json<ErrorResponse>().error.code,
];

describe('who may use the console', () => {
  it('answers the administrator, and 404 to a visitor, a customer, an operator, an affiliate and a former administrator, on every endpoint', async () => {
    const listing = await buildCompleteListing('pendingApproval');
    const someone = await buildUser(t.database.db);
    const endpoints: Array<[method: 'GET' | 'POST', url: string, payload?: object]> = [
      ['GET', '/api/console/audit'],
      ['GET', '/api/console/listings/queue'],
      ['GET', '/api/console/listings?q=walk'],
      ['GET', `/api/console/listings/${listing.id}`],
      ['POST', `/api/console/listings/${listing.id}/reject`, { reason: 'No photos of the route' }],
      ['POST', `/api/console/listings/${listing.id}/approve`, {}],
      ['POST', `/api/console/listings/${listing.id}/close`, {}],
      ['POST', `/api/console/listings/${listing.id}/reopen`, {}],
      ['POST', `/api/console/listings/${listing.id}/featured`, { featured: true }],
      ['GET', '/api/console/users?q=First'],
      ['GET', `/api/console/users/${someone.id}`],
      ['POST', `/api/console/users/${someone.id}/ban`, { reason: 'Fraud' }],
      ['POST', `/api/console/users/${someone.id}/unban`, {}],
      ['POST', `/api/console/users/${someone.id}/log-in-as`, { password, reason: 'Ticket 12' }],
      ['POST', `/api/console/users/${someone.id}/delete`, { reason: 'Asked by email' }],
      ['GET', '/api/console/transactions?state=accepted'],
      ['GET', '/api/console/transactions.csv'],
      ['POST', `/api/console/transactions/${someone.id}/cancel`, { reason: 'Refund' }],
    ];
    const former = await buildUser(t.database.db, { emailVerified: true });
    await grantAdmin(t.app.deps, former.email, { id: null, label: 'test' });
    await revokeAdmin(t.app.deps, former.email, { id: null, label: 'test' });
    const unverifiedAdmin = await buildUser(t.database.db, { emailVerified: false });
    await grantAdmin(t.app.deps, unverifiedAdmin.email, { id: null, label: 'test' });
    const others: Record<string, Record<string, string>> = {
      visitor: browserHeaders(),
      customer: await signedInHeaders(t, (await buildUser(t.database.db)).id),
      operator: await signedInHeaders(t, listing.authorId),
      affiliate: await signedInHeaders(t, (await buildAffiliate(t.database.db)).id),
      'former administrator': await signedInHeaders(t, former.id),
      'administrator with an unverified email': await signedInHeaders(t, unverifiedAdmin.id),
    };
    for (const [who, headers] of Object.entries(others)) {
      for (const [method, url, payload] of endpoints) {
        const res = await call(method, url, headers, payload);
        expect([who, url, ...errorOf(res)]).toEqual([who, url, 404, 'not-found']);
      }
    }
    expect((await listingRow(listing.id)).state).toBe('pendingApproval');
    expect((await userRow(someone.id)).banned).toBe(false);
    expect(await auditOf(listing.id)).toEqual([]);
    expect(await auditOf(someone.id)).toEqual([]);
    // The administrator reads every one of them.
    for (const [method, url] of endpoints.filter(([m]) => m === 'GET')) {
      expect([url, (await call(method, url)).statusCode]).toEqual([url, 200]);
    }
    // The pages too: a 404 to everyone else (server-rendering.test.ts serves them from a build).
    for (const path of ['/console', '/console/listings/queue', `/console/users/${someone.id}`]) {
      expect([path, pageStatus(path, false), pageStatus(path, true)]).toEqual([path, 404, 404]);
      expect([path, pageStatus(path, true, true)]).toEqual([path, 200]);
    }
    // The console is in the OpenAPI document under its tag.
    const openapi = (await call('GET', '/api/openapi.json')).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    const consolePaths = Object.keys(openapi.paths).filter((p) => p.startsWith('/api/console/'));
    expect(consolePaths.length).toBeGreaterThanOrEqual(16);
    for (const p of consolePaths)
      for (const operation of Object.values(openapi.paths[p]!))
        expect(operation.tags).toEqual(['console']);
    // The menu learns who runs the marketplace.
    const info = await call('GET', '/api/auth/info');
    expect(info.json<{ data: { isAdmin: boolean } }>().data.isAdmin).toBe(true);
    const notAdmin = await call('GET', '/api/auth/info', others.customer);
    expect(notAdmin.json<{ data: { isAdmin: boolean } }>().data.isAdmin).toBe(false);
  });

  it('ADMIN_EMAILS grants the role at start, with an audit entry; a second start changes nothing', async () => {
    const staff = await buildUser(t.database.db, {
      email: 'ops@levada.example',
      emailVerified: true,
    });
    for (let start = 0; start < 2; start++) {
      const other = await createTestApp(
        { adminEmails: ['ops@levada.example', 'nobody-yet@levada.example'] },
        { database: t.database, clock: t.clock },
      );
      await other.close();
    }
    const entries = await auditOf(staff.id);
    expect(entries.map((e) => [e.action, e.actorLabel, e.actorId])).toEqual([
      ['grant-admin', 'ADMIN_EMAILS', null],
    ]);
    const res = await call('GET', '/api/console/audit', await signedInHeaders(t, staff.id));
    expect(res.statusCode).toBe(200);
  });
});

describe('the approval queue', () => {
  it('lists pending listings oldest first; approving publishes, emails the operator and writes the audit entry', async () => {
    const operator = await buildOperator(t.database.db, { language: 'pt' });
    const older = await buildCompleteListing('pendingApproval', {
      authorId: operator.id,
      title: 'Pico do Arieiro sunrise',
      updatedAt: new Date('2026-01-01T08:00:00Z'),
    });
    const newer = await buildCompleteListing('pendingApproval', {
      updatedAt: new Date('2026-01-02T08:00:00Z'),
    });
    await buildCompleteListing('published');
    const queue = (
      await call('GET', '/api/console/listings/queue')
    ).json<ConsoleListingsResponse>();
    const ids = queue.data.map((l) => l.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(queue.data.every((l) => l.state === 'pendingApproval')).toBe(true);
    // The listing as travellers will see it.
    const detail = (await call('GET', `/api/console/listings/${older.id}`)).json<{
      data: ConsoleListingDetail;
    }>().data;
    expect(detail.preview).toMatchObject({ id: older.id, title: 'Pico do Arieiro sunrise' });
    expect(detail.preview.images).toHaveLength(1);

    const approved = await call(
      'POST',
      `/api/console/listings/${older.id}/approve`,
      adminHeaders,
      {},
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json<{ data: ConsoleListing }>().data.state).toBe('published');
    expect((await listingRow(older.id)).state).toBe('published');
    const email = await latestEmailTo(t.database.db, operator.email, 'listing-approved');
    expect(email?.subject).toContain('Pico do Arieiro sunrise');
    expect(email?.language).toBe('pt');
    const [entry] = await auditOf(older.id);
    expect(entry).toMatchObject({
      action: 'approve-listing',
      actorId: adminId,
      actorLabel: 'inês.admin@levada.example',
      targetType: 'listing',
      before: { state: 'pendingApproval' },
      after: { state: 'published', rejectionReason: null },
    });
    // Travellers see it now.
    expect((await call('GET', `/api/listings/${older.id}`, browserHeaders())).statusCode).toBe(200);
    // Approving it again is a conflict, and changes nothing.
    const again = await call('POST', `/api/console/listings/${older.id}/approve`, adminHeaders, {});
    expect(errorOf(again)).toEqual([409, 'console-conflict']);
    expect(await auditOf(older.id)).toHaveLength(1);
  });

  it('rejecting needs a reason; the listing goes back to draft, the operator is emailed it and reads it in the editor until sending it again', async () => {
    const operator = await buildOperator(t.database.db);
    const listing = await buildCompleteListing('pendingApproval', { authorId: operator.id });
    for (const payload of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await call(
        'POST',
        `/api/console/listings/${listing.id}/reject`,
        adminHeaders,
        payload,
      );
      expect(errorOf(res)).toEqual([400, 'validation-invalid-params']);
    }
    expect((await listingRow(listing.id)).state).toBe('pendingApproval');
    expect(await auditOf(listing.id)).toEqual([]);

    const reason = 'The photos show another tour. Add photos of this walk.';
    const res = await call('POST', `/api/console/listings/${listing.id}/reject`, adminHeaders, {
      reason,
    });
    expect(res.statusCode).toBe(200);
    expect(await listingRow(listing.id)).toMatchObject({ state: 'draft', rejectionReason: reason });
    const email = await latestEmailTo(t.database.db, operator.email, 'listing-rejected');
    expect(email?.text).toContain(reason);
    expect(email?.text).toContain(`/draft/description`);
    const [entry] = await auditOf(listing.id);
    expect(entry).toMatchObject({ action: 'reject-listing', reason, after: { state: 'draft' } });
    const operatorHeaders = await signedInHeaders(t, operator.id);
    const own = await call('GET', `/api/own-listings/${listing.id}`, operatorHeaders);
    expect(own.json<{ data: OwnListing }>().data.rejectionReason).toBe(reason);
    // Sent again: the reason has been read.
    const sent = await call('POST', `/api/own-listings/${listing.id}/publish`, operatorHeaders, {});
    expect(sent.statusCode).toBe(200);
    expect((await listingRow(listing.id)).rejectionReason).toBeNull();
  });

  it('two administrators deciding one listing at once (two server processes): one wins, the other gets console-conflict and changes nothing', async () => {
    const second = await buildUser(t.database.db, { emailVerified: true });
    await grantAdmin(t.app.deps, second.email, { id: null, label: 'test' });
    // The second administrator reaches another server process on the same database.
    const other = await createTestApp({}, { database: t.database, clock: t.clock });
    try {
      const secondHeaders = await signedInHeaders(other, second.id);
      for (let round = 0; round < 4; round++) {
        const listing = await buildCompleteListing('pendingApproval');
        const [approve, reject] = await Promise.all([
          call('POST', `/api/console/listings/${listing.id}/approve`, adminHeaders, {}),
          other.app.inject({
            method: 'POST',
            url: `/api/console/listings/${listing.id}/reject`,
            headers: secondHeaders,
            payload: { reason: 'Too short a description' },
          }),
        ]);
        expect([approve, reject].map((r) => r.statusCode).sort()).toEqual([200, 409]);
        const loser = approve.statusCode === 409 ? approve : reject;
        expect(loser.json<ErrorResponse>().error.code).toBe('console-conflict');
        const row = await listingRow(listing.id);
        const entries = await auditOf(listing.id);
        expect(entries).toHaveLength(1);
        expect(row.state).toBe(entries[0]!.action === 'approve-listing' ? 'published' : 'draft');
        expect(row.rejectionReason).toBe(
          entries[0]!.action === 'approve-listing' ? null : 'Too short a description',
        );
      }
    } finally {
      await other.close();
    }
  });
});

describe('every listing', () => {
  it('searches by title, operator, place and state; closes, reopens and features with audit entries', async () => {
    const operator = await buildOperator(t.database.db, {
      firstName: 'Gonçalo',
      lastName: 'Teixeira',
      publicData: { cname: 'Porto Santo Sea Lda' },
    });
    const listing = await buildCompleteListing('published', {
      authorId: operator.id,
      title: 'Dolphin watching off Porto Santo',
      publicData: { place: 'Porto Santo' },
    });
    const draft = await buildCompleteListing('draft', {
      authorId: operator.id,
      title: 'Dolphin draft',
    });
    const search = async (query: string) =>
      (await call('GET', `/api/console/listings?${query}`))
        .json<ConsoleListingsResponse>()
        .data.map((l) => l.id);
    expect(await search('q=dolphin%20watching')).toEqual([listing.id]);
    expect(new Set(await search('operator=porto%20santo%20sea'))).toEqual(
      new Set([listing.id, draft.id]),
    );
    expect(await search('operator=Gon%C3%A7alo&state=draft')).toEqual([draft.id]);
    expect(await search('place=porto%20santo&state=published')).toContain(listing.id);
    expect(await search('q=%25')).not.toContain(listing.id);
    expect(errorOf(await call('GET', '/api/console/listings?state=gone'))).toEqual([
      400,
      'validation-invalid-params',
    ]);

    const closed = await call('POST', `/api/console/listings/${listing.id}/close`, adminHeaders, {
      reason: 'Boat licence expired',
    });
    expect(closed.json<{ data: ConsoleListing }>().data.state).toBe('closed');
    expect((await call('GET', `/api/listings/${listing.id}`, browserHeaders())).statusCode).toBe(
      404,
    );
    const closeAgain = await call(
      'POST',
      `/api/console/listings/${listing.id}/close`,
      adminHeaders,
      {},
    );
    expect(errorOf(closeAgain)).toEqual([409, 'console-conflict']);
    const reopened = await call(
      'POST',
      `/api/console/listings/${listing.id}/reopen`,
      adminHeaders,
      {},
    );
    expect(reopened.json<{ data: ConsoleListing }>().data.state).toBe('published');
    const featured = await call(
      'POST',
      `/api/console/listings/${listing.id}/featured`,
      adminHeaders,
      {
        featured: true,
      },
    );
    expect(featured.json<{ data: ConsoleListing }>().data.featured).toBe(true);
    expect(await search('featured=true')).toContain(listing.id);
    // Featuring a featured listing changes nothing and writes nothing.
    await call('POST', `/api/console/listings/${listing.id}/featured`, adminHeaders, {
      featured: true,
    });
    const entries = await auditOf(listing.id);
    expect(entries.map((e) => [e.action, e.reason])).toEqual([
      ['close-listing', 'Boat licence expired'],
      ['reopen-listing', null],
      ['feature-listing', null],
    ]);
    // The log shows them, filtered by target, action and actor.
    const log = async (query: string) =>
      (await call('GET', `/api/console/audit?${query}`)).json<AuditResponse>().data;
    expect((await log(`target=${listing.id}`)).map((e) => e.action)).toEqual([
      'feature-listing',
      'reopen-listing',
      'close-listing',
    ]);
    expect((await log(`target=${listing.id}&action=close-listing`)).length).toBe(1);
    expect((await log(`actor=${adminId}&target=${listing.id}`)).length).toBe(3);
    expect((await log(`actor=in%C3%AAs.admin&target=${listing.id}`)).length).toBe(3);
    expect((await log(`actor=someone-else&target=${listing.id}`)).length).toBe(0);
  });

  it('unknown and malformed ids are 404 and 400 and change nothing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(errorOf(await call('GET', `/api/console/listings/${unknown}`))).toEqual([
      404,
      'not-found',
    ]);
    expect(
      errorOf(await call('POST', `/api/console/listings/${unknown}/approve`, adminHeaders, {})),
    ).toEqual([404, 'not-found']);
    expect(
      errorOf(
        await call('POST', `/api/console/users/${unknown}/ban`, adminHeaders, { reason: 'Fraud' }),
      ),
    ).toEqual([404, 'not-found']);
    expect(errorOf(await call('GET', `/api/console/users/${unknown}`))).toEqual([404, 'not-found']);
    expect(errorOf(await call('GET', '/api/console/users/not-a-uuid'))).toEqual([
      400,
      'validation-invalid-params',
    ]);
    expect(await auditOf(unknown)).toEqual([]);
  });
});

describe('users', () => {
  it('searches by name, email, type and state, and shows a user with their listings, bookings, payout state, affiliate data and sessions', async () => {
    const booking = await buildTransaction(t.app.deps, { state: 'accepted' });
    await userRow(booking.providerId);
    await t.database.db
      .update(users)
      .set({ firstName: 'Leonor', lastName: 'Vasconcelos' })
      .where(eq(users.id, booking.customerId));
    const affiliate = await buildAffiliate(t.database.db, { firstName: 'Quinta' });
    await signedInHeaders(t, booking.customerId);
    const find = async (query: string) =>
      (await call('GET', `/api/console/users?${query}`)).json<ConsoleUsersResponse>().data;
    expect((await find('q=leonor%20vasc')).map((u) => u.id)).toEqual([booking.customerId]);
    const customer = await userRow(booking.customerId);
    expect((await find(`q=${encodeURIComponent(customer.email)}`)).map((u) => u.id)).toEqual([
      booking.customerId,
    ]);
    expect((await find('type=3')).every((u) => u.type === 3)).toBe(true);
    expect((await find('type=3')).map((u) => u.id)).toContain(affiliate.id);
    expect((await find('state=admin')).map((u) => u.id)).toContain(adminId);

    const customerPage = (await call('GET', `/api/console/users/${booking.customerId}`)).json<{
      data: ConsoleUserDetail;
    }>().data;
    expect(customerPage.orders.map((o) => [o.id, o.state])).toEqual([[booking.row.id, 'accepted']]);
    expect(customerPage.sessions).toHaveLength(1);
    const operatorPage = (await call('GET', `/api/console/users/${booking.providerId}`)).json<{
      data: ConsoleUserDetail;
    }>().data;
    expect(operatorPage.sales.map((o) => o.id)).toEqual([booking.row.id]);
    expect(operatorPage.listings.map((l) => l.id)).toEqual([booking.listingId]);
    expect(operatorPage.payout.isPayoutReady).toBe(true);
    const affiliatePage = (await call('GET', `/api/console/users/${affiliate.id}`)).json<{
      data: ConsoleUserDetail;
    }>().data;
    expect(affiliatePage.affiliate).toMatchObject({
      token: affiliate.affiliate.token,
      clicks: 0,
      balance: { amount: 0, currency: 'EUR' },
    });
  });

  it('a ban needs a reason; it ends every session, refuses sign-in with account-banned, closes the listings, blocks messages and bookings; unban undoes it', async () => {
    const operator = await buildOperator(t.database.db, { passwordHash, emailVerified: true });
    const bookable = await buildBookableListing(t.app.deps, { operatorId: operator.id });
    const pending = await buildCompleteListing('pendingApproval', { authorId: operator.id });
    const complete = await buildCompleteListing('published', { authorId: operator.id });
    const booking = await buildTransaction(t.app.deps, {
      state: 'accepted',
      listing: { id: bookable.listing.id, operatorId: operator.id, departure: bookable.departure },
    });
    const operatorHeaders = await signedInHeaders(t, operator.id);
    for (const payload of [{}, { reason: '' }, { reason: ' \n ' }]) {
      const res = await call(
        'POST',
        `/api/console/users/${operator.id}/ban`,
        adminHeaders,
        payload,
      );
      expect(errorOf(res)).toEqual([400, 'validation-invalid-params']);
    }
    expect((await userRow(operator.id)).banned).toBe(false);

    const reason = 'Took payments outside Levada';
    const banned = await call('POST', `/api/console/users/${operator.id}/ban`, adminHeaders, {
      reason,
    });
    expect(banned.statusCode).toBe(200);
    expect(banned.json<{ data: ConsoleUser }>().data.banned).toBe(true);
    // Sessions ended.
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, operator.id)),
    ).toEqual([]);
    expect((await call('GET', '/api/own-listings', operatorHeaders)).statusCode).toBe(401);
    // Sign-in refused, saying why, only to whoever knows the password.
    const login = (pass: string) =>
      call('POST', '/api/auth/login', browserHeaders(), { email: operator.email, password: pass });
    expect(errorOf(await login(password))).toEqual([403, 'account-banned']);
    expect(errorOf(await login('wrong-password-1'))).toEqual([401, 'unauthorized']);
    // Listings closed (the pending one back to draft); the public sees a banned author.
    expect((await listingRow(bookable.listing.id)).state).toBe('closed');
    expect((await listingRow(complete.id)).state).toBe('closed');
    expect((await listingRow(pending.id)).state).toBe('draft');
    // Nobody can book or message them.
    const traveller = await buildUser(t.database.db, { emailVerified: true });
    const book = await call('POST', '/api/transactions', await signedInHeaders(t, traveller.id), {
      listingId: bookable.listing.id,
      transition: 'request-payment',
      params: bookingParams(bookable.departure),
    });
    expect(book.statusCode).toBe(404);
    const message = await call(
      'POST',
      `/api/transactions/${booking.row.id}/messages`,
      await signedInHeaders(t, booking.customerId),
      { content: 'Are we still on?' },
    );
    expect(errorOf(message)).toEqual([403, 'forbidden']);
    // Shown as "Banned user" to the customer.
    const order = await call(
      'GET',
      `/api/transactions/${booking.row.id}`,
      await signedInHeaders(t, booking.customerId),
    );
    expect(JSON.stringify(order.json())).toContain('Banned user');
    expect(JSON.stringify(order.json())).not.toContain(operator.lastName);
    // The email and the entry.
    expect((await latestEmailTo(t.database.db, operator.email, 'account-banned'))?.text).toContain(
      reason,
    );
    const [entry] = await auditOf(operator.id);
    expect(entry).toMatchObject({
      action: 'ban-user',
      reason,
      after: {
        banned: true,
        closedListingIds: expect.arrayContaining([bookable.listing.id, complete.id]),
        withdrawnListingIds: [pending.id],
      },
    });
    const page = (await call('GET', `/api/console/users/${operator.id}`)).json<{
      data: ConsoleUserDetail;
    }>().data;
    expect(page.ban).toMatchObject({ reason, by: 'inês.admin@levada.example' });
    // Banning twice is a conflict.
    expect(
      errorOf(
        await call('POST', `/api/console/users/${operator.id}/ban`, adminHeaders, { reason }),
      ),
    ).toEqual([409, 'console-conflict']);

    const unbanned = await call(
      'POST',
      `/api/console/users/${operator.id}/unban`,
      adminHeaders,
      {},
    );
    expect(unbanned.json<{ data: ConsoleUser }>().data.banned).toBe(false);
    expect((await login(password)).statusCode).toBe(200);
    // What the ban closed is open again, if still complete; what it sent back to draft stays there.
    expect((await listingRow(complete.id)).state).toBe('published');
    expect((await listingRow(bookable.listing.id)).state).toBe('closed'); // no photo, no plan
    expect((await listingRow(pending.id)).state).toBe('draft');
    expect((await auditOf(operator.id)).map((e) => [e.action, e.after])).toEqual([
      ['ban-user', expect.anything()],
      ['unban-user', { banned: false, reopenedListingIds: [complete.id] }],
    ]);
  });

  it('an administrator cannot be banned, deleted or logged in as', async () => {
    const other = await buildUser(t.database.db, { emailVerified: true });
    await grantAdmin(t.app.deps, other.email, { id: null, label: 'test' });
    const actions: Array<[string, object]> = [
      ['ban', { reason: 'Test' }],
      ['delete', { reason: 'Test' }],
      ['log-in-as', { password, reason: 'Test' }],
    ];
    for (const [action, payload] of actions) {
      const res = await call(
        'POST',
        `/api/console/users/${other.id}/${action}`,
        adminHeaders,
        payload,
      );
      expect([action, ...errorOf(res)]).toEqual([action, 409, 'console-target-is-admin']);
    }
    expect(await userRow(other.id)).toMatchObject({ banned: false, deleted: false });
  });

  it('deletes through the account deletion (refused with open bookings), with an audit entry', async () => {
    const booking = await buildTransaction(t.app.deps, { state: 'accepted' });
    const blocked = await call(
      'POST',
      `/api/console/users/${booking.customerId}/delete`,
      adminHeaders,
      {
        reason: 'Asked by email',
      },
    );
    expect(errorOf(blocked)).toEqual([409, 'account-deletion-blocked']);
    expect((await userRow(booking.customerId)).deleted).toBe(false);
    expect(await auditOf(booking.customerId)).toEqual([]);

    const customer = await buildUser(t.database.db);
    await signedInHeaders(t, customer.id);
    const deleted = await call('POST', `/api/console/users/${customer.id}/delete`, adminHeaders, {
      reason: 'Asked by email on 1 December',
    });
    expect(deleted.statusCode).toBe(200);
    expect(await userRow(customer.id)).toMatchObject({ deleted: true, firstName: 'Deleted' });
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, customer.id)),
    ).toEqual([]);
    expect((await auditOf(customer.id)).map((e) => [e.action, e.reason])).toEqual([
      ['delete-user', 'Asked by email on 1 December'],
    ]);
    // Told that Levada deleted it, not "as you asked".
    const email = await latestEmailTo(t.database.db, customer.email, 'account-deleted-by-levada');
    expect(email?.text).toContain('Levada deleted your account');
    expect(email?.text).not.toContain('As you asked');
  });

  it('logs in as a user after the admin password: a one-hour limited session that reads, refuses changes, and logs out back to the console', async () => {
    const operator = await buildOperator(t.database.db, { emailVerified: true });
    await buildCompleteListing('published', { authorId: operator.id });
    const url = `/api/console/users/${operator.id}/log-in-as`;
    const wrong = await call('POST', url, adminHeaders, {
      password: 'not-it-at-all',
      reason: 'T-1',
    });
    expect(errorOf(wrong)).toEqual([403, 'forbidden']);
    expect(errorOf(await call('POST', url, adminHeaders, { password }))).toEqual([
      400,
      'validation-invalid-params',
    ]);
    expect(await auditOf(operator.id)).toEqual([]);

    const res = await call('POST', url, adminHeaders, { password, reason: 'Ticket 4711' });
    expect(res.statusCode).toBe(200);
    const token = sessionTokenFrom(res.headers['set-cookie']);
    expect(token).toBeTruthy();
    const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const kept = setCookies.find((c) => c.startsWith('levada_console='))!;
    expect(kept).toContain('HttpOnly');
    const adminToken = /levada_session=([^;]+)/.exec(adminHeaders.cookie!)![1]!;
    expect(kept).toContain(`levada_console=${adminToken}`);
    const limited = {
      ...browserHeaders(token),
      cookie: `${browserHeaders(token).cookie}; levada_console=${adminToken}`,
    };
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, operator.id), eq(sessions.impersonatorId, adminId)));
    expect(row!.scopes).toEqual(['user:limited']);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(3_600_000);
    const [entry] = await auditOf(operator.id);
    expect(entry).toMatchObject({ action: 'log-in-as-user', reason: 'Ticket 4711' });

    // It reads what the operator reads, shows the banner's data, and changes nothing that matters.
    const info = (await call('GET', '/api/auth/info', limited)).json<{
      data: { scopes: string[]; consoleReturn: string; isAdmin: boolean };
    }>().data;
    expect(info).toMatchObject({
      scopes: ['user:limited'],
      consoleReturn: `/console/users/${operator.id}`,
      isAdmin: false,
    });
    expect((await call('GET', '/api/own-listings', limited)).statusCode).toBe(200);
    const refused: Array<[string, object]> = [
      ['/api/account/change-password', { currentPassword: 'x', newPassword: 'another-pass-77' }],
      ['/api/account/change-email', { email: 'new@example.test', currentPassword: 'x' }],
      ['/api/account/delete', { currentPassword: 'x' }],
      ['/api/payouts/account', {}],
      ['/api/payments/setup-intents', {}],
      ['/api/transactions', {}],
      [`/api/console/users/${operator.id}/ban`, { reason: 'From a limited session' }],
    ];
    for (const [path, payload] of refused) {
      const refusal = await call('POST', path, limited, payload);
      expect([path, ...errorOf(refusal)]).toEqual([path, 403, 'forbidden']);
    }
    // The console is not there for it.
    expect(errorOf(await call('GET', '/api/console/audit', limited))).toEqual([404, 'not-found']);
    expect((await userRow(operator.id)).banned).toBe(false);

    // Logging out puts the administrator's own session back.
    const out = await call('POST', '/api/auth/logout', limited);
    expect(out.statusCode).toBe(204);
    expect(sessionTokenFrom(out.headers['set-cookie'])).toBe(adminToken);
    expect(
      (await call('GET', '/api/auth/info', limited)).json<{ data: { isAnonymous: boolean } }>().data
        .isAnonymous,
    ).toBe(true);
    expect((await call('GET', '/api/console/audit', browserHeaders(adminToken))).statusCode).toBe(
      200,
    );
  });
});

describe('transactions', () => {
  it('searches by state, listing, operator, customer, amount and dates; exports the same as CSV', async () => {
    const accepted = await buildTransaction(t.app.deps, { state: 'accepted' });
    const preauthorized = await buildTransaction(t.app.deps, { state: 'preauthorized' });
    const listingTitle = (await listingRow(accepted.listingId)).title;
    const operator = await userRow(accepted.providerId);
    const customer = await userRow(accepted.customerId);
    const search = async (query: string) =>
      (await call('GET', `/api/console/transactions?${query}`))
        .json<ConsoleTransactionsResponse>()
        .data.map((row) => row.id);
    expect(await search(`listing=${encodeURIComponent(listingTitle)}`)).toEqual([accepted.row.id]);
    expect(await search(`operator=${encodeURIComponent(operator.email)}`)).toEqual([
      accepted.row.id,
    ]);
    expect(await search(`customer=${customer.id}`)).toEqual([accepted.row.id]);
    expect(await search('state=preauthorized')).toContain(preauthorized.row.id);
    expect(await search('state=preauthorized')).not.toContain(accepted.row.id);
    const payin = accepted.row.payinTotal!;
    expect(await search(`customer=${customer.id}&minAmount=${payin}&maxAmount=${payin}`)).toEqual([
      accepted.row.id,
    ]);
    expect(await search(`customer=${customer.id}&minAmount=${payin + 1}`)).toEqual([]);
    const at = accepted.row.createdAt.toISOString();
    expect(await search(`customer=${customer.id}&from=${encodeURIComponent(at)}`)).toEqual([
      accepted.row.id,
    ]);
    expect(await search(`customer=${customer.id}&to=${encodeURIComponent(at)}`)).toEqual([]);
    expect(errorOf(await call('GET', '/api/console/transactions?minAmount=-1'))).toEqual([
      400,
      'validation-invalid-params',
    ]);

    const csv = await call('GET', `/api/console/transactions.csv?customer=${customer.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="levada-transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,state,listing_id,listing_title,operator_id,operator_name,operator_email,customer_id,customer_name,customer_email,booking_start,currency,payin_total,payout_total',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${accepted.row.id},${at},accepted,`);
    expect(lines[1]).toContain(`,EUR,${(payin / 100).toFixed(2)},`);
    // Not for anyone else.
    const res = await call(
      'GET',
      '/api/console/transactions.csv',
      await signedInHeaders(t, customer.id),
    );
    expect(errorOf(res)).toEqual([404, 'not-found']);
  });

  it('a formula in a listing title is exported as text, and quotes and commas stay inside their field', async () => {
    const booking = await buildTransaction(t.app.deps, { state: 'accepted' });
    await t.database.db
      .update(listings)
      .set({ title: '=HYPERLINK("http://evil.example","Levada, walk")' })
      .where(eq(listings.id, booking.listingId));
    const csv = await call('GET', `/api/console/transactions.csv?customer=${booking.customerId}`);
    expect(csv.body).toContain(`,"'=HYPERLINK(""http://evil.example"",""Levada, walk"")",`);
  });

  it('cancels an accepted booking as the marketplace: seats released, the payment refunded in full, an audit entry; a reason is required and other states refused', async () => {
    const booking = await buildTransaction(t.app.deps, { state: 'accepted' });
    const url = `/api/console/transactions/${booking.row.id}/cancel`;
    expect(errorOf(await call('POST', url, adminHeaders, {}))).toEqual([
      400,
      'validation-invalid-params',
    ]);
    const res = await call('POST', url, adminHeaders, { reason: 'The boat is out of service' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: ConsoleTransaction }>().data.state).toBe('canceled');
    // The refund is a job after the cancellation commits (decision 088).
    await settlePayments(t.app.deps);
    const intent = await t.app.deps.payments.retrievePaymentIntent(booking.row.paymentIntentId!);
    const refunds = await t.database.db
      .select()
      .from(simRefunds)
      .where(eq(simRefunds.paymentIntentId, booking.row.paymentIntentId!));
    expect(intent.status).toBe('succeeded');
    expect(refunds.map((r) => r.amount)).toEqual([booking.row.payinTotal]);
    const [entry] = await auditOf(booking.row.id);
    expect(entry).toMatchObject({
      action: 'cancel-booking',
      targetType: 'transaction',
      reason: 'The boat is out of service',
      before: { state: 'accepted' },
      after: { state: 'canceled', refunded: booking.row.payinTotal },
    });
    // Both parties see the cancellation, by the marketplace.
    const view = await call(
      'GET',
      `/api/transactions/${booking.row.id}`,
      await signedInHeaders(t, booking.customerId),
    );
    expect(
      view
        .json<{ data: { transitions: Array<{ by: string; transition: string }> } }>()
        .data.transitions.at(-1),
    ).toMatchObject({ by: 'operator', transition: 'cancel' });
    // Twice: refused, nothing more refunded or written.
    const again = await call('POST', url, adminHeaders, { reason: 'Again' });
    expect(errorOf(again)).toEqual([409, 'transaction-invalid-transition']);
    expect(await auditOf(booking.row.id)).toHaveLength(1);
    const unknown = await call(
      'POST',
      '/api/console/transactions/00000000-0000-4000-8000-000000000000/cancel',
      adminHeaders,
      { reason: 'Nothing' },
    );
    expect(errorOf(unknown)).toEqual([404, 'not-found']);
  });
});
