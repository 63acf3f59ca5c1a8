import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { demoPassword, fillSignupForm, logIn, uniqueEmail } from './support/accounts-helpers';
import { acceptCookies, chooseOpenDay, expect, expectAccessible, test } from './support/fixtures';
import { moveServerClock } from './support/server-clock';

// Issue 11's journey on the seeded marketplace: a hotel signs up as an affiliate from /affiliates and
// copies its referral link; a visitor arrives by it, browses (the ref stays in the URL), logs in at
// the checkout as Lukas and books 2 adults and 1 child (€120) on a levada walk from their own phone
// (another address than the hotel's); the operator accepts; the tour takes place (the server's test
// clock moves past it) and the hotel's dashboard shows the click, the booking and €6.00 (Standard 5 %):
// a commission is earned when the tour has taken place (decision 098).

const title = 'Levada do Caldeirão Verde laurel forest walk';
const operator = 'ana.sousa@levada.demo';
const visitor = 'lukas.becker@levada.demo';

// Headless Chromium names itself in its user agent and would be ignored as a bot: the visitor's
// browser says what a phone's or a laptop's would.
const visitorAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';

async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
  userAgent?: string,
  address?: string,
) {
  const baseURL = test.info().project.use.baseURL;
  // The e2e server trusts X-Forwarded-For (scripts/e2e-server.mjs): a visitor elsewhere than the hotel.
  const extraHTTPHeaders = address ? { 'x-forwarded-for': address } : undefined;
  const context = await browser.newContext({ baseURL, viewport, userAgent, extraHTTPHeaders });
  const page = await context.newPage();
  await acceptCookies(page, baseURL);
  return page;
}

