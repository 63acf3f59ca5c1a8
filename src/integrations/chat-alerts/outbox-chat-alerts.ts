import type { RecordMessage } from '../recorded-message';
import type { ChatAlerts } from './chat-alerts';

/** The local default: the alert is kept in the outbox (channel `chat`, recipient the room). */
export function createOutboxChatAlerts(record: RecordMessage): ChatAlerts {
  return {
    kind: 'outbox',
    post: (alert) =>
      record({ ...alert.meta, channel: 'chat', recipient: `#${alert.room}`, text: alert.text }),
  };
}
