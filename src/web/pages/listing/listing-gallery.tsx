import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { Image } from '../../../contracts/listings';
import { listingMainPhoto } from '../../../domain/image-variants';
import { ImageIcon } from '../../components/icons/icons';
import { Picture } from '../../components/picture/picture';
import { variantsOf } from '../../features/listings/listing-images';
import { Button } from '../../components/button/button';

// Only a click opens it: its code comes then.
const Modal = lazy(() =>
  import('../../components/modal/modal').then((module) => ({ default: module.Modal })),
);

function GalleryImage({
  image,
  alt,
  sizes,
  eager,
  minWidth,
  isLargestPaint,
}: {
  image: Image;
  alt: string;
  sizes: string;
  eager: boolean;
  minWidth: number;
  isLargestPaint?: boolean;
}) {
  const variants = variantsOf(image, listingMainPhoto.family);
  return (
    <Picture
      variants={variants.length ? variants : variantsOf(image, 'listing-card')}
      minWidth={minWidth}
      sizes={sizes}
      // The operator's words for the photo first (issue 49), else the title and place.
      alt={image.alt ?? alt}
      placeholder={image.placeholder}
      isEager={eager}
      isLargestPaint={isLargestPaint}
    />
  );
}

/** The first photos in a grid, and every photo in a modal. */
export function ListingGallery({ images, alt }: { images: Image[]; alt: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const photoAlt = (index: number) =>
    index
      ? intl.formatMessage(
          { id: 'listing.gallery.photoAlt' },
          { alt, number: index + 1, total: images.length },
        )
      : alt;

  if (images.length === 0) {
    return (
      <div
        className="listing-gallery listing-gallery--empty"
        role="img"
        aria-label={intl.formatMessage({ id: 'common.noImage' })}
      >
        <ImageIcon size={40} />
      </div>
    );
  }
  const [first, ...rest] = images;
  const side = rest.slice(0, 2);
  return (
    <div className={`listing-gallery listing-gallery--${Math.min(images.length, 3)}`}>
      <div className="listing-gallery__main">
        <GalleryImage
          image={first!}
          alt={photoAlt(0)}
          sizes={listingMainPhoto.sizes}
          eager
          minWidth={listingMainPhoto.minWidth}
          isLargestPaint
        />
      </div>
      {side.map((image, i) => (
        <div key={image.id} className="listing-gallery__side">
          <GalleryImage
            image={image}
            alt={photoAlt(i + 1)}
            sizes="(min-width: 1024px) 400px, 34vw"
            eager
            minWidth={400}
          />
        </div>
      ))}
      {images.length > 1 ? (
        <Button
          variant="secondary"
          size="small"
          className="listing-gallery__all"
          onClick={() => setOpen(true)}
        >
          <ImageIcon size={18} />
          <FormattedMessage id="listing.gallery.showAll" values={{ count: images.length }} />
        </Button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <Modal
            isOpen
            onClose={() => setOpen(false)}
            size="wide"
            title={<FormattedMessage id="listing.gallery.title" />}
          >
            <ul className="listing-gallery__list">
              {images.map((image, index) => (
                <li key={image.id}>
                  <GalleryImage
                    image={image}
                    alt={photoAlt(index)}
                    sizes="(min-width: 1032px) 952px, 100vw"
                    eager={index < 2}
                    minWidth={950}
                  />
                </li>
              ))}
            </ul>
          </Modal>
        </Suspense>
      ) : null}
    </div>
  );
}
