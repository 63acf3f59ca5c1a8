import { and, eq, ne } from 'drizzle-orm';
import type { OutboxMessage } from '../../../contracts/outbox';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { erasedRecipient } from './erase-old-outbox-messages';
import { toOutboxSummary } from './list-outbox-messages';

export async function showOutboxMessage(deps: { db: Db }, id: string): Promise<OutboxMessage> {
  const [row] = await deps.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), ne(outboxMessages.recipient, erasedRecipient)));
  if (!row) throw new AppError('not-found', 'No such message');
  return {
    ...toOutboxSummary(row),
    html: row.html,
    text: row.text,
    attachments: row.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
  };
}

/** One file of a stored email, to download. */
export async function showOutboxAttachment(deps: { db: Db }, id: string, index: number) {
  const [row] = await deps.db
    .select({ attachments: outboxMessages.attachments })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id));
  const attachment = row?.attachments[index];
  if (!attachment) throw new AppError('not-found', 'No such attachment');
  return attachment;
}
