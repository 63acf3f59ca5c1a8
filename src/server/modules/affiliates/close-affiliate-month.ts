import { randomUUID } from 'node:crypto';
import { and, gte, lt, sql, sum } from 'drizzle-orm';
import {
  addMonths,
  minimumAffiliatePayout,
  tierForSales,
  type Month,
} from '../../../domain/affiliates';
import { monthRange, tierWindow } from '../../../domain/affiliate-months';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { affiliateLedger, affiliatePayouts, affiliates } from '../../db/schema';

/** Each affiliate's ledger total over [from, to) as sales and amount, by affiliate. */
async function ledgerTotals(db: Db, from: Date | null, to: Date) {
  const rows = await db
    .select({
      affiliateId: affiliateLedger.affiliateId,
      sales: sum(affiliateLedger.sales),
      amount: sum(affiliateLedger.amount),
    })
    .from(affiliateLedger)
    .where(
      from
        ? and(gte(affiliateLedger.createdAt, from), lt(affiliateLedger.createdAt, to))
        : lt(affiliateLedger.createdAt, to),
    )
    .groupBy(affiliateLedger.affiliateId);
  return new Map(
    rows.map((r) => [
      r.affiliateId,
      { sales: Number(r.sales ?? 0), amount: Number(r.amount ?? 0) },
    ]),
  );
}

/**
 * The month-end run for the month that starts `month` (decision 047): every balance of at least 20 €
 * earned before the month starts becomes a payout of the month just ended (smaller ones carry over),
 * then every affiliate's tier for `month` is set from its average monthly sales of the months before.
 * Idempotent: a payout per affiliate and month, and a tier set once per month.
 */
export async function closeAffiliateMonth(
  deps: { db: Db; clock: Clock },
  month: Month,
): Promise<{ payouts: number; tierChanges: number }> {
  const { start } = monthRange(month);
  const closed = addMonths(month, -1);
  const now = deps.clock.now();
  let payouts = 0;
  for (const [affiliateId, { amount }] of await ledgerTotals(deps.db, null, start)) {
    if (amount < minimumAffiliatePayout) continue;
    await deps.db.transaction(async (tx) => {
      const [payout] = await tx
        .insert(affiliatePayouts)
        .values({ id: randomUUID(), affiliateId, month: closed, amount, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!payout) return;
      await tx.insert(affiliateLedger).values({
        id: randomUUID(),
        affiliateId,
        kind: 'payout',
        amount: -amount,
        key: `payout:${affiliateId}:${closed}`,
        createdAt: now,
      });
      payouts++;
    });
  }

  const months = [3, 2, 1].map((back) => addMonths(month, -back));
  const salesByMonth = await Promise.all(
    months.map((m) => ledgerTotals(deps.db, monthRange(m).start, monthRange(m).end)),
  );
  let tierChanges = 0;
  for (const affiliate of await deps.db
    .select()
    .from(affiliates)
    .where(lt(affiliates.tierMonth, month))) {
    const counted = tierWindow(month, affiliate.createdAt);
    const sales = counted.map(
      (m) => salesByMonth[months.indexOf(m)]!.get(affiliate.userId)?.sales ?? 0,
    );
    const tier = tierForSales(sales);
    if (tier !== affiliate.tier) tierChanges++;
    await deps.db
      .update(affiliates)
      .set({ tier, tierMonth: month })
      .where(and(sql`${affiliates.userId} = ${affiliate.userId}`, lt(affiliates.tierMonth, month)));
  }
  return { payouts, tierChanges };
}
