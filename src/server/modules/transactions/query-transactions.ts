import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import type {
  TransactionListQuery,
  TransactionListResponse,
} from '../../../contracts/transactions';
import type { AppDeps } from '../../app-deps';
import { transactions } from '../../db/schema';
import { toTransactionViews } from './to-transaction-views';

/** GET /api/transactions: the viewer's orders (as customer) or sales (as provider), last transitioned first. */
export async function queryTransactions(
  deps: Pick<AppDeps, 'db' | 'clock' | 'imageStorage'>,
  viewerId: string,
  query: TransactionListQuery,
): Promise<TransactionListResponse> {
  // An operator hears of a request once its card is confirmed (spec 000 §4): sales leave out the
  // requests still waiting for payment and those whose payment never came.
  const mine =
    query.only === 'order'
      ? eq(transactions.customerId, viewerId)
      : and(
          eq(transactions.providerId, viewerId),
          notInArray(transactions.state, ['pending-payment', 'payment-expired']),
        )!;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(transactions)
      .where(mine)
      .orderBy(desc(transactions.lastTransitionedAt), desc(transactions.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    deps.db.select({ n: count() }).from(transactions).where(mine),
  ]);
  return {
    data: await toTransactionViews(deps, rows, viewerId),
    meta: {
      page: query.page,
      perPage: query.perPage,
      totalItems: total?.n ?? 0,
      totalPages: Math.ceil((total?.n ?? 0) / query.perPage),
    },
  };
}
