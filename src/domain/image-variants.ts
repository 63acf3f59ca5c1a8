// The named image sizes of spec 000 §9 (listing photos) and spec 001 §3 (profile pictures).
// Every upload is turned into all of them once; the web app picks the smallest that fits.

/**
 * 'crop' fills exactly width x height (centre crop to the aspect ratio).
 * 'fit' scales to fit inside width x height and keeps the source's aspect ratio.
 */
export type ImageVariantSpec = {
  name: string;
  fit: 'crop' | 'fit';
  width: number;
  height: number;
  /** Also stored as AVIF and WebP: the sizes pages show in a srcset (the rest stay JPEG only). */
  hasModernFormats?: boolean;
};

/** Listing photo variants: the landscape-crop family (about 3:2), scaled sizes and grid crops. */
export const listingImageVariants = [
  { name: 'landscape-crop', fit: 'crop', width: 400, height: 267, hasModernFormats: true },
  { name: 'landscape-crop2x', fit: 'crop', width: 800, height: 533, hasModernFormats: true },
  { name: 'landscape-crop4x', fit: 'crop', width: 1600, height: 1066, hasModernFormats: true },
  { name: 'landscape-crop6x', fit: 'crop', width: 2400, height: 1600, hasModernFormats: true },
  // Scaled sizes bound the longer side only; the height limit equals the width so portraits fit too.
  { name: 'scaled-small', fit: 'fit', width: 320, height: 320 },
  { name: 'scaled-medium', fit: 'fit', width: 750, height: 750 },
  { name: 'scaled-large', fit: 'fit', width: 1024, height: 1024 },
  { name: 'scaled-xlarge', fit: 'fit', width: 2400, height: 2400 },
  // The grid crops at the densities of spec 000 §9 (x1, x1.75, x2, x3): a srcset by width lets a
  // 1.75x or 3x screen take the one that fits instead of the next larger (issue 49).
  { name: 'listing-card', fit: 'crop', width: 300, height: 200, hasModernFormats: true },
  { name: 'listing-card-1.75x', fit: 'crop', width: 525, height: 350, hasModernFormats: true },
  { name: 'listing-card-2x', fit: 'crop', width: 600, height: 400, hasModernFormats: true },
  { name: 'listing-card-3x', fit: 'crop', width: 900, height: 600, hasModernFormats: true },
  // Link previews (Open Graph and Twitter cards): 1.91:1 at the two sizes the sites ask for.
  { name: 'share', fit: 'crop', width: 1200, height: 630 },
  { name: 'share-small', fit: 'crop', width: 600, height: 314 },
] as const satisfies readonly ImageVariantSpec[];

/** The share crops (Open Graph): the large one and the small one. */
export const shareVariantNames = { large: 'share', small: 'share-small' } as const;

export type ListingImageVariantName = (typeof listingImageVariants)[number]['name'];

/**
 * Profile picture variants (square crops, spec 001 §3): 40 px for menus and cards and 80 px for
 * profile pages, each with a 2x for sharp screens.
 */
export const profileImageVariants = [
  { name: 'square-small', fit: 'crop', width: 40, height: 40, hasModernFormats: true },
  { name: 'square-small2x', fit: 'crop', width: 80, height: 80, hasModernFormats: true },
  { name: 'square-medium', fit: 'crop', width: 80, height: 80, hasModernFormats: true },
  { name: 'square-medium2x', fit: 'crop', width: 160, height: 160, hasModernFormats: true },
] as const satisfies readonly ImageVariantSpec[];

export type ProfileImageVariantName = (typeof profileImageVariants)[number]['name'];

/** The variant used on listing cards in grids (spec 000 §9: 300x200 and 600x400). */
export const listingCardVariantName: ListingImageVariantName = 'listing-card';

/**
 * The size a variant gets from a source of sourceWidth x sourceHeight, never larger than the
 * source: a crop keeps its aspect ratio and shrinks when the source is too small; a fit keeps
 * the source's aspect ratio inside the box.
 */
export function variantOutputSize(
  spec: Pick<ImageVariantSpec, 'fit' | 'width' | 'height'>,
  sourceWidth: number,
  sourceHeight: number,
): { width: number; height: number } {
  if (spec.fit === 'crop') {
    const shrink = Math.min(1, sourceWidth / spec.width, sourceHeight / spec.height);
    return {
      width: Math.max(1, Math.min(sourceWidth, Math.round(spec.width * shrink))),
      height: Math.max(1, Math.min(sourceHeight, Math.round(spec.height * shrink))),
    };
  }
  const scale = Math.min(1, spec.width / sourceWidth, spec.height / sourceHeight);
  return {
    width: Math.max(1, Math.round(sourceWidth * scale)),
    height: Math.max(1, Math.round(sourceHeight * scale)),
  };
}

type SizedVariant = {
  name: string;
  width: number;
  height: number;
  url: string;
  avifUrl?: string;
  webpUrl?: string;
};
/** The formats a variant may also come in, each with its own URL field. */
export const modernFormats = [
  { type: 'image/avif', field: 'avifUrl' },
  { type: 'image/webp', field: 'webpUrl' },
] as const;
export type ImageFormatField = 'url' | (typeof modernFormats)[number]['field'];

/** The variants of an image whose name starts with a family name (e.g. "landscape-crop"), narrowest first. */
export function variantsOf<V extends SizedVariant>(
  image: { variants: V[] } | undefined,
  family: string,
): V[] {
  if (!image) return [];
  return image.variants
    .filter(
      (v) =>
        v.name === family ||
        v.name.startsWith(`${family}-`) ||
        new RegExp(`^${family}\\d+x$`).test(v.name),
    )
    .sort((a, b) => a.width - b.width);
}

/**
 * A srcset with one candidate per width (a small source can make two variants equally wide), of the
 * JPEGs or of one modern format; empty when a variant lacks that format (then the JPEGs serve alone).
 */
export const srcSetOf = (variants: SizedVariant[], field: ImageFormatField = 'url'): string =>
  variants.some((v) => !v[field])
    ? ''
    : variants
        .filter((v, i) => variants.findIndex((w) => w.width === v.width) === i)
        .map((v) => `${v[field]} ${v.width}w`)
        .join(', ');

/** The variant to put in src: the narrowest one at least `minWidth` wide, or the widest one. */
export const fallbackVariant = <V extends SizedVariant>(
  variants: V[],
  minWidth = 0,
): V | undefined => variants.find((v) => v.width >= minWidth) ?? variants.at(-1);

/**
 * A listing page's first photo, its largest paint: the gallery shows it with these sizes, and the
 * server preloads the same candidates so the browser fetches it before the app has run.
 */
export const listingMainPhoto = {
  family: 'landscape-crop',
  sizes: '(min-width: 1024px) 800px, 100vw',
  minWidth: 800,
} as const;
