import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import {
  categoryKeys,
  durationKeys,
  type CategoryKey,
  type DurationKey,
} from '../../../domain/listing';
import { pickupOptions, type FilterValues, type PriceRange } from '../../../domain/search';
import { DateRangeFilter } from './date-range-filter';
import { PriceRangeFilter } from './price-range-filter';
import { holdsClicks, useHeldClick } from '../../lib/use-held-click';
import './filters-panel.css';

/** Categories shown before "Show all". */
const shownCategories = 8;

const toggle = <T,>(list: T[], item: T): T[] =>
  list.includes(item) ? list.filter((i) => i !== item) : [...list, item];

/** The choices a panel's boxes show, which a visitor may have ticked before its code came. */
function shownChoices(panel: HTMLElement, values: FilterValues): FilterValues {
  const inputs = [...panel.querySelectorAll<HTMLInputElement>('input[data-filter]')];
  const ticked = (filter: string, list: string[]) => {
    const boxes = inputs.filter((input) => input.dataset.filter === filter);
    const shown = new Set(boxes.filter((box) => box.checked).map((box) => box.value));
    const kept = list.filter((item) => shown.has(item) || !boxes.some((b) => b.value === item));
    return [...kept, ...[...shown].filter((item) => !kept.includes(item))];
  };
  const pickup = inputs.find((input) => input.dataset.filter === 'pickup' && input.checked)?.value;
  return {
    ...values,
    categories: ticked('category', values.categories) as CategoryKey[],
    durations: ticked('duration', values.durations) as DurationKey[],
    pickup:
      pickup === undefined
        ? values.pickup
        : (pickupOptions.find((option) => option === pickup) ?? null),
  };
}

/** Categories (any), price, duration (any), pickup and dates with a minimum free time. */
export function FiltersPanel({
  values: given,
  onChange: report,
}: {
  values: FilterValues;
  onChange: (next: FilterValues) => void;
}) {
  const intl = useIntl();
  const id = useId();
  // Shown at once, while the URL (and so `given`) catches up with the change.
  const [values, setValues] = useState(given);
  const givenKey = JSON.stringify(given);
  useEffect(() => setValues(JSON.parse(givenKey) as FilterValues), [givenKey]);
  const onChange = useCallback(
    (next: FilterValues) => {
      setValues(next);
      report(next);
    },
    [report],
  );
  const panel = useRef<HTMLDivElement>(null);
  useHeldClick(panel);
  // On a server-rendered page the panel shows before its code comes (it loads beside the page): a
  // box ticked meanwhile is taken as chosen once it comes alive, or it would show ticked unapplied.
  // (No render comes between hydrating and this effect, so the boxes still show the visitor's ticks.)
  useEffect(() => {
    const shown = panel.current && shownChoices(panel.current, values);
    if (shown && JSON.stringify(shown) !== JSON.stringify(values)) onChange(shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the panel is first in the page
  }, []);
  const selectedHidden = values.categories.some((c) => categoryKeys.indexOf(c) >= shownCategories);
  const [showAll, setShowAll] = useState(selectedHidden);
  const categories = showAll ? categoryKeys : categoryKeys.slice(0, shownCategories);
  const change = (patch: Partial<FilterValues>) => onChange({ ...values, ...patch });
  // Stable for the price filter's debounce: the latest values are read when it fires.
  const valuesKey = JSON.stringify(values);
  const onPrice = useCallback(
    (price: PriceRange | null) => onChange({ ...(JSON.parse(valuesKey) as FilterValues), price }),
    [onChange, valuesKey],
  );

  return (
    <div className="filters-panel" ref={panel} {...holdsClicks}>
      <fieldset className="filter">
        <legend className="filter__title">
          <FormattedMessage id="search.filters.categories" />
        </legend>
        <ul className="filter__options" id={`${id}-categories`}>
          {categories.map((key: CategoryKey) => (
            <li key={key}>
              <label className="filter__choice">
                <input
                  type="checkbox"
                  data-filter="category"
                  value={key}
                  checked={values.categories.includes(key)}
                  onChange={() => change({ categories: toggle(values.categories, key) })}
                />
                <span>{intl.formatMessage({ id: `categories.${key}` })}</span>
              </label>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="filter__more"
          aria-expanded={showAll}
          aria-controls={`${id}-categories`}
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll ? (
            <FormattedMessage id="search.filters.showFewerCategories" />
          ) : (
            <FormattedMessage
              id="search.filters.showAllCategories"
              values={{ count: categoryKeys.length }}
            />
          )}
        </button>
      </fieldset>

      <PriceRangeFilter value={values.price} onChange={onPrice} />

      <fieldset className="filter">
        <legend className="filter__title">
          <FormattedMessage id="search.filters.duration" />
        </legend>
        <ul className="filter__options">
          {durationKeys.map((key: DurationKey) => (
            <li key={key}>
              <label className="filter__choice">
                <input
                  type="checkbox"
                  data-filter="duration"
                  value={key}
                  checked={values.durations.includes(key)}
                  onChange={() => change({ durations: toggle(values.durations, key) })}
                />
                <span>{intl.formatMessage({ id: `durations.${key}` })}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset className="filter">
        <legend className="filter__title">
          <FormattedMessage id="search.filters.pickup" />
        </legend>
        <div className="filter__options" role="radiogroup">
          {([null, ...pickupOptions] as const).map((option) => (
            <label key={option ?? 'any'} className="filter__choice">
              <input
                type="radio"
                name={`${id}-pickup`}
                data-filter="pickup"
                value={option ?? 'any'}
                checked={values.pickup === option}
                onChange={() => change({ pickup: option })}
              />
              <span>
                <FormattedMessage id={`search.filters.pickup.${option ?? 'any'}`} />
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <DateRangeFilter
        dates={values.dates}
        minDuration={values.minDuration}
        onChange={(dates, minDuration) => change({ dates, minDuration })}
      />
    </div>
  );
}
