import type { MessageMeta, RecordMessage } from '../recorded-message';

/** An invitation for a review service (Trustpilot-style) to ask the traveller about their booking. */
export type ReviewInvitation = {
  reference: string;
  name: string;
  email: string;
  language: string;
  /** When the service should write to the traveller: after the tour, not at booking time. */
  sendAfter: Date;
  meta: MessageMeta;
};

/**
 * Asks a review service to invite a traveller. No service account is wired yet: the recorder keeps
 * every invitation it would have created (outbox channel `review-invitation`).
 */
export interface ReviewInvitations {
  readonly kind: 'recorder';
  invite(invitation: ReviewInvitation): Promise<void>;
}

export function createRecordingReviewInvitations(record: RecordMessage): ReviewInvitations {
  return {
    kind: 'recorder',
    invite: ({ meta, ...invitation }) =>
      record({
        ...meta,
        channel: 'review-invitation',
        recipient: invitation.email,
        subject: invitation.reference,
        text: JSON.stringify(
          { ...invitation, sendAfter: invitation.sendAfter.toISOString() },
          null,
          2,
        ),
      }),
  };
}
