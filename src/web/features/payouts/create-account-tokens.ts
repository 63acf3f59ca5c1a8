import type { Stripe } from '@stripe/stripe-js';
import type { PublicPaymentsConfig } from '../../../contracts/payments';
import {
  providerCompanyPerson,
  providerLegalEntity,
  type LegalEntityDetails,
} from '../../../domain/payout-legal-entity';
import { waitForStripeJs } from '../payments/wait-for-stripe';

type Failure = { status: 'failed'; reason: 'rejected' | 'unavailable' | 'not-loaded' };

export type AccountTokensResult =
  | { status: 'none' }
  | { status: 'ready'; accountToken: string; personTokens?: string[] }
  /**
   * `rejected`: Stripe refused the details; `unavailable`: Stripe could not be reached; `not-loaded`:
   * Stripe.js did not load (spec 001 §9: "Stripe must be loaded for submitting PayoutPreferences").
   */
  | Failure;

async function tokenOf(
  make: () => ReturnType<Stripe['createToken']>,
): Promise<{ id: string } | Failure> {
  try {
    const result = await make();
    if (!result.error) return { id: result.token.id };
    const isRejected =
      result.error.type === 'invalid_request_error' || result.error.type === 'validation_error';
    return { status: 'failed', reason: isRejected ? 'rejected' : 'unavailable' };
  } catch {
    return { status: 'failed', reason: 'unavailable' };
  }
}

/**
 * With Stripe, the payout details go from the browser to Stripe and come back as tokens (required of
 * platforms in some countries, e.g. France): Stripe.js makes the account token (the legal entity and
 * the terms' acceptance) and, for a company, a person token for each of its people, in their order.
 * The simulator takes the details as they are: no tokens. Tokens are single use: each save makes its own.
 * Stripe.js is waited for as on the checkout (polled every 100 ms, spec 001 §7).
 */
export async function createAccountTokens(
  payments: PublicPaymentsConfig,
  details: LegalEntityDetails,
  waitForStripe: (publishableKey: string) => Promise<Stripe> = waitForStripeJs,
): Promise<AccountTokensResult> {
  if (payments.provider !== 'stripe') return { status: 'none' };
  const stripe = payments.publishableKey
    ? await waitForStripe(payments.publishableKey).catch(() => null)
    : null;
  if (!stripe) return { status: 'failed', reason: 'not-loaded' };
  const account = await tokenOf(() =>
    stripe.createToken('account', {
      ...providerLegalEntity(details),
      tos_shown_and_accepted: true,
    }),
  );
  if ('status' in account) return account;
  if (details.businessType !== 'company') return { status: 'ready', accountToken: account.id };
  const personTokens: string[] = [];
  for (const person of details.persons) {
    const token = await tokenOf(() => stripe.createToken('person', providerCompanyPerson(person)));
    if ('status' in token) return token;
    personTokens.push(token.id);
  }
  return { status: 'ready', accountToken: account.id, personTokens };
}
