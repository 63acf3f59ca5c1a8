import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { Departure } from '../../../contracts/departures';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { addDays, departuresQuery, manifestPath } from '../../features/departures/departures-api';
import { stateLabelOf, stateToneOf } from '../../features/booking/transaction-state';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { PageMessages } from '../../i18n/page-messages';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../transaction/transaction-page.css';
import './departures.css';

const bundles = ['departures', 'transaction'] as const;

/**
 * /departures?date=YYYY-MM-DD (issue 46 item 1): the departures of the operator's listings on a day,
 * phone first: each with its seats sold, held and free, its bookings and their state, and its manifest.
 */
export default function DeparturesPage() {
  return (
    <PageMessages bundles={bundles}>
      <DeparturesPageContent />
    </PageMessages>
  );
}

const dayOf = (date: string) => new Date(`${date}T12:00:00Z`);

function DeparturesPageContent() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const asked = params.get('date');
  const date = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : null;
  const result = useQuery({ ...departuresQuery(date), placeholderData: keepPreviousData });
  useDocumentTitle(intl.formatMessage({ id: 'departures.title' }));
  if (result.isPending) return <PageSkeleton />;
  if (result.isError)
    return (
      <div className="container departures">
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      </div>
    );
  const { data } = result;
  return (
    <div className="container departures">
      <h1 className="departures__title">
        <FormattedMessage id="departures.title" />
      </h1>
      <nav className="departures__days" aria-label={intl.formatMessage({ id: 'departures.days' })}>
        <Link
          className="button button--secondary"
          to={`/departures?date=${addDays(data.date, -1)}`}
          aria-label={intl.formatMessage({ id: 'departures.previousDay' })}
        >
          ‹
        </Link>
        <h2 className="departures__day">
          {intl.formatDate(dayOf(data.date), {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            timeZone: 'UTC',
          })}
        </h2>
        <Link
          className="button button--secondary"
          to={`/departures?date=${addDays(data.date, 1)}`}
          aria-label={intl.formatMessage({ id: 'departures.nextDay' })}
        >
          ›
        </Link>
      </nav>
      {data.departures.length === 0 ? (
        <EmptyState title={<FormattedMessage id="departures.empty" />} />
      ) : (
        <ul className="departures__list">
          {data.departures.map((departure) => (
            <DepartureCard
              key={`${departure.listing.id} ${departure.start}`}
              departure={departure}
            />
          ))}
        </ul>
      )}
      {data.nextDateWithBookings ? (
        <p className="departures__next">
          <Link className="button" to={`/departures?date=${data.nextDateWithBookings}`}>
            <FormattedMessage id="departures.nextWithBookings" />
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function DepartureCard({ departure }: { departure: Departure }) {
  const intl = useIntl();
  const timeZone = departure.listing.timezone;
  const time = (at: string) =>
    intl.formatDate(new Date(at), { hour: '2-digit', minute: '2-digit', timeZone });
  return (
    <li className="departure" data-testid="departure">
      <h3 className="departure__title">
        <span className="departure__time">
          {time(departure.start)}–{time(departure.end)}
        </span>{' '}
        {departure.listing.title}
      </h3>
      <p className="departure__seats">
        {departure.capacity === null ? (
          <FormattedMessage
            id="departures.seatsNoCapacity"
            values={{ sold: departure.sold, held: departure.held }}
          />
        ) : (
          <>
            <FormattedMessage
              id="departures.seats"
              values={{ sold: departure.sold, held: departure.held, free: departure.free }}
            />{' '}
            (<FormattedMessage id="departures.capacity" values={{ capacity: departure.capacity }} />
            )
          </>
        )}
      </p>
      {departure.bookings.length > 0 ? (
        <>
          <ul className="departure__bookings">
            {departure.bookings.map((booking) => {
              const label = stateLabelOf(booking.state, 'provider');
              return (
                <li key={booking.id}>
                  <Link className="departure__booking" to={`/sale/${booking.id}/details`}>
                    <span className="departure__reference">{booking.reference}</span>
                    <FormattedMessage id="departures.persons" values={{ count: booking.persons }} />
                    <span className={`state-badge state-badge--${stateToneOf(label)}`}>
                      <FormattedMessage id={`transaction.state.${label}`} />
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <Link
            className="button button--primary departure__manifest"
            to={manifestPath(departure.listing.id, departure.start)}
          >
            <FormattedMessage id="departures.openManifest" />
          </Link>
        </>
      ) : null}
    </li>
  );
}
