// The console (issue 43): the demo's administrator bans a traveller who then cannot sign in, logs in
// as an operator (the limited-access banner, a refused password change, the logout back to the
// console), the console on a phone; approves a listing, cancels a booking with a reason and its
// refund, and looks behind the scenes (decisions 111–114).
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { demoPassword, logIn, uniqueEmail } from './support/accounts-helpers';
import { photoFile, signUpByApi } from './support/listing-wizard';
import { expect, testWithoutConsoleCheck as test } from './support/fixtures';

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

test('a banned traveller shows as “Banned user” in the operator’s inbox', async ({ browser }) => {
  // Hannah's request waits in Marta's inbox in the demo; no other journey uses either account.
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  await logInAsAdmin(page);
  await openUser(page, 'hannah.schneider@levada.demo', 'Hannah Schneider');
  const ban = page.locator('form').filter({ hasText: 'Ban this user' });
  await ban.getByLabel('Reason').fill('Chargebacks on three bookings');
  await ban.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(page.getByText('The user is banned')).toBeVisible();

  const operator = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  await operator.goto('/login');
  await logIn(operator, 'marta.freitas@levada.demo', demoPassword);
  await expect(operator).not.toHaveURL(/\/login/);
  await operator.goto('/inbox/sales');
  await expect(operator.getByText('Banned user').first()).toBeVisible();
  await expect(operator.getByText(/Hannah/)).toHaveCount(0);
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
  for (const path of [
    '/console/listings/queue',
    '/console/users',
    '/console/transactions',
    '/console/money',
    '/console/outbox',
    '/console/jobs',
    '/console/errors',
    '/console/settings',
  ]) {
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

/** A JSON call from the page, with the CSRF token of its cookie (as the web app makes them). */
async function api(page: Page, method: string, url: string, body?: unknown, type?: string) {
  return page.evaluate(
    async ({ method, url, body, type }) => {
      const csrf =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('levada_csrf='))
          ?.split('=')[1] ?? '';
      const isPhoto = type === 'image/jpeg';
      const response = await fetch(url, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': type ?? 'application/json' }),
          'X-CSRF-Token': decodeURIComponent(csrf),
        },
        body: isPhoto
          ? Uint8Array.from(atob(body as string), (c) => c.charCodeAt(0))
          : body === undefined
            ? undefined
            : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as { data: never } };
    },
    { method, url, body, type },
  );
}

test('with approval on, the administrator approves a new listing and its operator sees it published', async ({
  browser,
}) => {
  const page = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  await logInAsAdmin(page);
  await page.goto('/console/settings');
  await page.getByLabel('New listings wait for approval before they are published').check();
  await page.getByRole('button', { name: 'Save the settings' }).click();
  await expect(page.getByText('Saved. New bookings use these settings.')).toBeVisible();

  try {
    // An operator sends a complete listing (made through the API, as the editor would save it).
    const operator = await (await browser.newContext()).newPage();
    const email = uniqueEmail('approval');
    await signUpByApi(operator, {
      type: 2,
      firstName: 'Olga',
      lastName: 'Freitas',
      companyName: 'Freitas Levadas',
      email,
      password: 'laurel-forest-2026',
    });
    const title = `Caldeirão Verde walk ${Date.now() % 100000}`;
    const created = await api(operator, 'POST', '/api/own-listings', {
      title,
      shortDescription: 'Waterfalls and tunnels on the Caldeirão Verde levada.',
      description: 'A guided day on one of Madeira’s greenest levadas.',
    });
    expect(created.status).toBe(201);
    const id = (created.json.data as { id: string }).id;
    const saved = await api(operator, 'PATCH', `/api/own-listings/${id}`, {
      location: {
        address: 'Queimadas, Santana',
        building: 'Queimadas forest house',
        place: 'Santana',
        geolocation: { lat: 32.7831, lng: -16.9062 },
      },
      pricing: {
        currency: 'EUR',
        adult: 4500,
        child: null,
        infant: null,
        unitType: 'adult',
        groupPricing: null,
        discountPercent: null,
      },
      availabilityPlan: {
        type: 'availability-plan/time',
        timezone: 'Atlantic/Madeira',
        entries: [{ dayOfWeek: 'tue', seats: 8, startTime: '09:00', endTime: '15:00' }],
      },
    });
    expect(saved.status).toBe(200);
    const photo = fs.readFileSync(await photoFile()).toString('base64');
    const uploaded = await api(
      operator,
      'POST',
      `/api/own-listings/${id}/images`,
      photo,
      'image/jpeg',
    );
    expect(uploaded.status).toBe(201);
    const sent = await api(operator, 'POST', `/api/own-listings/${id}/publish`);
    expect(sent.json).toMatchObject({ data: { state: 'pendingApproval' } });

    await page.goto('/console/listings/queue');
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(page.getByText('Published. The operator has been emailed.')).toBeVisible();

    const own = await api(operator, 'GET', `/api/own-listings/${id}`);
    expect(own.json).toMatchObject({ data: { state: 'published' } });
    await operator.goto('/listings');
    await expect(operator.getByText(title)).toBeVisible();
    // Closed again: the search journeys count Santana's demo tours.
    const closed = await api(operator, 'POST', `/api/own-listings/${id}/close`);
    expect(closed.status).toBe(200);
  } finally {
    await api(page, 'POST', '/api/console/settings', { listingApprovalRequired: false });
  }
});

test('the administrator cancels a booking with a reason both parties read, and it is refunded', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAsAdmin(page);
  await page.goto('/console/transactions?state=accepted');
  const rows = page.locator('.console-row');
  await expect(rows.first()).toBeVisible();
  await rows.last().locator('.console-row__title').click();
  await expect(page.getByRole('heading', { name: 'Transaction' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'As the traveller sees it' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'As the operator sees it' })).toBeVisible();

  await page.getByLabel('Reason').fill('The boat failed its safety inspection');
  await page.getByRole('button', { name: 'Cancel with a full refund' }).click();
  await expect(page.getByText('Cancelled. The customer is refunded in full.')).toBeVisible();
  await expect(page.getByText('The boat failed its safety inspection').first()).toBeVisible();
  // The refund is a job after the cancellation: the ledger shows it within seconds.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('console-payment')).not.toContainText('€0.00 refunded');
  }).toPass({ timeout: 30_000 });
  await expect(
    page.getByText('Levada cancelled the booking and refunded it in full.').first(),
  ).toBeVisible();
});

test('behind the scenes: the outbox of every channel and the jobs', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAsAdmin(page);
  await page.goto('/console/outbox');
  await page.getByLabel('Channel').selectOption('email');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/channel=email/);
  await expect(page.getByTestId('console-outbox-message').first()).toContainText('Email');
  await page.getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByTestId('console-job-counts')).toContainText('queued');
  await page.getByLabel('State').selectOption('done');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('console-job').first()).toContainText('Done');
});
