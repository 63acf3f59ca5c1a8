// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPaymentIntent, SavedCard } from '../../../contracts/payments';
import { everyCatalog as catalogs } from '../../test/messages';
import { setupApiServer } from '../../test/msw';
import { TestProviders } from '../../test/render-app';
import { cardErrorMessageId } from './card-error-message';
import { CardForm, type CardFormProps } from './card-form';
import { confirmCardPayment } from './confirm-card-payment';
import { useThreeDSecureChallenge } from './three-d-secure-challenge';

const server = setupApiServer();

afterEach(() => {
  cleanup();
});

const simulatorConfig = { provider: 'simulator' as const, publishableKey: null };

function renderForm(props: Partial<CardFormProps> = {}, locale: 'en' | 'pt' = 'en') {
  const onSubmit = vi.fn();
  render(
    <TestProviders locale={locale}>
      <CardForm payments={simulatorConfig} submitLabel="Pay" onSubmit={onSubmit} {...props} />
    </TestProviders>,
  );
  return onSubmit;
}

const type = (label: RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input as HTMLInputElement;
};

describe('<CardForm> (card simulator)', () => {
  it('has the standard autocomplete fields and formats the number and expiry while typing', () => {
    renderForm();
    const number = type(/card number/i, '4242424242424242');
    const expiry = type(/expiry/i, '1230');
    expect(number.value).toBe('4242 4242 4242 4242');
    expect(number.autocomplete).toBe('cc-number');
    expect(expiry.value).toBe('12 / 30');
    expect(expiry.autocomplete).toBe('cc-exp');
    expect((screen.getByLabelText(/security code/i) as HTMLInputElement).autocomplete).toBe(
      'cc-csc',
    );
  });

  it('shows translated inline errors and does not submit a card that fails the checks', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeTruthy();
    type(/card number/i, '4242 4242 4242 4241');
    expect(await screen.findByText('Your card number is incorrect.')).toBeTruthy();
    type(/card number/i, '4242 4242 4242 4242');
    type(/expiry/i, '01/20');
    type(/security code/i, '123');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(
      await screen.findByText("Your card's expiry year is invalid or in the past."),
    ).toBeTruthy();
    type(/expiry/i, '12/30');
    type(/security code/i, '12');
    expect(await screen.findByText("Your card's security code is invalid.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    const number = screen.getByLabelText(/card number/i);
    expect(number.getAttribute('aria-invalid')).toBeNull();
  });

  it('submits a good card with the save choice', async () => {
    const onSubmit = renderForm({ canSaveCard: true });
    type(/card number/i, '4000 0027 6000 3184');
    type(/expiry/i, '0931');
    type(/security code/i, '737');
    fireEvent.click(screen.getByLabelText('Save this card for next time'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        kind: 'card',
        card: { number: '4000 0027 6000 3184', expMonth: 9, expYear: 31, cvc: '737' },
      },
      { savePaymentMethod: true },
    );
  });

  it('offers saved cards, the default first chosen, and a new card', async () => {
    const cards: SavedCard[] = [
      {
        id: 'pm_sim_a',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        isDefault: false,
      },
      {
        id: 'pm_sim_b',
        brand: 'mastercard',
        last4: '4444',
        expMonth: 3,
        expYear: 2031,
        isDefault: true,
      },
    ];
    const onSubmit = renderForm({ savedCards: cards, canSaveCard: true });
    const chosen = screen.getByLabelText(
      /Mastercard ending in 4444, expires 03\/31/,
    ) as HTMLInputElement;
    expect(chosen.checked).toBe(true);
    expect(screen.queryByLabelText(/card number/i)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { kind: 'saved', paymentMethodId: 'pm_sim_b' },
        { savePaymentMethod: false },
      ),
    );
    fireEvent.click(screen.getByLabelText('A new card'));
    expect(screen.getByLabelText(/card number/i)).toBeTruthy();
    expect(screen.getByLabelText('Save this card for next time')).toBeTruthy();
  });

  it('shows the card error of the last attempt in the traveller’s language', () => {
    renderForm({ error: { code: 'card_declined', declineCode: 'insufficient_funds' } }, 'pt');
    expect(
      screen.getByText('O seu cartão não tem saldo suficiente. Experimente outro cartão.'),
    ).toBeTruthy();
  });
});

