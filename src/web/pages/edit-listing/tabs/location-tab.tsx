import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import type { PlaceResult } from '../../../../contracts/search';
import { listingTextBounds as bounds, timeZoneAt } from '../../../../domain/listing-states';
import { useLocale } from '../../../app/locale-context';
import { Field, FieldGroup } from '../../../components/form/form';
import { PinIcon } from '../../../components/icons/icons';
import { placesQuery } from '../../../features/search/search-queries';
import { TabForm, type TabProps } from './tab-form';
import { useTouched } from './use-touched';

type Chosen = { address: string; place: string; lat: number; lng: number };

export function LocationTab({ listing, submit, submitLabel }: TabProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const data = listing?.publicData;
  const initial: Chosen | null =
    data?.location?.address && listing?.geolocation
      ? {
          address: data.location.address,
          place: data.place ?? '',
          lat: listing.geolocation.lat,
          lng: listing.geolocation.lng,
        }
      : null;
  const [chosen, setChosen] = useState<Chosen | null>(initial);
  const [building, setBuilding] = useState(data?.location?.building ?? '');
  const [pickupOffered, setPickupOffered] = useState(data?.pickupOffered ?? false);
  const [dropoffOffered, setDropoffOffered] = useState(data?.dropoffOffered ?? false);
  const [pickupDescription, setPickupDescription] = useState(data?.pickupDescription ?? '');
  const touched = useTouched();

  const errors = {
    location: chosen ? null : t('editor.location.required'),
    building:
      building.length > bounds.building.max
        ? t('editor.tooLong', { max: bounds.building.max })
        : null,
    pickupDescription:
      pickupDescription.length > bounds.pickupDescription.max
        ? t('editor.tooLong', { max: bounds.pickupDescription.max })
        : null,
  };
  const shown = (field: keyof typeof errors) => (touched.shows(field) ? errors[field] : null);

  const prepare = () => {
    touched.attempt();
    if (Object.values(errors).some(Boolean) || !chosen) return undefined;
    return {
      location: {
        address: chosen.address,
        building: building.trim(),
        place: chosen.place,
        geolocation: { lat: chosen.lat, lng: chosen.lng },
      },
      pickupOffered,
      dropoffOffered,
      pickupDescription: pickupOffered || dropoffOffered ? pickupDescription.trim() : '',
    };
  };

  return (
    <TabForm prepare={prepare} submit={submit} submitLabel={submitLabel}>
      <AddressSearch
        chosen={chosen}
        onChoose={setChosen}
        error={shown('location')}
        onBlur={() => touched.touch('location')}
      />
      {chosen ? (
        <p className="editor__place">
          <PinIcon size={20} />
          <span>
            <strong>{chosen.address}</strong>
            <span className="editor__muted">
              {' · '}
              <FormattedMessage id={`editor.location.zone.${timeZoneAt(chosen)}`} />
            </span>
          </span>
        </p>
      ) : null}
      <Field
        label={t('editor.location.building')}
        hint={t('editor.location.buildingHint')}
        error={shown('building')}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            className="input"
            value={building}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(e) => setBuilding(e.target.value)}
            onBlur={() => touched.touch('building')}
          />
        )}
      </Field>
      <FieldGroup legend={t('editor.location.pickup')}>
        <label className="choice">
          <input
            type="checkbox"
            checked={pickupOffered}
            onChange={(e) => setPickupOffered(e.target.checked)}
          />
          <span className="choice__text">
            <FormattedMessage id="editor.location.pickupOffered" />
          </span>
        </label>
        <label className="choice">
          <input
            type="checkbox"
            checked={dropoffOffered}
            onChange={(e) => setDropoffOffered(e.target.checked)}
          />
          <span className="choice__text">
            <FormattedMessage id="editor.location.dropoffOffered" />
          </span>
        </label>
      </FieldGroup>
      {pickupOffered || dropoffOffered ? (
        <Field
          label={t('editor.location.pickupDescription')}
          hint={t('editor.location.pickupDescriptionHint')}
          error={shown('pickupDescription')}
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              className="textarea"
              rows={3}
              value={pickupDescription}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(e) => setPickupDescription(e.target.value)}
              onBlur={() => touched.touch('pickupDescription')}
            />
          )}
        </Field>
      ) : null}
    </TabForm>
  );
}

/** A combobox: type an address or a town, pick one of the places found (keyboard: arrows, Enter, Escape). */
function AddressSearch({
  chosen,
  onChoose,
  error,
  onBlur,
}: {
  chosen: Chosen | null;
  onChoose: (place: Chosen | null) => void;
  error: string | null;
  onBlur: () => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const listId = useId();
  const [text, setText] = useState(chosen?.address ?? '');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const places = useQuery({
    ...placesQuery(query, locale),
    enabled: open && query.trim().length >= 2,
  });
  const options = places.data ?? [];

  const choose = (place: PlaceResult) => {
    onChoose({
      address: place.address,
      place: place.locality ?? place.name,
      lat: place.center.lat,
      lng: place.center.lng,
    });
    setText(place.address);
    setOpen(false);
  };

  return (
    <Field
      label={intl.formatMessage({ id: 'editor.location.address' })}
      hint={intl.formatMessage({ id: 'editor.location.addressHint' })}
      error={error}
    >
      {({ id, describedBy, invalid }) => (
        <div className="combobox">
          <input
            id={id}
            className="input"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open && options.length > 0}
            aria-controls={listId}
            aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={text}
            placeholder={intl.formatMessage({ id: 'editor.location.addressPlaceholder' })}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(0);
              if (chosen) onChoose(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown' && options.length > 0) {
                e.preventDefault();
                setOpen(true);
                setActive((i) => (i + 1) % options.length);
              } else if (e.key === 'ArrowUp' && options.length > 0) {
                e.preventDefault();
                setActive((i) => (i - 1 + options.length) % options.length);
              } else if (e.key === 'Enter' && open && options[active]) {
                e.preventDefault();
                choose(options[active]!);
              } else if (e.key === 'Escape') {
                setOpen(false);
              }
            }}
            onBlur={() => {
              setTimeout(() => setOpen(false), 150);
              onBlur();
            }}
          />
          <ul
            id={listId}
            role="listbox"
            className="combobox__list"
            hidden={!open || options.length === 0}
            aria-label={intl.formatMessage({ id: 'editor.location.suggestions' })}
          >
            {options.map((place, index) => (
              <li
                key={place.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={`combobox__option${index === active ? ' combobox__option--active' : ''}`}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(place);
                }}
              >
                <PinIcon size={16} />
                <span>
                  <strong>{place.name}</strong>
                  <span className="editor__muted">
                    {' '}
                    {place.address.replace(`${place.name}, `, '')}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          {open && query.trim().length >= 2 && places.isSuccess && options.length === 0 ? (
            <p className="field__hint" role="status">
              <FormattedMessage id="editor.location.noPlaces" />
            </p>
          ) : null}
        </div>
      )}
    </Field>
  );
}
