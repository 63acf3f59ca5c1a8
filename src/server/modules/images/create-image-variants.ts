import type { Metadata, OutputInfo, Sharp } from 'sharp';
import { AppError } from '../../../domain/errors';
import {
  listingImageVariants,
  profileImageVariants,
  variantOutputSize,
  type ImageVariantSpec,
} from '../../../domain/image-variants';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { StoredImageVariant } from '../../db/schema';
import { limitConcurrency } from '../../limit-concurrency';
import { decodeHeic } from './decode-heic';

/** Pixel-flood guard: a tiny file can claim huge dimensions; refuse anything above this many pixels. */
export const maxInputPixels = 50_000_000;
/** Profile pictures end at 160 px: a phone's 24 MP photo is plenty (decision 023). */
export const maxProfileInputPixels = 24_000_000;
const maxPixelsByKind: Record<'listing' | 'profile', number> = {
  listing: maxInputPixels,
  profile: maxProfileInputPixels,
};

/**
 * Decodes at once across the process: each holds its shrunk picture (at most ~2400x2400 RGB, 17 MB)
 * and libvips' working tiles, so 20 parallel uploads queue instead of multiplying that (decision 023).
 */
export const maxConcurrentDecodes = 2;
const withDecodeSlot = limitConcurrency(maxConcurrentDecodes);
// The image library (libvips, ~28 MB) loads at the first upload, not with every server process.
let sharpLibrary: Promise<typeof import('sharp').default> | undefined;
export const loadSharp = () =>
  (sharpLibrary ??= import('sharp').then(({ default: sharp }) => {
    // libvips' operation cache keeps recent inputs and results; every upload is new, so it only holds memory.
    sharp.cache(false);
    return sharp;
  }));

/**
 * Formats accepted for upload: spec 000 §5's .JPG, .GIF or .PNG, and WebP and HEIC/HEIF (phones'
 * photos; issue 49), all converted to the variants' JPEG, AVIF and WebP.
 */
export type AcceptedImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif';

/** The ISO base media file brands of HEIF pictures: HEIC (HEVC, iPhones), HEIF and AVIF. */
const heifBrands = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);
const heicTypes = new Set([
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
]);

export type ImageKind = 'listing' | 'profile';

const variantsByKind: Record<ImageKind, readonly ImageVariantSpec[]> = {
  listing: listingImageVariants,
  profile: profileImageVariants,
};
const folderByKind: Record<ImageKind, string> = { listing: 'listings', profile: 'profiles' };

const jpegQuality = 80;
// AVIF and WebP at the quality that looks like the JPEG at 80; AVIF at its fastest effort, which on
// these photos is within 5 % of the slower efforts' size at a fraction of the time (decision 054).
const encoders = {
  jpeg: (image: Sharp) => image.jpeg({ quality: jpegQuality, progressive: true }),
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 0 }),
  webp: (image: Sharp) => image.webp({ quality: 75, effort: 2 }),
} as const;
type Encoding = keyof typeof encoders;
const contentTypes: Record<Encoding, string> = {
  jpeg: 'image/jpeg',
  avif: 'image/avif',
  webp: 'image/webp',
};
/** The placeholder's width: a few hundred bytes inline, blurred by the page (decision 054). */
export const placeholderWidth = 16;

/** What an upload becomes: its sizes (each a JPEG, the shown ones also AVIF and WebP) and its placeholder. */
export type StoredImage = { variants: StoredImageVariant[]; placeholder: string };

/** Every stored file of an image's variants (to remove them all). */
export const storedKeysOf = (variants: readonly StoredImageVariant[]): string[] =>
  variants.flatMap((v) => [v.key, v.avifKey, v.webpKey].filter((key) => key !== undefined));

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
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (b.length >= 12 && ascii(4, 8) === 'ftyp' && heifBrands.has(ascii(8, 12))) return 'heif';
  return null;
}

const invalid = (message: string, reason: string) =>
  new AppError('image-invalid', message, [{ code: reason, message }]);

