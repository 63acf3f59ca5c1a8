import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import type { Departure, DeparturesResponse } from '../../../contracts/departures';
import { bookingStatusOf, seatHoldingStates } from '../../../domain/booking-process';
import { personsOf } from '../../../domain/booking-questions';
import { noShowPersonsOf } from '../../../domain/check-in';
import { bookingReferenceOf } from '../../../domain/booking-reference';
import { AppError } from '../../../domain/errors';
import type { ListingTimeZone } from '../../../domain/listing';
import { parseLocalDate } from '../../../domain/local-date';
import { localDateOf } from '../../../domain/zone-date';
import {
  canConfirmDeparture,
  countedSeats,
  decisionTimeOf,
  minimumGroupOf,
} from '../../../domain/minimum-group';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { departureDecisions, listings, listingSlots, transactions } from '../../db/schema';
import { listDepartureOperators } from '../guides/list-departure-operators';
import { departureWaitlists } from '../waitlist/list-waitlist-entries';
import type { TransactionRow } from '../transactions/transition-transaction';

const day = 86_400_000;
// The listings' zones are within a few hours of UTC: a day's departures are among these instants.
const margin = 14 * 3_600_000;
const holding = [...seatHoldingStates];

type ListingOf = { id: string; title: string; timeZone: string };
type SlotOf = { listingId: string; startAt: Date; endAt: Date; seats: number };

export const quantitiesOf = (row: TransactionRow) => ({
  adults: row.quantityAdult,
  children: row.quantityChild,
  infants: row.quantityInfant,
});

/** A booking's check-in (decisions 153 and 154). */
export const checkInStateOf = (row: TransactionRow) => ({
  checkedInAt: row.checkedInAt,
  checkedInPersons: row.checkedInPersons ?? 0,
  noShowAt: row.noShowAt,
});

/** A departure's seats and bookings: sold (confirmed), held (requested or unpaid), free (the rest). */
export function departureOf(
  listing: ListingOf,
  start: Date,
  end: Date,
  slot: SlotOf | undefined,
  rows: TransactionRow[],
): Omit<Departure, 'minimumGroup' | 'waitlist'> {
  const seatsOf = (status: string) =>
    rows
      .filter((row) => bookingStatusOf(row.state) === status)
      .reduce((sum, row) => sum + row.seats, 0);
  const sold = seatsOf('accepted');
  const held = seatsOf('pending');
  const capacity = slot?.seats ?? null;
  return {
    listing: {
      id: listing.id,
      title: listing.title,
      timezone: listing.timeZone as ListingTimeZone,
    },
    start: start.toISOString(),
    end: end.toISOString(),
    capacity,
    sold,
    held,
    free: capacity === null ? null : Math.max(0, capacity - sold - held),
    bookings: rows.map((row) => ({
      id: row.id,
      reference: bookingReferenceOf(row.referenceNumber),
      state: row.state,
      status: bookingStatusOf(row.state)!,
      seats: row.seats,
      persons: personsOf(quantitiesOf(row)),
      checkedInPersons: row.checkedInPersons ?? 0,
      noShowPersons: noShowPersonsOf(personsOf(quantitiesOf(row)), checkInStateOf(row)),
    })),
  };
}

/** The bookings that hold seats of the listings' departures in [from, to). */
export const holdingBookings = (db: Db, listingIds: string[], from: Date, to: Date) =>
  db
    .select()
    .from(transactions)
    .where(
      and(
        inArray(transactions.listingId, listingIds),
        inArray(transactions.state, holding),
        gte(transactions.bookingStart, from),
        lt(transactions.bookingStart, to),
      ),
    )
    .orderBy(asc(transactions.bookingStart), asc(transactions.createdAt));

const departureKey = (listingId: string, start: Date) => `${listingId} ${start.toISOString()}`;

/**
 * GET /api/departures: every departure of the listings of the operators the viewer runs departures
 * of (their own, and those they guide for: decision 152) on a local day (each listing's zone), from
 * the seat inventory and the bookings, by start time; and the next day with bookings.
 */
