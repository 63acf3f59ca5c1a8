import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { AvailabilityPlan } from '../../../../contracts/listings';
import type { OwnListing } from '../../../../contracts/own-listings';
import type { ExceptionInput } from '../../../../domain/availability-exception';
import {
  maxSeatsPerDeparture,
  validatePlan,
  weekDaysBySundayIndex,
  type WeekDay,
} from '../../../../domain/availability-plan';
import { AppError, type ErrorDetail } from '../../../../domain/errors';
import type { ListingTimeZone } from '../../../../domain/listing';
import { computeTimeSlots, localTimeOf, slotsByLocalDate } from '../../../../domain/time-slots';
import { FieldGroup } from '../../../components/form/form';
import { CloseIcon } from '../../../components/icons/icons';
import {
  exceptionsKey,
  exceptionsQuery,
  ownListingKey,
} from '../../../features/listing-editor/editor-queries';
import {
  addExceptions,
  checkPending,
  displayTime,
  endTimes,
  Exceptions,
  startTimes,
} from './availability-exceptions';
import { TabForm, type TabProps } from './tab-form';
import { useMarketplaceSettings } from '../../../lib/public-config';
import { Button } from '../../../components/button/button';

// The week as the five languages' calendars show it: from Monday.
const weekDaysFromMonday = [...weekDaysBySundayIndex.slice(1), weekDaysBySundayIndex[0]!];

type PlanType = AvailabilityPlan['type'];
type Row = { key: number; startTime: string; endTime: string; seats: string };

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
  // Exceptions made before the weekly plan is first saved: saved right after it.
  const [pending, setPending] = useState<ExceptionInput[]>([]);
  const [copyFrom, setCopyFrom] = useState<WeekDay | null>(null);
  const queryClient = useQueryClient();

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
      checkPending(pending, valid, []);
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

  /** Copies a day's departures to other days, replacing theirs. */
  const copyTimes = (source: WeekDay, targets: WeekDay[]) =>
    setRows((all) => {
      const next = { ...all };
      for (const day of targets) next[day] = all[source].map((row) => ({ ...row, key: nextKey++ }));
      return next;
    });

  // The exceptions made before the first save go in right after the weekly plan.
  const submitWithExceptions: TabProps['submit'] = (body) =>
    submit(
      body,
      pending.length === 0
        ? undefined
        : async (saved) => {
            await addExceptions(saved.id, pending);
            setPending([]);
            void queryClient.invalidateQueries({ queryKey: exceptionsKey(saved.id) });
            void queryClient.invalidateQueries({ queryKey: ownListingKey(saved.id) });
          },
    );

  const preview = checked();
  const generalProblem = problems.find((p) => p.entry === undefined);

  return (
    <>
      <TabForm prepare={prepare} submit={submitWithExceptions} submitLabel={submitLabel}>
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
          {weekDaysFromMonday.map((day) => (
            <div key={day} className="week__day">
              <h3 className="week__name">
                <FormattedMessage id={`editor.weekday.${day}`} />
              </h3>
              {type === 'availability-plan/day' ? (
                <div className="week__entries">
                  <label className="choice">
                    <input
                      type="checkbox"
                      aria-label={t('editor.availability.openOn', {
                        day: t(`editor.weekday.${day}`),
                      })}
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
                        aria-label={t('editor.availability.daySeatsOf', {
                          day: t(`editor.weekday.${day}`),
                        })}
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
                  <div className="week__actions">
                    <Button variant="secondary" size="small" onClick={() => addRow(day)}>
                      <FormattedMessage id="editor.availability.addTime" />
                    </Button>
                    {rows[day].length > 0 ? (
                      <Button
                        variant="secondary"
                        size="small"
                        aria-expanded={copyFrom === day}
                        aria-label={t('editor.availability.copyLabel', {
                          day: t(`editor.weekday.${day}`),
                        })}
                        onClick={() => setCopyFrom(copyFrom === day ? null : day)}
                      >
                        <FormattedMessage id="editor.availability.copy" />
                      </Button>
                    ) : null}
                  </div>
                  {copyFrom === day ? (
                    <CopyTimes
                      source={day}
                      onCopy={(targets) => {
                        copyTimes(day, targets);
                        setCopyFrom(null);
                      }}
                      onCancel={() => setCopyFrom(null)}
                    />
                  ) : null}
                </div>
              )}
            </div>
          ))}
        </div>
      </TabForm>

      {preview ? (
        <DeparturesPreview plan={preview} listing={listing} zone={zone} pending={pending} />
      ) : null}
      <Exceptions
        listing={listing}
        savedPlan={plan}
        planType={type}
        shownPlan={preview ?? plan}
        zone={zone}
        pending={pending}
        setPending={setPending}
      />
    </>
  );
}

