import { and, eq, inArray } from 'drizzle-orm';
import { seatHoldingStates, type TransitionName } from '../../../domain/booking-process';
import { decideDeparture, decisionTimeOf, minimumGroupOf } from '../../../domain/minimum-group';
import { departureDecisions, transactions } from '../../db/schema';
import { enqueueJobs } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-handler';
import { departureDecisionJob, departureDecisionOf } from '../transactions/departure-decisions';
import { listingFacts } from '../transactions/price-request';
import {
  applyTransition,
  runInTransaction,
  type EngineDeps,
} from '../transactions/transition-transaction';

/** The reason each traveller of a cancelled departure reads (transaction page and email). */
export const minimumNotReachedReason =
  'The departure did not reach its minimum group size. Choose another date of the tour.';

// How each open booking of a cancelled departure ends: a confirmed one is cancelled with a full
// refund, a request declined (its card hold released). An unpaid checkout (pending-payment) expires
// on its own within minutes; the departure takes no new booking once cancelled.
const endingOf: Partial<Record<string, TransitionName>> = {
  accepted: 'cancel',
  preauthorized: 'decline',
};

/**
 * Decides a departure at its decision time: under the listing's minimum and not confirmed by the
 * operator, every open booking is ended through the engine as the marketplace, with the reason. The
 * decision row is written in the same database transaction and only if none exists (the primary key
 * orders two runners), so a retry, a second runner or a restart decides and refunds once.
 */
export async function decideDepartureAt(
  deps: EngineDeps,
  listingId: string,
  start: Date,
): Promise<'goes-ahead' | 'cancelled' | 'already-decided' | 'no-minimum' | 'not-due'> {
  return runInTransaction(deps, false, async (tx) => {
    const facts = await listingFacts(tx, listingId).catch(() => null);
    const minimum = facts ? minimumGroupOf(facts.publicData) : null;
    if (!minimum) return 'no-minimum';
    const now = deps.clock.now();
    const decideAt = decisionTimeOf(start, minimum);
    if (decideAt > now) {
      // The operator asked for a later decision since the job was queued: decide then.
      await enqueueJobs(tx, deps.clock, [departureDecisionJob(listingId, start, minimum)]);
      return 'not-due';
    }
    const bookings = await tx
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.listingId, listingId),
          eq(transactions.bookingStart, start),
          inArray(transactions.state, [...seatHoldingStates]),
        ),
      )
      .orderBy(transactions.id)
      .for('update');
    const existing = await departureDecisionOf(tx, listingId, start);
    if (existing) return 'already-decided';
    const outcome = decideDeparture({
      minimum,
      bookings: bookings.map((b) => ({ state: b.state, seats: b.seats })),
      isConfirmed: false,
    });
    const inserted = await tx
      .insert(departureDecisions)
      .values({ listingId, startAt: start, outcome, decidedAt: now })
      .onConflictDoNothing()
      .returning({ outcome: departureDecisions.outcome });
    if (inserted.length === 0) return 'already-decided';
    if (outcome === 'goes-ahead') return outcome;
    for (const row of bookings) {
      const transition = endingOf[row.state];
      if (!transition) continue;
      await applyTransition(tx, deps, row, {
        transition,
        actor: 'operator',
        params: {},
        isSpeculative: false,
        listing: facts!,
      });
      await tx
        .update(transactions)
        .set({ cancelReason: minimumNotReachedReason })
        .where(eq(transactions.id, row.id));
    }
    return outcome;
  });
}

/** The `departure-decision` job. */
export const decideDepartureJob: JobHandler = async (payload, { deps }) => {
  const { listingId, start } = payload;
  if (typeof listingId !== 'string' || typeof start !== 'string')
    throw new Error('A departure-decision job needs listingId and start');
  await decideDepartureAt(deps, listingId, new Date(start));
};
