import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormattedMessage, useIntl } from '../../../i18n/intl';
import { updateListingBodySchema } from '../../../../contracts/own-listings';
import type { PlaceResult } from '../../../../contracts/search';
import { listingTextBounds as bounds, timeZoneAt } from '../../../../domain/listing-states';
import { useLocale } from '../../../app/locale-context';
import { Field, FieldGroup } from '../../../components/form/form';
import { PinIcon } from '../../../components/icons/icons';
import { placesQuery } from '../../../features/search/search-queries';
import { prepareOf, shownError, TabForm, type TabProps } from './tab-form';

type Chosen = { address: string; place: string; lat: number; lng: number };

const { location: locationSchema, pickupDescription } = updateListingBodySchema.shape;
const { address, building, place, geolocation } = locationSchema.unwrap().shape;

/** The tab's fields, checked as PATCH /api/own-listings/:id checks them; a place must be chosen. */
const locationFormSchema = z.object({
  location: z
    .object({ address, place, lat: geolocation.shape.lat, lng: geolocation.shape.lng })
    .nullable()
    .refine((chosen) => chosen !== null),
  building,
  pickupOffered: z.boolean(),
  dropoffOffered: z.boolean(),
  pickupDescription: pickupDescription.unwrap(),
});
type Values = z.input<typeof locationFormSchema>;
type Checked = z.output<typeof locationFormSchema>;

export function LocationTab({ listing, submit, submitLabel }: TabProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const data = listing?.publicData;
  const form = useForm<Values, unknown, Checked>({
    resolver: zodResolver(locationFormSchema),
    mode: 'all',
    defaultValues: {
      location:
        data?.location?.address && listing?.geolocation
          ? {
              address: data.location.address,
              place: data.place ?? '',
              lat: listing.geolocation.lat,
              lng: listing.geolocation.lng,
            }
          : null,
      building: data?.location?.building ?? '',
      pickupOffered: data?.pickupOffered ?? false,
      dropoffOffered: data?.dropoffOffered ?? false,
      pickupDescription: data?.pickupDescription ?? '',
    },
  });
  const location = useController({ control: form.control, name: 'location' }).field;
  const chosen = location.value;
  const isPickupAsked = form.watch('pickupOffered') || form.watch('dropoffOffered');
  const tooLong = (field: 'building' | 'pickupDescription', max: number) =>
    shownError(form, field) ? t('editor.tooLong', { max }) : null;

  const prepare = prepareOf(form, (values) =>
    values.location
      ? {
          location: {
            address: values.location.address,
            building: values.building,
            place: values.location.place,
            geolocation: { lat: values.location.lat, lng: values.location.lng },
          },
          pickupOffered: values.pickupOffered,
          dropoffOffered: values.dropoffOffered,
          pickupDescription:
            values.pickupOffered || values.dropoffOffered ? values.pickupDescription : '',
        }
      : undefined,
  );

  return (
    <TabForm prepare={prepare} submit={submit} submitLabel={submitLabel}>
      <AddressSearch
        chosen={chosen}
        onChoose={location.onChange}
        error={shownError(form, 'location') ? t('editor.location.required') : null}
        onBlur={location.onBlur}
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
        error={tooLong('building', bounds.building.max)}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            className="input"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('building')}
          />
        )}
      </Field>
      <FieldGroup legend={t('editor.location.pickup')}>
        <label className="choice">
          <input type="checkbox" {...form.register('pickupOffered')} />
          <span className="choice__text">
            <FormattedMessage id="editor.location.pickupOffered" />
          </span>
        </label>
        <label className="choice">
          <input type="checkbox" {...form.register('dropoffOffered')} />
          <span className="choice__text">
            <FormattedMessage id="editor.location.dropoffOffered" />
          </span>
        </label>
      </FieldGroup>
      {isPickupAsked ? (
        <Field
          label={t('editor.location.pickupDescription')}
          hint={t('editor.location.pickupDescriptionHint')}
          error={tooLong('pickupDescription', bounds.pickupDescription.max)}
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              className="textarea"
              rows={3}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...form.register('pickupDescription')}
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
