import type { Page } from '@playwright/test';
import { demoPassword, logIn } from './support/accounts-helpers';
import { acceptCookies, chooseOpenDay, expect, test } from './support/fixtures';

// Issue 46 items 2 and 3 (decisions 152 and 153): three travellers' bookings of one departure of
// Laurissilva Trails (Ana Sousa); on the tour's morning her guide (guide@levada.demo) opens the
// check-in app on a 390 px phone, downloads the departure, goes offline, checks two parties in by
// their reference and one by a photo of its QR ticket fed to the scanner, comes back online and
// the scans sync: Ana's manifest shows all three checked in, and a traveller's order page the time.
const title = 'Levada dos Balcões family walk at Ribeiro Frio';

type Booked = { reference: string; orderPath: string; qr: Buffer; time: string };

// `time`: the departure of the first booking (other journeys may have filled or moved the first
// day's others on the same server).
async function book(page: Page, time?: string): Promise<Booked> {
  await page.goto(`/s?keywords=${encodeURIComponent('Balcões')}`);
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Check availability' });
  // The month's open days once its availability has loaded (the three bookings take one departure).
  await expect(panel.locator('.rdp-day:not(.rdp-disabled):has(button)').first()).toBeVisible();
  await chooseOpenDay(panel, 0);
  const slot = time
    ? panel.getByRole('radio', { name: new RegExp(`^${time}`) })
    : panel.getByRole('radio').first();
  const chosen = /\d{2}:\d{2}–\d{2}:\d{2}/.exec((await slot.textContent()) ?? '')![0];
  await slot.click();
  await panel.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/checkout\?/);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12 / 30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]+\/details$/);
  await expect(page.getByTestId('transaction-state')).toHaveText('Accepted');
  const reference = (await page.getByTestId('booking-reference').locator('strong').textContent())!;
  const orderPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Show ticket' }).click();
  await expect(page.getByTestId('ticket-reference')).toHaveText(reference);
  const qr = await page.getByTestId('ticket-qr').screenshot();
  return { reference, orderPath, qr, time: chosen };
}

