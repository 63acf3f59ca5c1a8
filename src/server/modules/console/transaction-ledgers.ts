import { inArray, sql } from 'drizzle-orm';
import type { LedgerTotals } from '../../../contracts/console';
import type { AppDeps } from '../../app-deps';
import { affiliateLedger, operatorTransfers } from '../../db/schema';

type LedgerRow = {
  id: string;
  paymentIntentId: string | null;
  payinTotal: number | null;
  payoutTotal: number | null;
};

export const emptyLedger = (): LedgerTotals => ({
  payin: 0,
  refund: 0,
  operatorPayout: 0,
  affiliateCommission: 0,
  marketplaceCommission: 0,
  difference: 0,
});

/** Adds one ledger to a sum (in place). */
export function addLedger(sum: LedgerTotals, ledger: LedgerTotals): LedgerTotals {
  for (const key of Object.keys(emptyLedger()) as Array<keyof LedgerTotals>)
    sum[key] += ledger[key];
  return sum;
}

/** Provider calls run this many at a time. */
const parallelCalls = 8;

/**
 * The money of each transaction (decision 114), from three independent sources, as in
 * payouts/ledger-report.ts: what the card paid and got back (the payment provider), what reached the
 * operator (our ledger of transfers and reversals) and the affiliate (the affiliate ledger), and the
 * marketplace's share (the stored line items: payin less payout, once captured), less the affiliate's
 * commission, which comes out of it. Money in is positive, money passed on negative; the sum,
 * `difference`, is zero once every movement is made (a payout job not run yet shows there).
 */
export async function transactionLedgers(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  rows: LedgerRow[],
): Promise<Map<string, LedgerTotals>> {
  const ids = rows.map((row) => row.id);
  const result = new Map<string, LedgerTotals>();
  if (ids.length === 0) return result;
  const [moved, earned] = await Promise.all([
    deps.db
      .select({
        id: operatorTransfers.transactionId,
        amount: sql<number>`sum(${operatorTransfers.amount})::int`,
      })
      .from(operatorTransfers)
      .where(inArray(operatorTransfers.transactionId, ids))
      .groupBy(operatorTransfers.transactionId),
    deps.db
      .select({
        id: affiliateLedger.transactionId,
        amount: sql<number>`sum(${affiliateLedger.amount})::int`,
      })
      .from(affiliateLedger)
      .where(inArray(affiliateLedger.transactionId, ids))
      .groupBy(affiliateLedger.transactionId),
  ]);
  const movedOf = new Map(moved.map((r) => [r.id, Number(r.amount)]));
  const earnedOf = new Map(earned.map((r) => [r.id!, Number(r.amount)]));
  for (let i = 0; i < rows.length; i += parallelCalls) {
    await Promise.all(
      rows.slice(i, i + parallelCalls).map(async (row) => {
        const intent = row.paymentIntentId
          ? await deps.payments.retrievePaymentIntent(row.paymentIntentId)
          : null;
        const received = intent?.amountReceived ?? 0;
        const refunded = intent?.amountRefunded ?? 0;
        const gross = received > 0 ? (row.payinTotal ?? 0) - (row.payoutTotal ?? 0) : 0;
        const affiliate = earnedOf.get(row.id) ?? 0;
        const ledger: LedgerTotals = {
          payin: received,
          refund: -refunded,
          operatorPayout: -(movedOf.get(row.id) ?? 0),
          affiliateCommission: -affiliate,
          marketplaceCommission: -(gross - affiliate),
          difference: 0,
        };
        ledger.difference =
          ledger.payin +
          ledger.refund +
          ledger.operatorPayout +
          ledger.affiliateCommission +
          ledger.marketplaceCommission;
        result.set(row.id, ledger);
      }),
    );
  }
  return result;
}
