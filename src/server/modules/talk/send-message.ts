import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Message } from '../../../contracts/talk';
import { AppError } from '../../../domain/errors';
import { sanitizeText } from '../../../domain/sanitize';
import type { AppDeps } from '../../app';
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
  const now = deps.clock.now();
  const message = {
    id: randomUUID(),
    transactionId: row.id,
    senderId: input.senderId,
    content: sanitizeText(input.content),
    createdAt: now,
  };
  await deps.db.transaction(async (tx) => {
    await tx.insert(transactionMessages).values(message);
    await enqueueJob(
      tx as unknown as Db,
      deps.clock,
      messageEmailJob({
        transactionId: row.id,
        senderId: input.senderId,
        recipientId: otherPartyId,
        at: now,
      }),
    );
  });
  const [view] = await toMessages(deps, [message]);
  return view!;
}
