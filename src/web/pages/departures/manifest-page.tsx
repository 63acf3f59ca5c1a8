import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { Manifest, ManifestEntry } from '../../../contracts/departures';
import { isUuid } from '../../../domain/listing-urls';
import { localDateOf } from '../../../domain/zone-date';
import { ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { BookingAnswersList } from '../../features/booking/booking-answers-form';
import { manifestCsvUrl, manifestQuery } from '../../features/departures/departures-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { PageMessages } from '../../i18n/page-messages';
import { isNotFound } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import NotFoundPage from '../not-found/not-found-page';
import '../../features/booking/booking-answers.css';
import '../transaction/transaction-page.css';
import './departures.css';

const bundles = ['departures', 'booking'] as const;

/**
 * /departures/{listingId}/{start} (issue 46 item 1): who comes on a departure, for its operator: the
 * lead traveller, the party, the phone, the answers to the booking questions, the pickup and the
 * check-in; printed with its own print stylesheet, or downloaded as CSV.
 */
export default function ManifestPage() {
  return (
    <PageMessages bundles={bundles}>
      <ManifestPageContent />
    </PageMessages>
  );
}

function ManifestPageContent() {
  const { id = '', start = '' } = useParams();
  const intl = useIntl();
  const isValid = isUuid(id) && !Number.isNaN(Date.parse(start));
  const result = useQuery({ ...manifestQuery(id, start), enabled: isValid });
  useDocumentTitle(
    result.data
      ? `${intl.formatMessage({ id: 'departures.manifest' })} · ${result.data.listing.title}`
      : intl.formatMessage({ id: 'departures.manifest' }),
  );
  if (!isValid || (result.isError && isNotFound(result.error))) return <NotFoundPage />;
  if (result.isPending) return <PageSkeleton />;
  if (result.isError)
    return (
      <div className="container departures">
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
  return (
    <div className="container departures manifest">
      <p className="manifest__back">
        <Link to={`/departures?date=${day}`}>
          <FormattedMessage id="departures.back" />
        </Link>
      </p>
      <h1 className="departures__title">
        <FormattedMessage id="departures.manifest" />
        {' · '}
        {manifest.listing.title}
      </h1>
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
        <button type="button" className="button" onClick={() => window.print()}>
          <FormattedMessage id="departures.print" />
        </button>
        <a
          className="button button--primary"
          href={manifestCsvUrl(manifest.listing.id, manifest.start)}
          download
        >
          <FormattedMessage id="departures.csv" />
        </a>
      </div>
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

function ManifestEntryItem({ entry, timeZone }: { entry: ManifestEntry; timeZone: string }) {
  const intl = useIntl();
  const { phone } = entry.leadTraveller;
  return (
    <li className="manifest-entry" data-testid="manifest-entry">
      <h2 className="manifest-entry__name">{entry.leadTraveller.name}</h2>
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
