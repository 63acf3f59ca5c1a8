import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Payments } from '../../../integrations/payments/payments';
import type { Db } from '../../db/client';
import { affiliateReferrals, paymentCustomers, transactions } from '../../db/schema';

// The affiliate's own bookings looked at for their cards: the latest few are enough to catch a card.
const ownBookingsRead = 20;

const fingerprintOfIntent = async (payments: Payments, paymentIntentId: string) => {
  const { paymentMethodId } = await payments.retrievePaymentIntent(paymentIntentId);
  return paymentMethodId ? payments.cardFingerprint(paymentMethodId) : null;
};

/**
 * A referred booking paid with a card the affiliate uses (saved on their account, or paid their own
 * bookings with) is the affiliate's own: its referral is refused (decision 098). Runs in the
 * commission job, after the tour and outside any lock, as it asks the payment provider. Returns
 * whether the referral was refused.
 */
export async function refuseReferralPaidByAffiliate(
  deps: { db: Db; payments: Payments },
  transactionId: string,
): Promise<boolean> {
  const [row] = await deps.db
    .select({
      affiliateId: affiliateReferrals.affiliateId,
      review: affiliateReferrals.review,
      reasons: affiliateReferrals.reviewReasons,
      paymentIntentId: transactions.paymentIntentId,
    })
    .from(affiliateReferrals)
    .innerJoin(transactions, eq(transactions.id, affiliateReferrals.transactionId))
    .where(eq(affiliateReferrals.transactionId, transactionId));
  if (!row?.paymentIntentId || row.review === 'refused' || row.review === 'approved') return false;
  const fingerprint = await fingerprintOfIntent(deps.payments, row.paymentIntentId);
  if (!fingerprint) return false;

  const affiliateFingerprints = new Set<string>();
  const customers = await deps.db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, row.affiliateId));
  for (const { customerId } of customers)
    for (const card of await deps.payments.listSavedCards(customerId))
      if (card.fingerprint) affiliateFingerprints.add(card.fingerprint);
  const ownBookings = await deps.db
    .select({ paymentIntentId: transactions.paymentIntentId })
    .from(transactions)
    .where(
      and(eq(transactions.customerId, row.affiliateId), isNotNull(transactions.paymentIntentId)),
    )
    .orderBy(desc(transactions.createdAt))
    .limit(ownBookingsRead);
  for (const { paymentIntentId } of ownBookings) {
    if (affiliateFingerprints.has(fingerprint)) break;
    const own = await fingerprintOfIntent(deps.payments, paymentIntentId!);
    if (own) affiliateFingerprints.add(own);
  }
  if (!affiliateFingerprints.has(fingerprint)) return false;
  await deps.db
    .update(affiliateReferrals)
    .set({ review: 'refused', reviewReasons: [...new Set([...row.reasons, 'own-card' as const])] })
    .where(eq(affiliateReferrals.transactionId, transactionId));
  return true;
}
