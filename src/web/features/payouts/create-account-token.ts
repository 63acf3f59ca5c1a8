import type { PublicPaymentsConfig } from '../../../contracts/payments';
import { providerLegalEntity, type LegalEntityDetails } from '../../../domain/payout-legal-entity';
import { loadStripeJs } from '../payments/confirm-card-payment';

export type AccountTokenResult =
  | { status: 'none' }
  | { status: 'ready'; token: string }
  /** `rejected`: Stripe refused the details; `unavailable`: Stripe.js or Stripe could not be reached. */
  | { status: 'failed'; reason: 'rejected' | 'unavailable' };

/**
 * With Stripe, the payout details' legal entity and the terms' acceptance go from the browser to
 * Stripe and come back as an account token (required for platforms in some countries, e.g. France):
 * Stripe.js `createToken('account', …)`. The simulator takes the details as they are: no token.
 * A token is single use, so each save makes its own.
 */
export async function createAccountToken(
  payments: PublicPaymentsConfig,
  details: LegalEntityDetails,
): Promise<AccountTokenResult> {
  if (payments.provider !== 'stripe') return { status: 'none' };
  const stripe = payments.publishableKey
    ? await loadStripeJs(payments.publishableKey).catch(() => null)
    : null;
  if (!stripe) return { status: 'failed', reason: 'unavailable' };
  try {
    const result = await stripe.createToken('account', {
      ...providerLegalEntity(details),
      tos_shown_and_accepted: true,
    });
    if (result.error) {
      const isRejected =
        result.error.type === 'invalid_request_error' || result.error.type === 'validation_error';
      return { status: 'failed', reason: isRejected ? 'rejected' : 'unavailable' };
    }
    return { status: 'ready', token: result.token.id };
  } catch {
    return { status: 'failed', reason: 'unavailable' };
  }
}
