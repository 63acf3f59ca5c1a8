import { eq, sql } from 'drizzle-orm';
import { openPostgres, type Db } from '../db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateLedger, images, listings, outboxMessages, sessions, users } from '../db/schema';
import { deletedEmailOf } from '../modules/accounts/delete-account';
import { queueEmail } from '../modules/email/queue-email';
import { hashPassword } from '../modules/accounts/password';
import {
  buildAffiliate,
  buildImage,
  buildListing,
  buildOperator,
  buildUser,
} from '../test/factories';
import { latestEmailTo } from '../test/outbox';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import {
  bookingParams,
  buildBookableListing,
  buildTransaction,
} from '../test/transaction-factories';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
let passwordHash: string;
const password = 'current-password-1';
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(password);
});
afterAll(async () => t.close());

const deleteAccount = (headers: Record<string, string>, currentPassword = password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/delete',
    headers,
    payload: { currentPassword },
  });
const rowOf = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const login = (email: string, pass = password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: browserHeaders(),
    payload: { email, password: pass },
  });

describe('POST /api/account/delete', () => {
  it('deletes an operator: no login, sessions ended, data scrubbed, listings closed, email freed, confirmation sent', async () => {
    const db = t.database.db;
    const operator = await buildOperator(db, {
      email: 'rita.operator@example.pt',
      passwordHash,
      firstName: 'Rita',
      lastName: 'Gouveia',
      bio: 'Guide on the levadas since 2004',
      language: 'pt',
      protectedData: {
        type: 2,
        phoneNumber: '+351 912 000 111',
        quickReplies: { quickReply1: { title: 'Hi', message: 'Obrigada!' } },
      },
    });
    const picture = await buildImage(db, {
      ownerId: operator.id,
      variants: [
        { name: 'square-small', width: 40, height: 40, key: 'test/rita/square-small.jpg' },
      ],
    });
    await db.update(users).set({ profileImageId: picture.id }).where(eq(users.id, operator.id));
    const bookable = await buildBookableListing(t.app.deps, { operatorId: operator.id });
    await db
      .update(listings)
      .set({ title: 'Pico Ruivo sunrise' })
      .where(eq(listings.id, bookable.listing.id));
    const listing = bookable.listing;
    const draft = await buildListing(db, { authorId: operator.id, state: 'draft' });
    // A cancelled (refunded) booking on their listing stays for the traveller.
    const past = await buildTransaction(t.app.deps, {
      state: 'canceled',
      listing: { id: listing.id, operatorId: operator.id, departure: bookable.departure },
    });
    const searchIds = async () => {
      const found = await t.app.inject({
        method: 'GET',
        url: `/api/listings?keywords=${encodeURIComponent('Pico Ruivo sunrise')}`,
      });
      expect(found.statusCode).toBe(200);
      return found.json().data.map((l: { id: string }) => l.id);
    };
    expect(await searchIds()).toContain(listing.id);
    const headers = await signedInHeaders(t, operator.id);
    const otherDevice = await signedInHeaders(t, operator.id);
    // An email they were sent before: their copy goes with the account.
    await queueEmail(t.app.deps, {
      to: operator.email,
      user: operator,
      template: 'reset-password',
      values: { email: operator.email },
      path: '/reset-password?t=earlier',
    });

    const res = await deleteAccount(headers);
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toContain('Max-Age=0');

    // Sessions ended: this one and the other device's.
    for (const h of [headers, otherDevice]) {
      const info = await t.app.inject({ method: 'GET', url: '/api/auth/info', headers: h });
      expect(info.json().data.isAnonymous).toBe(true);
    }
    expect(await db.select().from(sessions).where(eq(sessions.userId, operator.id))).toEqual([]);
    // Cannot log in with the old address.
    expect((await login('rita.operator@example.pt')).statusCode).toBe(401);

    const row = await rowOf(operator.id);
    expect(row).toMatchObject({
      deleted: true,
      email: deletedEmailOf(operator.id),
      passwordHash: null,
      firstName: 'Deleted',
      lastName: 'user',
      bio: null,
      profileImageId: null,
      publicData: {},
      protectedData: { type: 2 },
      pendingEmail: null,
    });
    expect(await db.select().from(images).where(eq(images.id, picture.id))).toEqual([]);

    // The public profile shows the placeholder.
    const profile = (await t.app.inject({ method: 'GET', url: `/api/users/${operator.id}` })).json()
      .data;
    expect(profile).toMatchObject({
      displayName: 'Deleted user',
      isDeleted: true,
      bio: null,
      companyName: null,
      profileImage: null,
    });

    // The published listing is closed (kept, not deleted) and gone from search and its page.
    const [closed] = await db.select().from(listings).where(eq(listings.id, listing.id));
    expect(closed).toMatchObject({ state: 'closed', deleted: false });
    const [untouched] = await db.select().from(listings).where(eq(listings.id, draft.id));
    expect(untouched!.state).toBe('draft');
    expect(await searchIds()).not.toContain(listing.id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).statusCode,
    ).toBe(404);

    // The past booking is kept for the traveller, with the placeholder name.
    {
      const view = await t.app.inject({
        method: 'GET',
        url: `/api/transactions/${past.row.id}`,
        headers: await signedInHeaders(t, past.customerId),
      });
      expect(view.statusCode).toBe(200);
      expect(view.json().data.provider).toMatchObject({
        displayName: 'Deleted user',
        isDeleted: true,
      });
    }

    // The confirmation went to the old address, in the user's language.
    const email = await latestEmailTo(db, 'rita.operator@example.pt', 'account-deleted');
    expect(email).toMatchObject({ language: 'pt', template: 'account-deleted' });
    expect(email!.subject).toBe('A sua conta Levada foi eliminada');
    // Every earlier email to them is erased; the confirmation is the only one left (until delivered).
    expect(
      await db
        .select({ template: outboxMessages.template })
        .from(outboxMessages)
        .where(eq(outboxMessages.userId, operator.id)),
    ).toEqual([{ template: 'account-deleted' }]);

    // The address can sign up again.
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: browserHeaders(),
      payload: {
        type: 1,
        firstName: 'Rita',
        lastName: 'Gouveia',
        email: 'Rita.Operator@example.pt',
        phoneNumber: '+351 912 345 678',
        password: 'laurel-forest-2026',
        termsAccepted: true,
      },
    });
    expect(signup.statusCode).toBe(201);
    expect((await login('rita.operator@example.pt', 'laurel-forest-2026')).statusCode).toBe(200);
  });

  it('refuses a traveller with an upcoming accepted booking (409, with what blocks), changing nothing', async () => {
    const traveller = await buildUser(t.database.db, { passwordHash });
    await buildTransaction(t.app.deps, { state: 'accepted', customerId: traveller.id });
    await buildTransaction(t.app.deps, { state: 'preauthorized', customerId: traveller.id });
    await buildTransaction(t.app.deps, { state: 'declined', customerId: traveller.id });
    const headers = await signedInHeaders(t, traveller.id);

    const res = await deleteAccount(headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'account-deletion-blocked',
      details: [
        { code: 'upcoming-booking', role: 'customer', count: 1 },
        { code: 'pending-request', role: 'customer', count: 1 },
      ],
    });
    expect(await rowOf(traveller.id)).toMatchObject({ deleted: false, email: traveller.email });
    const info = await t.app.inject({ method: 'GET', url: '/api/auth/info', headers });
    expect(info.json().data.isAnonymous).toBe(false);
  });

  it('refuses an operator with an upcoming booking on their listing, and keeps the listing open', async () => {
    const built = await buildTransaction(t.app.deps, { state: 'accepted' });
    await t.database.db.update(users).set({ passwordHash }).where(eq(users.id, built.providerId));
    const res = await deleteAccount(await signedInHeaders(t, built.providerId));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toContainEqual({
      code: 'upcoming-booking',
      role: 'provider',
      count: 1,
    });
    const [listing] = await t.database.db
      .select()
      .from(listings)
      .where(eq(listings.id, built.listingId));
    expect(listing!.state).toBe('published');
  });

  it('refuses an operator with a completed booking whose share is not yet paid out', async () => {
    const built = await buildTransaction(t.app.deps, { state: 'delivered' });
    await t.database.db.update(users).set({ passwordHash }).where(eq(users.id, built.providerId));
    const res = await deleteAccount(await signedInHeaders(t, built.providerId));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toEqual([
      { code: 'payout-owed', amount: built.row.payoutTotal, currency: 'EUR' },
    ]);
  });

  it('refuses an affiliate with commission the month-end run will pay', async () => {
    const affiliate = await buildAffiliate(t.database.db, { passwordHash });
    await t.database.db.insert(affiliateLedger).values({
      id: crypto.randomUUID(),
      affiliateId: affiliate.id,
      kind: 'commission',
      amount: 2500,
      key: `test:${affiliate.id}`,
      createdAt: t.clock.now(),
    });
    const res = await deleteAccount(await signedInHeaders(t, affiliate.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toEqual([
      { code: 'affiliate-commission-owed', amount: 2500, currency: 'EUR' },
    ]);
  });

  it('refuses a wrong password with 403 and keeps the account', async () => {
    const user = await buildUser(t.database.db, { passwordHash });
    const res = await deleteAccount(await signedInHeaders(t, user.id), 'not-my-password');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect((await rowOf(user.id)).deleted).toBe(false);
  });

  it('refuses a user without a password (identity provider only) with 403', async () => {
    const user = await buildUser(t.database.db, { passwordHash: null });
    const res = await deleteAccount(await signedInHeaders(t, user.id), 'anything');
    expect(res.statusCode).toBe(403);
    expect((await rowOf(user.id)).deleted).toBe(false);
  });

  it('refuses a visitor with 401 and a limited session with 403', async () => {
    expect((await deleteAccount(browserHeaders())).statusCode).toBe(401);
    const user = await buildUser(t.database.db, { passwordHash });
    const limited = await signedInHeaders(t, user.id, ['user:limited']);
    expect((await deleteAccount(limited)).statusCode).toBe(403);
    expect((await rowOf(user.id)).deleted).toBe(false);
  });

  it('deletes only the account of the session, whoever else knows the password', async () => {
    const victim = await buildUser(t.database.db, { passwordHash });
    const other = await buildUser(t.database.db, { passwordHash });
    // The other user sends the victim's password (the same here): their own account goes, not the victim's.
    const res = await deleteAccount(await signedInHeaders(t, other.id));
    expect(res.statusCode).toBe(204);
    expect((await rowOf(other.id)).deleted).toBe(true);
    expect((await rowOf(victim.id)).deleted).toBe(false);
    expect((await login(victim.email)).statusCode).toBe(200);
  });
});

