import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import { payoutAccountRowOf, refreshPayoutAccount } from './refresh-payout-account';

/** A new bank account for the operator's payout account (the update payload of spec 001 §3). */
export async function updatePayoutBankAccount(deps: AppDeps, userId: string, bankToken: string) {
  const row = await payoutAccountRowOf(deps, userId);
  if (!row) throw new AppError('not-found', 'Save your payout details first.');
  const account = await deps.payouts.updateBankAccount(
    row.accountId,
    bankToken,
    `payout-bank:${row.accountId}:${bankToken}`,
  );
  await refreshPayoutAccount(deps, userId, account);
  return account;
}
