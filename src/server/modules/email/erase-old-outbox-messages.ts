import { and, asc, inArray, isNotNull, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';

/** The recipient of a message whose personal content was erased; the outbox views skip such rows. */
export const erasedRecipient = '';

/** Statuses nothing changes any more: delivered, finally failed, or kept as the local delivery. */
const finalStatuses = ['sent', 'failed', 'stored'];
const batchSize = 500;

/**
 * The retention of the outbox (docs/decisions/079-outbox-retention.md): a final message older than
 * `retentionDays` (from when it went, else from when it was written) is deleted; one with a dedupe key
 * keeps its row and key, so a retried sender still finds it and sends nothing twice, but loses its
 * recipient, user, subject, bodies, attachments and error. Pending messages are never touched.
 * Batches lock their rows with SKIP LOCKED, so two runs at once share the work. Idempotent.
 */
export async function eraseOldOutboxMessages(
  deps: { db: Db; clock: Clock },
  retentionDays: number,
): Promise<{ deleted: number; erased: number }> {
  const cutoff = new Date(deps.clock.now().getTime() - retentionDays * 86_400_000);
  const isExpired = and(
    inArray(outboxMessages.status, finalStatuses),
    // sentAt is never before createdAt: the first condition lets the created_at index narrow the scan.
    lt(outboxMessages.createdAt, cutoff),
    or(isNull(outboxMessages.sentAt), lt(outboxMessages.sentAt, cutoff)),
    ne(outboxMessages.recipient, erasedRecipient),
  );
  const batchOf = (where: SQL | undefined) =>
    deps.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(where)
      .orderBy(asc(outboxMessages.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });

  let deleted = 0;
  for (;;) {
    const rows = await deps.db
      .delete(outboxMessages)
      .where(inArray(outboxMessages.id, batchOf(and(isExpired, isNull(outboxMessages.dedupeKey)))))
      .returning({ id: outboxMessages.id });
    deleted += rows.length;
    if (rows.length < batchSize) break;
  }
  let erased = 0;
  for (;;) {
    const rows = await deps.db
      .update(outboxMessages)
      .set({
        recipient: erasedRecipient,
        userId: null,
        subject: null,
        html: null,
        text: '',
        attachments: [],
        error: null,
      })
      .where(
        inArray(outboxMessages.id, batchOf(and(isExpired, isNotNull(outboxMessages.dedupeKey)))),
      )
      .returning({ id: outboxMessages.id });
    erased += rows.length;
    if (rows.length < batchSize) break;
  }
  return { deleted, erased };
}
