import type { Browser, Page } from '@playwright/test';
import { demoPassword, logIn, signedInPage } from './support/accounts-helpers';
import { acceptCookies, chooseOpenDay, expect, expectAccessible, test } from './support/fixtures';

// Issue 8's journeys on the seeded marketplace: a traveller (Sofia) books 2 adults and 1 child on a
// Madeira levada walk (€45 an adult, €30 a child: €120) and pays with the card simulator's test
// cards; the operator (Ana, Laurissilva Trails) answers on the sale page.

const title = 'Levada do Caldeirão Verde laurel forest walk';
const traveller = 'sofia.martins@levada.demo';
const operator = 'ana.sousa@levada.demo';

type Booked = { orderPath: string; salePath: string; intentId: string; clientSecret: string };

/** The listing page, a free date (the nth; later dates leave more than 24 h to cancel), the departure and the party. */
async function chooseOnListing(page: Page, dayIndex: number) {
  await page.goto(`/s?keywords=${encodeURIComponent('Caldeirão Verde')}`);
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Check availability' });
  await chooseOpenDay(panel, dayIndex);
  await panel.getByRole('radio', { name: /08:30–14:30/ }).click();
  await panel.getByRole('button', { name: 'More: Adults' }).click();
  await panel.getByRole('button', { name: 'More: Children' }).click();
  await expect(panel.locator('.breakdown__row--total')).toContainText('€120');
  await panel.getByRole('button', { name: 'Request to book' }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
}

/** Pays with a test card number (or 'saved card', the one kept from an earlier booking); returns the request's payment intent. */
async function payWithCard(
  page: Page,
  number: string,
  options: { isDoubleClick?: boolean; isSaved?: boolean } = {},
) {
  await expect(page.locator('.breakdown__row--total')).toContainText('€120');
  const started = page.waitForResponse(
    (r) =>
      r.url().includes('/api/transactions?speculative=false') && r.request().method() === 'POST',
  );
  if (number === 'saved card') {
    await expect(page.getByRole('radio', { name: /ending in 4242/, checked: true })).toHaveCount(1);
  } else {
    const newCard = page.getByRole('radio', { name: 'A new card' });
    if ((await newCard.count()) > 0) await newCard.check();
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiry date').fill('12 / 30');
    await page.getByLabel('Security code (CVC)').fill('123');
    if (options.isSaved) await page.getByLabel('Save this card for next time').check();
  }
  const pay = page.getByRole('button', { name: 'Request to book' });
  if (options.isDoubleClick) await pay.dblclick();
  else await pay.click();
  const body = (await (await started).json()) as {
    data: { id: string; paymentIntentId: string };
    paymentClientSecret: string;
  };
  return {
    id: body.data.id,
    intentId: body.data.paymentIntentId,
    clientSecret: body.paymentClientSecret,
  };
}

async function intentStatus(page: Page, booked: Pick<Booked, 'intentId' | 'clientSecret'>) {
  const response = await page.request.get(
    `/api/payments/simulator/payment-intents/${booked.intentId}?clientSecret=${encodeURIComponent(booked.clientSecret)}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { status: string } }).data.status;
}

/** A request paid and sent: the traveller lands on the order page. */
async function book(
  page: Page,
  dayIndex: number,
  card: string,
  options: { isDoubleClick?: boolean; isSaved?: boolean } = {},
): Promise<Booked> {
  await chooseOnListing(page, dayIndex);
  const started = await payWithCard(page, card, options);
  await expect(page).toHaveURL(new RegExp(`/order/${started.id}/details$`));
  await expect(page.getByTestId('transaction-state')).toHaveText('Requested');
  return {
    ...started,
    orderPath: `/order/${started.id}/details`,
    salePath: `/sale/${started.id}/details`,
  };
}

const signedIn = (browser: Browser, email: string, viewport: { width: number; height: number }) =>
  signedInPage(browser, email, { baseURL: test.info().project.use.baseURL, viewport });

for (const [name, viewport] of [
  ['at desktop width', { width: 1280, height: 900 }],
  ['on a 390 px phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`booking and paying ${name}`, () => {
    test.use({ viewport });
    // Each viewport books its own day, so the runs do not share seats.
    const day = name.startsWith('at desktop') ? 2 : 3;

    // Each journey runs at one width (CI time): this one on a phone, where travellers book, the next
    // at desktop width; the phone sweep (phones.spec.ts) fits every page to 390 px.
    if (viewport.width === 390)
      test('a traveller pays by card, the operator accepts and the card is captured; a second request is declined and released', async ({
        page,
        browser,
        baseURL,
      }) => {
        test.setTimeout(180_000);
        await acceptCookies(page, baseURL);
        // Log in on the checkout itself: the choice stays.
        await chooseOnListing(page, day);
        await expect(
          page.getByRole('heading', { name: 'Log in or sign up to book' }),
        ).toBeVisible();
        // "Back to the activity" keeps the choice (issue 49): the same departure and party, the same price.
        await page.getByRole('link', { name: 'Back to the activity' }).click();
        const panel = page.getByRole('region', { name: 'Check availability' });
        await expect(panel.getByRole('radio', { name: /08:30–14:30/ })).toBeChecked();
        await expect(panel.locator('.breakdown__row--total')).toContainText('€120');
        await panel.getByRole('button', { name: 'Request to book' }).click();
        await expect(page).toHaveURL(/\/checkout\?.*adults=2&children=1/);
        await logIn(page, traveller, demoPassword);
        await expect(page).toHaveURL(/\/checkout\?.*adults=2&children=1/);
        await expect(page.getByText('2 adults, 1 child')).toBeVisible();
        await expectAccessible(page);

        // A double click on pay makes one request and pays it once; the card is kept for next time.
        let requests = 0;
        page.on('request', (r) => {
          if (r.method() === 'POST' && r.url().includes('/api/transactions?speculative=false'))
            requests += 1;
        });
        const started = await payWithCard(page, '4242 4242 4242 4242', {
          isDoubleClick: true,
          isSaved: true,
        });
        await expect(page).toHaveURL(new RegExp(`/order/${started.id}/details$`));
        const first: Booked = {
          ...started,
          orderPath: `/order/${started.id}/details`,
          salePath: `/sale/${started.id}/details`,
        };
        expect(requests).toBe(1);
        await expect(page.getByTestId('transaction-state')).toHaveText('Requested');
        await expect(page.getByText('Request sent.')).toBeVisible();
        await expect(page.getByText('You requested to book.')).toBeVisible();
        await expect(page.getByText('(Madeira time)', { exact: true })).toBeVisible();
        await expect(page.locator('.breakdown__row--total')).toContainText('€120');
        expect(await intentStatus(page, first)).toBe('requires_capture');
        await expectAccessible(page);

        // The second request is paid with the saved card.
        const second = await book(page, day, 'saved card');

        // The operator accepts the first: the card is captured.
        const ana = await signedIn(browser, operator, viewport);
        await ana.goto(first.salePath);
        await expect(ana.getByTestId('transaction-state')).toHaveText('Requested');
        await expect(
          ana.getByText('Sofia M. requested to book.').or(ana.getByText(/requested to book\.$/)),
        ).toBeVisible();
        await expect(ana.getByText('You earn')).toBeVisible();
        await expectAccessible(ana);
        await ana.getByRole('button', { name: 'Accept', exact: true }).click();
        await expect(ana.getByTestId('transaction-state')).toHaveText('Accepted');
        await expect(ana.getByText('You accepted the request.')).toBeVisible();
        // The capture is a job run within a second of the accept (decision 088).
        await expect.poll(() => intentStatus(page, first), { timeout: 15_000 }).toBe('succeeded');

        // Moving the booking to another date: e2e/reschedule.spec.ts (the traveller accepts it first).

        // The customer's link on the operator's side leads to the sale view.
        await ana.goto(first.orderPath);
        await expect(ana).toHaveURL(new RegExp(`${first.salePath}$`));

        // ... and declines the second, after confirming: the hold is released.
        await ana.goto(second.salePath);
        await ana.getByRole('button', { name: 'Decline', exact: true }).click();
        const dialog = ana.getByRole('dialog', { name: 'Decline this request?' });
        await dialog.getByRole('button', { name: 'Decline' }).click();
        await expect(ana.getByTestId('transaction-state')).toHaveText('Declined');
        await expect.poll(() => intentStatus(page, second), { timeout: 15_000 }).toBe('canceled');

        // The traveller sees both answers; a declined request reads as cancelled to them.
        await page.goto(first.orderPath);
        await expect(page.getByTestId('transaction-state')).toHaveText('Accepted');
        await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Add to calendar' }).click();
        expect((await download).suggestedFilename()).toBe('levada-booking.ics');
        await page.goto(second.orderPath);
        await expect(page.getByTestId('transaction-state')).toHaveText('Cancelled');
        await expect(page.getByText(/declined your request\.$/)).toBeVisible();
        // In plain words: the hold on which card went, and when it leaves the statement (issue 49).
        await expect(page.getByTestId('money-back')).toHaveText(
          /^Nothing was charged: the €120 hold on your Visa •••• 4242 was released on .+ and leaves your statement within 2–3 business days\.$/,
        );

        // Nothing is wider than the screen (the phone run): the page scrolls only down.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );

        // Nobody else may read the booking: a visitor is asked to log in, another traveller gets the not-found page.
        const visitor = await browser.newPage({
          baseURL: test.info().project.use.baseURL,
          viewport,
        });
        await visitor.goto(first.orderPath);
        await expect(visitor).toHaveURL(/\/(login|signup)\?from=/);
        await visitor.close();
        const lukas = await signedIn(browser, 'lukas.becker@levada.demo', viewport);
        await lukas.goto(first.orderPath);
        await expect(
          lukas.getByRole('heading', { name: /not found|can’t find|cannot find/i }),
        ).toBeVisible();
        await lukas.context().close();
        await ana.context().close();
      });

    if (viewport.width === 1280)
      test('a declined card shows the decline message; a card with a bank check passes it; a cancellation shows its refund first', async ({
        page,
        browser,
        baseURL,
      }) => {
        test.setTimeout(180_000);
        await acceptCookies(page, baseURL);
        await page.goto('/login');
        await logIn(page, traveller, demoPassword);
        await expect(page).not.toHaveURL(/\/login/);

        // 4000 0000 0000 0002 is declined: the message shows and the traveller stays on checkout.
        await chooseOnListing(page, day);
        let requests = 0;
        page.on('request', (r) => {
          if (r.method() === 'POST' && r.url().includes('/api/transactions?speculative=false'))
            requests += 1;
        });
        const started = await payWithCard(page, '4000 0000 0000 0002');
        await expect(page.getByText('Your card was declined. Try another card.')).toBeVisible();
        await expect(page).toHaveURL(/\/checkout\?/);
        await expect(page.getByRole('timer')).toContainText(/1[45]:\d\d/);

        // A reload keeps the request (its seats are held): the countdown goes on where it was.
        await page.reload();
        await expect(page.getByRole('timer')).toContainText(/1[45]:\d\d/);
        await expect(page.getByLabel('Message to the operator (optional)')).toBeDisabled();

        // Another card pays the same request (no second booking): 4000 0027 6000 3184 asks the bank.
        const newCard = page.getByRole('radio', { name: 'A new card' });
        if ((await newCard.count()) > 0) await newCard.check();
        await page.getByLabel('Card number').fill('4000 0027 6000 3184');
        await page.getByLabel('Expiry date').fill('12 / 30');
        await page.getByLabel('Security code (CVC)').fill('123');
        await page.getByRole('button', { name: 'Request to book' }).click();
        const challenge = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
        await expect(challenge).toBeVisible();
        await expectAccessible(page);
        await challenge.getByRole('button', { name: 'Complete authentication' }).click();
        await expect(page).toHaveURL(new RegExp(`/order/${started.id}/details$`));
        expect(requests).toBe(1);
        await expect(page.getByTestId('transaction-state')).toHaveText('Requested');

        const ana = await signedIn(browser, operator, viewport);
        await ana.goto(`/sale/${started.id}/details`);
        await ana.getByRole('button', { name: 'Accept', exact: true }).click();
        await expect(ana.getByTestId('transaction-state')).toHaveText('Accepted');
        await ana.context().close();

        // Cancelling more than 24 hours ahead: the full refund shows before confirming.
        await page.goto(`/order/${started.id}/details`);
        await expect(page.getByTestId('transaction-state')).toHaveText('Accepted');
        await page.getByRole('button', { name: 'Cancel booking' }).click();
        const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
        await expect(dialog.getByText(/^You get a full refund of €120(\.00)?\.$/)).toBeVisible();
        await expectAccessible(page);
        await dialog.getByRole('button', { name: 'Cancel booking' }).click();
        await expect(page.getByTestId('transaction-state')).toHaveText('Cancelled');
        await expect(page.getByText('You cancelled the booking.')).toBeVisible();
        await expect(page.getByText(/Refund: /).first()).toBeVisible();
        await expect(page.getByTestId('money-back')).toHaveText(
          /^€120 refunded to your Visa •••• 3184 on .+, back on your card within 2–3 business days\.$/,
        );
      });
  });
}