const isPixelFlood = (error: unknown) => /pixel limit/i.test((error as Error)?.message ?? '');
const readError = (error: unknown) =>
  isPixelFlood(error)
    ? invalid('The image has too many pixels.', 'too-many-pixels')
    : invalid('The image could not be read.', 'unreadable');

const extensions: Record<Encoding, string> = { jpeg: 'jpg', avif: 'avif', webp: 'webp' };

export const imageVariantKey = (
  kind: ImageKind,
  imageId: string,
  variantName: string,
  encoding: Encoding = 'jpeg',
): string => `${folderByKind[kind]}/${imageId}/${variantName}.${extensions[encoding]}`;

/**
 * Turns an untrusted source file into every variant of its kind and stores them: checks the real
 * format (JPEG, PNG or GIF), refuses pixel floods, applies the EXIF orientation, drops all metadata
 * and never enlarges beyond the source (the recorded width and height are the real ones). The sizes
 * pages show get AVIF and WebP files beside the JPEG; the image gets a tiny inline placeholder.
 * Used by the demo seed and by uploads alike.
 */
export async function createImageVariants(
  deps: { imageStorage: ImageStorage },
  input: {
    source: Buffer;
    imageId: string;
    kind?: ImageKind;
    /** Files already encoded from this same source (the demo seed makes several images of one photo). */
    encodings?: Map<string, Promise<Buffer>>;
    /** The Content-Type the upload declared: a "HEIC" that is not one is told so. */
    declaredType?: string | undefined;
  },
): Promise<StoredImage> {
  const kind = input.kind ?? 'listing';
  const format = detectImageFormat(input.source);
  const isDeclaredHeic = heicTypes.has(
    (input.declaredType ?? '').split(';')[0]!.trim().toLowerCase(),
  );
  if (isDeclaredHeic && format !== 'heif')
    throw invalid('The file is not a HEIC photo.', 'not-heic');
  if (!format)
    throw invalid('Only JPG, GIF, PNG, WebP and HEIC images can be used.', 'unsupported-format');

  const maxPixels = maxPixelsByKind[kind];
  const inputOptions = {
    limitInputPixels: maxPixels,
    failOn: 'error',
    animated: false,
  } as const;
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input.source, inputOptions).metadata();
  } catch (error) {
    // A HEIF container that does not read; a pixel flood is told as one whatever the format.
    throw format === 'heif' && !isPixelFlood(error)
      ? invalid('The HEIC photo could not be read.', 'heic-unreadable')
      : readError(error);
  }
  if (metadata.format !== format) throw invalid('The image could not be read.', 'format-mismatch');
  if (!metadata.width || !metadata.height)
    throw invalid('The image could not be read.', 'unreadable');
  if (metadata.width * metadata.height > maxPixels) {
    throw invalid('The image has too many pixels.', 'too-many-pixels');
  }
  if (metadata.format === 'heif' && metadata.compression === 'hevc') {
    return withDecodeSlot(async () => {
      const picture = await decodeHeic(input.source, maxPixels).catch(() => {
        throw invalid('The HEIC photo could not be read.', 'heic-unreadable');
      });
      if (picture === 'too-many-pixels')
        throw invalid('The image has too many pixels.', 'too-many-pixels');
      const { width, height, rgba } = picture;
      // libheif has applied the picture's rotation and mirroring already.
      const open = () =>
        sharp(rgba, { raw: { width, height, channels: 4 }, limitInputPixels: maxPixels });
      return storeVariants(deps, input, kind, { ...metadata, width, height, orientation: 1 }, open);
    });
  }
  const open = () => sharp(input.source, { ...inputOptions, autoOrient: true });
  return withDecodeSlot(() => storeVariants(deps, input, kind, metadata, open));
}

