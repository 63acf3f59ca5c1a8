import { and, asc, eq } from 'drizzle-orm';
import type { Image } from '../../../contracts/listings';
import { AppError } from '../../../domain/errors';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { images, listings } from '../../db/schema';
import { loadOwnListing, type Operator } from './own-listing-access';
import { toImage } from './to-public-listing';

/** Puts the listing's photos in the given order (the first is the cover); the list must name each photo once. */
export async function reorderListingImages(
  deps: { db: Db; clock: Clock; imageStorage: ImageStorage },
  user: Operator,
  listingId: string,
  imageIds: string[],
): Promise<Image[]> {
  const rows = await deps.db.transaction(async (tx) => {
    await loadOwnListing(tx, user, listingId, { lock: true });
    const current = await tx
      .select({ id: images.id })
      .from(images)
      .where(eq(images.listingId, listingId));
    const currentIds = new Set(current.map((r) => r.id));
    if (
      new Set(imageIds).size !== imageIds.length ||
      imageIds.length !== currentIds.size ||
      imageIds.some((i) => !currentIds.has(i))
    ) {
      throw new AppError(
        'validation-invalid-value',
        'The new order must list each of the listing’s photos exactly once',
        [
          {
            path: 'imageIds',
            code: 'image-set-mismatch',
            message: 'List each photo of the listing exactly once',
          },
        ],
      );
    }
    for (const [position, imageId] of imageIds.entries()) {
      await tx
        .update(images)
        .set({ position })
        .where(and(eq(images.id, imageId), eq(images.listingId, listingId)));
    }
    await tx
      .update(listings)
      .set({ updatedAt: deps.clock.now() })
      .where(eq(listings.id, listingId));
    return tx
      .select()
      .from(images)
      .where(eq(images.listingId, listingId))
      .orderBy(asc(images.position), asc(images.createdAt));
  });
  return rows.map((row) => toImage(row, deps.imageStorage));
}
