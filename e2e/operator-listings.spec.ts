import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

// A new tour operator creates a listing through the seven tabs of the wizard with a real photo,
// publishes it, finds it in search and on its page, closes it and sees it leave search.

const stamp = Date.now().toString(36);
const title = `Sunrise on Pico do Arieiro ${stamp}`;

async function signUpOperator(page: Page) {
  await page.goto('/');
  const status = await page.evaluate(async (email) => {
    const csrf =
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('levada_csrf='))
        ?.split('=')[1] ?? '';
    const response = await fetch('/api/auth/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(csrf) },
      body: JSON.stringify({
        type: 2,
        firstName: 'Inês',
        lastName: 'Teixeira',
        email,
        phoneNumber: '+351 291 000 999',
        password: 'levada-e2e-operator',
        companyName: 'Pico Trails Lda',
        termsAccepted: true,
      }),
    });
    return response.status;
  }, `ines.${stamp}@example.test`);
  expect(status).toBe(201);
}

async function photoFile(): Promise<string> {
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'levada-e2e-photo-')),
    'arieiro.jpg',
  );
  // A sky-to-rock gradient, so the upload is a real photo-like JPEG.
  const width = 1200;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const sky = y < height * 0.55;
      pixels[i] = sky ? 230 - y / 6 : 90 + (x % 50);
      pixels[i + 1] = sky ? 150 + y / 8 : 70 + (y % 30);
      pixels[i + 2] = sky ? 120 + y / 3 : 60;
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toFile(file);
  return file;
}

