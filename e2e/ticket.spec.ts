import fs from 'node:fs';
import { demoPassword, logIn } from './support/accounts-helpers';
import { acceptCookies, chooseOpenDay, expect, expectAccessible, test } from './support/fixtures';

// Issue 45: a traveller (Claire) books an instant tour (Laurissilva Trails' Balcões family walk,
// €20 an adult): the booking is confirmed at once, the order page has the reference, the meeting
// point and the operator's phone, and the ticket a QR code; the operator (Ana) sees her name, phone
// and the reference on the sale page. One width: the layout does not differ.
const title = 'Levada dos Balcões family walk at Ribeiro Frio';

test('an instant booking is confirmed at once and shows its ticket; the operator sees the traveller’s phone and the reference', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await acceptCookies(page, baseURL);
  await page.goto('/login');
  await logIn(page, 'claire.dubois@levada.demo', demoPassword);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto(`/s?keywords=${encodeURIComponent('Balcões')}`);
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('confirmation-note')).toHaveText('Instant confirmation');
  const panel = page.getByRole('region', { name: 'Check availability' });
  await chooseOpenDay(panel, 4);
  await panel.getByRole('radio', { name: /10:00–11:30/ }).click();
  await panel.getByRole('button', { name: 'More: Adults' }).click();
  await panel.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/checkout\?/);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12 / 30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]+\/details$/);
  await expect(page.getByTestId('transaction-state')).toHaveText('Accepted');
  const reference = (await page.getByTestId('booking-reference').locator('strong').textContent())!;
  expect(reference).toMatch(/^LV-[2-9A-HJKMNP-Z]{6}$/);
  await expect(page.getByRole('heading', { name: 'Your tour day' })).toBeVisible();
  await expect(page.getByTestId('operator-phone')).toHaveAttribute('href', 'tel:+351291000101');
  await expect(page.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir/,
  );
  const salePath = page.url().replace('/order/', '/sale/');

  await page.getByRole('link', { name: 'Show ticket' }).click();
  await expect(page.getByTestId('ticket-reference')).toHaveText(reference);
  await expect(page.getByTestId('ticket-qr')).toBeVisible();
  await expect(page.getByText('Ticket: not yet checked in')).toBeVisible();
  await expectAccessible(page);
  // The same ticket as a PDF to print, named by its reference.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`levada-ticket-${reference}.pdf`);
  const bytes = await fs.promises.readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const ana = await context.newPage();
  await acceptCookies(ana, baseURL);
  await ana.goto('/login');
  await logIn(ana, 'ana.sousa@levada.demo', demoPassword);
  await expect(ana).not.toHaveURL(/\/login/);
  await ana.goto(salePath);
  await expect(ana.getByTestId('lead-traveller')).toHaveText('Claire Dubois');
  await expect(ana.getByTestId('traveller-phone')).toHaveAttribute('href', 'tel:+33612345678');
  await expect(ana.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/33612345678',
  );
  await expect(ana.getByTestId('booking-reference')).toContainText(reference);
  await expect(ana.getByTestId('ticket-state')).toHaveText('Ticket: not yet checked in');
  await context.close();
});
