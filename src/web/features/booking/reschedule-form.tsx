import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { z } from 'zod';
import {
  transitionParamsSchema,
  type Transaction,
  type TransitionParams,
} from '../../../contracts/transactions';
import {
  addLocalDays,
  localDateOf,
  localTimeOf,
  startOfLocalDate,
} from '../../../domain/zone-time';
import { FormMessage, SubmitButton } from '../../components/form/form-fields';
import { useBookingTimes } from './booking-summary';
import { fetchSlots } from './time-slot-queries';
import './booking-panel.css';
import { usePersonName } from '../accounts/use-person-name';

// The new departure: a date in the listing's zone and one of its departures (the contract's bookingStart/End).
const rescheduleSchema = transitionParamsSchema
  .pick({ bookingStart: true, bookingEnd: true })
  .required()
  .extend({ bookingStartDate: z.iso.date() });
type RescheduleValues = z.infer<typeof rescheduleSchema>;

type Booking = NonNullable<Transaction['booking']>;

/** Departures of one local date that take the whole party, other than the booked one, not yet started. */
function useDepartures(listingId: string, booking: Booking, date: string) {
  const timeZone = booking.timezone;
  return useQuery({
    queryKey: ['reschedule-slots', listingId, date],
    queryFn: ({ signal }) =>
      fetchSlots(
        listingId,
        startOfLocalDate(date, timeZone),
        startOfLocalDate(addLocalDays(date, 1), timeZone),
        signal,
      ),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    select: (slots) =>
      slots.filter(
        (s) =>
          s.seats >= booking.seats &&
          s.start.getTime() > Date.now() &&
          s.start.toISOString() !== new Date(booking.start).toISOString(),
      ),
  });
}

/** The operator's reschedule (spec 000 §4): a new departure from the listing's free ones, in the listing's zone. */
export function RescheduleForm({
  transaction,
  onSubmit,
  isSaving,
  errorId,
}: {
  transaction: Transaction & { booking: Booking };
  onSubmit: (params: TransitionParams) => void;
  isSaving: boolean;
  errorId: string | null;
}) {
  const intl = useIntl();
  const personName = usePersonName();
  const { booking } = transaction;
  const zone = useBookingTimes(
    new Date(booking.start),
    new Date(booking.end),
    booking.timezone,
  ).zone;
  const form = useForm<RescheduleValues>({
    resolver: zodResolver(rescheduleSchema),
    defaultValues: { bookingStartDate: booking.startDate, bookingStart: '', bookingEnd: '' },
  });
  const date = form.watch('bookingStartDate');
  const chosenStart = form.watch('bookingStart');
  const departures = useDepartures(transaction.listing.id, booking, date);
  const today = localDateOf(new Date(), booking.timezone);
  const time = (instant: Date) => localTimeOf(instant, booking.timezone);
  const hasChoiceError = Boolean(
    form.formState.errors.bookingStart || form.formState.errors.bookingEnd,
  );

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => onSubmit(values))(event)}
    >
      <p className="booking-panel__hint">
        <FormattedMessage
          id="transaction.reschedule.text"
          values={{ zone, customer: personName(transaction.customer) }}
        />
      </p>
      <div className="field">
        <label className="field-label" htmlFor="reschedule-date">
          <FormattedMessage id="transaction.reschedule.date" />
        </label>
        <input
          id="reschedule-date"
          className="input"
          type="date"
          min={today}
          {...form.register('bookingStartDate', {
            onChange: () => {
              form.setValue('bookingStart', '');
              form.setValue('bookingEnd', '');
            },
          })}
        />
      </div>
      <fieldset className="field">
        <legend className="field-label">
          <FormattedMessage id="transaction.reschedule.times" />
        </legend>
        {departures.isPending && departures.fetchStatus !== 'idle' ? (
          <div className="skeleton skeleton--text" />
        ) : departures.isError ? (
          <FormMessage id="booking.loadFailed" />
        ) : (departures.data ?? []).length === 0 ? (
          <p className="booking-panel__hint">
            {/* The booking's own departure is not offered: on its date, say that, not "no seats". */}
            <FormattedMessage
              id={
                date === booking.startDate
                  ? 'transaction.reschedule.onlyCurrent'
                  : 'transaction.reschedule.noTimes'
              }
              values={{ seats: booking.seats }}
            />
          </p>
        ) : (
          <div
            className="time-chips"
            role="radiogroup"
            aria-label={intl.formatMessage({ id: 'transaction.reschedule.times' })}
          >
            {(departures.data ?? []).map((slot) => {
              const start = slot.start.toISOString();
              const isSelected = chosenStart === start;
              return (
                <button
                  key={start}
                  type="button"
                  role="radio"
                  aria-checked={isSelected}
                  className={`time-chip${isSelected ? ' time-chip--selected' : ''}`}
                  onClick={() => {
                    form.setValue('bookingStart', start, {
                      shouldValidate: form.formState.isSubmitted,
                    });
                    form.setValue('bookingEnd', slot.end.toISOString(), {
                      shouldValidate: form.formState.isSubmitted,
                    });
                  }}
                >
                  <span className="time-chip__time">
                    {slot.type === 'time-slot/day' ? (
                      <FormattedMessage id="booking.allDay" />
                    ) : (
                      `${time(slot.start)}–${time(slot.end)}`
                    )}
                  </span>
                  <span className="time-chip__seats">
                    <FormattedMessage id="booking.seatsLeft" values={{ seats: slot.seats }} />
                  </span>
                </button>
              );
            })}
          </div>
        )}
        {hasChoiceError ? (
          <p className="field__error" role="alert">
            <FormattedMessage id="transaction.reschedule.pickTime" />
          </p>
        ) : null}
      </fieldset>
      <FormMessage id={errorId} />
      <SubmitButton inProgress={isSaving}>
        <FormattedMessage id="transaction.reschedule.save" />
      </SubmitButton>
    </form>
  );
}
