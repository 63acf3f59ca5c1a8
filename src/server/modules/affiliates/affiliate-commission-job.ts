import { eq } from 'drizzle-orm';
import { isTransitionName, transitionDef } from '../../../domain/booking-process';
import { refundAmount, type CancelTransition } from '../../../domain/refund-policy';
import { listings, transactions, type StoredLineItem } from '../../db/schema';
import type { JobHandler } from '../../jobs/job-handler';
import type { JobInput } from '../../jobs/job-queue';
import { refuseReferralPaidByAffiliate } from './refuse-referral-paid-by-affiliate';
import {
  accrueAffiliateCommission,
  reverseAffiliateCommission,
} from './accrue-affiliate-commission';

export const affiliateCommissionJobKind = 'affiliate-commission';

/**
 * The job the engine queues with each transition record (beside `transaction-transitioned`, in the
 * same db transaction): once per record.
 */
export const affiliateCommissionJob = (event: {
  transactionId: string;
  transition: string;
  recordId: string;
}): JobInput => ({
  kind: affiliateCommissionJobKind,
  payload: { transactionId: event.transactionId, transition: event.transition },
  key: `${affiliateCommissionJobKind}:${event.recordId}`,
});

/** The booking's value (decision 047): the traveller's lines after discount, without the booking fee. */
export const commissionBaseOf = (lineItems: readonly StoredLineItem[]): number =>
  lineItems
    .filter(
      (line) =>
        !line.reversal &&
        line.includeFor.includes('customer') &&
        line.code !== 'line-item/customer-commission',
    )
    .reduce((total, line) => total + line.lineTotal.amount, 0);

/**
 * A transition that completes the tour (complete) accrues the referring affiliate's commission, so a
 * commission is never paid for a tour that did not take place (decision 098); one that refunds the
 * payment (a cancellation) reverses a commission accrued before, in proportion to the refund (bookings
 * accrued at acceptance, before decision 098). Others change nothing.
 */
export const runAffiliateCommission: JobHandler = async (payload, { deps }) => {
  const transition = payload.transition;
  if (!isTransitionName(transition)) return;
  const effects = transitionDef(transition).effects;
  const isEarned = effects.includes('earn-commission');
  const isRefund = effects.includes('refund-payment');
  if (!isEarned && !isRefund) return;
  const [row] = await deps.db
    .select({ transaction: transactions, listing: listings.publicData })
    .from(transactions)
    .innerJoin(listings, eq(listings.id, transactions.listingId))
    .where(eq(transactions.id, String(payload.transactionId)));
  if (!row) return;
  const { transaction } = row;
  const value = commissionBaseOf(transaction.lineItems);
  const transactionId = transaction.id;
  if (isEarned) {
    if (await refuseReferralPaidByAffiliate(deps, transactionId)) return;
    const isSeasonalTour = (row.listing.categories ?? []).includes('seasonaltours');
    await accrueAffiliateCommission(deps, { transactionId, value, isSeasonalTour });
    return;
  }
  // payinTotal after a refund is the reversed total; the original is the lines' own.
  const paid = transaction.lineItems
    .filter((line) => !line.reversal && line.includeFor.includes('customer'))
    .reduce((total, line) => total + line.lineTotal.amount, 0);
  const refunded = refundAmount(transition as CancelTransition, paid);
  await reverseAffiliateCommission(deps, {
    transactionId,
    refunded: paid > 0 ? Math.round((value * refunded) / paid) : 0,
  });
};
