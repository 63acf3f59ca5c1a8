import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outboxMessages } from '../db/schema';
import { eraseOldOutboxMessages } from '../modules/email/erase-old-outbox-messages';
import { queueEmail, storeEmail } from '../modules/email/queue-email';
import { buildUser } from '../test/factories';
import { startFakeSmtpServer } from '../test/fake-smtp-server';
import { createTestApp, type TestContext } from '../test/test-app';
import { runDueJobs } from './job-runner';
import { outboxRetentionJobKind, scheduleOutboxRetention } from './outbox-retention';

// The default retention is 90 days. Messages are written on 2026-03-01 (old by 2026-06-01: 92 days)
// and on 2026-03-05 (88 days: recent).
const old = '2026-03-01T10:00:00Z';
const recent = '2026-03-05T10:00:00Z';
const today = '2026-06-01T09:00:00Z'; // Lisbon summer time, UTC+1
const quiet = { log: () => {} };

let t: TestContext; // the local outbox (no SMTP): messages are `stored`
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let s: TestContext; // real delivery through SMTP: messages are `pending`, then `sent` or `failed`
beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: 'http://127.0.0.1:18603' });
  smtp = await startFakeSmtpServer();
  s = await createTestApp({
    smtp: { host: '127.0.0.1', port: smtp.port, secure: false },
    outboxPublic: false,
    publicBaseUrl: 'https://levada.test',
  });
});
afterAll(async () => {
  await t?.close();
  await s?.close();
  await smtp?.close();
});

const rowsOf = (c: TestContext, ids: string[]) =>
  c.database.db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
const rowOf = async (c: TestContext, id: string) => (await rowsOf(c, [id]))[0];
const retentionJobs = (c: TestContext) =>
  c.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.kind, outboxRetentionJobKind))
    .orderBy(asc(jobs.runAt));
/** An account email (no dedupe key): the verification or password-reset link at `path`. */
const accountEmail = (
  c: TestContext,
  user: Awaited<ReturnType<typeof buildUser>>,
  template: 'verify-email' | 'reset-password',
  path: string,
) =>
  queueEmail(c.app.deps, { to: user.email, user, template, values: { email: user.email }, path });
const erased = {
  recipient: '',
  userId: null,
  subject: null,
  html: null,
  text: '',
  attachments: [],
  error: null,
};

