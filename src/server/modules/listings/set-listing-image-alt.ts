import { and, eq } from 'drizzle-orm';
import type { Image } from '../../../contracts/listings';
import { AppError } from '../../../domain/errors';
import { sanitizeText } from '../../../domain/sanitize';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { images, listings } from '../../db/schema';
import { loadOwnListing, type Operator } from './own-listing-access';
import { toImage } from './to-public-listing';

/**
 * The alternative text of one of the operator's listing photos (issue 49 item 9): what it shows, read
 * by screen readers and search engines; an empty text goes back to the title and place. The
 * listing's change is recorded so public pages show it.
 */
export async function setListingImageAlt(
  deps: { db: Db; clock: Clock; imageStorage: ImageStorage },
  user: Operator,
  listingId: string,
  imageId: string,
  alt: string,
): Promise<Image> {
  const row = await deps.db.transaction(async (tx) => {
    await loadOwnListing(tx, user, listingId, { lock: true });
    const text = sanitizeText(alt).trim();
    const [updated] = await tx
      .update(images)
      .set({ alt: text === '' ? null : text })
      .where(and(eq(images.id, imageId), eq(images.listingId, listingId)))
      .returning();
    if (!updated) throw new AppError('not-found', 'Photo not found');
    await tx
      .update(listings)
      .set({ updatedAt: deps.clock.now() })
      .where(eq(listings.id, listingId));
    return updated;
  });
  return toImage(row, deps.imageStorage);
}
