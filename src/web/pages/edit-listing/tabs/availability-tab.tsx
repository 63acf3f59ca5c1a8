import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AvailabilityPlan } from '../../../../contracts/listings';
import type { AvailabilityExceptionView, OwnListing } from '../../../../contracts/own-listings';
import { exceptionDaysAhead } from '../../../../domain/availability-exception';
import {
  maxSeatsPerDeparture,
  validatePlan,
  weekDaysBySundayIndex,
  type WeekDay,
} from '../../../../domain/availability-plan';
import { AppError, type ErrorDetail } from '../../../../domain/errors';
import type { ListingTimeZone } from '../../../../domain/listing';
import {
  addLocalDays,
  computeTimeSlots,
  instantOfLocalTime,
  localDateOf,
  localTimeOf,
  slotsByLocalDate,
} from '../../../../domain/time-slots';
import { useLocale } from '../../../app/locale-context';
import { Field, FieldGroup } from '../../../components/form/form';
import { CloseIcon } from '../../../components/icons/icons';
import {
  exceptionsKey,
  exceptionsQuery,
  ownListingKey,
} from '../../../features/listing-editor/editor-queries';
import { ProblemBox } from '../../../features/listing-editor/problems';
import { sendJson } from '../../../lib/api';
import { TabForm, type TabProps } from './tab-form';

type PlanType = AvailabilityPlan['type'];
type Row = { key: number; startTime: string; endTime: string; seats: string };

