// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, passthrough } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicPaymentsConfig } from '../../../contracts/payments';
import {
  cardErrorAnswer,
  paymentIntentJson,
  setupIntentJson,
  useFakeStripeApi as startFakeStripeApi,
} from '../../../integrations/payments/fake-stripe-api';
import { fakeStripeJsScript } from '../../../integrations/payments/fake-stripe-js';
import { apiHandler, setupApiServer } from '../../test/msw';
import { TestProviders } from '../../test/render-app';
import { CardForm } from './card-form';
import { confirmCardPayment, type CardPaymentSource } from './confirm-card-payment';
import { confirmCardSetup } from './confirm-card-setup';
import { pollUntilLoaded, waitForStripeJs } from './wait-for-stripe';

// Card payment and card setup through @stripe/stripe-js's real loader (loadStripe of
// @stripe/stripe-js/pure, which injects the js.stripe.com script tag): the tag's load is answered by
// the Stripe.js stand-in (fake-stripe-js.ts), which confirms intents over real HTTP at the
// Stripe-shaped test server (fake-stripe-api.ts). No network: nothing reaches stripe.com.
//
// One file only loads the real Stripe.js loader: it keeps its script promise for the worker.

const fake = startFakeStripeApi();
const publishableKey = 'pk_test_levada_stand_in';
const stripeConfig: PublicPaymentsConfig = { provider: 'stripe', publishableKey };
// Our server's endpoints are answered here; the Stripe-shaped test server over real HTTP.
const server = setupApiServer(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The next js.stripe.com script tag the loader adds to the page. */
function nextStripeScript(): Promise<HTMLScriptElement> {
  return new Promise((resolve) => {
    const observer = new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLScriptElement && node.src.startsWith('https://js.stripe.com/')) {
            observer.disconnect();
            resolve(node);
          }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** The script tag fails to load (offline), twice: the loader tries once more before it gives up. */
async function failStripeScript(injected: Promise<HTMLScriptElement>) {
  const first = await injected;
  const retried = nextStripeScript();
  first.dispatchEvent(new Event('error'));
  (await retried).dispatchEvent(new Event('error'));
}

/**
 * The script tag loads: what it runs is the stand-in's script body, pointed at the fake API (what a
 * browser's route for js.stripe.com would answer).
 */
async function loadStandIn(injected: Promise<HTMLScriptElement>) {
  const script = await injected;
  new Function(fakeStripeJsScript(`http://127.0.0.1:${fake.port}`))();
  script.dispatchEvent(new Event('load'));
}

function renderStripeCardForm(onSource: (source: CardPaymentSource) => void) {
  render(
    <TestProviders>
      <CardForm payments={stripeConfig} submitLabel="Pay" onSubmit={(source) => onSource(source)} />
    </TestProviders>,
  );
}

/**
 * Renders the card form, types a card into the stand-in's card field and submits; the source the
 * form gave. `whileLoading` runs while the form waits for Stripe.js (the field not shown yet).
 */
async function typeCardAndSubmit(
  number: string,
  whileLoading?: (injected: Promise<HTMLScriptElement>) => Promise<void>,
): Promise<CardPaymentSource> {
  const sources: CardPaymentSource[] = [];
  const injected = nextStripeScript();
  renderStripeCardForm((source) => sources.push(source));
  if (whileLoading) {
    expect(await screen.findByText('Loading the secure card field…')).toBeTruthy();
    expect(screen.queryByLabelText('Credit or debit card number')).toBeNull();
    await whileLoading(injected);
  }
  const field = await screen.findByLabelText('Credit or debit card number');
  fireEvent.input(field, { target: { value: number } });
  fireEvent.input(screen.getByLabelText('Credit or debit card expiration date'), {
    target: { value: '12 / 34' },
  });
  fireEvent.input(screen.getByLabelText('Credit or debit card CVC'), { target: { value: '123' } });
  // The form takes the field once the field said 'ready' (as Stripe's iframe does, a moment later).
  await waitFor(() => {
    if (sources.length === 0) fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(sources.length).toBeGreaterThan(0);
  });
  return sources[0]!;
}

const noChallenge = () => Promise.resolve(true);

describe('pollUntilLoaded (Stripe.js polled every 100 ms)', () => {
  it('asks at once, then every 100 ms until loaded, and stops there', async () => {
    vi.useFakeTimers();
    let loaded: string | undefined = undefined;
    const probe = vi.fn(() => loaded);
    const waiting = pollUntilLoaded(probe, { intervalMs: 100, timeoutMs: 30_000 });
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(130);
    loaded = 'Stripe';
    expect(probe).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(70);
    await expect(waiting).resolves.toBe('Stripe');
    expect(probe).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(probe).toHaveBeenCalledTimes(4);
  });

  it('rejects with what a probe throws (a failed load), and when nothing loaded in time', async () => {
    vi.useFakeTimers();
    let failure: Error | undefined = undefined;
    const failing = pollUntilLoaded(
      () => {
        if (failure) throw failure;
        return undefined;
      },
      { intervalMs: 100, timeoutMs: 30_000 },
    );
    const failed = expect(failing).rejects.toThrow('Failed to load Stripe.js');
    await vi.advanceTimersByTimeAsync(250);
    failure = new Error('Failed to load Stripe.js');
    await vi.advanceTimersByTimeAsync(50);
    await failed;

    const never = pollUntilLoaded(() => undefined, { intervalMs: 100, timeoutMs: 1_000 });
    const timedOut = expect(never).rejects.toThrow('did not load in time');
    await vi.advanceTimersByTimeAsync(1_000);
    await timedOut;
  });
});

describe('Stripe.js through @stripe/stripe-js against the Stripe-shaped test server', () => {
  it('waitForStripeJs: a script that fails to load rejects at the next poll', async () => {
    vi.useFakeTimers();
    const injected = nextStripeScript();
    const waiting = waitForStripeJs(publishableKey);
    const rejected = expect(waiting).rejects.toThrow('Failed to load Stripe.js');
    await failStripeScript(injected);
    await vi.advanceTimersByTimeAsync(100);
    await rejected;
  });

  it('the card form says the card field did not load, translated, when the script fails', async () => {
    const injected = nextStripeScript();
    renderStripeCardForm(() => {});
    expect(await screen.findByText('Loading the secure card field…')).toBeTruthy();
    await failStripeScript(injected);
    expect(
      await screen.findByText(
        'The secure card field could not be loaded. Check your connection and refresh the page.',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Credit or debit card number')).toBeNull();
  });

  it('pays by card: the card field shows once Stripe.js loaded, and the intent is confirmed at the API', async () => {
    fake.answers['GET /v1/payment_intents/pi_1'] = { json: paymentIntentJson() };
    fake.answers['POST /v1/payment_intents/pi_1/confirm'] = {
      json: paymentIntentJson({ status: 'requires_capture', payment_method: 'pm_card_1' }),
    };
    const source = await typeCardAndSubmit('4242 4242 4242 4242', loadStandIn);
    expect(source.kind).toBe('stripe-card');
    const result = await confirmCardPayment(
      { clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1', source, savePaymentMethod: true },
      { payments: stripeConfig, authenticate: noChallenge },
    );

    expect(result).toEqual({
      paymentIntent: { id: 'pi_1', status: 'requires_capture', amount: 12_300, currency: 'eur' },
    });
    const confirm = fake.recorded.find((r) => r.path === '/v1/payment_intents/pi_1/confirm');
    expect(confirm?.key).toBe(publishableKey);
    expect(Object.fromEntries(confirm!.body)).toMatchObject({
      client_secret: 'pi_1_secret_x',
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242424242424242',
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '34',
      'payment_method_data[card][cvc]': '123',
      setup_future_usage: 'off_session',
    });
  });

  it("a declined card comes back as Stripe's card error, and an intent already authorised is not confirmed again", async () => {
    fake.answers['GET /v1/payment_intents/pi_1'] = { json: paymentIntentJson() };
    fake.answers['POST /v1/payment_intents/pi_1/confirm'] = cardErrorAnswer(
      'card_declined',
      'insufficient_funds',
    );
    const source = await typeCardAndSubmit('4000 0000 0000 9995');
    const options = { payments: stripeConfig, authenticate: noChallenge };
    const input = { clientSecret: 'pi_1_secret_x', paymentIntentId: 'pi_1', source };
    expect(await confirmCardPayment(input, options)).toEqual({
      error: { code: 'card_declined', declineCode: 'insufficient_funds' },
    });

    fake.recorded.length = 0;
    fake.answers['GET /v1/payment_intents/pi_1'] = {
      json: paymentIntentJson({ status: 'requires_capture' }),
    };
    expect((await confirmCardPayment(input, options)).paymentIntent?.status).toBe(
      'requires_capture',
    );
    expect(fake.recorded.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/payment_intents/pi_1',
    ]);
  });

  it('saves a card: confirmCardSetup confirms the setup intent the server made at the API', async () => {
    server.use(
      apiHandler('POST /api/payments/setup-intents', () => ({
        data: { id: 'seti_1', status: 'requires_payment_method', clientSecret: 'seti_1_secret_x' },
      })),
    );
    fake.answers['POST /v1/setup_intents/seti_1/confirm'] = {
      json: setupIntentJson({ status: 'succeeded', payment_method: 'pm_card_2' }),
    };
    const source = await typeCardAndSubmit('5555 5555 5555 4444');
    if (source.kind !== 'stripe-card') throw new Error('expected the Stripe card field');

    const result = await confirmCardSetup(source, {
      payments: stripeConfig,
      authenticate: noChallenge,
    });

    expect(result.setupIntent?.status).toBe('succeeded');
    const confirm = fake.recorded.find((r) => r.path === '/v1/setup_intents/seti_1/confirm');
    expect(confirm?.key).toBe(publishableKey);
    expect(Object.fromEntries(confirm!.body)).toMatchObject({
      client_secret: 'seti_1_secret_x',
      'payment_method_data[card][number]': '5555555555554444',
    });
  });
});