describe('card error messages', () => {
  it.each([
    'card_declined',
    'expired_card',
    'incorrect_number',
    'invalid_number',
    'incomplete_number',
    'incorrect_cvc',
    'invalid_cvc',
    'incorrect_zip',
    'invalid_expiry_month',
    'invalid_expiry_year',
    'invalid_swipe_data',
    'missing',
    'processing_error',
    'payment_intent_authentication_failure',
    'api_connection_error',
    'api_error',
    'authentication_error',
    'card_error',
    'invalid_request_error',
    'rate_limit_error',
    'missing_publishable_key',
    'something_new',
  ])('%s has its own message in every language', (code) => {
    const id = cardErrorMessageId({ code });
    for (const catalog of Object.values(catalogs)) expect(catalog[id], id).toBeTruthy();
  });
});

describe('3-D Secure challenge and confirmCardPayment with the simulator', () => {
  const intent = (status: PublicPaymentIntent['status']): PublicPaymentIntent => ({
    id: 'pi_sim_1',
    status,
    amount: 12_300,
    currency: 'eur',
    ...(status === 'requires_action' ? { nextAction: 'authenticate' as const } : {}),
  });

  /** A fake server: the simulator's answers in order, recording what the browser sent. */
  function stubServer(answers: Array<{ status: number; body: unknown }>) {
    const calls: Array<{ url: string; method: string; body: unknown }> = [];
    server.use(
      http.all('*', async ({ request }) => {
        const text = await request.text();
        const url = new URL(request.url);
        calls.push({
          url: `${url.pathname}${url.search}`,
          method: request.method,
          body: text ? JSON.parse(text) : undefined,
        });
        const answer = answers.shift()!;
        return HttpResponse.json(answer.body as object, { status: answer.status });
      }),
    );
    return calls;
  }

  function Harness({ onDone }: { onDone: (result: unknown) => void }) {
    const challenge = useThreeDSecureChallenge();
    const [isStarted, setStarted] = useState(false);
    return (
      <>
        <button
          type="button"
          disabled={isStarted}
          onClick={() => {
            setStarted(true);
            void confirmCardPayment(
              {
                clientSecret: 'pi_sim_1_secret_x',
                paymentIntentId: 'pi_sim_1',
                source: {
                  kind: 'card',
                  card: { number: '4000002760003184', expMonth: 12, expYear: 30, cvc: '123' },
                },
              },
              { payments: simulatorConfig, authenticate: challenge.authenticate },
            ).then(onDone);
          }}
        >
          Start
        </button>
        {challenge.modal}
      </>
    );
  }

  it('shows the challenge for a card asking for authentication and completes it', async () => {
    const calls = stubServer([
      { status: 200, body: { data: intent('requires_payment_method') } },
      { status: 200, body: { data: intent('requires_action') } },
      { status: 200, body: { data: intent('requires_capture') } },
    ]);
    const onDone = vi.fn();
    render(
      <TestProviders>
        <Harness onDone={onDone} />
      </TestProviders>,
    );
    fireEvent.click(screen.getByText('Start'));
    expect(
      await screen.findByText('Your bank asks you to confirm a payment of €123.'),
    ).toBeTruthy();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Complete authentication' })),
    );
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({ paymentIntent: intent('requires_capture') }),
    );
    expect(calls.map((c) => `${c.method} ${c.url.split('?')[0]}`)).toEqual([
      'GET /api/payments/simulator/payment-intents/pi_sim_1',
      'POST /api/payments/simulator/payment-intents/pi_sim_1/confirm',
      'POST /api/payments/simulator/payment-intents/pi_sim_1/authenticate',
    ]);
    expect(calls[2]!.body).toEqual({ clientSecret: 'pi_sim_1_secret_x', outcome: 'complete' });
    expect(screen.queryByText('Complete authentication')).toBeNull();
  });

  it('turns a decline into a card error and does not confirm an intent already authorised', async () => {
    stubServer([
      { status: 200, body: { data: intent('requires_payment_method') } },
      {
        status: 402,
        body: {
          error: {
            code: 'transaction-payment-failed',
            message: 'x',
            details: [{ code: 'card_declined', declineCode: 'generic_decline' }],
          },
        },
      },
    ]);
    const input = {
      clientSecret: 'pi_sim_1_secret_x',
      paymentIntentId: 'pi_sim_1',
      source: { kind: 'saved' as const, paymentMethodId: 'pm_sim_a' },
    };
    const options = { payments: simulatorConfig, authenticate: vi.fn() };
    expect(await confirmCardPayment(input, options)).toEqual({
      error: { code: 'card_declined', declineCode: 'generic_decline' },
    });

    const calls = stubServer([{ status: 200, body: { data: intent('requires_capture') } }]);
    expect(await confirmCardPayment(input, options)).toEqual({
      paymentIntent: intent('requires_capture'),
    });
    expect(calls).toHaveLength(1);
    expect(options.authenticate).not.toHaveBeenCalled();
  });
});
