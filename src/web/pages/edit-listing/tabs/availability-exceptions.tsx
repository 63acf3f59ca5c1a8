import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { AvailabilityPlan } from '../../../../contracts/listings';
import type {
  CreateAvailabilityExceptionBody,
  OwnListing,
} from '../../../../contracts/own-listings';
import {
  exceptionDaysAhead,
  exceptionEffect,
  seasonClosures,
  validateException,
  type ExceptionInput,
} from '../../../../domain/availability-exception';
import { maxSeatsPerDeparture } from '../../../../domain/availability-plan';
import { AppError } from '../../../../domain/errors';
import type { ListingTimeZone } from '../../../../domain/listing';
import {
  addLocalDays,
  instantOfLocalTime,
  localDateOf,
  localTimeOf,
} from '../../../../domain/time-slots';
import { useLocale } from '../../../app/locale-context';
import { Field } from '../../../components/form/form';
import {
  exceptionsKey,
  exceptionsQuery,
  ownListingKey,
} from '../../../features/listing-editor/editor-queries';
import { ProblemBox } from '../../../features/listing-editor/problems';
import { ApiError } from '../../../lib/api';
import { callApi } from '../../../lib/api-client';
import { Button } from '../../../components/button/button';

// Half-hour times (spec 000 §9): starts 00:00-23:30, ends 00:30-24:00 (midnight ending the day).
export const halfHours = Array.from(
  { length: 49 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
export const startTimes = halfHours.slice(0, 48);
export const endTimes = halfHours.slice(1);
export const displayTime = (time: string) => (time === '00:00' ? '24:00' : time);

export const toExceptionBody = (e: ExceptionInput): CreateAvailabilityExceptionBody => ({
  start: e.start.toISOString(),
  end: e.end.toISOString(),
  seats: e.seats,
});
/** Several exceptions at once, all or none. */
export const addExceptions = (listingId: string, exceptions: ExceptionInput[]) =>
  callApi('POST /api/own-listings/:id/availability-exceptions/batch', {
    params: { id: listingId },
    body: { exceptions: exceptions.map(toExceptionBody) },
  });

/** Checks exceptions made before the weekly plan is saved, as the server will (the shared rules). */
export function checkPending(
  inputs: readonly ExceptionInput[],
  plan: Pick<AvailabilityPlan, 'type' | 'timezone'>,
  existing: readonly ExceptionInput[],
): void {
  const accepted = [...existing];
  for (const exception of inputs) {
    accepted.push(validateException({ exception, plan, existing: accepted, now: new Date() }));
  }
}

type Shown = { key: string; start: Date; end: Date; seats: number; id?: string };

/**
 * Dates or times with other seats than the weekly plan, up to 364 days ahead, and a season set in one
 * step (the days outside it closed). Before the weekly plan is first saved they are kept here
 * (`pending`) and saved with it.
 */
export function Exceptions({
  listing,
  savedPlan,
  planType,
  shownPlan,
  zone,
  pending,
  setPending,
}: {
  listing: OwnListing | null;
  savedPlan: AvailabilityPlan | null;
  /** The plan the departures preview shows (the form's when valid): what the list tells against. */
  shownPlan: AvailabilityPlan | null;
  /** The plan type chosen in the form, which pending exceptions must suit. */
  planType: AvailabilityPlan['type'];
  zone: ListingTimeZone;
  pending: ExceptionInput[];
  setPending: (next: ExceptionInput[]) => void;
}) {
  const intl = useIntl();
  const { formatLocale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const queryClient = useQueryClient();
  const isSaved = Boolean(listing && savedPlan);
  const list = useQuery({ ...exceptionsQuery(listing?.id ?? ''), enabled: isSaved });
  const today = localDateOf(new Date(), zone);
  const lastDay = addLocalDays(today, exceptionDaysAhead);
  const isDayPlan = (savedPlan?.type ?? planType) === 'availability-plan/day';
  const [kind, setKind] = useState<'close' | 'open'>('close');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [startTime, setStartTime] = useState('09:00');
  const [endTime, setEndTime] = useState('12:00');
  const [seats, setSeats] = useState('8');
  const [seasonFirst, setSeasonFirst] = useState(today);
  const [seasonLast, setSeasonLast] = useState(addLocalDays(today, 180));
  const [isSeasonEmpty, setIsSeasonEmpty] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // Each change runs as this mutation: its pending state keeps the buttons off meanwhile.
  const action = useMutation({
    mutationFn: (change: () => Promise<unknown>) => change(),
    onError: (caught) =>
      // The shared rules refused it here, before any request: shown like the server's refusal.
      setError(
        caught instanceof AppError ? new ApiError(400, caught.code, caught.details) : caught,
      ),
  });
  const busy = action.isPending;

  const saved: Shown[] = isSaved
    ? (list.data ?? []).map((e) => ({
        key: e.id,
        id: e.id,
        start: new Date(e.start),
        end: new Date(e.end),
        seats: e.seats,
      }))
    : [];
  const shownPending: Shown[] = pending.map((e) => ({ key: e.start.toISOString(), ...e }));
  const all = [...saved, ...shownPending].sort((a, b) => a.start.getTime() - b.start.getTime());

  const run = (change: () => Promise<unknown>) => {
    setError(null);
    setIsSeasonEmpty(false);
    action.mutate(change);
  };
  /** Saved at once on a saved plan; otherwise checked and kept for the first save. */
  const addAll = async (inputs: ExceptionInput[]) => {
    if (!listing || !isSaved) {
      checkPending(inputs, { type: planType, timezone: zone }, pending);
      setPending([...pending, ...inputs]);
      return;
    }
    await (inputs.length === 1
      ? callApi('POST /api/own-listings/:id/availability-exceptions', {
          params: { id: listing.id },
          body: toExceptionBody(inputs[0]!),
        })
      : addExceptions(listing.id, inputs));
    void queryClient.invalidateQueries({ queryKey: exceptionsKey(listing.id) });
    void queryClient.invalidateQueries({ queryKey: ownListingKey(listing.id) });
  };
  const add = () =>
    run(() => {
      const byTime = kind === 'open' && !isDayPlan;
      const start = instantOfLocalTime(from, byTime ? startTime : '00:00', zone);
      const end = byTime
        ? instantOfLocalTime(from, endTime, zone)
        : instantOfLocalTime(to < from ? from : to, '24:00', zone);
      return addAll([{ start, end, seats: kind === 'close' ? 0 : Number(seats) }]);
    });
  const closeOutsideSeason = () =>
    run(async () => {
      const closures = seasonClosures({
        season: { first: seasonFirst, last: seasonLast },
        timeZone: zone,
        existing: all,
        now: new Date(),
      });
      if (closures.length === 0) {
        setIsSeasonEmpty(true);
        return;
      }
      await addAll(closures);
    });
  const remove = (shown: Shown) =>
    run(async () => {
      if (!shown.id) {
        setPending(pending.filter((e) => e.start.getTime() !== shown.start.getTime()));
        return;
      }
      await callApi('DELETE /api/own-listings/:id/availability-exceptions/:exceptionId', {
        params: { id: listing!.id, exceptionId: shown.id },
      });
      void queryClient.invalidateQueries({ queryKey: exceptionsKey(listing!.id) });
      void queryClient.invalidateQueries({ queryKey: ownListingKey(listing!.id) });
    });

  const date = (d: string) =>
    intl.formatDate(`${d}T12:00:00Z`, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const describe = (e: Shown) => {
    const firstDate = localDateOf(e.start, zone);
    const startsAtMidnight = localTimeOf(e.start, zone) === '00:00';
    const endsAtMidnight = localTimeOf(e.end, zone) === '00:00';
    if (startsAtMidnight && endsAtMidnight) {
      const lastDate = addLocalDays(localDateOf(e.end, zone), -1);
      return lastDate === firstDate ? date(firstDate) : `${date(firstDate)} – ${date(lastDate)}`;
    }
    return `${date(firstDate)}, ${localTimeOf(e.start, zone)}–${displayTime(localTimeOf(e.end, zone))}`;
  };
  /**
   * What an exception with seats does to a time plan's departures (decision 020): over departures it
   * changes their seats and adds no time of its own, so the list names those departures, not its
   * times; elsewhere it is an extra departure.
   */
  const effectOf = (e: Shown) => {
    if (e.seats === 0 || shownPlan?.type !== 'availability-plan/time') return null;
    let effect: ReturnType<typeof exceptionEffect>;
    try {
      effect = exceptionEffect(shownPlan, e);
    } catch {
      return null; // a plan the shared rules refuse: its problems show in the form
    }
    const { changed, added } = effect;
    if (changed.length === 0 && added.length === 0) return null;
    const firstDate = localDateOf(e.start, zone);
    const lastDate = localDateOf(new Date(e.end.getTime() - 1), zone);
    const isOneDate = firstDate === lastDate;
    const onDate = (d: Date, text: string) =>
      isOneDate
        ? text
        : `${intl.formatDate(d, { day: 'numeric', month: 'short', timeZone: zone })} ${text}`;
    const summary = [
      changed.length > 0
        ? t('editor.exceptions.changed', {
            times: changed.map((d) => onDate(d.start, localTimeOf(d.start, zone))).join(', '),
          })
        : null,
      added.length > 0
        ? t('editor.exceptions.extra', {
            times: added
              .map((d) =>
                onDate(
                  d.start,
                  `${localTimeOf(d.start, zone)}–${displayTime(localTimeOf(d.end, zone))}`,
                ),
              )
              .join(', '),
          })
        : null,
    ].filter((part): part is string => part !== null);
    return {
      // Its date(s); the summary names the departures' times, since its own are not always one.
      when: isOneDate ? date(firstDate) : `${date(firstDate)} – ${date(lastDate)}`,
      summary: summary.join(' · '),
      hint:
        changed.length > 0
          ? t('editor.exceptions.changedHint', {
              count: changed.length,
              time: isOneDate
                ? `${localTimeOf(e.start, zone)}–${displayTime(localTimeOf(e.end, zone))}`
                : describe(e),
            })
          : null,
    };
  };
  const dateInput = (id: string, value: string, onChange: (v: string) => void, min = today) => (
    <input
      id={id}
      className="input"
      type="date"
      lang={formatLocale}
      min={min}
      max={lastDay}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );

  return (
    <section className="editor__section" aria-labelledby="exceptions-title">
      <h3 id="exceptions-title" className="editor__section-title">
        <FormattedMessage id="editor.exceptions.title" />
      </h3>
      <p className="editor__muted">
        <FormattedMessage id="editor.exceptions.intro" values={{ days: exceptionDaysAhead }} />
      </p>
      {pending.length > 0 ? (
        <p className="editor__muted">
          <FormattedMessage id="editor.exceptions.pendingIntro" />
        </p>
      ) : null}
      <ProblemBox error={error} />
      {all.length > 0 ? (
        <ul className="exception-list">
          {all.map((e) => {
            const effect = effectOf(e);
            const what = effect ? `${effect.when} – ${effect.summary}` : describe(e);
            return (
              <li key={e.key} className="exception-list__item">
                <span>
                  <strong>{effect?.when ?? describe(e)}</strong>
                  {effect ? <span>{effect.summary}</span> : null}
                  <span className={`badge ${e.seats === 0 ? 'badge--muted' : 'badge--laurel'}`}>
                    {e.seats === 0
                      ? t('editor.exceptions.closed')
                      : t('editor.exceptions.seats', { seats: e.seats })}
                  </span>
                  {e.id ? null : (
                    <span className="badge badge--muted">
                      <FormattedMessage id="editor.exceptions.notSaved" />
                    </span>
                  )}
                  {effect?.hint ? (
                    <small className="exception-list__hint editor__muted">{effect.hint}</small>
                  ) : null}
                </span>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={busy}
                  aria-label={t('editor.exceptions.deleteLabel', { what })}
                  onClick={() => remove(e)}
                >
                  <FormattedMessage id="editor.exceptions.delete" />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : !isSaved || list.isSuccess ? (
        <p className="editor__muted">
          <FormattedMessage id="editor.exceptions.none" />
        </p>
      ) : null}

      <div className="exception-form" role="group" aria-labelledby="season-title">
        <h4 id="season-title" className="exception-form__title">
          <FormattedMessage id="editor.season.title" />
        </h4>
        <p className="editor__muted">
          <FormattedMessage id="editor.season.intro" values={{ days: exceptionDaysAhead }} />
        </p>
        <div className="editor__row">
          <Field label={t('editor.season.first')}>
            {({ id }) => dateInput(id, seasonFirst, setSeasonFirst, '')}
          </Field>
          <Field label={t('editor.season.last')}>
            {({ id }) => dateInput(id, seasonLast, setSeasonLast, seasonFirst)}
          </Field>
        </div>
        {isSeasonEmpty ? (
          <p className="editor__muted" role="status">
            <FormattedMessage id="editor.season.nothing" />
          </p>
        ) : null}
        <Button variant="secondary" disabled={busy} onClick={closeOutsideSeason}>
          <FormattedMessage id="editor.season.submit" />
        </Button>
      </div>

      <div className="exception-form" role="group" aria-labelledby="exception-form-title">
        <h4 id="exception-form-title" className="exception-form__title">
          <FormattedMessage id="editor.exceptions.add" />
        </h4>
        <div className="pill-choices">
          {(['close', 'open'] as const).map((k) => (
            <label key={k} className="pill-choice">
              <input
                type="radio"
                name="exception-kind"
                checked={kind === k}
                onChange={() => setKind(k)}
              />
              <span>
                <FormattedMessage
                  id={`editor.exceptions.kind.${k}${k === 'open' && !isDayPlan ? 'Time' : ''}`}
                />
              </span>
            </label>
          ))}
        </div>
        {kind === 'open' && !isDayPlan ? (
          <p className="editor__muted">
            <FormattedMessage id="editor.exceptions.openTimeHint" />
          </p>
        ) : null}
        <div className="editor__row">
          <Field
            label={t(
              kind === 'open' && !isDayPlan ? 'editor.exceptions.date' : 'editor.exceptions.from',
            )}
          >
            {({ id }) => dateInput(id, from, setFrom)}
          </Field>
          {kind === 'open' && !isDayPlan ? (
            <>
              <Field label={t('editor.exceptions.start')}>
                {({ id }) => (
                  <select
                    id={id}
                    className="select"
                    value={startTime}
                    onChange={(e) => setStartTime(e.target.value)}
                  >
                    {startTimes.map((time) => (
                      <option key={time}>{time}</option>
                    ))}
                  </select>
                )}
              </Field>
              <Field label={t('editor.exceptions.end')}>
                {({ id }) => (
                  <select
                    id={id}
                    className="select"
                    value={endTime}
                    onChange={(e) => setEndTime(e.target.value)}
                  >
                    {endTimes.map((time) => (
                      <option key={time}>{time}</option>
                    ))}
                  </select>
                )}
              </Field>
            </>
          ) : (
            <Field label={t('editor.exceptions.to')}>
              {({ id }) => dateInput(id, to < from ? from : to, setTo, from)}
            </Field>
          )}
          {kind === 'open' ? (
            <Field label={t('editor.availability.seats')}>
              {({ id }) => (
                <input
                  id={id}
                  className="input input--tiny"
                  type="number"
                  min={1}
                  max={maxSeatsPerDeparture}
                  value={seats}
                  onChange={(e) => setSeats(e.target.value)}
                />
              )}
            </Field>
          ) : null}
        </div>
        <Button variant="secondary" disabled={busy} onClick={add}>
          <FormattedMessage
            id={kind === 'close' ? 'editor.exceptions.submitClose' : 'editor.exceptions.submitOpen'}
          />
        </Button>
      </div>
    </section>
  );
}
