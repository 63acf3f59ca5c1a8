import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { Departure, Manifest, ManifestEntry } from '../../../contracts/departures';
import { isUuid } from '../../../domain/listing-urls';
import { localDateOf } from '../../../domain/zone-date';
import {
  EmptyState,
  ErrorState,
  PageSkeleton,
  errorMessageId,
} from '../../components/feedback/feedback';
import { BookingAnswersList } from '../../features/booking/booking-answers-form';
import { stateLabelOf, stateToneOf } from '../../features/booking/transaction-state';
import {
  addDays,
  dayPath,
  departuresQuery,
  manifestCsvUrl,
  manifestPath,
  manifestQuery,
  useConfirmDeparture,
} from '../../features/departures/departures-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { PageMessages } from '../../i18n/page-messages';
import { isNotFound } from '../../lib/api';
import { downloadFile } from '../../lib/download-file';
import NotFoundPage from '../not-found/not-found-page';
import { GuidesPanel } from './guides-panel';
import '../../features/booking/booking-answers.css';
import './departures.css';
import { Button } from '../../components/button/button';
import { ButtonLink, ButtonAnchor } from '../../components/button/button-link';

// The inbox page's chunk already carries the transaction bundle (state labels); the answers' texts
// are the booking bundle's.
const bundles = ['departures', 'booking'] as const;

/**
 * The operator's inbox tab /inbox/departures (issue 46 item 1; decision 147), loaded with its own
 * chunk and messages when opened. `?date=YYYY-MM-DD`: the departures of the operator's listings on
 * that day, phone first, each with its seats sold, held and free and its bookings and their state.
 * `?listing={id}&start={instant}`: a departure's manifest, who comes: the lead traveller, the party,
 * the phone, the answers to the booking questions, the pickup and the check-in; printed with its
 * own print stylesheet, or downloaded as CSV.
 */
export default function DeparturesView() {
  const [params] = useSearchParams();
  const listing = params.get('listing');
  const start = params.get('start');
  const asked = params.get('date');
  return (
    <PageMessages bundles={bundles}>
      {listing !== null || start !== null ? (
        <ManifestOf id={listing ?? ''} start={start ?? ''} />
      ) : (
        <DayView date={asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : null} />
      )}
    </PageMessages>
  );
}

const dayOf = (date: string) => new Date(`${date}T12:00:00Z`);

