import { and, asc, gte, isNotNull, lt } from 'drizzle-orm';
import type { ConsoleLedger, ConsoleLedgerQuery } from '../../../contracts/console';
import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import { transactions } from '../../db/schema';
import { addLedger, emptyLedger, transactionLedgers } from './transaction-ledgers';

/** The longest range one ledger covers, and the most card transactions it reads. */
const maxDays = 366;
export const maxLedgerTransactions = 5000;

/**
 * The marketplace's ledger per day or month (UTC) of the card transactions made in [from, to)
 * (decision 114): each period's payins, refunds, operator payouts, affiliate and marketplace
 * commissions, and their sum, which is zero when the period's money is all where it belongs.
 */
export async function queryConsoleLedger(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  query: ConsoleLedgerQuery,
): Promise<ConsoleLedger> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (!(to > from) || to.getTime() - from.getTime() > maxDays * 86_400_000)
    throw new AppError('validation-invalid-params', `A range of 1 to ${maxDays} days`, [
      { path: 'to', code: 'range-invalid' },
    ]);
  const rows = await deps.db
    .select({
      id: transactions.id,
      paymentIntentId: transactions.paymentIntentId,
      payinTotal: transactions.payinTotal,
      payoutTotal: transactions.payoutTotal,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .where(
      and(
        isNotNull(transactions.paymentIntentId),
        gte(transactions.createdAt, from),
        lt(transactions.createdAt, to),
      ),
    )
    .orderBy(asc(transactions.createdAt))
    .limit(maxLedgerTransactions + 1);
  if (rows.length > maxLedgerTransactions)
    throw new AppError('validation-invalid-params', 'Too many transactions: narrow the range', [
      { path: 'from', code: 'too-many-transactions' },
    ]);
  const ledgers = await transactionLedgers(deps, rows);
  const periods = new Map<string, ReturnType<typeof emptyLedger> & { transactions: number }>();
  const totals = { ...emptyLedger(), transactions: 0 };
  for (const row of rows) {
    const period = row.createdAt.toISOString().slice(0, query.period === 'day' ? 10 : 7);
    const sum = periods.get(period) ?? { ...emptyLedger(), transactions: 0 };
    const ledger = ledgers.get(row.id)!;
    addLedger(sum, ledger);
    sum.transactions += 1;
    periods.set(period, sum);
    addLedger(totals, ledger);
    totals.transactions += 1;
  }
  return {
    rows: [...periods.entries()].map(([period, sum]) => ({ period, ...sum })),
    totals,
  };
}
