import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';
import { storedKeysOf } from '../images/create-image-variants';

// Profile pictures are images with no listing and the square variants (a listing photo uploaded
// before its listing is saved has no listing either, but never those variants).
export const isProfileImage: SQL = and(
  isNull(images.listingId),
  sql`${images.variants} @> '[{"name":"square-small"}]'::jsonb`,
)!;

/** Removes profile images of a user (rows and files), except the ones to keep. */
export async function deleteProfileImages(
  deps: { db: Db; imageStorage: ImageStorage },
  ownerId: string,
  keep: Array<string | null>,
): Promise<void> {
  const kept = keep.filter((id): id is string => id !== null);
  const doomed = await deps.db
    .delete(images)
    .where(and(eq(images.ownerId, ownerId), isProfileImage, ...kept.map((id) => ne(images.id, id))))
    .returning();
  await Promise.all(
    doomed.flatMap((image) =>
      storedKeysOf(image.variants).map((key) =>
        deps.imageStorage.delete(key).catch(() => undefined),
      ),
    ),
  );
}
