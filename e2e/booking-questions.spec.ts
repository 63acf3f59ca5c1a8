import type { Browser } from '@playwright/test';
import { demoPassword, logIn, signedInPage } from './support/accounts-helpers';
import { acceptCookies, chooseOpenDay, expect, expectAccessible, test } from './support/fixtures';

// Issue 45 item 2 (decision 137): a traveller (Claire) books the tandem paragliding over Calheta
// (Ilha Dourada, on request), whose operator asks each person's weight (required) and whether they
// have flown before. At checkout the lead traveller's name and phone come from her account; a
// weight left out is refused with its translated message and books nothing; then the order page
// shows the answers and she changes one; the operator (Marta) sees them on the sale page.
const title = 'Tandem paragliding over Calheta';

async function signedIn(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  viewport: { width: number; height: number },
) {
  const page = await signedInPage(browser, email, { baseURL, viewport });
  return { page, context: page.context() };
}

for (const [name, viewport, day] of [
  // One width (CI time), a phone's, where travellers answer; the booking journeys cover 1280 px.
  ['on a 390 px phone', { width: 390, height: 844 }, 3],
] as const) {
  test.describe(`booking questions ${name}`, () => {
    test.use({ viewport });

    test('the traveller answers at checkout and changes an answer; the operator reads them on the sale page', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      await acceptCookies(page, baseURL);
      await page.goto('/login');
      await logIn(page, 'claire.dubois@levada.demo', demoPassword);
      await expect(page).not.toHaveURL(/\/login/);

      await page.goto(`/s?keywords=${encodeURIComponent('paragliding Calheta')}`);
      await page
        .getByRole('link', { name: new RegExp(title) })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const panel = page.getByRole('region', { name: 'Check availability' });
      await chooseOpenDay(panel, day);
      await panel.getByRole('radio', { name: /12:00–13:00/ }).click();
      await panel.getByRole('button', { name: 'More: Adults' }).click();
      await panel.getByRole('button', { name: 'Request to book' }).click();
      await expect(page).toHaveURL(/\/checkout\?/);

      // The lead traveller from the account; one weight for each of the two persons.
      await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
      await expect(page.getByLabel('Lead traveller’s full name')).toHaveValue('Claire Dubois');
      await expect(page.getByLabel('Mobile phone')).toHaveValue('+33 6 12 34 56 78');
      const weight = page.getByRole('group', { name: 'Weight (kg)' });
      await weight.getByLabel('Person 1').fill('72');
      await page
        .getByRole('group', { name: 'Have you flown a paraglider before? (optional)' })
        .getByLabel('Person 1')
        .selectOption({ label: 'Yes' });
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry date').fill('12 / 30');
      await page.getByLabel('Security code (CVC)').fill('123');
      await expectAccessible(page);

      // The second person's weight left out: refused in the browser, nothing requested.
      let requests = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/transactions?speculative=false')) requests += 1;
      });
      await page.getByRole('button', { name: 'Request to book' }).click();
      await expect(page.getByText('Some answers need your attention.')).toBeVisible();
      await expect(weight.getByText('Please answer this.')).toBeVisible();
      await expect(page).toHaveURL(/\/checkout\?/);
      expect(requests).toBe(0);

      await weight.getByLabel('Person 2').fill('58');
      await page.getByRole('button', { name: 'Request to book' }).click();
      await expect(page).toHaveURL(/\/order\/[0-9a-f-]+\/details$/);
      const answers = page.getByTestId('booking-answers');
      await expect(answers).toContainText('Weight (kg)');
      await expect(answers).toContainText('Person 1: 72');
      await expect(answers).toContainText('Person 2: 58');
      await expect(answers).toContainText('Claire Dubois');

      // Changed before the cutoff, checked by the same schema.
      await page.getByRole('button', { name: 'Change answers' }).click();
      await page.getByRole('group', { name: 'Weight (kg)' }).getByLabel('Person 2').fill('');
      await page.getByRole('button', { name: 'Save answers' }).click();
      await expect(page.getByText('Please answer this.')).toBeVisible();
      await page.getByRole('group', { name: 'Weight (kg)' }).getByLabel('Person 2').fill('61');
      await page.getByRole('button', { name: 'Save answers' }).click();
      await expect(answers).toContainText('Person 2: 61');
      await expectAccessible(page);
      const salePath = page.url().replace('/order/', '/sale/');

      const marta = await signedIn(browser, baseURL, 'marta.freitas@levada.demo', viewport);
      await marta.page.goto(salePath);
      const sale = marta.page.getByTestId('booking-answers');
      await expect(sale).toContainText('Weight (kg)');
      await expect(sale).toContainText('Person 1: 72');
      await expect(sale).toContainText('Person 2: 61');
      await expect(sale).toContainText('Have you flown a paraglider before?');
      await expect(sale).toContainText('Person 1: Yes');
      await expect(marta.page.getByRole('button', { name: 'Change answers' })).toHaveCount(0);
      await marta.context.close();
    });
  });
}
