import { useQuery } from '@tanstack/react-query';
import { lazy, useEffect } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, useParams, useSearchParams } from 'react-router';
import type { PublicListing } from '../../../contracts/listings';
import { createSlug, isUuid } from '../../../domain/listing-urls';
import { useLocale } from '../../app/locale-context';
import { useCurrentUser } from '../../auth/use-current-user';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { ChevronLeftIcon } from '../../components/icons/icons';
import { BookingSummary } from '../../features/booking/booking-summary';
import {
  listingPathWithChoice,
  parseCheckoutChoice,
  quantitiesOf,
  type CheckoutChoice,
} from '../../features/booking/checkout-choice';
import { listingQuery } from '../../features/listings/listing-queries';
import { localizeListing } from '../../features/listings/localized-listing';
import { isNotFound } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { besideThePage } from '../../components/lazy-beside';
import { LazyCheckoutAuth } from './lazy-checkout-auth';
import { LazyCheckoutPayment } from './lazy-checkout-payment';
import { LazyRecommendations } from '../../features/recommendations/lazy-recommendations';
import '../../features/accounts/accounts.css';
import './checkout-page.css';
import { PageMessages } from '../../i18n/page-messages';
import { ButtonLink } from '../../components/button/button-link';

// A listing that is not there is rare: the not-found page's code comes when one is asked for.
const NotFoundPage = lazy(() => import('../not-found/not-found-page'));

// The price before logging in, with the pricing rules it computes it by: beside the page.
const LocalPreview = besideThePage(
  () => import('./local-preview').then((module) => module.LocalPreview),
  <div className="checkout__preview-room" />,
);

// Its messages ship with it, not in the catalogue every first visit downloads (decision 051).
const bundles = ['checkout'] as const;

export default function CheckoutPage() {
  return (
    <PageMessages bundles={bundles}>
      <CheckoutPageContent />
    </PageMessages>
  );
}

/**
 * /l/{slug}/{id}/checkout (no login required): the booking panel's choice from the URL, the
 * activity and the price, an inline log in or sign-up that keeps the choice, then the payment.
 */
function CheckoutPageContent() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const valid = isUuid(id);
  const listing = useQuery({ ...listingQuery(id.toLowerCase()), enabled: valid });
  const choice = parseCheckoutChoice(search);
  const enquiry = search.get('enquiry');
  const enquiryId = enquiry && isUuid(enquiry) ? enquiry.toLowerCase() : null;
  const { status } = useCurrentUser();
  const { locale: formatLocale } = useIntl();
  // This page renders in the browser: fetch the next step's code while the listing loads, not after.
  useEffect(() => {
    if (status === 'signed-in') LazyCheckoutPayment.preload(formatLocale);
    if (status === 'signed-out') {
      LazyCheckoutAuth.preload(formatLocale);
      LocalPreview.preload(formatLocale);
    }
  }, [status, formatLocale]);

  if (!valid) return <NotFoundPage />;
  if (listing.isPending) return <PageSkeleton />;
  if (listing.isError) {
    if (isNotFound(listing.error)) return <NotFoundPage />;
    return (
      <div className="container">
        <ErrorState error={listing.error} onRetry={() => void listing.refetch()} />
      </div>
    );
  }
  return <CheckoutView listing={listing.data} choice={choice} enquiryId={enquiryId} />;
}

function CheckoutView({
  listing,
  choice,
  enquiryId,
}: {
  listing: PublicListing;
  choice: CheckoutChoice | null;
  enquiryId: string | null;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const auth = useCurrentUser();
  const title = localizeListing(listing, locale).title;
  const listingPath = `/l/${createSlug(listing.title)}/${listing.id}`;
  useDocumentTitle(intl.formatMessage({ id: 'checkout.title' }));

  if (!choice) {
    return (
      <div className="container">
        <EmptyState
          title={<FormattedMessage id="checkout.noChoice.title" />}
          action={
            <ButtonLink variant="primary" to={listingPath}>
              <FormattedMessage id="checkout.noChoice.action" />
            </ButtonLink>
          }
        >
          <FormattedMessage id="checkout.noChoice.text" />
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="container checkout">
      <Link to={listingPathWithChoice(listingPath, choice)} className="checkout__back">
        <ChevronLeftIcon size={18} />
        <FormattedMessage id="checkout.back" />
      </Link>
      <h1 className="checkout__title">
        <FormattedMessage id="checkout.title" />
      </h1>
      <div className="checkout__grid">
        <aside
          className="checkout__summary"
          aria-label={intl.formatMessage({ id: 'checkout.summary' })}
        >
          <BookingSummary
            title={title}
            image={listing.images[0]}
            start={new Date(choice.bookingStart)}
            end={new Date(choice.bookingEnd)}
            timeZone={listing.publicData.timezone ?? 'Europe/Lisbon'}
            quantities={quantitiesOf(choice)}
          />
          {auth.status === 'signed-in' ? null : <LocalPreview listing={listing} choice={choice} />}
        </aside>
        <div className="checkout__main">
          {auth.status === 'loading' ? (
            <PageSkeleton />
          ) : auth.status === 'signed-out' ? (
            <LazyCheckoutAuth />
          ) : (
            <LazyCheckoutPayment listing={listing} choice={choice} enquiryId={enquiryId} />
          )}
        </div>
      </div>
      {/* Below the form, never in the way of paying; opening the checkout is a cart addition. */}
      <LazyRecommendations
        scenario="checkout-crosssell"
        listingId={listing.id}
        cartListingId={listing.id}
      />
    </div>
  );
}
