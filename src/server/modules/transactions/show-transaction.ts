import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../contracts/transactions';
import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import { transactions } from '../../db/schema';
import { toTransactionViews } from './to-transaction-views';
import { actorOf } from './transition-transaction';

/** GET /api/transactions/:id: for its customer and provider only; anyone else gets 404. */
export async function showTransaction(
  deps: Pick<AppDeps, 'db' | 'clock' | 'imageStorage'>,
  viewerId: string,
  id: string,
): Promise<Transaction> {
  const [row] = await deps.db.select().from(transactions).where(eq(transactions.id, id));
  if (!row) throw new AppError('not-found', 'Transaction not found');
  actorOf(row, { userId: viewerId });
  const [view] = await toTransactionViews(deps, [row], viewerId);
  return view!;
}
