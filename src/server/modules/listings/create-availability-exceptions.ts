import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { AvailabilityExceptionView } from '../../../contracts/own-listings';
import { validateException, type ExceptionInput } from '../../../domain/availability-exception';
import { AppError, type ErrorDetail } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { availabilityExceptions, listings } from '../../db/schema';
import { toExceptionView } from './availability-exception-view';
import { loadOwnListing, type Operator } from './own-listing-access';
import { syncListingSlots } from './sync-listing-slots';

/**
 * Adds exceptions to the weekly plan (closed dates, an extra departure, other seats, a season's
 * closures) all or none, and brings the seat inventory in line in the same transaction; refused
 * when one would take seats already booked. A problem of the n-th exception carries `entry: n`.
 */
export async function createAvailabilityExceptions(
  deps: { db: Db; clock: Clock },
  user: Operator,
  listingId: string,
  inputs: readonly ExceptionInput[],
): Promise<AvailabilityExceptionView[]> {
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
    const plan = listing.availabilityPlan;
    const now = deps.clock.now();
    const overlapping = await tx
      .select({ start: availabilityExceptions.startAt, end: availabilityExceptions.endAt })
      .from(availabilityExceptions)
      .where(
        and(
          eq(availabilityExceptions.listingId, listingId),
          or(
            ...inputs.map((i) =>
              and(
                gt(availabilityExceptions.endAt, i.start),
                lt(availabilityExceptions.startAt, i.end),
              ),
            ),
          ),
        ),
      );
    const existing: { start: Date; end: Date }[] = [...overlapping];
    const details: ErrorDetail[] = [];
    const valid = inputs.flatMap((exception, entry) => {
      try {
        const checked = validateException({ exception, plan, existing, now });
        existing.push(checked);
        return [checked];
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const problems = error.details ?? [];
        details.push(...(inputs.length > 1 ? problems.map((p) => ({ ...p, entry })) : problems));
        return [];
      }
    });
    if (details.length > 0) {
      throw new AppError(
        'validation-invalid-value',
        `Invalid availability exception: ${details.map((d) => d.message).join('; ')}`,
        details,
      );
    }
    const rows = await tx
      .insert(availabilityExceptions)
      .values(
        valid.map((exception) => ({
          id: randomUUID(),
          listingId,
          startAt: exception.start,
          endAt: exception.end,
          seats: exception.seats,
          createdAt: now,
        })),
      )
      .returning();
    await tx.update(listings).set({ updatedAt: now }).where(eq(listings.id, listingId));
    await syncListingSlots(tx, listing, now);
    return rows.map(toExceptionView).sort((a, b) => a.start.localeCompare(b.start));
  });
}
