// What an actor may do with a transaction now: the booking process's table (state, actor) with each
// transition's guard (time and refund policy). One function, read by the engine to refuse, by the
// transaction views to choose buttons and by reviews to pick the review transition.
import {
  bookingTransitions,
  isAcceptableAt,
  type Actor,
  type BookingState,
  type TransitionDef,
} from './booking-process';
import type { CancellationPolicy } from './listing';
import {
  customerCancelTransition,
  isBeforeResellerCutoff,
  isMovedByOperator,
} from './refund-policy';

export type GuardedTransaction = { state: BookingState; bookingStart: Date | null };
export type GuardContext = {
  now: Date;
  /** The transaction's transitions so far (who moved it), when guardReads asks for them. */
  history?: readonly { transition: string; by?: string }[];
  /** The listing's cancellation policy, when guardReads asks for it. */
  policy?: CancellationPolicy;
};

/** What the guard of `def` reads besides the clock, for `actor`: load only these. */
export function guardReads(
  def: TransitionDef,
  actor: Actor,
): { history: boolean; policy: boolean } {
  const isCutoff = def.guard === 'reseller-cutoff' && actor === 'reseller';
  const isPolicy = def.guard === 'refund-policy';
  return { history: isCutoff || isPolicy, policy: isPolicy };
}

const needed = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`This guard needs the ${what} (guardReads)`);
  return value;
};

/** Why a guard refuses the transition now, or null when it allows it (or has none). */
export function guardRefusal(
  def: TransitionDef,
  transaction: GuardedTransaction,
  actor: Actor,
  context: GuardContext,
): string | null {
  const { bookingStart } = transaction;
  const { now } = context;
  switch (def.guard) {
    case undefined:
      return null;
    case 'before-start':
      return isAcceptableAt(bookingStart, now)
        ? null
        : 'The booking has started: it can only be declined';
    case 'reseller-cutoff':
      // Only the reseller's own changes end at the cut-off; the operator's do not.
      if (actor !== 'reseller' || !bookingStart) return null;
      return isBeforeResellerCutoff({
        bookingStart,
        now,
        isMovedByOperator: isMovedByOperator(needed(context.history, 'history')),
      })
        ? null
        : 'The cancellation cut-off has passed';
    case 'refund-policy': {
      if (!bookingStart) return 'A booking without a start time has no cancellation policy';
      const allowed = customerCancelTransition({
        bookingStart,
        now,
        policy: needed(context.policy, 'policy'),
        isMovedByOperator: isMovedByOperator(needed(context.history, 'history')),
      });
      return allowed === def.name
        ? null
        : `Cancelling now is ${allowed}: ${allowed === 'cancel-by-customer' ? 'a full refund' : 'no refund'}`;
    }
  }
}

/** The transitions `actor` may fire on the transaction now, in the table's order. */
export function allowedTransitions(
  transaction: GuardedTransaction,
  actor: Actor,
  context: GuardContext,
): TransitionDef[] {
  return bookingTransitions.filter(
    (def) =>
      def.from === transaction.state &&
      def.actors.includes(actor) &&
      guardRefusal(def, transaction, actor, context) === null,
  );
}
