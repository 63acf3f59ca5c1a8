import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxMessages, users } from '../db/schema';
import type { JobHandler } from './job-handler';
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
    if (isLastAttempt && (await isErasedForDeletedUser(deps.db, id))) throw error;
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
  if (await isErasedForDeletedUser(deps.db, id)) return;
  await deps.db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: deps.clock.now(), attempts: attempt, error: null })
    .where(eq(outboxMessages.id, id));
};

/**
 * A deleted user's email (the deletion's confirmation, to their old address) is not kept once it has
 * gone or finally failed (docs/decisions/074-account-deletion.md): erased, it is true when it was one.
 */
async function isErasedForDeletedUser(db: Db, id: string): Promise<boolean> {
  const erased = await db
    .delete(outboxMessages)
    .where(
      and(
        eq(outboxMessages.id, id),
        sql`exists (select 1 from ${users} where ${users.id} = ${outboxMessages.userId} and ${users.deleted})`,
      ),
    )
    .returning({ id: outboxMessages.id });
  return erased.length > 0;
}
