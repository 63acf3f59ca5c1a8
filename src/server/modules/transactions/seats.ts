import { and, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { listingSlots } from '../../db/schema';

/**
 * One departure, or a stay of `days` whole days (day and night units over a date range, decision 177):
 * then every day's seat row from start to end, each needing the seats.
 */
export type Departure = { listingId: string; start: Date; end: Date; days?: number };

const isStay = (departure: { days?: number }) => (departure.days ?? 1) > 1;

export const bookedMessage = 'Unfortunately, the requested time is already booked.';

const departureWhere = (departure: Departure, now: Date) =>
  isStay(departure)
    ? and(
        eq(listingSlots.listingId, departure.listingId),
        gte(listingSlots.startAt, departure.start),
        lte(listingSlots.endAt, departure.end),
        gt(listingSlots.startAt, now),
      )
    : and(
        eq(listingSlots.listingId, departure.listingId),
        eq(listingSlots.startAt, departure.start),
        eq(listingSlots.endAt, departure.end),
        gt(listingSlots.startAt, now),
      );

/** A day of a stay without a seat row (closed, or no departure that day): not available. */
const dayNotAvailable = () =>
  new AppError('transaction-booking-time-not-available', bookedMessage, [
    { code: 'day-not-available' },
  ]);

const notADeparture = () =>
  new AppError(
    'validation-invalid-value',
    'The chosen time is not a bookable departure of this listing',
    [
      {
        path: 'params.bookingStart',
        code: 'not-a-departure',
        message: 'Choose one of the listed start times',
      },
    ],
  );

/**
 * Refuses, before any payment call, a start that is not a future departure or a departure without
 * `seats` free now. A plain read that locks nothing: takeSeats remains the one that decides.
 */
export async function checkSeats(
  db: Db,
  departure: Departure,
  seats: number,
  now: Date,
  /** Seats held for this customer (a waitlist offer, decision 161): theirs to take. */
  options: { heldForCustomer?: number } = {},
): Promise<void> {
  if (isStay(departure)) {
    const rows = await db
      .select({ seats: listingSlots.seats, booked: listingSlots.booked })
      .from(listingSlots)
      .where(departureWhere(departure, now));
    if (rows.length !== departure.days) throw dayNotAvailable();
    // Every day of the stay needs the seats (its waitlist offer holds the first day's only).
    for (const row of rows) if (row.booked + seats > row.seats) throw notEnoughSeats(row, seats);
    return;
  }
  const [found] = await db
    .select({ seats: listingSlots.seats, booked: listingSlots.booked })
    .from(listingSlots)
    .where(departureWhere(departure, now));
  if (!found) throw notADeparture();
  const slot = { ...found, booked: found.booked - (options.heldForCustomer ?? 0) };
  if (slot.booked + seats > slot.seats) throw notEnoughSeats(slot, seats);
}

const notEnoughSeats = (slot: { seats: number; booked: number }, seats: number) =>
  new AppError('transaction-booking-time-not-available', bookedMessage, [
    { code: 'not-enough-seats', free: Math.max(0, slot.seats - slot.booked), asked: seats },
  ]);

/**
 * Takes `seats` of a departure with decision 020's one conditional write: no read-modify-write, so
 * concurrent takers of the last seats never oversell. Refuses a start that is not a future departure.
 */
export async function takeSeats(
  db: Db,
  departure: Departure,
  seats: number,
  now: Date,
): Promise<void> {
  const taken = await db
    .update(listingSlots)
    .set({ booked: sql`${listingSlots.booked} + ${seats}` })
    .where(
      and(
        departureWhere(departure, now),
        sql`${listingSlots.booked} + ${seats} <= ${listingSlots.seats}`,
      ),
    )
    .returning({ booked: listingSlots.booked });
  if (isStay(departure)) {
    // Each day taken by the same conditional write; a day short fails the engine's transaction,
    // which rolls back the days taken with it.
    if (taken.length === departure.days) return;
    await checkSeats(db, departure, seats, now);
    throw dayNotAvailable();
  }
  if (taken.length > 0) return;
  const [slot] = await db
    .select({ seats: listingSlots.seats, booked: listingSlots.booked })
    .from(listingSlots)
    .where(departureWhere(departure, now));
  throw slot ? notEnoughSeats(slot, seats) : notADeparture();
}

/** Gives seats back (decline, expiry, cancellation). A departure row that is gone has nothing to give back. */
export async function releaseSeats(
  db: Db,
  departure: Omit<Departure, 'end'> & { end?: Date },
  seats: number,
): Promise<void> {
  if (seats <= 0) return;
  await db
    .update(listingSlots)
    .set({ booked: sql`greatest(${listingSlots.booked} - ${seats}, 0)` })
    .where(
      isStay(departure) && departure.end
        ? and(
            eq(listingSlots.listingId, departure.listingId),
            gte(listingSlots.startAt, departure.start),
            lte(listingSlots.endAt, departure.end),
          )
        : and(
            eq(listingSlots.listingId, departure.listingId),
            eq(listingSlots.startAt, departure.start),
          ),
    );
}
