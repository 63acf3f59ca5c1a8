import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Language } from '../../../domain/languages';
import type { EmailSender } from '../../../integrations/email/email-sender';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { outboxMessages, type OutboxAttachment } from '../../db/schema';
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
  return storeEmail(deps, {
    to: input.to,
    userId: input.user.id,
    language,
    template: input.template,
    ...email,
  });
}

/**
 * Writes a rendered email to the outbox: `pending` for the outbox sender job when a real sender is
 * configured, else `stored`. With a `dedupeKey`, a second email with the same key is not stored (a job
 * retried after storing it) and the first one's id is returned.
 */
export async function storeEmail(
  deps: Omit<EmailDeps, 'config'>,
  email: {
    to: string;
    userId: string | null;
    language: Language;
    template: string;
    subject: string;
    html: string;
    text: string;
    attachments?: OutboxAttachment[];
    dedupeKey?: string;
  },
): Promise<{ id: string }> {
  const now = deps.clock.now();
  const id = randomUUID();
  const isSent = deps.emailSender.kind !== 'outbox';
  const values = {
    id,
    channel: 'email',
    recipient: email.to,
    userId: email.userId,
    language: email.language,
    template: email.template,
    subject: email.subject,
    html: email.html,
    text: email.text,
    attachments: email.attachments ?? [],
    dedupeKey: email.dedupeKey ?? null,
    status: isSent ? 'pending' : 'stored',
    createdAt: now,
  };
  // The row and its send job together (a savepoint inside the caller's transaction, when there is one).
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(outboxMessages)
      .values(values)
      .onConflictDoNothing({ target: outboxMessages.dedupeKey })
      .returning({ id: outboxMessages.id });
    if (inserted && isSent) await enqueueJob(tx, deps.clock, sendEmailJob(inserted.id));
    return inserted;
  });
  if (row) return row;
  const [existing] = await deps.db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(eq(outboxMessages.dedupeKey, email.dedupeKey!));
  return existing!;
}
