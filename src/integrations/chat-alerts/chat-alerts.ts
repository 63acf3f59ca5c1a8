import type { MessageMeta } from '../recorded-message';

/** The team's channels: `sales` (a payment confirmed), `alerts` (cancellations and reschedules). */
export type ChatRoom = 'sales' | 'alerts';
export type ChatAlert = { room: ChatRoom; text: string; meta: MessageMeta };

/**
 * Posts a short alert to the team's chat: Slack incoming webhooks when configured on a real site
 * (slack-chat-alerts.ts); otherwise, and always on local and test hosts, the outbox keeps it.
 */
export interface ChatAlerts {
  readonly kind: 'slack' | 'outbox';
  post(alert: ChatAlert): Promise<void>;
}
