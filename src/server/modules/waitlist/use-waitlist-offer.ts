// A traveller books the seats a waitlist offer holds for them (decision 161): inside the engine's
// take-seats effect, the offer's hold is given back just before the booking takes its seats with the
// same conditional write, in one database transaction, so nobody else can take them in between.
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { waitlistEntries } from '../../db/schema';
import { releaseSeats, type Departure } from '../transactions/seats';

const offerOf = (customerId: string, departure: Omit<Departure, 'end'>, now: Date) =>
  and(
    eq(waitlistEntries.customerId, customerId),
    eq(waitlistEntries.listingId, departure.listingId),
    eq(waitlistEntries.startAt, departure.start),
    eq(waitlistEntries.state, 'offered'),
    gt(waitlistEntries.offerExpiresAt, now),
  );

/** The seats an open offer holds for this customer on this departure (0 without one). */
export async function offeredSeatsOf(
  db: Db,
  customerId: string,
  departure: Omit<Departure, 'end'>,
  now: Date,
): Promise<number> {
  const [entry] = await db
    .select({ seats: waitlistEntries.seats })
    .from(waitlistEntries)
    .where(offerOf(customerId, departure, now));
  return entry?.seats ?? 0;
}

/**
 * Uses the customer's open offer on the departure, if any: its held seats go back to the departure
 * (the caller takes the booking's seats next) and the entry is booked; the caller links the booking
 * once its row is written (`linkWaitlistBooking`). Returns the entry's id, or null.
 */
export async function useWaitlistOffer(
  tx: Db,
  input: { customerId: string; departure: Omit<Departure, 'end'>; now: Date },
): Promise<string | null> {
  const [entry] = await tx
    .select()
    .from(waitlistEntries)
    .where(offerOf(input.customerId, input.departure, input.now))
    .for('update');
  if (!entry) return null;
  // An offer holds seats of one departure (a stay's first day): those go back, whatever the booking.
  const { listingId, start } = input.departure;
  await releaseSeats(tx, { listingId, start }, entry.seats);
  await tx
    .update(waitlistEntries)
    .set({ state: 'booked', endedAt: input.now })
    .where(eq(waitlistEntries.id, entry.id));
  return entry.id;
}

/** The booking that used an offer, once its row exists. */
export async function linkWaitlistBooking(tx: Db, entryId: string, transactionId: string) {
  await tx.update(waitlistEntries).set({ transactionId }).where(eq(waitlistEntries.id, entryId));
}
