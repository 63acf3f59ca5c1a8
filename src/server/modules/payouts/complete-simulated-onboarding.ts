import { AppError } from '../../../domain/errors';
import { isConnectSimulator } from '../../../integrations/payouts/connect-simulator';
import type { AppDeps } from '../../app-deps';
import { payoutAccountRowOf, refreshPayoutAccount } from './refresh-payout-account';

/**
 * The Connect simulator's hosted onboarding: the operator provides what is due (complete) or leaves
 * (fail). Only the account's operator can answer its link; with Stripe this does not exist (404).
 */
export async function completeSimulatedOnboarding(
  deps: AppDeps,
  userId: string,
  linkId: string,
  outcome: 'complete' | 'fail',
) {
  const notFound = new AppError('not-found', 'No such onboarding link.');
  const { payouts } = deps;
  if (!isConnectSimulator(payouts)) throw notFound;
  const row = await payoutAccountRowOf(deps, userId);
  const accountId = await payouts.accountOfLink(linkId).catch(() => null);
  if (!row || accountId !== row.accountId) throw notFound;
  const { returnUrl } = await payouts.completeAccountLink(linkId, outcome);
  await refreshPayoutAccount(deps, userId, await payouts.retrieveAccount(row.accountId));
  return { returnUrl };
}
