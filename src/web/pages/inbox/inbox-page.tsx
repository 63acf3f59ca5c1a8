import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { localizeBookingTitle } from '../../features/listings/localized-listing';
import { useLocale } from '../../app/locale-context';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, NavLink, useParams, useSearchParams } from 'react-router';
import type { Transaction } from '../../../contracts/transactions';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { Pagination } from '../../components/pagination/pagination';
import { UserAvatar } from '../../features/accounts/user-avatar';
import { useBookingTimes } from '../../features/booking/booking-summary';
import { stateLabelOf, stateToneOf } from '../../features/booking/transaction-state';
import {
  inboxQuery,
  isInboxTab,
  isWaitingForViewer,
  type InboxTab,
} from '../../features/talk/talk-api';
import { hasSalesTab } from '../../features/talk/inbox-tabs';
import { Redirect } from '../../app/redirect';
import { useCurrentUser } from '../../auth/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import NotFoundPage from '../not-found/not-found-page';
import '../transaction/transaction-page.css';
import './inbox-page.css';
import { PageMessages } from '../../i18n/page-messages';
import { usePersonName } from '../../features/accounts/use-person-name';
import { LazyMyWaitlist } from '../../features/waitlist/lazy-my-waitlist';

// The operator's departures and manifests (issue 46 item 1): a tab with its own chunk.
const DeparturesView = lazy(() => import('../departures/departures-view'));
const departuresTab = 'departures';
// The operator's resellers (issue 47): what each sells and owes, a tab with its own chunk.
const ResellersView = lazy(() => import('../resellers/resellers-view'));
const resellersTab = 'resellers';

// Its messages ship with it, not in the catalogue every first visit downloads (decision 051).
const bundles = ['transaction'] as const;

export default function InboxPage() {
  return (
    <PageMessages bundles={bundles}>
      <InboxPageContent />
    </PageMessages>
  );
}

/**
 * /inbox/{tab}: the operator's sales ("Requested") and the traveller's orders ("Bookings"), 10 a page,
 * last transitioned first; each row names the other party, the tour, its departure in the listing's
 * zone and the state, and marks what waits for the viewer. Only operators sell: anyone else has no
 * sales tab, and /inbox/sales takes them to their bookings (decision 072).
 */
function InboxPageContent() {
  const { tab } = useParams();
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const intl = useIntl();
  // The route is login-only: the user is known before this page renders.
  const { user } = useCurrentUser();
  const sells = user ? hasSalesTab(user.type) : false;
  const isDepartures = tab === departuresTab && sells;
  const isResellers = tab === resellersTab && sells;
  useDocumentTitle(
    intl.formatMessage({
      id: isDepartures
        ? 'talk.inbox.tab.departures'
        : isResellers
          ? 'talk.inbox.tab.resellers'
          : 'talk.inbox.title',
    }),
  );
  const isTab = isInboxTab(tab) && (tab === 'orders' || sells);
  const list = useQuery({
    ...inboxQuery(isTab ? tab : 'orders', page),
    enabled: isTab,
    placeholderData: keepPreviousData,
  });
  if (tab === 'sales' && user && !sells) return <Redirect to="/inbox/orders" />;
  if (!isTab && !isDepartures && !isResellers) return <NotFoundPage />;
  const listTab: InboxTab = isTab ? tab : 'orders';

  return (
    <div className="container inbox-page">
      <h1 className="inbox-page__title">
        <FormattedMessage id="talk.inbox.title" />
      </h1>
      {sells ? (
        <nav
          className="inbox-page__tabs"
          aria-label={intl.formatMessage({ id: 'talk.inbox.tabs' })}
        >
          {(['sales', 'orders'] as const).map((name) => (
            <NavLink key={name} to={`/inbox/${name}`} className="inbox-page__tab">
              <FormattedMessage id={`talk.inbox.tab.${name}`} />
            </NavLink>
          ))}
          {/* The departures of the operator's listings, by day, with their manifests (issue 46). */}
          <NavLink to={`/inbox/${departuresTab}`} className="inbox-page__tab">
            <FormattedMessage id="talk.inbox.tab.departures" />
          </NavLink>
          <NavLink to={`/inbox/${resellersTab}`} className="inbox-page__tab">
            <FormattedMessage id="talk.inbox.tab.resellers" />
          </NavLink>
        </nav>
      ) : null}
      {/* The traveller's waitlists above their bookings (issue 46 item 5), in their own chunk. */}
      {listTab === 'orders' && !isDepartures && !isResellers ? <LazyMyWaitlist /> : null}
      {isDepartures ? (
        <Suspense fallback={<PageSkeleton />}>
          <DeparturesView />
        </Suspense>
      ) : isResellers ? (
        <Suspense fallback={<PageSkeleton />}>
          <ResellersView />
        </Suspense>
      ) : list.isPending ? (
        <PageSkeleton />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState title={<FormattedMessage id={`talk.inbox.empty.${listTab}`} />}>
          <FormattedMessage id={`talk.inbox.emptyText.${listTab}`} />
        </EmptyState>
      ) : (
        <>
          <ul className="inbox-page__list">
            {list.data.data.map((transaction) => (
              <InboxRow key={transaction.id} transaction={transaction} tab={listTab} />
            ))}
          </ul>
          <Pagination page={page} totalPages={list.data.meta.totalPages} />
        </>
      )}
    </div>
  );
}

function InboxRow({ transaction, tab }: { transaction: Transaction; tab: InboxTab }) {
  const personName = usePersonName();
  const { locale } = useLocale();
  const other = transaction.viewerRole === 'customer' ? transaction.provider : transaction.customer;
  const label = stateLabelOf(transaction.state, transaction.viewerRole);
  const isWaiting = isWaitingForViewer(transaction);
  const path = `/${tab === 'sales' ? 'sale' : 'order'}/${transaction.id}/details`;
  return (
    <li className={`inbox-row${isWaiting ? ' inbox-row--waiting' : ''}`}>
      <Link to={path} className="inbox-row__link">
        <UserAvatar
          image={other.profileImage}
          initials={other.abbreviatedName}
          size={40}
          isPlaceholder={other.isBanned || other.isDeleted}
        />
        <span className="inbox-row__main">
          <span className="inbox-row__name">{personName(other)}</span>
          <span className="inbox-row__listing">
            {localizeBookingTitle(transaction.listing, locale)}
          </span>
          {transaction.booking ? <Departure booking={transaction.booking} /> : null}
          {transaction.booking ? (
            <span className="inbox-row__reference">{transaction.reference}</span>
          ) : null}
          {transaction.reseller ? (
            // A booking sold through OCTO: the reseller's name and its own reference (issue 47).
            <span className="inbox-row__reseller">
              <FormattedMessage
                id="talk.inbox.reseller"
                values={{
                  reseller: transaction.reseller.name,
                  hasReference: transaction.reseller.reference ? 'yes' : 'no',
                  reference: transaction.reseller.reference ?? '',
                }}
              />
            </span>
          ) : null}
        </span>
        <span className="inbox-row__side">
          <span className={`state-badge state-badge--${stateToneOf(label)}`}>
            <FormattedMessage id={`transaction.state.${label}`} />
          </span>
          {isWaiting ? (
            <span className="inbox-row__waiting">
              <FormattedMessage id="talk.inbox.waiting" />
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

function Departure({ booking }: { booking: NonNullable<Transaction['booking']> }) {
  const times = useBookingTimes(new Date(booking.start), new Date(booking.end), booking.timezone);
  return (
    <span className="inbox-row__when">
      {times.date}, {times.time} <small>({times.zone})</small>
    </span>
  );
}
