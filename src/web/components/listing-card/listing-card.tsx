import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from 'react-router';
import type { ListingCard as ListingCardData } from '../../../contracts/listings';
import type { Highlight } from '../../../domain/search-highlight';
import { listingPathWithDates } from '../../../domain/listing-urls';
import type { DateRange } from '../../../domain/search';
import { useLocale } from '../../app/locale-context';
import { variantsOf } from '../../features/listings/listing-images';
import { localizeTitle } from '../../features/listings/localized-listing';
import { ClockIcon, ImageIcon, PinIcon } from '../icons/icons';
import { Picture } from '../picture/picture';
import { FromPriceText } from '../price/from-price-text';
import './listing-card.css';

/** The grid's `sizes`: three columns from 1024 px (max 1200), two on tablets, one on phones. */
const cardSizes = '(min-width: 1024px) 376px, (min-width: 768px) 50vw, 100vw';

type ListingCardProps = {
  /** A search result, or a full listing (it has every field a card needs). */
  listing: ListingCardData;
  /** Cards in the first rows load at once; the rest wait until scrolled near. */
  eager?: boolean;
  /** The page's largest paint (the first result of a search): its photo is fetched first. */
  isLargestPaint?: boolean;
  /** The search's dates: the link carries them, and the listing's calendar opens on them (decision 085). */
  dates?: DateRange | null;
  /** Why it matched the keywords: its title or a piece of its description, words marked (decision 142). */
  highlight?: Highlight;
  /** The link instead of the listing's path (a recommendation's, with its recommId: decision 164). */
  href?: string;
};

/** The searched words (the odd parts) in <mark>; React writes every part as text, never as HTML. */
const marked = ({ parts }: Highlight) =>
  parts.map((part, i) => (i % 2 ? <mark key={i}>{part}</mark> : part));

export function ListingCard({
  listing,
  eager = false,
  isLargestPaint = false,
  dates,
  highlight,
  href,
}: ListingCardProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const title = localizeTitle(listing, locale);
  const data = listing.publicData;
  const place = data.place ?? null;
  const variants = variantsOf(listing.images[0], 'listing-card');
  const unit = data.unitType;
  const alt = place ? `${title}, ${place}` : title;

  return (
    <article className="listing-card">
      <Link
        className="listing-card__link"
        to={href ?? listingPathWithDates(listing.id, listing.title, dates)}
      >
        <div className="listing-card__media">
          {variants.length > 0 ? (
            <Picture
              className="listing-card__image"
              variants={variants}
              minWidth={300}
              sizes={cardSizes}
              alt={alt}
              placeholder={listing.images[0]?.placeholder}
              isEager={eager}
              isLargestPaint={isLargestPaint}
            />
          ) : (
            <div
              className="listing-card__no-image"
              role="img"
              aria-label={intl.formatMessage({ id: 'common.noImage' })}
            >
              <ImageIcon size={32} />
            </div>
          )}
          {data.discountPercent ? (
            <span className="badge listing-card__badge">
              <FormattedMessage
                id="listing.discountBadge"
                values={{ percent: data.discountPercent }}
              />
            </span>
          ) : null}
        </div>
        <div className="listing-card__body">
          {place ? (
            <p className="listing-card__place">
              <PinIcon size={16} />
              <span>{place}</span>
            </p>
          ) : null}
          <h3 className="listing-card__title">{highlight?.isTitle ? marked(highlight) : title}</h3>
          {highlight && !highlight.isTitle ? (
            // Styled as the title's next paragraph (listing-card.css): no class name to ship.
            <p>{marked(highlight)}</p>
          ) : null}
          {data.duration ? (
            <p className="listing-card__meta">
              <ClockIcon size={16} />
              <FormattedMessage id={`durations.${data.duration}`} />
            </p>
          ) : null}
          {listing.rating ? (
            <p className="listing-card__meta listing-card__rating">
              <span aria-hidden="true" className="listing-card__star">
                ★
              </span>
              <FormattedMessage
                id="talk.reviews.summary"
                values={{
                  average: intl.formatNumber(listing.rating.average, { maximumFractionDigits: 1 }),
                  count: listing.rating.count,
                }}
              />
            </p>
          ) : null}
          <p className="listing-card__price">
            {listing.price ? (
              <FromPriceText
                amount={listing.price.amount}
                currency={listing.price.currency}
                unit={unit}
                discountPercent={data.discountPercent}
              />
            ) : (
              <span className="listing-card__no-price">
                <FormattedMessage id="common.price.unavailable" />
              </span>
            )}
          </p>
        </div>
      </Link>
    </article>
  );
}

export function ListingCardSkeleton() {
  return (
    <div className="listing-card listing-card--skeleton" aria-hidden="true">
      <div className="listing-card__media skeleton" />
      <div className="listing-card__body">
        <div className="skeleton skeleton--text" style={{ width: '40%' }} />
        <div className="skeleton skeleton--text" style={{ width: '90%' }} />
        <div className="skeleton skeleton--text" style={{ width: '70%' }} />
        <div className="skeleton skeleton--text" style={{ width: '50%' }} />
      </div>
    </div>
  );
}

/** A responsive grid of listing cards (3 / 2 / 1 columns). */
export function ListingGrid({
  listings,
  eagerCount = 3,
  isLargestPaint = false,
  dates,
  highlights,
}: {
  listings: ListingCardData[];
  eagerCount?: number;
  /** The grid is the page's main content: its first photo is the largest paint. */
  isLargestPaint?: boolean;
  /** A search's dates, carried by every card's link (decision 085). */
  dates?: DateRange | null;
  /** Why each matched the keywords, by listing id. */
  highlights?: Record<string, Highlight>;
}) {
  return (
    <ul className="listing-grid">
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard
            listing={listing}
            eager={index < eagerCount}
            isLargestPaint={isLargestPaint && index === 0}
            dates={dates}
            highlight={highlights?.[listing.id]}
          />
        </li>
      ))}
    </ul>
  );
}

export function ListingGridSkeleton({ count = 6 }: { count?: number }) {
  const intl = useIntl();
  return (
    <div
      className="listing-grid"
      role="status"
      aria-label={intl.formatMessage({ id: 'common.loading' })}
    >
      {Array.from({ length: count }, (_, i) => (
        <ListingCardSkeleton key={i} />
      ))}
    </div>
  );
}
