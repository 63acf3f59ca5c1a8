import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { operatorTransfers, transactions } from '../../db/schema';

export type Ledger = {
  /** Captured from travellers' cards (the payment provider's figure). */
  payins: number;
  /** Given back to travellers (the payment provider's figure). */
  refunds: number;
  /** Moved to operators, net of reversals (our ledger of transfers). */
  payouts: number;
  /** The marketplace's share: payin less payout totals of the bookings' line items, once captured. */
  commissions: number;
  /** payins − refunds − payouts − commissions: zero when every booking's money is accounted for. */
  difference: number;
};

/**
 * The money of card bookings, from three independent sources (payment provider, transfers ledger,
 * line items), for one operator or the whole marketplace (EUR; bookings are in EUR). Bookings whose
 * operator-payout job has not run yet show up as a difference.
 */
export async function ledgerReport(
  deps: AppDeps,
  filter: { operatorId?: string } = {},
): Promise<Ledger> {
  const rows = await deps.db
    .select({
      id: transactions.id,
      paymentIntentId: transactions.paymentIntentId,
      payinTotal: transactions.payinTotal,
      payoutTotal: transactions.payoutTotal,
    })
    .from(transactions)
    .where(
      and(
        isNotNull(transactions.paymentIntentId),
        filter.operatorId ? eq(transactions.providerId, filter.operatorId) : undefined,
      ),
    );
  const movedRows = await deps.db
    .select({
      transactionId: operatorTransfers.transactionId,
      moved: sql<number>`sum(${operatorTransfers.amount})::int`,
    })
    .from(operatorTransfers)
    .where(filter.operatorId ? eq(operatorTransfers.operatorId, filter.operatorId) : undefined)
    .groupBy(operatorTransfers.transactionId);
  const movedOf = new Map(movedRows.map((r) => [r.transactionId, Number(r.moved)]));
  const ledger = { payins: 0, refunds: 0, payouts: 0, commissions: 0 };
  for (const row of rows) {
    const intent = await deps.payments.retrievePaymentIntent(row.paymentIntentId!);
    ledger.payins += intent.amountReceived;
    ledger.refunds += intent.amountRefunded;
    ledger.payouts += movedOf.get(row.id) ?? 0;
    if (intent.amountReceived > 0)
      ledger.commissions += (row.payinTotal ?? 0) - (row.payoutTotal ?? 0);
  }
  return {
    ...ledger,
    difference: ledger.payins - ledger.refunds - ledger.payouts - ledger.commissions,
  };
}
