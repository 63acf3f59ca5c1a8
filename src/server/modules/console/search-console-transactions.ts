import { desc } from 'drizzle-orm';
import type {
  ConsoleTransactionsQuery,
  ConsoleTransactionsResponse,
} from '../../../contracts/console';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';
import { consolePageSize, pageMeta } from './console-page';
import {
  countConsoleTransactions,
  selectConsoleTransactions,
  toConsoleTransaction,
  transactionFilters,
} from './to-console-transaction';

/** Every transaction, filtered by state, dates, listing, operator, customer and amount; newest first. */
export async function searchConsoleTransactions(
  deps: { db: Db },
  query: ConsoleTransactionsQuery,
): Promise<ConsoleTransactionsResponse> {
  const where = transactionFilters(query);
  const [rows, [total]] = await Promise.all([
    selectConsoleTransactions(deps.db, where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(consolePageSize)
      .offset((query.page - 1) * consolePageSize),
    countConsoleTransactions(deps.db, where),
  ]);
  return { data: rows.map(toConsoleTransaction), meta: pageMeta(query.page, total?.n ?? 0) };
}