/** No serious or critical accessibility violations (DESIGN.md). */
async function expectAccessible(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const next = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

test('a new operator lists an activity, publishes it, finds it, and closes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpOperator(page);

  // The operator's menu leads to the wizard.
  await page.goto('/listings');
  await expect(page.getByRole('heading', { name: 'You have no listings yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create a listing' }).click();
  await expect(page).toHaveURL(/\/l\/new$/);

  // 1 Description
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('You need to add a name.').first()).toBeVisible();
  await page.getByLabel('Listing name').fill(title);
  await page.getByLabel('Short description').fill('Watch the sun rise above a sea of clouds');
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('We leave Funchal before dawn and walk to the summit in time for sunrise.');
  await page.locator('.pill-choice', { hasText: 'Hiking' }).click();
  await page.locator('.pill-choice', { hasText: 'Sightseeing' }).click();
  await page.getByLabel('Duration').selectOption('3to4');
  await expectAccessible(page);
  await next(page);
  await expect(page).toHaveURL(
    /\/l\/sunrise-on-pico-do-arieiro-[a-z0-9-]+\/[0-9a-f-]{36}\/draft\/features$/,
  );

  // 2 Features
  await page.getByLabel('What is included', { exact: true }).fill('Hotel pickup');
  await page.getByRole('button', { name: 'Add to “What is included”' }).click();
  await page.getByLabel('What is included', { exact: true }).fill('Hot drinks');
  await page.getByLabel('What is included', { exact: true }).press('Enter');
  await page.locator('.pill-choice', { hasText: 'English' }).click();
  await page.locator('.pill-choice', { hasText: 'Portuguese' }).click();
  await next(page);

  // 3 Location, through the geocoding adapter (the embedded gazetteer)
  await expect(page).toHaveURL(/\/draft\/location$/);
  await page.getByRole('combobox', { name: 'Address' }).fill('Funchal');
  await page
    .getByRole('option', { name: /Funchal/ })
    .first()
    .click();
  await expect(page.getByText('Funchal, Madeira, Portugal')).toBeVisible();
  await page.getByLabel('Meeting point').fill('Marina do Funchal, pier 3');
  await page.getByLabel('We pick travellers up').check();
  await page.getByLabel('Pickup details').fill('From hotels in Funchal at 05:00');
  await next(page);

  // 4 Pricing
  await expect(page).toHaveURL(/\/draft\/pricing$/);
  await page.getByLabel('Price per adult').fill('45');
  await page.getByLabel('Children have their own price').check();
  await page.getByLabel('Price per child').fill('25');
  await page.getByLabel('Ages').first().fill('4-11');
  await expect(page.getByText(/Two adults pay €90/)).toBeVisible();
  await next(page);

  // 5 Availability: a departure every day at 09:00
  await expect(page).toHaveURL(/\/draft\/availability$/);
  const addTimes = page.getByRole('button', { name: 'Add a time' });
  for (let i = 0; i < 7; i++) await addTimes.nth(i).click();
  await expect(page.getByRole('heading', { name: 'Your next departures' })).toBeVisible();
  await expectAccessible(page);
  await next(page);

  // 6 Photos: a real upload, resized on the server
  await expect(page).toHaveURL(/\/draft\/photos$/);
  await next(page);
  await expect(page.getByText('You need to add at least one image.').first()).toBeVisible();
  await page.locator('#listing-photo-input').setInputFiles(await photoFile());
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Cover', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await next(page);

  // 7 Policies, then publish
  await expect(page).toHaveURL(/\/draft\/policies$/);
  await expect(
    page.getByText('Everything is ready. Publish to let travellers book.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Publish listing' }).click();

  // Publishing confirms, with the links to view and to edit it.
  await expect(page).toHaveURL(/\/listings\?published=[0-9a-f-]{36}$/);
  const notice = page.getByRole('status').filter({ hasText: 'is live' });
  await expect(notice).toContainText(`“${title}” is live`);
  await expect(notice.getByRole('link', { name: 'Edit it' })).toHaveAttribute(
    'href',
    /\/edit\/description$/,
  );
  await notice.getByRole('link', { name: 'View the listing' }).click();

  // The public page; its author may not book it.
  await expect(page).toHaveURL(/\/l\/sunrise-on-pico-do-arieiro-[a-z0-9-]+\/[0-9a-f-]{36}$/);
  const listingUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('This is your listing, so you cannot book it.')).toBeVisible();

  // A traveller picks a date, a departure and the party; the panel prices it and leads to checkout.
  const travellerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const traveller = await travellerContext.newPage();
  await traveller.goto(listingUrl);
  await expect(traveller.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Watch the sun rise above a sea of clouds - Book online now!',
  );
  const panel = traveller.getByRole('region', { name: 'Check availability' });
  await expect(panel).toBeVisible();
  await panel.locator('.rdp-day:not(.rdp-disabled) button').last().click();
  const departure = panel.getByRole('radio', { name: /09:00–12:00/ });
  await expect(departure).toBeVisible();
  await expect(departure).toContainText('8 seats left');
  await departure.click();
  await panel.getByRole('button', { name: 'More: Adults' }).click();
  await panel.getByRole('button', { name: 'More: Children' }).click();
  await expect(panel.locator('.breakdown')).toContainText('2 adults × €45');
  await expect(panel.locator('.breakdown')).toContainText('1 child × €25');
  await expect(panel.locator('.breakdown__row--total')).toContainText('€115');
  await expectAccessible(traveller);
  // The choice is in the URL: a reload keeps it.
  await expect(traveller).toHaveURL(
    /[?&]bookingStart=[^&]+&bookingEnd=[^&]+&adults=2&children=1&infants=0$/,
  );
  await traveller.reload();
  await expect(panel.locator('.breakdown__row--total')).toContainText('€115');
  await expect(panel.getByRole('radio', { name: /09:00–12:00/ })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await panel.getByRole('button', { name: 'Request to book' }).click();
  await expect(traveller).toHaveURL(
    /\/checkout\?bookingDate=\d{4}-\d{2}-\d{2}&bookingStart=[^&]+&bookingEnd=[^&]+&adults=2&children=1&infants=0$/,
  );
  await travellerContext.close();

  // Search finds it (newest first).
  await page.goto('/s');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();

  // Manage listings: close it.
  await page.goto('/listings');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: `Close ${title}` }).click();
  // Closing asks first; keeping it open changes nothing.
  const confirm = page.getByRole('dialog', { name: `Close “${title}”?` });
  await confirm.getByRole('button', { name: 'Keep it open' }).click();
  await expect(
    page.locator('.managed', { hasText: title }).getByText('Open', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Close ${title}` }).click();
  await confirm.getByRole('button', { name: 'Close the listing' }).click();
  await expect(page.locator('.managed', { hasText: title }).getByText('Closed')).toBeVisible();
  await expectAccessible(page);

  // Gone from search and from its page.
  await page.goto('/s');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.listing-card').first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  await page.goto(listingUrl);
  await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
});
