import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { addLocalDays, localDateOf, startOfLocalDate } from '../../domain/time-slots';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { listings, listingSlots } from '../db/schema';
import { syncListingSlots } from '../modules/listings/sync-listing-slots';
import type { JobHandler } from './job-handler';
import { enqueueJob, type JobInput } from './job-queue';

/**
 * The daily roll of the seat inventory: every published listing gets the departures of the day
 * that entered its 90-day window, and departures that are over and were never booked are dropped
 * (booked ones stay as the record of what was sold). Idempotent: running it twice changes nothing.
 */
export async function rollListingSlots(
  deps: { db: Db; clock: Clock },
  log: (message: string, error?: unknown) => void = () => {},
): Promise<{ listings: number; inserted: number; failed: number; pruned: number }> {
  const now = deps.clock.now();
  const pruned = await deps.db
    .delete(listingSlots)
    .where(and(lte(listingSlots.endAt, now), eq(listingSlots.booked, 0)))
    .returning({ listingId: listingSlots.listingId });
  const live = await deps.db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.state, 'published'),
        eq(listings.deleted, false),
        isNotNull(listings.availabilityPlan),
      ),
    );
  let inserted = 0;
  let failed = 0;
  for (const { id } of live) {
    try {
      inserted += await deps.db.transaction(async (tx) => {
        const [row] = await tx.select().from(listings).where(eq(listings.id, id)).for('update');
        if (!row) return 0;
        return (await syncListingSlots(tx, row, now)).inserted;
      });
    } catch (error) {
      failed++;
      log(`Could not roll the seat inventory of listing ${id}`, error);
    }
  }
  return { listings: live.length, inserted, failed, pruned: pruned.length };
}

/** Five minutes past the next local midnight in Portugal (Lisbon and Madeira share their clocks). */
export function nextRollAt(now: Date): Date {
  const tomorrow = addLocalDays(localDateOf(now, 'Europe/Lisbon'), 1);
  return new Date(startOfLocalDate(tomorrow, 'Europe/Lisbon').getTime() + 5 * 60_000);
}

export const rollListingSlotsJobKind = 'roll-listing-slots';

// One roll per local day: enqueueing a day's roll twice (a restart, two processes) is ignored.
const rollJobFor = (runAt: Date): JobInput => ({
  kind: rollListingSlotsJobKind,
  payload: {},
  runAt,
  key: `${rollListingSlotsJobKind}:${localDateOf(runAt, 'Europe/Lisbon')}`,
});

/**
 * At boot: today's roll now, unless today's has already been queued (then an overdue one runs at once,
 * and a done one is not repeated). A fresh database gets its first roll this way.
 */
export async function scheduleListingSlotsRoll(db: Db, clock: Clock): Promise<void> {
  await enqueueJob(db, clock, rollJobFor(clock.now()));
}

/** The nightly job: queues tomorrow's roll first (so a failure never breaks the chain), then rolls. */
export const rollListingSlotsJob: JobHandler = async (_payload, { deps, log }) => {
  await enqueueJob(deps.db, deps.clock, rollJobFor(nextRollAt(deps.clock.now())));
  const result = await rollListingSlots(deps, log);
  log(
    `Seat inventory rolled: ${result.listings} listings, ${result.inserted} new departures, ${result.pruned} past ones dropped`,
  );
};
