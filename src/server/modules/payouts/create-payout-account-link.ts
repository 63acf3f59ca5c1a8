import { matchRoute } from '../../../contracts/routes';
import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import { payoutAccountRowOf } from './refresh-payout-account';

const returnPages = new Set(['StripePayoutPage', 'EditListingPage']);

/**
 * Where the operator completes what the provider still needs (Stripe's hosted onboarding, collect
 * currently_due). They come back to `returnPath` + /success, or + /failure when the link expired
 * (spec 001 §2: /account/payments/{returnURLType} and the listing editor's onboarding route).
 */
export async function createPayoutAccountLink(deps: AppDeps, userId: string, returnPath: string) {
  if (!returnPages.has(matchRoute(returnPath)?.name ?? '')) {
    throw new AppError('validation-invalid-value', 'Unknown return page.', [
      { field: 'returnPath', code: 'invalid' },
    ]);
  }
  const row = await payoutAccountRowOf(deps, userId);
  if (!row) throw new AppError('not-found', 'Save your payout details first.');
  const base = `${deps.config.publicBaseUrl.replace(/\/$/, '')}${returnPath}`;
  return deps.payouts.createAccountLink({
    accountId: row.accountId,
    returnUrl: `${base}/success`,
    refreshUrl: `${base}/failure`,
    type: 'account_onboarding',
  });
}
