import { and, eq, gt, inArray } from 'drizzle-orm';
import { seatHoldingStates } from '../../../domain/booking-process';
import { decisionTimeOf, type MinimumGroup } from '../../../domain/minimum-group';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';
import { enqueueJobs } from '../../jobs/job-queue';
import type { Clock } from '../../clock';
import { departureDecisionJob } from '../transactions/departure-decisions';

/**
 * When an operator sets a minimum group size, or moves its decision time, on a listing that already
 * has bookings: each booked departure whose decision time is still ahead gets its decision job (a
 * booking queues it otherwise, decision 157). One whose decision time has passed goes ahead as booked.
 */
export async function queueDepartureDecisions(
  tx: Db,
  clock: Clock,
  listingId: string,
  minimum: MinimumGroup,
): Promise<void> {
  const now = clock.now();
  const booked = await tx
    .selectDistinct({ start: transactions.bookingStart })
    .from(transactions)
    .where(
      and(
        eq(transactions.listingId, listingId),
        inArray(transactions.state, [...seatHoldingStates]),
        gt(transactions.bookingStart, now),
      ),
    );
  const jobs = booked
    .map((row) => row.start!)
    .filter((start) => decisionTimeOf(start, minimum) > now)
    .map((start) => departureDecisionJob(listingId, start, minimum));
  await enqueueJobs(tx, clock, jobs);
}
