import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import {
  affiliateCommission,
  commissionReversal,
  isAffiliateTier,
} from '../../../domain/affiliates';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { affiliateLedger, affiliateReferrals, affiliates, users } from '../../db/schema';

export type LedgerEntry = typeof affiliateLedger.$inferSelect;

/**
 * A referred booking's tour took place: its affiliate earns the current tier's rate of the booking's
 * value (cents; decision 047 says which value). Once per booking, however often it runs; nothing for
 * a booking nobody referred, a referral flagged or refused (decision 098), or an affiliate banned since.
 */
export async function accrueAffiliateCommission(
  deps: { db: Db; clock: Clock },
  input: { transactionId: string; value: number; isSeasonalTour: boolean },
): Promise<LedgerEntry | null> {
  const [referral] = await deps.db
    .select({ affiliateId: affiliates.userId, tier: affiliates.tier })
    .from(affiliateReferrals)
    .innerJoin(affiliates, eq(affiliates.userId, affiliateReferrals.affiliateId))
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(
      and(
        eq(affiliateReferrals.transactionId, input.transactionId),
        // Flagged referrals wait for an administrator's review; refused ones never earn.
        or(isNull(affiliateReferrals.review), eq(affiliateReferrals.review, 'approved')),
        eq(users.banned, false),
        eq(users.deleted, false),
      ),
    );
  if (!referral) return null;
  const tier = isAffiliateTier(referral.tier) ? referral.tier : 'standard';
  const { rateBasisPoints, amount } = affiliateCommission({
    value: input.value,
    tier,
    isSeasonalTour: input.isSeasonalTour,
  });
  const [entry] = await deps.db
    .insert(affiliateLedger)
    .values({
      id: randomUUID(),
      affiliateId: referral.affiliateId,
      kind: 'commission',
      transactionId: input.transactionId,
      sales: input.value,
      amount,
      rateBasisPoints,
      key: `commission:${input.transactionId}`,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  return entry ?? null;
}

/**
 * A booking whose commission accrued was refunded (`refunded` cents of its value): the commission
 * reverses in proportion, and the sales no longer count towards the tier. Once per booking.
 */
export async function reverseAffiliateCommission(
  deps: { db: Db; clock: Clock },
  input: { transactionId: string; refunded: number },
): Promise<LedgerEntry | null> {
  const [accrued] = await deps.db
    .select()
    .from(affiliateLedger)
    .where(eq(affiliateLedger.key, `commission:${input.transactionId}`));
  if (!accrued || input.refunded <= 0) return null;
  const refunded = Math.min(input.refunded, accrued.sales);
  const amount = commissionReversal({ commission: accrued.amount, value: accrued.sales, refunded });
  const [entry] = await deps.db
    .insert(affiliateLedger)
    .values({
      id: randomUUID(),
      affiliateId: accrued.affiliateId,
      kind: 'reversal',
      transactionId: input.transactionId,
      sales: -refunded,
      amount: -amount,
      rateBasisPoints: accrued.rateBasisPoints,
      key: `reversal:${input.transactionId}`,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  return entry ?? null;
}
