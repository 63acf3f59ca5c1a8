import { eq } from 'drizzle-orm';
import type { PublicUser } from '../../../contracts/accounts';
import { AppError } from '../../../domain/errors';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Db } from '../../db/client';
import { images, users } from '../../db/schema';
import { toImage, toPublicAuthor } from '../listings/to-public-listing';

/** A user's public profile (/u/{id}): never the email, phone, type or anything protected. */
export async function showPublicUser(
  deps: { db: Db; imageStorage: ImageStorage },
  id: string,
): Promise<PublicUser> {
  const [row] = await deps.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      bio: users.bio,
      publicData: users.publicData,
      banned: users.banned,
      deleted: users.deleted,
      createdAt: users.createdAt,
      image: { id: images.id, variants: images.variants },
    })
    .from(users)
    .leftJoin(images, eq(images.id, users.profileImageId))
    .where(eq(users.id, id));
  if (!row) throw new AppError('not-found', 'User not found');
  const author = toPublicAuthor(row, row.image?.id ? toImage(row.image, deps.imageStorage) : null);
  return { ...author, createdAt: row.createdAt.toISOString() };
}
