import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { PlaceResult } from '../../../contracts/search';
import {
  boundsAround,
  currentLocationBoundsDistance,
  type Bounds,
  type LatLng,
} from '../../../domain/search';
import { useLocale } from '../../app/locale-context';
import { placesQuery } from '../../features/search/search-queries';
import { CompassIcon, PinIcon } from '../icons/icons';

/** The place a search is limited to, as kept in the URL. */
export type SelectedPlace = { address: string; bounds: Bounds; origin: LatLng };

// Spec 001 §4: three or more characters ask for suggestions after 300 ms, shorter text after 1 s.
export const predictionDelay = (text: string): number => (text.trim().length >= 3 ? 300 : 1000);
const geolocationOptions: PositionOptions = {
  timeout: 5000,
  enableHighAccuracy: true,
  maximumAge: 0,
};
const currentLocationId = 'current-location';

type GeolocationProblem = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

const problemOf = (error: GeolocationPositionError): GeolocationProblem =>
  error.code === error.PERMISSION_DENIED
    ? 'denied'
    : error.code === error.TIMEOUT
      ? 'timeout'
      : 'unavailable';

/** The text after the debounce delay of spec 001 §4. */
function useDebouncedText(text: string): string {
  const [debounced, setDebounced] = useState(text);
  useEffect(() => {
    if (!text.trim()) {
      setDebounced('');
      return;
    }
    const timer = setTimeout(() => setDebounced(text), predictionDelay(text));
    return () => clearTimeout(timer);
  }, [text]);
  return debounced;
}

type Props = {
  /** The place chosen now (from the URL); the box shows its address. */
  value: SelectedPlace | null;
  /** A place was chosen, or the box was emptied (null: anywhere). */
  onSelect: (place: SelectedPlace | null) => void;
  className?: string;
};

/**
 * The location search box of spec 001 §4 as a combobox: suggestions from GET /api/places while
 * typing, the default places and "current location" when empty; arrows move the highlight; Enter,
 * Tab or leaving the box with typed text chooses the highlighted suggestion, or the first; Escape
 * closes the list and leaves the box.
 */
export function LocationAutocomplete({ value, onSelect, className }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  // Escape leaves the box without choosing: the blur that follows must not settle.
  const isCancelling = useRef(false);
  const [text, setText] = useState(value?.address ?? '');
  // Typing clears the chosen place until another is chosen.
  const [isDirty, setIsDirty] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<GeolocationProblem | null>(null);

  // On a server-rendered page a visitor may type before the code arrives: take that text up as typed.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === text) return;
    setText(input.value);
    setIsDirty(true);
    setIsOpen(document.activeElement === input);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the box is first in the page
  }, []);

  const debounced = useDebouncedText(isDirty ? text : '');
  const predictions = useQuery({ ...placesQuery(debounced.trim(), locale), enabled: isOpen });
  const isTyping = isDirty && text.trim() !== '';
  const isStale = isTyping && debounced.trim() !== text.trim();
  const places: PlaceResult[] = isStale ? [] : (predictions.data ?? []);
  const showCurrentLocation = !isTyping;
  const options: { id: string; place: PlaceResult | null }[] = [
    ...(showCurrentLocation ? [{ id: currentLocationId, place: null }] : []),
    ...places.map((place) => ({ id: place.id, place })),
  ];

  const choose = (place: PlaceResult) => {
    setText(place.address);
    setIsDirty(false);
    setIsOpen(false);
    setHighlighted(-1);
    setProblem(null);
    onSelect({ address: place.address, bounds: place.bounds, origin: place.center });
  };

  const locateTraveller = () => {
    setIsOpen(false);
    if (!('geolocation' in navigator)) {
      setProblem('unsupported');
      return;
    }
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const origin = { lat: position.coords.latitude, lng: position.coords.longitude };
        const address = intl.formatMessage({ id: 'search.location.current' });
        setText(address);
        setIsDirty(false);
        onSelect({ address, origin, bounds: boundsAround(origin, currentLocationBoundsDistance) });
      },
      (error) => {
        setLocating(false);
        setProblem(problemOf(error));
      },
      geolocationOptions,
    );
  };

  const pick = (index: number) => {
    const option = options[index];
    if (!option) return;
    if (option.place) choose(option.place);
    else locateTraveller();
  };

  /** Enter, Tab or blur: the highlighted suggestion, else the first one for the typed text. */
  const settle = async () => {
    if (!isDirty) return;
    if (!text.trim()) {
      setIsDirty(false);
      setIsOpen(false);
      if (value) onSelect(null);
      return;
    }
    const highlightedPlace = options[highlighted]?.place;
    if (highlightedPlace) return choose(highlightedPlace);
    const found =
      isStale || !predictions.data
        ? await queryClient.fetchQuery(placesQuery(text.trim(), locale))
        : places;
    if (found[0]) choose(found[0]);
    else setIsOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setIsOpen(true);
        setHighlighted((h) => (options.length === 0 ? -1 : (h + 1) % options.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setIsOpen(true);
        setHighlighted((h) => (options.length === 0 ? -1 : h <= 0 ? options.length - 1 : h - 1));
        break;
      case 'Enter':
        event.preventDefault();
        if (isOpen && highlighted >= 0 && !options[highlighted]?.place) pick(highlighted);
        else void settle();
        break;
      // Tab settles through the blur that follows.
      case 'Escape':
        isCancelling.current = true;
        setText(value?.address ?? '');
        setIsDirty(false);
        setIsOpen(false);
        setHighlighted(-1);
        inputRef.current?.blur();
        isCancelling.current = false;
        break;
    }
  };

  const activeId =
    isOpen && highlighted >= 0 && options[highlighted] ? `${id}-option-${highlighted}` : undefined;

  return (
    <div className={`location-autocomplete ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        <FormattedMessage id="search.location.label" />
      </label>
      <PinIcon className="location-autocomplete__icon" size={18} />
      <input
        ref={inputRef}
        id={id}
        className="location-autocomplete__input"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        placeholder={intl.formatMessage({ id: 'search.location.placeholder' })}
        value={locating ? intl.formatMessage({ id: 'search.location.locating' }) : text}
        readOnly={locating}
        onChange={(event) => {
          setText(event.target.value);
          setIsDirty(true);
          setIsOpen(true);
          setHighlighted(-1);
          setProblem(null);
        }}
        onFocus={() => setIsOpen(true)}
        onClick={() => setIsOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          // A click on a suggestion happens after this blur: the list's mousedown keeps the focus.
          if (
            event.relatedTarget &&
            event.currentTarget.parentElement?.contains(event.relatedTarget as Node)
          )
            return;
          if (!isCancelling.current) void settle();
          setIsOpen(false);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        className="location-autocomplete__list"
        hidden={!isOpen || options.length === 0}
        aria-label={intl.formatMessage({ id: 'search.location.suggestions' })}
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === highlighted}
            className={`location-autocomplete__option${index === highlighted ? ' location-autocomplete__option--active' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setHighlighted(index)}
            onClick={() => pick(index)}
          >
            {option.place ? (
              <>
                <PinIcon size={16} />
                <span>{option.place.address}</span>
              </>
            ) : (
              <>
                <CompassIcon size={16} />
                <span>
                  <FormattedMessage id="search.location.useCurrent" />
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      {problem ? (
        <p className="location-autocomplete__problem" role="alert">
          <FormattedMessage id={`search.location.problem.${problem}`} />
        </p>
      ) : null}
    </div>
  );
}
