import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, useParams } from 'react-router';
import type { OperatorStats, PublicListing } from '../../../contracts/listings';
import { listingMetaDescription, pricedCategories } from '../../../domain/listing';
import { isUuid } from '../../../domain/listing-urls';
import { useLocale } from '../../app/locale-context';
import { ErrorState } from '../../components/feedback/feedback';
import {
  AlertIcon,
  CheckCircleIcon,
  CheckIcon,
  ChevronLeftIcon,
  ClockIcon,
  CloseIcon,
  CompassIcon,
  InfoIcon,
  PinIcon,
  UsersIcon,
} from '../../components/icons/icons';
import { BusIcon, LanguageIcon, ShieldIcon, TagIcon } from '../../components/icons/page-icons';
import { LazyBookingPanel } from '../../features/booking/lazy-booking-panel';
import { LazyWaitlistPanel } from '../../features/waitlist/lazy-waitlist';
import { LazyEnquiryButton, LazyListingReviews } from '../../features/talk/lazy-listing-talk';
import { FromPriceText } from '../../components/price/from-price-text';
import { variantsOf } from '../../features/listings/listing-images';
import { Picture } from '../../components/picture/picture';
import { listingQuery } from '../../features/listings/listing-queries';
import { localizeListing } from '../../features/listings/localized-listing';
import { isNotFound } from '../../lib/api';
import { formatPrice } from '../../lib/format-price';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ListingGallery } from './listing-gallery';
import { ListingPageSkeleton } from './listing-page-skeleton';
import { MeetingPoint } from './meeting-point';

// A listing that is not there is rare: the not-found page's code comes when one is asked for.
const NotFoundPage = lazy(() => import('../not-found/not-found-page'));
import './listing-page.css';
import { ButtonLink } from '../../components/button/button-link';

/** /l/{slug}/{id}: everything a traveller needs to decide on a tour, and the booking panel. */
export default function ListingPage() {
  const { id = '' } = useParams();
  const valid = isUuid(id);
  const listing = useQuery({ ...listingQuery(id.toLowerCase()), enabled: valid });

  if (!valid) return <NotFoundPage />;
  if (listing.isPending) return <ListingPageSkeleton />;
  if (listing.isError) {
    if (isNotFound(listing.error)) return <NotFoundPage />;
    return (
      <div className="container">
        <ErrorState error={listing.error} onRetry={() => void listing.refetch()} />
      </div>
    );
  }
  return <ListingDetailsView listing={listing.data} />;
}

/** The listing as the page shows it; a preview has no operator record yet. */
type ShownListing = PublicListing & { operatorStats?: OperatorStats };

/**
 * Everything a traveller reads about a listing. `preview` (the operator's draft preview, a banner) takes
 * the place of the back link; the booking panel and the enquiry button are left out.
 */
