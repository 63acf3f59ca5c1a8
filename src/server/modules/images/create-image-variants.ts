import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { AppError } from '../../../domain/errors';
import {
  listingImageVariants,
  profileImageVariants,
  variantOutputSize,
  type ImageVariantSpec,
} from '../../../domain/image-variants';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { StoredImageVariant } from '../../db/schema';

/** Pixel-flood guard: a tiny file can claim huge dimensions; refuse anything above this many pixels. */
export const maxInputPixels = 50_000_000;

/** Formats accepted for upload (spec 000 §5: .JPG, .GIF or .PNG). */
export type AcceptedImageFormat = 'jpeg' | 'png' | 'gif';

export type ImageKind = 'listing' | 'profile';

const variantsByKind: Record<ImageKind, readonly ImageVariantSpec[]> = {
  listing: listingImageVariants,
  profile: profileImageVariants,
};
const folderByKind: Record<ImageKind, string> = { listing: 'listings', profile: 'profiles' };

const jpegQuality = 80;

/** The real format from the first bytes (never from the file name or the declared type). */
export function detectImageFormat(source: Uint8Array): AcceptedImageFormat | null {
  const b = source;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (
    b.length >= 8 &&
    b[0] === 0x89 &&
    b[1] === 0x50 &&
    b[2] === 0x4e &&
    b[3] === 0x47 &&
    b[4] === 0x0d &&
    b[5] === 0x0a &&
    b[6] === 0x1a &&
    b[7] === 0x0a
  ) {
    return 'png';
  }
  if (b.length >= 6) {
    const head = String.fromCharCode(b[0]!, b[1]!, b[2]!, b[3]!, b[4]!, b[5]!);
    if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  }
  return null;
}

const invalid = (message: string, reason: string) =>
  new AppError('image-invalid', message, [{ code: reason, message }]);

const readError = (error: unknown) =>
  /pixel limit/i.test((error as Error)?.message ?? '')
    ? invalid('The image has too many pixels.', 'too-many-pixels')
    : invalid('The image could not be read.', 'unreadable');

export const imageVariantKey = (kind: ImageKind, imageId: string, variantName: string): string =>
  `${folderByKind[kind]}/${imageId}/${variantName}.jpg`;

/**
 * Turns an untrusted source file into every variant of its kind and stores them: checks the real
 * format (JPEG, PNG or GIF), refuses pixel floods, applies the EXIF orientation, drops all metadata
 * and never enlarges beyond the source (the recorded width and height are the real ones).
 * Used by the demo seed and by uploads alike.
 */
export async function createImageVariants(
  deps: { imageStorage: ImageStorage },
  input: { source: Buffer; imageId: string; kind?: ImageKind },
): Promise<StoredImageVariant[]> {
  const kind = input.kind ?? 'listing';
  const format = detectImageFormat(input.source);
  if (!format) throw invalid('Only JPG, GIF and PNG images can be used.', 'unsupported-format');

  const inputOptions = {
    limitInputPixels: maxInputPixels,
    failOn: 'error',
    animated: false,
  } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(input.source, inputOptions).metadata();
  } catch (error) {
    throw readError(error);
  }
  if (metadata.format !== format) throw invalid('The image could not be read.', 'format-mismatch');
  if (!metadata.width || !metadata.height)
    throw invalid('The image could not be read.', 'unreadable');
  if (metadata.width * metadata.height > maxInputPixels) {
    throw invalid('The image has too many pixels.', 'too-many-pixels');
  }

  // Decode once (oriented, flattened onto white, sRGB), shrunk only as far as every variant allows.
  const specs = variantsByKind[kind];
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input.source, { ...inputOptions, autoOrient: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw readError(error);
  }
  const source = await shrinkForVariants(decoded, specs);

  // Variants that come out the same size are the same picture (a crop of a source already at that
  // aspect ratio, e.g. landscape-crop6x and scaled-xlarge of a 1600x1067 photo): encode once.
  const encodings = new Map<string, Promise<Buffer>>();
  const encode = (width: number, height: number, fit: ImageVariantSpec['fit']) => {
    const cacheKey = `${width}x${height}`;
    let pending = encodings.get(cacheKey);
    if (!pending) {
      pending = sharp(source.data, {
        raw: {
          width: source.info.width,
          height: source.info.height,
          channels: source.info.channels,
        },
      })
        .resize(width, height, { fit: fit === 'crop' ? 'cover' : 'fill', position: 'centre' })
        .jpeg({ quality: jpegQuality, progressive: true })
        .toBuffer();
      encodings.set(cacheKey, pending);
    }
    return pending;
  };

  const stored: string[] = [];
  try {
    return await Promise.all(
      specs.map(async (spec) => {
        const size = variantOutputSize(spec, source.info.width, source.info.height);
        const data = await encode(size.width, size.height, spec.fit);
        const key = imageVariantKey(kind, input.imageId, spec.name);
        await deps.imageStorage.put(key, data, 'image/jpeg');
        stored.push(key);
        return { name: spec.name, width: size.width, height: size.height, key };
      }),
    );
  } catch (error) {
    await Promise.all(stored.map((key) => deps.imageStorage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/**
 * A large photo (say 6000x4000) is first reduced to the smallest size every variant can still be
 * cut from, so that a dozen variants do not each resample the full picture.
 */
async function shrinkForVariants(
  decoded: { data: Buffer; info: OutputInfo },
  specs: readonly ImageVariantSpec[],
): Promise<{ data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }> {
  const { width, height } = decoded.info;
  const channels = decoded.info.channels as 1 | 2 | 3 | 4;
  const scale = Math.min(
    1,
    Math.max(
      ...specs.map((s) =>
        s.fit === 'crop'
          ? Math.max(s.width / width, s.height / height)
          : Math.min(s.width / width, s.height / height),
      ),
    ),
  );
  if (scale > 0.75) return { data: decoded.data, info: { width, height, channels } };
  const w = Math.max(1, Math.ceil(width * scale));
  const h = Math.max(1, Math.ceil(height * scale));
  const data = await sharp(decoded.data, { raw: { width, height, channels } })
    .resize(w, h, { fit: 'fill' })
    .raw()
    .toBuffer();
  return { data, info: { width: w, height: h, channels } };
}