function DayView({ date }: { date: string | null }) {
  const intl = useIntl();
  const result = useQuery({ ...departuresQuery(date), placeholderData: keepPreviousData });
  if (result.isPending) return <PageSkeleton />;
  if (result.isError)
    return (
      <div className="departures">
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      </div>
    );
  const { data } = result;
  return (
    <div className="departures">
      <nav className="departures__days" aria-label={intl.formatMessage({ id: 'departures.days' })}>
        <ButtonLink
          variant="secondary"
          to={dayPath(addDays(data.date, -1))}
          aria-label={intl.formatMessage({ id: 'departures.previousDay' })}
        >
          ‹
        </ButtonLink>
        <h2 className="departures__day" data-testid="departures-day">
          {intl.formatDate(dayOf(data.date), {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            timeZone: 'UTC',
          })}
        </h2>
        <ButtonLink
          variant="secondary"
          to={dayPath(addDays(data.date, 1))}
          aria-label={intl.formatMessage({ id: 'departures.nextDay' })}
        >
          ›
        </ButtonLink>
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
          <ButtonLink to={dayPath(data.nextDateWithBookings)}>
            <FormattedMessage id="departures.nextWithBookings" />
          </ButtonLink>
        </p>
      ) : null}
      <GuidesPanel />
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
      {departure.minimumGroup ? <MinimumGroupOf departure={departure} /> : null}
      {departure.waitlist.length > 0 ? (
        <div className="departure__waitlist" data-testid="departure-waitlist">
          <h4 className="departure__waitlist-title">
            <FormattedMessage id="departures.waitlist.title" />
          </h4>
          <ol className="departure__bookings">
            {departure.waitlist.map((entry) => (
              <li key={entry.id}>
                {entry.place}. {entry.name} ·{' '}
                <FormattedMessage id="departures.persons" values={{ count: entry.persons }} /> ·{' '}
                {entry.state === 'offered' && entry.offerExpiresAt ? (
                  <FormattedMessage
                    id="departures.waitlist.offered"
                    values={{ time: time(entry.offerExpiresAt) }}
                  />
                ) : (
                  <FormattedMessage id="departures.waitlist.waiting" />
                )}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
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
          <ButtonLink
            variant="primary"
            className="departure__manifest"
            to={manifestPath(departure.listing.id, departure.start)}
          >
            <FormattedMessage id="departures.openManifest" />
          </ButtonLink>
        </>
      ) : null}
    </li>
  );
}

/**
 * A departure of a listing with a minimum group size (decision 157): the minimum, what was decided,
 * and for its operator before the decision time a button to confirm it anyway.
 */
function MinimumGroupOf({ departure }: { departure: Departure }) {
  const intl = useIntl();
  const confirm = useConfirmDeparture();
  const minimum = departure.minimumGroup!;
  const timeZone = departure.listing.timezone;
  const decisionAt = intl.formatDate(new Date(minimum.decisionAt), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  return (
    <div className="departure__minimum" data-testid="departure-minimum">
      <p className="departure__seats">
        {minimum.outcome === null ? (
          <FormattedMessage
            id="departures.minimum.pending"
            values={{ size: minimum.size, time: decisionAt }}
          />
        ) : (
          <FormattedMessage
            id={`departures.minimum.${minimum.outcome}`}
            values={{ size: minimum.size }}
          />
        )}
      </p>
      {minimum.canConfirm ? (
        <Button
          variant="primary"
          disabled={confirm.isPending}
          onClick={() =>
            confirm.mutate({ listingId: departure.listing.id, start: departure.start })
          }
        >
          <FormattedMessage id="departures.minimum.confirm" />
        </Button>
      ) : null}
      {confirm.error ? (
        <p className="field__error" role="alert">
          {intl.formatMessage({ id: errorMessageId(confirm.error) })}
        </p>
      ) : null}
    </div>
  );
}

function ManifestOf({ id, start }: { id: string; start: string }) {
  const isValid = isUuid(id) && !Number.isNaN(Date.parse(start));
  const result = useQuery({ ...manifestQuery(id, start), enabled: isValid });
  if (!isValid || (result.isError && isNotFound(result.error))) return <NotFoundPage />;
  if (result.isPending) return <PageSkeleton />;
  if (result.isError)
    return (
      <div className="departures">
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      </div>
    );
  return <ManifestView manifest={result.data} />;
}

function ManifestView({ manifest }: { manifest: Manifest }) {
  const intl = useIntl();
  const timeZone = manifest.listing.timezone;
  const date = (at: string) =>
    intl.formatDate(new Date(at), { weekday: 'long', day: 'numeric', month: 'long', timeZone });
  const time = (at: string) =>
    intl.formatDate(new Date(at), { hour: '2-digit', minute: '2-digit', timeZone });
  const day = localDateOf(new Date(manifest.start), timeZone);
  const seats =
    manifest.capacity === null
      ? intl.formatMessage(
          { id: 'departures.seatsNoCapacity' },
          { sold: manifest.sold, held: manifest.held },
        )
      : intl.formatMessage(
          { id: 'departures.seats' },
          { sold: manifest.sold, held: manifest.held, free: manifest.free },
        );
  // The PDF is made here from what the page shows; pdf-lib loads only when it is asked for.
  const pdf = useMutation({
    mutationFn: async () => {
      const { buildManifestPdf } = await import('../../features/departures/manifest-pdf');
      const bytes = await buildManifestPdf({
        heading: intl.formatMessage({ id: 'departures.manifest' }),
        title: manifest.listing.title,
        when: `${date(manifest.start)}, ${time(manifest.start)}–${time(manifest.end)}`,
        seats,
        pickup: manifest.pickup
          ? intl.formatMessage({ id: 'departures.pickup' }, { pickup: manifest.pickup })
          : null,
        empty: intl.formatMessage({ id: 'departures.noEntries' }),
        phoneLabel: intl.formatMessage({ id: 'departures.phone' }),
        entries: manifest.entries.map((entry) => ({
          reference: entry.reference,
          name: entry.leadTraveller.name,
          phone: entry.leadTraveller.phone,
          party: intl.formatMessage({ id: 'departures.party' }, entry.quantities),
          checkIn: entry.checkedInAt
            ? intl.formatMessage({ id: 'departures.checkedIn' }, { time: time(entry.checkedInAt) })
            : intl.formatMessage({ id: 'departures.notCheckedIn' }),
          answers: answerLinesOf(entry),
        })),
        language: intl.locale,
      });
      downloadFile(
        bytes,
        `levada-manifest-${day}-${time(manifest.start).replace(':', '')}.pdf`,
        'application/pdf',
      );
    },
  });
  return (
    <div className="departures manifest">
      <p className="manifest__back">
        <Link to={dayPath(day)}>
          <FormattedMessage id="departures.back" />
        </Link>
      </p>
      <h2 className="departures__title">
        <FormattedMessage id="departures.manifest" />
        {' · '}
        {manifest.listing.title}
      </h2>
      <p className="manifest__when">
        {date(manifest.start)}, {time(manifest.start)}–{time(manifest.end)}
      </p>
      <p className="departure__seats">
        {manifest.capacity === null ? (
          <FormattedMessage
            id="departures.seatsNoCapacity"
            values={{ sold: manifest.sold, held: manifest.held }}
          />
        ) : (
          <FormattedMessage
            id="departures.seats"
            values={{ sold: manifest.sold, held: manifest.held, free: manifest.free }}
          />
        )}
      </p>
      {manifest.pickup ? (
        <p className="manifest__pickup">
          <FormattedMessage id="departures.pickup" values={{ pickup: manifest.pickup }} />
        </p>
      ) : null}
      <div className="manifest__actions">
        <Button onClick={() => window.print()}>
          <FormattedMessage id="departures.print" />
        </Button>
        <ButtonAnchor
          variant="primary"
          href={manifestCsvUrl(manifest.listing.id, manifest.start)}
          download
        >
          <FormattedMessage id="departures.csv" />
        </ButtonAnchor>
        <Button disabled={pdf.isPending} onClick={() => pdf.mutate()}>
          <FormattedMessage id="departures.pdf" />
        </Button>
      </div>
      {pdf.isError ? (
        <p className="field__error" role="alert">
          <FormattedMessage id="departures.pdfFailed" />
        </p>
      ) : null}
      {manifest.entries.length === 0 ? (
        <p className="manifest__empty">
          <FormattedMessage id="departures.noEntries" />
        </p>
      ) : (
        <ol className="manifest__entries">
          {manifest.entries.map((entry) => (
            <ManifestEntryItem key={entry.id} entry={entry} timeZone={timeZone} />
          ))}
        </ol>
      )}
    </div>
  );
}

/** An entry's answers as "label: answer" lines, per person answers joined (as the CSV does). */
function answerLinesOf(entry: ManifestEntry): string[] {
  const { questions, answers } = entry.answers;
  return questions.flatMap((question) => {
    const value = answers[question.id];
    const text = Array.isArray(value)
      ? value.filter((v) => v !== null && v !== '').join(' | ')
      : value === undefined || value === null
        ? ''
        : String(value);
    return text ? [`${question.label}: ${text}`] : [];
  });
}

function ManifestEntryItem({ entry, timeZone }: { entry: ManifestEntry; timeZone: string }) {
  const intl = useIntl();
  const { phone } = entry.leadTraveller;
  return (
    <li className="manifest-entry" data-testid="manifest-entry">
      <h3 className="manifest-entry__name">{entry.leadTraveller.name}</h3>
      <p className="manifest-entry__facts">
        <span className="departure__reference">{entry.reference}</span>
        <span>
          <FormattedMessage id="departures.party" values={entry.quantities} />
        </span>
        <span className={entry.checkedInAt ? 'state-badge state-badge--success' : 'state-badge'}>
          {entry.checkedInAt ? (
            <FormattedMessage
              id="departures.checkedIn"
              values={{
                time: intl.formatDate(new Date(entry.checkedInAt), {
                  hour: '2-digit',
                  minute: '2-digit',
                  timeZone,
                }),
              }}
            />
          ) : (
            <FormattedMessage id="departures.notCheckedIn" />
          )}
        </span>
      </p>
      {phone ? (
        <p className="manifest-entry__phone">
          <FormattedMessage id="departures.phone" />:{' '}
          <a className="manifest-entry__call" href={`tel:${phone}`}>
            {phone}
          </a>
        </p>
      ) : null}
      {entry.answers.questions.length > 0 ? (
        <BookingAnswersList view={{ ...entry.answers, leadTraveller: null }} />
      ) : null}
    </li>
  );
}