export function ListingDetailsView({
  listing,
  preview,
}: {
  listing: ShownListing;
  preview?: ReactNode;
}) {
  const intl = useIntl();
  const { locale, formatLocale } = useLocale();
  const text = localizeListing(listing, locale);
  const data = listing.publicData;
  const place = data.place ?? null;
  const alt = place ? `${text.title}, ${place}` : text.title;
  useDocumentTitle(
    text.title,
    text.shortDescription
      ? listingMetaDescription(
          text.shortDescription,
          intl.formatMessage({ id: 'listing.meta.bookOnline' }),
        )
      : null,
  );

  return (
    <div className="container listing-page">
      {preview ?? (
        <Link to="/s" className="listing-page__back">
          <ChevronLeftIcon size={18} />
          <FormattedMessage id="listing.backToSearch" />
        </Link>
      )}

      <header className="listing-page__header">
        <h1 className="listing-page__title">{text.title}</h1>
        <ul className="listing-page__facts">
          {place ? (
            <li>
              <PinIcon size={18} />
              <span>{place}</span>
            </li>
          ) : null}
          {data.duration ? (
            <li>
              <ClockIcon size={18} />
              <FormattedMessage id={`durations.${data.duration}`} />
            </li>
          ) : null}
          {data.categories.length > 0 ? (
            <li>
              <TagIcon size={18} />
              <span>
                {data.categories
                  .map((c) => intl.formatMessage({ id: `categories.${c}` }))
                  .join(' · ')}
              </span>
            </li>
          ) : null}
        </ul>
      </header>

      <ListingGallery images={listing.images} alt={alt} />

      <div className="listing-page__layout">
        {/* The facts come first in the document, as a phone shows them: a page painted while it still
            arrives never has them pushed in above the story (desktop puts them in the right column). */}
        <aside
          className="listing-page__aside"
          aria-label={intl.formatMessage({ id: 'listing.aside.label' })}
        >
          <PriceCard listing={listing} />
          {preview ? null : (
            <div className="listing-page__booking">
              <LazyBookingPanel listing={listing} />
              {/* A full departure's waitlist (issue 46 item 5), in its own chunk. */}
              <LazyWaitlistPanel listing={listing} />
            </div>
          )}
          <OperatorCard listing={listing} />
          {preview ? null : <LazyEnquiryButton listing={listing} />}
        </aside>
        <div className="listing-page__main">
          {text.shortDescription ? (
            <p className="listing-page__lead">{text.shortDescription}</p>
          ) : null}

          {text.highlights.length > 0 ? (
            <Section title={<FormattedMessage id="listing.section.highlights" />}>
              <ItemList items={text.highlights} icon={<CompassIcon size={18} />} />
            </Section>
          ) : null}

          <Section title={<FormattedMessage id="listing.section.about" />}>
            <p className="listing-page__description">{text.description}</p>
          </Section>

          <Section title={<FormattedMessage id="listing.section.details" />}>
            <ul className="detail-list">
              {data.duration ? (
                <Detail
                  icon={<ClockIcon />}
                  label={<FormattedMessage id="listing.details.duration" />}
                >
                  <FormattedMessage id={`durations.${data.duration}`} />
                </Detail>
              ) : null}
              <Detail icon={<BusIcon />} label={<FormattedMessage id="listing.details.pickup" />}>
                <PickupText pickup={data.pickupOffered} dropoff={data.dropoffOffered} />
                {text.pickupDescription && (data.pickupOffered || data.dropoffOffered) ? (
                  <span className="detail-list__note">{text.pickupDescription}</span>
                ) : null}
              </Detail>
              {data.languages && data.languages.length > 0 ? (
                <Detail
                  icon={<LanguageIcon />}
                  label={<FormattedMessage id="listing.details.languages" />}
                >
                  {languageNames(data.languages, formatLocale)}
                </Detail>
              ) : null}
              {data.groupPricing ? (
                <Detail
                  icon={<UsersIcon />}
                  label={<FormattedMessage id="listing.details.groupSize" />}
                >
                  <FormattedMessage
                    id="listing.details.maxGroupSize"
                    values={{ count: data.groupPricing.maxGroupSize }}
                  />
                </Detail>
              ) : null}
            </ul>
          </Section>

          {text.included.length > 0 || text.notIncluded.length > 0 ? (
            <Section title={<FormattedMessage id="listing.section.included" />}>
              <ItemList items={text.included} icon={<CheckIcon size={18} />} />
              {text.notIncluded.length > 0 ? (
                <>
                  <h3 className="listing-section__subtitle">
                    <FormattedMessage id="listing.section.notIncluded" />
                  </h3>
                  <ItemList
                    items={text.notIncluded}
                    icon={<CloseIcon size={18} />}
                    className="included-list--not"
                  />
                </>
              ) : null}
            </Section>
          ) : null}

          {text.whatToBring.length > 0 ? (
            <Section title={<FormattedMessage id="listing.section.whatToBring" />}>
              <ItemList items={text.whatToBring} icon={<CheckIcon size={18} />} />
            </Section>
          ) : null}

          {text.notSuitableFor.length > 0 ? (
            <Section title={<FormattedMessage id="listing.section.notSuitableFor" />}>
              <ItemList
                items={text.notSuitableFor}
                icon={<AlertIcon size={18} />}
                className="included-list--warn"
              />
            </Section>
          ) : null}

          {text.accessibility || data.categories.includes('accessibility') ? (
            <Section title={<FormattedMessage id="listing.section.accessibility" />}>
              {data.categories.includes('accessibility') ? (
                <p className="listing-page__accessible">
                  <CheckCircleIcon size={18} />
                  <FormattedMessage id="listing.accessibility.wheelchair" />
                </p>
              ) : null}
              {text.accessibility ? (
                <p className="listing-page__description">{text.accessibility}</p>
              ) : null}
            </Section>
          ) : null}

          {text.rules ? (
            <Section title={<FormattedMessage id="listing.section.rules" />}>
              <p className="listing-page__description">{text.rules}</p>
            </Section>
          ) : null}

          <Section title={<FormattedMessage id="listing.section.cancellation" />}>
            <CancellationNote policy={data.cancellationPolicy} />
          </Section>

          {data.location?.address || place ? (
            <Section title={<FormattedMessage id="listing.section.location" />}>
              <p className="listing-page__address">
                <PinIcon size={20} />
                <span>
                  {data.location?.address ? (
                    <span className="listing-page__address-line">{data.location.address}</span>
                  ) : null}
                  {text.meetingPoint ? (
                    <span className="listing-page__address-line">{text.meetingPoint}</span>
                  ) : null}
                  {place ? (
                    <span className="listing-page__address-line listing-page__muted">{place}</span>
                  ) : null}
                </span>
              </p>
              {listing.geolocation ? (
                <MeetingPoint
                  point={listing.geolocation}
                  label={text.meetingPoint ?? data.location?.address ?? place ?? text.title}
                />
              ) : null}
            </Section>
          ) : null}

          <LazyListingReviews listingId={listing.id} similar={!preview} />
        </div>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="listing-section">
      <h2 className="listing-section__title">{title}</h2>
      {children}
    </section>
  );
}

