import { eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';

export type PartyRole = 'customer' | 'provider';

/** A transaction read by one of its parties, with their role and the other party; for anyone else it does not exist. */
export async function partyTransaction(db: Db, transactionId: string, userId: string) {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, transactionId));
  const role: PartyRole | null =
    row?.customerId === userId ? 'customer' : row?.providerId === userId ? 'provider' : null;
  if (!row || !role) throw new AppError('not-found', 'Transaction not found');
  return { row, role, otherPartyId: role === 'customer' ? row.providerId : row.customerId };
}
