export type EmailAttachment = { filename: string; contentType: string; content: string };
export type OutgoingEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
};

/**
 * Delivers an email. `smtp` sends to a real mailbox (a job per email, with retries); `outbox`, the local
 * default, is the delivery itself: every email is kept in the database and shown at /outbox, so its
 * `send` has nothing left to do. See src/server/modules/email/queue-email.ts.
 */
export interface EmailSender {
  readonly kind: 'smtp' | 'outbox';
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}
