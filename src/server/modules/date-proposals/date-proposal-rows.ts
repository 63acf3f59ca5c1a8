// The proposals of a booking, read and closed inside the engine's database transaction (decision 143).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { isProposalOpen, type ProposalOutcome } from '../../../domain/date-proposal';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { dateProposals } from '../../db/schema';

export type DateProposalRow = typeof dateProposals.$inferSelect;

/** The booking's unanswered proposal; one past its expiry is closed as lapsed on the way. */
export async function openProposalOf(
  tx: Db,
  transactionId: string,
  now: Date,
): Promise<DateProposalRow | null> {
  const [row] = await tx
    .select()
    .from(dateProposals)
    .where(and(eq(dateProposals.transactionId, transactionId), isNull(dateProposals.outcome)));
  if (!row) return null;
  if (isProposalOpen(row, now)) return row;
  await closeProposal(tx, row.id, 'lapsed', row.expiresAt);
  return null;
}

export const closeProposal = (tx: Db, id: string, outcome: ProposalOutcome, at: Date) =>
  tx
    .update(dateProposals)
    .set({ outcome, closedAt: at })
    .where(and(eq(dateProposals.id, id), isNull(dateProposals.outcome)));

/** The proposal a traveller answers or its operator withdraws: open, or a coded refusal. */
export async function answerableProposal(
  tx: Db,
  transactionId: string,
  proposalId: string,
  now: Date,
): Promise<DateProposalRow> {
  const open = await openProposalOf(tx, transactionId, now);
  if (open?.id === proposalId) return open;
  const [known] = await tx
    .select({ id: dateProposals.id })
    .from(dateProposals)
    .where(and(eq(dateProposals.id, proposalId), eq(dateProposals.transactionId, transactionId)));
  if (!known) throw new AppError('not-found', 'Date proposal not found');
  throw new AppError('transition-reschedule-error', 'The proposal is no longer open', [
    { code: 'proposal-closed' },
  ]);
}

/** Every proposal of the transactions, oldest first (the activity feed). */
export const proposalsOf = (db: Db, transactionIds: string[]) =>
  db
    .select()
    .from(dateProposals)
    .where(inArray(dateProposals.transactionId, transactionIds))
    .orderBy(asc(dateProposals.createdAt));
