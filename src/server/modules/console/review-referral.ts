import type { AppDeps } from '../../app-deps';
import { reviewAffiliateReferral } from '../affiliates/review-affiliate-referral';
import { recordAudit, type AuditActor } from './record-audit';

/**
 * Releases (approved: it earns its commission) or holds for good (refused: it never does) an
 * affiliate commission under review (decision 098), through the affiliates' own use case, with the
 * audit entry in the same transaction. A referral not flagged (any more) is `not-found`
 * (`referral-not-flagged`), and nothing is written.
 */
export async function reviewReferral(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: AuditActor,
  transactionId: string,
  decision: 'approved' | 'refused',
  reason: string | undefined,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await reviewAffiliateReferral(
      { db: tx, clock: deps.clock },
      {
        transactionId,
        decision,
      },
    );
    await recordAudit(tx, deps.clock, actor, {
      action: decision === 'approved' ? 'approve-referral' : 'refuse-referral',
      targetType: 'transaction',
      targetId: transactionId,
      before: { review: 'flagged' },
      after: { review: decision },
      reason,
    });
  });
}
