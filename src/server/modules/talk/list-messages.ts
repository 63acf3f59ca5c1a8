import { count, desc, eq } from 'drizzle-orm';
import type { Message, MessageListResponse } from '../../../contracts/talk';
import type { AppDeps } from '../../app-deps';
import { transactionMessages } from '../../db/schema';
import { loadPublicAuthors } from '../listings/to-public-listing';
import { partyTransaction } from './party-transaction';

type MessageRow = typeof transactionMessages.$inferSelect;

/** Shapes messages with their senders' public views. */
export async function toMessages(
  deps: Pick<AppDeps, 'db' | 'imageStorage'>,
  rows: MessageRow[],
): Promise<Message[]> {
  const senders = await loadPublicAuthors(
    deps.db,
    deps.imageStorage,
    rows.map((r) => r.senderId),
  );
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    content: r.content,
    sender: senders.get(r.senderId)!,
  }));
}

/** The messages of a transaction for one of its parties, newest first (page 2 is older), 100 a page. */
export async function listMessages(
  deps: Pick<AppDeps, 'db' | 'imageStorage'>,
  input: { transactionId: string; viewerId: string; page: number; perPage: number },
): Promise<MessageListResponse> {
  await partyTransaction(deps.db, input.transactionId, input.viewerId);
  const ofTransaction = eq(transactionMessages.transactionId, input.transactionId);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(transactionMessages)
      .where(ofTransaction)
      .orderBy(desc(transactionMessages.createdAt), desc(transactionMessages.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    deps.db.select({ n: count() }).from(transactionMessages).where(ofTransaction),
  ]);
  const totalItems = total?.n ?? 0;
  return {
    data: await toMessages(deps, rows),
    meta: {
      page: input.page,
      perPage: input.perPage,
      totalItems,
      totalPages: Math.ceil(totalItems / input.perPage),
    },
  };
}
