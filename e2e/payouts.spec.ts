import type { Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts-helpers';
import {
  acceptCookies,
  chooseOpenDay,
  expect,
  expectAccessible,
  test,
  waitForHydration,
} from './support/fixtures';
import { signUpByApi, walkWizardToPublish } from './support/listing-wizard';

// Issue 10's journeys: a new operator is pointed from the listing editor's publish step to the payout
// page, fills it (an individual, or a company with its representative), comes back to the editor and
// publishes a listing travellers can book; the reminder banner of an operator who published without
// payout details is in operator-listings.spec.ts. A traveller manages saved cards on
// /account/payment-methods.

/** Portugal's details of the person (the individual, or the company's representative). */
async function fillPerson(page: Page) {
  await page.getByLabel('First name').fill('Inês');
  await page.getByLabel('Last name').fill('Teixeira');
  const birthDate = page.getByRole('group', { name: 'Date of birth' });
  await birthDate.getByLabel('Day').selectOption('21');
  await birthDate.getByLabel('Month').selectOption('6');
  await birthDate.getByLabel('Year').selectOption('1984');
  await page.getByLabel(/street address$/i).fill('Rua da Carreira 50');
  await page.getByLabel('City').fill('Funchal');
  await page.getByLabel('Postal code').fill('9000-042');
  await page.getByLabel('Phone number').fill('+351 912 345 678');
  await page.getByLabel('Business website').fill('https://pico-trails.pt');
}

for (const [name, viewport, businessType] of [
  ['at desktop width', { width: 1280, height: 900 }, 'Individual'],
  ['on a 390 px phone', { width: 390, height: 844 }, 'Company'],
] as const) {
  test.describe(`getting paid ${name}`, () => {
    test.use({ viewport });

    test(`an operator adds payout details from the editor (${businessType.toLowerCase()}), and publishes from the editor`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      await acceptCookies(page, baseURL);
      const stamp = `${Date.now().toString(36)}${viewport.width}`;
      await signUpByApi(page, {
        type: 2,
        firstName: 'Inês',
        lastName: 'Teixeira',
        email: uniqueEmail('payout-operator'),
        password: 'levada-e2e-operator',
        companyName: 'Pico Trails Lda',
      });

      // A listing walked to the publish step: the editor points to the payout page.
      await page.goto('/l/new');
      await walkWizardToPublish(page, `Sunrise on Pico Ruivo ${stamp}`);
      const editorUrl = new URL(page.url()).pathname;
      await expect(page.getByText(/Travellers cannot book your tours until/)).toBeVisible();
      await page
        .locator('.payout-pointer')
        .getByRole('link', { name: 'Add payout details' })
        .click();
      await expect(page).toHaveURL(/\/account\/payments\?from=/);

      // The account's company name has a legal form (Lda): the form starts as a company, named (issue 49).
      await expect(page.getByLabel('Company', { exact: true })).toBeChecked();
      await expect(page.getByLabel('Company name')).toHaveValue('Pico Trails Lda');
      // Radios and selects look like the rest of the forms: bordered choices, selects with the chevron.
      const chosen = page
        .locator('.payout-form__option')
        .filter({ has: page.getByLabel('Company', { exact: true }) });
      await expect(chosen).toHaveCSS('border-top-style', 'solid');
      await expect(chosen).toHaveCSS('background-color', 'rgb(231, 241, 242)');
      await expect(page.getByLabel('Country')).toHaveCSS('appearance', 'none');
      await expect(page.getByLabel('Country')).toHaveCSS('border-radius', '8px');
      await page.getByLabel(businessType, { exact: true }).check();
      if (businessType === 'Company') {
        await page.getByLabel('Company name').fill('Pico Trails Lda');
        await page.getByLabel('VAT or company registration number').fill('12');
      }
      await fillPerson(page);
      if (businessType === 'Company') {
        await page.getByLabel('Job title').fill('Gerente');
        await page.getByLabel('The representative owns 25 % or more of the company').check();
        await page.getByLabel('Share of the company owned (%)').fill('100');
      }
      // The bank token is asked for once typing pauses, and only for a valid IBAN.
      const iban = page.getByLabel('IBAN');
      await iban.pressSequentially('PT50 0002 0123 1234 5678 9015 5', { delay: 5 });
      await page.getByLabel("I accept the payment provider's connected account terms").check();
      await page.getByRole('button', { name: 'Save payout details' }).click();
      await expect(
        page.getByText('Could not connect the account number: a digit looks wrong.'),
      ).toBeVisible();
      if (businessType === 'Company') {
        await expect(
          page.getByText('This number does not look right for this country.'),
        ).toBeVisible();
        await page.getByLabel('VAT or company registration number').fill('PT 514 123 456');
      }
      const token = page.waitForResponse((r) => r.url().endsWith('/api/payouts/bank-tokens'));
      await iban.fill('PT50 0002 0123 1234 5678 9015 4');
      expect((await token).status()).toBe(200);
      await expect(page.getByText('Bank account ending in 0154 checked')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Save payout details' }).click();
      // The result is brought into view from the bottom of the long form, and takes the focus.
      const result = page.getByRole('heading', { name: 'Your payout details are verified' });
      await expect(result).toBeInViewport();
      await expect(result).toBeFocused();
      await expect(page.getByText('Payout details saved.')).toBeVisible();
      await expect(page.getByText('Bank account in Portugal (EUR) ending in 0154')).toBeVisible();

      // Back to the editor: nothing left to point at; publish.
      await page.getByRole('link', { name: 'Back to your listing' }).click();
      await expect(page).toHaveURL(new RegExp(`${editorUrl}$`));
      await expect(page.getByRole('button', { name: 'Publish listing' })).toBeVisible();
      await expect(page.locator('.payout-pointer')).toHaveCount(0);
      await page.getByRole('button', { name: 'Publish listing' }).click();
      await expect(page).toHaveURL(/\/listings\?published=[0-9a-f-]{36}$/);
      // Now with a listing, the reminder asks for what is still missing: the email (not verified
      // yet), never the payout details.
      const reminder = page.getByRole('region', { name: 'Verify your email' });
      await expect(reminder).toBeVisible();
      await expect(page.getByRole('region', { name: 'Add your payout details' })).toHaveCount(0);
      await reminder.getByRole('button', { name: 'Hide until tomorrow' }).click();
      await expect(reminder).toHaveCount(0);
      await page.getByRole('link', { name: 'View the listing' }).click();
      await expect(page.getByText('This is your listing, so you cannot book it.')).toBeVisible();
      await expect(page.locator('.payout-pointer')).toHaveCount(0);
      // Dismissed for the day: not on the next pages either.
      await expect(reminder).toHaveCount(0);
      await page.goto('/listings');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(reminder).toHaveCount(0);
      await expect(page.locator('.payout-pointer')).toHaveCount(0);
    });

    // A long journey runs at one width; the phone sweep covers the payout pages at 390 px.
    if (viewport.width === 1280) {
      test('an operator in the United States is reminded, verified, and sees the payout of a booking paid with a saved card pending', async ({
        page,
        browser,
        baseURL,
      }) => {
        test.setTimeout(480_000);
        await acceptCookies(page, baseURL);
        const stamp = `${Date.now().toString(36)}${viewport.width}`;
        const title = `Whale watching from Boston ${stamp}`;
        const operatorEmail = uniqueEmail('us-operator');
        await signUpByApi(page, {
          type: 2,
          firstName: 'Jane',
          lastName: 'Miller',
          email: operatorEmail,
          password: 'levada-e2e-operator',
          companyName: 'Harbor Trails LLC',
        });
        // The verification link from the outbox (its reader is walked in accounts.spec.ts).
        const emails = await (
          await page.request.get('/api/outbox?channel=email&perPage=100')
        ).json();
        const sent = (emails as { data: Array<{ id: string; recipient: string }> }).data.find(
          (m) => m.recipient === operatorEmail,
        )!;
        const email = await (await page.request.get(`/api/outbox/${sent.id}`)).json();
        const link = /https?:\/\/\S+?(\/verify-email\?t=[\w-]+)/.exec(
          (email as { data: { text: string } }).data.text,
        )![1]!;
        await page.goto(link);
        await expect(
          page.getByRole('heading', { name: 'Thanks, your email is verified' }),
        ).toBeVisible();

        // Published without payout details: the reminder asks for them (the email is verified).
        await page.goto('/l/new');
        await walkWizardToPublish(page, title);
        await page.getByRole('button', { name: 'Publish listing' }).click();
        await expect(page).toHaveURL(/\/listings\?published=[0-9a-f-]{36}$/);
        await expect(page.getByRole('status').filter({ hasText: title })).toBeVisible();
        const listingUrl = new URL(
          (await page.getByRole('link', { name: 'View the listing' }).getAttribute('href'))!,
          page.url(),
        ).href;
        expect(listingUrl).toMatch(/\/l\/[a-z0-9-]+\/[0-9a-f-]{36}$/);
        const reminder = page.getByRole('region', { name: 'Add your payout details' });
        await expect(reminder).toBeVisible();
        await expectAccessible(page);
        await reminder.getByRole('link', { name: 'Add payout details' }).click();
        await expect(page).toHaveURL(/\/account\/payments/);
        await expect(reminder).toHaveCount(0);

        // The United States: routing and account number, the SSN, the business category. "Harbor
        // Trails LLC" starts the form as a company (issue 49); Jane gets paid as an individual.
        await expect(page.getByLabel('Company', { exact: true })).toBeChecked();
        await page.getByLabel('Individual', { exact: true }).check();
        await page.getByLabel('Country').selectOption('US');
        await page.getByLabel('First name').fill('Jane');
        await page.getByLabel('Last name').fill('Miller');
        const birthDate = page.getByRole('group', { name: 'Date of birth' });
        await birthDate.getByLabel('Day').selectOption('4');
        await birthDate.getByLabel('Month').selectOption('7');
        await birthDate.getByLabel('Year').selectOption('1980');
        await page.getByLabel('Social Security number').fill('123-45-6789');
        await page.getByLabel(/street address$/i).fill('1 Harbor St');
        await page.getByLabel('City').fill('Boston');
        await page.getByLabel('Postal code').fill('02110');
        await page.getByLabel('Phone number').fill('+1 617 555 0100');
        await page.getByLabel('Business website').fill('https://harbor-trails.com');
        await page.getByLabel('Business category').selectOption('4722');
        await page.getByLabel('Routing number').fill('110000001');
        await page.getByLabel('Account number').fill('000123456789');
        await page.getByLabel("I accept the payment provider's connected account terms").check();
        await page.getByRole('button', { name: 'Save payout details' }).click();
        await expect(
          page.getByText('Could not connect the account number: a digit looks wrong.'),
        ).toBeVisible();
        await page.getByLabel('Routing number').fill('110000000');
        await expect(page.getByText('Bank account ending in 6789 checked')).toBeVisible();
        await page.getByRole('button', { name: 'Save payout details' }).click();
        await expect(
          page.getByRole('heading', { name: 'Your payout details are verified' }),
        ).toBeVisible();
        await expect(
          page.getByText('Bank account in United States (USD) ending in 6789'),
        ).toBeVisible();

        // A traveller saves a card on the payment methods page and books with it at checkout.
        const travellerContext = await browser.newContext({ baseURL, viewport });
        const traveller = await travellerContext.newPage();
        await acceptCookies(traveller, baseURL);
        await signUpByApi(traveller, {
          type: 1,
          firstName: 'Tom',
          lastName: 'Baker',
          email: uniqueEmail('saved-card-traveller'),
          password: 'levada-e2e-traveller',
        });
        await traveller.goto('/account/payment-methods');
        await traveller.getByLabel('Card number').fill('4242 4242 4242 4242');
        await traveller.getByLabel('Expiry date').fill('12 / 30');
        await traveller.getByLabel('Security code (CVC)').fill('123');
        await traveller.getByRole('button', { name: 'Save card' }).click();
        await expect(traveller.getByText('Your card is saved.')).toBeVisible();
        await traveller.goto(listingUrl);
        await waitForHydration(traveller);
        const panel = traveller.getByRole('region', { name: 'Check availability' });
        await chooseOpenDay(panel, -1);
        await panel.getByRole('radio', { name: /09:00–12:00/ }).click();
        await panel.getByRole('button', { name: 'More: Adults' }).click();
        await expect(panel.locator('.breakdown__row--total')).toContainText('€90');
        await panel.getByRole('button', { name: 'Request to book' }).click();
        await expect(traveller).toHaveURL(/\/checkout\?/);
        // The saved default card comes first, chosen.
        await expect(
          traveller.getByRole('radio', { name: /ending in 4242/, checked: true }),
        ).toHaveCount(1);
        await traveller.getByRole('button', { name: 'Request to book' }).click();
        await expect(traveller).toHaveURL(/\/order\/[0-9a-f-]{36}\/details$/);
        await expect(traveller.getByTestId('transaction-state')).toHaveText('Requested');
        const salePath = new URL(traveller.url()).pathname.replace('/order/', '/sale/');
        await travellerContext.close();

        // The operator accepts; the card is captured and the operator's share (70 %) is on its way.
        await page.goto(salePath);
        await page.getByRole('button', { name: 'Accept', exact: true }).click();
        await expect(page.getByTestId('transaction-state')).toHaveText('Accepted');
        await page.goto('/account/payments');
        const pending = page
          .locator('.payout-earnings__balance div')
          .filter({ hasText: 'Pending' })
          .locator('dd');
        await expect(async () => {
          await page.reload();
          await expect(pending).toHaveText('€63.00', { timeout: 2_000 });
        }).toPass({ timeout: 60_000 });
        await expect(page.getByText(/No payouts yet/)).toBeVisible();
        await expectAccessible(page);
      });
    }

    // Travellers keep their cards from a phone.
    if (viewport.width === 390) {
      test('a traveller saves cards, chooses the default and deletes one on the payment methods page', async ({
        page,
        baseURL,
      }) => {
        await acceptCookies(page, baseURL);
        await signUpByApi(page, {
          type: 1,
          firstName: 'Sofia',
          lastName: 'Lopes',
          email: uniqueEmail('cards-traveller'),
          password: 'levada-e2e-traveller',
        });
        await page.goto('/account/payment-methods');
        await expect(page.getByText('You have no saved cards yet.')).toBeVisible();

        const addCard = async (number: string) => {
          await page.getByLabel('Card number').fill(number);
          await page.getByLabel('Expiry date').fill('12 / 30');
          await page.getByLabel('Security code (CVC)').fill('123');
          await page.getByRole('button', { name: 'Save card' }).click();
          await expect(page.getByText('Your card is saved.')).toBeVisible();
        };
        await addCard('4242 4242 4242 4242');
        const cards = page.locator('.payment-methods__card');
        await expect(cards).toHaveCount(1);
        await expect(cards.first()).toContainText('ending in 4242');
        await expect(cards.first()).toContainText('(default)');

        await addCard('5555 5555 5555 4444');
        await expect(cards).toHaveCount(2);
        const mastercard = cards.filter({ hasText: 'ending in 4444' });
        await mastercard.getByRole('button', { name: 'Make default' }).click();
        await expect(mastercard).toContainText('(default)');
        await expect(cards.filter({ hasText: 'ending in 4242' })).not.toContainText('(default)');
        await expectAccessible(page);

        await cards
          .filter({ hasText: 'ending in 4242' })
          .getByRole('button', { name: 'Delete' })
          .click();
        await expect(page.getByText('The card is deleted.')).toBeVisible();
        await expect(cards).toHaveCount(1);
        await page.reload();
        await expect(cards).toHaveCount(1);
        await expect(cards.first()).toContainText('ending in 4444');
        await expect(cards.first()).toContainText('(default)');
      });
    }
  });
}
