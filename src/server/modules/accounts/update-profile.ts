import { and, eq, sql } from 'drizzle-orm';
import type { ProfileBody } from '../../../contracts/accounts';
import { userTypes } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';
import { sanitizeText } from '../../../domain/sanitize';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { images, users } from '../../db/schema';
import type { SessionUser } from './find-session';
import { deleteProfileImages, isProfileImage } from './profile-images';

/**
 * First and last name, bio, company name (operators only) and the profile picture: an image the
 * user uploaded as a profile picture, or null to remove it. The picture it replaces is deleted.
 */
export async function updateProfile(
  deps: { db: Db; clock: Clock; imageStorage: ImageStorage },
  user: SessionUser,
  body: ProfileBody,
): Promise<SessionUser> {
  if (body.companyName !== undefined && user.type !== userTypes.operator) {
    throw new AppError('forbidden', 'Only tour operators have a company name on their profile');
  }
  if (body.profileImageId) {
    const [image] = await deps.db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.id, body.profileImageId), eq(images.ownerId, user.id), isProfileImage));
    if (!image) throw new AppError('validation-invalid-value', 'Unknown profile image');
  }
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: deps.clock.now() };
  if (body.firstName !== undefined) changes.firstName = sanitizeText(body.firstName);
  if (body.lastName !== undefined) changes.lastName = sanitizeText(body.lastName);
  if (body.bio !== undefined) changes.bio = body.bio === '' ? null : sanitizeText(body.bio);
  if (body.profileImageId !== undefined) changes.profileImageId = body.profileImageId;
  const [updated] = await deps.db
    .update(users)
    .set({
      ...changes,
      ...(body.companyName !== undefined
        ? {
            publicData: sql`${users.publicData} || ${JSON.stringify({ cname: sanitizeText(body.companyName) })}::jsonb`,
          }
        : {}),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (body.profileImageId !== undefined && body.profileImageId !== user.profileImageId) {
    await deleteProfileImages(deps, user.id, [body.profileImageId]);
  }
  return updated!;
}
