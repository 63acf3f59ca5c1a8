import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { z } from 'zod';
import { transitionParamsSchema, type Transaction } from '../../../contracts/transactions';
import {
  bookableWindow,
  localDateOf,
  localTimeOf,
  startOfLocalDate,
} from '../../../domain/zone-time';
import { Calendar } from '../../components/calendar/calendar';
import { FormMessage, SubmitButton } from '../../components/form/form-fields';
import { useMarketplaceSettings } from '../../lib/public-config';
import { useBookingTimes } from './booking-summary';
import { fetchSlots, type Slot } from './time-slot-queries';
import './booking-panel.css';
import { usePersonName } from '../accounts/use-person-name';
import { fromDateKey, monthKey, toDateKey } from './calendar-days';

// The new departure: a date in the listing's zone and one of its departures (the contract's bookingStart/End).
const rescheduleSchema = transitionParamsSchema
  .pick({ bookingStart: true, bookingEnd: true })
  .required()
  .extend({ bookingStartDate: z.iso.date() });
export type RescheduleValues = z.infer<typeof rescheduleSchema>;

type Booking = NonNullable<Transaction['booking']>;

/**
 * The month's departures that take the whole party, other than the booked one, not yet started, by
 * local date: the calendar enables only those days (as the booking panel does).
 */
function useDepartures(listingId: string, booking: Booking, month: Date, now: Date) {
  const zone = booking.timezone;
  const from = startOfLocalDate(monthKey(month), zone);
  const to = startOfLocalDate(
    monthKey(new Date(month.getFullYear(), month.getMonth() + 1, 1)),
    zone,
  );
  const slots = useQuery({
    queryKey: ['reschedule-slots', listingId, monthKey(month)],
    queryFn: ({ signal }) => fetchSlots(listingId, from, to, signal),
    placeholderData: keepPreviousData,
  });
  const byDate = useMemo(() => {
    const map = new Map<string, Slot[]>();
    for (const slot of slots.data ?? []) {
      if (
        slot.seats < booking.seats ||
        slot.start.getTime() <= now.getTime() ||
        slot.start.getTime() === new Date(booking.start).getTime()
      )
        continue;
      const key = localDateOf(slot.start, zone);
      map.set(key, [...(map.get(key) ?? []), slot]);
    }
    return map;
  }, [slots.data, booking.seats, booking.start, now, zone]);
  return { slots, byDate };
}

/**
 * The operator's date change (spec 000 §4, decision 143): a calendar of the listing's departures with
 * room for the party, then a start time; the traveller is asked to accept it.
 */
export function RescheduleForm({
  transaction,
  onSubmit,
  isSaving,
  errorId,
  now: givenNow,
}: {
  transaction: Transaction & { booking: Booking };
  onSubmit: (values: RescheduleValues) => void;
  isSaving: boolean;
  errorId: string | null;
  /** Tests fix the day. */ now?: Date;
}) {
  const intl = useIntl();
  const personName = usePersonName();
  const { booking } = transaction;
  const zone = useBookingTimes(
    new Date(booking.start),
    new Date(booking.end),
    booking.timezone,
  ).zone;
  const [now] = useState(() => givenNow ?? new Date());
  const settings = useMarketplaceSettings();
  const bookable = bookableWindow(now, booking.timezone, settings.bookableDays);
  const firstDay = fromDateKey(bookable.firstDate);
  const lastDay = fromDateKey(bookable.lastDate);
  const [month, setMonth] = useState(() => {
    const current = fromDateKey(booking.startDate);
    const shown = current >= firstDay && current <= lastDay ? current : firstDay;
    return new Date(shown.getFullYear(), shown.getMonth(), 1);
  });
  const form = useForm<RescheduleValues>({
    resolver: zodResolver(rescheduleSchema),
    defaultValues: { bookingStartDate: '', bookingStart: '', bookingEnd: '' },
  });
  const date = form.watch('bookingStartDate');
  const chosenStart = form.watch('bookingStart');
  const { slots, byDate } = useDepartures(transaction.listing.id, booking, month, now);
  const daySlots = date ? (byDate.get(date) ?? []) : [];
  const time = (instant: Date) => localTimeOf(instant, booking.timezone);
  const hasChoiceError = Boolean(
    form.formState.errors.bookingStart ||
    form.formState.errors.bookingEnd ||
    form.formState.errors.bookingStartDate,
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
      {slots.isError ? <FormMessage id="booking.loadFailed" /> : null}
      <div className="field">
        <p className="field-label" id="reschedule-date">
          <FormattedMessage id="transaction.reschedule.date" />
        </p>
        <Calendar
          mode="single"
          aria-labelledby="reschedule-date"
          month={month}
          onMonthChange={setMonth}
          startMonth={firstDay}
          endMonth={lastDay}
          selected={date ? fromDateKey(date) : undefined}
          onSelect={(day) => {
            form.setValue('bookingStartDate', day ? toDateKey(day) : '');
            const only = day ? byDate.get(toDateKey(day)) : undefined;
            // A day with one departure chooses it; with several, the operator picks the time.
            form.setValue('bookingStart', only?.length === 1 ? only[0]!.start.toISOString() : '');
            form.setValue('bookingEnd', only?.length === 1 ? only[0]!.end.toISOString() : '');
          }}
          disabled={[
            { before: firstDay },
            { after: lastDay },
            (day: Date) => !byDate.has(toDateKey(day)),
          ]}
          aria-busy={slots.isFetching}
          footer={
            slots.isSuccess && !slots.isPlaceholderData && byDate.size === 0 ? (
              <p className="booking-panel__hint">
                <FormattedMessage
                  id="transaction.reschedule.noTimes"
                  values={{ seats: booking.seats }}
                />
              </p>
            ) : undefined
          }
        />
      </div>
      {date ? (
        <fieldset className="field">
          <legend className="field-label">
            <FormattedMessage id="transaction.reschedule.times" />
          </legend>
          <div
            className="time-chips"
            role="radiogroup"
            aria-label={intl.formatMessage({ id: 'transaction.reschedule.times' })}
          >
            {daySlots.map((slot) => {
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
        </fieldset>
      ) : null}
      {hasChoiceError ? (
        <p className="field__error" role="alert">
          <FormattedMessage id="transaction.reschedule.pickTime" />
        </p>
      ) : null}
      <FormMessage id={errorId} />
      <SubmitButton inProgress={isSaving}>
        <FormattedMessage id="transaction.reschedule.save" />
      </SubmitButton>
    </form>
  );
}
