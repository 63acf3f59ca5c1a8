import { useCallback, useEffect, useId, useState } from 'react';
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
import './filters-panel.css';

/** Categories shown before "Show all". */
const shownCategories = 8;

const toggle = <T,>(list: T[], item: T): T[] =>
  list.includes(item) ? list.filter((i) => i !== item) : [...list, item];

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
    <div className="filters-panel">
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
