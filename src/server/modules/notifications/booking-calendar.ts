import { createEvent, type EventAttributes } from 'ics';
import { bookingEventSequence, bookingEventUid } from '../../../domain/calendar-event';
import type { OutboxAttachment } from '../../db/schema';
import type { BookingNotice } from './booking-notice';
import { calendarTripAttributes, type CalendarTrip } from '../../../domain/trip';

/**
 * The booking as a calendar event (.ics): DTSTART/DTEND in UTC (the exact instants of the times
 * computed in the listing's zone), the listing as summary, its address as location, a link to the
 * booking page. One UID per booking, so a rescheduled event replaces the first in the calendar.
 */
export function bookingCalendarFile(
  notice: BookingNotice,
  input: { url: string; description: string; labels?: CalendarTrip['labels'] },
): OutboxAttachment {
  // The day of the tour (issue 45): LOCATION, GEO, the reference, meeting point and phone, a reminder.
  const trip = input.labels
    ? calendarTripAttributes({
        reference: notice.reference ?? '',
        address: notice.listing.address,
        meetingPoint: null,
        geolocation: notice.listing.geolocation ?? null,
        operatorPhone: notice.provider.phoneNumber,
        url: input.url,
        labels: input.labels,
      })
    : null;
  const event: EventAttributes & { timestamp: number } = {
    // DTSTAMP: ics reads it (untyped) and would otherwise take the machine's clock.
    timestamp: notice.at.getTime(),
    productId: 'levada/bookings',
    uid: bookingEventUid(notice.transactionId),
    sequence: bookingEventSequence(notice.at),
    start: notice.booking.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: notice.booking.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: notice.listing.title,
    location: notice.listing.address ?? undefined,
    description: input.description,
    ...(trip && notice.reference ? trip : {}),
    url: input.url,
    status: 'CONFIRMED',
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return {
    filename: 'booking.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: value,
  };
}
