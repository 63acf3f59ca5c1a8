import { loadMarketplaceSettings } from '../settings/load-marketplace-settings';
import { eq } from 'drizzle-orm';
import type { OwnListing } from '../../../contracts/own-listings';
import { nextListingState, type ListingTransition } from '../../../domain/listing-states';
import type { ListingState } from '../../../domain/listing';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { loadOwnListing, type Operator } from './own-listing-access';
import { syncListingSlots } from './sync-listing-slots';
import { assertCompleteWhenLive, toOwnListings } from './to-own-listing';

/**
 * Publish (draft → published, or pendingApproval when the marketplace approves listings), close
 * (published → closed) or open (closed → published) an own listing, following the listing process
 * of src/domain/listing-states.ts. Going live needs a complete listing; the seat inventory follows
 * in the same transaction.
 */
export async function changeListingState(
  deps: {
    db: Db;
    clock: Clock;
    imageStorage: ImageStorage;
    config: { listingApprovalRequired: boolean; customerCommissionPercent: number };
  },
  user: Operator,
  id: string,
  transition: Extract<ListingTransition, 'publish' | 'close' | 'open'>,
): Promise<OwnListing> {
  const updated = await deps.db.transaction(async (tx) => {
    const row = await loadOwnListing(tx, user, id, { lock: true });
    // The console's setting as it is now; LISTING_APPROVAL_REQUIRED is its default (decision 113).
    const { listingApprovalRequired } = await loadMarketplaceSettings(tx, deps.config);
    const state: ListingState = nextListingState(row.state as ListingState, transition, {
      approvalRequired: listingApprovalRequired,
    });
    const now = deps.clock.now();
    const next = { ...row, state, updatedAt: now };
    await assertCompleteWhenLive(tx, next);
    const [saved] = await tx
      .update(listings)
      // Sent again after the marketplace refused it: the refusal's reason has been read.
      .set({
        state,
        updatedAt: now,
        ...(transition === 'publish' ? { rejectionReason: null } : {}),
      })
      .where(eq(listings.id, row.id))
      .returning();
    await syncListingSlots(tx, saved!, now);
    return saved!;
  });
  const [listing] = await toOwnListings(deps.db, deps.imageStorage, [updated]);
  return listing!;
}
