import { useId, useState } from 'react';
import { CalendarIcon } from '../../components/icons/icons';
import type { DateRange as PickedRange } from 'react-day-picker';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { minDurationOptions, type DateRange } from '../../../domain/search';
import { localDateOf } from '../../../domain/zone-date';
import { useLocale } from '../../app/locale-context';
import { Calendar } from '../../components/calendar/calendar';
import { useMarketplaceSettings } from '../../lib/public-config';
import { bookableDays as defaultBookableDays } from '../../../domain/listing';

/** 'YYYY-MM-DD' as a Date at the browser's local midnight, which is what the calendar works in. */
const toDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const toDateString = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

type Props = {
  dates: DateRange | null;
  minDuration: number | null;
  onChange: (dates: DateRange | null, minDuration: number | null) => void;
};

/**
 * Dates from today (in Portugal) to the bookable window's end (spec 000 §5, §9), and how much free
 * time a departure must have. The range is applied only once both ends are picked (spec 001 §4).
 */
export function DateRangeFilter({ dates, minDuration, onChange }: Props) {
  const intl = useIntl();
  const { formatLocale } = useLocale();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [picking, setPicking] = useState<PickedRange | undefined>(undefined);
  const bookableDays = useMarketplaceSettings().bookableDays ?? defaultBookableDays;
  const today = toDay(localDateOf(new Date(), 'Europe/Lisbon'));
  const lastDay = new Date(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + bookableDays - 1,
  );
  const selected: PickedRange | undefined =
    picking ?? (dates ? { from: toDay(dates.start), to: toDay(dates.end) } : undefined);
  const dayFormat = new Intl.DateTimeFormat(formatLocale, { day: 'numeric', month: 'short' });
  const summary = dates
    ? intl.formatMessage(
        { id: 'search.filters.datesSelected' },
        { start: dayFormat.format(toDay(dates.start)), end: dayFormat.format(toDay(dates.end)) },
      )
    : intl.formatMessage({ id: 'search.filters.datesAny' });

  return (
    <fieldset className="filter filter--dates">
      <legend className="filter__title">
        <FormattedMessage id="search.filters.dates" />
      </legend>
      <button
        type="button"
        className="filter__toggle"
        aria-expanded={isOpen}
        aria-controls={`${id}-calendar`}
        onClick={() => setIsOpen((open) => !open)}
      >
        <CalendarIcon size={18} />
        <span>{summary}</span>
      </button>
      <div id={`${id}-calendar`} hidden={!isOpen} className="filter__calendar">
        {isOpen ? (
          <Calendar
            mode="range"
            startMonth={today}
            endMonth={lastDay}
            defaultMonth={selected?.from ?? today}
            disabled={[{ before: today }, { after: lastDay }]}
            selected={selected}
            resetOnSelect
            onSelect={(range) => {
              if (range?.from && range.to) {
                setPicking(undefined);
                setIsOpen(false);
                onChange(
                  { start: toDateString(range.from), end: toDateString(range.to) },
                  minDuration,
                );
              } else {
                setPicking(range);
              }
            }}
          />
        ) : null}
        {picking?.from ? (
          <p className="filter__hint">
            <FormattedMessage id="search.filters.datesPickEnd" />
          </p>
        ) : null}
      </div>
      {dates ? (
        <button
          type="button"
          className="filter__clear"
          onClick={() => {
            setPicking(undefined);
            onChange(null, null);
          }}
        >
          <FormattedMessage id="search.filters.datesClear" />
        </button>
      ) : null}
      <div className="filter__choices" role="radiogroup" aria-labelledby={`${id}-duration`}>
        <p className="filter__subtitle" id={`${id}-duration`}>
          <FormattedMessage id="search.filters.minDuration" />
        </p>
        {minDurationOptions.map((minutes) => (
          <label
            key={minutes}
            className={`filter__choice${dates ? '' : ' filter__choice--disabled'}`}
          >
            <input
              type="radio"
              name={`${id}-min-duration`}
              value={minutes}
              disabled={!dates}
              checked={(minDuration ?? 0) === minutes}
              onChange={() => onChange(dates, minutes || null)}
            />
            <span>
              <FormattedMessage id={`search.filters.minDuration.${minutes}`} />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