// Half-hour times (spec 000 §9): starts 00:00-23:30, ends 00:30-24:00 (midnight ending the day).
const halfHours = Array.from(
  { length: 49 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
const startTimes = halfHours.slice(0, 48);
const endTimes = halfHours.slice(1);
const displayTime = (time: string) => (time === '00:00' ? '24:00' : time);
let nextKey = 1;

function rowsFrom(plan: AvailabilityPlan | null): Record<WeekDay, Row[]> {
  const rows = Object.fromEntries(weekDaysBySundayIndex.map((day) => [day, [] as Row[]])) as Record<
    WeekDay,
    Row[]
  >;
  if (plan?.type === 'availability-plan/time') {
    for (const entry of plan.entries) {
      rows[entry.dayOfWeek].push({
        key: nextKey++,
        startTime: entry.startTime ?? '09:00',
        endTime: displayTime(entry.endTime ?? '12:00'),
        seats: String(entry.seats),
      });
    }
  }
  return rows;
}

export function AvailabilityTab({ listing, submit, submitLabel }: TabProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const zone: ListingTimeZone =
    listing?.publicData.timezone ?? listing?.availabilityPlan?.timezone ?? 'Atlantic/Madeira';
  const plan = listing?.availabilityPlan ?? null;
  const [type, setType] = useState<PlanType>(plan?.type ?? 'availability-plan/time');
  const [rows, setRows] = useState(() => rowsFrom(plan));
  const [days, setDays] = useState<Record<WeekDay, string>>(() => {
    const initial = Object.fromEntries(weekDaysBySundayIndex.map((day) => [day, ''])) as Record<
      WeekDay,
      string
    >;
    if (plan?.type === 'availability-plan/day')
      for (const entry of plan.entries) initial[entry.dayOfWeek] = String(entry.seats);
    return initial;
  });
  const [problems, setProblems] = useState<ErrorDetail[]>([]);

  const draftPlan = (): unknown => ({
    type,
    timezone: zone,
    entries:
      type === 'availability-plan/day'
        ? weekDaysBySundayIndex
            .filter((day) => days[day] !== '')
            .map((day) => ({ dayOfWeek: day, seats: Number(days[day]) }))
        : weekDaysBySundayIndex.flatMap((day) =>
            rows[day].map((row) => ({
              dayOfWeek: day,
              seats: row.seats === '' ? NaN : Number(row.seats),
              startTime: row.startTime,
              endTime: row.endTime,
            })),
          ),
  });

  // The same checks as the server (validatePlan is shared); problems are shown next to their entry.
  const checked = (): AvailabilityPlan | null => {
    try {
      return validatePlan(draftPlan());
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
  };
  const prepare = () => {
    try {
      const valid = validatePlan(draftPlan());
      if (!valid.entries.some((entry) => entry.seats > 0)) {
        setProblems([{ path: 'entries', code: 'availability-required' }]);
        return undefined;
      }
      setProblems([]);
      return { availabilityPlan: valid };
    } catch (error) {
      if (error instanceof AppError) {
        setProblems(error.details ?? []);
        return undefined;
      }
      throw error;
    }
  };

  // Map each entry index of draftPlan() to its weekday row, to show its problems next to it.
  const entryIndex = new Map<number, number>();
  let index = 0;
  for (const day of weekDaysBySundayIndex)
    for (const row of rows[day]) entryIndex.set(row.key, index++);
  const problemsOf = (rowKey: number) =>
    problems
      .filter((p) => p.entry === entryIndex.get(rowKey))
      .map((p) => t(`editor.problem.${String(p.code)}`));

  const setRow = (day: WeekDay, key: number, change: Partial<Row>) =>
    setRows((all) => ({
      ...all,
      [day]: all[day].map((row) => (row.key === key ? { ...row, ...change } : row)),
    }));
  const addRow = (day: WeekDay) =>
    setRows((all) => {
      const last = all[day].at(-1);
      const start = last
        ? startTimes.indexOf(last.endTime === '24:00' ? '23:30' : last.endTime)
        : startTimes.indexOf('09:00');
      const startTime = startTimes[Math.max(0, start)]!;
      const endTime = endTimes[Math.min(endTimes.length - 1, startTimes.indexOf(startTime) + 5)]!;
      return {
        ...all,
        [day]: [...all[day], { key: nextKey++, startTime, endTime, seats: last?.seats ?? '8' }],
      };
    });

  const preview = checked();
  const generalProblem = problems.find((p) => p.entry === undefined);

  return (
    <>
      <TabForm prepare={prepare} submit={submit} submitLabel={submitLabel}>
        <p className="editor__muted">
          <FormattedMessage id={`editor.availability.zone.${zone}`} />
        </p>
        <FieldGroup legend={t('editor.availability.type')}>
          <label className="choice">
            <input
              type="radio"
              name="plan-type"
              checked={type === 'availability-plan/time'}
              onChange={() => setType('availability-plan/time')}
            />
            <span className="choice__text">
              <FormattedMessage id="editor.availability.typeTime" />
              <small>
                <FormattedMessage id="editor.availability.typeTimeHint" />
              </small>
            </span>
          </label>
          <label className="choice">
            <input
              type="radio"
              name="plan-type"
              checked={type === 'availability-plan/day'}
              onChange={() => setType('availability-plan/day')}
            />
            <span className="choice__text">
              <FormattedMessage id="editor.availability.typeDay" />
              <small>
                <FormattedMessage id="editor.availability.typeDayHint" />
              </small>
            </span>
          </label>
        </FieldGroup>

        {generalProblem ? (
          <p className="field__error" role="alert">
            {t(`editor.problem.${String(generalProblem.code)}`)}
          </p>
        ) : null}

        <div className="week" role="group" aria-label={t('editor.availability.week')}>
          {weekDaysBySundayIndex.map((day) => (
            <div key={day} className="week__day">
              <h3 className="week__name">
                <FormattedMessage id={`editor.weekday.${day}`} />
              </h3>
              {type === 'availability-plan/day' ? (
                <div className="week__entries">
                  <label className="choice">
                    <input
                      type="checkbox"
                      checked={days[day] !== ''}
                      onChange={(e) =>
                        setDays((all) => ({ ...all, [day]: e.target.checked ? '8' : '' }))
                      }
                    />
                    <span className="choice__text">
                      <FormattedMessage id="editor.availability.open" />
                    </span>
                  </label>
                  {days[day] !== '' ? (
                    <label className="week__seats">
                      <span>
                        <FormattedMessage id="editor.availability.seats" />
                      </span>
                      <input
                        className="input input--tiny"
                        type="number"
                        min={0}
                        max={maxSeatsPerDeparture}
                        value={days[day]}
                        onChange={(e) => setDays((all) => ({ ...all, [day]: e.target.value }))}
                      />
                    </label>
                  ) : null}
                </div>
              ) : (
                <div className="week__entries">
                  {rows[day].length === 0 ? (
                    <p className="editor__muted week__closed">
                      <FormattedMessage id="editor.availability.closed" />
                    </p>
                  ) : null}
                  {rows[day].map((row, i) => {
                    const rowProblems = problemsOf(row.key);
                    const label = (part: string) =>
                      t(`editor.availability.${part}Of`, {
                        day: t(`editor.weekday.${day}`),
                        number: i + 1,
                      });
                    return (
                      <div
                        key={row.key}
                        className={`week__entry${rowProblems.length ? ' week__entry--invalid' : ''}`}
                      >
                        <select
                          className="select"
                          aria-label={label('start')}
                          value={row.startTime}
                          onChange={(e) => setRow(day, row.key, { startTime: e.target.value })}
                        >
                          {startTimes.map((time) => (
                            <option key={time}>{time}</option>
                          ))}
                        </select>
                        <span aria-hidden="true">–</span>
                        <select
                          className="select"
                          aria-label={label('end')}
                          value={row.endTime}
                          onChange={(e) => setRow(day, row.key, { endTime: e.target.value })}
                        >
                          {endTimes.map((time) => (
                            <option key={time}>{time}</option>
                          ))}
                        </select>
                        <label className="week__seats">
                          <span>
                            <FormattedMessage id="editor.availability.seats" />
                          </span>
                          <input
                            className="input input--tiny"
                            type="number"
                            min={0}
                            max={maxSeatsPerDeparture}
                            aria-label={label('seats')}
                            value={row.seats}
                            onChange={(e) => setRow(day, row.key, { seats: e.target.value })}
                          />
                        </label>
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={label('remove')}
                          onClick={() =>
                            setRows((all) => ({
                              ...all,
                              [day]: all[day].filter((r) => r.key !== row.key),
                            }))
                          }
                        >
                          <CloseIcon size={18} />
                        </button>
                        {rowProblems.length ? (
                          <p className="field__error week__problem" role="alert">
                            {rowProblems.join(' ')}
                          </p>
                        ) : null}
                      </div>
                    );
                  })}
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => addRow(day)}
                  >
                    <FormattedMessage id="editor.availability.addTime" />
                  </button>
                </div>
              )}
            </div>
          ))}
        </div>
      </TabForm>

      {preview ? <DeparturesPreview plan={preview} listing={listing} zone={zone} /> : null}
      {listing && plan ? (
        <Exceptions listing={listing} plan={plan} zone={zone} />
      ) : (
        <p className="editor__muted editor__section">
          <FormattedMessage id="editor.exceptions.saveFirst" />
        </p>
      )}
    </>
  );
}

/** The next two weeks of departures, as travellers will see them (the shared computeTimeSlots). */
function DeparturesPreview({
  plan,
  listing,
  zone,
}: {
  plan: AvailabilityPlan;
  listing: OwnListing | null;
  zone: ListingTimeZone;
}) {
  const intl = useIntl();
  const exceptions = useQuery({
    ...exceptionsQuery(listing?.id ?? ''),
    enabled: Boolean(listing?.availabilityPlan),
  });
  const groups = useMemo(() => {
    const now = new Date();
    const slots = computeTimeSlots({
      plan,
      exceptions: (exceptions.data ?? []).map((e) => ({
        start: new Date(e.start),
        end: new Date(e.end),
        seats: e.seats,
      })),
      range: { start: now, end: new Date(now.getTime() + 14 * 86_400_000) },
      now,
    });
    return [...slotsByLocalDate(slots, zone).entries()];
  }, [plan, exceptions.data, zone]);
  return (
    <section className="editor__section" aria-labelledby="departures-preview">
      <h3 id="departures-preview" className="editor__section-title">
        <FormattedMessage id="editor.availability.previewTitle" />
      </h3>
      {groups.length === 0 ? (
        <p className="editor__muted">
          <FormattedMessage id="editor.availability.previewEmpty" />
        </p>
      ) : (
        <ul className="preview-list">
          {groups.map(([date, slots]) => (
            <li key={date}>
              <strong>
                {intl.formatDate(`${date}T12:00:00Z`, {
                  weekday: 'short',
                  day: 'numeric',
                  month: 'short',
                  timeZone: 'UTC',
                })}
              </strong>
              <span>
                {slots
                  .map((s) =>
                    plan.type === 'availability-plan/day'
                      ? intl.formatMessage(
                          { id: 'editor.availability.previewDay' },
                          { seats: s.seats },
                        )
                      : intl.formatMessage(
                          { id: 'editor.availability.previewTime' },
                          {
                            start: localTimeOf(s.start, zone),
                            end: displayTime(localTimeOf(s.end, zone)),
                            seats: s.seats,
                          },
                        ),
                  )
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Dates or times with other seats than the weekly plan: shown and created up to 364 days ahead. */
function Exceptions({
  listing,
  plan,
  zone,
}: {
  listing: OwnListing;
  plan: AvailabilityPlan;
  zone: ListingTimeZone;
}) {
  const intl = useIntl();
  const { formatLocale } = useLocale();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const queryClient = useQueryClient();
  const list = useQuery(exceptionsQuery(listing.id));
  const today = localDateOf(new Date(), zone);
  const lastDay = addLocalDays(today, exceptionDaysAhead);
  const isDayPlan = plan.type === 'availability-plan/day';
  const [kind, setKind] = useState<'close' | 'open'>('close');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [startTime, setStartTime] = useState('09:00');
  const [endTime, setEndTime] = useState('12:00');
  const [seats, setSeats] = useState('8');
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: exceptionsKey(listing.id) });
    void queryClient.invalidateQueries({ queryKey: ownListingKey(listing.id) });
  };
  const run = async (action: () => Promise<unknown>) => {
    setPending(true);
    setError(null);
    try {
      await action();
      refresh();
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  };
  const add = () =>
    run(() => {
      const byTime = kind === 'open' && !isDayPlan;
      const start = instantOfLocalTime(from, byTime ? startTime : '00:00', zone);
      const end = byTime
        ? instantOfLocalTime(from, endTime, zone)
        : instantOfLocalTime(to < from ? from : to, '24:00', zone);
      return sendJson('POST', `/api/own-listings/${listing.id}/availability-exceptions`, {
        start: start.toISOString(),
        end: end.toISOString(),
        seats: kind === 'close' ? 0 : Number(seats),
      });
    });
  const remove = (exception: AvailabilityExceptionView) =>
    run(() =>
      sendJson('DELETE', `/api/own-listings/${listing.id}/availability-exceptions/${exception.id}`),
    );

  const describe = (e: AvailabilityExceptionView) => {
    const start = new Date(e.start);
    const end = new Date(e.end);
    const firstDate = localDateOf(start, zone);
    const startsAtMidnight = localTimeOf(start, zone) === '00:00';
    const endsAtMidnight = localTimeOf(end, zone) === '00:00';
    const date = (d: string) =>
      intl.formatDate(`${d}T12:00:00Z`, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
    if (startsAtMidnight && endsAtMidnight) {
      const lastDate = addLocalDays(localDateOf(end, zone), -1);
      return lastDate === firstDate ? date(firstDate) : `${date(firstDate)} – ${date(lastDate)}`;
    }
    return `${date(firstDate)}, ${localTimeOf(start, zone)}–${displayTime(localTimeOf(end, zone))}`;
  };

  return (
    <section className="editor__section" aria-labelledby="exceptions-title">
      <h3 id="exceptions-title" className="editor__section-title">
        <FormattedMessage id="editor.exceptions.title" />
      </h3>
      <p className="editor__muted">
        <FormattedMessage id="editor.exceptions.intro" values={{ days: exceptionDaysAhead }} />
      </p>
      <ProblemBox error={error} />
      {list.data && list.data.length > 0 ? (
        <ul className="exception-list">
          {list.data.map((e) => (
            <li key={e.id} className="exception-list__item">
              <span>
                <strong>{describe(e)}</strong>
                <span className={`badge ${e.seats === 0 ? 'badge--muted' : 'badge--laurel'}`}>
                  {e.seats === 0
                    ? t('editor.exceptions.closed')
                    : t('editor.exceptions.seats', { seats: e.seats })}
                </span>
              </span>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={pending}
                onClick={() => void remove(e)}
              >
                <FormattedMessage id="editor.exceptions.delete" />
              </button>
            </li>
          ))}
        </ul>
      ) : list.isSuccess ? (
        <p className="editor__muted">
          <FormattedMessage id="editor.exceptions.none" />
        </p>
      ) : null}

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
        <div className="editor__row">
          <Field
            label={t(
              kind === 'open' && !isDayPlan ? 'editor.exceptions.date' : 'editor.exceptions.from',
            )}
          >
            {({ id }) => (
              <input
                id={id}
                className="input"
                type="date"
                lang={formatLocale}
                min={today}
                max={lastDay}
                value={from}
                onChange={(e) => setFrom(e.target.value)}
              />
            )}
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
              {({ id }) => (
                <input
                  id={id}
                  className="input"
                  type="date"
                  lang={formatLocale}
                  min={from}
                  max={lastDay}
                  value={to < from ? from : to}
                  onChange={(e) => setTo(e.target.value)}
                />
              )}
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
        <button
          type="button"
          className="button button--secondary"
          disabled={pending}
          onClick={() => void add()}
        >
          <FormattedMessage
            id={kind === 'close' ? 'editor.exceptions.submitClose' : 'editor.exceptions.submitOpen'}
          />
        </button>
      </div>
    </section>
  );
}
