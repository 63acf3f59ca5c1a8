import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { JoinWaitlistBody, WaitlistEntry } from '../../../contracts/waitlist';
import { AppError } from '../../../domain/errors';
import { seatsTaken } from '../../../domain/pricing';
import { joinRefusal, openWaitlistStates } from '../../../domain/waitlist';
import type { AppDeps } from '../../app-deps';
import { listings, listingSlots, waitlistEntries } from '../../db/schema';
import { isUniqueViolation } from '../accounts/is-unique-violation';
import { waitlistEntryView } from './list-waitlist-entries';

const refused = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  new AppError('validation-invalid-value', message, [{ path: 'body', code, message, ...extra }]);

/**
 * POST /api/waitlist: a signed-in traveller joins a full departure's line with their party (decision
 * 160). Refused with a coded 400 and nothing stored: a party larger than the listing takes, a
 * departure with the seats for the party now, one that started, a second open entry of theirs.
 */
export async function joinWaitlist(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  customerId: string,
  body: JoinWaitlistBody,
): Promise<WaitlistEntry> {
  const start = new Date(body.start);
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const [listing] = await tx
      .select()
      .from(listings)
      .where(
        and(
          eq(listings.id, body.listingId),
          eq(listings.state, 'published'),
          eq(listings.deleted, false),
        ),
      );
    const [slot] = listing
      ? await tx
          .select()
          .from(listingSlots)
          .where(and(eq(listingSlots.listingId, listing.id), eq(listingSlots.startAt, start)))
      : [];
    if (!listing || !slot) throw new AppError('not-found', 'Departure not found');
    if (listing.authorId === customerId)
      throw refused('own-listing', 'You cannot wait for your own departure');
    const quantities = { adults: body.adults, children: body.children, infants: body.infants };
    const seats = seatsTaken(listing.publicData, quantities);
    const refusal = joinRefusal({
      start,
      now,
      seats,
      persons: body.adults + body.children + body.infants,
      capacity: slot.seats,
      free: slot.seats - slot.booked,
      maxGroupSize: listing.publicData.groupPricing?.maxGroupSize,
    });
    if (refusal)
      throw refused(refusal, 'This party cannot wait for this departure', {
        free: Math.max(0, slot.seats - slot.booked),
        capacity: slot.seats,
      });
    const [open] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.customerId, customerId),
          eq(waitlistEntries.listingId, listing.id),
          eq(waitlistEntries.startAt, start),
          inArray(waitlistEntries.state, [...openWaitlistStates]),
        ),
      );
    if (open) throw refused('already-waiting', 'You are already on this waitlist');
    const entryId = randomUUID();
    try {
      await tx.insert(waitlistEntries).values({
        id: entryId,
        listingId: listing.id,
        startAt: slot.startAt,
        endAt: slot.endAt,
        customerId,
        quantityAdult: body.adults,
        quantityChild: body.children,
        quantityInfant: body.infants,
        seats,
        state: 'waiting',
        createdAt: now,
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw refused('already-waiting', 'You are already on this waitlist');
      throw error;
    }
    return entryId;
  });
  return (await waitlistEntryView(deps.db, customerId, id))!;
}
