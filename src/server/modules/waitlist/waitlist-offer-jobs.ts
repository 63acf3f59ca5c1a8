// The waitlist's jobs (decision 161): offering a departure's free seats after a change made outside
// the engine (an operator adding seats), and an offer's end at its expiry, passing the seats on.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { waitlistEntries } from '../../db/schema';
import type { JobHandler } from '../../jobs/job-handler';
import { enqueueJobs } from '../../jobs/job-queue';
import type { AppDeps } from '../../app-deps';
import { releaseSeats } from '../transactions/seats';
import { offerFreedSeats } from './offer-freed-seats';

const departurePayload = z.object({ listingId: z.uuid(), start: z.string() });

export const runWaitlistOffer: JobHandler = async (payload, { deps }) => {
  const { listingId, start } = departurePayload.parse(payload);
  await deps.db.transaction(async (tx) => {
    const jobs = await offerFreedSeats(tx, deps.clock.now(), { listingId, start: new Date(start) });
    await enqueueJobs(tx, deps.clock, jobs);
  });
};

/**
 * Ends an open entry inside the caller's transaction: an offer's held seats go back to the departure
 * and on to the next party that fits. Returns the jobs to queue (the next offers').
 */
export async function endWaitlistEntry(
  tx: Db,
  now: Date,
  entry: typeof waitlistEntries.$inferSelect,
  state: 'left' | 'expired',
) {
  const ended = await tx
    .update(waitlistEntries)
    .set({ state, endedAt: now })
    .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.state, entry.state)))
    .returning({ id: waitlistEntries.id });
  if (ended.length === 0 || entry.state !== 'offered') return [];
  const departure = { listingId: entry.listingId, start: entry.startAt };
  await releaseSeats(tx, departure, entry.seats);
  return offerFreedSeats(tx, now, departure);
}

/** An offer not used by its expiry: its seats pass to the next party (the job at offer_expires_at). */
export async function expireWaitlistOffer(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  entryId: string,
): Promise<'expired' | 'not-due'> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [entry] = await tx
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, entryId))
      .for('update');
    if (!entry || entry.state !== 'offered' || !entry.offerExpiresAt) return 'not-due';
    if (entry.offerExpiresAt > now) return 'not-due';
    await enqueueJobs(tx, deps.clock, await endWaitlistEntry(tx, now, entry, 'expired'));
    return 'expired';
  });
}

export const runWaitlistOfferExpiry: JobHandler = async (payload, { deps }) => {
  const { entryId } = z.object({ entryId: z.uuid() }).parse(payload);
  await expireWaitlistOffer(deps, entryId);
};
