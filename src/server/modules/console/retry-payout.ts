import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import { affiliatePayouts, transactions } from '../../db/schema';
import { enqueueJob } from '../../jobs/job-queue';
import { affiliatePayoutJobKind } from '../affiliates/pay-affiliate-payout';
import { operatorPayoutJob } from '../payouts/pay-operator';
import { recordAudit, type AuditActor } from './record-audit';

/**
 * Pays again (decision 114): a new payout job now, keyed by this request so it runs once. An
 * operator's payout job brings what they hold for the booking to their share, so running it again
 * never pays twice; an affiliate's payout goes back to `pending` and its job pays it unless it was
 * paid meanwhile. A paid affiliate payout is `console-conflict`.
 */
export async function retryPayout(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: AuditActor,
  kind: 'operator' | 'affiliate',
  id: string,
  reason: string | undefined,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (kind === 'operator') {
      const [row] = await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(eq(transactions.id, id));
      if (!row) throw new AppError('not-found', 'No such booking');
      await enqueueJob(tx, deps.clock, {
        kind: operatorPayoutJob,
        payload: { transactionId: id },
        key: `console-retry:${operatorPayoutJob}:${id}:${now.getTime()}`,
      });
    } else {
      const [payout] = await tx
        .select()
        .from(affiliatePayouts)
        .where(eq(affiliatePayouts.id, id))
        .for('update');
      if (!payout) throw new AppError('not-found', 'No such payout');
      if (payout.status === 'paid')
        throw new AppError('console-conflict', 'The payout has been paid');
      await tx
        .update(affiliatePayouts)
        .set({ status: 'pending' })
        .where(and(eq(affiliatePayouts.id, id), eq(affiliatePayouts.status, payout.status)));
      await enqueueJob(tx, deps.clock, {
        kind: affiliatePayoutJobKind,
        payload: { payoutId: id },
        key: `${affiliatePayoutJobKind}:${id}:console-${now.getTime()}`,
      });
    }
    await recordAudit(tx, deps.clock, actor, {
      action: kind === 'operator' ? 'retry-operator-payout' : 'retry-affiliate-payout',
      targetType: kind === 'operator' ? 'transaction' : 'payout',
      targetId: id,
      after: { queued: true },
      reason,
    });
  });
}
