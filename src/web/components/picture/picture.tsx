import type { CSSProperties } from 'react';
import type { ImageVariant } from '../../../contracts/listings';
import { fallbackVariant, modernFormats, srcSetOf } from '../../../domain/image-variants';

/**
 * The image's tiny preview, blurred, as the picture's background while it loads (an SVG blur scales
 * with the box; the alpha kept at 1 so the edges do not fade). The loaded picture covers it.
 */
export const placeholderStyle = (placeholder: string | undefined): CSSProperties | undefined =>
  placeholder
    ? {
        backgroundImage: `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(
          `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' preserveAspectRatio='none'><filter id='b'><feGaussianBlur stdDeviation='1.2'/><feComponentTransfer><feFuncA type='discrete' tableValues='1 1'/></feComponentTransfer></filter><image href='${placeholder}' width='16' height='16' preserveAspectRatio='none' filter='url(#b)'/></svg>`,
        )}")`,
        backgroundSize: '100% 100%',
      }
    : undefined;

type PictureProps = {
  /** One family of variants (variantsOf), narrowest first. */
  variants: ImageVariant[];
  /** The JPEG in `src` (for browsers without srcset): the narrowest at least this wide. */
  minWidth: number;
  sizes: string;
  alt: string;
  /** The image's blurred preview (Image.placeholder). */
  placeholder?: string;
  className?: string;
  /** Above the fold: load at once. Everything else waits until scrolled near. */
  isEager?: boolean;
  /** The page's largest paint (its preload in the head names the same candidates). */
  isLargestPaint?: boolean;
};

/**
 * A photo in AVIF, WebP and JPEG (the browser takes the first it supports), each as a srcset over the
 * family's widths, with width and height against layout shift and a blurred placeholder (decision 054).
 */
export function Picture({
  variants,
  minWidth,
  sizes,
  alt,
  placeholder,
  className,
  // Both read as booleans only: left out means false.
  isEager,
  isLargestPaint,
}: PictureProps) {
  const src = fallbackVariant(variants, minWidth);
  if (!src) return null;
  return (
    <picture>
      {modernFormats.map(({ type, field }) => {
        const srcSet = srcSetOf(variants, field);
        return srcSet ? <source key={type} type={type} srcSet={srcSet} sizes={sizes} /> : null;
      })}
      <img
        className={className}
        src={src.url}
        srcSet={srcSetOf(variants)}
        sizes={sizes}
        width={src.width}
        height={src.height}
        alt={alt}
        loading={isEager || isLargestPaint ? 'eager' : 'lazy'}
        decoding={isLargestPaint ? 'sync' : 'async'}
        fetchPriority={isLargestPaint ? 'high' : undefined}
        style={placeholderStyle(placeholder)}
      />
    </picture>
  );
}
