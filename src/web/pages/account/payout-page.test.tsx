// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type { PayoutAccountView } from '../../../contracts/payouts';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { apiHandler, notFound, setupApiServer, type ApiRequest } from '../../test/msw';
import { renderApp } from '../../test/render-app';

// Stripe.js replaced where the app loads it (loadStripeJs imports @stripe/stripe-js/pure): a fake whose
// createToken records what it got and answers what the test sets.
const fakeStripe = vi.hoisted(() => {
  const fake = {
    keys: [] as string[],
    tokenRequests: [] as Array<{ type: string; data: unknown }>,
    answers: [] as unknown[],
    createToken: async (type: string, data: unknown) => {
      fake.tokenRequests.push({ type, data });
      const id = `${type === 'person' ? 'cpt' : 'ct'}_${fake.tokenRequests.length}`;
      return fake.answers.shift() ?? { token: { id } };
    },
  };
  return fake;
});
vi.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: async (key: string) => {
    fakeStripe.keys.push(key);
    return { createToken: fakeStripe.createToken };
  },
}));

const pages: PageRegistry = {
  StripePayoutPage: () => import('./payout-page'),
  StripePayoutOnboardingPage: () => import('./payout-page'),
};

const verified: PayoutAccountView = {
  state: 'verified',
  country: 'PT',
  currency: 'eur',
  businessType: 'individual',
  requirements: { currentlyDue: [], pastDue: [] },
  bankAccount: { country: 'PT', currency: 'eur', last4: '0154' },
  isPayoutReady: true,
};

const server = setupApiServer(
  ...notFound('GET /api/affiliate', 'GET /api/config', 'GET /api/notification-count'),
);

type SentRequest = { method: string; url: string; body: unknown };
/** Keeps a request: its method, path and JSON body. */
const record = (sent: SentRequest[], { request, body }: ApiRequest) =>
  void sent.push({ method: request.method, url: new URL(request.url).pathname, body });

function serve(
  initial: PayoutAccountView | null,
  type: 1 | 2 | 3 = 2,
  provider: 'simulator' | 'stripe' = 'simulator',
  publicData: Record<string, unknown> = {},
) {
  let account = initial;
  const sent: SentRequest[] = [];
  const info: AuthInfo = {
    isAnonymous: false,
    scopes: ['user'],
    user: { ...testUser, type, publicData },
  };
  server.use(
    apiHandler('GET /api/auth/info', () => ({ data: info })),
    apiHandler('GET /api/config', () =>
      Response.json({
        mapStyleUrl: '',
        payments:
          provider === 'stripe'
            ? { provider, publishableKey: 'pk_test_levada' }
            : { provider, publishableKey: null },
      }),
    ),
    apiHandler('GET /api/payouts/account', (request) => {
      record(sent, request);
      return { data: account };
    }),
    apiHandler('PUT /api/payouts/account/bank-account', (request) => {
      record(sent, request);
      account = { ...verified, bankAccount: { ...verified.bankAccount!, last4: '9015' } };
      return { data: account };
    }),
    apiHandler('POST /api/payouts/bank-tokens', (request) => {
      record(sent, request);
      return { data: { token: 'btok_1', bankAccount: verified.bankAccount! } };
    }),
    apiHandler('POST /api/payouts/account', (request) => {
      record(sent, request);
      account = verified;
      return { data: verified };
    }),
    apiHandler('GET /api/payouts/earnings', (request) => {
      record(sent, request);
      return Response.json({
        data: {
          available: [],
          pending: [{ amount: 12_250, currency: 'eur' }],
          payouts: [
            {
              id: 'po_1',
              amount: 3150,
              currency: 'eur',
              status: 'paid',
              arrivalDate: '2026-06-03T09:00:00.000Z',
            },
          ],
          transfers: [],
        },
      });
    }),
    apiHandler('POST /api/payouts/account-links', (request) => {
      record(sent, request);
      return { data: { url: '/account/payments/simulated-onboarding?link=link_1' } };
    }),
    apiHandler('POST /api/payouts/simulator/account-links/:id', (request) => {
      record(sent, request);
      return { data: { returnUrl: 'http://localhost/account/payments/success' } };
    }),
  );
  return sent;
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  fakeStripe.tokenRequests = [];
  fakeStripe.answers = [];
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.unstubAllGlobals();
});

