// The console (issue 43): the demo's administrator bans a traveller who then cannot sign in, logs in
// as an operator (the limited-access banner, a refused password change, the logout back to the
// console), and the console on a phone.
import { expect, test, type Page } from '@playwright/test';
import { demoPassword, logIn, uniqueEmail } from './support/accounts-helpers';
import { signUpByApi } from './support/listing-wizard';

const admin = 'admin@levada.demo';

async function logInAsAdmin(page: Page) {
  await page.goto('/login');
  await logIn(page, admin, demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
}

async function openUser(page: Page, email: string, name: string) {
  await page.goto('/console/users');
  await page.getByLabel('Name, company or email').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test('the administrator bans a traveller, who is then told at sign-in', async ({ browser }) => {
  const travellerPage = await (await browser.newContext()).newPage();
  const email = uniqueEmail('fraud');
  const password = 'laurel-forest-2026';
  await signUpByApi(travellerPage, {
    type: 1,
    firstName: 'Fausto',
    lastName: 'Ramos',
    email,
    password,
  });

  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  await logInAsAdmin(page);
  await page.goto('/console');
  await expect(page).toHaveURL(/\/console\/listings\/queue$/);
  await expect(page.getByRole('heading', { name: 'Listings waiting for approval' })).toBeVisible();

  await openUser(page, email, 'Fausto Ramos');
  const ban = page.locator('form').filter({ hasText: 'Ban this user' });
  await ban.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(ban.getByText('Write a reason (at most 1000 characters).')).toBeVisible();
  await ban.getByLabel('Reason').fill('Card testing with stolen cards');
  await ban.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(page.getByText('The user is banned')).toBeVisible();
  await expect(
    page.getByText(/Banned .* by admin@levada\.demo\. Reason: Card testing/),
  ).toBeVisible();

  // Their session ended; signing in again says why.
  await travellerPage.goto('/login');
  await logIn(travellerPage, email, password);
  await expect(travellerPage.getByText('This account has been suspended by Levada.')).toBeVisible();

  // The audit log has it.
  await page.goto('/console/audit?action=ban-user');
  await expect(page.getByText('Reason: Card testing with stolen cards')).toBeVisible();
});

test('the administrator logs in as an operator, cannot change the password, and logs out back to the console', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAsAdmin(page);
  await openUser(page, 'ana.sousa@levada.demo', 'Ana Sousa');
  const userUrl = page.url();
  const form = page.locator('form').filter({ hasText: 'Log in as this user' });
  await form.getByLabel('Your own password').fill(demoPassword);
  await form.getByLabel('Reason').fill('Ticket 2041: cannot find her calendar');
  await form.getByRole('button', { name: 'Log in as Ana Sousa' }).click();

  const banner = page.getByRole('region', { name: 'Limited access' });
  await expect(banner).toContainText('Ana Sousa');
  await page.goto('/account/change-password');
  await page.getByLabel('Current password').fill(demoPassword);
  await page.getByLabel('New password').fill('a-new-pass-for-ana-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('You do not have access to this.')).toBeVisible();

  await banner.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(userUrl);
  await expect(page.getByRole('heading', { name: 'Ana Sousa' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Limited access' })).toHaveCount(0);
});

test('on a 390 px phone the console fits the screen, and it is not there for a traveller', async ({
  browser,
}) => {
  const page = await (
    await browser.newContext({ viewport: { width: 390, height: 844 } })
  ).newPage();
  await logInAsAdmin(page);
  for (const path of ['/console/listings/queue', '/console/users', '/console/transactions']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  const traveller = await (await browser.newContext()).newPage();
  await traveller.goto('/login');
  await logIn(traveller, 'sofia.martins@levada.demo', demoPassword);
  await expect(traveller).not.toHaveURL(/\/login/);
  const response = await traveller.goto('/console/users');
  expect(response?.status()).toBe(404);
  await expect(traveller.getByText('We can’t find that page')).toBeVisible();
});
