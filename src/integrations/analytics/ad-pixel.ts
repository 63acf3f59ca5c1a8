import type { MessageMeta, RecordMessage } from '../recorded-message';

/** A purchase as an ad pixel's server-side event API takes it (value in major units, like Meta's CAPI). */
export type PurchaseEvent = {
  eventId: string;
  value: number;
  currency: string;
  contentIds: string[];
  contentName: string;
  quantity: number;
  occurredAt: Date;
  meta: MessageMeta;
};

/**
 * Reports purchases to an advertising platform's pixel. No ad account is wired yet: the recorder keeps
 * every event it would have sent (outbox channel `ad-pixel`) so that the team can check them.
 */
export interface AdPixel {
  readonly kind: 'recorder';
  trackPurchase(event: PurchaseEvent): Promise<void>;
}

export function createRecordingAdPixel(record: RecordMessage): AdPixel {
  return {
    kind: 'recorder',
    trackPurchase: ({ meta, ...event }) =>
      record({
        ...meta,
        channel: 'ad-pixel',
        recipient: 'Purchase',
        subject: `${event.contentName} · ${event.value.toFixed(2)} ${event.currency}`,
        text: JSON.stringify(
          { event_name: 'Purchase', ...event, occurredAt: event.occurredAt.toISOString() },
          null,
          2,
        ),
      }),
  };
}