function ItemList({
  items,
  icon,
  className,
}: {
  items: string[];
  icon: ReactNode;
  className?: string;
}) {
  return (
    <ul className={`included-list${className ? ` ${className}` : ''}`}>
      {items.map((item, index) => (
        <li key={index}>
          {icon}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="detail-list__item">
      <span className="detail-list__icon">{icon}</span>
      <span className="detail-list__text">
        <span className="detail-list__label">{label}</span>
        <span className="detail-list__value">{children}</span>
      </span>
    </li>
  );
}

function PickupText({ pickup, dropoff }: { pickup: boolean; dropoff: boolean }) {
  if (pickup && dropoff) return <FormattedMessage id="listing.details.pickupAndDropoff" />;
  if (pickup) return <FormattedMessage id="listing.details.pickupOnly" />;
  if (dropoff) return <FormattedMessage id="listing.details.dropoffOnly" />;
  return <FormattedMessage id="listing.details.noPickup" />;
}

/** Language codes (en, pt…) in the reader's language; anything else as written. */
function languageNames(codes: string[], locale: string): string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'language' });
  } catch {
    names = null;
  }
  const list = codes.map((code) => {
    if (!names || !/^[a-z]{2,3}(-[A-Z]{2})?$/.test(code)) return code;
    return names.of(code) ?? code;
  });
  // Language names are lower case in pt, es and fr; only the start of the line is capitalised.
  const text = new Intl.ListFormat(locale, { type: 'conjunction' }).format(list);
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