test('a guide checks three parties in offline on a phone; the operator and the traveller see it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await acceptCookies(page, baseURL);
  await page.goto('/login');
  await logIn(page, 'claire.dubois@levada.demo', demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
  const first = await book(page);
  const booked = [first, await book(page, first.time), await book(page, first.time)];

  // The tour's morning on the server: its clock an hour before the start (the first open day's, so
  // the guide's phone, on real time, is less than a day before it: decision 153's clamp keeps its time).
  const order = await page.request.get(
    `/api${booked[0]!.orderPath.replace('/order/', '/transactions/').replace('/details', '')}`,
  );
  expect(order.ok()).toBe(true);
  const start = new Date(
    ((await order.json()) as { data: { booking: { start: string } } }).data.booking.start,
  );
  const csrf = (await page.context().cookies()).find((c) => c.name.endsWith('levada_csrf'));
  const now = await page.request.post('/api/test/clock', {
    data: { reset: true },
    headers: { 'x-csrf-token': csrf?.value ?? '' },
  });
  const serverNow = new Date(((await now.json()) as { data: { now: string } }).data.now);
  const advanceMinutes = Math.floor((start.getTime() - 3_600_000 - serverNow.getTime()) / 60_000);
  // A departure today that starts within the hour: the server is already on the tour's morning.
  if (advanceMinutes >= 1) {
    const moved = await page.request.post('/api/test/clock', {
      data: { advanceMinutes },
      headers: { 'x-csrf-token': csrf?.value ?? '' },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  try {
    const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const guide = await phone.newPage();
    await acceptCookies(guide, baseURL);
    await guide.goto('/login');
    await logIn(guide, 'guide@levada.demo', demoPassword);
    await expect(guide).not.toHaveURL(/\/login/);
    await guide.goto('/checkin');
    await expect(guide.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
    const departure = guide
      .getByTestId('checkin-departure')
      .filter({ hasText: title })
      .filter({ hasText: first.time.slice(0, 5) });
    await departure.getByRole('button', { name: 'Download for offline use' }).click();
    await expect(guide).toHaveURL(/\/checkin\?listing=[0-9a-f-]{36}&start=/);
    await expect(guide.getByTestId('checkin-pending')).toHaveText('Everything synced');
    for (const { reference } of booked)
      await expect(
        guide.locator(`[data-testid="checkin-entry"][data-reference="${reference}"]`),
      ).toContainText('Not checked in');

    // No signal on the path.
    await phone.setOffline(true);
    await expect(guide.getByTestId('checkin-status')).toContainText(
      'Offline: scans are kept on this device',
    );
    const search = guide.getByLabel('Find by name or reference');
    for (const { reference } of booked.slice(0, 2)) {
      await search.fill(reference);
      const entry = guide.locator(`[data-testid="checkin-entry"][data-reference="${reference}"]`);
      await entry.getByRole('button', { name: 'Check in' }).click();
      await expect(guide.getByTestId('checkin-feedback')).toContainText(
        'Checked in: Claire Dubois',
      );
      await expect(entry.getByTestId('checkin-entry-state')).toContainText('Checked in at');
    }
    await search.fill('');
    await guide.getByTestId('checkin-photo').setInputFiles({
      name: 'ticket.png',
      mimeType: 'image/png',
      buffer: booked[2]!.qr,
    });
    await expect(guide.getByTestId('checkin-pending')).toHaveText('3 scans waiting to sync');
    await search.fill(booked[2]!.reference);
    await expect(
      guide.locator(`[data-testid="checkin-entry"][data-reference="${booked[2]!.reference}"]`),
    ).toContainText('Checked in at');
    // The same ticket again: already used.
    await guide.getByTestId('checkin-photo').setInputFiles({
      name: 'ticket-again.png',
      mimeType: 'image/png',
      buffer: booked[2]!.qr,
    });
    await expect(guide.getByTestId('checkin-feedback')).toContainText('Already checked in at');
    await expect(guide.getByTestId('checkin-pending')).toHaveText('3 scans waiting to sync');
    await expect
      .poll(() => guide.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);

    // Still no signal: the app opens again from the worker's caches, with the scans kept on the device.
    await guide.reload();
    await expect(guide.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
    await expect(guide.getByTestId('checkin-pending')).toHaveText('3 scans waiting to sync');
    await expect(
      guide.locator(`[data-testid="checkin-entry"][data-reference="${booked[0]!.reference}"]`),
    ).toContainText('Checked in at');

    // The service worker is the check-in app's alone (scope /checkin), controls the page, and has
    // the page and the files it loaded in its caches.
    const worker = await guide.evaluate(async () => ({
      scope: (await navigator.serviceWorker.getRegistration())?.scope ?? null,
      controller: navigator.serviceWorker.controller?.scriptURL ?? null,
      pages: (await (await caches.open('checkin-pages')).keys()).map(
        (r) => new URL(r.url).pathname,
      ),
      assets: (await (await caches.open('checkin-assets')).keys()).length,
    }));
    expect(worker).toMatchObject({
      scope: `${baseURL}/checkin`,
      controller: `${baseURL}/checkin-sw.js`,
      pages: ['/checkin'],
    });
    expect(worker.assets).toBeGreaterThan(5);

    // Back online: the scans sync by themselves.
    await phone.setOffline(false);
    // The reloaded page's first sync failed; it tries again by itself within 5–10 s.
    await expect(guide.getByTestId('checkin-pending')).toHaveText('Everything synced', {
      timeout: 20_000,
    });
    const manifestQuery = new URL(guide.url()).search;
    // The rest of the site is never controlled by the check-in app's worker.
    await guide.goto('/s');
    expect(await guide.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await phone.close();

    // The operator sees the three parties checked in on the manifest.
    const desk = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const ana = await desk.newPage();
    await acceptCookies(ana, baseURL);
    await ana.goto('/login');
    await logIn(ana, 'ana.sousa@levada.demo', demoPassword);
    await expect(ana).not.toHaveURL(/\/login/);
    await ana.goto(`/inbox/departures${manifestQuery}`);
    await expect(ana.getByRole('heading', { level: 2, name: /^Manifest · / })).toBeVisible();
    for (const { reference } of booked)
      await expect(ana.getByTestId('manifest-entry').filter({ hasText: reference })).toContainText(
        'Checked in at',
      );
    await desk.close();

    // The traveller's order page tells when they were checked in.
    await page.goto(booked[0]!.orderPath);
    await expect(page.getByTestId('checked-in-at')).toHaveText(/^Checked in at \d{2}:\d{2}/);
  } finally {
    await page.request.post('/api/test/clock', {
      data: { reset: true },
      headers: { 'x-csrf-token': csrf?.value ?? '' },
    });
  }
});
