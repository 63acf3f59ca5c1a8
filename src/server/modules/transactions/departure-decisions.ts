// The departures of listings with a minimum group size (decision 157): the decision job a booking
// queues, and the engine's check that a departure still takes the booking. The job's handler is
// src/server/modules/departures/decide-departure.ts.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import {
  decisionTimeOf,
  lateBookingRefusal,
  type MinimumGroup,
} from '../../../domain/minimum-group';
import type { Db } from '../../db/client';
import { departureDecisions } from '../../db/schema';
import type { JobInput } from '../../jobs/job-queue';
import { bookedMessage, type Departure } from './seats';

export const departureDecisionJobKind = 'departure-decision';

/**
 * The decision of one departure, due at its decision time. Keyed by the departure and the time:
 * every booking of the departure queues the same job once.
 */
export const departureDecisionJob = (
  listingId: string,
  start: Date,
  minimum: MinimumGroup,
): JobInput => {
  const runAt = decisionTimeOf(start, minimum);
  return {
    kind: departureDecisionJobKind,
    payload: { listingId, start: start.toISOString() },
    runAt,
    key: `departure-decision:${listingId}:${start.toISOString()}:${runAt.toISOString()}`,
  };
};

/** What was decided for a departure, if anything. */
export async function departureDecisionOf(db: Db, listingId: string, start: Date) {
  const [row] = await db
    .select()
    .from(departureDecisions)
    .where(and(eq(departureDecisions.listingId, listingId), eq(departureDecisions.startAt, start)));
  return row ?? null;
}

/**
 * Refuses seats of a cancelled departure, and after the decision time seats of an undecided one
 * (it had no bookings then) unless the party reaches the minimum on its own. Read only from the
 * decision time on: before it, nothing is decided but the operator's confirmation.
 */
export async function checkMinimumGroup(
  db: Db,
  departure: Departure,
  minimum: MinimumGroup,
  seats: number,
  now: Date,
): Promise<void> {
  const isDecided = now >= decisionTimeOf(departure.start, minimum);
  const decision = isDecided
    ? await departureDecisionOf(db, departure.listingId, departure.start)
    : null;
  const refusal = lateBookingRefusal({
    start: departure.start,
    minimum,
    outcome: decision?.outcome ?? null,
    seats,
    now,
  });
  if (refusal)
    throw new AppError('transaction-booking-time-not-available', bookedMessage, [
      { code: refusal, minimumGroupSize: minimum.size },
    ]);
}
