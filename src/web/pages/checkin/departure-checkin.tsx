import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ManifestEntry } from '../../../contracts/departures';
import { departureKeyOf, type StoredScan } from '../../features/checkin/checkin-store';
import { scanPicture, startCamera } from '../../features/checkin/scanner';
import {
  entryStates,
  useDepartureCheckIn,
  type EntryState,
  type Feedback,
} from '../../features/checkin/use-departure-checkin';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Button } from '../../components/button/button';

/**
 * One downloaded departure's check-in (decision 153), the same offline and online: scan a ticket
 * with the camera or from a photo (checked against the published key on the device), or find a
 * party by name or reference and check all or part of it in, or mark it as a no-show. Scans stay on
 * the device until the server has answered them.
 */
export function DepartureCheckIn({ listingId, start }: { listingId: string; start: string }) {
  const intl = useIntl();
  const key = departureKeyOf(listingId, Number.isNaN(Date.parse(start)) ? '1970-01-01' : start);
  const checkIn = useDepartureCheckIn(key);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [query, setQuery] = useState('');
  const { stored, scans } = checkIn;
  if (stored === undefined) return null;
  if (stored === null)
    return (
      <>
        <p className="checkin__muted">
          <FormattedMessage id="checkin.noneDownloaded" />
        </p>
        <Link to="/checkin">
          <FormattedMessage id="checkin.back" />
        </Link>
      </>
    );
  const { manifest } = stored;
  const timeZone = manifest.listing.timezone;
  const time = (at: Date | string) =>
    intl.formatDate(new Date(at), { hour: '2-digit', minute: '2-digit', timeZone });
  const states = entryStates(stored, scans);
  const pending = scans.filter((scan) => scan.answer === null).length;
  const totals = [...states.values()].reduce(
    (sum, state) => ({
      persons: sum.persons + state.persons,
      checkedIn: sum.checkedIn + state.checkedInPersons,
      noShows: sum.noShows + state.noShowPersons,
    }),
    { persons: 0, checkedIn: 0, noShows: 0 },
  );
  const words = query.trim().toLowerCase().replace(/[\s-]/g, '');
  const shown = manifest.entries.filter(
    (entry) =>
      !words ||
      entry.leadTraveller.name.toLowerCase().replace(/\s/g, '').includes(words) ||
      entry.reference.toLowerCase().replace(/-/g, '').includes(words),
  );
  const refused = scans.filter((scan) => scan.answer?.refusal);
  const show = (next: Feedback) =>
    setFeedback(
      next.values && typeof next.values.time === 'string'
        ? { ...next, values: { ...next.values, time: time(next.values.time) } }
        : next,
    );

  return (
    <div className="checkin__departure">
      <p className="checkin__back">
        <Link to="/checkin">
          <FormattedMessage id="checkin.back" />
        </Link>
      </p>
      <h1 className="checkin__title">
        <span className="checkin__time">{time(manifest.start)}</span> {manifest.listing.title}
      </h1>
      <p className="checkin__muted">{manifest.operatorName}</p>
      <div
        className={`checkin__status checkin__status--${checkIn.isOnline ? 'online' : 'offline'}`}
        role="status"
        data-testid="checkin-status"
      >
        <span>
          <FormattedMessage id={checkIn.isOnline ? 'checkin.online' : 'checkin.offline'} />
        </span>
        <span data-testid="checkin-pending">
          <FormattedMessage id="checkin.pending" values={{ count: pending }} />
        </span>
        {checkIn.isOnline && pending > 0 ? (
          <Button size="small" disabled={checkIn.isSyncing} onClick={() => void checkIn.sync()}>
            <FormattedMessage id={checkIn.isSyncing ? 'checkin.syncing' : 'checkin.syncNow'} />
          </Button>
        ) : null}
        {checkIn.syncFailed && checkIn.isOnline ? (
          <span className="field__error">
            <FormattedMessage id="checkin.syncFailed" />
          </span>
        ) : null}
      </div>
      <p className="checkin__summary" data-testid="checkin-summary">
        <FormattedMessage id="checkin.summary" values={totals} />
      </p>

      <Scanner onCode={async (code) => show(await checkIn.scanCode(code))} onProblem={show} />
      {feedback ? (
        <p
          className={`checkin__feedback checkin__feedback--${feedback.tone}`}
          role="alert"
          data-testid="checkin-feedback"
        >
          <FormattedMessage id={feedback.id} values={feedback.values} />
        </p>
      ) : null}

      <div className="field checkin__search">
        <label className="field-label" htmlFor="checkin-search">
          <FormattedMessage id="checkin.search" />
        </label>
        <input
          id="checkin-search"
          className="input"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p className="checkin__muted">
          <FormattedMessage id="checkin.noMatch" />
        </p>
      ) : (
        <ul className="checkin__list">
          {shown.map((entry) => (
            <EntryItem
              key={entry.id}
              entry={entry}
              state={states.get(entry.id)!}
              time={time}
              onMark={async (kind, persons) => show(await checkIn.mark(entry, kind, persons))}
            />
          ))}
        </ul>
      )}
      {refused.length > 0 ? <RefusedScans scans={refused} time={time} /> : null}
    </div>
  );
}

