/**
 * A message kept instead of (or as well as) being sent: the local defaults of the SMS, WhatsApp,
 * chat-alert, review-service and ad-pixel senders hand theirs to a `RecordMessage` function, which the
 * server backs with its outbox table (shown at /outbox). `key` makes recording idempotent: a sender
 * retried by the job runner records a message once.
 */
export type RecordedChannel = 'sms' | 'whatsapp' | 'chat' | 'review-invitation' | 'ad-pixel';

/** What a caller tells every sender about a message, for the record: never sent to the provider. */
export type MessageMeta = {
  key: string;
  template: string;
  language: string;
  userId?: string | null;
};

export type RecordedMessage = MessageMeta & {
  channel: RecordedChannel;
  recipient: string;
  subject?: string | null;
  text: string;
};

export type RecordMessage = (message: RecordedMessage) => Promise<void>;
