import { randomUUID } from 'node:crypto';
import type { Language } from '../../../domain/languages';
import type { EmailSender } from '../../../integrations/email/email-sender';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { enqueueJob } from '../../jobs/job-queue';
import { sendEmailJob } from '../../jobs/outbox-sender';
import { renderEmail, type EmailTemplate } from './render-email';

export type EmailDeps = {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicBaseUrl'>;
  emailSender: EmailSender;
};

/**
 * Writes an email to the outbox in the recipient's language. With SMTP the row waits (`pending`) for
 * its send job, queued in the same transaction as the row (and the caller's change, when `deps.db` is
 * the caller's transaction); with the outbox sender, the outbox is the delivery (`stored`).
 * `path` is the page the email's button opens, made absolute with the public base URL.
 */
export async function queueEmail(
  deps: EmailDeps,
  input: {
    to: string;
    user: { id: string; firstName: string; language: string };
    template: EmailTemplate;
    values?: Record<string, string>;
    path: string;
  },
): Promise<{ id: string }> {
  const link = new URL(input.path, deps.config.publicBaseUrl).toString();
  const language = input.user.language as Language;
  const email = renderEmail({
    template: input.template,
    language,
    values: { firstName: input.user.firstName, ...input.values },
    link,
  });
  const now = deps.clock.now();
  const id = randomUUID();
  const isSent = deps.emailSender.kind !== 'outbox';
  const row = {
    id,
    channel: 'email',
    recipient: input.to,
    userId: input.user.id,
    language,
    template: input.template,
    subject: email.subject,
    html: email.html,
    text: email.text,
    status: isSent ? 'pending' : 'stored',
    createdAt: now,
  };
  if (!isSent) {
    await deps.db.insert(outboxMessages).values(row);
    return { id };
  }
  // The row and its send job together (a savepoint inside the caller's transaction).
  await deps.db.transaction(async (tx) => {
    await tx.insert(outboxMessages).values(row);
    await enqueueJob(tx as unknown as Db, deps.clock, sendEmailJob(id));
  });
  return { id };
}
