import type { BookingState } from '../../../domain/booking-process';
import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { localDateOf } from '../../../domain/zone-date';
import { bookingReferenceOf } from '../../../domain/booking-reference';
import { netOf } from '../../../domain/octo';
import type { LineItem } from '../../../domain/pricing';
import type { ListingTimeZone } from '../../../domain/listing';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { listings, octoBookings, resellers, transactions } from '../../db/schema';

/** The states of a booking the reseller owes: confirmed, and confirmed bookings that took place. */
const owedStates = [
  'accepted',
  'delivered',
  'reviewed-by-customer',
  'reviewed-by-provider',
  'reviewed',
] as const satisfies readonly BookingState[];

export type ResellerStatement = {
  month: string;
  resellers: {
    id: string;
    name: string;
    retail: number;
    owed: number;
    bookings: {
      reference: string;
      resellerReference: string | null;
      listingTitle: string;
      start: string;
      retail: number;
      owed: number;
    }[];
  }[];
};

/**
 * What each reseller owes the operator for the departures of one local month (decision 150): the net
 * (retail less the reseller's commission kept with the booking) of its confirmed bookings, cancelled
 * ones left out. EUR cents.
 */
export async function showResellerStatement(
  db: Db,
  operatorId: string,
  month: string,
): Promise<ResellerStatement> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    throw new AppError('validation-invalid-value', 'The month is YYYY-MM', [
      { path: 'month', code: 'invalid-month' },
    ]);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  // A day either side covers every zone's local month; the local date decides.
  const from = new Date(Date.UTC(year, monthNumber - 1, 1) - 86_400_000);
  const to = new Date(Date.UTC(year, monthNumber, 1) + 86_400_000);
  const rows = await db
    .select({
      transaction: transactions,
      resellerName: resellers.name,
      listingTitle: listings.title,
      timeZone: listings.timeZone,
      resellerReference: octoBookings.resellerReference,
      commissionPercent: octoBookings.commissionPercent,
    })
    .from(transactions)
    .innerJoin(resellers, eq(resellers.id, transactions.resellerId))
    .innerJoin(octoBookings, eq(octoBookings.transactionId, transactions.id))
    .innerJoin(listings, eq(listings.id, transactions.listingId))
    .where(
      and(
        eq(transactions.providerId, operatorId),
        isNotNull(transactions.resellerId),
        inArray(transactions.state, [...owedStates]),
        gte(transactions.bookingStart, from),
        lt(transactions.bookingStart, to),
      ),
    )
    .orderBy(transactions.bookingStart);
  const byReseller = new Map<string, ResellerStatement['resellers'][number]>();
  for (const row of rows) {
    const t = row.transaction;
    if (localDateOf(t.bookingStart!, row.timeZone as ListingTimeZone).slice(0, 7) !== month)
      continue;
    const retail = (t.lineItems as LineItem[])
      .filter((line) => !line.reversal && line.includeFor.includes('customer'))
      .reduce((sum, line) => sum + line.lineTotal.amount, 0);
    const owed = netOf(retail, row.commissionPercent);
    const entry = byReseller.get(t.resellerId!) ?? {
      id: t.resellerId!,
      name: row.resellerName,
      retail: 0,
      owed: 0,
      bookings: [],
    };
    entry.retail += retail;
    entry.owed += owed;
    entry.bookings.push({
      reference: bookingReferenceOf(t.referenceNumber),
      resellerReference: row.resellerReference,
      listingTitle: row.listingTitle,
      start: t.bookingStart!.toISOString(),
      retail,
      owed,
    });
    byReseller.set(t.resellerId!, entry);
  }
  return {
    month,
    resellers: [...byReseller.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}
