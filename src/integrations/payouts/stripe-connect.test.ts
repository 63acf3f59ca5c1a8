import { describe, expect, it } from 'vitest';
import { useFakeStripeApi } from '../payments/fake-stripe-api';
import { createStripeConnect } from './stripe-connect';

// The Connect adapter against a fake Stripe API: what it sends, and how it reads Stripe's answers.
const fake = useFakeStripeApi();
const connect = () => createStripeConnect({ secretKey: 'sk_test_fake', api: fake.api() });

const accountJson = (over: Record<string, unknown> = {}) => ({
  id: 'acct_1',
  object: 'account',
  country: 'PT',
  default_currency: 'eur',
  business_type: 'individual',
  charges_enabled: true,
  payouts_enabled: false,
  details_submitted: true,
  requirements: {
    currently_due: ['individual.verification.document'],
    past_due: [],
    disabled_reason: null,
    current_deadline: 1_780_000_000,
  },
  external_accounts: {
    object: 'list',
    data: [
      {
        id: 'ba_1',
        object: 'bank_account',
        country: 'PT',
        currency: 'eur',
        last4: '0154',
        bank_name: 'CGD',
      },
    ],
  },
  ...over,
});

const details = {
  country: 'PT',
  businessType: 'individual' as const,
  email: 'ana@levada-trails.pt',
  phone: '+351912345678',
  businessUrl: 'https://levada-trails.pt',
  persons: [
    {
      firstName: 'Ana',
      lastName: 'Sousa',
      dob: { day: 14, month: 3, year: 1985 },
      address: { line1: 'Rua do Aljube 1', city: 'Funchal', postalCode: '9000-067', country: 'PT' },
    },
  ],
  bankToken: 'btok_1',
  tosAcceptance: { date: new Date('2026-06-01T09:00:00Z'), ip: '203.0.113.7' },
};

