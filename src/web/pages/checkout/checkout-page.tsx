import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, useParams, useSearchParams } from 'react-router';
import type { PublicListing } from '../../../contracts/listings';
import { userTypes } from '../../../domain/accounts';
import { createSlug, isUuid } from '../../../domain/listing-urls';
import { computeLineItems } from '../../../domain/pricing';
import { useLocale } from '../../app/locale-context';
import { useCurrentUser } from '../../auth/use-current-user';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { ChevronLeftIcon } from '../../components/icons/icons';
import { LoginForm } from '../../features/accounts/login-form';
import { SignupForm } from '../../features/accounts/signup-form';
import { BookingSummary } from '../../features/booking/booking-summary';
import {
  parseCheckoutChoice,
  quantitiesOf,
  type CheckoutChoice,
} from '../../features/booking/checkout-choice';
import { PriceBreakdown } from '../../features/booking/price-breakdown';
import { listingQuery } from '../../features/listings/listing-queries';
import { localizeListing } from '../../features/listings/localized-listing';
import { isNotFound } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import NotFoundPage from '../not-found/not-found-page';
import { CheckoutPayment } from './checkout-payment';
import '../../features/accounts/accounts.css';
import './checkout-page.css';
import { PageMessages } from '../../i18n/page-messages';

// Its messages ship with it, not in the catalogue every first visit downloads (decision 051).
const bundles = ['checkout', 'payments'] as const;

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
            <Link className="button button--primary" to={listingPath}>
              <FormattedMessage id="checkout.noChoice.action" />
            </Link>
          }
        >
          <FormattedMessage id="checkout.noChoice.text" />
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="container checkout">
      <Link to={listingPath} className="checkout__back">
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
            <CheckoutAuth />
          ) : (
            <CheckoutPayment listing={listing} choice={choice} enquiryId={enquiryId} />
          )}
        </div>
      </div>
    </div>
  );
}

/** Before logging in: the price as the listing page showed it (the same pricing function the server charges with). */
function LocalPreview({ listing, choice }: { listing: PublicListing; choice: CheckoutChoice }) {
  try {
    const unit = listing.publicData.unitType;
    const result = computeLineItems({
      publicData: listing.publicData,
      quantities: quantitiesOf(choice),
      bookingUnits: unit === 'day' || unit === 'night' ? 1 : undefined,
    });
    return (
      <PriceBreakdown
        lines={result.lineItems.filter((l) => l.includeFor.includes('customer'))}
        total={result.payinTotal.amount}
      />
    );
  } catch {
    return null; // the server's answer after logging in says what is wrong
  }
}

/** Log in or sign up right here: the choice stays in the URL, so nothing is lost. */
function CheckoutAuth() {
  const [tab, setTab] = useState<'login' | 'signup'>('login');
  return (
    <section className="checkout__card" aria-labelledby="checkout-auth-title">
      <h2 id="checkout-auth-title" className="checkout__subtitle">
        <FormattedMessage id="checkout.auth.title" />
      </h2>
      <p className="checkout__hint">
        <FormattedMessage id="checkout.auth.lead" />
      </p>
      <div className="checkout__tabs" role="tablist">
        {(['login', 'signup'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`checkout-tab-${key}`}
            aria-selected={tab === key}
            aria-controls={`checkout-panel-${key}`}
            className={`checkout__tab${tab === key ? ' checkout__tab--active' : ''}`}
            onClick={() => setTab(key)}
          >
            <FormattedMessage id={`checkout.auth.${key}`} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`checkout-panel-${tab}`} aria-labelledby={`checkout-tab-${tab}`}>
        {tab === 'login' ? (
          <LoginForm />
        ) : (
          <SignupForm initialType={userTypes.customer} onSignedUp={() => undefined} />
        )}
      </div>
    </section>
  );
}
