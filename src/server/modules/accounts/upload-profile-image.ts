import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../../domain/errors';
import { createImage, type ImageRow } from '../images/create-image';
import { detectImageFormat } from '../images/create-image-variants';
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
  // A profile picture is a JPG, GIF or PNG, as its message says (spec 001 §8); listing photos also
  // take WebP and HEIC too.
  const format = detectImageFormat(source);
  if (format === 'webp' || format === 'heif')
    throw new AppError('image-invalid', 'A profile picture is a JPG, GIF or PNG file', [
      { code: 'unsupported-format', message: 'A profile picture is a JPG, GIF or PNG file' },
    ]);
  const image = await createImage(deps, { ownerId: user.id, source, kind: 'profile' });
  await deleteProfileImages(deps, user.id, [image.id, user.profileImageId]);
  return image;
}
