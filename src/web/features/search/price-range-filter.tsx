import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { priceFilter, type PriceRange } from '../../../domain/search';
import { useLocale } from '../../app/locale-context';
import { formatPrice } from '../../lib/format-price';

const toEuros = (range: PriceRange | null): [number, number] =>
  range
    ? [
        Math.round(range.min / 100),
        range.max === null ? priceFilter.max : Math.round(range.max / 100),
      ]
    : [priceFilter.min, priceFilter.max];

/** A changed range is applied this long after the last movement, so dragging searches once. */
const commitDelay = 400;

/**
 * Two sliders, 0 to 300 euros in steps of 5 (spec 000 §9); the top value reads "€300+". The whole
 * range means no price filter.
 */
export function PriceRangeFilter({
  value,
  onChange,
}: {
  value: PriceRange | null;
  onChange: (range: PriceRange | null) => void;
}) {
  const intl = useIntl();
  const { formatLocale } = useLocale();
  const id = useId();
  const [range, setRange] = useState(() => toEuros(value));
  const [min, max] = range;
  const euro = (amount: number) => formatPrice(amount * 100, 'EUR', formatLocale) ?? String(amount);
  const label = (amount: number) =>
    amount >= priceFilter.max
      ? intl.formatMessage({ id: 'search.filters.priceAbove' }, { price: euro(amount) })
      : euro(amount);

  const valueKey = JSON.stringify(toEuros(value));
  useEffect(() => setRange(JSON.parse(valueKey) as [number, number]), [valueKey]);

  // Sliders moved on a server-rendered panel before its code came are taken as chosen (as its boxes).
  const sliders = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const inputs = sliders.current?.querySelectorAll('input') ?? [];
    const [low, high] = [...inputs].map((input) => Number(input.value));
    if (low === undefined || high === undefined || (low === min && high === max)) return;
    setRange([Math.min(low, high), Math.max(low, high)]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the sliders are first in the page
  }, []);

  useEffect(() => {
    const [currentMin, currentMax] = JSON.parse(valueKey) as [number, number];
    if (min === currentMin && max === currentMax) return;
    const timer = setTimeout(() => {
      const isEverything = min <= priceFilter.min && max >= priceFilter.max;
      onChange(
        isEverything ? null : { min: min * 100, max: max >= priceFilter.max ? null : max * 100 },
      );
    }, commitDelay);
    return () => clearTimeout(timer);
  }, [min, max, valueKey, onChange]);

  return (
    <fieldset ref={sliders} className="filter filter--price">
      <legend className="filter__title">
        <FormattedMessage id="search.filters.price" />
      </legend>
      <p className="filter__value" id={`${id}-value`} aria-live="polite">
        <FormattedMessage
          id="search.filters.priceRange"
          values={{ min: label(min), max: label(max) }}
        />
      </p>
      <div className="price-range">
        <div className="price-range__track" aria-hidden="true">
          <div
            className="price-range__fill"
            style={{
              left: `${(min / priceFilter.max) * 100}%`,
              right: `${100 - (max / priceFilter.max) * 100}%`,
            }}
          />
        </div>
        <input
          type="range"
          className="price-range__input"
          min={priceFilter.min}
          max={priceFilter.max}
          step={priceFilter.step}
          value={min}
          aria-label={intl.formatMessage({ id: 'search.filters.priceMin' })}
          aria-valuetext={label(min)}
          onChange={(event) => setRange([Math.min(Number(event.target.value), max), max])}
        />
        <input
          type="range"
          className="price-range__input"
          min={priceFilter.min}
          max={priceFilter.max}
          step={priceFilter.step}
          value={max}
          aria-label={intl.formatMessage({ id: 'search.filters.priceMax' })}
          aria-valuetext={label(max)}
          onChange={(event) => setRange([min, Math.max(Number(event.target.value), min)])}
        />
      </div>
    </fieldset>
  );
}
