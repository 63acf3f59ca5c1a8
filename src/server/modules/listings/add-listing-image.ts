import { randomUUID } from 'node:crypto';
import { eq, max } from 'drizzle-orm';
import type { Image } from '../../../contracts/listings';
import { AppError } from '../../../domain/errors';
import { maxListingImages } from '../../../domain/listing-states';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { images, listings } from '../../db/schema';
import { createImageVariants, storedKeysOf } from '../images/create-image-variants';
import { loadOwnListing, type Operator } from './own-listing-access';
import { toImage } from './to-public-listing';
import { countListingImages } from './to-own-listing';

/**
 * A photo uploaded in the editor: the author is checked first, then the variants are made once
 * (sharp, outside any transaction so the database is not held while pictures are resized), then the
 * image joins the listing last in order. The stored files go again when the row cannot be written.
 */
export async function addListingImage(
  deps: { db: Db; clock: Clock; imageStorage: ImageStorage },
  user: Operator,
  listingId: string,
  source: Buffer,
  /** The Content-Type the upload declared (a file sent as HEIC must be one). */
  declaredType?: string,
): Promise<Image> {
  await loadOwnListing(deps.db, user, listingId);
  if ((await countListingImages(deps.db, listingId)) >= maxListingImages) throw tooMany();
  const id = randomUUID();
  const { variants, placeholder } = await createImageVariants(deps, {
    source,
    declaredType,
    imageId: id,
    kind: 'listing',
  });
  try {
    const row = await deps.db.transaction(async (tx) => {
      await loadOwnListing(tx, user, listingId, { lock: true });
      if ((await countListingImages(tx, listingId)) >= maxListingImages) throw tooMany();
      const [{ last } = { last: null }] = await tx
        .select({ last: max(images.position) })
        .from(images)
        .where(eq(images.listingId, listingId));
      const now = deps.clock.now();
      const [inserted] = await tx
        .insert(images)
        .values({
          id,
          ownerId: user.id,
          listingId,
          position: (last ?? -1) + 1,
          variants,
          placeholder,
          createdAt: now,
        })
        .returning();
      await tx.update(listings).set({ updatedAt: now }).where(eq(listings.id, listingId));
      return inserted!;
    });
    return toImage(row, deps.imageStorage);
  } catch (error) {
    await Promise.all(
      storedKeysOf(variants).map((key) => deps.imageStorage.delete(key).catch(() => undefined)),
    );
    throw error;
  }
}

const tooMany = () =>
  new AppError(
    'validation-invalid-value',
    `A listing can have at most ${maxListingImages} photos`,
    [
      {
        path: 'images',
        code: 'too-many-images',
        message: `At most ${maxListingImages} photos`,
        max: maxListingImages,
      },
    ],
  );
