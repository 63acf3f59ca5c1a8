import { and, eq, inArray } from 'drizzle-orm';
import type { Manifest } from '../../../contracts/departures';
import { bookingStatusOf } from '../../../domain/booking-process';
import { personsOf } from '../../../domain/booking-questions';
import { bookingReferenceOf } from '../../../domain/booking-reference';
import { noShowPersonsOf } from '../../../domain/check-in';
import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import { listings, listingSlots, octoBookings, resellers, users } from '../../db/schema';
import { bookingAnswersViewOf } from '../transactions/booking-answers';
import { accountLeadOf, leadTravellerOf } from '../transactions/to-transaction-views';
import { runsDeparturesOf } from '../guides/list-departure-operators';
import { operatorNameOf } from '../guides/operator-name';
import { checkInStateOf, departureOf, holdingBookings, quantitiesOf } from './list-departures';

const notFound = () => new AppError('not-found', 'Departure not found');

/**
 * GET /api/departures/:listingId/:start/manifest: who comes on a departure (its confirmed bookings),
 * with the lead traveller, the party, the phone, the answers (decision 137's readers) and the
 * check-in. Only the listing's operator and their guides (decision 152): to anyone else, and for a
 * start that is no departure, 404.
 */
export async function showManifest(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewerId: string,
  listingId: string,
  start: Date,
): Promise<Manifest> {
  const [listing] = await deps.db
    .select({
      id: listings.id,
      title: listings.title,
      timeZone: listings.timeZone,
      authorId: listings.authorId,
      publicData: listings.publicData,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing || !(await runsDeparturesOf(deps.db, viewerId, listing.authorId))) throw notFound();
  const [[slot], rows, [operator]] = await Promise.all([
    deps.db
      .select()
      .from(listingSlots)
      .where(and(eq(listingSlots.listingId, listingId), eq(listingSlots.startAt, start))),
    holdingBookings(deps.db, [listingId], start, new Date(start.getTime() + 1)),
    deps.db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        publicData: users.publicData,
      })
      .from(users)
      .where(eq(users.id, listing.authorId)),
  ]);
  const end = slot?.endAt ?? rows[0]?.bookingEnd;
  if (!end) throw notFound();
  const { bookings: _bookings, ...departure } = departureOf(listing, start, end, slot, rows);

  const confirmed = rows.filter((row) => bookingStatusOf(row.state) === 'accepted');
  const customers =
    confirmed.length === 0
      ? []
      : await deps.db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            protectedData: users.protectedData,
          })
          .from(users)
          .where(inArray(users.id, [...new Set(confirmed.map((row) => row.customerId))]));
  const customerById = new Map(customers.map((customer) => [customer.id, customer]));
  // A reseller's booking (decision 149) names its traveller, the reseller and its reference.
  const sold = confirmed.filter((row) => row.resellerId);
  const resellerRows =
    sold.length === 0
      ? []
      : await deps.db
          .select({
            transactionId: octoBookings.transactionId,
            name: resellers.name,
            reference: octoBookings.resellerReference,
            contact: octoBookings.contact,
          })
          .from(octoBookings)
          .innerJoin(resellers, eq(resellers.id, octoBookings.resellerId))
          .where(
            inArray(
              octoBookings.transactionId,
              sold.map((row) => row.id),
            ),
          );
  const resellerOf = new Map(resellerRows.map((row) => [row.transactionId, row]));
  const leadOf = (row: (typeof confirmed)[number], customer: (typeof customers)[number]) => {
    const sale = resellerOf.get(row.id);
    if (!sale) return leadTravellerOf(customer, row);
    const contact = sale.contact;
    const traveller =
      contact.fullName ?? [contact.firstName, contact.lastName].filter(Boolean).join(' ');
    const by = [sale.name, sale.reference].filter(Boolean).join(' ');
    return {
      name: traveller ? `${traveller} · ${by}` : by,
      phone: contact.phoneNumber ?? null,
    };
  };
  const now = deps.clock.now();
  const data = listing.publicData;
  return {
    ...departure,
    pickup: data.pickupOffered ? (data.pickupDescription ?? '') : null,
    operatorName: operator ? operatorNameOf(operator) : '',
    entries: confirmed.map((row) => {
      const customer = customerById.get(row.customerId)!;
      return {
        id: row.id,
        reference: bookingReferenceOf(row.referenceNumber),
        leadTraveller: leadOf(row, customer),
        quantities: quantitiesOf(row),
        seats: row.seats,
        answers: bookingAnswersViewOf(row, 'provider', accountLeadOf(customer), now)!,
        checkedInAt: row.checkedInAt?.toISOString() ?? null,
        checkedInPersons: row.checkedInPersons ?? 0,
        noShowAt: row.noShowAt?.toISOString() ?? null,
        noShowPersons: noShowPersonsOf(personsOf(quantitiesOf(row)), checkInStateOf(row)),
      };
    }),
  };
}
