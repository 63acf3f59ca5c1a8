import type { Transaction } from '../../../contracts/transactions';
import {
  bookingEventChangedAt,
  bookingEventSequence,
  bookingEventUid,
} from '../../../domain/calendar-event';
import { calendarTripAttributes } from '../../../domain/trip';

/**
 * The accepted booking as a calendar file, made in the browser. The UID and SEQUENCE are the booking
 * emails' own (notify's booking-calendar.ts): adding both keeps one event, and after a reschedule this
 * file replaces the event an earlier email added. `ics` loads only when asked for.
 */
export async function downloadBookingCalendar(
  transaction: Transaction,
  {
    url,
    title,
    labels,
  }: {
    url: string;
    title: string;
    labels?: { reference: string; meetingPoint: string; phone: string };
  },
): Promise<void> {
  const booking = transaction.booking;
  if (!booking) throw new Error('A transaction without a booking has no calendar event');
  const changedAt = bookingEventChangedAt(transaction.transitions);
  const { createEvent } = await import('ics');
  const { error, value } = createEvent({
    productId: 'levada/bookings',
    uid: bookingEventUid(transaction.id),
    ...(changedAt ? { sequence: bookingEventSequence(changedAt) } : {}),
    start: Date.parse(booking.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(booking.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title,
    url,
    status: 'CONFIRMED',
    // LOCATION, GEO, the reference, meeting point and phone, a reminder (issue 45).
    ...(transaction.trip && labels
      ? calendarTripAttributes({
          reference: transaction.reference,
          address: transaction.trip.address,
          meetingPoint: transaction.trip.meetingPoint,
          geolocation: transaction.trip.geolocation,
          operatorPhone: transaction.trip.operatorPhone,
          url,
          labels,
        })
      : {}),
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([value], { type: 'text/calendar;charset=utf-8' }));
  link.download = 'levada-booking.ics';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
