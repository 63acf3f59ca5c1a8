import { and, count, eq, gte, inArray, lt, lte, sql, sum } from 'drizzle-orm';
import type { AffiliateDashboard } from '../../../contracts/affiliates';
import {
  addMonths,
  formatDashboardDate,
  programmeTimeZone,
  remainingSalesToNextTier,
  type Month,
} from '../../../domain/affiliates';
import { currentTierWindow, monthOf, monthRange } from '../../../domain/affiliate-months';
import { AppError } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { affiliateClicks, affiliateLedger } from '../../db/schema';
import { toAffiliate, type AffiliateRow } from './find-affiliate';

// The zone inlined (a constant): a bound parameter would differ between SELECT and GROUP BY.
const ledgerMonth = sql<string>`to_char(${affiliateLedger.createdAt} at time zone '${sql.raw(programmeTimeZone)}', 'YYYY-MM')`;
const clickMonth = sql<string>`substr(${affiliateClicks.day}, 1, 7)`;

/**
 * The affiliate dashboard (spec 001 §2, §9) for one month, this one unless asked: clicks, the month's
 * conversions, the sales still needed for the next tier (this month and the two before), and the
 * last 12 months' clicks and commission. Months before joining or after this one are refused.
 */
export async function showAffiliateDashboard(
  deps: { db: Db; clock: Clock; config: { publicBaseUrl: string } },
  affiliate: AffiliateRow,
  query: { month?: Month },
): Promise<AffiliateDashboard> {
  const now = deps.clock.now();
  const current = monthOf(now);
  const first = monthOf(affiliate.createdAt);
  const month = query.month ?? current;
  if (month < first || month > current) {
    throw new AppError(
      'validation-invalid-params',
      `The month must be from ${first} to ${current}`,
      [{ path: 'month', code: 'out-of-range', min: first, max: current }],
    );
  }
  const range = monthRange(month);
  const mine = eq(affiliateLedger.affiliateId, affiliate.userId);
  const conversions = inArray(affiliateLedger.kind, ['commission', 'reversal']);

  const [[clicks], rows, windowSales, historyClicks, historyCommission] = await Promise.all([
    deps.db
      .select({ n: count() })
      .from(affiliateClicks)
      .where(
        and(
          eq(affiliateClicks.affiliateId, affiliate.userId),
          eq(affiliateClicks.isCounted, true),
          gte(affiliateClicks.day, range.firstDate),
          lte(affiliateClicks.day, range.lastDate),
        ),
      ),
    deps.db
      .select()
      .from(affiliateLedger)
      .where(
        and(
          mine,
          conversions,
          gte(affiliateLedger.createdAt, range.start),
          lt(affiliateLedger.createdAt, range.end),
        ),
      )
      .orderBy(affiliateLedger.createdAt),
    deps.db
      .select({ month: ledgerMonth, sales: sum(affiliateLedger.sales) })
      .from(affiliateLedger)
      .where(
        and(
          mine,
          conversions,
          gte(affiliateLedger.createdAt, monthRange(addMonths(current, -2)).start),
        ),
      )
      .groupBy(ledgerMonth),
    deps.db
      .select({ month: clickMonth, n: count() })
      .from(affiliateClicks)
      .where(
        and(
          eq(affiliateClicks.affiliateId, affiliate.userId),
          eq(affiliateClicks.isCounted, true),
          gte(affiliateClicks.day, `${addMonths(month, -11)}-01`),
          lte(affiliateClicks.day, range.lastDate),
        ),
      )
      .groupBy(clickMonth),
    deps.db
      .select({ month: ledgerMonth, amount: sum(affiliateLedger.amount) })
      .from(affiliateLedger)
      .where(
        and(
          mine,
          conversions,
          gte(affiliateLedger.createdAt, monthRange(addMonths(month, -11)).start),
          lt(affiliateLedger.createdAt, range.end),
        ),
      )
      .groupBy(ledgerMonth),
  ]);

  const localDate = (at: Date) =>
    formatDashboardDate(at.toLocaleDateString('sv-SE', { timeZone: programmeTimeZone }));
  const salesOf = new Map(windowSales.map((r) => [r.month, Number(r.sales ?? 0)]));
  const counted = currentTierWindow(now, affiliate.createdAt);
  const remaining = remainingSalesToNextTier(counted.map((m) => salesOf.get(m) ?? 0));
  const clicksOf = new Map(historyClicks.map((r) => [r.month, r.n]));
  const commissionOf = new Map(historyCommission.map((r) => [r.month, Number(r.amount ?? 0)]));

  return {
    affiliate: toAffiliate(affiliate, deps.config.publicBaseUrl),
    month,
    period: { from: formatDashboardDate(range.firstDate), to: formatDashboardDate(range.lastDate) },
    clicks: clicks?.n ?? 0,
    conversion: {
      total: rows.reduce((total, row) => total + row.sales, 0),
      commission: rows.reduce((total, row) => total + row.amount, 0),
      bookings: rows.filter((row) => row.kind === 'commission').length,
      rows: rows.map((row) => ({
        date: localDate(row.createdAt),
        kind: row.kind as 'commission' | 'reversal',
        amount: row.sales,
        commission: row.amount,
      })),
    },
    remainingSales: remaining && {
      nextTier: remaining.nextTier,
      amount: remaining.remaining,
      months: Math.max(1, counted.length),
    },
    months: Array.from({ length: 12 }, (_, i) => addMonths(current, -i)).filter((m) => m >= first),
    history: Array.from({ length: 12 }, (_, i) => addMonths(month, i - 11)).map((m) => ({
      month: m,
      clicks: clicksOf.get(m) ?? 0,
      commission: commissionOf.get(m) ?? 0,
    })),
  };
}
