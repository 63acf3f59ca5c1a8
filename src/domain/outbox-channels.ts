/** Every way the site sends or records a message; the outbox keeps them all. */
export const outboxChannels = [
  'email',
  'sms',
  'whatsapp',
  'chat',
  'review-invitation',
  'ad-pixel',
] as const;
export type OutboxChannel = (typeof outboxChannels)[number];
