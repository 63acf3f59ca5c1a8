import type { EmailSender } from './email-sender';

/** The local default when no SMTP server is configured: the outbox row queueEmail writes is the message. */
export function createOutboxEmailSender(): EmailSender {
  return { kind: 'outbox', send: async () => {}, close: () => {} };
}
