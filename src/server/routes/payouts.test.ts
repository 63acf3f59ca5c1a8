import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayoutDetailsBody } from '../../contracts/payouts';
import type { Payouts } from '../../integrations/payouts/payouts';
import type { BookingState } from '../../domain/booking-process';
import { affiliatePayouts, operatorTransfers, payoutAccounts, users } from '../db/schema';
import { jobHandlers } from '../jobs/job-handlers';
import { scheduleAffiliateMonth } from '../jobs/affiliate-month';
import { runDueJobs } from '../jobs/job-runner';
import { accrueAffiliateCommission } from '../modules/affiliates/accrue-affiliate-commission';
import { attributeBooking } from '../modules/affiliates/attribute-booking';
import {
  payAffiliatePayout,
  queueAffiliatePayouts,
} from '../modules/affiliates/pay-affiliate-payout';
import { ledgerReport } from '../modules/payouts/ledger-report';
import { payOperator } from '../modules/payouts/pay-operator';
import { buildAffiliate, buildOperator, buildReferralMark, buildUser } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import { postWebhook, signWebhook } from '../test/webhooks';
import {
  bookingParams,
  buildBookableListing,
  buildPayoutReadyOperator,
  buildTransaction,
} from '../test/transaction-factories';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. The test clock starts at 2026-06-01T09:00Z.
const webhookSecret = 'whsec_payouts_test';
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ stripeWebhookSecret: webhookSecret });
});
afterAll(() => t.close());

const day = 24 * 60 * 60 * 1000;
// The notify issue handles transaction-transitioned; here those jobs just finish.
const handlers = { 'transaction-transitioned': async () => {}, ...jobHandlers };
const runJobs = () => runDueJobs(t.app.deps, { handlers, log: () => {} });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, userId: string | null, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: userId ? await signedInHeaders(t, userId) : browserHeaders(),
    payload: payload as Record<string, unknown> | undefined,
  });

const address = (line1 = 'Rua do Aljube 1', country = 'PT') => ({
  line1,
  city: 'Funchal',
  postalCode: country === 'US' ? '02110' : '9000-067',
  country,
});

const ptBank = { iban: 'PT50 0002 0123 1234 5678 9015 4' };
const usBank = { routingNumber: '110000000', accountNumber: '000123456789' };

