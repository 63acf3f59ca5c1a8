import { desc, eq } from 'drizzle-orm';
import type { Earnings } from '../../../contracts/payouts';
import type { AppDeps } from '../../app-deps';
import { operatorTransfers } from '../../db/schema';
import { payoutAccountRowOf } from './refresh-payout-account';

/** The operator's balance (available, pending), their latest payouts and the money moved per booking. */
export async function showEarnings(deps: AppDeps, userId: string): Promise<Earnings> {
  const row = await payoutAccountRowOf(deps, userId);
  const transfers = await deps.db
    .select()
    .from(operatorTransfers)
    .where(eq(operatorTransfers.operatorId, userId))
    .orderBy(desc(operatorTransfers.createdAt))
    .limit(50);
  const balance = row
    ? await deps.payouts.retrieveBalance(row.accountId)
    : { available: [], pending: [] };
  const payouts = row ? await deps.payouts.listPayouts(row.accountId, 20) : [];
  return {
    available: balance.available,
    pending: balance.pending,
    payouts: payouts.map((p) => ({
      id: p.id,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      arrivalDate: p.arrivalDate.toISOString(),
    })),
    transfers: transfers.map((t) => ({
      transactionId: t.transactionId,
      kind: t.kind as 'transfer' | 'reversal',
      amount: t.amount,
      currency: t.currency,
      createdAt: t.createdAt.toISOString(),
    })),
  };
}