async function storeVariants(
  deps: { imageStorage: ImageStorage },
  input: { imageId: string; encodings?: Map<string, Promise<Buffer>> },
  kind: ImageKind,
  metadata: Metadata,
  /** The source picture, oriented as it is seen. */
  open: () => Sharp,
): Promise<StoredImage> {
  const { imageId } = input;
  // Decode once (oriented, flattened onto white, sRGB), shrunk while loading to the smallest size every
  // variant can still be cut from: libvips streams the file through the resize, so a 7000x7000 PNG
  // never sits in memory at full size (JPEG even decodes at a fraction of its size).
  const specs = variantsByKind[kind];
  const isTurned = (metadata.orientation ?? 1) >= 5;
  const oriented = isTurned
    ? { width: metadata.height!, height: metadata.width! }
    : { width: metadata.width!, height: metadata.height! };
  const target = sizeForVariants(oriented, specs);
  const sharp = await loadSharp();
  let source: { data: Buffer; info: OutputInfo };
  try {
    let pipeline = open();
    if (target.width !== oriented.width || target.height !== oriented.height) {
      pipeline = pipeline.resize(target.width, target.height, { fit: 'fill' });
    }
    source = await pipeline
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw metadata.format === 'heif'
      ? invalid('The HEIC photo could not be read.', 'heic-unreadable')
      : readError(error);
  }

  // Variants that come out the same size are the same picture (a crop of a source already at that
  // aspect ratio, e.g. landscape-crop6x and scaled-xlarge of a 1600x1067 photo): encode once.
  const decoded = () =>
    sharp(source.data, {
      raw: {
        width: source.info.width,
        height: source.info.height,
        channels: source.info.channels as 1 | 2 | 3 | 4,
      },
    });
  const encodings = input.encodings ?? new Map<string, Promise<Buffer>>();
  const encode = (
    width: number,
    height: number,
    fit: ImageVariantSpec['fit'],
    encoding: Encoding,
  ) => {
    const cacheKey = `${width}x${height}.${encoding}`;
    let pending = encodings.get(cacheKey);
    if (!pending) {
      const resized = decoded().resize(width, height, {
        fit: fit === 'crop' ? 'cover' : 'fill',
        position: 'centre',
      });
      pending = encoders[encoding](resized).toBuffer();
      encodings.set(cacheKey, pending);
    }
    return pending;
  };

  const stored: string[] = [];
  const store = async (
    spec: ImageVariantSpec,
    size: { width: number; height: number },
    encoding: Encoding,
  ): Promise<string> => {
    const data = await encode(size.width, size.height, spec.fit, encoding);
    const key = imageVariantKey(kind, imageId, spec.name, encoding);
    await deps.imageStorage.put(key, data, contentTypes[encoding]);
    stored.push(key);
    return key;
  };
  try {
    const variants = await Promise.all(
      specs.map(async (spec): Promise<StoredImageVariant> => {
        const size = variantOutputSize(spec, source.info.width, source.info.height);
        const [key, avifKey, webpKey] = await Promise.all([
          store(spec, size, 'jpeg'),
          spec.hasModernFormats ? store(spec, size, 'avif') : undefined,
          spec.hasModernFormats ? store(spec, size, 'webp') : undefined,
        ]);
        return {
          name: spec.name,
          ...size,
          key,
          ...(avifKey && webpKey ? { avifKey, webpKey } : {}),
        };
      }),
    );
    const preview = await decoded()
      .resize(
        placeholderWidth,
        Math.max(1, Math.round((placeholderWidth * source.info.height) / source.info.width)),
      )
      .webp({ quality: 40 })
      .toBuffer();
    return { variants, placeholder: `data:image/webp;base64,${preview.toString('base64')}` };
  } catch (error) {
    await Promise.all(stored.map((key) => deps.imageStorage.delete(key).catch(() => undefined)));
    throw error;
  }
}

/**
 * A large photo (say 6000x4000) is reduced to the smallest size every variant can still be cut
 * from, so that a dozen variants do not each resample the full picture; small reductions are skipped.
 */
function sizeForVariants(
  source: { width: number; height: number },
  specs: readonly ImageVariantSpec[],
): { width: number; height: number } {
  const { width, height } = source;
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
  if (scale > 0.75) return source;
  return {
    width: Math.max(1, Math.ceil(width * scale)),
    height: Math.max(1, Math.ceil(height * scale)),
  };
}
