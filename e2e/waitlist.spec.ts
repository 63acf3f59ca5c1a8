import type { Browser, Page } from '@playwright/test';
import { demoPassword, logIn, uniqueEmail } from './support/accounts-helpers';
import {
  acceptCookies,
  expect,
  expectAccessible,
  test,
  waitForHydration,
} from './support/fixtures';
import { signUpByApi } from './support/listing-wizard';
import { moveServerClock } from './support/server-clock';

// Issue 46 item 5 (decisions 160 and 161): a traveller joins a full departure's waitlist from the
// listing page, sees their place in line in their bookings; when the seats free up (another
// traveller's unpaid checkout expires) they are held for them with a "Book now" link to the
// checkout, and they leave the line. The departure is made full for the journey: the demo operator
// gives one far departure of her listing a single seat, another traveller takes it.

/** A JSON call from the page's origin with its CSRF token, answering status and body. */
async function api(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const csrf =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('levada_csrf='))
          ?.split('=')[1] ?? '';
      const response = await fetch(url, {
        method,
        headers: {
          'X-CSRF-Token': decodeURIComponent(csrf),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : null };
    },
    { method, url, body },
  );
}

type Slot = { start: string; end: string; seats: number };

/** Ana Sousa's first published listing, and one far departure of it made a one-seat departure. */
async function oneSeatDeparture(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await acceptCookies(page, baseURL);
  await page.goto('/login');
  await logIn(page, 'ana.sousa@levada.demo', demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
  const own = await api(page, 'GET', '/api/own-listings');
  const listing = (
    own.json.data as { id: string; state: string; availabilityPlan?: { type: string } }[]
  ).find((l) => l.state === 'published' && l.availabilityPlan?.type !== 'availability-plan/day')!;
  expect(listing).toBeTruthy();
  // 30 to 50 days ahead, a random day (journeys share the server): a departure nobody has booked.
  const from = Date.now() + (30 + Math.floor(Math.random() * 20)) * 86_400_000;
  const slots = await api(
    page,
    'GET',
    `/api/listings/${listing.id}/time-slots?start=${new Date(from).toISOString()}&end=${new Date(
      from + 6 * 86_400_000,
    ).toISOString()}`,
  );
  const candidates = (slots.json.data as Slot[]).sort((a, b) => b.seats - a.seats);
  for (const slot of candidates) {
    const made = await api(
      page,
      'POST',
      `/api/own-listings/${listing.id}/availability-exceptions`,
      {
        start: slot.start,
        end: slot.end,
        seats: 1,
      },
    );
    if (made.status === 201) {
      await context.close();
      return { listingId: listing.id, slot };
    }
  }
  throw new Error('No departure could be given one seat');
}

for (const [name, viewport] of [
  // One width (CI time), a phone's; the phone sweep (phones.spec.ts) fits every page to 390 px.
  ['on a 390 px phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`waitlist ${name}`, () => {
    test.use({ viewport });

    test('a traveller waits for a full departure, is offered its seats and leaves the line', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const { listingId, slot } = await oneSeatDeparture(browser, baseURL);

      // Another traveller takes the one seat (an unpaid checkout holds it for 15 minutes).
      const other = await browser.newContext({ baseURL });
      const otherPage = await other.newPage();
      await acceptCookies(otherPage, baseURL);
      await signUpByApi(otherPage, {
        email: uniqueEmail('waitlist-other'),
        password: 'a-long-waitlist-password-2026',
        firstName: 'Rui',
        lastName: 'Gomes',
        type: 1,
      });
      const taken = await api(otherPage, 'POST', '/api/transactions', {
        listingId,
        transition: 'request-payment',
        params: {
          bookingStart: slot.start,
          bookingEnd: slot.end,
          bookingQuantityAdult: 1,
          bookingQuantityChild: 0,
          bookingQuantityInfant: 0,
        },
      });
      expect(taken.status, JSON.stringify(taken.json)).toBe(201);
      await other.close();

      // The traveller of this journey finds the departure full and joins its line.
      await acceptCookies(page, baseURL);
      await signUpByApi(page, {
        email: uniqueEmail('waitlist'),
        password: 'a-long-waitlist-password-2026',
        firstName: 'Inês',
        lastName: 'Teixeira',
        type: 1,
      });
      await page.goto(`/l/tour/${listingId}`);
      const panel = page.getByTestId('waitlist');
      await expect(
        panel.getByRole('heading', { name: 'Sold out? Join the waitlist' }),
      ).toBeVisible();
      await waitForHydration(page);
      // The panel's chunk may settle after the first paint: choose until the choice holds.
      await expect(async () => {
        await panel.getByLabel('Full departure').selectOption(slot.start);
        await panel.getByLabel('Adults').fill('1');
        await expect(panel.getByLabel('Full departure')).toHaveValue(slot.start, { timeout: 500 });
        await expect(panel.getByLabel('Adults')).toHaveValue('1', { timeout: 500 });
      }).toPass();
      await panel.getByRole('button', { name: 'Join the waitlist' }).click();
      const entry = panel.getByTestId('waitlist-entry');
      await expect(entry).toContainText('You are number 1 in line');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(viewport.width);
      await expectAccessible(page);

      // The unpaid checkout expires: the seat is held for this traveller, with a link to book it.
      await moveServerClock(page, { advanceMinutes: 16 });
      await page.goto('/inbox/orders');
      const mine = page.getByTestId('my-waitlist').getByTestId('waitlist-entry').first();
      await expect(mine).toContainText('Seats are held for you until');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(viewport.width);
      await expectAccessible(page);
      const book = mine.getByRole('link', { name: 'Book now' });
      await expect(book).toHaveAttribute('href', new RegExp(`/${listingId}/checkout\\?.*adults=1`));
      await book.click();
      await expect(page).toHaveURL(/\/checkout\?/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // They decide not to go: leaving gives the seat back.
      await page.goto('/inbox/orders');
      await mine.getByRole('button', { name: 'Leave the waitlist' }).click();
      await expect(mine).toContainText('You left the waitlist');
    });
  });
}
