import { formatLocales, type Language } from '../../../domain/languages';
import { formatMoney } from '../../../domain/money';
import { emailMessage } from '../email/render-email';
import type { BookingNotice } from './booking-notice';

/** A booking time in the listing's zone, in the reader's language, with the zone's short name. */
export function formatBookingTime(
  date: Date,
  notice: Pick<BookingNotice, 'listing' | 'booking'>,
  language: Language,
) {
  return new Intl.DateTimeFormat(formatLocales[language], {
    timeZone: notice.listing.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(notice.booking.isFullDay
      ? {}
      : { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }),
  }).format(date);
}

/** "2 × Adult, 1 × Child" in the reader's language; categories with no one are left out. */
export function formatParticipants(
  quantities: BookingNotice['booking']['quantities'],
  language: Language,
) {
  return (['adult', 'child', 'infant'] as const)
    .filter((category) => quantities[category] > 0)
    .map(
      (category) =>
        `${quantities[category]} × ${emailMessage(language, `booking.participant.${category}`, {})}`,
    )
    .join(', ');
}

const fullName = (party: { firstName: string; lastName: string }) =>
  `${party.firstName} ${party.lastName}`.trim();

export type BookingValues = Record<
  | 'listingTitle'
  | 'customerName'
  | 'providerName'
  | 'start'
  | 'previousStart'
  | 'participants'
  | 'total'
  | 'payout'
  | 'refund'
  | 'reference',
  string
>;

/** The placeholders every booking message may use, written for one reader. */
export function bookingValues(notice: BookingNotice, language: Language): BookingValues {
  const locale = formatLocales[language];
  return {
    listingTitle: notice.listing.titles[language] ?? notice.listing.title,
    customerName: fullName(notice.customer),
    providerName: fullName(notice.provider),
    start: formatBookingTime(notice.booking.start, notice, language),
    previousStart: notice.previousBooking
      ? formatBookingTime(notice.previousBooking.start, notice, language)
      : '',
    participants: formatParticipants(notice.booking.quantities, language),
    total: formatMoney(notice.payinTotal, locale),
    payout: formatMoney(notice.payoutTotal, locale),
    refund: notice.refund ? formatMoney(notice.refund, locale) : '',
    reference: notice.reference ?? notice.transactionId.slice(0, 8).toUpperCase(),
  };
}

/** The page of the booking for each party (spec 000 §2). */
export const bookingPath = (
  notice: Pick<BookingNotice, 'transactionId'>,
  role: 'customer' | 'provider',
) =>
  role === 'customer'
    ? `/order/${notice.transactionId}/details`
    : `/sale/${notice.transactionId}/details`;
