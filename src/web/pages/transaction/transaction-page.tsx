import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { QuickRepliesBody, QuickReply } from '../../../contracts/accounts';
import { quickReplySlots } from '../../../domain/accounts';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, Navigate, useLocation, useMatch, useParams, useSearchParams } from 'react-router';
import type { Transaction } from '../../../contracts/transactions';
import { createSlug, isUuid } from '../../../domain/listing-urls';
import { ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { FormMessage } from '../../components/form/form-fields';
import { ActivityFeed } from '../../features/booking/activity-feed';
import { BookingSummary, useBookingTimes } from '../../features/booking/booking-summary';
import { CompletePayment } from '../../features/booking/complete-payment';
import { MoneyBackNotice } from '../../features/booking/money-back-notice';
import { PriceBreakdown } from '../../features/booking/price-breakdown';
import { localizeBookingTitle } from '../../features/listings/localized-listing';
import { useLocale } from '../../app/locale-context';
import { TransactionActions } from '../../features/booking/transaction-actions';
import { DateProposalPanel } from '../../features/booking/date-proposals';
import { BookingReference, TripDetails } from '../../features/booking/trip-details';
import { BookingAnswersSection } from '../../features/booking/booking-answers';
import { transactionQuery } from '../../features/booking/transaction-api';
import { stateLabelOf, stateToneOf } from '../../features/booking/transaction-state';
import { ApiError } from '../../lib/api';
import { useCurrentUser } from '../../auth/use-current-user';
import {
  MessageForm,
  MessagesLoadFailed,
  OlderMessagesButton,
  useMessages,
} from '../../features/talk/messages';
import { ReviewPrompt, transactionReviewsQuery } from '../../features/talk/review-form';
import { isReviewTransition, isTransitionName } from '../../../domain/booking-process';
import { useDocumentTitle } from '../../lib/use-document-title';
import NotFoundPage from '../not-found/not-found-page';
import '../checkout/checkout-page.css';
import './transaction-page.css';
import { PageMessages } from '../../i18n/page-messages';
import { usePersonName } from '../../features/accounts/use-person-name';

const pathOf = (transaction: Pick<Transaction, 'id' | 'viewerRole'>) =>
  `/${transaction.viewerRole === 'customer' ? 'order' : 'sale'}/${transaction.id}/details`;

// Its messages ship with it, not in the catalogue every first visit downloads (decision 051).
const bundles = ['transaction', 'checkout', 'payments'] as const;

export default function TransactionPage() {
  return (
    <PageMessages bundles={bundles}>
      <TransactionPageContent />
    </PageMessages>
  );
}

/**
 * /order/{id}/details (the traveller) and /sale/{id}/details (the operator): the booking in the
 * listing's zone, the price for the viewer's role, the state, the actions the process allows the
 * viewer now, and the activity feed. Someone not a party sees the not-found page.
 */
// The ticket is a view of the order page (?view=ticket), in its own chunk with the QR library.
const TicketPage = lazy(() => import('../ticket/ticket-page'));

function TransactionPageContent() {
  const [searchParams] = useSearchParams();
  const isOrder = useMatch('/order/:id/details') !== null;
  if (searchParams.get('view') === 'ticket' && isOrder)
    return (
      <Suspense fallback={<PageSkeleton />}>
        <TicketPage />
      </Suspense>
    );
  return <TransactionDetails />;
}

function TransactionDetails() {
  const { id = '' } = useParams();
  const isSalePath = useMatch('/sale/:id/details') !== null;
  const valid = isUuid(id);
  const query = useQuery({ ...transactionQuery(id.toLowerCase()), enabled: valid });

  if (!valid) return <NotFoundPage />;
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && [403, 404].includes(query.error.status))
      return <NotFoundPage />;
    return (
      <div className="container">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  // The path names the role: a party who followed the other side's link sees their own view.
  if ((query.data.viewerRole === 'provider') !== isSalePath)
    return <Navigate to={pathOf(query.data)} replace />;
  return <TransactionView transaction={query.data} />;
}

function TransactionView({ transaction }: { transaction: Transaction }) {
  const intl = useIntl();
  const personName = usePersonName();
  const { locale } = useLocale();
  const title = localizeBookingTitle(transaction.listing, locale);
  const role = transaction.viewerRole;
  const label = stateLabelOf(transaction.state, role);
  const heading = intl.formatMessage(
    {
      id: `transaction.heading.${role === 'customer' ? 'order' : 'sale'}${transaction.state === 'enquiry' ? 'Enquiry' : ''}`,
    },
    { customer: personName(transaction.customer) },
  );
  useDocumentTitle(heading);
  const total = role === 'customer' ? transaction.payinTotal : transaction.payoutTotal;
  // Declined (or withdrawn) and unpaid requests took no money: the price stays, the total is 0.
  const isNothingTaken =
    transaction.state === 'declined' || transaction.state === 'payment-expired';
  const otherParty = role === 'customer' ? transaction.provider : transaction.customer;
  // Straight from checkout: the request is made; a first message that failed does not undo it (spec 000 §4).
  const fromCheckout = (useLocation().state ?? {}) as {
    isRequested?: boolean;
    isMessageSent?: boolean | null;
  };
  // Straight from a paid checkout, with consent: the ad tag's purchase (decision 176), lazily.
  const purchased =
    fromCheckout.isRequested && role === 'customer' && transaction.payinTotal && transaction.booking
      ? transaction
      : null;
  useEffect(() => {
    if (!purchased?.payinTotal || !purchased.booking) return;
    if (!/(?:^|;\s*)euCookiesAccepted=1/.test(document.cookie)) return;
    const { adults, children, infants } = purchased.booking.quantities;
    const { amount, currency } = purchased.payinTotal;
    void import('../../lib/tracking').then((tracking) =>
      tracking.trackPurchase({
        transactionId: purchased.id,
        value: amount / 100,
        currency,
        listingId: purchased.listing.id,
        listingTitle: purchased.listing.title,
        quantity: adults + children + infants,
      }),
    );
  }, [purchased?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  // "Complete payment" while the customer may confirm it; once shown it stays to say how it ended.
  const canPay =
    role === 'customer' && transaction.availableTransitions.includes('confirm-payment');
  const [isPaymentShown, setPaymentShown] = useState(canPay);
  if (canPay && !isPaymentShown) setPaymentShown(true);
  const { query: messagesQuery, messages } = useMessages(transaction.id);
  // The feed shows each review under its transition, once the viewer may read it.
  const hasReviews = transaction.transitions.some(
    (entry) => isTransitionName(entry.transition) && isReviewTransition(entry.transition),
  );
  const reviews = useQuery({ ...transactionReviewsQuery(transaction.id), enabled: hasReviews });
  const { user } = useCurrentUser();
  // The operator's saved quick replies (/account/quick-replies), those with a message.
  const stored = (role === 'provider' ? user?.protectedData.quickReplies : undefined) as
    Partial<QuickRepliesBody> | undefined;
  const quickReplies = quickReplySlots
    .map((slot) => stored?.[slot])
    .filter(
      (reply): reply is QuickReply =>
        typeof reply?.message === 'string' && reply.message.trim() !== '',
    );

  return (
    <div className="container checkout transaction">
      <div className="transaction__header">
        <h1 className="checkout__title">{heading}</h1>
        <span
          className={`state-badge state-badge--${stateToneOf(label)}`}
          data-testid="transaction-state"
        >
          <FormattedMessage id={`transaction.state.${label}`} />
        </span>
      </div>
      <div className="checkout__grid">
        <aside
          className="checkout__summary"
          aria-label={intl.formatMessage({ id: 'checkout.summary' })}
        >
          {transaction.booking ? (
            <BookingSummary
              title={title}
              image={transaction.listing.image}
              start={new Date(transaction.booking.start)}
              end={new Date(transaction.booking.end)}
              timeZone={transaction.booking.timezone}
              quantities={transaction.booking.quantities}
            />
          ) : (
            <h2 className="booking-summary__title">{title}</h2>
          )}
          <p className="transaction__party">
            <FormattedMessage
              id={`transaction.party.${role === 'customer' ? 'provider' : 'customer'}`}
              values={{ name: personName(otherParty) }}
            />
          </p>
          {transaction.booking ? <BookingReference transaction={transaction} /> : null}
          {transaction.listing.isDeleted ? null : (
            <Link to={`/l/${createSlug(transaction.listing.title)}/${transaction.listing.id}`}>
              <FormattedMessage id="transaction.viewListing" />
            </Link>
          )}
        </aside>
        <div className="checkout__main">
          {fromCheckout.isRequested && transaction.state === 'preauthorized' ? (
            <FormMessage tone="success" id="checkout.requested" />
          ) : null}
          {fromCheckout.isMessageSent === false ? (
            <FormMessage tone="info" id="checkout.messageNotSent" />
          ) : null}
          <StatusNotice transaction={transaction} />
          <MoneyBackNotice transaction={transaction} />
          {isPaymentShown && (canPay || transaction.state === 'payment-expired') ? (
            <CompletePayment transaction={transaction} />
          ) : null}
          <DateProposalPanel transaction={transaction} />
          <TransactionActions transaction={transaction} />
          <TripDetails transaction={transaction} />
          <BookingAnswersSection transaction={transaction} />
          <ReviewPrompt transaction={transaction} />
          {total ? (
            <section className="checkout__card" aria-labelledby="transaction-price-title">
              <h2 id="transaction-price-title" className="checkout__subtitle">
                <FormattedMessage id="transaction.price" />
              </h2>
              <PriceBreakdown
                lines={transaction.lineItems}
                total={isNothingTaken ? 0 : total.amount}
                currency={total.currency}
                totalLabelId={
                  isNothingTaken
                    ? role === 'customer'
                      ? 'transaction.charged'
                      : 'transaction.paidOut'
                    : role === 'customer'
                      ? 'booking.total'
                      : 'transaction.payout'
                }
              />
            </section>
          ) : null}
          <section className="checkout__card" aria-labelledby="transaction-feed-title">
            <h2 id="transaction-feed-title" className="checkout__subtitle">
              <FormattedMessage id="transaction.feed.title" />
            </h2>
            <MessagesLoadFailed query={messagesQuery} />
            <OlderMessagesButton query={messagesQuery} />
            <ActivityFeed transaction={transaction} messages={messages} reviews={reviews.data} />
            {otherParty.isBanned || otherParty.isDeleted ? null : (
              <MessageForm transactionId={transaction.id} quickReplies={quickReplies} />
            )}
          </section>
        </div>
      </div>
    </div>
  );
}

const isSameInstant = (a: string, b: string | undefined) =>
  b !== undefined && new Date(a).getTime() === new Date(b).getTime();

/** One line on where the booking stands and what happens next. */
function StatusNotice({ transaction }: { transaction: Transaction }) {
  const intl = useIntl();
  const role = transaction.viewerRole;
  const personName = usePersonName();
  const names = {
    customer: personName(transaction.customer),
    provider: personName(transaction.provider),
  };
  const timeZone = transaction.listing.timezone;
  const zone = useBookingTimes(new Date(), new Date(), timeZone).zone;
  const timer = transaction.nextTimer;
  let id: string | null = null;
  if (transaction.state === 'preauthorized') id = `transaction.status.requested.${role}`;
  else if (transaction.state === 'accepted') id = `transaction.status.accepted.${role}`;
  else if (transaction.state === 'pending-payment') id = 'transaction.status.pending-payment';
  if (!id) return null;
  return (
    <div className="transaction__status" role="status">
      <p>
        <FormattedMessage id={id} values={names} />
      </p>
      {transaction.state === 'preauthorized' && timer?.transition === 'expire' ? (
        <p className="transaction__deadline">
          <FormattedMessage
            // A request not answered by the start can no longer be accepted: it expires then (decision 071).
            id={
              isSameInstant(timer.at, transaction.booking?.start)
                ? 'transaction.status.expiresAtStart'
                : 'transaction.status.expiresAt'
            }
            values={{
              time: `${intl.formatDate(timer.at, { dateStyle: 'full', timeStyle: 'short', timeZone })} (${zone})`,
            }}
          />
        </p>
      ) : null}
    </div>
  );
}