const blockersOf = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/account/deletion-blockers', headers });

describe('GET /api/account/deletion-blockers', () => {
  it("lists what stops a traveller's deletion before any password, the same the deletion refuses with", async () => {
    const traveller = await buildUser(t.database.db, { passwordHash });
    await buildTransaction(t.app.deps, { state: 'accepted', customerId: traveller.id });
    await buildTransaction(t.app.deps, { state: 'preauthorized', customerId: traveller.id });
    const headers = await signedInHeaders(t, traveller.id);
    const listed = await blockersOf(headers);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toContain('no-store');
    const refused = await deleteAccount(headers);
    expect(listed.json().data).toEqual(refused.json().error.details);
    expect(listed.json().data).toEqual([
      { code: 'upcoming-booking', role: 'customer', count: 1 },
      { code: 'pending-request', role: 'customer', count: 1 },
    ]);
  });

  it("lists an operator's unpaid share, and nothing for someone with nothing open", async () => {
    const built = await buildTransaction(t.app.deps, { state: 'delivered' });
    const operator = await blockersOf(await signedInHeaders(t, built.providerId));
    expect(operator.json().data).toEqual([
      { code: 'payout-owed', amount: built.row.payoutTotal, currency: 'EUR' },
    ]);
    const free = await buildUser(t.database.db, { passwordHash });
    expect((await blockersOf(await signedInHeaders(t, free.id))).json()).toEqual({ data: [] });
  });

  it("answers only about the session's own account: a third user sees their own, a visitor 401", async () => {
    const traveller = await buildUser(t.database.db, { passwordHash });
    await buildTransaction(t.app.deps, { state: 'accepted', customerId: traveller.id });
    const third = await buildUser(t.database.db, { passwordHash });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/account/deletion-blockers?userId=${traveller.id}`,
      headers: await signedInHeaders(t, third.id),
    });
    expect(res.json()).toEqual({ data: [] });
    expect((await blockersOf(browserHeaders())).statusCode).toBe(401);
    // A limited session may look (it cannot delete).
    const limited = await signedInHeaders(t, traveller.id, ['user:limited']);
    expect((await blockersOf(limited)).json().data).toEqual([
      { code: 'upcoming-booking', role: 'customer', count: 1 },
    ]);
  });
});

describe('a booking and the operator’s account deletion at once', () => {
  it('a booking that reads the operator while their deletion is uncommitted waits for it, then is refused', async () => {
    const operator = await buildOperator(t.database.db, { passwordHash });
    const bookable = await buildBookableListing(t.app.deps, { operatorId: operator.id });
    const traveller = await buildUser(t.database.db);
    const book = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: await signedInHeaders(t, traveller.id),
        payload: {
          listingId: bookable.listing.id,
          transition: 'request-payment',
          params: bookingParams(bookable.departure),
        },
      });
    if (!t.database.url) {
      // PGlite has one connection: the two run one after the other, and the second sees the first.
      expect((await deleteAccount(await signedInHeaders(t, operator.id))).statusCode).toBe(204);
      expect((await book()).statusCode).toBe(404);
      return;
    }
    // PostgreSQL: a second connection holds the deletion's lock on the operator, as deleteAccount does.
    const res = await bookingDuringDeletion(operator.id, book, (tx) =>
      tx.update(listings).set({ state: 'closed' }).where(eq(listings.id, bookable.listing.id)),
    );
    // The deletion has committed; the booking then read the operator as deleted.
    expect(res.json<{ error: { code: string } }>().error.code).toBe(
      'transaction-listing-not-found',
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('a booking and the traveller’s own account deletion at once', () => {
  it('a booking made while the traveller’s deletion is uncommitted waits for it, then is refused', async () => {
    const traveller = await buildUser(t.database.db, { passwordHash });
    const bookable = await buildBookableListing(t.app.deps, {});
    const headers = await signedInHeaders(t, traveller.id);
    const book = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers,
        payload: {
          listingId: bookable.listing.id,
          transition: 'request-payment',
          params: bookingParams(bookable.departure),
        },
      });
    if (!t.database.url) {
      // PGlite has one connection: the deletion ends the session the booking would use.
      expect((await deleteAccount(headers)).statusCode).toBe(204);
      expect((await book()).statusCode).toBe(401);
      return;
    }
    // PostgreSQL: the booking's session was read before a second connection, as deleteAccount does,
    // locks the traveller and marks them deleted; the booking then waits for that lock.
    const res = await bookingDuringDeletion(traveller.id, book);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('unauthorized');
    expect(res.statusCode).toBe(401);
    const counted = (await t.database.db.execute(
      sql`select count(*)::int as count from transactions where customer_id = ${traveller.id}`,
    )) as unknown as { rows: { count: number }[] };
    expect(counted.rows[0]!.count).toBe(0);
  });
});

/**
 * PostgreSQL: a second connection does what deleteAccount does first (locks the user, marks them
 * deleted, and whatever `more` adds), starts the booking, checks that it waits, then commits; the
 * booking's answer once it has gone on.
 */
async function bookingDuringDeletion(
  userId: string,
  book: () => Promise<Awaited<ReturnType<typeof deleteAccount>>>,
  more: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<unknown> = async () => {},
) {
  const other = await openPostgres(t.database.url!);
  let booking: ReturnType<typeof book> | undefined;
  try {
    await other.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      await tx.update(users).set({ deleted: true }).where(eq(users.id, userId));
      await more(tx);
      booking = book();
      const isSettled = await Promise.race([
        booking.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 500)),
      ]);
      expect(isSettled, 'the booking waits for the deletion').toBe(false);
    });
    return await booking!;
  } finally {
    await other.close();
  }
}
