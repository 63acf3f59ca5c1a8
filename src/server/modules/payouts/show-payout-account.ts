import type { PayoutAccountView } from '../../../contracts/payouts';
import {
  accountStateOf,
  isAccountReady,
  type ConnectedAccount,
} from '../../../integrations/payouts/payouts';
import type { AppDeps } from '../../app-deps';
import { payoutAccountRowOf, refreshPayoutAccount } from './refresh-payout-account';

export function toPayoutAccountView(account: ConnectedAccount): PayoutAccountView {
  const { requirements, bankAccount } = account;
  return {
    state: accountStateOf(account),
    country: account.country,
    currency: account.currency,
    businessType: account.businessType,
    requirements: {
      currentlyDue: requirements.currentlyDue,
      pastDue: requirements.pastDue,
      ...(requirements.disabledReason ? { disabledReason: requirements.disabledReason } : {}),
      ...(requirements.currentDeadline
        ? { currentDeadline: requirements.currentDeadline.toISOString() }
        : {}),
    },
    ...(bankAccount
      ? {
          bankAccount: {
            country: bankAccount.country,
            currency: bankAccount.currency,
            last4: bankAccount.last4,
            ...(bankAccount.bankName ? { bankName: bankAccount.bankName } : {}),
          },
        }
      : {}),
    isPayoutReady: isAccountReady(account),
  };
}

/** The operator's payout account as the provider has it now (null before the details are saved). */
export async function showPayoutAccount(
  deps: AppDeps,
  userId: string,
): Promise<PayoutAccountView | null> {
  const row = await payoutAccountRowOf(deps, userId);
  if (!row) return null;
  const account = await deps.payouts.retrieveAccount(row.accountId);
  await refreshPayoutAccount(deps, userId, account);
  return toPayoutAccountView(account);
}
