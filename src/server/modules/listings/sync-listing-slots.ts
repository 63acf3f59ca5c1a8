import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { validatePlan } from '../../../domain/availability-plan';
import { AppError } from '../../../domain/errors';
import { computeTimeSlots, type TimeSlot } from '../../../domain/time-slots';
import type { Db } from '../../db/client';
import { availabilityExceptions, listingSlots, type listings } from '../../db/schema';
import { enqueueJobs } from '../../jobs/job-queue';
import { departuresWithWaitingParties, waitlistOfferJob } from '../waitlist/offer-freed-seats';

const batchSize = 1000;

/** Postgres' CHECK violation: a writer tried to leave fewer seats than are booked. */
export const isCheckViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23514' || e?.cause?.code === '23514';
};

/**
 * Rewrites a listing's seat inventory (listing_slots) for the departures that have not started:
 * one row per departure of the bookable window while the listing is published, none otherwise.
 * Run inside the transaction that changed the listing, its plan or its exceptions, after locking
 * the listing row. Rows already booked are kept and keep their bookings: a change that would remove
 * such a departure, move its end or leave it fewer seats than are booked is refused with
 * listing-seats-below-booked; closing a listing keeps them (the travellers still come).
 */
export async function syncListingSlots(
  tx: Db,
  listing: Pick<typeof listings.$inferSelect, 'id' | 'state' | 'deleted' | 'availabilityPlan'>,
  now: Date,
): Promise<{ inserted: number; updated: number; deleted: number }> {
  const isLive =
    listing.state === 'published' && !listing.deleted && listing.availabilityPlan !== null;
  let wanted: TimeSlot[] = [];
  if (isLive) {
    const exceptions = await tx
      .select({
        start: availabilityExceptions.startAt,
        end: availabilityExceptions.endAt,
        seats: availabilityExceptions.seats,
      })
      .from(availabilityExceptions)
      .where(
        and(
          eq(availabilityExceptions.listingId, listing.id),
          gt(availabilityExceptions.endAt, now),
        ),
      );
    wanted = computeTimeSlots({
      plan: validatePlan(listing.availabilityPlan),
      exceptions,
      range: { start: now, end: new Date(now.getTime() + 400 * 86_400_000) },
      now,
    });
  }

  // Lock every future row: a booking taking seats waits for this transaction, then sees the result.
  const existing = await tx
    .select({
      startAt: listingSlots.startAt,
      endAt: listingSlots.endAt,
      seats: listingSlots.seats,
      booked: listingSlots.booked,
    })
    .from(listingSlots)
    .where(and(eq(listingSlots.listingId, listing.id), gt(listingSlots.startAt, now)))
    .orderBy(asc(listingSlots.startAt))
    .for('update');
  const wantedByStart = new Map(wanted.map((slot) => [slot.start.getTime(), slot]));

  const conflicts = [];
  const toDelete: Date[] = [];
  for (const row of existing) {
    const slot = wantedByStart.get(row.startAt.getTime());
    if (row.booked === 0) {
      if (!slot) toDelete.push(row.startAt);
      continue;
    }
    if (!isLive) continue; // closed: booked departures stay as they are
    if (!slot || slot.end.getTime() !== row.endAt.getTime() || slot.seats < row.booked) {
      conflicts.push({
        start: row.startAt.toISOString(),
        end: row.endAt.toISOString(),
        booked: row.booked,
        seats: slot?.seats ?? 0,
      });
    }
  }
  if (conflicts.length > 0) {
    throw new AppError(
      'listing-seats-below-booked',
      `Travellers have booked seats on ${conflicts.length} departure(s) this change would remove or make too small`,
      conflicts.map((c) => ({ code: 'seats-below-booked', ...c })),
    );
  }

  const existingByStart = new Map(existing.map((row) => [row.startAt.getTime(), row]));
  const toWrite = wanted.filter((slot) => {
    const row = existingByStart.get(slot.start.getTime());
    return !row || row.endAt.getTime() !== slot.end.getTime() || row.seats !== slot.seats;
  });

  for (let i = 0; i < toDelete.length; i += batchSize) {
    await tx
      .delete(listingSlots)
      .where(
        and(
          eq(listingSlots.listingId, listing.id),
          inArray(listingSlots.startAt, toDelete.slice(i, i + batchSize)),
        ),
      );
  }
  try {
    for (let i = 0; i < toWrite.length; i += batchSize) {
      await tx
        .insert(listingSlots)
        .values(
          toWrite.slice(i, i + batchSize).map((slot) => ({
            listingId: listing.id,
            startAt: slot.start,
            endAt: slot.end,
            seats: slot.seats,
          })),
        )
        .onConflictDoUpdate({
          target: [listingSlots.listingId, listingSlots.startAt],
          set: { endAt: sql`excluded.end_at`, seats: sql`excluded.seats` },
        });
    }
  } catch (error) {
    // A booking slipped in between the check and the write; the CHECK constraint caught it.
    if (isCheckViolation(error))
      throw new AppError(
        'listing-seats-below-booked',
        'Travellers have booked more seats than this change leaves',
      );
    throw error;
  }
  // Seats an operator added go to the departures' waitlists first (decision 161): a job per departure
  // with a line and a free seat, queued with this change.
  if (toWrite.length > 0) {
    const waiting = await departuresWithWaitingParties(tx, listing.id, now);
    await enqueueJobs(
      tx,
      { now: () => now },
      waiting.map((row) => waitlistOfferJob(listing.id, row.start, 'seats-added')),
    );
  }
  const inserted = toWrite.filter((slot) => !existingByStart.has(slot.start.getTime())).length;
  return { inserted, updated: toWrite.length - inserted, deleted: toDelete.length };
}
