import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

/** Signs up through the API from the current origin (the CSRF cookie of a first visit). */
export async function signUpByApi(page: Page, body: Record<string, unknown>) {
  await page.goto('/');
  const status = await page.evaluate(async (payload) => {
    const csrf =
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('levada_csrf='))
        ?.split('=')[1] ?? '';
    const response = await fetch('/api/auth/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(csrf) },
      body: JSON.stringify({ phoneNumber: '+351 291 000 999', termsAccepted: true, ...payload }),
    });
    return response.status;
  }, body);
  expect(status).toBe(201);
}

export async function photoFile(): Promise<string> {
  // In the test's output folder, which Playwright empties at the start of each run.
  const file = test.info().outputPath('arieiro.jpg');
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

const next = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

/**
 * From /l/new, the wizard's steps filled as an operator would (the policies as they start, a real photo
 * upload), up to the Photos step, the last, whose button publishes the listing (spec 000 §2); it stops
 * before publishing. `check` runs on the description, availability and photos steps.
 */
export async function walkWizardToPublish(
  page: Page,
  title: string,
  check: (page: Page) => Promise<void> = async () => {},
) {
  const expectAccessible = check;
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
  await page.getByLabel('Hours', { exact: true }).fill('3');
  await expectAccessible(page);
  await next(page);
  await expect(page).toHaveURL(/\/l\/[a-z0-9-]+\/[0-9a-f-]{36}\/draft\/features$/);

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
  // The chosen place (the gazetteer's places in Funchal name the town too, in the list).
  await expect(page.locator('strong', { hasText: /^Funchal, Madeira, Portugal$/ })).toBeVisible();
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

  // 5 Availability: a departure on Monday at 09:00, copied to every other day in one step
  await expect(page).toHaveURL(/\/draft\/availability$/);
  await page
    .locator('.week__day', { has: page.getByRole('heading', { name: 'Monday' }) })
    .getByRole('button', { name: 'Add a time' })
    .click();
  await page.getByRole('button', { name: 'Copy Monday’s times to other days' }).click();
  const copy = page.getByRole('group', { name: 'Copy Monday’s times to' });
  await copy.getByLabel('Every other day').check();
  await copy.getByRole('button', { name: 'Copy the times' }).click();
  await expect(page.getByLabel('Sunday, departure 1: start')).toHaveValue('09:00');
  await expect(page.getByRole('heading', { name: 'Your next departures' })).toBeVisible();
  await expectAccessible(page);
  await next(page);

  // 6 Policies, as they start (free cancellation up to 24 hours before, on request)
  await expect(page).toHaveURL(/\/draft\/policies$/);
  await next(page);

  // 7 Photos, the last step: it publishes, and says what is missing until then. A real upload,
  // resized on the server.
  await expect(page).toHaveURL(/\/draft\/photos$/);
  await expect(page.getByText('Before you publish, add:')).toBeVisible();
  const publish = page.getByRole('button', { name: 'Publish listing' });
  await publish.click();
  await expect(page.getByText('You need to add at least one image.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/draft\/photos$/);
  await page.locator('#listing-photo-input').setInputFiles(await photoFile());
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Cover', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Everything is ready. Publish to let travellers book.'),
  ).toBeVisible();
  await expectAccessible(page);
  await expect(publish).toBeVisible();
}
