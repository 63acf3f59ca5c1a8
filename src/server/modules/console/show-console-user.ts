import { aliasedTable, and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { ConsoleBooking, ConsoleReview, ConsoleUserDetail } from '../../../contracts/console';
import { isLimitedAccess } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import {
  affiliateClicks,
  affiliateLedger,
  affiliateReferrals,
  affiliates,
  consoleAudit,
  listings,
  payoutAccounts,
  reviews,
  sessions,
  transactions,
  users,
} from '../../db/schema';
import { selectConsoleListings, toConsoleListing } from './to-console-listing';
import { loadConsoleUser } from './to-console-user';

/** How many of each kind of row a user's page shows (the newest). */
const shown = 50;

const nameOf = (row: { firstName: string; lastName: string }) =>
  `${row.firstName} ${row.lastName}`.trim();

/**
 * A user's page in the console: profile, listings, orders, sales, reviews given and received,
 * payout state, affiliate data, live sessions, and the ban (reason, when, by whom) if banned.
 */
export async function showConsoleUser(
  deps: { db: Db; clock: Clock },
  id: string,
): Promise<ConsoleUserDetail> {
  const { db } = deps;
  const summary = await loadConsoleUser(db, id);
  if (!summary) throw new AppError('not-found', 'No such user');
  const [user] = await db.select().from(users).where(eq(users.id, id));
  const other = aliasedTable(users, 'other');

  const bookingsOf = async (role: 'customer' | 'provider'): Promise<ConsoleBooking[]> => {
    const mine = role === 'customer' ? transactions.customerId : transactions.providerId;
    const theirs = role === 'customer' ? transactions.providerId : transactions.customerId;
    const rows = await db
      .select({
        id: transactions.id,
        state: transactions.state,
        listingTitle: listings.title,
        firstName: other.firstName,
        lastName: other.lastName,
        bookingStart: transactions.bookingStart,
        payinTotal: transactions.payinTotal,
        currency: transactions.currency,
        createdAt: transactions.createdAt,
      })
      .from(transactions)
      .innerJoin(listings, eq(listings.id, transactions.listingId))
      .innerJoin(other, eq(other.id, theirs))
      .where(eq(mine, id))
      .orderBy(desc(transactions.createdAt))
      .limit(shown);
    return rows.map((row) => ({
      id: row.id,
      state: row.state,
      listingTitle: row.listingTitle,
      otherPartyName: nameOf(row),
      bookingStart: row.bookingStart?.toISOString() ?? null,
      total: row.payinTotal === null ? null : { amount: row.payinTotal, currency: row.currency },
      createdAt: row.createdAt.toISOString(),
    }));
  };

  const reviewsOf = async (role: 'author' | 'subject'): Promise<ConsoleReview[]> => {
    const mine = role === 'author' ? reviews.authorId : reviews.subjectId;
    const theirs = role === 'author' ? reviews.subjectId : reviews.authorId;
    const rows = await db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        content: reviews.content,
        listingTitle: listings.title,
        firstName: other.firstName,
        lastName: other.lastName,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(listings, eq(listings.id, reviews.listingId))
      .innerJoin(other, eq(other.id, theirs))
      .where(and(eq(mine, id), eq(reviews.deleted, false)))
      .orderBy(desc(reviews.createdAt))
      .limit(shown);
    return rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      content: row.content,
      listingTitle: row.listingTitle,
      otherPartyName: nameOf(row),
      createdAt: row.createdAt.toISOString(),
    }));
  };

  const [
    listingRows,
    orders,
    sales,
    reviewsGiven,
    reviewsReceived,
    [payout],
    [affiliate],
    sessionRows,
    [ban],
  ] = await Promise.all([
    selectConsoleListings(db, and(eq(listings.authorId, id), eq(listings.deleted, false)))
      .orderBy(desc(listings.createdAt))
      .limit(shown),
    bookingsOf('customer'),
    bookingsOf('provider'),
    reviewsOf('author'),
    reviewsOf('subject'),
    db
      .select({
        provider: payoutAccounts.provider,
        state: payoutAccounts.state,
        country: payoutAccounts.country,
      })
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, id)),
    db
      .select({ token: affiliates.token, tier: affiliates.tier })
      .from(affiliates)
      .where(eq(affiliates.userId, id)),
    db
      .select({
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        scopes: sessions.scopes,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, deps.clock.now())))
      .orderBy(desc(sessions.createdAt))
      .limit(shown),
    user!.banned
      ? db
          .select({ reason: consoleAudit.reason, at: consoleAudit.at, by: consoleAudit.actorLabel })
          .from(consoleAudit)
          .where(and(eq(consoleAudit.targetId, id), eq(consoleAudit.action, 'ban-user')))
          .orderBy(desc(consoleAudit.seq))
          .limit(1)
      : Promise.resolve([]),
  ]);

  let affiliateData: ConsoleUserDetail['affiliate'] = null;
  if (affiliate) {
    const [[clicks], [referrals], [balance]] = await Promise.all([
      db
        .select({ n: count() })
        .from(affiliateClicks)
        .where(and(eq(affiliateClicks.affiliateId, id), eq(affiliateClicks.isCounted, true))),
      db
        .select({ n: count() })
        .from(affiliateReferrals)
        .where(eq(affiliateReferrals.affiliateId, id)),
      db
        .select({ amount: sql<string>`coalesce(sum(${affiliateLedger.amount}), 0)` })
        .from(affiliateLedger)
        .where(eq(affiliateLedger.affiliateId, id)),
    ]);
    affiliateData = {
      token: affiliate.token,
      tier: affiliate.tier,
      clicks: clicks?.n ?? 0,
      referrals: referrals?.n ?? 0,
      balance: { amount: Number(balance?.amount ?? 0), currency: 'EUR' },
    };
  }

  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    user: {
      ...summary,
      bio: user!.bio,
      language: user!.language,
      phoneNumber: text(user!.protectedData.phoneNumber),
      companyName: text(user!.publicData.cname),
      pendingEmail: user!.pendingEmail,
    },
    ban: ban ? { reason: ban.reason, at: ban.at.toISOString(), by: ban.by } : null,
    listings: listingRows.map(toConsoleListing),
    orders,
    sales,
    reviewsGiven,
    reviewsReceived,
    payout: { isPayoutReady: user!.isPayoutReady, account: payout ?? null },
    affiliate: affiliateData,
    sessions: sessionRows.map((row) => ({
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      scopes: row.scopes,
      isLimited: isLimitedAccess(row.scopes),
    })),
  };
}
