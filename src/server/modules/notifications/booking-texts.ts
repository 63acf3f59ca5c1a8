import { formatLocales } from '../../../domain/languages';
import { formatMoney, type Money } from '../../../domain/money';
import { emailMessage } from '../email/render-email';
import { bookingValues, formatBookingTime } from './booking-facts';
import type { BookingNotice } from './booking-notice';

/** The operator's SMS/WhatsApp on a new request (000 §4: "Dear Partner, You have a new booking request…"). */
export function renderNewRequestText(notice: BookingNotice, publicBaseUrl: string): string {
  const language = notice.provider.language;
  const link = new URL('/inbox/sales', publicBaseUrl).toString();
  return emailMessage(language, 'sms.new-request', { ...bookingValues(notice, language), link });
}

const chatHeadlines: Record<string, string> = {
  'confirm-payment': 'New sale',
  cancel: 'Booking cancelled by the operator',
  'cancel-by-customer': 'Booking cancelled by the traveller (full refund)',
  'cancel-by-customer-no-refund': 'Booking cancelled by the traveller (no refund)',
  'update-accepted-booking': 'Booking rescheduled',
  'update-preauthorized-booking': 'Booking request rescheduled',
};

/** The team's chat alert, in English (an internal channel), with what the team acts on. */
export function renderChatAlert(notice: BookingNotice, publicBaseUrl: string): string {
  const when = (date: Date) => formatBookingTime(date, notice, 'en');
  const money = (value: Money) => formatMoney(value, formatLocales.en);
  const values = bookingValues(notice, 'en');
  const lines = [
    `${chatHeadlines[notice.transition] ?? notice.transition}: ${notice.listing.title}`,
    notice.previousBooking
      ? `When: ${when(notice.previousBooking.start)} → ${when(notice.booking.start)}`
      : `When: ${values.start}`,
    `Who: ${values.participants} · traveller ${values.customerName} · operator ${values.providerName}`,
    `Total: ${money(notice.payinTotal)} (operator ${money(notice.payoutTotal)})${notice.refund ? ` · refund ${money(notice.refund)}` : ''}`,
    new URL(`/sale/${notice.transactionId}/details`, publicBaseUrl).toString(),
  ];
  return lines.join('\n');
}