function Scanner({
  onCode,
  onProblem,
}: {
  onCode: (code: string) => Promise<void>;
  onProblem: (feedback: Feedback) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [isOn, setOn] = useState(false);
  // The latest callbacks, without restarting the camera when the page renders again.
  const handlers = useRef({ onCode, onProblem });
  useEffect(() => {
    handlers.current = { onCode, onProblem };
  });
  useEffect(() => {
    if (!isOn || !video.current) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    const { onProblem } = handlers.current;
    startCamera(video.current, (code) => void handlers.current.onCode(code))
      .then((stopper) => {
        if (cancelled) stopper();
        else stop = stopper;
      })
      .catch(() => {
        setOn(false);
        onProblem({ tone: 'error', id: 'checkin.cameraFailed' });
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [isOn]);
  return (
    <div className="checkin__scanner">
      <Button variant="primary" aria-pressed={isOn} onClick={() => setOn((on) => !on)}>
        <FormattedMessage id={isOn ? 'checkin.stopCamera' : 'checkin.scanCamera'} />
      </Button>
      <label className="button checkin__photo">
        <FormattedMessage id="checkin.scanPhoto" />
        <input
          type="file"
          accept="image/*"
          className="visually-hidden"
          data-testid="checkin-photo"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const code = await scanPicture(file);
            if (code === null) onProblem({ tone: 'error', id: 'checkin.noCode' });
            else await onCode(code);
          }}
        />
      </label>
      {isOn ? <video ref={video} className="checkin__video" muted playsInline /> : null}
    </div>
  );
}

function EntryItem({
  entry,
  state,
  time,
  onMark,
}: {
  entry: ManifestEntry;
  state: EntryState;
  time: (at: Date | string) => string;
  onMark: (kind: 'check-in' | 'no-show', persons?: number) => Promise<void>;
}) {
  const [persons, setPersons] = useState(state.persons);
  const isComplete = state.checkedInAt !== null && state.checkedInPersons >= state.persons;
  const inputId = `present-${entry.id}`;
  return (
    <li className="checkin__card" data-testid="checkin-entry" data-reference={entry.reference}>
      <p className="checkin__card-title">{entry.leadTraveller.name}</p>
      <p className="checkin__muted">
        {entry.reference} ·{' '}
        <FormattedMessage id="checkin.party" values={{ count: state.persons }} />
      </p>
      <p className="checkin__state" data-testid="checkin-entry-state">
        {state.checkedInAt ? (
          state.checkedInPersons >= state.persons ? (
            <FormattedMessage id="checkin.checkedInAt" values={{ time: time(state.checkedInAt) }} />
          ) : (
            <FormattedMessage
              id="checkin.checkedInPart"
              values={{
                count: state.checkedInPersons,
                persons: state.persons,
                time: time(state.checkedInAt),
              }}
            />
          )
        ) : (
          <FormattedMessage id="checkin.notCheckedIn" />
        )}
        {state.noShowPersons > 0 ? (
          <>
            {' · '}
            <FormattedMessage id="checkin.noShow" values={{ count: state.noShowPersons }} />
          </>
        ) : null}
      </p>
      {isComplete ? null : (
        <div className="checkin__actions">
          {state.persons > 1 ? (
            <div className="field checkin__present">
              <label className="field-label" htmlFor={inputId}>
                <FormattedMessage id="checkin.present" />
              </label>
              <input
                id={inputId}
                className="input"
                type="number"
                inputMode="numeric"
                min={1}
                max={state.persons}
                value={persons}
                onChange={(event) =>
                  setPersons(
                    Math.min(
                      state.persons,
                      Math.max(1, Math.round(Number(event.target.value)) || 1),
                    ),
                  )
                }
              />
            </div>
          ) : null}
          <Button variant="primary" onClick={() => void onMark('check-in', persons)}>
            <FormattedMessage id="checkin.checkIn" />
          </Button>
          {state.noShowPersons > 0 ? null : (
            <Button onClick={() => void onMark('no-show')}>
              <FormattedMessage id="checkin.markNoShow" />
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function RefusedScans({
  scans,
  time,
}: {
  scans: StoredScan[];
  time: (at: Date | string) => string;
}) {
  return (
    <section className="checkin__section" aria-labelledby="checkin-refused">
      <h2 id="checkin-refused" className="checkin__subtitle">
        <FormattedMessage id="checkin.refused" />
      </h2>
      <ul className="checkin__list">
        {scans.map((scan) => (
          <li key={scan.id} className="checkin__card" data-testid="checkin-refused">
            <p className="checkin__card-title">{scan.answer?.reference ?? '—'}</p>
            <p className="field__error">
              <FormattedMessage id={`checkin.refusal.${scan.answer!.refusal}`} />
            </p>
            <p className="checkin__muted">
              <FormattedMessage id="checkin.scanAt" values={{ time: time(scan.scannedAt) }} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
