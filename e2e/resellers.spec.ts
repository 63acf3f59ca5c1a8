import type { APIRequestContext } from '@playwright/test';
import { demoPassword, logIn } from './support/accounts-helpers';
import { acceptCookies, expect, expectAccessible, test } from './support/fixtures';

// Issue 47 item 3 (decision 150): the demo operator Ana Sousa lets the demo reseller sell one of her
// tours at a commission of her choosing (the net rate), sees the grant listed, and, once the reseller
// has booked a departure through OCTO, sees what it owes for that month; at desktop width (one
// width: CI time; the phone sweep, phones.spec.ts, fits every page to 390 px). Journeys share a
// seeded server: the booking takes whichever departure is free.
const bearer = {
  authorization: 'Bearer levada-demo-octo-key',
  'octo-capabilities': 'octo/content, octo/pricing',
};

type Booked = { status: string; availabilityId: string; reference: string };

/** Books one adult on the first free departure of these tours that confirms at once (instant). */
async function bookConfirmed(
  request: APIRequestContext,
  productIds: string[],
  resellerReference: string,
): Promise<Booked> {
  const today = new Date().toISOString().slice(0, 10);
  const until = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  for (const productId of productIds) {
    const found = await request.post('/octo/availability', {
      headers: bearer,
      data: {
        productId,
        optionId: 'DEFAULT',
        localDateStart: today,
        localDateEnd: until,
        units: [{ id: 'adult', quantity: 1 }],
      },
    });
    if (!found.ok()) continue;
    const free = ((await found.json()) as { id: string; available: boolean }[]).filter(
      (availability) => availability.available,
    );
    for (const availability of free.slice(0, 3)) {
      const held = await request.post('/octo/bookings', {
        headers: bearer,
        data: {
          productId,
          optionId: 'DEFAULT',
          availabilityId: availability.id,
          unitItems: [{ unitId: 'adult' }],
        },
      });
      if (!held.ok()) continue; // taken by another journey meanwhile
      const { uuid } = (await held.json()) as { uuid: string };
      const confirmed = await request.post(`/octo/bookings/${uuid}/confirm`, {
        headers: bearer,
        data: { resellerReference, contact: { fullName: 'Marta Silva' } },
      });
      expect(confirmed.ok(), await confirmed.text()).toBe(true);
      const booking = (await confirmed.json()) as Booked & { supplierReference: string };
      if (booking.status === 'CONFIRMED')
        return { ...booking, reference: booking.supplierReference };
      // A tour on request waits for Ana's answer: give the seat back and try an instant one.
      await request.post(`/octo/bookings/${uuid}/cancel`, { headers: bearer, data: {} });
      break;
    }
  }
  throw new Error('No departure of these tours confirmed at once');
}

for (const [name, viewport, percent] of [
  ['at desktop width', { width: 1280, height: 900 }, '15'],
] as const) {
  test.describe(`resellers ${name}`, () => {
    test.use({ viewport });

    test('the operator lets the demo reseller sell a tour at her rate and sees what it owes', async ({
      page,
      baseURL,
      request,
    }) => {
      test.setTimeout(90_000);
      await acceptCookies(page, baseURL);
      await page.goto('/login');
      await logIn(page, 'ana.sousa@levada.demo', demoPassword);
      await expect(page).not.toHaveURL(/\/login/);

      await page.goto('/inbox/resellers');
      await expect(page.getByRole('heading', { name: 'What each reseller sells' })).toBeVisible();
      const tour = page.getByLabel('Tour', { exact: true });
      const tours = await tour.locator('option').evaluateAll((options) =>
        options
          .map((option) => ({
            id: (option as HTMLOptionElement).value,
            title: option.textContent ?? '',
          }))
          .filter((option) => option.id),
      );
      expect(tours.length).toBeGreaterThan(0);
      const chosen = tours[0]!;
      await page.getByLabel('Reseller', { exact: true }).selectOption({ label: 'Demo reseller' });
      await tour.selectOption(chosen.id);
      await page.getByLabel('Their commission (%)').fill(percent);
      await page.getByRole('button', { name: 'Let them sell it' }).click();
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: `Demo reseller sells ${chosen.title} at ${percent} % commission` }),
      ).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(viewport.width);
      await expectAccessible(page);

      // The reseller books one of her tours through OCTO; the month of its departure shows it owed.
      const reference = `JOURNEY-${percent}-${Date.now()}`;
      const booked = await bookConfirmed(
        request,
        tours.map((t) => t.id),
        reference,
      );
      const month = booked.availabilityId.slice(0, 7);
      await page.goto(`/inbox/resellers?month=${month}`);
      await expect(
        page.getByRole('heading', { level: 2, name: /^What resellers owe for / }),
      ).toBeVisible();
      const owed = page.locator('.resellers__reseller').filter({
        has: page.getByRole('heading', { level: 3, name: /^Demo reseller: €/ }),
      });
      await expect(owed).toBeVisible();
      await expect(owed.getByRole('listitem').filter({ hasText: reference })).toContainText(
        booked.reference,
      );
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(viewport.width);
      await expectAccessible(page);
    });
  });
}
