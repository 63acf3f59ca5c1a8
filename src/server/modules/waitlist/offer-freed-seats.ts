// Seats that free up on a departure go to its waitlist first (issue 46 item 5; decision 161): the
// first waiting party that fits is offered them, the seats held for it with the checkout's one
// conditional seat write, in the same database transaction that freed them, so nobody else books
// them in between. The offer's email and SMS, and its expiry, are jobs that run after the commit.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { offerExpiryOf, offerHoursOf, partiesToOffer } from '../../../domain/waitlist';
import type { Db } from '../../db/client';
import { departureDecisions, listings, listingSlots, waitlistEntries } from '../../db/schema';
import type { JobInput } from '../../jobs/job-queue';
import { takeSeats } from '../transactions/seats';

export const waitlistOfferNoticeJobKind = 'waitlist-offer-notice';
export const waitlistOfferExpiryJobKind = 'waitlist-offer-expiry';
export const waitlistOfferJobKind = 'waitlist-offer';

/** The offer's email and SMS, once per offer. */
export const waitlistOfferNoticeJob = (entryId: string, offeredAt: Date): JobInput => ({
  kind: waitlistOfferNoticeJobKind,
  payload: { entryId, offeredAt: offeredAt.toISOString() },
  key: `${waitlistOfferNoticeJobKind}:${entryId}:${offeredAt.toISOString()}`,
});

/** The offer's end: its seats go back and on to the next party, unless it was used. */
export const waitlistOfferExpiryJob = (entryId: string, expiresAt: Date): JobInput => ({
  kind: waitlistOfferExpiryJobKind,
  payload: { entryId },
  runAt: expiresAt,
  key: `${waitlistOfferExpiryJobKind}:${entryId}:${expiresAt.toISOString()}`,
});

/** Offers a departure's free seats again (after a change that freed seats outside the engine). */
export const waitlistOfferJob = (listingId: string, start: Date, reason: string): JobInput => ({
  kind: waitlistOfferJobKind,
  payload: { listingId, start: start.toISOString(), reason },
});

/** Whether anyone waits for a departure (cheap: most departures have no line). */
export async function hasWaitingParty(
  db: Db,
  departure: { listingId: string; start: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.listingId, departure.listingId),
        eq(waitlistEntries.startAt, departure.start),
        eq(waitlistEntries.state, 'waiting'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Inside the caller's database transaction: locks the departure's seat row, offers its free seats to
 * the waiting parties that fit (in line order) and holds them; returns the jobs to queue with the
 * caller's change (each offer's notice and expiry). Nothing for a departure that started, has no seat
 * row, or was cancelled at its minimum-group decision.
 */
export async function offerFreedSeats(
  tx: Db,
  now: Date,
  departure: { listingId: string; start: Date },
): Promise<JobInput[]> {
  if (!(await hasWaitingParty(tx, departure))) return [];
  const [slot] = await tx
    .select()
    .from(listingSlots)
    .where(
      and(
        eq(listingSlots.listingId, departure.listingId),
        eq(listingSlots.startAt, departure.start),
      ),
    )
    .for('update');
  if (!slot || slot.startAt <= now) return [];
  const [cancelled] = await tx
    .select({ outcome: departureDecisions.outcome })
    .from(departureDecisions)
    .where(
      and(
        eq(departureDecisions.listingId, departure.listingId),
        eq(departureDecisions.startAt, departure.start),
        eq(departureDecisions.outcome, 'cancelled'),
      ),
    );
  if (cancelled) return [];
  const waiting = await tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.listingId, departure.listingId),
        eq(waitlistEntries.startAt, departure.start),
        eq(waitlistEntries.state, 'waiting'),
      ),
    )
    .orderBy(asc(waitlistEntries.seq))
    .for('update');
  const offered = partiesToOffer(Math.max(0, slot.seats - slot.booked), waiting);
  if (offered.length === 0) return [];
  const [listing] = await tx
    .select({ publicData: listings.publicData })
    .from(listings)
    .where(eq(listings.id, departure.listingId));
  const expiresAt = offerExpiryOf(now, slot.startAt, offerHoursOf(listing?.publicData ?? {}));
  const jobs: JobInput[] = [];
  for (const entry of offered) {
    await takeSeats(tx, { ...departure, end: slot.endAt }, entry.seats, now);
    const updated = await tx
      .update(waitlistEntries)
      .set({ state: 'offered', offeredAt: now, offerExpiresAt: expiresAt })
      .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.state, 'waiting')))
      .returning({ id: waitlistEntries.id });
    if (updated.length === 0) continue;
    jobs.push(waitlistOfferNoticeJob(entry.id, now), waitlistOfferExpiryJob(entry.id, expiresAt));
  }
  return jobs;
}

/** The departures of a listing whose line may now be offered seats (after its seats changed). */
export async function departuresWithWaitingParties(tx: Db, listingId: string, now: Date) {
  return tx
    .selectDistinct({ start: waitlistEntries.startAt })
    .from(waitlistEntries)
    .innerJoin(
      listingSlots,
      and(
        eq(listingSlots.listingId, waitlistEntries.listingId),
        eq(listingSlots.startAt, waitlistEntries.startAt),
      ),
    )
    .where(
      and(
        eq(waitlistEntries.listingId, listingId),
        eq(waitlistEntries.state, 'waiting'),
        sql`${listingSlots.booked} < ${listingSlots.seats}`,
        gt(listingSlots.startAt, now),
      ),
    );
}
