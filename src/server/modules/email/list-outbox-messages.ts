import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { OutboxListResponse, OutboxMessageSummary } from '../../../contracts/outbox';
import type { OutboxChannel } from '../../../domain/outbox-channels';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { erasedRecipient } from './erase-old-outbox-messages';

type OutboxRow = typeof outboxMessages.$inferSelect;

export const toOutboxSummary = (row: OutboxRow): OutboxMessageSummary => ({
  id: row.id,
  channel: row.channel as OutboxMessageSummary['channel'],
  recipient: row.recipient,
  language: row.language,
  template: row.template,
  subject: row.subject,
  status: row.status as OutboxMessageSummary['status'],
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/**
 * The newest messages first, of every channel or one, a page at a time (bodies are fetched one by one).
 * Messages erased by the retention (only their dedupe key left) are not shown.
 */
export async function listOutboxMessages(
  deps: { db: Db },
  query: { page: number; perPage: number; channel?: OutboxChannel },
): Promise<OutboxListResponse> {
  const where = and(
    ne(outboxMessages.recipient, erasedRecipient),
    query.channel ? eq(outboxMessages.channel, query.channel) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    deps.db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    deps.db.select({ total: count() }).from(outboxMessages).where(where),
  ]);
  return {
    data: rows.map(toOutboxSummary),
    meta: {
      page: query.page,
      perPage: query.perPage,
      totalItems: total,
      totalPages: Math.ceil(total / query.perPage),
    },
  };
}
