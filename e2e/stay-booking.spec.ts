import type { Page } from '@playwright/test';
import { expect, testWithoutConsoleCheck as test, waitForHydration } from './support/fixtures';
import { photoFile, signUpByApi } from './support/listing-wizard';

// Issue 49 item 14, decision 177: a room priced per night, booked over a date range. An operator
// lists it (one room a night, every night), a traveller picks three nights in the booking panel's
// range calendar, sees them priced per night and takes the range to checkout. On a 390 px phone (one width: CI time).

/** A call to the API from the page, with its CSRF token (the session is the page's). */
async function callApi(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const csrf =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('levada_csrf='))
          ?.split('=')[1] ?? '';
      const response = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(csrf) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as { data: { id: string } } };
    },
    { method, url, body },
  );
}

const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

for (const [width, viewport] of [['a 390 px phone', { width: 390, height: 844 }]] as const) {
  test.describe(`a stay of nights at ${width}`, () => {
    test.use({ viewport });

    test('a traveller picks three nights, priced per night, and takes them to checkout', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const stamp = `${Date.now().toString(36)}${viewport.width}`;
      const title = `Sea-view room in Funchal ${stamp}`;
      await signUpByApi(page, {
        type: 2,
        firstName: 'Rita',
        lastName: 'Gouveia',
        email: `rita.${stamp}@example.test`,
        password: 'levada-e2e-operator',
        companyName: 'Casa do Mar Lda',
      });
      const created = await callApi(page, 'POST', '/api/own-listings', {
        title,
        shortDescription: 'A room above the old town, breakfast on the terrace',
        description: 'A quiet double room with a view of the bay, a short walk from the marina.',
        categories: ['wellbeing'],
        duration: 'multiday',
      });
      expect(created.status).toBe(201);
      const id = created.json.data.id;
      const updated = await callApi(page, 'PATCH', `/api/own-listings/${id}`, {
        location: {
          address: 'Rua de Santa Maria 10, Funchal',
          building: '',
          place: 'Funchal',
          geolocation: { lat: 32.6478, lng: -16.9036 },
        },
        pricing: {
          currency: 'EUR',
          adult: 8000,
          child: null,
          infant: null,
          unitType: 'night',
          groupPricing: { maxGroupSize: 2 },
          discountPercent: null,
        },
        availabilityPlan: {
          type: 'availability-plan/day',
          timezone: 'Atlantic/Madeira',
          entries: everyDay.map((dayOfWeek) => ({ dayOfWeek, seats: 1 })),
        },
      });
      expect(updated.status).toBe(200);
      // The last step, Photos, publishes (spec 000 §2).
      await page.goto(`/l/room/${id}/draft/photos`);
      await page.locator('#listing-photo-input').setInputFiles(await photoFile());
      await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Publish listing' }).click();
      await expect(page).toHaveURL(/\/listings\?published=/);

      const travellerContext = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        viewport,
      });
      const traveller = await travellerContext.newPage();
      await traveller.goto(`/l/${id}`);
      await waitForHydration(traveller);
      const panel = traveller.getByRole('region', { name: 'Check availability' });
      await panel.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await expect(
        panel.getByText('Pick the night you arrive, then your last night.'),
      ).toBeVisible();
      // Next month: every night is open there. The 3rd to the 5th open nights, checking out on the 6th.
      await panel.getByRole('button', { name: /next month/i }).click();
      const open = panel.locator('.rdp-day:not(.rdp-disabled):has(button)');
      await expect(open.nth(5)).toBeVisible();
      await open.nth(2).getByRole('button').click();
      // The first night picked is already a stay of one night (minimum nights 0); then the last one.
      await expect(
        panel.getByText(/^1 night: check in \d+ \w+, check out \d+ \w+\.$/),
      ).toBeVisible();
      await open.nth(4).getByRole('button').click();
      await expect(
        panel.getByText(/^3 nights: check in \d+ \w+, check out \d+ \w+\.$/),
      ).toBeVisible();
      await expect(panel.locator('.breakdown')).toContainText('3 nights × €80');
      // No start times for a stay.
      await expect(panel.getByRole('radiogroup')).toHaveCount(0);
      await traveller
        .getByRole('button', { name: 'Request to book' })
        .filter({ visible: true })
        .first()
        .click();
      await expect(traveller).toHaveURL(/\/checkout\?.*bookingStart=.*bookingEnd=/);
      const url = new URL(traveller.url());
      const nights =
        (Date.parse(url.searchParams.get('bookingEnd')!) -
          Date.parse(url.searchParams.get('bookingStart')!)) /
        86_400_000;
      expect(Math.round(nights)).toBe(3);
      await expect(traveller.getByText('3 nights × €80').first()).toBeVisible();
      await travellerContext.close();
    });
  });
}
