// A listing's minimum group size (issue 46 item 6; docs/decisions/157-minimum-group-size.md): at the
// decision time before a departure, one under its minimum that the operator did not confirm is
// cancelled with full refunds. Pure: the bookings, the decision and `now` are arguments.
import { seatHoldingStates, type BookingState } from './booking-process';

/** How long before the start the departure is decided: 1 hour to 7 days, 48 hours by default. */
export const minimumDecisionHours = { min: 1, max: 168, default: 48 } as const;
/** A minimum of 2 to 100 persons (1 is no minimum). */
export const minimumGroupSizeBounds = { min: 2, max: 100 } as const;

export type MinimumGroup = { size: number; decisionHours: number };

/** The listing's minimum, from its public data; null when it has none. */
export function minimumGroupOf(data: {
  minimumGroupSize?: number | null;
  minimumDecisionHours?: number | null;
}): MinimumGroup | null {
  if (!data.minimumGroupSize || data.minimumGroupSize < minimumGroupSizeBounds.min) return null;
  return {
    size: data.minimumGroupSize,
    decisionHours: data.minimumDecisionHours ?? minimumDecisionHours.default,
  };
}

/** When a departure starting at `start` is decided. */
export const decisionTimeOf = (start: Date, minimum: MinimumGroup): Date =>
  new Date(start.getTime() - minimum.decisionHours * 3_600_000);

/** What was decided for a departure: confirmed by the operator beforehand, or at the decision time. */
export type DepartureOutcome = 'confirmed' | 'goes-ahead' | 'cancelled';

/** The persons counted: every seat of a booking that holds seats (accepted and pending alike). */
export const countedSeats = (bookings: readonly { state: BookingState; seats: number }[]): number =>
  bookings.filter((b) => seatHoldingStates.has(b.state)).reduce((sum, b) => sum + b.seats, 0);

/**
 * The decision at the decision time: a departure goes ahead when the operator confirmed it or its
 * bookings count at least the minimum; otherwise it is cancelled.
 */
export function decideDeparture(input: {
  minimum: MinimumGroup;
  bookings: readonly { state: BookingState; seats: number }[];
  isConfirmed: boolean;
}): 'goes-ahead' | 'cancelled' {
  if (input.isConfirmed) return 'goes-ahead';
  return countedSeats(input.bookings) >= input.minimum.size ? 'goes-ahead' : 'cancelled';
}

/** The operator confirms a departure only before its decision time, and not once cancelled. */
export const canConfirmDeparture = (input: {
  start: Date;
  minimum: MinimumGroup;
  outcome: DepartureOutcome | null;
  now: Date;
}): boolean =>
  input.outcome === null &&
  input.now.getTime() < decisionTimeOf(input.start, input.minimum).getTime();

export type LateBookingRefusal = 'departure-cancelled' | 'below-minimum';

/**
 * A booking of a departure of a listing with a minimum: refused once the departure is cancelled; after
 * the decision time, a departure nobody decided (it had no bookings then) takes only a party that
 * reaches the minimum on its own, so nobody books a departure that would be cancelled at once.
 */
export function lateBookingRefusal(input: {
  start: Date;
  minimum: MinimumGroup;
  outcome: DepartureOutcome | null;
  seats: number;
  now: Date;
}): LateBookingRefusal | null {
  if (input.outcome === 'cancelled') return 'departure-cancelled';
  if (input.outcome !== null) return null;
  if (input.now.getTime() < decisionTimeOf(input.start, input.minimum).getTime()) return null;
  return input.seats >= input.minimum.size ? null : 'below-minimum';
}
