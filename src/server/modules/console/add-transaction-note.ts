import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ConsoleNote } from '../../../contracts/console';
import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import { consoleNotes, transactions } from '../../db/schema';
import { recordAudit, type AuditActor } from './record-audit';

/**
 * An administrator's internal note on a transaction (decision 111): kept for the other
 * administrators, never shown to the parties; written with its audit entry in one transaction.
 */
export async function addTransactionNote(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: AuditActor,
  transactionId: string,
  body: string,
): Promise<ConsoleNote> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.id, transactionId));
    if (!row) throw new AppError('not-found', 'No such transaction');
    const note = {
      id: randomUUID(),
      targetType: 'transaction',
      targetId: transactionId,
      authorId: actor.id,
      authorLabel: actor.label,
      body,
      createdAt: deps.clock.now(),
    };
    await tx.insert(consoleNotes).values(note);
    await recordAudit(tx, deps.clock, actor, {
      action: 'note-transaction',
      targetType: 'transaction',
      targetId: transactionId,
      after: { noteId: note.id, body },
    });
    return {
      id: note.id,
      body,
      authorId: actor.id,
      authorLabel: actor.label,
      createdAt: note.createdAt.toISOString(),
    };
  });
}