/** A dashboard figure by its label. */
const figure = (page: Page, label: string) =>
  page
    .locator('.affiliate-stats > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

for (const [name, viewport, day] of [
  ['at desktop width', { width: 1280, height: 900 }, 5],
  ['on a 390 px phone', { width: 390, height: 844 }, 6],
] as const) {
  test.describe(`an affiliate's referral ${name}`, () => {
    test.use({ viewport });

    // A long journey runs at one width (a hotel's front desk); the phone sweep covers 390 px.
    if (viewport.width === 1280) {
      test('a hotel signs up, shares its link, a visitor books by it and the commission shows once the tour has taken place', async ({
        page,
        browser,
        baseURL,
        context,
      }) => {
        test.setTimeout(240_000);
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await acceptCookies(page, baseURL);

        // The hotel reads what it would earn and signs up on the landing page.
        await page.goto('/affiliates');
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: 'Earn commission on every tour your guests book',
          }),
        ).toBeVisible();
        await expect(
          page.getByRole('table', { name: 'Affiliate commission by tier' }),
        ).toBeVisible();
        await expectAccessible(page);
        await fillSignupForm(page, {
          type: 'Affiliate',
          firstName: 'Inês',
          lastName: 'Vieira',
          email: uniqueEmail('hotel'),
          password: 'hotel-do-mar-2026',
          companyName: 'Hotel do Mar',
        });
        await expect(page).toHaveURL(/\/verify-email$/);

        // Its dashboard: the link, copied with a confirmation.
        await page.goto('/affiliate-dashboard');
        await expect(
          page.getByRole('heading', { name: 'Affiliate dashboard', level: 1 }),
        ).toBeVisible();
        const linkField = page.getByRole('textbox', { name: 'Your referral link' });
        const link = await linkField.inputValue();
        expect(link).toMatch(/\/\?ref=[A-Za-z0-9_-]{12}$/);
        await page.getByRole('button', { name: 'Copy link' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
        await expect(figure(page, 'Clicks')).toHaveText('0');
        await expectAccessible(page);
        const ref = new URL(link).searchParams.get('ref')!;

        // A visitor follows the link and browses: the ref stays in every URL.
        const guest = await newPage(browser, viewport, visitorAgent, '203.0.113.42');
        const clicked = guest.waitForResponse(
          (r) => r.url().endsWith('/api/affiliate-clicks') && r.request().method() === 'POST',
        );
        await guest.goto(`/?ref=${ref}`);
        expect((await (await clicked).json()).data.isReferral).toBe(true);
        // A new page without the ref in its address gets it back; so does every page opened from it.
        await guest.goto(`/s?keywords=${encodeURIComponent('Caldeirão Verde')}`);
        await expect(guest).toHaveURL(new RegExp(`[?&]ref=${ref}`));
        await guest
          .getByRole('link', { name: new RegExp(title) })
          .first()
          .click();
        await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
        expect(new URL(guest.url()).searchParams.get('ref')).toBe(ref);

        const panel = guest.getByRole('region', { name: 'Check availability' });
        await chooseOpenDay(panel, day);
        await panel.getByRole('radio', { name: /08:30–14:30/ }).click();
        await panel.getByRole('button', { name: 'More: Adults' }).click();
        await panel.getByRole('button', { name: 'More: Children' }).click();
        await expect(panel.locator('.breakdown__row--total')).toContainText('€120');
        await panel.getByRole('button', { name: 'Request to book' }).click();
        await expect(guest).toHaveURL(/\/checkout\?/);
        await logIn(guest, visitor, demoPassword);
        await expect(guest).toHaveURL(/\/checkout\?/);

        const newCard = guest.getByRole('radio', { name: 'A new card' });
        if ((await newCard.count()) > 0) await newCard.check();
        await guest.getByLabel('Card number').fill('4242 4242 4242 4242');
        await guest.getByLabel('Expiry date').fill('12 / 30');
        await guest.getByLabel('Security code (CVC)').fill('123');
        const started = guest.waitForResponse(
          (r) =>
            r.url().includes('/api/transactions?speculative=false') &&
            r.request().method() === 'POST',
        );
        await guest.getByRole('button', { name: 'Request to book' }).click();
        const request = await started;
        // The checkout says the visit came by a referral link (spec 000 §3 hasAffiliate).
        expect(request.request().postDataJSON().params.hasAffiliate).toBe(true);
        const id = ((await request.json()) as { data: { id: string } }).data.id;
        await expect(guest).toHaveURL(new RegExp(`/order/${id}/details`));
        await expect(guest.getByTestId('transaction-state')).toHaveText('Requested');

        // Not captured yet: nothing is credited.
        await page.reload();
        await expect(figure(page, 'Clicks')).toHaveText('1');
        await expect(figure(page, 'Bookings')).toHaveText('0');

        // The operator accepts: the card is captured and the commission accrues.
        const ana = await newPage(browser, viewport);
        await ana.goto('/login');
        await logIn(ana, operator, demoPassword);
        await expect(ana).not.toHaveURL(/\/login/);
        await ana.goto(`/sale/${id}/details`);
        await ana.getByRole('button', { name: 'Accept', exact: true }).click();
        await expect(ana.getByTestId('transaction-state')).toHaveText('Accepted');

        // Accepted, the tour still to come: nothing is credited yet.
        await page.reload();
        await expect(figure(page, 'Bookings')).toHaveText('0');

        // The tour takes place (the server's clock moves past it, its timers fire): €6.00 at 5 %.
        const booked = await guest.request.get(`/api/transactions/${id}`);
        const tourEnd = new Date((await booked.json()).data.booking.end as string).getTime();
        await moveServerClock(page, {
          advanceMinutes: Math.ceil((tourEnd - Date.now()) / 60_000) + 5,
        });
        try {
          await page.reload();
          await expect(figure(page, 'Bookings')).toHaveText('1');
          await expect(figure(page, 'Sales')).toHaveText('€120.00');
          await expect(figure(page, 'Commission')).toHaveText('€6.00');
          await expect(page.getByRole('cell', { name: 'Booking', exact: true })).toBeVisible();
          await expectAccessible(page);
        } finally {
          await moveServerClock(page, { reset: true });
        }
        await page.reload();

        // The QR flyer for the lobby: an A4 PDF in Portuguese.
        await page.getByLabel('Paper size').selectOption('A4');
        await page.getByLabel('Flyer language').selectOption('pt');
        // The printed flyer says its lines in the chosen language (not their message keys).
        await expect(page.getByTestId('qr-flyer')).toContainText(
          'Reserve os melhores passeios e atividades na Madeira e em Portugal',
        );
        await expect(page.getByTestId('qr-flyer')).not.toContainText('affiliates.flyer');
        const downloading = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Download PDF' }).click();
        const flyer = await downloading;
        expect(flyer.suggestedFilename()).toBe('levada-flyer-a4-pt.pdf');
        const bytes = await readFile((await flyer.path())!);
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const pdf = await PDFDocument.load(bytes);
        expect([pdf.getPageCount(), Math.round(pdf.getPage(0).getWidth())]).toEqual([1, 595]);
        expect(pdf.getTitle()).toBe('Hotel do Mar');
      });
    }

    // Shared from a phone, as a guide at the door does.
    if (viewport.width === 390) {
      test('the affiliate shares the tour it is looking at, with its referral link', async ({
        page,
        baseURL,
      }) => {
        await acceptCookies(page, baseURL);
        await page.goto('/login');
        await logIn(page, 'pedro.nobrega@levada.demo', demoPassword);
        await expect(page).toHaveURL(/\/$/);
        await page.goto(`/s?keywords=${encodeURIComponent('Caldeirão Verde')}`);
        await page
          .getByRole('link', { name: new RegExp(title) })
          .first()
          .click();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        const tourPath = new URL(page.url()).pathname;

        await page.getByRole('button', { name: 'Share this page with your referral link' }).click();
        const dialog = page.getByRole('dialog', { name: 'Share this page' });
        const link = new URL(
          await dialog.getByRole('textbox', { name: 'Link to this page' }).inputValue(),
        );
        expect(link.pathname).toBe(tourPath);
        expect(link.searchParams.get('ref')).toMatch(/^[A-Za-z0-9_-]{12}$/);
      });
    }
  });
}
