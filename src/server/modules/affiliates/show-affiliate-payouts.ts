import { desc, eq, sum } from 'drizzle-orm';
import type { AffiliatePayouts } from '../../../contracts/affiliates';
import { addMonths, minimumAffiliatePayout } from '../../../domain/affiliates';
import { monthOf, monthRange } from '../../../domain/affiliate-months';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { affiliateLedger, affiliatePayouts } from '../../db/schema';
import type { AffiliateRow } from './find-affiliate';

/** The affiliate's balance in EUR (commission earned and not yet paid out) and its payouts, newest first. */
export async function showAffiliatePayouts(
  deps: { db: Db; clock: Clock },
  affiliate: AffiliateRow,
): Promise<AffiliatePayouts> {
  const [[balance], payouts] = await Promise.all([
    deps.db
      .select({ amount: sum(affiliateLedger.amount) })
      .from(affiliateLedger)
      .where(eq(affiliateLedger.affiliateId, affiliate.userId)),
    deps.db
      .select()
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.affiliateId, affiliate.userId))
      .orderBy(desc(affiliatePayouts.month)),
  ]);
  return {
    balance: { amount: Number(balance?.amount ?? 0), currency: 'EUR' },
    minimumPayout: minimumAffiliatePayout,
    nextPayoutAt: monthRange(addMonths(monthOf(deps.clock.now()), 1)).start.toISOString(),
    payouts: payouts.map((p) => ({
      id: p.id,
      month: p.month,
      amount: p.amount,
      status: p.status as 'pending' | 'paid' | 'failed',
      createdAt: p.createdAt.toISOString(),
    })),
  };
}
