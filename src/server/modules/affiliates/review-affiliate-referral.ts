import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { affiliateReferrals, transactionTransitions } from '../../db/schema';
import { enqueueJobs } from '../../jobs/job-queue';
import { affiliateCommissionJob } from './affiliate-commission-job';

/**
 * A marketplace administrator's answer to a flagged referral (decision 098): approved, it earns its
 * commission (at once when the tour has already taken place, else when it does); refused, it never
 * does. Only a flagged referral can be answered, once.
 */
export async function reviewAffiliateReferral(
  deps: { db: Db; clock: Clock },
  input: { transactionId: string; decision: 'approved' | 'refused' },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [answered] = await tx
      .update(affiliateReferrals)
      .set({ review: input.decision })
      .where(
        and(
          eq(affiliateReferrals.transactionId, input.transactionId),
          eq(affiliateReferrals.review, 'flagged'),
        ),
      )
      .returning({ transactionId: affiliateReferrals.transactionId });
    if (!answered)
      throw new AppError('not-found', 'No referral of this booking waits for review', [
        { code: 'referral-not-flagged', transactionId: input.transactionId },
      ]);
    if (input.decision !== 'approved') return;
    const [completed] = await tx
      .select({ id: transactionTransitions.id })
      .from(transactionTransitions)
      .where(
        and(
          eq(transactionTransitions.transactionId, input.transactionId),
          eq(transactionTransitions.transition, 'complete'),
        ),
      );
    // The tour took place while the referral waited: its commission job runs now (once: keyed by the record).
    if (completed)
      await enqueueJobs(tx, deps.clock, [
        affiliateCommissionJob({
          transactionId: input.transactionId,
          transition: 'complete',
          recordId: `${completed.id}:approved`,
        }),
      ]);
  });
}
