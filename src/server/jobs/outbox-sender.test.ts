import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../db/schema';
import { queueEmail } from '../modules/email/queue-email';
import { buildUser } from '../test/factories';
import { startFakeSmtpServer } from '../test/fake-smtp-server';
import { createTestApp, type TestContext } from '../test/test-app';
import { retryDelaysMs, sendDueEmails } from './outbox-sender';

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

const rowOf = async (id: string) => (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

describe('the outbox sender over SMTP', () => {
  it('sends a pending email through the SMTP server and marks it sent', async () => {
    const user = await buildUser(t.database.db, { firstName: 'Lukas', language: 'de', email: 'lukas@example.de' });
    const { id } = await queueEmail(t.app.deps, {
      to: user.email,
      user,
      template: 'reset-password',
      values: { email: user.email },
      path: '/reset-password?t=abc',
    });
    expect((await rowOf(id)).status).toBe('pending');

    const result = await sendDueEmails({ ...t.app.deps, emailSender: t.app.deps.emailSender! });
    expect(result).toEqual({ sent: 1, failed: 0 });
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

    // Nothing is sent twice.
    expect(await sendDueEmails({ ...t.app.deps, emailSender: t.app.deps.emailSender! })).toEqual({ sent: 0, failed: 0 });
  });

  it('retries a refused email later, and gives up after the last retry', async () => {
    const user = await buildUser(t.database.db);
    const { id } = await queueEmail(t.app.deps, { to: user.email, user, template: 'password-changed', path: '/recover-password' });
    const deps = { ...t.app.deps, emailSender: t.app.deps.emailSender! };

    smtp.failNext(1);
    expect(await sendDueEmails(deps)).toEqual({ sent: 0, failed: 1 });
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.error).toMatch(/451/);
    expect(row.nextAttemptAt!.getTime()).toBe(t.clock.now().getTime() + retryDelaysMs[0]!);

    // Not due yet: nothing happens.
    expect(await sendDueEmails(deps)).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(retryDelaysMs[0]!);
    expect(await sendDueEmails(deps)).toEqual({ sent: 1, failed: 0 });
    expect((await rowOf(id)).status).toBe('sent');

    const doomed = await queueEmail(t.app.deps, { to: user.email, user, template: 'password-changed', path: '/recover-password' });
    smtp.failNext(100);
    for (let i = 0; i <= retryDelaysMs.length; i++) {
      expect((await sendDueEmails(deps)).failed).toBe(1);
      t.clock.advance(retryDelaysMs[i] ?? 0);
    }
    row = await rowOf(doomed.id);
    expect(row).toMatchObject({ status: 'failed', attempts: retryDelaysMs.length + 1, nextAttemptAt: null });
    smtp.failNext(0);
  });

  it('keeps the outbox closed when SMTP delivers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/outbox' });
    expect(res.statusCode).toBe(404);
  });
});
