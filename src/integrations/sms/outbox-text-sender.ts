import type { RecordMessage } from '../recorded-message';
import type { TextChannel, TextSender } from './text-sender';

/** The local default: the text is kept in the outbox (shown at /outbox), nothing leaves the machine. */
export function createOutboxTextSender(channel: TextChannel, record: RecordMessage): TextSender {
  return {
    kind: 'outbox',
    channel,
    send: (message) =>
      record({ ...message.meta, channel, recipient: message.to, text: message.body }),
  };
}
