import type { MessageMeta } from '../recorded-message';

export type TextChannel = 'sms' | 'whatsapp';
/** `to` is an E.164 phone number (+351912345678). */
export type OutgoingText = { to: string; body: string; meta: MessageMeta };

/**
 * Sends short texts on one channel (SMS or WhatsApp): Twilio when configured (twilio-text-sender.ts),
 * otherwise the outbox keeps them (outbox-text-sender.ts). The app has one sender per channel.
 */
export interface TextSender {
  readonly kind: 'twilio' | 'outbox';
  readonly channel: TextChannel;
  send(message: OutgoingText): Promise<void>;
}
