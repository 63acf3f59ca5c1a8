import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TextSender } from '../../../integrations/sms/text-sender';
import {
  affiliateConversions,
  affiliateReferrals,
  analyticsEvents,
  jobs,
  outboxMessages,
  trackingConsents,
} from '../../db/schema';
import { enqueueJob } from '../../jobs/job-queue';
import { runDueJobs } from '../../jobs/job-runner';
import { jobHandlers } from '../../jobs/job-handlers';
import { buildNotice } from '../../test/booking-notices';
import { buildAffiliate, buildOperator, buildUser } from '../../test/factories';
import { startFakeSmtpServer } from '../../test/fake-smtp-server';
import { createTestApp, type TestContext } from '../../test/test-app';
import { trackingJobKind } from '../tracking/queue-tracking';
import { runTrackingJob } from '../tracking/run-tracking-job';
import type { BookingNotice } from './booking-notice';
import {
  createTransactionNotificationHandlers,
  type TransitionedEvent,
} from './transaction-notification-jobs';

let t: TestContext;
let notice: BookingNotice;
// The transaction as the tables would give it; the table reader has its own test with the engine.
const notificationHandlers = createTransactionNotificationHandlers(
  async (_deps, event: TransitionedEvent) =>
    event.transactionId === notice.transactionId
      ? {
          ...notice,
          transition: event.transition,
          by: event.by,
          at: event.at,
          previousBooking: event.previousBooking ?? null,
        }
      : null,
);
// The purchase's analytics and marketing jobs (decisions 165–167) run with their real handler.
const handlers = {
  ...notificationHandlers,
  [trackingJobKind]: runTrackingJob,
};
const silent = { handlers, log: () => {} };

beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: 'https://levada.example' });
});
afterAll(async () => t.close());

beforeEach(async () => {
  const customer = await buildUser(t.database.db, {
    firstName: 'Ana',
    lastName: 'Silva',
    language: 'de',
  });
  const provider = await buildOperator(t.database.db, {
    firstName: 'Rui',
    lastName: 'Gomes',
    language: 'pt',
  });
  // The traveller accepted the cookie banner: the pixel may report the purchase (decision 167).
  await t.database.db
    .insert(trackingConsents)
    .values({ userId: customer.id, granted: true, decidedAt: t.clock.now() });
  const plain = buildNotice();
  notice = buildNotice({
    transactionId: crypto.randomUUID(),
    customer: { ...plain.customer, id: customer.id, email: customer.email, language: 'de' },
    provider: {
      ...plain.provider,
      id: provider.id,
      email: provider.email,
      language: 'pt',
      isSmsOn: true,
      isWhatsappOn: true,
    },
  });
});

const transitioned = (transition: string, at = t.clock.now()) =>
  enqueueJob(t.database.db, t.clock, {
    kind: 'transaction-transitioned',
    payload: {
      transactionId: notice.transactionId,
      transition,
      by: 'customer',
      at: at.toISOString(),
    },
    key: `${notice.transactionId}:${transition}:${at.toISOString()}`,
  });

const messagesOf = async (n: BookingNotice) =>
  (
    await t.database.db
      .select()
      .from(outboxMessages)
      .orderBy(asc(outboxMessages.channel), asc(outboxMessages.recipient))
  ).filter((row) => row.dedupeKey?.startsWith(n.transactionId));

