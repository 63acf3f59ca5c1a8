import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AvailabilityExceptionView } from '../../../contracts/own-listings';
import { validateException, type ExceptionInput } from '../../../domain/availability-exception';
import { AppError } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { availabilityExceptions, listings } from '../../db/schema';
import { toExceptionView } from './availability-exception-view';
import { loadOwnListing, type Operator } from './own-listing-access';
import { syncListingSlots } from './sync-listing-slots';

/**
 * Adds an exception to the weekly plan (closed dates, an extra departure, other seats) and brings
 * the seat inventory in line in the same transaction; refused when it would take seats already booked.
 */
export async function createAvailabilityException(
  deps: { db: Db; clock: Clock },
  user: Operator,
  listingId: string,
  input: ExceptionInput,
): Promise<AvailabilityExceptionView> {
  return deps.db.transaction(async (tx) => {
    const listing = await loadOwnListing(tx, user, listingId, { lock: true });
    if (!listing.availabilityPlan) {
      throw new AppError('validation-invalid-value', 'Set the weekly availability first', [
        {
          path: 'availabilityPlan',
          code: 'availability-required',
          message: 'Set the weekly availability first',
        },
      ]);
    }
    const now = deps.clock.now();
    const overlapping = await tx
      .select({ start: availabilityExceptions.startAt, end: availabilityExceptions.endAt })
      .from(availabilityExceptions)
      .where(
        and(
          eq(availabilityExceptions.listingId, listingId),
          gt(availabilityExceptions.endAt, input.start),
          lt(availabilityExceptions.startAt, input.end),
        ),
      );
    const exception = validateException({
      exception: input,
      plan: listing.availabilityPlan,
      existing: overlapping,
      now,
    });
    const [row] = await tx
      .insert(availabilityExceptions)
      .values({
        id: randomUUID(),
        listingId,
        startAt: exception.start,
        endAt: exception.end,
        seats: exception.seats,
        createdAt: now,
      })
      .returning();
    await tx.update(listings).set({ updatedAt: now }).where(eq(listings.id, listingId));
    await syncListingSlots(tx, listing, now);
    return toExceptionView(row!);
  });
}
