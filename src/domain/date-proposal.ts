// A date change the operator proposes and the traveller accepts or declines (issue 45 item 5;
// docs/decisions/143). Pure rules: when a proposal lapses, which update transition moves the booking.
import type { BookingState, TransitionName } from './booking-process';

/** A proposal the traveller has not answered lapses after this long ... */
export const proposalAnswerHours = 48;

/** ... or at the earlier of the booking's current start and the proposed one, whichever comes first. */
export function proposalExpiryOf(input: {
  proposedAt: Date;
  currentStart: Date;
  proposedStart: Date;
}): Date {
  return new Date(
    Math.min(
      input.proposedAt.getTime() + proposalAnswerHours * 3_600_000,
      input.currentStart.getTime(),
      input.proposedStart.getTime(),
    ),
  );
}

/** The spec's update transition for a booking's state (spec 000 §4); null: the booking cannot move. */
export function updateTransitionOf(state: BookingState): TransitionName | null {
  if (state === 'preauthorized') return 'update-preauthorized-booking';
  if (state === 'accepted') return 'update-accepted-booking';
  return null;
}

/**
 * How the traveller cancels instead of taking the new date, always with everything back: an
 * accepted booking through the operator's `cancel` (a full refund whatever the policy), a request
 * through the traveller's own withdrawal (the card hold goes; nothing was charged).
 */
export function declineTransitionOf(state: BookingState): TransitionName | null {
  if (state === 'preauthorized') return 'decline-by-customer';
  if (state === 'accepted') return 'cancel';
  return null;
}

export type ProposalOutcome = 'accepted' | 'declined' | 'withdrawn' | 'lapsed';

/** Open: not answered, not withdrawn, and not past its expiry. */
export const isProposalOpen = (
  proposal: { outcome: string | null; expiresAt: Date },
  now: Date,
): boolean => proposal.outcome === null && now.getTime() < proposal.expiresAt.getTime();