async function bankToken(userId: string, country: string, currency: string, fields: object) {
  const res = await call('POST', '/api/payouts/bank-tokens', userId, { country, currency, fields });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

function details(
  country: string,
  token: string,
  change: Partial<PayoutDetailsBody> & { line1?: string; idNumber?: string } = {},
): PayoutDetailsBody {
  const { line1, idNumber, ...rest } = change;
  return {
    country,
    businessType: 'individual',
    email: 'ana@levada-trails.pt',
    phone: '+351 912 345 678',
    businessUrl: 'https://levada-trails.pt',
    persons: [
      {
        firstName: 'Ana',
        lastName: 'Sousa',
        dob: { day: 14, month: 3, year: 1985 },
        address: address(line1, country),
        ...(idNumber ? { idNumber } : {}),
      },
    ],
    bankToken: token,
    isTosAccepted: true,
    ...rest,
  };
}

/** An operator (not yet bookable) who saves payout details through the API. */
async function operatorWithPayouts(line1 = 'Rua do Aljube 1') {
  const operator = await buildOperator(t.database.db, { isPayoutReady: false });
  const token = await bankToken(operator.id, 'PT', 'EUR', ptBank);
  const res = await call(
    'POST',
    '/api/payouts/account',
    operator.id,
    details('PT', token, { line1 }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { operator, account: res.json().data };
}

const isPayoutReady = async (userId: string) =>
  (
    await t.database.db.select({ is: users.isPayoutReady }).from(users).where(eq(users.id, userId))
  )[0]!.is;

describe('payout details: bank tokens', () => {
  let operatorId: string;
  beforeAll(async () => {
    operatorId = (await buildOperator(t.database.db, { isPayoutReady: false })).id;
  });

  it('makes a token for a valid IBAN and shows only the last 4 digits', async () => {
    const res = await call('POST', '/api/payouts/bank-tokens', operatorId, {
      country: 'PT',
      currency: 'EUR',
      fields: ptBank,
    });
    expect(res.json().data).toEqual({
      token: expect.stringMatching(/^btok_/),
      bankAccount: { country: 'PT', currency: 'eur', last4: '0154' },
    });
  });

  it.each([
    [
      'an IBAN with a wrong check digit',
      'PT',
      'EUR',
      { iban: 'PT50000201231234567890155' },
      [{ field: 'iban', code: 'checksum' }],
    ],
    [
      'an IBAN of another country',
      'PT',
      'EUR',
      { iban: 'DE89370400440532013000' },
      [{ field: 'iban', code: 'wrongCountry' }],
    ],
    [
      'a wrong US routing number',
      'US',
      'USD',
      { ...usBank, routingNumber: '110000001' },
      [{ field: 'routingNumber', code: 'checksum' }],
    ],
    [
      'missing US fields',
      'US',
      'USD',
      {},
      [
        { field: 'routingNumber', code: 'required' },
        { field: 'accountNumber', code: 'required' },
      ],
    ],
    [
      'an unsupported country',
      'BR',
      'BRL',
      { accountNumber: '123456' },
      [{ code: 'unsupported-country', country: 'BR' }],
    ],
    [
      'a currency the country does not pay out in',
      'PT',
      'USD',
      ptBank,
      [{ code: 'currency-mismatch', field: 'currency', currency: 'EUR' }],
    ],
  ])('refuses %s with a coded error', async (_name, country, currency, fields, problems) => {
    const res = await call('POST', '/api/payouts/bank-tokens', operatorId, {
      country,
      currency,
      fields,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation-invalid-value', details: problems });
  });
});

describe('payout details: the account through every requirement state', () => {
  it('Portugal (IBAN): verified at once, the operator becomes bookable', async () => {
    const { operator, account } = await operatorWithPayouts();
    expect(account).toMatchObject({
      state: 'verified',
      country: 'PT',
      currency: 'eur',
      businessType: 'individual',
      requirements: { currentlyDue: [], pastDue: [] },
      bankAccount: { country: 'PT', last4: '0154' },
      isPayoutReady: true,
    });
    expect(await isPayoutReady(operator.id)).toBe(true);
    expect((await call('GET', '/api/payouts/account', operator.id)).json().data).toEqual(account);
  });

  it('says in the auth info that the operator has a payout account', async () => {
    const operator = await buildOperator(t.database.db, { isPayoutReady: false });
    const info = async () => (await call('GET', '/api/auth/info', operator.id)).json().data.user;
    expect(await info()).toMatchObject({ isStripeConnected: false, hasOrders: false });
    const token = await bankToken(operator.id, 'PT', 'EUR', ptBank);
    await call('POST', '/api/payouts/account', operator.id, details('PT', token));
    expect((await info()).isStripeConnected).toBe(true);
  });

  it('a company (Portugal): the representative first, the tax id checked, then verified', async () => {
    const operator = await buildOperator(t.database.db, { isPayoutReady: false });
    const token = await bankToken(operator.id, 'PT', 'EUR', ptBank);
    const body = details('PT', token);
    const company = {
      ...body,
      businessType: 'company' as const,
      company: { name: 'Levada Trilhos Lda', taxId: 'PT 514 123 456', address: address() },
      persons: [
        {
          ...body.persons[0]!,
          relationship: {
            isRepresentative: true,
            title: 'Gerente',
            isOwner: true,
            percentOwnership: 100,
          },
        },
      ],
    };
    for (const [payload, problems] of [
      [
        { ...company, company: { ...company.company, taxId: '12' } },
        [{ field: 'company.taxId', code: 'invalid' }],
      ],
      [
        {
          ...company,
          persons: [
            { ...company.persons[0]!, relationship: { isOwner: true, percentOwnership: 100 } },
          ],
        },
        [{ field: 'persons.0.relationship', code: 'representativeFirst' }],
      ],
      [{ ...company, company: undefined }, [{ field: 'company', code: 'required' }]],
      // A postal code that is not the country's shape (issue 49): its own code, on its own field.
      [
        {
          ...company,
          company: { ...company.company, address: { ...address(), postalCode: '90000' } },
        },
        [{ field: 'company.address.postalCode', code: 'invalidPostalCode' }],
      ],
    ] as const) {
      const res = await call('POST', '/api/payouts/account', operator.id, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details).toEqual(problems);
    }
    expect((await call('GET', '/api/payouts/account', operator.id)).json()).toEqual({ data: null });
    const res = await call('POST', '/api/payouts/account', operator.id, company);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      state: 'verified',
      businessType: 'company',
      isPayoutReady: true,
    });
    expect(await isPayoutReady(operator.id)).toBe(true);
  });

  it('a company whose representative is not verified needs the representative’s document', async () => {
    const operator = await buildOperator(t.database.db, { isPayoutReady: false });
    const token = await bankToken(operator.id, 'US', 'USD', usBank);
    const body = details('US', token, { idNumber: '123-45-6789', line1: 'address_no_match' });
    const res = await call('POST', '/api/payouts/account', operator.id, {
      ...body,
      businessType: 'company',
      company: {
        name: 'Levada Tours LLC',
        taxId: '12-3456789',
        address: address('1 Main St', 'US'),
      },
      persons: [{ ...body.persons[0]!, relationship: { isRepresentative: true, title: 'CEO' } }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      state: 'needs-information',
      businessType: 'company',
      requirements: { currentlyDue: ['representative.verification.document'] },
    });
  });

  it('United States (routing + account, SSN checked)', async () => {
    const operator = await buildOperator(t.database.db, { isPayoutReady: false });
    const token = await bankToken(operator.id, 'US', 'USD', usBank);
    const badSsn = await call(
      'POST',
      '/api/payouts/account',
      operator.id,
      details('US', token, { idNumber: '000123456' }),
    );
    expect(badSsn.statusCode).toBe(400);
    expect(badSsn.json().error.details).toEqual([{ field: 'persons.0.idNumber', code: 'invalid' }]);
    const res = await call(
      'POST',
      '/api/payouts/account',
      operator.id,
      details('US', token, { idNumber: '123-45-6789' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      state: 'verified',
      currency: 'usd',
      bankAccount: { last4: '6789' },
    });
  });

  it('refuses a birth date under 18 or not a real date, and keeps nothing', async () => {
    const operator = await buildOperator(t.database.db, { isPayoutReady: false });
    const token = await bankToken(operator.id, 'PT', 'EUR', ptBank);
    const body = details('PT', token);
    const young = {
      ...body,
      persons: [{ ...body.persons[0]!, dob: { day: 2, month: 6, year: 2008 } }],
    };
    const unreal = {
      ...body,
      persons: [{ ...body.persons[0]!, dob: { day: 31, month: 2, year: 1980 } }],
    };
    for (const [payload, code] of [
      [young, 'tooYoung'],
      [unreal, 'invalid'],
    ] as const) {
      const res = await call('POST', '/api/payouts/account', operator.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([{ field: 'persons.0.dob', code }]);
    }
    // A Portuguese postal code is 0000-000 (issue 49): refused with its code, nothing kept.
    const badPostalCode = await call('POST', '/api/payouts/account', operator.id, {
      ...body,
      persons: [{ ...body.persons[0]!, address: { ...address(), postalCode: '9000' } }],
    });
    expect(badPostalCode.statusCode).toBe(400);
    expect(badPostalCode.json().error).toMatchObject({
      code: 'validation-invalid-value',
      details: [{ field: 'persons.0.address.postalCode', code: 'invalidPostalCode' }],
    });
    expect((await call('GET', '/api/payouts/account', operator.id)).json()).toEqual({ data: null });
    expect(await isPayoutReady(operator.id)).toBe(false);
  });

  it('needs more information until the operator completes the onboarding link', async () => {
    const { operator, account } = await operatorWithPayouts('address_no_match');
    expect(account).toMatchObject({
      state: 'needs-information',
      requirements: { currentlyDue: ['individual.verification.document'], pastDue: [] },
      isPayoutReady: false,
    });
    expect(await isPayoutReady(operator.id)).toBe(false);

    const link = await call('POST', '/api/payouts/account-links', operator.id, {
      returnPath: '/account/payments',
    });
    expect(link.statusCode, link.body).toBe(200);
    const linkId = new URL(link.json().data.url, 'http://x').searchParams.get('link')!;
    const done = await call('POST', `/api/payouts/simulator/account-links/${linkId}`, operator.id, {
      outcome: 'complete',
    });
    expect(done.json().data.returnUrl).toMatch(/\/account\/payments\/success$/);
    expect((await call('GET', '/api/payouts/account', operator.id)).json().data).toMatchObject({
      state: 'verified',
      isPayoutReady: true,
    });
    expect(await isPayoutReady(operator.id)).toBe(true);
    // A link answers once.
    expect(
      (
        await call('POST', `/api/payouts/simulator/account-links/${linkId}`, operator.id, {
          outcome: 'complete',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('becomes restricted when what is due is past its deadline, and works again once provided', async () => {
    const { operator } = await operatorWithPayouts('address_no_match');
    t.clock.advance(8 * day);
    try {
      expect((await call('GET', '/api/payouts/account', operator.id)).json().data).toMatchObject({
        state: 'restricted',
        requirements: {
          pastDue: ['individual.verification.document'],
          disabledReason: 'requirements.past_due',
        },
        isPayoutReady: false,
      });
      expect(await isPayoutReady(operator.id)).toBe(false);
      const link = await call('POST', '/api/payouts/account-links', operator.id, {
        returnPath: '/account/payments',
      });
      const linkId = new URL(link.json().data.url, 'http://x').searchParams.get('link')!;
      await call('POST', `/api/payouts/simulator/account-links/${linkId}`, operator.id, {
        outcome: 'complete',
      });
      expect(await isPayoutReady(operator.id)).toBe(true);
    } finally {
      t.clock.advance(-8 * day);
    }
  });

  it('a rejected account is restricted for good', async () => {
    const { operator, account } = await operatorWithPayouts('address_rejected');
    expect(account).toMatchObject({
      state: 'restricted',
      requirements: { disabledReason: 'rejected.other' },
    });
    expect(await isPayoutReady(operator.id)).toBe(false);
  });

  it('keeps one account per operator and changes its bank account with a new token', async () => {
    const { operator } = await operatorWithPayouts();
    const token = await bankToken(operator.id, 'PT', 'EUR', {
      iban: 'PT50 0002 0123 1234 5678 9015 4',
    });
    const again = await call('POST', '/api/payouts/account', operator.id, details('PT', token));
    expect(again.json().error.details).toEqual([{ code: 'payout-account-exists' }]);
    const changed = await call('PUT', '/api/payouts/account/bank-account', operator.id, {
      bankToken: token,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The same change again is the same answer; the token cannot serve another operator's account.
    expect(
      (await call('PUT', '/api/payouts/account/bank-account', operator.id, { bankToken: token }))
        .statusCode,
    ).toBe(200);
    const { operator: other } = await operatorWithPayouts();
    const reused = await call('PUT', '/api/payouts/account/bank-account', other.id, {
      bankToken: token,
    });
    expect(reused.statusCode).toBe(404);
  });

  it('passes the account token the browser made with Stripe.js to the provider, with the details; refuses stray person tokens', async () => {
    const operator = await buildOperator(t.database.db, { isPayoutReady: false });
    const token = await bankToken(operator.id, 'PT', 'EUR', ptBank);
    const tooLong = await call(
      'POST',
      '/api/payouts/account',
      operator.id,
      details('PT', token, { accountToken: `ct_${'x'.repeat(255)}` }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details).toMatchObject([{ path: 'body/accountToken' }]);
    expect(
      await t.database.db
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.userId, operator.id)),
    ).toEqual([]);
    // Person tokens are a company's, one for each person.
    const strayPersonToken = await call(
      'POST',
      '/api/payouts/account',
      operator.id,
      details('PT', token, { accountToken: 'ct_1Levada', personTokens: ['cpt_1'] }),
    );
    expect(strayPersonToken.statusCode).toBe(400);
    expect(strayPersonToken.json().error.details).toEqual([
      { field: 'personTokens', code: 'oneForEachPerson' },
    ]);
    const createAccount = vi.spyOn(t.app.deps.payouts, 'createAccount');
    try {
      const res = await call(
        'POST',
        '/api/payouts/account',
        operator.id,
        details('PT', token, { accountToken: 'ct_1Levada' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(createAccount).toHaveBeenCalledOnce();
      expect(createAccount.mock.calls[0]![0]).toMatchObject({
        accountToken: 'ct_1Levada',
        bankToken: token,
        persons: [{ firstName: 'Ana' }],
      });
    } finally {
      createAccount.mockRestore();
    }
  });

  it('gives the provider the operator’s profile page as the website when they have none', async () => {
    const createAccount = vi.spyOn(t.app.deps.payouts, 'createAccount');
    try {
      const guide = await buildOperator(t.database.db, { isPayoutReady: false });
      const { businessUrl: _none, ...withoutWebsite } = details(
        'PT',
        await bankToken(guide.id, 'PT', 'EUR', ptBank),
      );
      const res = await call('POST', '/api/payouts/account', guide.id, withoutWebsite);
      expect(res.statusCode, res.body).toBe(201);
      expect(createAccount.mock.calls[0]![0].businessUrl).toBe(
        `${t.app.deps.config.publicBaseUrl}/u/${guide.id}`,
      );
      expect(await isPayoutReady(guide.id)).toBe(true);

      // A website given is the one the provider gets.
      const company = await buildOperator(t.database.db, { isPayoutReady: false });
      const token = await bankToken(company.id, 'PT', 'EUR', ptBank);
      const own = await call('POST', '/api/payouts/account', company.id, details('PT', token));
      expect(own.statusCode, own.body).toBe(201);
      expect(createAccount.mock.calls[1]![0].businessUrl).toBe('https://levada-trails.pt');
    } finally {
      createAccount.mockRestore();
    }
  });

  it('only sends the operator back to the payout page or the listing editor', async () => {
    const { operator } = await operatorWithPayouts();
    const res = await call('POST', '/api/payouts/account-links', operator.id, {
      returnPath: '/logout',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('nobody reaches another person’s payouts, and only customers have payment methods', () => {
  it('a visitor gets 401 and a customer 403 on every payout endpoint, an affiliate 403 on earnings', async () => {
    const customer = await buildUser(t.database.db);
    const affiliate = await buildAffiliate(t.database.db);
    const endpoints: Array<[Method, string, object?]> = [
      ['GET', '/api/payouts/account'],
      ['POST', '/api/payouts/account', {}],
      ['PUT', '/api/payouts/account/bank-account', { bankToken: 'btok_x' }],
      ['POST', '/api/payouts/bank-tokens', { country: 'PT', currency: 'EUR', fields: ptBank }],
      ['POST', '/api/payouts/account-links', { returnPath: '/account/payments' }],
      ['POST', '/api/payouts/simulator/account-links/link_x', { outcome: 'complete' }],
      ['GET', '/api/payouts/earnings'],
      ['GET', '/api/payouts/ledger'],
    ];
    for (const [method, url, body] of endpoints) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, customer.id, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const url of ['/api/payouts/earnings', '/api/payouts/ledger']) {
      expect((await call('GET', url, affiliate.id)).statusCode, url).toBe(403);
    }
  });

  it('another operator cannot answer someone else’s onboarding link', async () => {
    const { operator } = await operatorWithPayouts('address_no_match');
    const link = await call('POST', '/api/payouts/account-links', operator.id, {
      returnPath: '/account/payments',
    });
    const linkId = new URL(link.json().data.url, 'http://x').searchParams.get('link')!;
    const { operator: other } = await operatorWithPayouts();
    const res = await call('POST', `/api/payouts/simulator/account-links/${linkId}`, other.id, {
      outcome: 'complete',
    });
    expect(res.statusCode).toBe(404);
    expect(await isPayoutReady(operator.id)).toBe(false);
  });

  it('an operator gets 403 on saved cards and card setup', async () => {
    const operator = await buildOperator(t.database.db);
    for (const [method, url] of [
      ['GET', '/api/payments/cards'],
      ['POST', '/api/payments/setup-intents'],
      ['DELETE', '/api/payments/cards/pm_sim_x'],
      ['POST', '/api/payments/cards/pm_sim_x/default'],
    ] as const) {
      expect((await call(method, url, operator.id)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('an operator without payout details cannot be booked', () => {
  it('is refused until the details are saved', async () => {
    const operator = await buildOperator(t.database.db, { isPayoutReady: false });
    const { listing, departure } = await buildBookableListing(t.app.deps, {
      operatorId: operator.id,
    });
    const customer = await buildUser(t.database.db);
    const request = () =>
      call('POST', '/api/transactions?speculative=true', customer.id, {
        listingId: listing.id,
        transition: 'request-payment',
        params: bookingParams(departure),
      });
    const refused = await request();
    expect([refused.statusCode, refused.json().error.code]).toEqual([
      409,
      'transaction-missing-stripe-account',
    ]);
    const token = await bankToken(operator.id, 'PT', 'EUR', ptBank);
    await call('POST', '/api/payouts/account', operator.id, details('PT', token));
    expect((await request()).statusCode).toBe(200);
  });
});

describe('money to operators', () => {
  const transfersOf = (transactionId: string) =>
    t.database.db
      .select({ kind: operatorTransfers.kind, amount: operatorTransfers.amount })
      .from(operatorTransfers)
      .where(eq(operatorTransfers.transactionId, transactionId));

  /** A booking of the operator's, through the engine, in `state`. */
  async function bookingOf(
    operatorId: string,
    state: BookingState,
    quantities?: { adults?: number; children?: number },
  ) {
    const { listing, departure } = await buildBookableListing(t.app.deps, {
      operatorId,
      daysAhead: 20,
    });
    return buildTransaction(t.app.deps, {
      state,
      listing: { id: listing.id, operatorId, departure },
      ...(quantities ? { quantities } : {}),
    });
  }

  it('capture → transfer of the payout total → payout on the schedule', async () => {
    const operator = await buildPayoutReadyOperator(t.app.deps);
    const built = await bookingOf(operator.id, 'accepted');
    await runJobs();
    const share = built.row.payoutTotal!;
    expect(share).toBeGreaterThan(0);
    expect(share).toBeLessThan(built.row.payinTotal!);
    expect(await transfersOf(built.row.id)).toEqual([{ kind: 'transfer', amount: share }]);
    // The job runs again (a retry): nothing moves twice.
    await payOperator(t.app.deps, built.row.id);
    expect(await transfersOf(built.row.id)).toHaveLength(1);

    let earnings = (await call('GET', '/api/payouts/earnings', operator.id)).json().data;
    expect(earnings).toMatchObject({
      available: [],
      pending: [{ amount: share, currency: 'eur' }],
      payouts: [],
      transfers: [{ transactionId: built.row.id, kind: 'transfer', amount: share }],
    });
    t.clock.advance(7 * day);
    earnings = (await call('GET', '/api/payouts/earnings', operator.id)).json().data;
    expect(earnings.pending).toEqual([]);
    expect(earnings.payouts).toEqual([
      expect.objectContaining({ amount: share, status: 'in_transit' }),
    ]);
    t.clock.advance(2 * day);
    earnings = (await call('GET', '/api/payouts/earnings', operator.id)).json().data;
    expect(earnings.payouts).toEqual([expect.objectContaining({ amount: share, status: 'paid' })]);
    expect(earnings.available).toEqual([{ amount: 0, currency: 'eur' }]);
    t.clock.advance(-9 * day);
  });

  it('a refund reverses the operator’s share; the ledger sums to zero', async () => {
    const operator = await buildPayoutReadyOperator(t.app.deps);
    const built = await bookingOf(operator.id, 'accepted');
    await runJobs();
    expect(await transfersOf(built.row.id)).toEqual([
      { kind: 'transfer', amount: built.row.payoutTotal },
    ]);
    const cancel = await call(
      'POST',
      `/api/transactions/${built.row.id}/transitions?speculative=false`,
      operator.id,
      {
        transition: 'cancel',
        params: {},
      },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    await runJobs();
    const moved = await transfersOf(built.row.id);
    expect(moved.map((m) => m.kind).sort()).toEqual(['reversal', 'transfer']);
    expect(moved.reduce((s, m) => s + m.amount, 0)).toBe(0);
    expect(await ledgerReport(t.app.deps, { operatorId: operator.id })).toMatchObject({
      refunds: expect.any(Number),
      payouts: 0,
      commissions: 0,
      difference: 0,
    });
  });

  it('nothing moves for bookings never captured (declined)', async () => {
    const operator = await buildPayoutReadyOperator(t.app.deps);
    const built = await bookingOf(operator.id, 'declined');
    await runJobs();
    expect(await transfersOf(built.row.id)).toEqual([]);
  });

  it('pays bookings made before the operator had an account once the details are saved', async () => {
    const operator = await buildOperator(t.database.db);
    const built = await bookingOf(operator.id, 'accepted');
    await runJobs();
    expect(await transfersOf(built.row.id)).toEqual([]);
    const token = await bankToken(operator.id, 'PT', 'EUR', ptBank);
    await call('POST', '/api/payouts/account', operator.id, details('PT', token));
    await runJobs();
    expect(await transfersOf(built.row.id)).toEqual([
      { kind: 'transfer', amount: built.row.payoutTotal },
    ]);
  });

  // Each run books through the real engine: slow on a shared machine, hence the longer limit.
  it('the marketplace ledger sums to zero over random bookings', { timeout: 90_000 }, async () => {
    const ends: BookingState[] = ['accepted', 'canceled', 'declined', 'delivered', 'preauthorized'];
    const operator = await buildPayoutReadyOperator(t.app.deps);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            state: fc.constantFrom(...ends),
            adults: fc.integer({ min: 1, max: 3 }),
            children: fc.integer({ min: 0, max: 2 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        async (bookings) => {
          for (const booking of bookings) {
            await bookingOf(operator.id, booking.state, booking);
          }
          await runJobs();
          expect((await ledgerReport(t.app.deps)).difference).toBe(0);
          expect((await ledgerReport(t.app.deps, { operatorId: operator.id })).difference).toBe(0);
        },
      ),
      { numRuns: 4 },
    );
    const ledger = await ledgerReport(t.app.deps, { operatorId: operator.id });
    expect(ledger.payins).toBeGreaterThanOrEqual(ledger.payouts + ledger.commissions);
    expect((await call('GET', '/api/payouts/ledger', operator.id)).json().data).toEqual(ledger);
  });
});

describe('account webhooks', () => {
  const sign = (payload: string) => signWebhook(payload, webhookSecret, t.clock.now());
  const post = (payload: string, signature?: string) => postWebhook(t, payload, signature);
  const accountEvent = (id: string, accountId: string) =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'account.updated',
      created: Math.floor(t.clock.now().getTime() / 1000),
      data: { object: { id: accountId, object: 'account' } },
    });

  it('account.updated refreshes whether the operator can be booked; a replay runs nothing; a bad signature is refused', async () => {
    const { operator } = await operatorWithPayouts('address_no_match');
    const [row] = await t.database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, operator.id));
    // The operator is made bookable by hand, as if our copy were stale.
    await t.database.db.update(users).set({ isPayoutReady: true }).where(eq(users.id, operator.id));

    const forged = accountEvent('evt_acct_forged', row!.accountId);
    const refused = await post(forged, signWebhook(forged, 'whsec_other', t.clock.now()));
    expect(refused.statusCode).toBe(403);
    expect(await isPayoutReady(operator.id)).toBe(true);

    const payload = accountEvent('evt_acct_1', row!.accountId);
    const res = await post(payload, sign(payload));
    expect(res.json()).toEqual({ received: true, outcome: 'handled' });
    expect(await isPayoutReady(operator.id)).toBe(false);

    await t.database.db.update(users).set({ isPayoutReady: true }).where(eq(users.id, operator.id));
    const replay = await post(payload, sign(payload));
    expect(replay.json().outcome).toBe('duplicate');
    expect(await isPayoutReady(operator.id)).toBe(true);
  });
});

describe('money to affiliates', () => {
  /** An affiliate with `commission` cents earned on a referred booking now. */
  async function affiliateEarning(commission: number) {
    const affiliate = await buildAffiliate(t.database.db, { createdAt: t.clock.now() });
    const customer = await buildUser(t.database.db);
    const transactionId = crypto.randomUUID();
    await attributeBooking(t.database.db, t.clock, {
      transactionId,
      customerId: customer.id,
      mark: await buildReferralMark(t.app.deps, affiliate.affiliate.token),
    });
    // 20 × the commission at the Standard 5 %.
    await accrueAffiliateCommission(t.app.deps, {
      transactionId,
      value: commission * 20,
      isSeasonalTour: false,
    });
    return affiliate;
  }
  /** The affiliate saves payout details through the same API as operators; its account id. */
  async function saveDetails(userId: string) {
    const token = await bankToken(userId, 'PT', 'EUR', ptBank);
    const res = await call('POST', '/api/payouts/account', userId, details('PT', token));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, userId));
    return row!.accountId;
  }
  const payoutsOf = (affiliateId: string) =>
    t.database.db
      .select()
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.affiliateId, affiliateId));
  /** What reached the connected account: the simulator's balance (pending for the payout delay). */
  const receivedBy = async (accountId: string) => {
    const balance = await t.app.deps.payouts.retrieveBalance(accountId);
    return [...balance.available, ...balance.pending].reduce((sum, b) => sum + b.amount, 0);
  };
  /** The app's payouts, with createTransfer failing while `isFailing()` says so, and counted. */
  function flakyPayouts(isFailing: () => boolean) {
    const real = t.app.deps.payouts;
    const calls: string[] = [];
    const payouts: Payouts = Object.create(real);
    payouts.createTransfer = async (input) => {
      calls.push(input.idempotencyKey);
      if (isFailing()) throw new Error('The payouts provider is unavailable');
      return real.createTransfer(input);
    };
    return { deps: { ...t.app.deps, payouts }, calls };
  }

  it('pays each balance of 20 € or more at month end to an affiliate with payout details, once; the others wait for their details', async () => {
    t.clock.set('2027-05-12T10:00:00Z');
    const ready = await affiliateEarning(5_000);
    const accountId = await saveDetails(ready.id);
    const waiting = await affiliateEarning(2_500);

    t.clock.set('2027-06-01T00:10:00Z');
    await scheduleAffiliateMonth(t.database.db, t.clock);
    await runJobs();
    const [paid] = await payoutsOf(ready.id);
    expect(paid).toMatchObject({ month: '2027-05', amount: 5_000, status: 'paid' });
    expect(paid!.paidAt).toEqual(t.clock.now());
    expect(paid!.providerTransferId).toMatch(/^tr_/);
    expect(await receivedBy(accountId)).toBe(5_000);
    expect(await payoutsOf(waiting.id)).toMatchObject([{ amount: 2_500, status: 'pending' }]);

    // Asked again (a second round, a direct call): nothing more moves.
    await queueAffiliatePayouts(t.app.deps, 'again');
    await runJobs();
    expect(await payAffiliatePayout(t.app.deps, paid!.id)).toBe('nothing-to-pay');
    expect(await receivedBy(accountId)).toBe(5_000);

    // The waiting affiliate adds payout details: its payout goes at once.
    const waitingAccount = await saveDetails(waiting.id);
    await runJobs();
    expect(await payoutsOf(waiting.id)).toMatchObject([{ amount: 2_500, status: 'paid' }]);
    expect(await receivedBy(waitingAccount)).toBe(2_500);
    const page = await call('GET', '/api/affiliate/payouts', waiting.id);
    expect(page.json().data).toMatchObject({
      balance: { amount: 0 },
      payouts: [{ month: '2027-05', amount: 2_500, status: 'paid' }],
    });
  });

  it('two workers sending the same payout at once transfer it once', async () => {
    t.clock.set('2027-07-12T10:00:00Z');
    const affiliate = await affiliateEarning(3_000);
    const accountId = await saveDetails(affiliate.id);
    t.clock.set('2027-08-01T00:10:00Z');
    const { deps, calls } = flakyPayouts(() => true);
    await scheduleAffiliateMonth(t.database.db, t.clock);
    await runDueJobs(deps, { handlers, log: () => {} });
    const [payout] = await payoutsOf(affiliate.id);
    expect(payout!.status).toBe('pending');
    expect(calls).toEqual([`affiliate-payout:${payout!.id}`]);
    const results = await Promise.all([
      payAffiliatePayout(t.app.deps, payout!.id),
      payAffiliatePayout(t.app.deps, payout!.id),
    ]);
    expect(results.sort()).toEqual(['nothing-to-pay', 'paid']);
    expect(await receivedBy(accountId)).toBe(3_000);
  });

  it('retries a failed transfer with the same key, marks it failed after the last try, and sends it with the next month', async () => {
    t.clock.set('2027-09-12T10:00:00Z');
    const affiliate = await affiliateEarning(4_000);
    const accountId = await saveDetails(affiliate.id);
    let isDown = true;
    const { deps, calls } = flakyPayouts(() => isDown);
    t.clock.set('2027-10-01T00:10:00Z');
    await scheduleAffiliateMonth(t.database.db, t.clock);
    await runDueJobs(deps, { handlers, log: () => {} });
    const [payout] = await payoutsOf(affiliate.id);
    // Retried 1, 4, 16 and 64 minutes later: five tries in all, then failed.
    for (const minutes of [1, 4, 16, 64]) {
      expect(payout!.status).toBe('pending');
      t.clock.advance(minutes * 60_000);
      await runDueJobs(deps, { handlers, log: () => {} });
    }
    expect(calls).toEqual(Array(5).fill(`affiliate-payout:${payout!.id}`));
    expect(await payoutsOf(affiliate.id)).toMatchObject([{ status: 'failed' }]);
    expect(await receivedBy(accountId)).toBe(0);

    isDown = false;
    t.clock.set('2027-11-01T00:10:00Z');
    await runDueJobs(deps, { handlers, log: () => {} });
    expect(await payoutsOf(affiliate.id)).toMatchObject([{ month: '2027-09', status: 'paid' }]);
    expect(await receivedBy(accountId)).toBe(4_000);
  });
});
