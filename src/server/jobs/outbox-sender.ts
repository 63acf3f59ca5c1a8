import { eq } from 'drizzle-orm';
import { outboxMessages } from '../db/schema';
import type { JobHandler } from './job-handlers';
import type { JobInput } from './job-queue';

export const sendEmailJobKind = 'send-email';

/** The job that sends one outbox email through SMTP; 8 tries over about 30 hours (1 min … 12 h apart). */
export const sendEmailJob = (messageId: string): JobInput => ({
  kind: sendEmailJobKind,
  payload: { messageId },
  key: `${sendEmailJobKind}:${messageId}`,
  maxAttempts: 8,
});

/**
 * Sends a `pending` outbox email and marks it `sent`. A refusal is written on the row and thrown, so the
 * runner retries the job later; after the last try the email is `failed`. An email that is no longer
 * pending (a job run twice) is not sent again.
 */
export const sendEmail: JobHandler = async (payload, { deps, attempt, isLastAttempt }) => {
  const id = String(payload.messageId);
  const [message] = await deps.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!message || message.status !== 'pending') return;
  try {
    await deps.emailSender.send({
      to: message.recipient,
      subject: message.subject ?? '',
      html: message.html ?? '',
      text: message.text,
      attachments: message.attachments,
    });
  } catch (error) {
    await deps.db
      .update(outboxMessages)
      .set({
        attempts: attempt,
        error: String((error as Error)?.message ?? error).slice(0, 500),
        status: isLastAttempt ? 'failed' : 'pending',
      })
      .where(eq(outboxMessages.id, id));
    throw error;
  }
  await deps.db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: deps.clock.now(), attempts: attempt, error: null })
    .where(eq(outboxMessages.id, id));
};