/** Which other days get a day's departures: chosen in one go, all or some. */
function CopyTimes({
  source,
  onCopy,
  onCancel,
}: {
  source: WeekDay;
  onCopy: (targets: WeekDay[]) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const others = weekDaysBySundayIndex.filter((day) => day !== source);
  const [chosen, setChosen] = useState<WeekDay[]>([]);
  const dayName = (day: WeekDay) => intl.formatMessage({ id: `editor.weekday.${day}` });
  return (
    <fieldset className="copy-times">
      <legend>
        <FormattedMessage id="editor.availability.copyTo" values={{ day: dayName(source) }} />
      </legend>
      <label className="choice">
        <input
          type="checkbox"
          checked={chosen.length === others.length}
          onChange={(e) => setChosen(e.target.checked ? others : [])}
        />
        <span className="choice__text">
          <FormattedMessage id="editor.availability.copyAll" />
        </span>
      </label>
      <div className="copy-times__days">
        {others.map((day) => (
          <label key={day} className="pill-choice">
            <input
              type="checkbox"
              checked={chosen.includes(day)}
              onChange={(e) =>
                setChosen(e.target.checked ? [...chosen, day] : chosen.filter((d) => d !== day))
              }
            />
            <span>{dayName(day)}</span>
          </label>
        ))}
      </div>
      <p className="editor__muted">
        <FormattedMessage id="editor.availability.copyHint" />
      </p>
      <div className="copy-times__actions">
        <Button
          variant="primary"
          size="small"
          disabled={chosen.length === 0}
          onClick={() => onCopy(chosen)}
        >
          <FormattedMessage id="editor.availability.copyApply" />
        </Button>
        <Button variant="secondary" size="small" onClick={onCancel}>
          <FormattedMessage id="editor.availability.copyCancel" />
        </Button>
      </div>
    </fieldset>
  );
}

/** The next two weeks of departures, as travellers will see them (the shared computeTimeSlots). */
function DeparturesPreview({
  plan,
  listing,
  zone,
  pending,
}: {
  plan: AvailabilityPlan;
  listing: OwnListing | null;
  zone: ListingTimeZone;
  pending: readonly ExceptionInput[];
}) {
  const intl = useIntl();
  const exceptions = useQuery({
    ...exceptionsQuery(listing?.id ?? ''),
    enabled: Boolean(listing?.availabilityPlan),
  });
  const { bookableDays } = useMarketplaceSettings();
  const groups = useMemo(() => {
    const now = new Date();
    const slots = computeTimeSlots({
      plan,
      exceptions: [
        ...(exceptions.data ?? []).map((e) => ({
          start: new Date(e.start),
          end: new Date(e.end),
          seats: e.seats,
        })),
        ...pending,
      ],
      range: { start: now, end: new Date(now.getTime() + 14 * 86_400_000) },
      now,
      bookableDays,
    });
    return [...slotsByLocalDate(slots, zone).entries()];
  }, [plan, exceptions.data, pending, zone, bookableDays]);
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
