import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { acceptCookies } from './fixtures';

export const demoPassword = 'levada-demo-2026';

let counter = 0;
/** An address no other journey uses. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.pt`;

export type NewAccount = {
  type: 'Traveller' | 'Tour operator' | 'Affiliate';
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName?: string;
};

/** Fills and sends the sign-up form of the current page (each page signs up one user type). */
export async function fillSignupForm(page: Page, account: NewAccount) {
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  if (account.companyName) {
    await page
      .getByLabel(account.type === 'Tour operator' ? 'Company name' : 'Business name')
      .fill(account.companyName);
  }
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Phone number').fill('+351 912 345 678');
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Opens the newest email to an address with this subject in the outbox. */
export async function openEmail(page: Page, to: string, subject: string) {
  await page.goto('/outbox');
  const item = page
    .getByRole('link', { name: new RegExp(`${subject}.*${to.replace(/[.+]/g, '\\$&')}`) })
    .first();
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.getByRole('heading', { name: subject, level: 2 })).toBeVisible();
  return page.frameLocator('iframe[title^="Email:"]');
}

/** Follows the big button of an email, which opens its page in this tab. */
export async function followEmailButton(page: Page, to: string, subject: string, button: string) {
  const email = await openEmail(page, to, subject);
  await email.getByRole('link', { name: button, exact: true }).click();
}

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

export async function openMenu(page: Page) {
  await page.getByRole('button', { name: /Menu and language/ }).click();
}

export async function logOut(page: Page) {
  await openMenu(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The top bar re-renders as the session ends (a menu opened just before closes): open it until it
  // shows the signed-out links.
  const logIn = page.getByRole('link', { name: 'Log in' });
  await expect(async () => {
    if (!(await logIn.isVisible())) await openMenu(page);
    await expect(logIn).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Escape');
}

/**
 * A browser of its own (cookie banner accepted) signed in as a demo account. `prepare` runs on the
 * context before the first page opens (routes, say).
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  options: {
    baseURL: string | undefined;
    viewport?: { width: number; height: number };
    prepare?: (context: BrowserContext) => Promise<unknown>;
  },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    ...(options.viewport ? { viewport: options.viewport } : {}),
  });
  await options.prepare?.(context);
  const page = await context.newPage();
  await acceptCookies(page, options.baseURL);
  await page.goto('/login');
  await logIn(page, email, demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}
