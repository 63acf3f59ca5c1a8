import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { images, listings } from '../../db/schema';
import { loadOwnListing, type Operator } from './own-listing-access';
import { assertCompleteWhenLive, countListingImages } from './to-own-listing';
import { storedKeysOf } from '../images/create-image-variants';

/** Removes a photo from the author's listing and its files; a live listing keeps at least one. */
export async function deleteListingImage(
  deps: { db: Db; clock: Clock; imageStorage: ImageStorage },
  user: Operator,
  listingId: string,
  imageId: string,
): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const listing = await loadOwnListing(tx, user, listingId, { lock: true });
    const [row] = await tx
      .delete(images)
      .where(and(eq(images.id, imageId), eq(images.listingId, listingId)))
      .returning();
    if (!row) throw new AppError('not-found', 'Image not found');
    await assertCompleteWhenLive(tx, listing, await countListingImages(tx, listingId));
    await tx
      .update(listings)
      .set({ updatedAt: deps.clock.now() })
      .where(eq(listings.id, listingId));
    return row;
  });
  // Files go once the row is gone for good; a leftover file is harmless, a missing one is not.
  await Promise.all(
    storedKeysOf(removed.variants).map((key) =>
      deps.imageStorage.delete(key).catch(() => undefined),
    ),
  );
}