describe('the notifications of a transition, through the job runner', () => {
  it('sends a confirmed payment on every channel: both emails, SMS, WhatsApp, the sales alert and the pixel', async () => {
    await transitioned('confirm-payment');
    // The fan-out, its six messages, and the purchase's analytics and marketing events.
    expect(await runDueJobs(t.app.deps, silent)).toBe(9);
    const rows = await messagesOf(notice);
    expect(rows.map((r) => [r.channel, r.recipient, r.template, r.language, r.status])).toEqual([
      ['chat', '#sales', 'confirm-payment', 'en', 'stored'],
      ...[
        [notice.customer.email, 'booking-request-sent', 'de'],
        [notice.provider.email, 'booking-new-request', 'pt'],
      ]
        .sort((a, b) => a[0]!.localeCompare(b[0]!))
        .map(([to, template, language]) => ['email', to, template, language, 'stored']),
      ['sms', '+351912345678', 'new-booking-request', 'pt', 'stored'],
      ['whatsapp', '+351912345678', 'new-booking-request', 'pt', 'stored'],
    ]);
    const sms = rows.find((r) => r.channel === 'sms')!;
    expect(sms.text).toMatch(
      /^Caro Parceiro, tem um novo pedido de reserva para Levada do Caldeirão Verde walk/,
    );
    expect(sms.userId).toBe(notice.provider.id);
    // The ad pixel's purchase, kept by its local default in the analytics store (decision 176).
    const [pixel] = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.id, `ad-purchase:${notice.transactionId}`));
    expect(pixel).toMatchObject({
      name: 'ad-purchase',
      userId: notice.customer.id,
      properties: {
        transactionId: notice.transactionId,
        value: 123.45,
        currency: 'EUR',
        quantity: 3,
      },
    });
  });

  it('reports the affiliate tracker’s conversion only for a booking that came with a partner’s referral cookie, and only with the traveller’s consent (decision 176)', async () => {
    const conversions = () =>
      t.database.db
        .select()
        .from(affiliateConversions)
        .where(eq(affiliateConversions.transactionId, notice.transactionId));
    // No referral cookie at checkout: nothing is reported.
    await transitioned('confirm-payment');
    await runDueJobs(t.app.deps, silent);
    expect(await conversions()).toEqual([]);

    // With the referral, but the traveller declined the banner: nothing.
    const affiliate = await buildAffiliate(t.database.db);
    await t.database.db.insert(affiliateReferrals).values({
      transactionId: notice.transactionId,
      affiliateId: affiliate.id,
      clickedAt: t.clock.now(),
      createdAt: t.clock.now(),
    });
    await t.database.db
      .update(trackingConsents)
      .set({ granted: false })
      .where(eq(trackingConsents.userId, notice.customer.id!));
    t.clock.advance(1000);
    await transitioned('confirm-payment');
    await runDueJobs(t.app.deps, silent);
    expect(await conversions()).toEqual([]);

    // Accepted: the conversion is kept once, however often the job runs.
    await t.database.db
      .update(trackingConsents)
      .set({ granted: true })
      .where(eq(trackingConsents.userId, notice.customer.id!));
    for (const step of [2000, 3000]) {
      t.clock.advance(step);
      await transitioned('confirm-payment');
      await runDueJobs(t.app.deps, silent);
    }
    expect(await conversions()).toEqual([
      {
        transactionId: notice.transactionId,
        affiliateId: affiliate.id,
        valueMinor: notice.payinTotal.amount,
        currency: 'EUR',
        reportedAt: expect.any(Date),
      },
    ]);
  });

  it('a delivered booking invites the traveller to review it: the local default emails the review link', async () => {
    await transitioned('complete');
    await runDueJobs(t.app.deps, silent);
    const rows = await messagesOf(notice);
    expect(rows.map((r) => [r.channel, r.recipient, r.template, r.language])).toEqual(
      [
        ['email', notice.customer.email, 'booking-completed', 'de'],
        ['email', notice.provider.email, 'booking-completed-provider', 'pt'],
      ].sort((a, b) => a[1]!.localeCompare(b[1]!)),
    );
    const invitation = rows.find((r) => r.template === 'booking-completed')!;
    expect(invitation.dedupeKey).toMatch(/:complete:.*:review-invitation$/);
    expect(invitation.text).toContain(
      `https://levada.example/order/${notice.transactionId}/details`,
    );
  });

  it('sends no text when the operator turned them off', async () => {
    notice = { ...notice, provider: { ...notice.provider, isSmsOn: false, isWhatsappOn: false } };
    await transitioned('confirm-payment');
    await runDueJobs(t.app.deps, silent);
    expect((await messagesOf(notice)).map((r) => r.channel)).toEqual(['chat', 'email', 'email']);
  });

  it('reports no purchase to the pixel, analytics or marketing when the traveller declined the banner', async () => {
    await t.database.db
      .update(trackingConsents)
      .set({ granted: false })
      .where(eq(trackingConsents.userId, notice.customer.id!));
    await transitioned('confirm-payment');
    await runDueJobs(t.app.deps, silent);
    expect(
      await t.database.db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.id, `ad-purchase:${notice.transactionId}`)),
    ).toEqual([]);
    const trackingJobs = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'tracking-event'));
    expect(trackingJobs.filter((job) => job.key?.includes(notice.transactionId))).toEqual([]);
  });

  it('stores each message once when a job runs twice', async () => {
    await transitioned('accept');
    await runDueJobs(t.app.deps, silent);
    // A worker that died after sending re-runs its jobs: the same messages, the same keys.
    await t.database.db
      .update(jobs)
      .set({ state: 'queued', runAt: t.clock.now() })
      .where(eq(jobs.state, 'done'));
    await runDueJobs(t.app.deps, silent);
    const rows = await messagesOf(notice);
    expect(rows.map((r) => r.template).sort()).toEqual([
      'booking-accepted',
      'booking-accepted-provider',
    ]);
    expect(
      rows.every(
        (r) =>
          r.attachments.length === 1 &&
          r.attachments[0]!.content.includes('DTSTART:20261201T090000Z'),
      ),
    ).toBe(true);
  });

  it('retries a failing channel alone, later, while the other messages go out', async () => {
    let failures = 2;
    const sent: string[] = [];
    const flakySms: TextSender = {
      kind: 'twilio',
      channel: 'sms',
      async send(message) {
        if (failures-- > 0) throw new Error('Twilio is down');
        sent.push(message.body);
      },
    };
    const deps = { ...t.app.deps, sms: flakySms };
    const logged: string[] = [];
    await transitioned('confirm-payment');
    await runDueJobs(deps, { handlers, log: (message) => logged.push(message) });
    expect((await messagesOf(notice)).map((r) => r.channel)).toEqual([
      'chat',
      'email',
      'email',
      'whatsapp',
    ]);
    const smsJob = async () =>
      (
        await t.database.db
          .select()
          .from(jobs)
          .where(and(eq(jobs.kind, 'transaction-notification')))
      ).find(
        (job) =>
          job.payload.kind === 'provider-sms' && job.payload.transactionId === notice.transactionId,
      )!;
    expect(await smsJob()).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: expect.stringContaining('Twilio is down'),
    });
    expect(
      logged.some(
        (line) => line.includes('transaction-notification') && line.includes('will be retried'),
      ),
    ).toBe(true);

    t.clock.advance(60_000); // first retry after 1 minute: fails again
    expect(await runDueJobs(deps, { handlers, log: () => {} })).toBe(1);
    t.clock.advance(4 * 60_000); // second retry after 4 more
    expect(await runDueJobs(deps, { handlers, log: () => {} })).toBe(1);
    expect(await smsJob()).toMatchObject({ state: 'done', attempts: 3 });
    expect(sent).toHaveLength(1);
  });

  it('sends nothing and fails nothing for a transaction that is gone', async () => {
    await enqueueJob(t.database.db, t.clock, {
      kind: 'transaction-transitioned',
      payload: {
        transactionId: crypto.randomUUID(),
        transition: 'accept',
        by: 'provider',
        at: t.clock.now().toISOString(),
      },
    });
    const logged: string[] = [];
    expect(await runDueJobs(t.app.deps, { handlers, log: (m) => logged.push(m) })).toBe(1);
    expect(logged).toEqual([expect.stringMatching(/not found: no notifications for accept/)]);
  });
});

describe('booking emails over SMTP', () => {
  it('carry the calendar file as an attachment', async () => {
    const smtp = await startFakeSmtpServer();
    const mailing = await createTestApp(
      {
        smtp: { host: '127.0.0.1', port: smtp.port, secure: false },
        outboxPublic: false,
        publicBaseUrl: 'https://levada.example',
      },
      { database: t.database, clock: t.clock },
    );
    try {
      await transitioned('accept');
      // The fan-out, its messages, then the send-email jobs of the two emails.
      await runDueJobs(mailing.app.deps, { ...silent, handlers: { ...jobHandlers, ...handlers } });
      const toCustomer = smtp.received.find((mail) => mail.to.includes(notice.customer.email!))!;
      expect(toCustomer.data).toMatch(
        /Content-Type: text\/calendar; charset=utf-8; method=PUBLISH[\s\S]*filename=booking\.ics/,
      );
      const base64 = /filename=booking\.ics\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
        toCustomer.data,
      )![1]!;
      expect(Buffer.from(base64.replace(/\s/g, ''), 'base64').toString('utf8')).toContain(
        'DTSTART:20261201T090000Z',
      );
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });
});
