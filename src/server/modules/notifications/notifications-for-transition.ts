import type { BookingNotice } from './booking-notice';

/** One message a transition causes; each is its own job, so each is retried alone. */
export const notificationKinds = [
  'customer-email',
  'provider-email',
  'provider-sms',
  'provider-whatsapp',
  'chat-alert',
  'review-invitation',
  'ad-pixel',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export type CustomerEmailTemplate =
  | 'booking-request-sent'
  | 'booking-accepted'
  | 'booking-declined'
  | 'booking-withdrawn'
  | 'booking-expired'
  | 'booking-payment-expired'
  | 'booking-cancelled-by-provider'
  | 'booking-cancelled-refund'
  | 'booking-cancelled-no-refund'
  | 'booking-rescheduled'
  | 'booking-completed'
  | 'review-reminder'
  | 'booking-answer-reminder'
  | 'booking-date-proposed';
export type ProviderEmailTemplate =
  | 'booking-new-request'
  | 'booking-accepted-provider'
  | 'booking-declined-provider'
  | 'booking-withdrawn-provider'
  | 'booking-expired-provider'
  | 'booking-cancelled-provider'
  | 'booking-cancelled-by-customer'
  | 'booking-rescheduled-provider'
  | 'booking-completed-provider'
  | 'review-reminder-provider'
  | 'booking-answer-reminder-provider';
export type BookingEmailTemplate = CustomerEmailTemplate | ProviderEmailTemplate;

// The emails of each transition (000 §4). The operator never hears of a request whose payment was not
// confirmed, so expire-payment writes to the traveller only. Transitions not listed send no email.
const emailsByTransition: Record<
  string,
  { customer: CustomerEmailTemplate; provider?: ProviderEmailTemplate }
> = {
  'confirm-payment': { customer: 'booking-request-sent', provider: 'booking-new-request' },
  accept: { customer: 'booking-accepted', provider: 'booking-accepted-provider' },
  // An instant booking's acceptance by the system sends the same emails as the operator's (decision 120).
  'accept-instantly': { customer: 'booking-accepted', provider: 'booking-accepted-provider' },
  decline: { customer: 'booking-declined', provider: 'booking-declined-provider' },
  'decline-by-customer': { customer: 'booking-withdrawn', provider: 'booking-withdrawn-provider' },
  expire: { customer: 'booking-expired', provider: 'booking-expired-provider' },
  'expire-payment': { customer: 'booking-payment-expired' },
  cancel: { customer: 'booking-cancelled-by-provider', provider: 'booking-cancelled-provider' },
  'cancel-by-customer': {
    customer: 'booking-cancelled-refund',
    provider: 'booking-cancelled-by-customer',
  },
  'cancel-by-customer-no-refund': {
    customer: 'booking-cancelled-no-refund',
    provider: 'booking-cancelled-by-customer',
  },
  'update-accepted-booking': {
    customer: 'booking-rescheduled',
    provider: 'booking-rescheduled-provider',
  },
  'update-preauthorized-booking': {
    customer: 'booking-rescheduled',
    provider: 'booking-rescheduled-provider',
  },
  // A reseller's booking (decision 149): the operator hears of it as of a checkout's; the reseller's
  // account gets the traveller's emails.
  'confirm-reservation': { customer: 'booking-request-sent', provider: 'booking-new-request' },
  'withdraw-by-reseller': {
    customer: 'booking-withdrawn',
    provider: 'booking-withdrawn-provider',
  },
  'cancel-by-reseller': {
    customer: 'booking-cancelled-refund',
    provider: 'booking-cancelled-by-customer',
  },
  // The review invitation of both parties (issue 9); review-reminder-job.ts reminds who has not reviewed.
  complete: { customer: 'booking-completed', provider: 'booking-completed-provider' },
};

export const emailTemplatesFor = (transition: string) => emailsByTransition[transition] ?? null;

const isSale = (transition: string) => transition === 'confirm-payment';
const isCancellation = (transition: string) => transition.startsWith('cancel');
const isReschedule = (transition: string) =>
  transition.startsWith('update-') && transition.endsWith('-booking');

/** Which messages a transition sends, given the operator's SMS and WhatsApp flags and phone. */
export function notificationsFor(
  notice: Pick<BookingNotice, 'transition' | 'isInstant'> & {
    provider: Pick<BookingNotice['provider'], 'phoneNumber' | 'isSmsOn' | 'isWhatsappOn'>;
  },
): NotificationKind[] {
  const { transition, provider } = notice;
  // An instant booking is confirmed in the same moment: the confirmation's emails say so, not
  // "your request is with the operator" (decision 120).
  const emails =
    (transition === 'confirm-payment' || transition === 'confirm-reservation') && notice.isInstant
      ? null
      : emailTemplatesFor(transition);
  const kinds: NotificationKind[] = [];
  // A delivered booking's email to the traveller is the review invitation (issue 48): its adapter
  // sends it (the local default: this same email with the review link).
  if (emails) kinds.push(transition === 'complete' ? 'review-invitation' : 'customer-email');
  if (emails?.provider) kinds.push('provider-email');
  if (isSale(transition)) {
    if (provider.isSmsOn && provider.phoneNumber) kinds.push('provider-sms');
    if (provider.isWhatsappOn && provider.phoneNumber) kinds.push('provider-whatsapp');
  }
  if (isSale(transition) || isCancellation(transition) || isReschedule(transition))
    kinds.push('chat-alert');
  if (isSale(transition)) kinds.push('ad-pixel');
  return kinds;
}

/** The chat room of a transition's alert: sales for a confirmed payment, alerts otherwise. */
export const chatRoomFor = (transition: string) => (isSale(transition) ? 'sales' : 'alerts');
