import { eq } from 'drizzle-orm';
import type { Ticket } from '../../../contracts/tickets';
import { bookingStatusOf } from '../../../domain/booking-process';
import { bookingReferenceOf } from '../../../domain/booking-reference';
import { AppError } from '../../../domain/errors';
import type { ListingTimeZone } from '../../../domain/listing';
import type { AppDeps } from '../../app-deps';
import { listings, transactions } from '../../db/schema';
import { signTicket } from './ticket-keys';

/**
 * GET /api/transactions/:id/ticket: the signed ticket of a confirmed booking, for its traveller only.
 * To anyone else (the operator reads the ticket's state on the sale page), and for a booking not
 * confirmed, there is no ticket: 404.
 */
export async function showTicket(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewerId: string | null,
  id: string,
): Promise<Ticket> {
  const [row] = await deps.db
    .select({
      transaction: transactions,
      listingTitle: listings.title,
      timeZone: listings.timeZone,
    })
    .from(transactions)
    .innerJoin(listings, eq(listings.id, transactions.listingId))
    .where(eq(transactions.id, id));
  const transaction = row?.transaction;
  if (
    !row ||
    !transaction ||
    viewerId === null ||
    transaction.customerId !== viewerId ||
    bookingStatusOf(transaction.state) !== 'accepted' ||
    !transaction.bookingStart ||
    !transaction.bookingEnd
  )
    throw new AppError('not-found', 'Ticket not found');
  const reference = bookingReferenceOf(transaction.referenceNumber);
  const quantities = {
    adults: transaction.quantityAdult,
    children: transaction.quantityChild,
    infants: transaction.quantityInfant,
  };
  return {
    transactionId: transaction.id,
    reference,
    listingTitle: row.listingTitle,
    start: transaction.bookingStart.toISOString(),
    end: transaction.bookingEnd.toISOString(),
    timezone: row.timeZone as ListingTimeZone,
    quantities,
    code: await signTicket(deps, { reference, start: transaction.bookingStart, quantities }),
    state: transaction.checkedInAt ? 'checked-in' : 'not-checked-in',
  };
}
