import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../contracts/common';
import type {
  ConsoleJob,
  ConsoleJobsResponse,
  ConsoleLedger,
  ConsolePayoutsResponse,
  ConsoleReferralsResponse,
  ConsoleNote,
  ConsoleOutboxResponse,
  ConsoleSettings,
  ConsoleTransactionDetail,
} from '../../contracts/console';
import type { AvailabilityPlan } from '../../contracts/listings';
import type { PublicConfig } from '../../contracts/search';
import type { Transaction } from '../../contracts/transactions';
import { runDueJobs } from '../jobs/job-runner';
import {
  affiliatePayouts,
  affiliateReferrals,
  consoleAudit,
  consoleNotes,
  jobs,
  outboxMessages,
  users,
} from '../db/schema';
import { grantAdmin } from '../modules/console/grant-admin';
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
  buildPayoutReadyOperator,
  buildTransaction,
  settlePayments,
} from '../test/transaction-factories';
import { createTestApp, type TestContext } from '../test/test-app';

// The console's operations (issue 43 parts 4–7; decisions 111–114): the whole transaction, notes,
// the outbox and the jobs, the settings, the money.

let t: TestContext;
let adminId: string;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await buildUser(t.database.db, {
    email: 'rui.admin@levada.example',
    emailVerified: true,
  });
  adminId = admin.id;
  await grantAdmin(t.app.deps, admin.email, { id: null, label: 'test' });
  adminHeaders = await signedInHeaders(t, adminId);
});
afterAll(async () => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string> = adminHeaders,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const errorOf = (res: { statusCode: number; json: <T>() => T }) => [
  res.statusCode,
  res.json<ErrorResponse>().error.code,
];
const auditOf = (targetId: string) =>
  t.database.db
    .select()
    .from(consoleAudit)
    .where(eq(consoleAudit.targetId, targetId))
    .orderBy(consoleAudit.seq);
const unknownId = '00000000-0000-4000-8000-000000000000';

/**
 * Every endpoint answers 404 to a visitor and each user type, refuses an administrator's limited
 * session and a call without the CSRF token (403), and answers the administrator.
 */
async function expectConsoleOnly(
  endpoints: Array<[method: 'GET' | 'POST' | 'PUT', url: string, payload?: object]>,
) {
  const operator = await buildOperator(t.database.db);
  const others: Record<string, Record<string, string>> = {
    visitor: browserHeaders(),
    customer: await signedInHeaders(t, (await buildUser(t.database.db)).id),
    operator: await signedInHeaders(t, operator.id),
    affiliate: await signedInHeaders(t, (await buildAffiliate(t.database.db)).id),
  };
  for (const [who, headers] of Object.entries(others))
    for (const [method, url, payload] of endpoints)
      expect([who, url, ...errorOf(await call(method, url, headers, payload))]).toEqual([
        who,
        url,
        404,
        'not-found',
      ]);
  const limited = await signedInHeaders(t, adminId, ['user:limited']);
  const { [Object.keys(adminHeaders).find((h) => h.startsWith('x-'))!]: _csrf, ...noCsrf } =
    adminHeaders;
  for (const [method, url, payload] of endpoints) {
    const refusal = await call(method, url, limited, payload);
    expect([url, ...errorOf(refusal)]).toEqual([
      url,
      ...(method === 'GET' ? [404, 'not-found'] : [403, 'forbidden']),
    ]);
    if (method !== 'GET')
      expect([url, ...errorOf(await call(method, url, noCsrf, payload))]).toEqual([
        url,
        403,
        'forbidden',
      ]);
  }
}

describe('a transaction in the console', () => {
  it('shows the whole transaction as both parties see it, with its payment, jobs, notes and audit; 404 for anyone else', async () => {
    const booking = await buildTransaction(t.app.deps, { state: 'accepted' });
    const url = `/api/console/transactions/${booking.row.id}`;
    await expectConsoleOnly([
      ['GET', url],
      ['POST', `${url}/notes`, { body: 'Called the operator' }],
    ]);
    const res = await call('GET', url);
    expect(res.statusCode).toBe(200);
    const detail = res.json<{ data: ConsoleTransactionDetail }>().data;
    expect(detail.transaction).toMatchObject({ id: booking.row.id, state: 'accepted' });
    expect(detail.customerView.viewerRole).toBe('customer');
    expect(detail.providerView.viewerRole).toBe('provider');
    expect(detail.customerView.payinTotal?.amount).toBe(booking.row.payinTotal);
    expect(detail.providerView.payoutTotal?.amount).toBe(booking.row.payoutTotal);
    expect(detail.customerView.lineItems.length).toBeGreaterThan(0);
    expect(detail.customerView.transitions.map((e) => e.transition)).toContain('accept');
    expect(detail.payment).toMatchObject({
      isUnavailable: false,
      intent: { id: booking.row.paymentIntentId, amount: booking.row.payinTotal, currency: 'EUR' },
    });
    expect(detail.jobs.map((job) => job.kind)).toContain('capture-booking-payment');
    expect(detail.notes).toEqual([]);
    expect(detail.cancelReason).toBeNull();
    // Nobody else: not even its parties read the console's page.
    const asCustomer = await call('GET', url, await signedInHeaders(t, booking.customerId));
    expect(errorOf(asCustomer)).toEqual([404, 'not-found']);
    expect(errorOf(await call('GET', `/api/console/transactions/${unknownId}`))).toEqual([
      404,
      'not-found',
    ]);
    expect(errorOf(await call('GET', '/api/console/transactions/nope'))).toEqual([
      400,
      'validation-invalid-params',
    ]);
  });

  it('an internal note is kept for administrators only, with an audit entry; an empty one is refused', async () => {
    const booking = await buildTransaction(t.app.deps, { state: 'accepted' });
    const url = `/api/console/transactions/${booking.row.id}/notes`;
    expect(errorOf(await call('POST', url, adminHeaders, { body: '   ' }))).toEqual([
      400,
      'validation-invalid-params',
    ]);
    const res = await call('POST', url, adminHeaders, { body: 'Customer phoned: wheelchair.' });
    expect(res.statusCode).toBe(200);
    const note = res.json<{ data: ConsoleNote }>().data;
    expect(note).toMatchObject({
      body: 'Customer phoned: wheelchair.',
      authorId: adminId,
      authorLabel: 'rui.admin@levada.example',
    });
    const detail = (await call('GET', `/api/console/transactions/${booking.row.id}`)).json<{
      data: ConsoleTransactionDetail;
    }>().data;
    expect(detail.notes.map((n) => n.body)).toEqual(['Customer phoned: wheelchair.']);
    expect(detail.audit.map((e) => e.action)).toEqual(['note-transaction']);
    expect((await auditOf(booking.row.id)).map((e) => [e.action, e.actorId])).toEqual([
      ['note-transaction', adminId],
    ]);
    // The parties never see it.
    for (const party of [booking.customerId, booking.providerId]) {
      const view = await call(
        'GET',
        `/api/transactions/${booking.row.id}`,
        await signedInHeaders(t, party),
      );
      expect(view.body).not.toContain('wheelchair');
    }
    const unknown = await call(
      'POST',
      `/api/console/transactions/${unknownId}/notes`,
      adminHeaders,
      {
        body: 'Nothing',
      },
    );
    expect(errorOf(unknown)).toEqual([404, 'not-found']);
    expect(
      await t.database.db.select().from(consoleNotes).where(eq(consoleNotes.targetId, unknownId)),
    ).toEqual([]);
  });

  it('a cancellation from the console carries its reason to both parties: their transaction and their emails', async () => {
    const booking = await buildTransaction(t.app.deps, { state: 'accepted' });
    const reason = 'The boat failed its safety inspection';
    const res = await call(
      'POST',
      `/api/console/transactions/${booking.row.id}/cancel`,
      adminHeaders,
      {
        reason,
      },
    );
    expect(res.statusCode).toBe(200);
    await settlePayments(t.app.deps);
    await runDueJobs(t.app.deps, { log: () => {} });
    for (const party of [booking.customerId, booking.providerId]) {
      const view = await call(
        'GET',
        `/api/transactions/${booking.row.id}`,
        await signedInHeaders(t, party),
      );
      const data = view.json<{ data: Transaction }>().data;
      expect(data.cancelReason).toBe(reason);
      expect(data.transitions.at(-1)).toMatchObject({ by: 'operator', transition: 'cancel' });
    }
    const detail = (await call('GET', `/api/console/transactions/${booking.row.id}`)).json<{
      data: ConsoleTransactionDetail;
    }>().data;
    expect(detail.cancelReason).toBe(reason);
    expect(detail.payment.intent?.amountRefunded).toBe(booking.row.payinTotal);
    expect(detail.jobs.find((job) => job.kind === 'refund-booking-payment')?.state).toBe('done');
    const customer = await buildUserEmail(booking.customerId);
    const operator = await buildUserEmail(booking.providerId);
    const toCustomer = await latestEmailTo(
      t.database.db,
      customer,
      'booking-cancelled-by-provider',
    );
    const toOperator = await latestEmailTo(t.database.db, operator, 'booking-cancelled-provider');
    for (const email of [toCustomer, toOperator]) {
      expect(email?.text).toContain(reason);
      expect(email?.text).toContain('Levada');
    }
    expect(toCustomer?.text).not.toContain('by the tour operator');
  });
});

async function buildUserEmail(id: string): Promise<string> {
  const [row] = await t.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return row!.email;
}

describe('behind the scenes', () => {
  it('lists the outbox of every channel, filtered by channel, status and recipient, with errors and texts', async () => {
    const now = t.clock.now();
    const rows = [
      { channel: 'email', recipient: 'ana@outbox.example', status: 'sent', error: null },
      { channel: 'sms', recipient: '+351910000001', status: 'failed', error: 'Unknown number' },
      { channel: 'whatsapp', recipient: '+351910000002', status: 'stored', error: null },
      {
        channel: 'chat',
        recipient: 'https://hooks.outbox.example/a',
        status: 'pending',
        error: null,
      },
      { channel: 'ad-pixel', recipient: 'ads.outbox.example', status: 'stored', error: null },
    ];
    for (const [index, row] of rows.entries())
      await t.database.db.insert(outboxMessages).values({
        id: randomUUID(),
        ...row,
        template: `outbox-test-${row.channel}`,
        text: `Text of ${row.channel}`,
        attempts: row.error ? 3 : 0,
        createdAt: new Date(now.getTime() + index),
      });
    await expectConsoleOnly([['GET', '/api/console/outbox']]);
    const list = async (query: string) =>
      (await call('GET', `/api/console/outbox?q=outbox&${query}`)).json<ConsoleOutboxResponse>();
    expect((await list('')).data.map((m) => m.channel)).toEqual([
      'ad-pixel',
      'chat',
      'whatsapp',
      'sms',
      'email',
    ]);
    const failed = await list('status=failed');
    expect(failed.data).toHaveLength(1);
    expect(failed.data[0]).toMatchObject({
      channel: 'sms',
      error: 'Unknown number',
      attempts: 3,
      text: 'Text of sms',
    });
    expect((await list('channel=whatsapp')).data.map((m) => m.recipient)).toEqual([
      '+351910000002',
    ]);
    expect(
      (await call('GET', '/api/console/outbox?q=ana%40outbox')).json<ConsoleOutboxResponse>().data,
    ).toHaveLength(1);
    expect(errorOf(await call('GET', '/api/console/outbox?channel=pigeon'))).toEqual([
      400,
      'validation-invalid-params',
    ]);
  });

  it('lists jobs by state with their last error; retries a dead job and discards a failing one, each audited; conflicts change nothing', async () => {
    const now = t.clock.now();
    const job = async (values: Partial<typeof jobs.$inferInsert>) => {
      const id = randomUUID();
      await t.database.db.insert(jobs).values({
        id,
        kind: 'console-test-job',
        payload: {},
        runAt: now,
        createdAt: now,
        updatedAt: now,
        ...values,
      });
      return id;
    };
    const dead = await job({
      state: 'failed',
      attempts: 5,
      maxAttempts: 5,
      lastError: 'SMTP said no\nCaused by: 550',
      finishedAt: now,
    });
    const failing = await job({
      state: 'queued',
      attempts: 2,
      lastError: 'Timeout',
      runAt: new Date(now.getTime() + 3_600_000),
    });
    const running = await job({
      state: 'running',
      attempts: 1,
      lockedBy: 'worker-1',
      lockedUntil: new Date(now.getTime() + 30_000),
    });
    const done = await job({ state: 'done', attempts: 1, finishedAt: now });
    await expectConsoleOnly([
      ['GET', '/api/console/jobs'],
      ['POST', `/api/console/jobs/${dead}/retry`, {}],
      ['POST', `/api/console/jobs/${failing}/discard`, {}],
    ]);
    const list = async (query: string) =>
      (
        await call('GET', `/api/console/jobs?kind=console-test&${query}`)
      ).json<ConsoleJobsResponse>();
    const all = await list('');
    expect(all.counts.dead).toBeGreaterThanOrEqual(1);
    expect((await list('state=dead')).data.map((j) => [j.id, j.lastError])).toEqual([
      [dead, 'SMTP said no\nCaused by: 550'],
    ]);
    expect((await list('state=failed')).data.map((j) => j.id)).toEqual([failing]);
    expect((await list('state=running')).data.map((j) => j.id)).toEqual([running]);

    // Retry the dead job: queued now, with one more try.
    const retried = await call('POST', `/api/console/jobs/${dead}/retry`, adminHeaders, {
      reason: 'SMTP fixed',
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<{ data: ConsoleJob }>().data).toMatchObject({
      state: 'failed',
      attempts: 5,
      maxAttempts: 6,
    });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, dead));
    expect(row).toMatchObject({ state: 'queued', maxAttempts: 6, finishedAt: null });
    expect(row!.runAt.getTime()).toBe(t.clock.now().getTime());
    expect((await auditOf(dead)).map((e) => [e.action, e.reason, e.before])).toEqual([
      ['retry-job', 'SMTP fixed', { kind: 'console-test-job', state: 'dead', attempts: 5 }],
    ]);

    // Discard the failing one: never claimed again.
    const discarded = await call('POST', `/api/console/jobs/${failing}/discard`, adminHeaders, {});
    expect(discarded.json<{ data: ConsoleJob }>().data.state).toBe('discarded');
    expect((await list('state=discarded')).data.map((j) => j.id)).toEqual([failing]);
    expect((await auditOf(failing)).map((e) => e.action)).toEqual(['discard-job']);

    // A running or done job, or a second discard: console-conflict, nothing written.
    for (const [id, action] of [
      [running, 'retry'],
      [running, 'discard'],
      [done, 'retry'],
      [done, 'discard'],
      [failing, 'discard'],
    ] as const)
      expect([
        id,
        action,
        ...errorOf(await call('POST', `/api/console/jobs/${id}/${action}`, adminHeaders, {})),
      ]).toEqual([id, action, 409, 'console-conflict']);
    expect(await auditOf(running)).toEqual([]);
    expect(await auditOf(done)).toEqual([]);
    expect(
      errorOf(await call('POST', `/api/console/jobs/${unknownId}/retry`, adminHeaders, {})),
    ).toEqual([404, 'not-found']);
  });
});

