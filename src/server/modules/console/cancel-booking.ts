import { eq } from 'drizzle-orm';
import type { ConsoleTransaction } from '../../../contracts/console';
import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import { transactions } from '../../db/schema';
import {
  applyTransition,
  lockTransaction,
  runInTransaction,
} from '../transactions/transition-transaction';
import { recordAudit, type AuditActor } from './record-audit';
import { loadConsoleTransaction } from './to-console-transaction';

/**
 * Cancels an accepted booking as the marketplace (the process's `operator` actor, spec 000 §3): the
 * seats are released and the customer's payment refunded in full, through the booking engine, with
 * the audit entry in the engine's own transaction. Both parties are notified as for any
 * cancellation, and both read the reason. Any other state is `transaction-invalid-transition` (409), and nothing changes.
 */
export async function cancelBooking(
  deps: AppDeps,
  actor: AuditActor,
  id: string,
  reason: string,
): Promise<ConsoleTransaction> {
  await runInTransaction(deps, false, async (tx) => {
    const row = await lockTransaction(tx, id);
    if (!row) throw new AppError('not-found', 'No such transaction');
    const { row: after } = await applyTransition(tx, deps, row, {
      transition: 'cancel',
      actor: 'operator',
      params: {},
      isSpeculative: false,
    });
    // Both parties read it: on the transaction's page and in the cancellation emails (decision 111).
    await tx.update(transactions).set({ cancelReason: reason }).where(eq(transactions.id, id));
    await recordAudit(tx, deps.clock, actor, {
      action: 'cancel-booking',
      targetType: 'transaction',
      targetId: id,
      before: { state: row.state, payinTotal: row.payinTotal },
      after: { state: after.state, refunded: row.payinTotal },
      reason,
    });
  });
  return (await loadConsoleTransaction(deps.db, id))!;
}