describe('the outbox retention on the local outbox', () => {
  it('deletes or erases stored messages older than 90 days, keeps recent ones and the dedupe keys', async () => {
    const user = await buildUser(t.database.db, { firstName: 'Inês', language: 'pt' });
    const verifyEmail = (path: string) => accountEmail(t, user, 'verify-email', path);
    const sms = (key: string) =>
      t.app.deps.sms.send({
        to: '+351912000111',
        body: 'Tem um novo pedido de reserva',
        meta: { key, template: 'new-booking-request', language: 'pt', userId: user.id },
      });

    t.clock.set(old);
    const oldEmail = await verifyEmail('/verify-email?t=old');
    await sms('retention-sms-old');
    // A pending row is never touched, however old (the local sender writes none: inserted by hand).
    const pendingId = randomUUID();
    await t.database.db.insert(outboxMessages).values({
      id: pendingId,
      channel: 'email',
      recipient: user.email,
      userId: user.id,
      template: 'reset-password',
      subject: 'Reset',
      text: 'Reset your password',
      status: 'pending',
      createdAt: t.clock.now(),
    });
    t.clock.set(recent);
    const recentEmail = await verifyEmail('/verify-email?t=recent');
    await sms('retention-sms-recent');

    const byKey = async (key: string) =>
      (
        await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.dedupeKey, key))
      )[0]!;
    const oldSms = await byKey('retention-sms-old');
    const recentSms = await byKey('retention-sms-recent');
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/outbox?perPage=100' })).json() as {
        data: { id: string }[];
        meta: { totalItems: number };
      };
    const before = await list();
    expect(before.data.map((m) => m.id)).toEqual(
      expect.arrayContaining([oldEmail.id, oldSms.id, recentEmail.id, recentSms.id, pendingId]),
    );

    t.clock.set(today);
    await scheduleOutboxRetention(t.database.db, t.clock);
    expect(await runDueJobs(t.app.deps, quiet)).toBe(1);

    // The old email had no dedupe key: gone. The old text keeps only its row and key.
    expect(await rowOf(t, oldEmail.id)).toBeUndefined();
    expect(await rowOf(t, oldSms.id)).toMatchObject({
      ...erased,
      channel: 'sms',
      status: 'stored',
      dedupeKey: 'retention-sms-old',
      createdAt: new Date(old),
    });
    expect(await rowOf(t, recentEmail.id)).toMatchObject({
      recipient: user.email,
      userId: user.id,
      status: 'stored',
    });
    expect((await rowOf(t, recentEmail.id))!.html).toContain('/verify-email?t=recent');
    expect(await rowOf(t, recentSms.id)).toMatchObject({
      recipient: '+351912000111',
      text: 'Tem um novo pedido de reserva',
    });
    expect(await rowOf(t, pendingId)).toMatchObject({
      recipient: user.email,
      text: 'Reset your password',
      status: 'pending',
    });

    // The outbox page no longer shows the erased text, nor opens it.
    const after = await list();
    expect(after.data.map((m) => m.id)).not.toContain(oldSms.id);
    expect(after.data.map((m) => m.id)).toEqual(
      expect.arrayContaining([recentEmail.id, recentSms.id, pendingId]),
    );
    expect(after.meta.totalItems).toBe(before.meta.totalItems - 2);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/outbox/${oldSms.id}` })).statusCode,
    ).toBe(404);

    // A retried sender records the same text again: the kept key stops it.
    await sms('retention-sms-old');
    const withKey = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, 'retention-sms-old'));
    expect(withKey).toHaveLength(1);
    expect(withKey[0]).toMatchObject({ id: oldSms.id, ...erased });
  });
});

describe('the outbox retention with SMTP delivery', () => {
  it('erases a sent keyed email, whose key still stops a second send; deletes old unkeyed sent and failed ones', async () => {
    const user = await buildUser(s.database.db, { email: 'marta@example.pt' });
    const key = `transaction-notification-test:${randomUUID()}:customer-email`;
    const keyedEmail = () =>
      storeEmail(s.app.deps, {
        to: user.email,
        userId: user.id,
        language: 'en',
        template: 'booking-accepted',
        subject: 'Your booking is confirmed',
        html: '<p>See you at the levada</p>',
        text: 'See you at the levada',
        attachments: [{ filename: 'tour.ics', contentType: 'text/calendar', content: 'BEGIN:…' }],
        dedupeKey: key,
      });
    const resetEmail = () => accountEmail(s, user, 'reset-password', '/reset-password?t=abc');

    s.clock.set(old);
    const keyed = await keyedEmail();
    const reset = await resetEmail();
    expect(await runDueJobs(s.app.deps, quiet)).toBe(2);
    expect(smtp.received).toHaveLength(2);
    // A third email fails for good (a refused address): `failed`, with no sentAt.
    const failing = await resetEmail();
    await s.database.db
      .update(outboxMessages)
      .set({ status: 'failed', error: `550 ${user.email}: no such user`, attempts: 8 })
      .where(eq(outboxMessages.id, failing.id));
    await s.database.db
      .update(jobs)
      .set({ state: 'failed' })
      .where(like(jobs.key, `%${failing.id}`));
    // Written on the old day, sent four days later (two days within the period): kept.
    const lateSent = await resetEmail();
    s.clock.set('2026-03-05T10:00:00Z');
    expect(await runDueJobs(s.app.deps, quiet)).toBe(1);
    expect(await rowOf(s, lateSent.id)).toMatchObject({
      status: 'sent',
      createdAt: new Date(old),
      sentAt: new Date('2026-03-05T10:00:00Z'),
    });
    expect(smtp.received).toHaveLength(3);

    s.clock.set(today);
    await scheduleOutboxRetention(s.database.db, s.clock);
    expect(await runDueJobs(s.app.deps, quiet)).toBe(1);

    expect(await rowOf(s, keyed.id)).toMatchObject({
      ...erased,
      status: 'sent',
      sentAt: new Date(old),
      dedupeKey: key,
    });
    expect(await rowOf(s, reset.id)).toBeUndefined();
    expect(await rowOf(s, failing.id)).toBeUndefined();
    expect(await rowOf(s, lateSent.id)).toMatchObject({ recipient: user.email, status: 'sent' });

    // The sender runs again with the same key (a retried job): nothing new is stored or sent.
    expect(await keyedEmail()).toEqual({ id: keyed.id });
    expect(await runDueJobs(s.app.deps, quiet)).toBe(0);
    expect(smtp.received).toHaveLength(3);
    expect(
      await s.database.db.select().from(outboxMessages).where(eq(outboxMessages.dedupeKey, key)),
    ).toHaveLength(1);
  });

  it('never touches a pending email, however old', async () => {
    s.clock.set(old);
    const user = await buildUser(s.database.db);
    smtp.failNext(1);
    const { id } = await accountEmail(s, user, 'reset-password', '/reset-password?t=pending');
    expect(await runDueJobs(s.app.deps, quiet)).toBe(1); // refused: pending, retried later
    s.clock.set(today);
    expect(await eraseOldOutboxMessages(s.app.deps, 90)).toEqual({ deleted: 0, erased: 0 });
    expect(await rowOf(s, id)).toMatchObject({ status: 'pending', recipient: user.email });
  });
});

describe('an email whose send job stopped for good', () => {
  it('is failed, then goes as failed ones do; one still being retried stays pending', async () => {
    s.clock.set(old);
    const user = await buildUser(s.database.db);
    const reset = (path: string) => accountEmail(s, user, 'reset-password', path);
    const dead = await reset('/reset-password?t=dead');
    const retried = await reset('/reset-password?t=retried');
    // The worker of the dead one's last try stopped (its lease ran out): the runner gives up on the
    // job without running it again, and nothing marks the email.
    await s.database.db
      .update(jobs)
      .set({ attempts: 8 })
      .where(eq(jobs.key, `send-email:${dead.id}`));
    smtp.failNext(1);
    expect(await runDueJobs(s.app.deps, quiet)).toBe(2);
    const [deadJob] = await s.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `send-email:${dead.id}`));
    expect(deadJob!.state).toBe('failed');
    expect(await rowOf(s, dead.id)).toMatchObject({ status: 'pending', recipient: user.email });
    expect(await rowOf(s, retried.id)).toMatchObject({ status: 'pending' });

    s.clock.set(recent); // within the period: nothing changes yet
    expect(await eraseOldOutboxMessages(s.app.deps, 90)).toEqual({ deleted: 0, erased: 0 });
    expect(await rowOf(s, dead.id)).toMatchObject({ status: 'pending' });
    s.clock.set(today);
    expect(await eraseOldOutboxMessages(s.app.deps, 90)).toEqual({ deleted: 1, erased: 0 });
    expect(await rowOf(s, dead.id)).toBeUndefined();
    expect(await rowOf(s, retried.id)).toMatchObject({ status: 'pending', recipient: user.email });
  });
});

describe('the daily job', () => {
  it('runs once at boot, then every night at half past midnight in Portugal, one run per local day', async () => {
    const c = await createTestApp({}, { database: t.database, clock: t.clock });
    try {
      t.clock.set(today);
      await scheduleOutboxRetention(t.database.db, t.clock); // done in the first test: no-op
      // A second server process boots the same day: nothing new.
      await scheduleOutboxRetention(c.database.db, c.clock);
      expect(await runDueJobs(c.app.deps, quiet)).toBe(0);
      expect((await retentionJobs(t)).map((j) => [j.key, j.state, j.runAt.toISOString()])).toEqual([
        ['outbox-retention:2026-06-01', 'done', today.replace('Z', '.000Z')],
        ['outbox-retention:2026-06-02', 'queued', '2026-06-01T23:30:00.000Z'],
      ]);

      // Each night's run, by whichever process claims it; the recent messages of the first test
      // (2026-03-05 10:00) are 90 days old by the run of the night of 2026-06-04.
      const recentEmail = () =>
        t.database.db
          .select()
          .from(outboxMessages)
          .where(like(outboxMessages.text, '%verify-email?t=recent%'));
      t.clock.set('2026-06-01T23:30:00Z');
      expect(await runDueJobs(c.app.deps, quiet)).toBe(1);
      t.clock.set('2026-06-02T23:30:00Z');
      expect(await runDueJobs(t.app.deps, quiet)).toBe(1);
      expect(await recentEmail()).toHaveLength(1);
      t.clock.set('2026-06-03T23:30:00Z');
      expect(await runDueJobs(c.app.deps, quiet)).toBe(1);
      expect(await recentEmail()).toHaveLength(0);
      const stored = await t.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.status, 'stored'));
      expect(stored.every((m) => m.recipient === '')).toBe(true);
      expect(stored.map((m) => m.dedupeKey).sort()).toEqual([
        'retention-sms-old',
        'retention-sms-recent',
      ]);
      expect((await retentionJobs(t)).map((j) => [j.key, j.state])).toEqual([
        ['outbox-retention:2026-06-01', 'done'],
        ['outbox-retention:2026-06-02', 'done'],
        ['outbox-retention:2026-06-03', 'done'],
        ['outbox-retention:2026-06-04', 'done'],
        ['outbox-retention:2026-06-05', 'queued'],
      ]);
    } finally {
      await c.close();
    }
  });

  it('reads its period from the configuration', async () => {
    const c = await createTestApp(
      { outboxRetentionDays: 7 },
      { database: t.database, clock: t.clock },
    );
    try {
      const user = await buildUser(t.database.db);
      const email = (path: string) => accountEmail(t, user, 'verify-email', path);
      t.clock.set('2026-06-05T09:00:00Z');
      const eightDays = await email('/verify-email?t=8');
      t.clock.set('2026-06-07T09:00:00Z');
      const sixDays = await email('/verify-email?t=6');
      t.clock.set('2026-06-13T09:00:00Z');
      expect(await runDueJobs(c.app.deps, quiet)).toBe(1); // the 2026-06-05 run, overdue
      expect(await rowOf(t, eightDays.id)).toBeUndefined();
      expect(await rowOf(t, sixDays.id)).toMatchObject({ recipient: user.email });
    } finally {
      await c.close();
    }
  });
});

describe('two runs at once (two server processes)', () => {
  it('share the work in batches: every old message is handled once, nothing fails', async () => {
    s.clock.set(today);
    const at = new Date(old);
    const rows = Array.from({ length: 1300 }, (_, i) => ({
      id: randomUUID(),
      channel: 'email',
      recipient: `bulk-${i}@example.pt`,
      template: 'verify-email',
      subject: 'Confirm',
      html: '<p>Confirm</p>',
      text: 'Confirm',
      status: i % 2 ? 'sent' : 'stored',
      sentAt: i % 2 ? at : null,
      createdAt: at,
      dedupeKey: i % 3 === 0 ? `bulk-${i}` : null,
    }));
    await s.database.db.insert(outboxMessages).values(rows);
    const keyed = rows.filter((r) => r.dedupeKey).length;

    const [a, b] = await Promise.all([
      eraseOldOutboxMessages(s.app.deps, 90),
      eraseOldOutboxMessages(s.app.deps, 90),
    ]);
    expect(a.deleted + b.deleted).toBe(rows.length - keyed);
    expect(a.erased + b.erased).toBe(keyed);
    const left = await s.database.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, 'bulk-%'));
    expect(left).toHaveLength(keyed);
    expect(left.every((r) => r.recipient === '' && r.html === null)).toBe(true);
    expect(await eraseOldOutboxMessages(s.app.deps, 90)).toEqual({ deleted: 0, erased: 0 });
  });
});
