export type EmailAttachment = { filename: string; contentType: string; content: string };
export type OutgoingEmail = { to: string; subject: string; html: string; text: string; attachments?: EmailAttachment[] };

/**
 * Delivers an email to a real mailbox. Without one configured, the outbox (every email stored in
 * the database and shown at /outbox) is the delivery: see src/server/modules/email/queue-email.ts.
 */
export interface EmailSender {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}
