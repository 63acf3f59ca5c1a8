import { randomUUID } from 'node:crypto';
import type { RecordMessage } from '../../../integrations/recorded-message';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';

/** Keeps a non-email message in the outbox, once per key (a retried job records it once). */
export function recordOutboxMessage(deps: { db: Db; clock: Clock }): RecordMessage {
  return async (message) => {
    await deps.db
      .insert(outboxMessages)
      .values({
        id: randomUUID(),
        channel: message.channel,
        recipient: message.recipient,
        userId: message.userId ?? null,
        language: message.language,
        template: message.template,
        subject: message.subject ?? null,
        text: message.text,
        status: 'stored',
        dedupeKey: message.key,
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing({ target: outboxMessages.dedupeKey });
  };
}
