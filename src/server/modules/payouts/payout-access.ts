import { userTypes } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';

/**
 * Payout details are for tour operators (spec 001 §6) and affiliates (their month-end payouts go to the
 * same kind of account, 001 §2 "payout setup"); others get 403.
 */
export function requirePayoutDetailsUser(user: { type: number }): void {
  if (user.type !== userTypes.operator && user.type !== userTypes.affiliate) {
    throw new AppError('forbidden', 'Only tour operators and affiliates have payout details.', [
      { code: 'operators-only' },
    ]);
  }
}

/** Booking earnings and their ledger are the operators' alone. */
export function requireOperatorForPayouts(user: { type: number }): void {
  if (user.type !== userTypes.operator) {
    throw new AppError('forbidden', 'Only tour operators have payout details.', [
      { code: 'operators-only' },
    ]);
  }
}
