import { userTypes } from '../../../domain/accounts';
import { AppError } from '../../../domain/errors';

/** Payout details are for tour operators (spec 001 §6); others get 403. */
export function requireOperatorForPayouts(user: { type: number }): void {
  if (user.type !== userTypes.operator) {
    throw new AppError('forbidden', 'Only tour operators have payout details.', [
      { code: 'operators-only' },
    ]);
  }
}
