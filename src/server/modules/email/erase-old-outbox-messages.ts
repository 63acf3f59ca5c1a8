import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { jobs, outboxMessages } from '../../db/schema';
import { sendEmailJobKind } from '../../jobs/outbox-sender';

/** The recipient of a message whose personal content was erased; the outbox views skip such rows. */
export const erasedRecipient = '';

/** Statuses nothing changes any more: delivered, finally failed, or kept as the local delivery. */
const finalStatuses = ['sent', 'failed', 'stored'];
const batchSize = 500;

/**
 * The retention of the outbox (docs/decisions/079-outbox-retention.md): a final message older than
 * `retentionDays` (from when it went, else from when it was written) is deleted; one with a dedupe key
 * keeps its row and key, so a retried sender still finds it and sends nothing twice, but loses its
 * recipient, user, subject, bodies, attachments and error. A pending message is left to its sender,
 * unless that send job has stopped for good without marking it (its worker died on the last try): then
 * it is failed, and goes as the failed ones do.
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
  // Every pending email has its send job, written with it (queue-email.ts).
  const sendJobKey = sql`${`${sendEmailJobKind}:`} || ${outboxMessages.id}::text`;
  await deps.db
    .update(outboxMessages)
    .set({
      status: 'failed',
      error: sql`coalesce(${outboxMessages.error}, 'The send job stopped')`,
    })
    .where(
      and(
        eq(outboxMessages.status, 'pending'),
        lt(outboxMessages.createdAt, cutoff),
        sql`exists (select 1 from ${jobs} where ${jobs.key} = ${sendJobKey} and ${jobs.state} = 'failed')`,
      ),
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
