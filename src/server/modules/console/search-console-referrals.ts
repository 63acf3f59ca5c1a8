import { count, desc, eq } from 'drizzle-orm';
import type { ConsoleReferralsQuery, ConsoleReferralsResponse } from '../../../contracts/console';
import type { Db } from '../../db/client';
import { affiliateReferrals, listings, transactions, users } from '../../db/schema';
import { consolePageSize, pageMeta } from './console-page';

/**
 * Referrals by their review (decision 098): the flagged ones by default, the longest waiting first;
 * the answered ones newest first. Each with its affiliate, why it was flagged and its booking.
 */
export async function searchConsoleReferrals(
  deps: { db: Db },
  query: ConsoleReferralsQuery,
): Promise<ConsoleReferralsResponse> {
  const where = eq(affiliateReferrals.review, query.review);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        referral: affiliateReferrals,
        user: users,
        transaction: transactions,
        title: listings.title,
      })
      .from(affiliateReferrals)
      .innerJoin(users, eq(users.id, affiliateReferrals.affiliateId))
      .innerJoin(transactions, eq(transactions.id, affiliateReferrals.transactionId))
      .innerJoin(listings, eq(listings.id, transactions.listingId))
      .where(where)
      .orderBy(
        query.review === 'flagged'
          ? affiliateReferrals.createdAt
          : desc(affiliateReferrals.createdAt),
      )
      .limit(consolePageSize)
      .offset((query.page - 1) * consolePageSize),
    deps.db.select({ n: count() }).from(affiliateReferrals).where(where),
  ]);
  return {
    data: rows.map(({ referral, user, transaction, title }) => ({
      transactionId: referral.transactionId,
      affiliate: { id: user.id, name: `${user.firstName} ${user.lastName}`, email: user.email },
      review: referral.review as 'flagged' | 'approved' | 'refused',
      reasons: referral.reviewReasons,
      listingTitle: title,
      payinTotal:
        transaction.payinTotal === null
          ? null
          : { amount: transaction.payinTotal, currency: transaction.currency },
      createdAt: referral.createdAt.toISOString(),
    })),
    meta: pageMeta(query.page, total?.n ?? 0),
  };
}
