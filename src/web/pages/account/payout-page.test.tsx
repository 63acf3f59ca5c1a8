// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthInfo } from '../../../contracts/accounts';
import type { PayoutAccountView } from '../../../contracts/payouts';
import type { PageRegistry } from '../../app/page-registry';
import { testUser } from '../../test/fake-auth';
import { renderApp } from '../../test/render-app';
import { jsonResponse as json, stubFetch } from '../../test/stub-fetch';

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

function serve(initial: PayoutAccountView | null, type: 1 | 2 | 3 = 2) {
  let account = initial;
  return stubFetch(({ method, url }) => {
    const info: AuthInfo = { isAnonymous: false, scopes: ['user'], user: { ...testUser, type } };
    if (url === '/api/auth/info') return json({ data: info });
    if (url === '/api/payouts/account' && method === 'GET') return json({ data: account });
    if (url === '/api/payouts/bank-tokens')
      return json({ data: { token: 'btok_1', bankAccount: verified.bankAccount } });
    if (url === '/api/payouts/account') {
      account = verified;
      return json({ data: verified }, 201);
    }
    if (url === '/api/payouts/earnings')
      return json({
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
    if (url === '/api/payouts/account-links')
      return json({ data: { url: '/account/payments/simulated-onboarding?link=link_1' } });
    if (url.startsWith('/api/payouts/simulator/account-links/'))
      return json({ data: { returnUrl: 'http://localhost/account/payments/success' } });
    return json({ error: { code: 'not-found', message: '' } }, 404);
  });
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const change = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillPortugal(iban: string) {
  change('First name', 'Ana');
  change('Last name', 'Sousa');
  change('Date of birth', '1985-03-14');
  change(/street address$/i, 'Rua do Aljube 1');
  change('City', 'Funchal');
  change('Postal code', '9000-067');
  change('Phone number', '+351 912 345 678');
  change('Business website', 'https://levada-trails.pt');
  change('IBAN', iban);
  fireEvent.click(screen.getByLabelText("I accept the payment provider's connected account terms"));
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
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    expect(await screen.findByText('Your payout details are verified')).toBeTruthy();
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
  });

  it('gives an affiliate the same payout details, without the booking earnings', async () => {
    const sent = serve(verified, 3);
    renderApp('/account/payments', pages);
    expect(await screen.findByText('Your payout details are verified')).toBeTruthy();
    expect(screen.getByText('Bank account in Portugal (EUR) ending in 0154')).toBeTruthy();
    expect(sent.some((s) => s.url === '/api/payouts/earnings')).toBe(false);
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
    const sent = serve(null);
    renderApp('/account/payments', pages);
    await screen.findByLabelText('IBAN');
    fillPortugal('PT50 0002 0123 1234 5678 9015 4');
    change('Date of birth', `${new Date().getFullYear() - 10}-01-01`);
    fireEvent.click(screen.getByRole('button', { name: 'Save payout details' }));
    expect(await screen.findByText('You must be at least 18 years old.')).toBeTruthy();
    expect(sent.some((s) => s.url === '/api/payouts/account' && s.method === 'POST')).toBe(false);
  });

  it('a company: its name, tax id labelled for the country, and the representative with their title', async () => {
    const sent = serve(null);
    renderApp('/account/payments', pages);
    await screen.findByLabelText('IBAN');
    fireEvent.click(screen.getByLabelText('Company'));
    change('Company name', 'Levada Trilhos Lda');
    change('VAT or company registration number', '12');
    fillPortugal('PT50 0002 0123 1234 5678 9015 4');
    change('Job title', 'Gerente');
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
    const sent = stubFetch(async ({ url, body }) => {
      const info: AuthInfo = {
        isAnonymous: false,
        scopes: ['user'],
        user: { ...testUser, type: 2 },
      };
      if (url === '/api/auth/info') return json({ data: info });
      if (url === '/api/payouts/account') return json({ data: null });
      if (url === '/api/payouts/bank-tokens') {
        const iban = (body as { fields: { iban: string } }).fields.iban.replace(/\s/g, '');
        // The first answer waits until the test releases it.
        if (!release) await new Promise<void>((resolve) => (release = resolve));
        return json({
          data: {
            token: `btok_${iban.slice(-4)}`,
            bankAccount: { country: 'PT', currency: 'eur', last4: iban.slice(-4) },
          },
        });
      }
      return json({ error: { code: 'not-found', message: '' } }, 404);
    });
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
