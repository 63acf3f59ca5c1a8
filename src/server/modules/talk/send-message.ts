import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Message } from '../../../contracts/talk';
import { AppError } from '../../../domain/errors';
import { sanitizeText } from '../../../domain/sanitize';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { transactionMessages, users } from '../../db/schema';
import { enqueueJob } from '../../jobs/job-queue';
import { toMessages } from './list-messages';
import { messageEmailJob } from './message-email-job';
import { partyTransaction } from './party-transaction';

/**
 * A party writes on a transaction. The other party is emailed in their language, once for the
 * messages of a few minutes (message-email-job.ts). Banned or deleted people cannot be written to.
 */
export async function sendMessage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'imageStorage'>,
  input: { transactionId: string; senderId: string; content: string },
): Promise<Message> {
  const { row, otherPartyId } = await partyTransaction(
    deps.db,
    input.transactionId,
    input.senderId,
  );
  const [other] = await deps.db
    .select({ banned: users.banned, deleted: users.deleted })
    .from(users)
    .where(eq(users.id, otherPartyId));
  if (!other || other.banned || other.deleted) {
    throw new AppError('forbidden', 'This person can no longer receive messages', [
      { code: 'recipient-unavailable' },
    ]);
  }
  const message = await deps.db.transaction((tx) =>
    storeMessage(tx, deps.clock, {
      transactionId: row.id,
      senderId: input.senderId,
      recipientId: otherPartyId,
      content: input.content,
      at: deps.clock.now(),
    }),
  );
  const [view] = await toMessages(deps, [message]);
  return view!;
}

/** Stores a message and its email job in the caller's database transaction. */
export async function storeMessage(
  tx: Db,
  clock: AppDeps['clock'],
  input: {
    transactionId: string;
    senderId: string;
    recipientId: string;
    content: string;
    at: Date;
  },
) {
  const message = {
    id: randomUUID(),
    transactionId: input.transactionId,
    senderId: input.senderId,
    content: sanitizeText(input.content),
    createdAt: input.at,
  };
  await tx.insert(transactionMessages).values(message);
  await enqueueJob(
    tx,
    clock,
    messageEmailJob({
      transactionId: input.transactionId,
      senderId: input.senderId,
      recipientId: input.recipientId,
      at: input.at,
    }),
  );
  return message;
}
