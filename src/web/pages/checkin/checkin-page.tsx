import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { Departure } from '../../../contracts/departures';
import { useCurrentUser } from '../../auth/use-current-user';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { listManifests, type StoredManifest } from '../../features/checkin/checkin-store';
import { downloadDeparture } from '../../features/checkin/download-departure';
import { registerCheckInWorker } from '../../features/checkin/register-checkin-sw';
import { departuresQuery } from '../../features/departures/departures-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { PageMessages } from '../../i18n/page-messages';

// The invitation's form (zod, react-hook-form) only when a link opens it, a departure's check-in only
// when one is opened: the app's first load stays within the public pages' budget.
const DepartureCheckIn = lazy(() =>
  import('./departure-checkin').then((module) => ({ default: module.DepartureCheckIn })),
);
const InvitationView = lazy(() =>
  import('./invitation-view').then((module) => ({ default: module.InvitationView })),
);
import './checkin.css';
import { ButtonLink } from '../../components/button/button-link';
import { Button } from '../../components/button/button';

const bundles = ['checkin'] as const;

/** The check-in app's address for a departure. */
export const checkInPath = (listingId: string, start: string) =>
  `/checkin?listing=${encodeURIComponent(listingId)}&start=${encodeURIComponent(start)}`;

/**
 * /checkin, the check-in app for operators and their guides (issue 46 item 3; decision 153): an
 * installable PWA whose service worker and manifest belong to this page only. `?invitation=` accepts
 * a guide's invitation; `?listing=&start=` checks a downloaded departure in (offline too); else
 * today's departures to download and those already on the device.
 */
export default function CheckInPage() {
  const [params] = useSearchParams();
  useEffect(() => registerCheckInWorker(), []);
  const invitation = params.get('invitation');
  const listing = params.get('listing');
  const start = params.get('start');
  return (
    <PageMessages bundles={bundles}>
      <main className="checkin" id="main">
        {invitation ? (
          <Suspense fallback={null}>
            <InvitationView token={invitation} />
          </Suspense>
        ) : listing && start ? (
          <Suspense fallback={null}>
            <DepartureCheckIn listingId={listing} start={start} />
          </Suspense>
        ) : (
          <DeparturePicker />
        )}
      </main>
    </PageMessages>
  );
}

function DeparturePicker() {
  const current = useCurrentUser();
  const [downloaded, setDownloaded] = useState<StoredManifest[] | null>(null);
  useEffect(() => {
    void listManifests()
      .then(setDownloaded)
      .catch(() => setDownloaded([]));
  }, []);
  return (
    <>
      <h1 className="checkin__title">
        <FormattedMessage id="checkin.title" />
      </h1>
      <p className="checkin__intro">
        <FormattedMessage id="checkin.intro" />
      </p>
      {current.status === 'signed-out' ? (
        <p>
          <ButtonLink variant="primary" to="/login?from=%2Fcheckin">
            <FormattedMessage id="checkin.signIn" />
          </ButtonLink>
        </p>
      ) : current.status === 'signed-in' ? (
        <TodaysDepartures downloaded={downloaded ?? []} />
      ) : null}
      <section className="checkin__section" aria-labelledby="checkin-downloaded">
        <h2 id="checkin-downloaded" className="checkin__subtitle">
          <FormattedMessage id="checkin.downloaded" />
        </h2>
        {downloaded === null ? null : downloaded.length === 0 ? (
          <p className="checkin__muted">
            <FormattedMessage id="checkin.noneDownloaded" />
          </p>
        ) : (
          <ul className="checkin__list">
            {downloaded.map((stored) => (
              <DownloadedItem key={stored.key} stored={stored} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function DownloadedItem({ stored }: { stored: StoredManifest }) {
  const intl = useIntl();
  const { manifest } = stored;
  const timeZone = manifest.listing.timezone;
  return (
    <li className="checkin__card">
      <p className="checkin__card-title">
        <span className="checkin__time">
          {intl.formatDate(new Date(manifest.start), {
            weekday: 'short',
            day: 'numeric',
            month: 'short',
            hour: '2-digit',
            minute: '2-digit',
            timeZone,
          })}
        </span>{' '}
        {manifest.listing.title}
      </p>
      <p className="checkin__muted">
        <FormattedMessage
          id="checkin.downloadedAt"
          values={{
            time: intl.formatDate(new Date(stored.downloadedAt), {
              hour: '2-digit',
              minute: '2-digit',
            }),
          }}
        />
      </p>
      <ButtonLink variant="primary" to={checkInPath(manifest.listing.id, manifest.start)}>
        <FormattedMessage id="checkin.open" />
      </ButtonLink>
    </li>
  );
}

function TodaysDepartures({ downloaded }: { downloaded: StoredManifest[] }) {
  const result = useQuery(departuresQuery(null));
  return (
    <section className="checkin__section" aria-labelledby="checkin-today">
      <h2 id="checkin-today" className="checkin__subtitle">
        <FormattedMessage id="checkin.today" />
      </h2>
      {result.isPending ? (
        <PageSkeleton />
      ) : result.isError ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : result.data.departures.length === 0 ? (
        <EmptyState title={<FormattedMessage id="checkin.noDepartures" />} />
      ) : (
        <ul className="checkin__list">
          {result.data.departures.map((departure) => (
            <TodayItem
              key={`${departure.listing.id} ${departure.start}`}
              departure={departure}
              isDownloaded={downloaded.some(
                (stored) =>
                  stored.manifest.listing.id === departure.listing.id &&
                  stored.manifest.start === departure.start,
              )}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function TodayItem({ departure, isDownloaded }: { departure: Departure; isDownloaded: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const persons = departure.bookings
    .filter((booking) => booking.status === 'accepted')
    .reduce((sum, booking) => sum + booking.persons, 0);
  const download = async () => {
    setState('busy');
    try {
      await downloadDeparture(departure.listing.id, departure.start);
      await navigate(checkInPath(departure.listing.id, departure.start));
    } catch {
      setState('failed');
    }
  };
  return (
    <li className="checkin__card" data-testid="checkin-departure">
      <p className="checkin__card-title">
        <span className="checkin__time">
          {intl.formatDate(new Date(departure.start), {
            hour: '2-digit',
            minute: '2-digit',
            timeZone: departure.listing.timezone,
          })}
        </span>{' '}
        {departure.listing.title}
      </p>
      <p className="checkin__muted">
        <FormattedMessage id="checkin.booked" values={{ count: persons }} />
      </p>
      <Button
        variant={isDownloaded ? undefined : 'primary'}
        disabled={state === 'busy'}
        onClick={() => void download()}
      >
        <FormattedMessage id={state === 'busy' ? 'checkin.downloading' : 'checkin.download'} />
      </Button>
      {state === 'failed' ? (
        <p className="field__error" role="alert">
          <FormattedMessage id="checkin.syncFailed" />
        </p>
      ) : null}
    </li>
  );
}
