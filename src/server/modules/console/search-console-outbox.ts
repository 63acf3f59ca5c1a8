import { and, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { ConsoleOutboxQuery, ConsoleOutboxResponse } from '../../../contracts/console';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { erasedRecipient } from '../email/erase-old-outbox-messages';
import { toOutboxSummary } from '../email/list-outbox-messages';
import { consolePageSize, containing, pageMeta } from './console-page';

/**
 * The outbox of every channel (email, SMS, WhatsApp, chat alerts, review invitations, ad-pixel
 * events; decision 112), newest first, filtered by channel, status and part of the recipient or
 * template, with each message's text, attempts and last error. Erased messages are not shown.
 */
export async function searchConsoleOutbox(
  deps: { db: Db },
  query: ConsoleOutboxQuery,
): Promise<ConsoleOutboxResponse> {
  const conditions: SQL[] = [ne(outboxMessages.recipient, erasedRecipient)];
  if (query.channel) conditions.push(eq(outboxMessages.channel, query.channel));
  if (query.status) conditions.push(eq(outboxMessages.status, query.status));
  if (query.q)
    conditions.push(
      or(
        ilike(outboxMessages.recipient, containing(query.q)),
        ilike(outboxMessages.template, containing(query.q)),
      )!,
    );
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(consolePageSize)
      .offset((query.page - 1) * consolePageSize),
    deps.db.select({ n: count() }).from(outboxMessages).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      ...toOutboxSummary(row),
      error: row.error,
      attempts: row.attempts,
      text: row.text,
    })),
    meta: pageMeta(query.page, total?.n ?? 0),
  };
}
