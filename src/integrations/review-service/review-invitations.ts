import type { MessageMeta, RecordMessage } from '../recorded-message';

/** An invitation to review a delivered booking (spec 000 §4; issue 48). */
export type ReviewInvitation = {
  reference: string;
  name: string;
  email: string;
  language: string;
  /** The traveller's booking page, where the review is written. */
  reviewUrl: string;
  /** When the service should write to the traveller: the tour has taken place. */
  sendAfter: Date;
  /** Our own email asking for the review (its template, subject and bodies), for the local default. */
  message: { template: string; subject: string; text: string; html: string };
  meta: MessageMeta;
};

/**
 * Invites a traveller to review a delivered booking. The local default emails them the review link
 * itself (`createEmailReviewInvitations`); a hosted review service (Trustpilot-style) would take the
 * invitation instead: until one is wired, `createRecordingReviewInvitations` records what it would
 * send (outbox channel `review-invitation`).
 */
export interface ReviewInvitations {
  readonly kind: 'email' | 'recorder';
  invite(invitation: ReviewInvitation): Promise<void>;
}

/** The local default: our own email to the traveller, through the given sender (the server's outbox). */
export function createEmailReviewInvitations(
  sendEmail: (invitation: ReviewInvitation) => Promise<void>,
): ReviewInvitations {
  return { kind: 'email', invite: sendEmail };
}

export function createRecordingReviewInvitations(record: RecordMessage): ReviewInvitations {
  return {
    kind: 'recorder',
    invite: ({ meta, message: _message, ...invitation }) =>
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