describe('settings', () => {
  const plan: AvailabilityPlan = {
    type: 'availability-plan/time',
    timezone: 'Atlantic/Madeira',
    entries: [{ dayOfWeek: 'mon', seats: 8, startTime: '09:00', endTime: '12:00' }],
  };
  const settingsOf = async () =>
    (await call('GET', '/api/console/settings')).json<{ data: ConsoleSettings }>().data;
  const commissionLine = (row: { lineItems: Array<{ code: string; percentage?: number }> }) =>
    row.lineItems.find((line) => line.code === 'line-item/provider-commission')?.percentage;
  const customerLine = (row: { lineItems: Array<{ code: string; percentage?: number }> }) =>
    row.lineItems.find((line) => line.code === 'line-item/customer-commission')?.percentage;

  it('are read by the engine without a restart and price new transactions only; an operator can have their own commission; each change is audited', async () => {
    const operator = await buildOperator(t.database.db);
    await expectConsoleOnly([
      ['GET', '/api/console/settings'],
      ['POST', '/api/console/settings', { providerCommissionPercent: 1 }],
      ['POST', `/api/console/settings/operators/${operator.id}`, { providerCommissionPercent: 1 }],
    ]);
    const initial = await settingsOf();
    expect(initial.settings).toEqual({
      providerCommissionPercent: 30,
      customerCommissionPercent: 0,
      listingApprovalRequired: false,
      bookableDays: 90,
      answerWindowHours: 24,
    });
    expect(initial.defaults).toEqual(initial.settings);

    const before = await buildTransaction(t.app.deps, { state: 'accepted' });
    expect([commissionLine(before.row), customerLine(before.row)]).toEqual([-30, undefined]);

    const changed = await call('POST', '/api/console/settings', adminHeaders, {
      providerCommissionPercent: 20,
      customerCommissionPercent: 5,
      reason: 'Winter promotion',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ data: ConsoleSettings }>().data.settings).toMatchObject({
      providerCommissionPercent: 20,
      customerCommissionPercent: 5,
    });
    const [entry] = await auditOf('marketplace');
    expect(entry).toMatchObject({
      action: 'change-settings',
      targetType: 'settings',
      before: { providerCommissionPercent: 30, customerCommissionPercent: 0 },
      after: { providerCommissionPercent: 20, customerCommissionPercent: 5 },
      reason: 'Winter promotion',
    });
    // The same values again: nothing written.
    await call('POST', '/api/console/settings', adminHeaders, { providerCommissionPercent: 20 });
    expect(await auditOf('marketplace')).toHaveLength(1);

    const after = await buildTransaction(t.app.deps, { state: 'accepted' });
    expect([commissionLine(after.row), customerLine(after.row)]).toEqual([-20, 5]);
    // 2 adults at 45.00: the customer pays 90.00 + 5 %, the operator earns 90.00 - 20 %.
    expect([after.row.payinTotal, after.row.payoutTotal]).toEqual([9450, 7200]);
    // The transaction priced before keeps its pricing.
    const kept = (await call('GET', `/api/console/transactions/${before.row.id}`)).json<{
      data: ConsoleTransactionDetail;
    }>().data;
    expect(kept.transaction.payoutTotal?.amount).toBe(before.row.payoutTotal);
    expect(before.row.payoutTotal).toBe(6300);

    // An operator's own commission: theirs only.
    const own = await call('POST', `/api/console/settings/operators/${operator.id}`, adminHeaders, {
      providerCommissionPercent: 10,
      reason: 'Founding partner',
    });
    expect(own.json<{ data: ConsoleSettings }>().data.operatorCommissions).toEqual([
      expect.objectContaining({
        operator: expect.objectContaining({ id: operator.id }),
        providerCommissionPercent: 10,
      }),
    ]);
    const listing = await buildBookableListing(t.app.deps, { operatorId: operator.id });
    const theirs = await buildTransaction(t.app.deps, {
      state: 'accepted',
      listing: { id: listing.listing.id, operatorId: operator.id, departure: listing.departure },
    });
    expect([commissionLine(theirs.row), theirs.row.payoutTotal]).toEqual([-10, 8100]);
    expect((await auditOf(operator.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'set-operator-commission',
        { providerCommissionPercent: null },
        { providerCommissionPercent: 10 },
      ],
    ]);
    // Back to the marketplace's.
    await call('POST', `/api/console/settings/operators/${operator.id}`, adminHeaders, {
      providerCommissionPercent: null,
    });
    expect((await settingsOf()).operatorCommissions).toEqual([]);
    // Not an operator, or unknown: not-found.
    const customer = await buildUser(t.database.db);
    for (const id of [customer.id, unknownId])
      expect(
        errorOf(
          await call('POST', `/api/console/settings/operators/${id}`, adminHeaders, {
            providerCommissionPercent: 5,
          }),
        ),
      ).toEqual([404, 'not-found']);
    // Bad values: refused, nothing changed.
    for (const payload of [
      { providerCommissionPercent: 101 },
      { customerCommissionPercent: -1 },
      { providerCommissionPercent: 12.5 },
      { bookableDays: 0 },
      { bookableDays: 91 },
      { answerWindowHours: 0 },
      { answerWindowHours: 73 },
      { listingApprovalRequired: 'yes' },
    ])
      expect(errorOf(await call('POST', '/api/console/settings', adminHeaders, payload))).toEqual([
        400,
        'validation-invalid-params',
      ]);
    expect((await settingsOf()).settings.providerCommissionPercent).toBe(20);
  });

  it('the browser prices and dates with them; an operator reads their own commission; the answer window applies to listings without their own', async () => {
    // The test before leaves the marketplace at 20 % and 5 %.
    await call('POST', '/api/console/settings', adminHeaders, {
      providerCommissionPercent: 30,
      customerCommissionPercent: 0,
    });
    const publicSettings = async () =>
      (await call('GET', '/api/config', browserHeaders())).json<PublicConfig>().marketplace;
    expect(await publicSettings()).toEqual({
      providerCommissionPercent: 30,
      customerCommissionPercent: 0,
      bookableDays: 90,
      answerWindowHours: 24,
    });
    const operator = await buildOperator(t.database.db);
    const operatorHeaders = await signedInHeaders(t, operator.id);
    const commission = async (headers: Record<string, string>) =>
      call('GET', '/api/payouts/commission', headers);
    expect((await commission(operatorHeaders)).json()).toEqual({
      data: { providerCommissionPercent: 30, customerCommissionPercent: 0 },
    });

    await call('POST', '/api/console/settings', adminHeaders, {
      customerCommissionPercent: 4,
      bookableDays: 30,
      answerWindowHours: 12,
    });
    await call('POST', `/api/console/settings/operators/${operator.id}`, adminHeaders, {
      providerCommissionPercent: 15,
    });
    expect(await publicSettings()).toEqual({
      providerCommissionPercent: 30,
      customerCommissionPercent: 4,
      bookableDays: 30,
      answerWindowHours: 12,
    });
    // Their own rate to them; the marketplace's to another operator; nothing to others.
    expect((await commission(operatorHeaders)).json()).toEqual({
      data: { providerCommissionPercent: 15, customerCommissionPercent: 4 },
    });
    const other = await buildOperator(t.database.db);
    expect((await commission(await signedInHeaders(t, other.id))).json()).toEqual({
      data: { providerCommissionPercent: 30, customerCommissionPercent: 4 },
    });
    expect(errorOf(await commission(browserHeaders()))[0]).toBe(401);
    const customer = await buildUser(t.database.db);
    expect(errorOf(await commission(await signedInHeaders(t, customer.id)))).toEqual([
      403,
      'forbidden',
    ]);

    // A request to a listing with no window of its own gets the marketplace's; one with its own keeps it.
    const requested = await buildTransaction(t.app.deps, { state: 'preauthorized' });
    expect(requested.row.answerWindowMinutes).toBe(12 * 60);
    const ownWindow = await buildBookableListing(t.app.deps, {
      publicData: { answerWindowHours: 6 },
    });
    const theirs = await buildTransaction(t.app.deps, {
      state: 'preauthorized',
      listing: {
        id: ownWindow.listing.id,
        operatorId: ownWindow.listing.authorId,
        departure: ownWindow.departure,
      },
    });
    expect(theirs.row.answerWindowMinutes).toBe(6 * 60);

    await call('POST', `/api/console/settings/operators/${operator.id}`, adminHeaders, {
      providerCommissionPercent: null,
    });
    await call('POST', '/api/console/settings', adminHeaders, {
      customerCommissionPercent: 0,
      bookableDays: 90,
      answerWindowHours: 24,
    });
  });

  it('listing approval on or off, and the bookable window, apply at once', async () => {
    await call('POST', '/api/console/settings', adminHeaders, { listingApprovalRequired: true });
    const draft = async () => {
      const listing = await buildListing(t.database.db, {
        state: 'draft',
        availabilityPlan: plan,
      });
      await buildImage(t.database.db, { ownerId: listing.authorId, listingId: listing.id });
      return listing;
    };
    const waiting = await draft();
    const sent = await call(
      'POST',
      `/api/own-listings/${waiting.id}/publish`,
      await signedInHeaders(t, waiting.authorId),
    );
    expect(sent.json<{ data: { state: string } }>().data.state).toBe('pendingApproval');
    await call('POST', '/api/console/settings', adminHeaders, { listingApprovalRequired: false });
    const direct = await draft();
    const published = await call(
      'POST',
      `/api/own-listings/${direct.id}/publish`,
      await signedInHeaders(t, direct.authorId),
    );
    expect(published.json<{ data: { state: string } }>().data.state).toBe('published');

    // A 5-day window: a departure 10 days ahead is no longer offered nor bookable.
    const far = await buildBookableListing(t.app.deps, { daysAhead: 10 });
    const slotsUrl = () => {
      const start = t.clock.now().toISOString();
      const end = new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString();
      return `/api/listings/${far.listing.id}/time-slots?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`;
    };
    expect(
      (await call('GET', slotsUrl(), browserHeaders())).json<{ data: unknown[] }>().data,
    ).toHaveLength(1);
    await call('POST', '/api/console/settings', adminHeaders, { bookableDays: 5 });
    expect(
      (await call('GET', slotsUrl(), browserHeaders())).json<{ data: unknown[] }>().data,
    ).toEqual([]);
    const customer = await buildUser(t.database.db);
    const refused = await call('POST', '/api/transactions', await signedInHeaders(t, customer.id), {
      listingId: far.listing.id,
      transition: 'request-payment',
      params: bookingParams(far.departure),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('outside-bookable-window');
    // Back to the defaults for the other tests.
    await call('POST', '/api/console/settings', adminHeaders, {
      bookableDays: 90,
      providerCommissionPercent: 30,
      customerCommissionPercent: 0,
    });
  });
});

describe('money', () => {
  it('the ledger of a transaction and per day reconciles to zero once the operator is paid; payouts show their state and are paid again on request', async () => {
    const operator = await buildPayoutReadyOperator(t.app.deps);
    const bookable = await buildBookableListing(t.app.deps, { operatorId: operator.id });
    const booking = await buildTransaction(t.app.deps, {
      state: 'accepted',
      listing: { id: bookable.listing.id, operatorId: operator.id, departure: bookable.departure },
    });
    await settlePayments(t.app.deps);
    const ledgerOf = async () =>
      (await call('GET', `/api/console/transactions/${booking.row.id}`)).json<{
        data: ConsoleTransactionDetail;
      }>().data.ledger;
    const payin = booking.row.payinTotal!;
    const payout = booking.row.payoutTotal!;
    // Captured, not paid out yet: the operator's share is still on its way.
    expect(await ledgerOf()).toEqual({
      payin,
      refund: 0,
      operatorPayout: 0,
      affiliateCommission: 0,
      marketplaceCommission: -(payin - payout),
      difference: payout,
    });
    await runDueJobs(t.app.deps, { log: () => {} });
    expect(await ledgerOf()).toMatchObject({ operatorPayout: -payout, difference: 0 });

    const day = booking.row.createdAt.toISOString().slice(0, 10);
    const range = `from=${day}T00:00:00.000Z&to=${encodeURIComponent(
      new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString(),
    )}`;
    await expectConsoleOnly([
      ['GET', `/api/console/ledger?${range}`],
      ['GET', '/api/console/payouts'],
      ['POST', `/api/console/payouts/operator/${booking.row.id}/retry`, {}],
    ]);
    const perDay = (await call('GET', `/api/console/ledger?period=day&${range}`)).json<{
      data: ConsoleLedger;
    }>().data;
    expect(perDay.rows.map((row) => row.period)).toEqual([day]);
    expect(perDay.totals.transactions).toBeGreaterThanOrEqual(1);
    expect(perDay.rows[0]!.payin).toBeGreaterThanOrEqual(payin);
    const perMonth = (await call('GET', `/api/console/ledger?period=month&${range}`)).json<{
      data: ConsoleLedger;
    }>().data;
    expect(perMonth.rows.map((row) => row.period)).toEqual([day.slice(0, 7)]);
    expect(perMonth.totals).toEqual(perDay.totals);
    expect(
      errorOf(
        await call('GET', `/api/console/ledger?from=${day}T00:00:00.000Z&to=${day}T00:00:00.000Z`),
      ),
    ).toEqual([400, 'validation-invalid-params']);

    // The operator's payout: paid.
    const payouts = async (query: string) =>
      (await call('GET', `/api/console/payouts?${query}`)).json<ConsolePayoutsResponse>().data;
    expect((await payouts('kind=operator')).find((p) => p.id === booking.row.id)).toMatchObject({
      state: 'paid',
      amount: { amount: payout, currency: 'EUR' },
      payee: { id: operator.id },
    });
    // An operator with no payout details: nothing was paid, and it says so (not "paid €0").
    const unpaid = await buildTransaction(t.app.deps, { state: 'accepted' });
    await settlePayments(t.app.deps);
    await runDueJobs(t.app.deps, { log: () => {} });
    expect(
      (await payouts('kind=operator&state=no-account')).find((p) => p.id === unpaid.row.id),
    ).toMatchObject({ state: 'no-account', amount: { amount: 0, currency: 'EUR' } });
    expect(
      (await payouts('kind=operator&state=paid')).find((p) => p.id === unpaid.row.id),
    ).toBeUndefined();
    // A failed one: shown with its error, and paid again on request (audited).
    const failing = await buildTransaction(t.app.deps, { state: 'accepted' });
    await t.database.db.insert(jobs).values({
      id: randomUUID(),
      kind: 'operator-payout',
      payload: { transactionId: failing.row.id },
      state: 'failed',
      attempts: 5,
      lastError: 'The bank refused the transfer',
      runAt: t.clock.now(),
      createdAt: t.clock.now(),
      // After the booking's own payout job (the latest job of a booking is its state).
      updatedAt: new Date(t.clock.now().getTime() + 1000),
    });
    expect(
      (await payouts('kind=operator&state=failed')).find((p) => p.id === failing.row.id),
    ).toMatchObject({ state: 'failed', lastError: 'The bank refused the transfer' });
    t.clock.set(new Date(t.clock.now().getTime() + 2000));
    const retried = await call(
      'POST',
      `/api/console/payouts/operator/${failing.row.id}/retry`,
      adminHeaders,
      { reason: 'Bank details fixed' },
    );
    expect(retried.statusCode).toBe(200);
    expect(
      (await payouts('kind=operator&state=pending')).find((p) => p.id === failing.row.id),
    ).toBeDefined();
    expect((await auditOf(failing.row.id)).map((e) => [e.action, e.reason])).toEqual([
      ['retry-operator-payout', 'Bank details fixed'],
    ]);
    expect(
      errorOf(
        await call('POST', `/api/console/payouts/affiliate/${unknownId}/retry`, adminHeaders, {}),
      ),
    ).toEqual([404, 'not-found']);
  });

  it('an affiliate payout that failed is paid again; a paid one is a conflict', async () => {
    const affiliate = await buildAffiliate(t.database.db);
    const [failed, paid] = [randomUUID(), randomUUID()];
    await t.database.db.insert(affiliatePayouts).values([
      {
        id: failed,
        affiliateId: affiliate.id,
        month: '2026-10',
        amount: 2500,
        status: 'failed',
        createdAt: t.clock.now(),
      },
      {
        id: paid,
        affiliateId: affiliate.id,
        month: '2026-09',
        amount: 3000,
        status: 'paid',
        paidAt: t.clock.now(),
        createdAt: t.clock.now(),
      },
    ]);
    const list = (
      await call('GET', '/api/console/payouts?kind=affiliate')
    ).json<ConsolePayoutsResponse>().data;
    expect(list.filter((p) => p.payee.id === affiliate.id).map((p) => [p.month, p.state])).toEqual(
      expect.arrayContaining([
        ['2026-10', 'failed'],
        ['2026-09', 'paid'],
      ]),
    );
    const retried = await call(
      'POST',
      `/api/console/payouts/affiliate/${failed}/retry`,
      adminHeaders,
      {},
    );
    expect(retried.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.id, failed));
    expect(row!.status).toBe('pending');
    expect((await auditOf(failed)).map((e) => e.action)).toEqual(['retry-affiliate-payout']);
    expect(
      errorOf(await call('POST', `/api/console/payouts/affiliate/${paid}/retry`, adminHeaders, {})),
    ).toEqual([409, 'console-conflict']);
    expect(await auditOf(paid)).toEqual([]);
  });

  it('the flagged referrals wait for review; releasing or holding a commission is audited and answered once', async () => {
    const affiliate = await buildAffiliate(t.database.db);
    const [one, two] = [
      await buildTransaction(t.app.deps, { state: 'accepted' }),
      await buildTransaction(t.app.deps, { state: 'accepted' }),
    ];
    for (const booking of [one, two])
      await t.database.db.insert(affiliateReferrals).values({
        transactionId: booking.row.id,
        affiliateId: affiliate.id,
        clickedAt: t.clock.now(),
        review: 'flagged',
        reviewReasons: ['own-address'],
        createdAt: t.clock.now(),
      });
    const url = (id: string) => `/api/console/referrals/${id}/review`;
    await expectConsoleOnly([
      ['GET', '/api/console/referrals'],
      ['POST', url(one.row.id), { decision: 'approved' }],
    ]);
    const flagged = (await call('GET', '/api/console/referrals')).json<ConsoleReferralsResponse>()
      .data;
    expect(
      flagged.filter((r) => r.affiliate.id === affiliate.id).map((r) => r.transactionId),
    ).toEqual([one.row.id, two.row.id]);
    expect(flagged[0]?.reasons).toEqual(['own-address']);
    const release = await call('POST', url(one.row.id), adminHeaders, { decision: 'approved' });
    expect(release.statusCode).toBe(200);
    const hold = await call('POST', url(two.row.id), adminHeaders, {
      decision: 'refused',
      reason: 'Same card as the affiliate',
    });
    expect(hold.statusCode).toBe(200);
    const reviews = await t.database.db
      .select({ id: affiliateReferrals.transactionId, review: affiliateReferrals.review })
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.affiliateId, affiliate.id));
    expect(Object.fromEntries(reviews.map((r) => [r.id, r.review]))).toEqual({
      [one.row.id]: 'approved',
      [two.row.id]: 'refused',
    });
    expect((await auditOf(two.row.id)).map((e) => [e.action, e.reason])).toEqual([
      ['refuse-referral', 'Same card as the affiliate'],
    ]);
    // Answered once; a booking never flagged: not-found, nothing written.
    expect(
      errorOf(await call('POST', url(one.row.id), adminHeaders, { decision: 'refused' })),
    ).toEqual([404, 'not-found']);
    expect(await auditOf(one.row.id)).toHaveLength(1);
    expect(
      (await call('GET', '/api/console/referrals?review=refused'))
        .json<ConsoleReferralsResponse>()
        .data.map((r) => r.transactionId),
    ).toContain(two.row.id);
  });
});
