// Whether an account may be deleted now (GDPR's right to erasure; docs/decisions/074-account-deletion.md).
// Deletion waits while someone still counts on the account: a booking still to happen or a request
// still to answer (either side), or money still to reach the user. Everything else (cancelled,
// declined, completed bookings, enquiries) is kept for the other party's records and does not block.
import type { BookingState } from './booking-process';
import { minimumAffiliatePayout } from './affiliates';
import { AppError } from './errors';

/** One of the user's transactions: which side they are on, its state, and when the tour ends. */
export type DeletionBooking = {
  role: 'customer' | 'provider';
  state: BookingState;
  bookingEnd: Date | null;
};

export type AccountDeletionFacts = {
  now: Date;
  bookings: readonly DeletionBooking[];
  /**
   * An operator's money not yet on its way to their bank, in euro cents: captured shares not yet
   * transferred to their payout account, plus that account's balance not yet paid out.
   */
  operatorMoneyOwed: number;
  /** An affiliate's commission balance (cents) and payouts not yet paid; null for others. */
  affiliate: { balance: number; unpaidPayouts: number } | null;
};

export type DeletionBlocker =
  | { code: 'upcoming-booking'; role: 'customer' | 'provider'; count: number }
  | { code: 'pending-request'; role: 'customer' | 'provider'; count: number }
  | { code: 'payout-owed'; amount: number; currency: 'EUR' }
  | { code: 'affiliate-commission-owed'; amount: number; currency: 'EUR' };

/** States of a request waiting for the traveller's payment or the operator's answer. */
const pendingStates: ReadonlySet<BookingState> = new Set(['pending-payment', 'preauthorized']);

/** An accepted booking whose tour has not ended yet (an accepted one that has ended is history). */
const isUpcomingAccepted = (booking: DeletionBooking, now: Date) =>
  booking.state === 'accepted' &&
  (booking.bookingEnd === null || booking.bookingEnd.getTime() > now.getTime());

/** What stops the account from being deleted now, in a stable order; empty when nothing does. */
export function accountDeletionBlockers(facts: AccountDeletionFacts): DeletionBlocker[] {
  const blockers: DeletionBlocker[] = [];
  for (const role of ['customer', 'provider'] as const) {
    const mine = facts.bookings.filter((b) => b.role === role);
    const upcoming = mine.filter((b) => isUpcomingAccepted(b, facts.now)).length;
    const pending = mine.filter((b) => pendingStates.has(b.state)).length;
    if (upcoming > 0) blockers.push({ code: 'upcoming-booking', role, count: upcoming });
    if (pending > 0) blockers.push({ code: 'pending-request', role, count: pending });
  }
  if (facts.operatorMoneyOwed > 0) {
    blockers.push({ code: 'payout-owed', amount: facts.operatorMoneyOwed, currency: 'EUR' });
  }
  // A balance below the payout minimum is never paid out on its own: deleting forfeits it (the
  // dialog says so) rather than keeping the account forever. A balance the month-end run will pay,
  // or a payout not yet paid, waits.
  const affiliate = facts.affiliate;
  if (affiliate && (affiliate.unpaidPayouts > 0 || affiliate.balance >= minimumAffiliatePayout)) {
    blockers.push({
      code: 'affiliate-commission-owed',
      amount: Math.max(affiliate.balance, 0) + affiliate.unpaidPayouts,
      currency: 'EUR',
    });
  }
  return blockers;
}

/** Throws `account-deletion-blocked` (409) with the blockers as details, unless there are none. */
export function assertAccountDeletable(facts: AccountDeletionFacts): void {
  const blockers = accountDeletionBlockers(facts);
  if (blockers.length > 0) {
    throw new AppError(
      'account-deletion-blocked',
      'The account cannot be deleted yet: bookings or payments are still open',
      blockers,
    );
  }
}
