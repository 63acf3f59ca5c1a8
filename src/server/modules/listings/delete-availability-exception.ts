import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { availabilityExceptions, listings } from '../../db/schema';
import { loadOwnListing, type Operator } from './own-listing-access';
import { syncListingSlots } from './sync-listing-slots';

/** Removes one exception; the weekly plan applies there again (the seat inventory follows). */
export async function deleteAvailabilityException(
  deps: { db: Db; clock: Clock },
  user: Operator,
  listingId: string,
  exceptionId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const listing = await loadOwnListing(tx, user, listingId, { lock: true });
    const [row] = await tx
      .delete(availabilityExceptions)
      .where(
        and(
          eq(availabilityExceptions.id, exceptionId),
          eq(availabilityExceptions.listingId, listingId),
        ),
      )
      .returning({ id: availabilityExceptions.id });
    if (!row) throw new AppError('not-found', 'Availability exception not found');
    const now = deps.clock.now();
    await tx.update(listings).set({ updatedAt: now }).where(eq(listings.id, listingId));
    await syncListingSlots(tx, listing, now);
  });
}
