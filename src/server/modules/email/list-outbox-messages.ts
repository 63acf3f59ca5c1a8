import { count, desc } from 'drizzle-orm';
import type { OutboxListResponse, OutboxMessageSummary } from '../../../contracts/outbox';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';

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

/** The newest messages first, a page at a time (the bodies are fetched one by one). */
export async function listOutboxMessages(
  deps: { db: Db },
  query: { page: number; perPage: number },
): Promise<OutboxListResponse> {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    deps.db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    deps.db.select({ total: count() }).from(outboxMessages),
  ]);
  return {
    data: rows.map(toOutboxSummary),
    meta: { page: query.page, perPage: query.perPage, totalItems: total, totalPages: Math.ceil(total / query.perPage) },
  };
}
