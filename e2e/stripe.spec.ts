import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import { fakeStripeJsScript } from '../src/integrations/payments/fake-stripe-js';
import {
  startStripeTestApi,
  type StripeTestApi,
} from '../src/integrations/payments/stripe-test-api';
import { signedInPage } from './support/accounts-helpers';
import { chooseOpenDay, expect, expectAccessible, test } from './support/fixtures';

// Issue 49 item 15: with Stripe keys, card payment and card setup run through @stripe/stripe-js (its
// real loader, the js.stripe.com script answered by the repository's stand-in, fake-stripe-js.ts)
// against a Stripe-shaped test API (stripe-test-api.ts), which the app's Stripe adapter calls too
// (STRIPE_API_URL): nothing leaves the machine. This journey starts a server of its own with the keys.

const secretKey = 'sk_test_levada_journey';
const publishableKey = 'pk_test_levada_journey';
const title = 'Levada do Caldeirão Verde laurel forest walk';

let api: StripeTestApi;
let server: ChildProcess;
let baseURL: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  api = await startStripeTestApi({ secretKey, publishableKey });
  // Beside the two journey servers (E2E_PORT and the next one).
  const port = Number(process.env.E2E_PORT ?? 18555) + 40 + test.info().parallelIndex;
  baseURL = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PORT: String(port),
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: publishableKey,
      STRIPE_API_URL: api.url,
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${baseURL}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 200_000,
        intervals: [500],
      },
    )
    .toBe(200);
});

test.afterAll(async () => {
  // Waits for the server script to remove its data folder.
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await api?.close();
});

/** A browser on the Stripe server, js.stripe.com answered by the stand-in. */
const openBrowser = (browser: Browser, email: string) =>
  signedInPage(browser, email, {
    baseURL,
    viewport: { width: 1280, height: 900 },
    prepare: (context) =>
      context.route('https://js.stripe.com/**', (route) =>
        route.fulfill({ contentType: 'application/javascript', body: fakeStripeJsScript(api.url) }),
      ),
  });

/** Stripe's card field (the stand-in's three inputs), once Stripe.js has loaded. */
async function typeCard(page: Page, number: string) {
  await page.getByLabel('Credit or debit card number').fill(number);
  await page.getByLabel('Credit or debit card expiration date').fill('12 / 30');
  await page.getByLabel('Credit or debit card CVC').fill('123');
}

/** The intent as Stripe's API has it (the server's view, with the secret key). */
async function intentOf(id: string): Promise<{ status: string; amount_received: number }> {
  const response = await fetch(`${api.url}/v1/payment_intents/${id}`, {
    headers: { authorization: `Bearer ${secretKey}` },
  });
  return (await response.json()) as { status: string; amount_received: number };
}

test('with Stripe keys a traveller pays through Stripe.js, the operator accepts and the card is captured; a card is saved through a setup intent', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const sofia = await openBrowser(browser, 'sofia.martins@levada.demo');
  await sofia.goto(`/s?keywords=${encodeURIComponent('Caldeirão Verde')}`);
  await sofia
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  const panel = sofia.getByRole('region', { name: 'Check availability' });
  await chooseOpenDay(panel, 4);
  await panel.getByRole('radio', { name: /08:30–14:30/ }).click();
  await panel.getByRole('button', { name: 'More: Adults' }).click();
  await expect(panel.locator('.breakdown__row--total')).toContainText('€90');
  await panel.getByRole('button', { name: 'Request to book' }).click();
  await expect(sofia).toHaveURL(/\/checkout\?/);

  // The card field waits for Stripe.js; a declined card says why and the request waits for another card.
  const started = sofia.waitForResponse(
    (r) =>
      r.url().includes('/api/transactions?speculative=false') && r.request().method() === 'POST',
  );
  await typeCard(sofia, '4000 0000 0000 0002');
  const pay = sofia.getByRole('button', { name: 'Request to book' });
  await pay.click();
  const { data } = (await (await started).json()) as {
    data: { id: string; paymentIntentId: string };
  };
  await expect(sofia.getByText(/Your card was declined/)).toBeVisible();
  await expect(sofia).toHaveURL(/\/checkout\?/);
  await expectAccessible(sofia);

  await typeCard(sofia, '4242 4242 4242 4242');
  await pay.click();
  await expect(sofia).toHaveURL(new RegExp(`/order/${data.id}/details$`));
  await expect(sofia.getByTestId('transaction-state')).toHaveText('Requested');
  // The card went from the browser to Stripe's API with the publishable key, never through our server.
  expect(api.calls).toContainEqual({
    call: `POST /v1/payment_intents/${data.paymentIntentId}/confirm`,
    key: 'publishable',
  });
  expect((await intentOf(data.paymentIntentId)).status).toBe('requires_capture');

  // The operator accepts: the server captures through Stripe's API.
  const ana = await openBrowser(browser, 'ana.sousa@levada.demo');
  await ana.goto(`/sale/${data.id}/details`);
  await ana.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(ana.getByTestId('transaction-state')).toHaveText('Accepted');
  await expect
    .poll(() => intentOf(data.paymentIntentId), { timeout: 15_000 })
    .toMatchObject({ status: 'succeeded', amount_received: 9_000 });
  await sofia.reload();
  await expect(sofia.getByTestId('transaction-state')).toHaveText('Accepted');

  // A card saved without paying: Stripe.js confirms the setup intent.
  await sofia.goto('/account/payment-methods');
  await typeCard(sofia, '5555 5555 5555 4444');
  await sofia.getByRole('button', { name: 'Save card' }).click();
  await expect(sofia.getByText('Your card is saved.')).toBeVisible();
  await expect(sofia.locator('.payment-methods__card')).toContainText(['ending in 4444']);
  expect(api.calls.some((c) => /^POST \/v1\/setup_intents\/.+\/confirm$/.test(c.call))).toBe(true);
  await sofia.context().close();
  await ana.context().close();
});