const change = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The day, month and year selects of a birth date (the first person's, or inside `scope`). */
function chooseBirthDate(date: string, scope: HTMLElement = document.body) {
  const [year, month, day] = date.split('-').map(Number);
  const group = within(scope).getAllByRole('group', { name: 'Date of birth' })[0]!;
  for (const [label, value] of [
    ['Day', day],
    ['Month', month],
    ['Year', year],
  ] as const) {
    fireEvent.change(within(group).getByLabelText(label), { target: { value: String(value) } });
  }
}

function fillPortugal(iban: string, website = 'https://levada-trails.pt') {
  change('First name', 'Ana');
  change('Last name', 'Sousa');
  chooseBirthDate('1985-03-14');
  change(/street address$/i, 'Rua do Aljube 1');
  change('City', 'Funchal');
  change('Postal code', '9000-067');
  change('Phone number', '+351 912 345 678');
  change('Business website', website);
  change('IBAN', iban);
  fireEvent.click(screen.getByLabelText("I accept the payment provider's connected account terms"));
}

/** A Portuguese company, its representative Ana with her title, and a valid IBAN. */
function fillPortugueseCompany(taxId: string) {
  fireEvent.click(screen.getByLabelText('Company'));
  change('Company name', 'Levada Trilhos Lda');
  change('VAT or company registration number', taxId);
  fillPortugal('PT50 0002 0123 1234 5678 9015 4');
  change('Job title', 'Gerente');
}

describe('StripePayoutPage (/account/payments)', () => {
  it('checks the IBAN before asking for a token, then saves and shows the verified state and earnings', async () => {
    const sent = serve(null);
    renderApp('/account/payments', pages);
    await screen.findByLabelText('IBAN');
    fillPortugal('PT50 0002 0123 1234 5678 9015 5');
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    expect(
      await screen.findByText('Could not connect the account number: a digit looks wrong.'),
    ).toBeTruthy();
    expect(sent.some((s) => s.url === '/api/payouts/bank-tokens')).toBe(false);

    change('IBAN', 'PT50 0002 0123 1234 5678 9015 4');
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    expect(await screen.findByText('Your payout details are verified')).toBeTruthy();
    // The result at the bottom of a long form comes into view and takes the focus (issue 49).
    expect(screen.getByText('Payout details saved.')).toBeTruthy();
    const result = screen.getByRole('heading', { name: 'Your payout details are verified' });
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(scrolled.mock.contexts).toContain(result);
    expect(sent.find((s) => s.url === '/api/payouts/bank-tokens')?.body).toEqual({
      country: 'PT',
      currency: 'EUR',
      fields: { iban: 'PT50 0002 0123 1234 5678 9015 4' },
    });
    expect(
      sent.find((s) => s.url === '/api/payouts/account' && s.method === 'POST')?.body,
    ).toMatchObject({
      country: 'PT',
      businessType: 'individual',
      bankToken: 'btok_1',
      persons: [{ firstName: 'Ana', dob: { day: 14, month: 3, year: 1985 } }],
      isTosAccepted: true,
    });
    expect(await screen.findByText('Bank account in Portugal (EUR) ending in 0154')).toBeTruthy();
    expect(await screen.findByText('€122.50')).toBeTruthy();
    // Nothing available yet, written as an account writes it beside the pending amount.
    expect(screen.getByText('€0.00')).toBeTruthy();
    // What pending means, and when it is paid out.
    expect(
      screen.getByText(/Pending is your share of the bookings you accepted in the last 7 days/),
    ).toBeTruthy();
  });

  it('saves the details of a guide without a website, who is told their profile page is given', async () => {
    const sent = serve(null);
    renderApp('/account/payments', pages);
    const website = await screen.findByLabelText('Business website');
    expect(document.getElementById(website.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Optional. Without one, your Levada profile page with your tours is given to the payment provider.',
    );
    fillPortugal('PT50 0002 0123 1234 5678 9015 4', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    expect(await screen.findByText('Your payout details are verified')).toBeTruthy();
    const body = sent.find((s) => s.url === '/api/payouts/account' && s.method === 'POST')?.body;
    expect(body).toMatchObject({ bankToken: 'btok_1', persons: [{ firstName: 'Ana' }] });
    expect(body).not.toHaveProperty('businessUrl');
  });

  it('with the simulator, makes no account token and sends the details alone', async () => {
    const sent = serve(null);
    renderApp('/account/payments', pages);
    await screen.findByLabelText('IBAN');
    fillPortugal('PT50 0002 0123 1234 5678 9015 4');
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    expect(await screen.findByText('Your payout details are verified')).toBeTruthy();
    const body = sent.find((s) => s.url === '/api/payouts/account' && s.method === 'POST')?.body;
    expect(body).toMatchObject({ bankToken: 'btok_1', persons: [{ firstName: 'Ana' }] });
    expect(body).not.toHaveProperty('accountToken');
    expect(fakeStripe.tokenRequests).toEqual([]);
  });

  const funchalInStripeFields = {
    line1: 'Rua do Aljube 1',
    city: 'Funchal',
    postal_code: '9000-067',
    country: 'PT',
  };

  it('with Stripe, makes the account token in the browser from the details and the terms, and sends it', async () => {
    const sent = serve(null, 2, 'stripe');
    renderApp('/account/payments', pages);
    await screen.findByLabelText('IBAN');
    fillPortugal('PT50 0002 0123 1234 5678 9015 4');
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    expect(await screen.findByText('Your payout details are verified')).toBeTruthy();
    expect(fakeStripe.keys).toContain('pk_test_levada');
    expect(fakeStripe.tokenRequests).toEqual([
      {
        type: 'account',
        data: {
          business_type: 'individual',
          individual: {
            first_name: 'Ana',
            last_name: 'Sousa',
            dob: { day: 14, month: 3, year: 1985 },
            address: funchalInStripeFields,
            phone: '+351 912 345 678',
          },
          tos_shown_and_accepted: true,
        },
      },
    ]);
    const body = sent.find((s) => s.url === '/api/payouts/account' && s.method === 'POST')?.body;
    expect(body).toMatchObject({ accountToken: 'ct_1', bankToken: 'btok_1', country: 'PT' });
    // An individual is all in the account token.
    expect(body).not.toHaveProperty('personTokens');
  });

  it("with Stripe, a company's account token carries the company, and each of its people gets a person token", async () => {
    const sent = serve(null, 2, 'stripe');
    const saves = () => sent.filter((s) => s.url === '/api/payouts/account' && s.method === 'POST');
    renderApp('/account/payments', pages);
    await screen.findByLabelText('IBAN');
    fillPortugueseCompany('PT 514 123 456');
    const save = screen.getByRole('button', { name: 'Save payout details' });
    // The person token refused: nothing is sent.
    fakeStripe.answers.push(
      { token: { id: 'ct_refused_person' } },
      { error: { type: 'invalid_request_error', message: 'Invalid dob' } },
    );
    fireEvent.click(save);
    expect(
      await screen.findByText(
        'The payment provider did not accept these details. Check them and try again.',
      ),
    ).toBeTruthy();
    expect(saves()).toHaveLength(0);

    fakeStripe.tokenRequests = [];
    fireEvent.click(save);
    expect(await screen.findByText('Your payout details are verified')).toBeTruthy();
    expect(fakeStripe.tokenRequests).toEqual([
      {
        type: 'account',
        data: {
          business_type: 'company',
          company: {
            name: 'Levada Trilhos Lda',
            tax_id: 'PT 514 123 456',
            address: funchalInStripeFields,
          },
          tos_shown_and_accepted: true,
        },
      },
      {
        type: 'person',
        data: {
          first_name: 'Ana',
          last_name: 'Sousa',
          dob: { day: 14, month: 3, year: 1985 },
          address: funchalInStripeFields,
          relationship: { representative: true, owner: false, director: false, title: 'Gerente' },
        },
      },
    ]);
    expect(saves().map((s) => s.body)).toMatchObject([
      { accountToken: 'ct_1', personTokens: ['cpt_2'], businessType: 'company' },
    ]);
  });

  it('with Stripe, a token that fails shows why and sends nothing; the next save makes a new token', async () => {
    const sent = serve(null, 2, 'stripe');
    const saves = () => sent.filter((s) => s.url === '/api/payouts/account' && s.method === 'POST');
    renderApp('/account/payments', pages);
    await screen.findByLabelText('IBAN');
    fillPortugal('PT50 0002 0123 1234 5678 9015 4');
    const save = screen.getByRole('button', { name: 'Save payout details' });
    for (const [type, message] of [
      [
        'invalid_request_error',
        'The payment provider did not accept these details. Check them and try again.',
      ],
      [
        'api_connection_error',
        'We could not reach the payment provider to send your details securely. Nothing was saved: try again in a moment.',
      ],
    ] as const) {
      fakeStripe.answers.push({ error: { type, message: 'Stripe says no' } });
      fireEvent.click(save);
      expect(await screen.findByText(message)).toBeTruthy();
      expect(saves()).toHaveLength(0);
    }

    fireEvent.click(save);
    expect(await screen.findByText('Your payout details are verified')).toBeTruthy();
    expect(fakeStripe.tokenRequests).toHaveLength(3);
    expect(saves().map((s) => (s.body as { accountToken?: string }).accountToken)).toEqual([
      'ct_3',
    ]);
  });

  it('gives an affiliate the same payout details, without the booking earnings', async () => {
    const sent = serve(verified, 3);
    renderApp('/account/payments', pages);
    expect(await screen.findByText('Your payout details are verified')).toBeTruthy();
    expect(screen.getByText('Bank account in Portugal (EUR) ending in 0154')).toBeTruthy();
    expect(sent.some((s) => s.url === '/api/payouts/earnings')).toBe(false);
  });

  it('changes the bank account payouts go to, checking the new one first', async () => {
    const sent = serve(verified);
    renderApp('/account/payments', pages);
    fireEvent.click(await screen.findByRole('button', { name: 'Change bank account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the new bank account' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    change('IBAN', 'PT50 0002 0123 1234 5678 9015 5');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new bank account' }));
    expect(
      await screen.findByText('Could not connect the account number: a digit looks wrong.'),
    ).toBeTruthy();
    change('IBAN', 'PT50 0002 0123 1234 5678 9015 4');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new bank account' }));
    expect(await screen.findByText('Bank account in Portugal (EUR) ending in 9015')).toBeTruthy();
    expect(sent.find((s) => s.url === '/api/payouts/account/bank-account')?.body).toEqual({
      bankToken: 'btok_1',
    });
    expect(screen.queryByRole('button', { name: 'Save the new bank account' })).toBeNull();
  });

  it('tells an affiliate without payout details what they are for: the commission, not tours', async () => {
    serve(null, 3);
    renderApp('/account/payments', pages);
    expect(
      await screen.findByText(
        'Add where we send your commission. It is paid at the end of each month once your payout details are verified.',
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('Travellers can book your tours');
  });

  it('fills in the names the account has; a website left empty is left to the server (the profile page)', async () => {
    const sent = serve(null, 3);
    renderApp('/account/payments', pages);
    await screen.findByLabelText('IBAN');
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect([value('First name'), value('Last name')]).toEqual(['Marta', 'Freitas']);
    expect(value('Business website')).toBe('');

    // Only what the account cannot know is typed.
    chooseBirthDate('1985-03-14');
    change(/street address$/i, 'Rua do Aljube 1');
    change('City', 'Funchal');
    change('Postal code', '9000-067');
    change('Phone number', '+351 912 345 678');
    change('IBAN', 'PT50 0002 0123 1234 5678 9015 4');
    fireEvent.click(
      screen.getByLabelText("I accept the payment provider's connected account terms"),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    expect(await screen.findByText('Your payout details are verified')).toBeTruthy();
    expect(
      sent.find((s) => s.url === '/api/payouts/account' && s.method === 'POST')?.body,
    ).toMatchObject({ persons: [{ firstName: 'Marta', lastName: 'Freitas' }] });
    expect(
      sent.find((s) => s.url === '/api/payouts/account' && s.method === 'POST')?.body,
    ).not.toHaveProperty('businessUrl');
  });

  it('tells a customer that payout details are not for them', async () => {
    serve(null, 1);
    renderApp('/account/payments', pages);
    expect(
      await screen.findByText('Payout details are for tour operators and affiliates.'),
    ).toBeTruthy();
  });

  it('shows the United States bank fields and the SSN, and clears bank inputs when the country changes', async () => {
    serve(null);
    renderApp('/account/payments', pages);
    await screen.findByLabelText('IBAN');
    change('IBAN', 'PT50000201231234567890154');
    change('Country', 'US');
    expect(screen.queryByLabelText('IBAN')).toBeNull();
    expect(screen.getByLabelText('Routing number')).toBeTruthy();
    expect(screen.getByLabelText('Account number')).toBeTruthy();
    expect(screen.getByLabelText('Social Security number')).toBeTruthy();
    change('Country', 'PT');
    expect((screen.getByLabelText('IBAN') as HTMLInputElement).value).toBe('');
  });

  it('refuses an operator under 18 on the form', async () => {
    // Mid-June: someone born on 31 December 18 years ago is not 18 yet.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-15T10:00:00Z') });
    try {
      const sent = serve(null);
      renderApp('/account/payments', pages);
      await screen.findByLabelText('IBAN');
      fillPortugal('PT50 0002 0123 1234 5678 9015 4');
      chooseBirthDate('2008-12-31');
      fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
      expect(await screen.findByText('You must be at least 18 years old.')).toBeTruthy();
      expect(sent.some((s) => s.url === '/api/payouts/account' && s.method === 'POST')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a birth date that is not a real date on the form', async () => {
    const sent = serve(null);
    renderApp('/account/payments', pages);
    await screen.findByLabelText('IBAN');
    fillPortugal('PT50 0002 0123 1234 5678 9015 4');
    chooseBirthDate('1985-02-31');
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    expect(await screen.findByText('Enter a real date.')).toBeTruthy();
    expect(sent.some((s) => s.url === '/api/payouts/account' && s.method === 'POST')).toBe(false);
  });

  it('offers birth years from 18 years ago back to 80, with the months named in the language', async () => {
    serve(null);
    renderApp('/account/payments', pages);
    await screen.findByLabelText('IBAN');
    const group = screen.getByRole('group', { name: 'Date of birth' });
    const years = [...within(group).getByLabelText('Year').querySelectorAll('option')]
      .map((o) => o.value)
      .filter(Boolean);
    const thisYear = new Date().getFullYear();
    expect([years[0], years.at(-1), years.length]).toEqual([
      String(thisYear - 18),
      String(thisYear - 80),
      63,
    ]);
    expect(within(group).getByLabelText('Month').textContent).toContain('February');
  });

  it('gives an invalid postal code its message, when the field is left and on saving, and sends nothing', async () => {
    const sent = serve(null);
    renderApp('/account/payments', pages);
    await screen.findByLabelText('IBAN');
    fillPortugal('PT50 0002 0123 1234 5678 9015 4');
    change('Postal code', '9000');
    fireEvent.blur(screen.getByLabelText('Postal code'));
    const message = 'This postal code does not look right for this country.';
    expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(sent.some((s) => s.url === '/api/payouts/account' && s.method === 'POST')).toBe(false);
    change('Postal code', '9000-067');
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('starts as a company with its name when the account’s company name has a legal form, else as an individual', async () => {
    serve(null, 2, 'simulator', { cname: 'Levada Trilhos Lda' });
    renderApp('/account/payments', pages);
    await screen.findByLabelText('IBAN');
    expect((screen.getByLabelText('Company') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe(
      'Levada Trilhos Lda',
    );
    cleanup();
    serve(null, 2, 'simulator', { cname: 'Laurissilva Trails' });
    renderApp('/account/payments', pages);
    await screen.findByLabelText('IBAN');
    expect((screen.getByLabelText('Individual') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Company name')).toBeNull();
  });

  it('counts a bank input as left 100 ms after its blur (spec 001 §9)', async () => {
    serve(null);
    renderApp('/account/payments', pages);
    const iban = await screen.findByLabelText('IBAN');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.focus(iban);
      fireEvent.blur(iban);
      await act(() => vi.advanceTimersByTimeAsync(99));
      expect(screen.queryByText('This field is required')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByText('This field is required')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  // Many fields: slow in jsdom on a loaded machine.
  it(
    'a company lists its other owners (25 % or more) and directors, each checked, and sends them after the representative',
    { timeout: 90_000 },
    async () => {
      // Mid-June: an owner born on 31 December 18 years ago is not 18 yet.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-15T10:00:00Z') });
      const sent = serve(null);
      renderApp('/account/payments', pages);
      await screen.findByLabelText('IBAN');
      change('Country', 'US');
      fireEvent.click(screen.getByLabelText('Company'));
      change('Company name', 'Levada Tours LLC');
      change('Employer Identification Number (EIN)', '12-3456789');
      change('First name', 'Ana');
      change('Last name', 'Sousa');
      chooseBirthDate('1985-03-14');
      change('Social Security number', '123-45-6789');
      change('Job title', 'CEO');
      fireEvent.click(screen.getByLabelText('The representative owns 25 % or more of the company'));
      change('Share of the company owned (%)', '60');
      change(/street address$/i, '1 Main St');
      change('City', 'Boston');
      change('Postal code', '02110');
      change('Phone number', '+1 617 555 0100');
      change('Business website', 'https://levada-tours.com');
      change('Routing number', '110000000');
      change('Account number', '000123456789');
      fireEvent.click(
        screen.getByLabelText("I accept the payment provider's connected account terms"),
      );

      fireEvent.click(screen.getByRole('button', { name: 'Add an owner or director' }));
      fireEvent.click(screen.getByRole('button', { name: 'Add an owner or director' }));
      const [owner, director] = screen.getAllByRole('group', { name: /^Person \d$/ });
      const fill = (scope: HTMLElement, label: string, value: string) =>
        fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
      fill(owner!, 'First name', 'Rui');
      fill(owner!, 'Last name', 'Gonçalves');
      fill(owner!, 'Share of the company owned (%)', '50');
      chooseBirthDate('2008-12-31', owner!);
      fill(owner!, 'Social Security number', '000123456');
      fill(owner!, 'Street address', '2 Main St');
      fill(owner!, 'City', 'Boston');
      fill(owner!, 'Postal code', '02110');
      fireEvent.click(within(director!).getByLabelText('Director'));
      expect(within(director!).queryByLabelText('Share of the company owned (%)')).toBeNull();
      fill(director!, 'First name', 'Marta');
      fill(director!, 'Last name', 'Freitas');
      chooseBirthDate('1979-11-30', director!);
      fill(director!, 'Social Security number', '234-56-7890');
      fill(director!, 'Street address', '3 Main St');
      fill(director!, 'City', 'Boston');
      fill(director!, 'Postal code', '02110');

      fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
      expect(await within(owner!).findByText('You must be at least 18 years old.')).toBeTruthy();
      expect(
        within(owner!).getByText('This number does not look right for this country.'),
      ).toBeTruthy();
      expect(screen.getByText('The owners together cannot hold more than 100 %.')).toBeTruthy();
      expect(sent.some((s) => s.url === '/api/payouts/account' && s.method === 'POST')).toBe(false);

      fill(owner!, 'Share of the company owned (%)', '40');
      chooseBirthDate('1980-05-01', owner!);
      fill(owner!, 'Social Security number', '345-67-8901');
      fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
      expect(await screen.findByText('Your payout details are verified')).toBeTruthy();
      const body = sent.find((s) => s.url === '/api/payouts/account' && s.method === 'POST')?.body;
      expect(body).toMatchObject({
        country: 'US',
        businessType: 'company',
        persons: [
          { firstName: 'Ana', relationship: { isRepresentative: true, percentOwnership: 60 } },
          {
            firstName: 'Rui',
            dob: { day: 1, month: 5, year: 1980 },
            idNumber: '345-67-8901',
            address: { line1: '2 Main St', country: 'US' },
            relationship: { isOwner: true, percentOwnership: 40 },
          },
          { firstName: 'Marta', relationship: { isDirector: true } },
        ],
      });
    },
  );

  it('a company: its name, tax id labelled for the country, and the representative with their title', async () => {
    const sent = serve(null);
    renderApp('/account/payments', pages);
    await screen.findByLabelText('IBAN');
    fillPortugueseCompany('12');
    fireEvent.click(screen.getByLabelText('The representative owns 25 % or more of the company'));
    change('Share of the company owned (%)', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    expect(
      await screen.findByText('This number does not look right for this country.'),
    ).toBeTruthy();
    expect(screen.getByText('Owners listed here hold 25 % or more.')).toBeTruthy();
    expect(sent.some((s) => s.url === '/api/payouts/account' && s.method === 'POST')).toBe(false);

    change('VAT or company registration number', 'PT 514 123 456');
    change('Share of the company owned (%)', '60');
    change('Country', 'US');
    expect(screen.getByLabelText('Employer Identification Number (EIN)')).toBeTruthy();
    expect(screen.getByLabelText('Business category')).toBeTruthy();
    change('Country', 'PT');
    change('IBAN', 'PT50 0002 0123 1234 5678 9015 4');
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    expect(await screen.findByText('Your payout details are verified')).toBeTruthy();
    expect(
      sent.find((s) => s.url === '/api/payouts/account' && s.method === 'POST')?.body,
    ).toMatchObject({
      businessType: 'company',
      company: {
        name: 'Levada Trilhos Lda',
        taxId: 'PT 514 123 456',
        address: { city: 'Funchal' },
      },
      persons: [
        {
          firstName: 'Ana',
          relationship: {
            isRepresentative: true,
            title: 'Gerente',
            isOwner: true,
            percentOwnership: 60,
          },
        },
      ],
    });
  });

  it('asks for the bank token once typing pauses for 1 s, and drops an answer for values since changed', async () => {
    let release: (() => void) | null = null;
    const sent: SentRequest[] = [];
    const info: AuthInfo = { isAnonymous: false, scopes: ['user'], user: { ...testUser, type: 2 } };
    server.use(
      apiHandler('GET /api/auth/info', () => ({ data: info })),
      apiHandler('GET /api/payouts/account', () => ({ data: null })),
      apiHandler('POST /api/payouts/bank-tokens', async (request) => {
        record(sent, request);
        const iban = (request.body as { fields: { iban: string } }).fields.iban.replace(/\s/g, '');
        // The first answer waits until the test releases it.
        if (!release) await new Promise<void>((resolve) => (release = resolve));
        return {
          data: {
            token: `btok_${iban.slice(-4)}`,
            bankAccount: { country: 'PT', currency: 'eur', last4: iban.slice(-4) },
          },
        };
      }),
    );
    renderApp('/account/payments', pages);
    await screen.findByLabelText('IBAN');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const tokenCalls = () => sent.filter((s) => s.url === '/api/payouts/bank-tokens');
      const valid = 'PT50000201231234567890154';
      // Typed key by key: each change restarts the wait; an incomplete IBAN asks for nothing.
      for (let i = 20; i <= valid.length; i += 1) {
        change('IBAN', valid.slice(0, i));
        await act(() => vi.advanceTimersByTimeAsync(300));
      }
      expect(tokenCalls()).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(700));
      expect(tokenCalls()).toHaveLength(1);
      expect(screen.getByText('Checking the bank account…')).toBeTruthy();

      // The operator changes the IBAN while the first answer is on its way: that answer is dropped.
      change('IBAN', 'PT50 0002 0123 1234 5678 9015 4');
      await act(async () => release!());
      expect(screen.queryByText(/checked$/)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(tokenCalls()).toHaveLength(2);
      expect(tokenCalls()[1]!.body).toMatchObject({
        fields: { iban: 'PT50 0002 0123 1234 5678 9015 4' },
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByText('Bank account ending in 0154 checked')).toBeTruthy();
  });

  it('coming from the listing editor: leads back there, and the provider returns to the editor', async () => {
    const editor = '/l/a-walk/0f0c8e44-0000-4000-8000-0000000000aa/draft/policies';
    const sent = serve({
      ...verified,
      state: 'needs-information',
      requirements: { currentlyDue: ['individual.verification.document'], pastDue: [] },
      isPayoutReady: false,
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderApp(`/account/payments?from=${encodeURIComponent(editor)}`, pages);
    const back = await screen.findByRole('link', { name: 'Back to your listing' });
    expect(back.getAttribute('href')).toBe(editor);
    // (The cookie banner has a Continue button too.)
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Continue' }).find((b) => b.closest('.payout-state'))!,
    );
    await waitFor(() =>
      expect(sent.some((s) => s.url === '/api/payouts/account-links')).toBe(true),
    );
    expect(sent.find((s) => s.url === '/api/payouts/account-links')?.body).toEqual({
      returnPath: editor,
    });
  });

  it('ignores a return path to another site', async () => {
    serve(verified);
    renderApp(`/account/payments?from=${encodeURIComponent('//evil.example/x')}`, pages);
    expect(await screen.findByRole('link', { name: 'Back to your listing' })).toHaveProperty(
      'pathname',
      '/',
    );
  });

  it('the simulated onboarding answers the link and returns to the payout page', async () => {
    const sent = serve(verified);
    const { router } = renderApp('/account/payments/simulated-onboarding?link=link_1', pages);
    fireEvent.click(await screen.findByRole('button', { name: 'Provide the document' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/payments/success'));
    expect(sent.find((s) => s.url === '/api/payouts/simulator/account-links/link_1')?.body).toEqual(
      { outcome: 'complete' },
    );
  });
});
