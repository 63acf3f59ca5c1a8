import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { Image } from '../../../contracts/listings';
import type { ListingTimeZone } from '../../../domain/listing';
import type { PricingQuantities } from '../../../domain/pricing';
import { isLocalMidnight, localTimeOf } from '../../../domain/zone-date';
import { CalendarIcon, ClockIcon, UsersIcon } from '../../components/icons/icons';
import { Picture } from '../../components/picture/picture';
import { variantsOf } from '../listings/listing-images';
import './booking-summary.css';

export type BookingSummaryProps = {
  title: string;
  image: Image | null | undefined;
  start: Date;
  end: Date;
  /** The listing's zone: the traveller meets the operator there, so times are shown in it. */
  timeZone: ListingTimeZone;
  quantities: PricingQuantities;
};

/** The date and time in the listing's zone ("All day" for a day listing's departure), with the zone named. */
export function useBookingTimes(start: Date, end: Date, timeZone: ListingTimeZone) {
  const intl = useIntl();
  const endTime = localTimeOf(end, timeZone);
  // A day listing's departure runs from midnight to midnight (time-slot/day).
  const isAllDay = isLocalMidnight(start, timeZone) && isLocalMidnight(end, timeZone);
  const dateOf = (instant: Date) =>
    intl.formatDate(instant, {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
  // A stay of days or nights (decision 177): from its first day to the checkout or return day.
  const isStay = isAllDay && end.getTime() - start.getTime() > 25 * 3_600_000;
  return {
    date: isStay ? `${dateOf(start)} – ${dateOf(end)}` : dateOf(start),
    time: isAllDay
      ? intl.formatMessage({ id: 'booking.allDay' })
      : `${localTimeOf(start, timeZone)}–${endTime === '00:00' ? '24:00' : endTime}`,
    zone: intl.formatMessage({
      id: `booking.zone.${timeZone === 'Atlantic/Madeira' ? 'madeira' : 'lisbon'}`,
    }),
  };
}

/** What is booked: the activity, its date and time in the listing's zone, and who comes. */
export function BookingSummary({
  title,
  image,
  start,
  end,
  timeZone,
  quantities,
}: BookingSummaryProps) {
  const times = useBookingTimes(start, end, timeZone);
  const variants = variantsOf(image ?? undefined, 'landscape-crop');
  return (
    <div className="booking-summary">
      <Picture
        className="booking-summary__image"
        variants={variants}
        minWidth={400}
        sizes="(min-width: 1024px) 360px, 100vw"
        alt=""
        placeholder={image?.placeholder}
        isEager
      />
      <h2 className="booking-summary__title">{title}</h2>
      <ul className="booking-summary__facts">
        <li>
          <CalendarIcon size={18} />
          <span>{times.date}</span>
        </li>
        <li>
          <ClockIcon size={18} />
          <span>
            {times.time} <small>({times.zone})</small>
          </span>
        </li>
        <li>
          <UsersIcon size={18} />
          <span>
            <FormattedMessage
              id="booking.party"
              values={{
                adults: quantities.adults,
                children: quantities.children,
                infants: quantities.infants,
              }}
            />
          </span>
        </li>
      </ul>
    </div>
  );
}
