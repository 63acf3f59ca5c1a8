import type { Image, ImageVariant } from '../../../contracts/listings';

/** The variants of an image whose name starts with a family name (e.g. "landscape-crop"), narrowest first. */
export function variantsOf(image: Image | undefined, family: string): ImageVariant[] {
  if (!image) return [];
  return image.variants
    .filter((v) => v.name === family || v.name.startsWith(`${family}-`) || new RegExp(`^${family}\\d+x$`).test(v.name))
    .sort((a, b) => a.width - b.width);
}

/** A srcset with one candidate per width (a small source can make two variants equally wide). */
export const srcSetOf = (variants: ImageVariant[]): string =>
  variants
    .filter((v, i) => variants.findIndex((w) => w.width === v.width) === i)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');

/** The variant to put in src: the narrowest one at least `minWidth` wide, or the widest one. */
export const fallbackVariant = (variants: ImageVariant[], minWidth = 0): ImageVariant | undefined =>
  variants.find((v) => v.width >= minWidth) ?? variants.at(-1);