describe('Stripe Connect adapter', () => {
  it('creates a custom account with card_payments and transfers, MCC 5734, the bank token and the terms, then sets the schedule', async () => {
    fake.answers['POST /v1/accounts'] = { json: accountJson() };
    fake.answers['POST /v1/accounts/acct_1'] = { json: accountJson() };
    fake.answers['GET /v1/accounts/acct_1'] = { json: accountJson() };
    const account = await connect().createAccount(details, 'payout-account:u1:abc');
    const [create, schedule] = fake.recorded.filter((r) => r.method === 'POST');
    expect(create!.path).toBe('/v1/accounts');
    expect(create!.idempotencyKey).toBe('payout-account:u1:abc');
    expect(Object.fromEntries(create!.body)).toMatchObject({
      type: 'custom',
      country: 'PT',
      business_type: 'individual',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
      'business_profile[mcc]': '5734',
      'business_profile[url]': 'https://levada-trails.pt',
      external_account: 'btok_1',
      'tos_acceptance[date]': String(Math.floor(details.tosAcceptance.date.getTime() / 1000)),
      'tos_acceptance[ip]': '203.0.113.7',
      'individual[first_name]': 'Ana',
      'individual[dob][year]': '1985',
      'individual[address][postal_code]': '9000-067',
    });
    expect(schedule!.path).toBe('/v1/accounts/acct_1');
    expect(Object.fromEntries(schedule!.body)).toEqual({
      'settings[payouts][schedule][interval]': 'daily',
      'settings[payouts][schedule][delay_days]': '7',
    });
    expect(account).toEqual({
      id: 'acct_1',
      country: 'PT',
      currency: 'eur',
      businessType: 'individual',
      chargesEnabled: true,
      payoutsEnabled: false,
      detailsSubmitted: true,
      requirements: {
        currentlyDue: ['individual.verification.document'],
        pastDue: [],
        currentDeadline: new Date(1_780_000_000 * 1000),
      },
      bankAccount: { id: 'ba_1', country: 'PT', currency: 'eur', last4: '0154', bankName: 'CGD' },
    });
  });

  it('sends the account token instead of the details when the browser made one', async () => {
    fake.answers['POST /v1/accounts'] = { json: accountJson() };
    fake.answers['POST /v1/accounts/acct_1'] = { json: accountJson() };
    fake.answers['GET /v1/accounts/acct_1'] = { json: accountJson() };
    await connect().createAccount({ ...details, accountToken: 'ct_1' }, 'k');
    const body = Object.fromEntries(fake.recorded[0]!.body);
    expect(body).toMatchObject({
      account_token: 'ct_1',
      email: 'ana@levada-trails.pt',
      external_account: 'btok_1',
      'business_profile[url]': 'https://levada-trails.pt',
    });
    // The legal entity and the terms travel in the token only.
    for (const field of ['business_type', 'individual[first_name]', 'tos_acceptance[ip]'])
      expect(body[field]).toBeUndefined();
  });

  it("adds a company's people as persons: from their person tokens when the browser made them, else from the details", async () => {
    const companyDetails = {
      ...details,
      businessType: 'company' as const,
      company: {
        name: 'Levada Trilhos Lda',
        taxId: 'PT514123456',
        address: details.persons[0]!.address,
      },
      persons: [
        { ...details.persons[0]!, relationship: { isRepresentative: true, title: 'Gerente' } },
        { ...details.persons[0]!, firstName: 'Rui', relationship: { isDirector: true } },
      ],
    };
    fake.answers['POST /v1/accounts'] = { json: accountJson({ business_type: 'company' }) };
    fake.answers['POST /v1/accounts/acct_1'] = { json: accountJson() };
    fake.answers['GET /v1/accounts/acct_1'] = { json: accountJson() };
    fake.answers['POST /v1/accounts/acct_1/persons'] = {
      json: { id: 'person_1', object: 'person' },
    };
    const persons = () =>
      fake.recorded
        .filter((r) => r.path === '/v1/accounts/acct_1/persons')
        .map((r) => ({ key: r.idempotencyKey, body: Object.fromEntries(r.body) }));

    await connect().createAccount(companyDetails, 'k1');
    expect(Object.fromEntries(fake.recorded[0]!.body)).toMatchObject({
      business_type: 'company',
      'company[name]': 'Levada Trilhos Lda',
      'company[tax_id]': 'PT514123456',
    });
    expect(persons()).toEqual([
      {
        key: 'k1:person:0',
        body: expect.objectContaining({
          first_name: 'Ana',
          'relationship[representative]': 'true',
          'relationship[title]': 'Gerente',
        }) as unknown,
      },
      {
        key: 'k1:person:1',
        body: expect.objectContaining({
          first_name: 'Rui',
          'relationship[director]': 'true',
        }) as unknown,
      },
    ]);

    fake.recorded.length = 0;
    await connect().createAccount(
      { ...companyDetails, accountToken: 'ct_1', personTokens: ['cpt_ana', 'cpt_rui'] },
      'k2',
    );
    expect(persons()).toEqual([
      { key: 'k2:person:0', body: { person_token: 'cpt_ana' } },
      { key: 'k2:person:1', body: { person_token: 'cpt_rui' } },
    ]);
  });

  it('asks for an account link collecting what is currently due', async () => {
    fake.answers['POST /v1/account_links'] = {
      json: { object: 'account_link', url: 'https://connect.stripe.com/setup/x' },
    };
    const link = await connect().createAccountLink({
      accountId: 'acct_1',
      refreshUrl: 'https://levada.pt/account/payments/failure',
      returnUrl: 'https://levada.pt/account/payments/success',
      type: 'account_onboarding',
    });
    expect(link).toEqual({ url: 'https://connect.stripe.com/setup/x' });
    expect(Object.fromEntries(fake.recorded[0]!.body)).toEqual({
      account: 'acct_1',
      refresh_url: 'https://levada.pt/account/payments/failure',
      return_url: 'https://levada.pt/account/payments/success',
      type: 'account_onboarding',
      collect: 'currently_due',
    });
  });

  it('transfers and reverses with idempotency keys, and reads balances and payouts on the connected account', async () => {
    const transfer = {
      id: 'tr_1',
      object: 'transfer',
      amount: 12_250,
      amount_reversed: 0,
      currency: 'eur',
      destination: 'acct_1',
      created: 1_780_000_000,
    };
    fake.answers['POST /v1/transfers'] = { json: transfer };
    fake.answers['POST /v1/transfers/tr_1/reversals'] = {
      json: { id: 'trr_1', object: 'transfer_reversal', amount: 12_250 },
    };
    fake.answers['GET /v1/transfers/tr_1'] = { json: { ...transfer, amount_reversed: 12_250 } };
    fake.answers['GET /v1/balance'] = {
      json: {
        object: 'balance',
        available: [{ amount: 100, currency: 'eur' }],
        pending: [{ amount: 12_250, currency: 'eur' }],
      },
    };
    fake.answers['GET /v1/payouts'] = {
      json: {
        object: 'list',
        data: [
          {
            id: 'po_1',
            object: 'payout',
            amount: 100,
            currency: 'eur',
            status: 'in_transit',
            arrival_date: 1_780_100_000,
            created: 1_780_000_000,
          },
        ],
      },
    };
    const c = connect();
    expect(
      await c.createTransfer({
        accountId: 'acct_1',
        amount: 12_250,
        currency: 'EUR',
        transferGroup: 'booking-t1',
        metadata: { transactionId: 't1' },
        idempotencyKey: 'operator-payout:t1:transfer:0',
      }),
    ).toMatchObject({ id: 'tr_1', accountId: 'acct_1', amount: 12_250, amountReversed: 0 });
    expect(Object.fromEntries(fake.recorded[0]!.body)).toEqual({
      amount: '12250',
      currency: 'eur',
      destination: 'acct_1',
      transfer_group: 'booking-t1',
      'metadata[transactionId]': 't1',
    });
    expect(fake.recorded[0]!.idempotencyKey).toBe('operator-payout:t1:transfer:0');
    expect((await c.reverseTransfer('tr_1', 12_250, 'rev-key')).amountReversed).toBe(12_250);
    expect(fake.recorded[1]!.idempotencyKey).toBe('rev-key');
    expect(await c.retrieveBalance('acct_1')).toEqual({
      available: [{ amount: 100, currency: 'eur' }],
      pending: [{ amount: 12_250, currency: 'eur' }],
    });
    expect((await c.listPayouts('acct_1', 5))[0]).toMatchObject({
      id: 'po_1',
      status: 'in_transit',
      arrivalDate: new Date(1_780_100_000 * 1000),
    });
    expect(
      fake.recorded
        .filter((r) => r.method === 'GET' && r.path !== '/v1/transfers/tr_1')
        .map((r) => r.stripeAccount),
    ).toEqual(['acct_1', 'acct_1']);
  });

  it('turns a bank detail Stripe refuses into the operator’s validation error', async () => {
    fake.answers['POST /v1/tokens'] = {
      status: 400,
      json: {
        error: {
          type: 'invalid_request_error',
          code: 'routing_number_invalid',
          param: 'bank_account[routing_number]',
          message: 'Routing number must have 9 digits',
        },
      },
    };
    await expect(
      connect().createBankToken({
        country: 'US',
        currency: 'usd',
        routing_number: '1',
        account_number: '000123456789',
      }),
    ).rejects.toMatchObject({
      code: 'validation-invalid-value',
      details: [{ code: 'routing_number_invalid', param: 'bank_account[routing_number]' }],
    });
  });
});
