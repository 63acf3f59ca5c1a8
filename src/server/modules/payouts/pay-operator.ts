import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { operatorTransfers, payoutAccounts, transactions } from '../../db/schema';
import type { JobHandler } from '../../jobs/job-handler';
import { enqueueJob } from '../../jobs/job-queue';
import { withPaymentsTransaction } from '../../providers/simulator-store';

/** The job kind the booking engine enqueues after a transition that captured or refunded a payment. */
export const operatorPayoutJob = 'operator-payout';

/**
 * What the operator should hold for a booking: its payout total once the payment is captured, nothing
 * before. After a refund the engine's reversed line items bring payoutTotal down in proportion.
 */
async function operatorShare(deps: AppDeps, row: typeof transactions.$inferSelect) {
  if (!row.paymentIntentId || !row.payoutTotal) return 0;
  const intent = await deps.payments.retrievePaymentIntent(row.paymentIntentId);
  return intent.amountReceived > 0 ? row.payoutTotal : 0;
}

/**
 * Brings the money moved to the operator for one booking to their share: a transfer for what is
 * missing, reversals (newest transfer first) for what is too much. Safe to run again at any time: it
 * compares with our ledger, and every provider call's idempotency key is derived from the ledger's
 * state, so a retry after a crash reuses the same key and never moves money twice.
 */
export async function payOperator(
  deps: AppDeps,
  transactionId: string,
  log: (message: string) => void = () => {},
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(transactions)
      .where(eq(transactions.id, transactionId))
      .for('update');
    if (!row) return;
    await withPaymentsTransaction(tx, async () => {
      const share = await operatorShare(deps, row);
      const ledger = await tx
        .select()
        .from(operatorTransfers)
        .where(eq(operatorTransfers.transactionId, transactionId))
        .orderBy(asc(operatorTransfers.createdAt));
      const moved = ledger.reduce((sum, entry) => sum + entry.amount, 0);
      const record = (kind: 'transfer' | 'reversal', amount: number, providerTransferId: string) =>
        tx.insert(operatorTransfers).values({
          id: randomUUID(),
          transactionId,
          operatorId: row.providerId,
          kind,
          amount,
          currency: row.currency,
          providerTransferId,
          createdAt: deps.clock.now(),
        });

      if (share > moved) {
        const [account] = await tx
          .select()
          .from(payoutAccounts)
          .where(
            and(
              eq(payoutAccounts.userId, row.providerId),
              eq(payoutAccounts.provider, deps.payouts.kind),
            ),
          );
        // Operators marked bookable without an account (older data): saving payout details later
        // queues this job again for each of their bookings.
        if (!account) return log(`Operator ${row.providerId} has no payout account yet`);
        const transfer = await deps.payouts.createTransfer({
          accountId: account.accountId,
          amount: share - moved,
          currency: row.currency,
          transferGroup: `booking-${transactionId}`,
          metadata: { transactionId },
          idempotencyKey: `operator-payout:${transactionId}:transfer:${moved}`,
        });
        await record('transfer', share - moved, transfer.id);
        return;
      }

      let toReverse = moved - share;
      for (const entry of [...ledger].reverse()) {
        if (toReverse <= 0) break;
        if (entry.kind !== 'transfer') continue;
        const left =
          entry.amount +
          ledger
            .filter(
              (e) => e.kind === 'reversal' && e.providerTransferId === entry.providerTransferId,
            )
            .reduce((sum, e) => sum + e.amount, 0);
        const amount = Math.min(left, toReverse);
        if (amount <= 0) continue;
        await deps.payouts.reverseTransfer(
          entry.providerTransferId,
          amount,
          `operator-payout:${transactionId}:reversal:${moved}:${entry.providerTransferId}`,
        );
        await record('reversal', -amount, entry.providerTransferId);
        toReverse -= amount;
      }
    });
  });
}

export const payOperatorJob: JobHandler = async (payload, { deps, log }) => {
  await payOperator(deps, String(payload.transactionId), log);
};

/** Queues the payout job of each of the operator's card bookings (after they saved payout details). */
export async function queueOperatorPayouts(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  operatorId: string,
): Promise<void> {
  const rows = await deps.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.providerId, operatorId), isNotNull(transactions.paymentIntentId)));
  for (const row of rows) {
    await enqueueJob(deps.db, deps.clock, {
      kind: operatorPayoutJob,
      payload: { transactionId: row.id },
      key: `payout-details-saved:${row.id}`,
    });
  }
}
