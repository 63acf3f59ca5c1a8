import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { listings, resellerListings, resellers } from '../../db/schema';

/**
 * The operator lets a reseller sell one of its listings at a commission (net = retail − it), or stops
 * it (null); decision 150. Someone else's listing, or an unknown reseller, is not found.
 */
export async function setResellerListing(
  deps: { db: Db; clock: Clock },
  operatorId: string,
  input: { listingId: string; resellerId: string; commissionPercent: number | null },
): Promise<void> {
  const [listing] = await deps.db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.id, input.listingId),
        eq(listings.authorId, operatorId),
        eq(listings.deleted, false),
      ),
    );
  const [reseller] = await deps.db
    .select({ id: resellers.id })
    .from(resellers)
    .where(eq(resellers.id, input.resellerId));
  if (!listing || !reseller) throw new AppError('not-found', 'No such listing or reseller');
  const key = and(
    eq(resellerListings.resellerId, reseller.id),
    eq(resellerListings.listingId, listing.id),
  );
  if (input.commissionPercent === null) {
    await deps.db.delete(resellerListings).where(key);
    return;
  }
  if (
    !Number.isInteger(input.commissionPercent) ||
    input.commissionPercent < 0 ||
    input.commissionPercent > 100
  )
    throw new AppError('validation-invalid-value', 'The commission is a whole percent, 0 to 100', [
      { path: 'commissionPercent', code: 'out-of-range' },
    ]);
  await deps.db
    .insert(resellerListings)
    .values({
      resellerId: reseller.id,
      listingId: listing.id,
      commissionPercent: input.commissionPercent,
      createdAt: deps.clock.now(),
    })
    .onConflictDoUpdate({
      target: [resellerListings.resellerId, resellerListings.listingId],
      set: { commissionPercent: input.commissionPercent },
    });
}