export async function listDepartures(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewerId: string,
  date: string | undefined,
): Promise<DeparturesResponse['data']> {
  const theDay = date ?? localDateOf(deps.clock.now(), 'Atlantic/Madeira');
  const midnight = parseLocalDate(theDay);
  if (midnight === null)
    throw new AppError('validation-invalid-value', 'Not a date', [
      { path: 'query.date', code: 'invalid-date', message: 'A real date as YYYY-MM-DD' },
    ]);
  const from = new Date(midnight - margin);
  const to = new Date(midnight + day + margin);
  const own = await deps.db
    .select({
      id: listings.id,
      title: listings.title,
      timeZone: listings.timeZone,
      authorId: listings.authorId,
      publicData: listings.publicData,
    })
    .from(listings)
    .where(inArray(listings.authorId, await listDepartureOperators(deps.db, viewerId)));
  if (own.length === 0) return { date: theDay, departures: [], nextDateWithBookings: null };
  const ids = own.map((listing) => listing.id);
  const listingById = new Map(own.map((listing) => [listing.id, listing]));
  const isOnTheDay = (listingId: string, start: Date) =>
    localDateOf(start, listingById.get(listingId)!.timeZone as ListingTimeZone) === theDay;

  const [slots, rows, later, decisions, waitlists] = await Promise.all([
    deps.db
      .select({
        listingId: listingSlots.listingId,
        startAt: listingSlots.startAt,
        endAt: listingSlots.endAt,
        seats: listingSlots.seats,
      })
      .from(listingSlots)
      .where(
        and(
          inArray(listingSlots.listingId, ids),
          gte(listingSlots.startAt, from),
          lt(listingSlots.startAt, to),
        ),
      ),
    holdingBookings(deps.db, ids, from, to),
    deps.db
      .select({ listingId: transactions.listingId, bookingStart: transactions.bookingStart })
      .from(transactions)
      .where(
        and(
          inArray(transactions.listingId, ids),
          inArray(transactions.state, holding),
          gte(transactions.bookingStart, new Date(midnight + day - margin)),
        ),
      )
      .orderBy(asc(transactions.bookingStart))
      .limit(20),
    deps.db
      .select()
      .from(departureDecisions)
      .where(
        and(
          inArray(departureDecisions.listingId, ids),
          gte(departureDecisions.startAt, from),
          lt(departureDecisions.startAt, to),
        ),
      ),
    departureWaitlists(deps.db, ids, from, to),
  ]);
  const decisionByKey = new Map(
    decisions.map((row) => [departureKey(row.listingId, row.startAt), row.outcome]),
  );
  const now = deps.clock.now();
  /** The minimum group size of a departure (decision 157); only its operator may confirm it. */
  const minimumGroupAt = (listingId: string, start: Date, bookings: TransactionRow[]) => {
    const listing = listingById.get(listingId)!;
    const minimum = minimumGroupOf(listing.publicData);
    if (!minimum) return null;
    const outcome = decisionByKey.get(departureKey(listingId, start)) ?? null;
    const counted = countedSeats(bookings.map((row) => ({ state: row.state, seats: row.seats })));
    return {
      size: minimum.size,
      decisionAt: decisionTimeOf(start, minimum).toISOString(),
      outcome,
      canConfirm:
        listing.authorId === viewerId &&
        counted < minimum.size &&
        canConfirmDeparture({ start, minimum, outcome, now }),
    };
  };

  const departures = new Map<string, { listingId: string; start: Date; end: Date }>();
  for (const slot of slots)
    if (isOnTheDay(slot.listingId, slot.startAt))
      departures.set(departureKey(slot.listingId, slot.startAt), {
        listingId: slot.listingId,
        start: slot.startAt,
        end: slot.endAt,
      });
  for (const row of rows)
    if (row.bookingStart && row.bookingEnd && isOnTheDay(row.listingId, row.bookingStart))
      departures.set(departureKey(row.listingId, row.bookingStart), {
        listingId: row.listingId,
        start: row.bookingStart,
        end: row.bookingEnd,
      });
  const slotByKey = new Map(
    slots.map((slot) => [departureKey(slot.listingId, slot.startAt), slot]),
  );
  const list = [...departures.entries()]
    .map(([key, { listingId, start, end }]): Departure => {
      const bookings = rows.filter(
        (row) => row.listingId === listingId && row.bookingStart?.getTime() === start.getTime(),
      );
      return {
        ...departureOf(listingById.get(listingId)!, start, end, slotByKey.get(key), bookings),
        minimumGroup: minimumGroupAt(listingId, start, bookings),
        waitlist: waitlists.get(key) ?? [],
      };
    })
    .sort(
      (a, b) => a.start.localeCompare(b.start) || a.listing.title.localeCompare(b.listing.title),
    );

  const next = later
    .map((row) =>
      localDateOf(row.bookingStart!, listingById.get(row.listingId)!.timeZone as ListingTimeZone),
    )
    .find((local) => local > theDay);
  return { date: theDay, departures: list, nextDateWithBookings: next ?? null };
}
