import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { affiliatePayouts, payoutAccounts } from '../../db/schema';
import type { JobHandler } from '../../jobs/job-handler';
import { enqueueJob } from '../../jobs/job-queue';
import { withPaymentsTransaction } from '../../providers/simulator-store';

export const affiliatePayoutJobKind = 'affiliate-payout';

/**
 * Sends one month-end payout through the payouts interface (Stripe Connect when configured, else the
 * Connect simulator): a transfer to the affiliate's payout account, then the row is `paid`. The row is
 * locked while the provider is called and the transfer's idempotency key is the payout's own, so a
 * retry, a second worker or a second queueing never pays twice. Without payout details it stays
 * `pending` (saving them queues it again); a provider failure throws, for the job runner to retry.
 */
export async function payAffiliatePayout(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payouts'>,
  payoutId: string,
  log: (message: string) => void = () => {},
): Promise<'paid' | 'no-payout-details' | 'nothing-to-pay'> {
  return deps.db.transaction(async (tx) => {
    const [payout] = await tx
      .select()
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.id, payoutId))
      .for('update');
    if (!payout || payout.status === 'paid') return 'nothing-to-pay';
    const [account] = await tx
      .select()
      .from(payoutAccounts)
      .where(
        and(
          eq(payoutAccounts.userId, payout.affiliateId),
          eq(payoutAccounts.provider, deps.payouts.kind),
        ),
      );
    if (!account) {
      log(`Affiliate ${payout.affiliateId} has no payout details yet: payout ${payout.id} waits`);
      return 'no-payout-details';
    }
    const transfer = await withPaymentsTransaction(tx, () =>
      deps.payouts.createTransfer({
        accountId: account.accountId,
        amount: payout.amount,
        currency: payout.currency.toLowerCase(),
        transferGroup: `affiliate-payout-${payout.id}`,
        metadata: {
          affiliatePayoutId: payout.id,
          affiliateId: payout.affiliateId,
          month: payout.month,
        },
        idempotencyKey: `affiliate-payout:${payout.id}`,
      }),
    );
    await tx
      .update(affiliatePayouts)
      .set({ status: 'paid', paidAt: deps.clock.now(), providerTransferId: transfer.id })
      .where(eq(affiliatePayouts.id, payout.id));
    return 'paid';
  });
}

/** The job: a failure is retried by the runner; after the last try the payout shows `failed`. */
export const payAffiliatePayoutJob: JobHandler = async (payload, { deps, log, isLastAttempt }) => {
  const payoutId = String(payload.payoutId);
  try {
    await payAffiliatePayout(deps, payoutId, log);
  } catch (error) {
    if (isLastAttempt) {
      await deps.db
        .update(affiliatePayouts)
        .set({ status: 'failed' })
        .where(and(eq(affiliatePayouts.id, payoutId), eq(affiliatePayouts.status, 'pending')));
    }
    throw error;
  }
};

/**
 * Queues a payout job for each unpaid payout (pending or failed), of one affiliate or of everyone:
 * at each month's run, and when an affiliate saves payout details. `reason` makes the job keys of one
 * round unique, so a round runs once however often it is asked for.
 */
export async function queueAffiliatePayouts(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  reason: string,
  affiliateId?: string,
): Promise<number> {
  const unpaid = inArray(affiliatePayouts.status, ['pending', 'failed']);
  const rows = await deps.db
    .select({ id: affiliatePayouts.id })
    .from(affiliatePayouts)
    .where(affiliateId ? and(unpaid, eq(affiliatePayouts.affiliateId, affiliateId)) : unpaid);
  for (const row of rows) {
    await enqueueJob(deps.db, deps.clock, {
      kind: affiliatePayoutJobKind,
      payload: { payoutId: row.id },
      key: `${affiliatePayoutJobKind}:${row.id}:${reason}`,
    });
  }
  return rows.length;
}
