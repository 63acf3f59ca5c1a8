import { createHash } from 'node:crypto';
import type { PayoutDetailsBody } from '../../../contracts/payouts';
import { AppError } from '../../../domain/errors';
import { payoutDetailsProblems } from '../../../domain/payout-details';
import { accountStateOf } from '../../../integrations/payouts/payouts';
import type { AppDeps } from '../../app-deps';
import { payoutAccounts } from '../../db/schema';
import { supportedCountry } from './create-bank-token';
import { queueAffiliatePayouts } from '../affiliates/pay-affiliate-payout';
import { queueOperatorPayouts } from './pay-operator';
import { payoutAccountRowOf, refreshPayoutAccount } from './refresh-payout-account';

/**
 * Creates the operator's payout account from the payout details (spec 001 §3): every check first, then
 * the provider; the account's state and the operator's bookability are stored. One account per
 * operator: later changes of bank account go through updateBankAccount.
 */
export async function savePayoutDetails(
  deps: Pick<AppDeps, 'db' | 'clock' | 'payouts'>,
  user: { id: string },
  /** The route gives an operator without a website their public profile page. */
  body: PayoutDetailsBody & { businessUrl: string },
  ip: string,
) {
  const country = supportedCountry(body.country);
  const problems = payoutDetailsProblems(body, deps.clock.now());
  if (problems.length > 0) {
    throw new AppError('validation-invalid-value', 'Check the payout details.', problems);
  }
  if (await payoutAccountRowOf(deps, user.id)) {
    throw new AppError('validation-invalid-value', 'The payout details are already saved.', [
      { code: 'payout-account-exists' },
    ]);
  }
  // The same details retried give the same account; changed details make a new request.
  const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 32);
  const account = await deps.payouts.createAccount(
    {
      ...body,
      // An individual's account carries no company.
      ...(body.businessType === 'individual' ? { company: undefined } : {}),
      country: country.code,
      tosAcceptance: { date: deps.clock.now(), ip },
    },
    `payout-account:${user.id}:${fingerprint}`,
  );
  const now = deps.clock.now();
  const row = {
    provider: deps.payouts.kind,
    accountId: account.id,
    country: account.country,
    currency: account.currency,
    businessType: account.businessType,
    state: accountStateOf(account),
    updatedAt: now,
  };
  // An account with another provider (Stripe configured later) is replaced.
  await deps.db
    .insert(payoutAccounts)
    .values({ userId: user.id, createdAt: now, ...row })
    .onConflictDoUpdate({ target: payoutAccounts.userId, set: row });
  await refreshPayoutAccount(deps, user.id, account);
  await queueOperatorPayouts(deps, user.id);
  // An affiliate's month-end payouts that waited for these details.
  await queueAffiliatePayouts(deps, `details:${account.id}`, user.id);
  return account;
}
