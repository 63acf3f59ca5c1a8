import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, outboxMessages, users } from '../db/schema';
import { queueEmail } from '../modules/email/queue-email';
import { buildUser } from '../test/factories';
import { startFakeSmtpServer } from '../test/fake-smtp-server';
import { createTestApp, type TestContext } from '../test/test-app';
import { retryDelayMs } from './job-queue';
import { runDueJobs } from './job-runner';
import { sendEmailJob } from './outbox-sender';

let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let t: TestContext;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  t = await createTestApp({
    smtp: { host: '127.0.0.1', port: smtp.port, secure: false },
    emailFrom: 'Levada <hello@levada.test>',
    outboxPublic: false,
    publicBaseUrl: 'https://levada.test',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const rowOf = async (id: string) =>
  (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
const jobOf = async (id: string) =>
  (
    await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, sendEmailJob(id).key!))
  )[0]!;
const quiet = { log: () => {} };

describe('the outbox sender over SMTP', () => {
  it('sends a pending email through the SMTP server and marks it sent', async () => {
    const user = await buildUser(t.database.db, {
      firstName: 'Lukas',
      language: 'de',
      email: 'lukas@example.de',
    });
    const { id } = await queueEmail(t.app.deps, {
      to: user.email,
      user,
      template: 'reset-password',
      values: { email: user.email },
      path: '/reset-password?t=abc',
    });
    expect((await rowOf(id)).status).toBe('pending');
    expect(await jobOf(id)).toMatchObject({
      kind: 'send-email',
      state: 'queued',
      runAt: t.clock.now(),
    });

    expect(await runDueJobs(t.app.deps, quiet)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received.at(-1)!;
    expect(mail.from).toBe('hello@levada.test');
    expect(mail.to).toEqual(['lukas@example.de']);
    // The German subject, as MIME encoded words.
    expect(mail.data).toContain('Subject: =?UTF-8?Q?Setzen_Sie_Ihr_Levada-Passwort_zur=C3=BC');
    expect(mail.data).toContain('https://levada.test/reset-password?t=3Dabc'); // quoted-printable "="
    const row = await rowOf(id);
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(1);
    expect(row.sentAt).toEqual(t.clock.now());

    expect((await jobOf(id)).state).toBe('done');

    // Nothing is sent twice, even when its job runs again (a worker that died before marking it done).
    expect(await runDueJobs(t.app.deps, quiet)).toBe(0);
    await t.database.db
      .update(jobs)
      .set({ state: 'queued' })
      .where(eq(jobs.key, sendEmailJob(id).key!));
    expect(await runDueJobs(t.app.deps, quiet)).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('queues the email and its job with the change that sends it, or neither', async () => {
    const user = await buildUser(t.database.db);
    const before = (await t.database.db.select().from(jobs)).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueEmail(
          { ...t.app.deps, db: tx as never },
          { to: user.email, user, template: 'password-changed', path: '/' },
        );
        throw new Error('the password change failed');
      }),
    ).rejects.toThrow();
    expect(
      await t.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, user.email)),
    ).toEqual([]);
    expect(await t.database.db.select().from(jobs)).toHaveLength(before);
  });

  it('retries a refused email later, and gives up after the last retry', async () => {
    const user = await buildUser(t.database.db);
    const { id } = await queueEmail(t.app.deps, {
      to: user.email,
      user,
      template: 'password-changed',
      path: '/recover-password',
    });

    smtp.failNext(1);
    expect(await runDueJobs(t.app.deps, quiet)).toBe(1);
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.error).toMatch(/451/);
    expect((await jobOf(id)).runAt).toEqual(new Date(t.clock.now().getTime() + retryDelayMs(1)));

    // Not due yet: nothing happens.
    expect(await runDueJobs(t.app.deps, quiet)).toBe(0);
    t.clock.advance(retryDelayMs(1));
    expect(await runDueJobs(t.app.deps, quiet)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });

    const doomed = await queueEmail(t.app.deps, {
      to: user.email,
      user,
      template: 'password-changed',
      path: '/recover-password',
    });
    const { maxAttempts } = await jobOf(doomed.id);
    const log = vi.fn();
    smtp.failNext(100);
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      expect(await runDueJobs(t.app.deps, { log })).toBe(1);
      t.clock.advance(retryDelayMs(attempt));
    }
    expect(await runDueJobs(t.app.deps, { log })).toBe(0);
    row = await rowOf(doomed.id);
    expect(row).toMatchObject({ status: 'failed', attempts: maxAttempts });
    expect(await jobOf(doomed.id)).toMatchObject({ state: 'failed', attempts: maxAttempts });
    expect(log).toHaveBeenLastCalledWith(
      expect.stringContaining(`failed for good after ${maxAttempts} attempts`),
      expect.anything(),
    );
    smtp.failNext(0);
  });

  it('erases a deleted user’s email once it has gone, or finally failed (decision 074)', async () => {
    const user = await buildUser(t.database.db, { email: 'ines.leaving@example.pt' });
    const { id } = await queueEmail(t.app.deps, {
      to: user.email,
      user,
      template: 'account-deleted',
      path: '/',
    });
    const doomed = await queueEmail(t.app.deps, {
      to: user.email,
      user,
      template: 'password-changed',
      path: '/recover-password',
    });
    await t.database.db.update(users).set({ deleted: true }).where(eq(users.id, user.id));
    const received = smtp.received.length;
    // The first goes out and is erased; the second is refused until the last try, then erased.
    smtp.failNext(0);
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(t.clock.now().getTime() + 1) })
      .where(eq(jobs.key, sendEmailJob(doomed.id).key!));
    expect(await runDueJobs(t.app.deps, quiet)).toBe(1);
    expect(smtp.received.slice(received).map((mail) => mail.to)).toEqual([
      ['ines.leaving@example.pt'],
    ]);
    expect(
      await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)),
    ).toEqual([]);
    const { maxAttempts } = await jobOf(doomed.id);
    smtp.failNext(100);
    t.clock.advance(1);
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      expect((await rowOf(doomed.id)).status).toBe('pending');
      expect(await runDueJobs(t.app.deps, quiet)).toBe(1);
      t.clock.advance(retryDelayMs(attempt));
    }
    expect(
      await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, doomed.id)),
    ).toEqual([]);
    expect(await jobOf(doomed.id)).toMatchObject({ state: 'failed', attempts: maxAttempts });
    smtp.failNext(0);
  });

  it('keeps the outbox closed when SMTP delivers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/outbox' });
    expect(res.statusCode).toBe(404);
  });
});
