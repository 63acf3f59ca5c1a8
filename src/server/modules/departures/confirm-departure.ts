import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import { canConfirmDeparture, minimumGroupOf } from '../../../domain/minimum-group';
import type { AppDeps } from '../../app-deps';
import { departureDecisions, listings, listingSlots } from '../../db/schema';
import { departureDecisionOf } from '../transactions/departure-decisions';

const notFound = () => new AppError('not-found', 'Departure not found');

/**
 * The operator confirms a departure of a listing with a minimum group size before its decision time
 * (decision 157): it goes ahead whatever the bookings count then. Only the listing's operator; to
 * anyone else the departure does not exist (404). Once decided, or past the decision time, 409.
 */
export async function confirmDeparture(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewerId: string,
  listingId: string,
  start: Date,
): Promise<{ outcome: 'confirmed'; decidedAt: string }> {
  return deps.db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ authorId: listings.authorId, publicData: listings.publicData })
      .from(listings)
      .where(eq(listings.id, listingId));
    if (!listing || listing.authorId !== viewerId) throw notFound();
    const [slot] = await tx
      .select({ startAt: listingSlots.startAt })
      .from(listingSlots)
      .where(and(eq(listingSlots.listingId, listingId), eq(listingSlots.startAt, start)));
    const minimum = minimumGroupOf(listing.publicData);
    if (!slot || !minimum) throw notFound();
    const now = deps.clock.now();
    const existing = await departureDecisionOf(tx, listingId, start);
    if (!canConfirmDeparture({ start, minimum, outcome: existing?.outcome ?? null, now }))
      throw new AppError('transaction-invalid-transition', 'The departure is decided already', [
        { code: 'departure-decided', outcome: existing?.outcome ?? null },
      ]);
    const inserted = await tx
      .insert(departureDecisions)
      .values({
        listingId,
        startAt: start,
        outcome: 'confirmed',
        decidedAt: now,
        decidedBy: viewerId,
      })
      .onConflictDoNothing()
      .returning({ decidedAt: departureDecisions.decidedAt });
    if (inserted.length === 0)
      throw new AppError('transaction-invalid-transition', 'The departure is decided already', [
        { code: 'departure-decided' },
      ]);
    return { outcome: 'confirmed', decidedAt: inserted[0]!.decidedAt.toISOString() };
  });
}
