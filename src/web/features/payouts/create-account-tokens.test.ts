import type { Stripe } from '@stripe/stripe-js';
import { describe, expect, it } from 'vitest';
import type { LegalEntityDetails } from '../../../domain/payout-legal-entity';
import { createAccountTokens } from './create-account-tokens';

// The payout details become Stripe tokens in the browser, once Stripe.js has loaded (spec 001 §9).
const stripeConfig = { provider: 'stripe' as const, publishableKey: 'pk_test_tokens' };
const address = {
  line1: 'Rua da Alfândega 10',
  city: 'Funchal',
  postalCode: '9000-059',
  country: 'PT',
};
const person = (firstName: string) => ({
  firstName,
  lastName: 'Sousa',
  dob: { day: 1, month: 2, year: 1980 },
  address,
});
const company: LegalEntityDetails = {
  businessType: 'company',
  company: { name: 'Laurissilva Trails Lda', address },
  persons: [person('Ana'), person('Rui')],
};

/** Stripe.js with createToken answering each call from `answers`, in order; records what was asked. */
function stripeWith(answers: Array<{ token?: { id: string }; error?: { type: string } }>) {
  const asked: Array<[string, unknown]> = [];
  const stripe = {
    createToken: (kind: string, data: unknown) => {
      asked.push([kind, data]);
      return Promise.resolve(answers.shift() ?? { error: { type: 'api_error' } });
    },
  } as unknown as Stripe;
  return { stripe, asked };
}

describe('createAccountTokens', () => {
  it('makes no token with the card simulator', async () => {
    const result = await createAccountTokens(
      { provider: 'simulator', publishableKey: null },
      company,
    );
    expect(result).toEqual({ status: 'none' });
  });

  it('says Stripe.js must be loaded when it did not load, and sends nothing', async () => {
    const result = await createAccountTokens(stripeConfig, company, () =>
      Promise.reject(new Error('Failed to load Stripe.js')),
    );
    expect(result).toEqual({ status: 'failed', reason: 'not-loaded' });
  });

  it('makes the account token with the terms accepted, then a person token for each person in order', async () => {
    const { stripe, asked } = stripeWith([
      { token: { id: 'ct_account' } },
      { token: { id: 'cpt_ana' } },
      { token: { id: 'cpt_rui' } },
    ]);
    const result = await createAccountTokens(stripeConfig, company, () => Promise.resolve(stripe));
    expect(result).toEqual({
      status: 'ready',
      accountToken: 'ct_account',
      personTokens: ['cpt_ana', 'cpt_rui'],
    });
    expect(asked.map(([kind]) => kind)).toEqual(['account', 'person', 'person']);
    expect(asked[0]![1]).toMatchObject({ business_type: 'company', tos_shown_and_accepted: true });
    expect(asked[1]![1]).toMatchObject({ first_name: 'Ana' });
  });

  it('tells details Stripe refused from Stripe out of reach', async () => {
    const refused = stripeWith([{ error: { type: 'invalid_request_error' } }]);
    expect(
      await createAccountTokens(stripeConfig, company, () => Promise.resolve(refused.stripe)),
    ).toEqual({ status: 'failed', reason: 'rejected' });
    const down = stripeWith([
      { token: { id: 'ct_account' } },
      { error: { type: 'api_connection_error' } },
    ]);
    expect(
      await createAccountTokens(stripeConfig, company, () => Promise.resolve(down.stripe)),
    ).toEqual({ status: 'failed', reason: 'unavailable' });
  });
});
