import { and, eq } from 'drizzle-orm';
import {
  accountStateOf,
  isAccountReady,
  type ConnectedAccount,
} from '../../../integrations/payouts/payouts';
import type { AppDeps } from '../../app-deps';
import { payoutAccounts, users } from '../../db/schema';

/**
 * Keeps our copy of the operator's account state and the operator's bookability (users.is_payout_ready,
 * read by the booking engine) in step with the provider: after saving, on every look, and on
 * account.updated webhooks.
 */
export async function refreshPayoutAccount(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
  account: ConnectedAccount,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(payoutAccounts)
      .set({
        state: accountStateOf(account),
        currency: account.currency,
        updatedAt: deps.clock.now(),
      })
      .where(eq(payoutAccounts.userId, userId));
    await tx
      .update(users)
      .set({ isPayoutReady: isAccountReady(account) })
      .where(eq(users.id, userId));
  });
}

/** The operator's payout account row, if they have one with the current provider. */
export async function payoutAccountRowOf(deps: Pick<AppDeps, 'db' | 'payouts'>, userId: string) {
  const [row] = await deps.db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, userId));
  return row && row.provider === deps.payouts.kind ? row : null;
}

/** After an account.updated webhook: the account as the provider has it now, for its operator. */
export async function refreshPayoutAccountById(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payouts'>,
  accountId: string,
): Promise<void> {
  const [row] = await deps.db
    .select({ userId: payoutAccounts.userId })
    .from(payoutAccounts)
    .where(
      and(eq(payoutAccounts.provider, deps.payouts.kind), eq(payoutAccounts.accountId, accountId)),
    );
  if (!row) return;
  await refreshPayoutAccount(deps, row.userId, await deps.payouts.retrieveAccount(accountId));
}
