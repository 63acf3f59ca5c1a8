import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { EmailSender } from '../../integrations/email/email-sender';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';

// Waits before the next try after each failed attempt; after the last one the email is `failed`.
export const retryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 12 * 3600_000];
// A claimed email is not picked again for this long, so two server processes never send it twice.
const leaseMs = 10 * 60_000;

/**
 * Sends the emails that are due through the real sender: each is claimed first (its next attempt
 * pushed past the lease), then marked `sent`, or given a later attempt, or `failed` for good.
 */
export async function sendDueEmails(
  deps: { db: Db; clock: Clock; emailSender: EmailSender },
  limit = 20,
): Promise<{ sent: number; failed: number }> {
  const now = deps.clock.now();
  const due = deps.db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, now)))
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await deps.db
    .update(outboxMessages)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(outboxMessages.id, due))
    .returning();

  let sent = 0;
  let failed = 0;
  for (const message of claimed) {
    try {
      await deps.emailSender.send({
        to: message.recipient,
        subject: message.subject ?? '',
        html: message.html ?? '',
        text: message.text,
        attachments: message.attachments,
      });
      await deps.db
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: deps.clock.now(), attempts: message.attempts + 1, nextAttemptAt: null, error: null })
        .where(eq(outboxMessages.id, message.id));
      sent++;
    } catch (error) {
      failed++;
      const attempts = message.attempts + 1;
      const delay = retryDelaysMs[attempts - 1];
      await deps.db
        .update(outboxMessages)
        .set({
          attempts,
          error: String((error as Error)?.message ?? error).slice(0, 500),
          status: delay === undefined ? 'failed' : 'pending',
          nextAttemptAt: delay === undefined ? null : new Date(deps.clock.now().getTime() + delay),
        })
        .where(eq(outboxMessages.id, message.id));
    }
  }
  return { sent, failed };
}

/** Runs the sender every few seconds until stopped (one run at a time). */
export function startOutboxSender(
  deps: { db: Db; clock: Clock; emailSender: EmailSender; log: (error: unknown) => void },
  intervalMs = 5_000,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => sendDueEmails(deps)).catch(deps.log);
  }, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
