import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { createImage, type ImageRow } from '../images/create-image';
import type { SessionUser } from './find-session';
import { deleteProfileImages } from './profile-images';

/**
 * A new profile picture through the image pipeline (real format checked, pixel floods refused,
 * square variants 40 and 80 px). It is used once the profile is saved with it; an earlier upload
 * that was never saved is removed, so abandoned uploads do not pile up.
 */
export async function uploadProfileImage(
  deps: { db: Db; clock: Clock; imageStorage: ImageStorage },
  user: SessionUser,
  source: Buffer,
): Promise<ImageRow> {
  const image = await createImage(deps, { ownerId: user.id, source, kind: 'profile' });
  await deleteProfileImages(deps, user.id, [image.id, user.profileImageId]);
  return image;
}
