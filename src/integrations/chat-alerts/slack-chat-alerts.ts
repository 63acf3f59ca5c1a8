import { IncomingWebhook } from '@slack/webhook';
import type { ChatAlerts, ChatRoom } from './chat-alerts';

/**
 * Posts to Slack incoming webhooks, one per room. A room without a webhook URL is not posted to
 * (the choice of which rooms to wire is the team's). A failed post throws and the job runner retries it (so no retries here).
 */
export function createSlackChatAlerts(webhookUrls: Partial<Record<ChatRoom, string>>): ChatAlerts {
  const webhooks = Object.fromEntries(
    Object.entries(webhookUrls)
      .filter(([, url]) => url)
      .map(([room, url]) => [
        room,
        new IncomingWebhook(url!, { timeout: 15_000, retryConfig: { retries: 0 } }),
      ]),
  ) as Partial<Record<ChatRoom, IncomingWebhook>>;
  return {
    kind: 'slack',
    async post(alert) {
      await webhooks[alert.room]?.send({ text: alert.text });
    },
  };
}
