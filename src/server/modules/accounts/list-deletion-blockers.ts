import { accountDeletionBlockers, type DeletionBlocker } from '../../../domain/account-deletion';
import type { AppDeps } from '../../app-deps';
import { deletionFactsOf, payoutBalanceOf } from './delete-account';

/**
 * What stops the user's account from being deleted now, read before the dialog asks for the password
 * (the deletion checks again in its transaction): open bookings either side, money still owed.
 */
export async function listDeletionBlockers(
  deps: AppDeps,
  userId: string,
): Promise<DeletionBlocker[]> {
  const operatorBalance = await payoutBalanceOf(deps, userId);
  return accountDeletionBlockers(
    await deletionFactsOf(deps.db, userId, deps.clock.now(), operatorBalance),
  );
}
