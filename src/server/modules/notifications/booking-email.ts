import type { Language } from '../../../domain/languages';
import type { OutboxAttachment } from '../../db/schema';
import { emailMessage, renderEmailLayout, type RenderedEmail } from '../email/render-email';
import { bookingCalendarFile } from './booking-calendar';
import { bookingPath, bookingValues } from './booking-facts';
import type { BookingNotice } from './booking-notice';
import type { BookingEmailTemplate } from './notifications-for-transition';

export type Role = 'customer' | 'provider';

// Templates that carry the booking as a calendar file: the confirmed booking and its new time.
const withCalendar = new Set<BookingEmailTemplate>([
  'booking-accepted',
  'booking-accepted-provider',
  'booking-rescheduled',
  'booking-rescheduled-provider',
]);

/**
 * A booking email for one party in their language: what happened in a sentence, then the booking's
 * facts (tour, time in the listing's zone, participants, the amount that concerns this reader), and a
 * button to the order (traveller) or sale (operator) page; the calendar file when the booking stands.
 */
export function renderBookingEmail(input: {
  notice: BookingNotice;
  role: Role;
  template: BookingEmailTemplate;
  publicBaseUrl: string;
  /** Values a template needs besides the booking's (a reminder's deadline). */
  extraValues?: Record<string, string>;
}): RenderedEmail & { attachments: OutboxAttachment[] } {
  const { notice, role, template } = input;
  const reader = notice[role];
  const language: Language = reader.language;
  const values = bookingValues(notice, language);
  const m = (key: string) =>
    emailMessage(language, key, {
      ...values,
      ...input.extraValues,
      firstName: reader.firstName,
    });
  const link = new URL(bookingPath(notice, role), input.publicBaseUrl).toString();
  // A rescheduled request (not yet accepted) is not a calendar event yet.
  const hasCalendar =
    withCalendar.has(template) &&
    !(
      template.startsWith('booking-rescheduled') && notice.transition !== 'update-accepted-booking'
    );
  const isRefund = template.startsWith('booking-cancelled') && notice.refund !== null;
  // The marketplace cancelled it from the console (decision 111): said so, not blamed on the operator.
  const isByMarketplace = notice.transition === 'cancel' && notice.by === 'operator';
  // A request declined, withdrawn or expired earned the operator nothing: no earnings line.
  const isEarning = !/^booking-(declined|withdrawn|expired)/.test(template);

  const details: Array<[string, string]> = [
    [m('booking.detail.tour'), values.listingTitle],
    [m('booking.detail.when'), values.start],
    ...(notice.previousBooking
      ? [[m('booking.detail.before'), values.previousStart] as [string, string]]
      : []),
    [m('booking.detail.participants'), values.participants],
    role === 'customer'
      ? [m('booking.detail.operator'), values.providerName]
      : [m('booking.detail.traveller'), values.customerName],
    ...(notice.listing.address
      ? [[m('booking.detail.meetingPoint'), notice.listing.address] as [string, string]]
      : []),
    ...(role === 'customer'
      ? [[m('booking.detail.total'), values.total] as [string, string]]
      : isEarning
        ? [[m('booking.detail.payout'), values.payout] as [string, string]]
        : []),
    ...(isRefund ? [[m('booking.detail.refund'), values.refund] as [string, string]] : []),
    ...(notice.cancelReason
      ? [[m('booking.detail.cancelReason'), notice.cancelReason] as [string, string]]
      : []),
    [m('booking.detail.reference'), values.reference],
    // Ended by the marketplace (a departure under its minimum, decision 157): the tour's other dates, one click.
    ...(role === 'customer' &&
    notice.by === 'operator' &&
    /^(cancel|decline)$/.test(notice.transition)
      ? [
          [
            m('booking.detail.otherDates'),
            new URL(notice.listing.path, input.publicBaseUrl).toString(),
          ] as [string, string],
        ]
      : []),
    // The confirmed booking's traveller may call the operator on the day, and shows the ticket (issue 45).
    ...(role === 'customer' && hasCalendar && notice.provider.phoneNumber
      ? [[m('booking.detail.phone'), notice.provider.phoneNumber] as [string, string]]
      : []),
    ...(role === 'customer' && hasCalendar
      ? [[m('booking.detail.ticket'), `${link}?view=ticket`] as [string, string]]
      : []),
  ];
  const notes = [
    hasCalendar ? m('booking.calendarNote') : null,
    isRefund && role === 'customer' && notice.refund!.amount > 0 ? m('booking.refundNote') : null,
  ].filter((note): note is string => note !== null);

  const subject = m(`${template}.subject`);
  const email = renderEmailLayout({
    language,
    subject,
    heading: subject,
    greeting: m('greeting'),
    paragraphs: [
      m(isByMarketplace ? `booking-cancelled-by-marketplace.${role}` : `${template}.body`),
    ],
    details,
    button: { label: m(`booking.button.${role}`), link },
    note: notes.join(' ') || undefined,
  });
  const attachments = hasCalendar
    ? [
        bookingCalendarFile(notice, {
          url: link,
          description: `${values.participants}\n${link}`,
          labels: {
            reference: m('booking.detail.reference'),
            meetingPoint: m('booking.detail.meetingPoint'),
            phone: m('booking.detail.phone'),
          },
        }),
      ]
    : [];
  return { ...email, attachments };
}