function CancellationNote({
  policy,
}: {
  policy: PublicListing['publicData']['cancellationPolicy'];
}) {
  if (policy === 'flexible-24h') {
    return (
      <div className="policy-note policy-note--free">
        <CheckCircleIcon size={22} />
        <div>
          <p className="policy-note__title">
            <FormattedMessage id="listing.cancellation.freeTitle" />
          </p>
          <p className="policy-note__text">
            <FormattedMessage id="listing.cancellation.freeText" />
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="policy-note">
      <InfoIcon size={22} />
      <div>
        <p className="policy-note__title">
          <FormattedMessage id="listing.cancellation.nonRefundableTitle" />
        </p>
        <p className="policy-note__text">
          <FormattedMessage id="listing.cancellation.nonRefundableText" />
        </p>
      </div>
    </div>
  );
}

function PriceCard({ listing }: { listing: ShownListing }) {
  const { formatLocale } = useLocale();
  const data = listing.publicData;
  const currency = listing.price?.currency ?? 'EUR';
  const money = (amount: number) => formatPrice(amount, currency, formatLocale);
  const isGroup = data.unitType === 'group' || Boolean(data.groupPricing);
  const priced = pricedCategories(data.unitType);
  const perAgeGroup = !isGroup && data.prices && (priced.child || priced.infant);

  return (
    <div className="price-card">
      {listing.price ? (
        <p className="price-card__from">
          <FromPriceText
            amount={listing.price.amount}
            currency={currency}
            unit={isGroup ? 'group' : data.unitType}
            discountPercent={data.discountPercent}
            amountClassName="price price-card__amount"
          />
        </p>
      ) : (
        <p className="price-card__from">
          <FormattedMessage id="common.price.unavailable" />
        </p>
      )}
      {data.discountPercent ? (
        <p className="price-card__discount">
          <span className="badge">
            <FormattedMessage
              id="listing.discountBadge"
              values={{ percent: data.discountPercent }}
            />
          </span>
          <FormattedMessage
            id="listing.price.discountText"
            values={{ percent: data.discountPercent }}
          />
        </p>
      ) : null}

      {perAgeGroup && data.prices ? (
        <dl className="price-table">
          <div className="price-table__row">
            <dt>
              <FormattedMessage id="listing.price.adult" />
            </dt>
            <dd className="price">{money(data.prices.adult)}</dd>
          </div>
          {data.prices.child ? (
            <div className="price-table__row">
              <dt>
                <FormattedMessage id="listing.price.child" />
                <span className="price-table__age">
                  <FormattedMessage
                    id="listing.price.ages"
                    values={{ ages: data.prices.child.ageGroup }}
                  />
                </span>
              </dt>
              <dd className="price">
                {data.prices.child.amount === 0 ? (
                  <FormattedMessage id="listing.price.free" />
                ) : (
                  money(data.prices.child.amount)
                )}
              </dd>
            </div>
          ) : null}
          {data.prices.infant ? (
            <div className="price-table__row">
              <dt>
                <FormattedMessage id="listing.price.infant" />
                <span className="price-table__age">
                  <FormattedMessage
                    id="listing.price.ages"
                    values={{ ages: data.prices.infant.ageGroup }}
                  />
                </span>
              </dt>
              <dd className="price">
                {data.prices.infant.amount === 0 ? (
                  <FormattedMessage id="listing.price.free" />
                ) : (
                  money(data.prices.infant.amount)
                )}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}

      {isGroup && data.groupPricing ? (
        <p className="price-card__group">
          <UsersIcon size={18} />
          <FormattedMessage
            id="listing.details.maxGroupSize"
            values={{ count: data.groupPricing.maxGroupSize }}
          />
        </p>
      ) : null}

      {/* The listing's minimum group size (decision 157). */}
      {data.minimumGroupSize ? (
        <p className="price-card__note" data-testid="minimum-group">
          <FormattedMessage
            id="listing.details.minimumGroupSize"
            values={{ count: data.minimumGroupSize }}
          />
        </p>
      ) : null}

      {data.cancellationPolicy === 'flexible-24h' ? (
        <p className="price-card__policy">
          <CheckCircleIcon size={18} />
          <FormattedMessage id="listing.cancellation.freeTitle" />
        </p>
      ) : null}
      {/* Instant, or how fast the operator really answers (decision 120). */}
      {data.instantBooking ? (
        <p className="price-card__policy" data-testid="confirmation-note">
          <CheckCircleIcon size={18} />
          <FormattedMessage id="listing.confirmation.instant" />
        </p>
      ) : listing.operatorStats?.answerHours ? (
        <p className="price-card__note" data-testid="confirmation-note">
          <FormattedMessage
            id="listing.confirmation.answersWithin"
            values={{ hours: listing.operatorStats.answerHours }}
          />
        </p>
      ) : null}
      <p className="price-card__note">
        <FormattedMessage id="listing.price.note" />
      </p>
    </div>
  );
}

const visuallyHidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

/** The operator of a listing: name, company, the licence or certification they hold, and a link to their profile. */
export function OperatorCard({ listing }: { listing: ShownListing }) {
  const { formatLocale } = useLocale();
  const author = listing.author;
  const stats = listing.operatorStats;
  const hidden = author.isBanned || author.isDeleted;
  const avatar = variantsOf(author.profileImage ?? undefined, 'square-small');
  const name = hidden ? (
    <FormattedMessage
      id={author.isBanned ? 'listing.operator.banned' : 'listing.operator.deleted'}
    />
  ) : (
    author.displayName
  );
  return (
    <div className="operator-card">
      <p className="operator-card__heading">
        <FormattedMessage id="listing.operator.heading" />
      </p>
      <div className="operator-card__row">
        {avatar.length > 0 && !hidden ? (
          <Picture
            className="operator-card__avatar"
            variants={avatar}
            minWidth={80}
            sizes="48px"
            alt=""
          />
        ) : (
          <span
            className="operator-card__avatar operator-card__avatar--initials"
            aria-hidden="true"
          >
            {hidden ? '?' : author.abbreviatedName}
          </span>
        )}
        <div>
          <p className="operator-card__name">{name}</p>
          {!hidden && author.companyName ? (
            <p className="operator-card__company">{author.companyName}</p>
          ) : null}
        </div>
      </div>
      {!hidden && stats ? (
        <ul className="operator-card__facts">
          <li>
            <FormattedMessage
              id="listing.operator.memberSince"
              values={{
                date: new Intl.DateTimeFormat(formatLocale, {
                  month: 'long',
                  year: 'numeric',
                }).format(new Date(stats.memberSince)),
              }}
            />
          </li>
          <li>
            <FormattedMessage id="listing.operator.tours" values={{ count: stats.tourCount }} />
          </li>
          {stats.responseRate !== null ? (
            <li>
              <FormattedMessage
                id="listing.operator.responseRate"
                values={{ percent: stats.responseRate }}
              />
            </li>
          ) : null}
        </ul>
      ) : null}
      {listing.publicData.certificate ? (
        <p className="operator-card__licence">
          <ShieldIcon size={18} />
          <span>
            {/* The operator writes the whole credential ("Licensed by ..."); the label is for screen readers. */}
            <FormattedMessage
              id="listing.operator.certificate"
              values={{ certificate: listing.publicData.certificate, label: visuallyHidden }}
            />
          </span>
        </p>
      ) : null}
      {!hidden ? (
        <ButtonLink
          variant="secondary"
          size="small"
          className="operator-card__link"
          to={`/u/${author.id}`}
        >
          <FormattedMessage id="listing.operator.viewProfile" />
        </ButtonLink>
      ) : null}
    </div>
  );
}
