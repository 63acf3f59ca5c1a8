import { randomUUID } from 'node:crypto';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';
import { createImageVariants, storedKeysOf, type ImageKind } from './create-image-variants';

export type ImageRow = typeof images.$inferSelect;

/**
 * Runs the variant pipeline on a source file and records the image (owner, optional listing and
 * position). Stored files are removed again when the row cannot be written.
 */
export async function createImage(
  deps: { db: Db; clock: Clock; imageStorage: ImageStorage },
  input: {
    ownerId: string;
    source: Buffer;
    listingId?: string | null;
    position?: number;
    kind?: ImageKind;
    /** Files already encoded from the same source (see createImageVariants). */
    encodings?: Map<string, Promise<Buffer>>;
  },
): Promise<ImageRow> {
  const id = randomUUID();
  const { variants, placeholder } = await createImageVariants(deps, {
    source: input.source,
    imageId: id,
    kind: input.kind ?? 'listing',
    encodings: input.encodings,
  });
  try {
    const [row] = await deps.db
      .insert(images)
      .values({
        id,
        ownerId: input.ownerId,
        listingId: input.listingId ?? null,
        position: input.position ?? 0,
        variants,
        placeholder,
        createdAt: deps.clock.now(),
      })
      .returning();
    return row!;
  } catch (error) {
    await Promise.all(
      storedKeysOf(variants).map((key) => deps.imageStorage.delete(key).catch(() => undefined)),
    );
    throw error;
  }
}
