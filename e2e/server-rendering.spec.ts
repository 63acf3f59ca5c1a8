import type { Page, Request } from '@playwright/test';
import { listingPath } from '../src/domain/listing-urls';
import {
  demoPassword,
  fillSignupForm,
  logIn,
  logOut,
  openMenu,
  uniqueEmail,
} from './support/accounts-helpers';
import { acceptCookies, expect, test, waitForHydration } from './support/fixtures';

// Pages rendered on the server (issue 12 item 1, decision 053): the browser takes the HTML over
// (hydration) after their first paint, without a console error, without moving anything and without
// reading the data again; with JavaScript off a traveller still searches and reads a listing.

type Card = { id: string; title: string };

async function firstListing(request: { get(url: string): Promise<{ json(): Promise<unknown> }> }) {
  const cards = (await (await request.get('/api/listings?perPage=1')).json()) as { data: Card[] };
  return cards.data[0]!;
}

/** Whether React has taken over the server's HTML (hydrateRoot marks the container). */
const isHydrated = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );

test('landing, search and a listing hydrate without console errors, shift or refetching their data', async ({
  page,
  baseURL,
  request,
}) => {
  await acceptCookies(page, baseURL);
  const listing = await firstListing(request);
  const apiReads: string[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    // A listing is re-checked with a bodiless HEAD (closed since the render?); data reads are GETs.
    if (url.pathname.startsWith('/api/') && r.method() === 'GET')
      apiReads.push(url.pathname + url.search);
  });
  for (const [url, dataRead] of [
    ['/', null],
    ['/s?keywords=levada', '/api/listings?'],
    [listingPath(listing.id, listing.title), `/api/listings/${listing.id}`],
  ] as const) {
    apiReads.length = 0;
    await page.goto(url);
    await isHydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The data the server rendered with came along: the page did not ask for it again.
    if (dataRead)
      expect(
        apiReads.filter((read) => read === dataRead || read.startsWith(dataRead)),
        url,
      ).toEqual([]);
    // Nobody signed in: the server said so, the browser need not ask.
    expect(apiReads, url).not.toContain('/api/auth/info');
    // The page's code waits for its first frame (decision 053): only the boot script came with the
    // HTML; the rest started once the stylesheet, which holds up the first frame, had arrived. (The
    // paint's own timestamp is when the compositor showed it, a few ms either side of that frame.)
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const code = resources.filter((r) => r.name.endsWith('.js') && !r.name.includes('/boot-'));
      return {
        styles: Math.max(
          ...resources.filter((r) => r.name.endsWith('.css')).map((r) => r.responseEnd),
        ),
        code: Math.min(...code.map((r) => r.startTime)),
        hasBoot: resources.some((r) => r.name.includes('/boot-')),
      };
    });
    expect(timing.hasBoot, url).toBe(true);
    expect(timing.code, url).toBeGreaterThanOrEqual(timing.styles);
  }
});

test('a listing that exists hydrates to the same title the server wrote, and links still navigate in the app', async ({
  page,
  baseURL,
  request,
}) => {
  await acceptCookies(page, baseURL);
  const listing = await firstListing(request);
  await page.goto(listingPath(listing.id, listing.title));
  await isHydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
  // A marker on the window survives only a navigation inside the app, not a new page load.
  await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
  await page.getByRole('main').getByRole('link', { name: 'All tours' }).click();
  await expect(page).toHaveURL(/\/s$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
});

test('a missing listing hydrates as the not-found page the server sent', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL);
  const response = await page.goto('/l/some-tour/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await isHydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/find that page/);
});

test('a signed-in operator gets their inbox and account menu in the server HTML; they work once hydrated', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL);
  await page.goto('/login');
  await waitForHydration(page);
  await logIn(page, 'ana.sousa@levada.demo', demoPassword);
  await expect(page).toHaveURL(/\/inbox\/sales$/);
  // The account parts load only for someone signed in (decision 051); the server still writes them.
  const html = await (await page.request.get('/about')).text();
  expect(html).toContain('href="/inbox/sales"');
  expect(html).toContain('Manage listings');
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByRole('link', { name: /^Inbox/ }).click();
  await expect(page).toHaveURL(/\/inbox\/sales/);
  await openMenu(page);
  await page.getByRole('link', { name: 'Manage listings' }).click();
  await expect(page).toHaveURL(/\/listings$/);
  await logOut(page);
  await expect(page.getByRole('link', { name: /^Inbox/ })).toHaveCount(0);
});

/**
 * Opens `path` with the page's code (every script but the boot script) held until the returned
 * function is called; not with page.goto, which waits for the page to come alive (support/fixtures.ts).
 */
async function openWithCodeHeld(page: Page, path: string, loaded: RegExp): Promise<() => void> {
  let releaseCode = () => {};
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto('/api/health');
  await page.evaluate((to) => window.location.assign(to), path);
  await page.waitForURL(loaded, { waitUntil: 'domcontentloaded' });
  return releaseCode;
}

test("an operator who signs up before the page's code has come is signed up once it has, no field in a URL", async ({
  page,
}) => {
  const email = uniqueEmail('early');
  const password = 'early-bird-canyon-7';
  // The page's code waits until the form has been sent.
  const releaseCode = await openWithCodeHeld(page, '/tour-operators', /\/tour-operators$/);
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  await fillSignupForm(page, {
    type: 'Tour operator',
    firstName: 'Inês',
    lastName: 'Abreu',
    email,
    password,
    companyName: 'Abreu Trails',
  });
  // The boot script held the submit: the browser went nowhere and sent nothing.
  await expect(page.locator('form[data-submit-held]')).toHaveCount(1);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/tour-operators');
  const before = await page.locator('form[data-submit-held]').boundingBox();
  // Where the form is the moment its code takes it over (it is then sent, and the page moves on).
  await page.evaluate(() => {
    const form = document.querySelector('form[data-submit-held]')!;
    const observer = new MutationObserver(() => {
      if (!form.hasAttribute('data-form-live')) return;
      observer.disconnect();
      const { x, y, width, height } = form.getBoundingClientRect();
      (window as { liveBox?: object }).liveBox = { x, y, width, height };
    });
    observer.observe(form, { attributes: true });
  });
  releaseCode();
  await expect(page).toHaveURL(/\/verify-email$/);
  // The form's code comes beside the page's (LazySignupForm); taking the form over moved nothing,
  // nor did the page jump back to its top (app/scroll-manager.tsx).
  expect(await page.evaluate(() => (window as { liveBox?: object }).liveBox)).toEqual(before);
  expect(urls.filter((url) => url.includes(password) || url.includes('early.'))).toEqual([]);
});

test('a filter ticked on the search page before its code has come is applied once it has', async ({
  page,
}) => {
  const releaseCode = await openWithCodeHeld(page, '/s', /\/s$/);
  const filters = page.getByRole('complementary');
  await filters.getByRole('checkbox', { name: 'Hiking' }).check();
  releaseCode();
  await expect(page).toHaveURL(/\/s\?pub_categories=hiking$/);
  await waitForHydration(page);
  await expect(filters.getByRole('checkbox', { name: 'Hiking' })).toBeChecked();
  // Applied like any other filter: the next one adds to it.
  await filters.getByRole('checkbox', { name: 'Boat tours' }).check();
  await expect(page).toHaveURL(/\/s\?pub_categories=hiking(%2C|,)boattours$/);
});

test('a day chosen on a listing before the booking panel’s code has come is chosen once it has', async ({
  page,
  request,
}) => {
  const listing = await firstListing(request);
  const releaseCode = await openWithCodeHeld(page, listingPath(listing.id, listing.title), /\/l\//);
  const panel = page.getByRole('region', { name: 'Check availability' });
  const day = panel.locator('.rdp-day:not(.rdp-disabled):has(button)').last();
  await day.getByRole('button').click();
  releaseCode();
  await expect(day).toHaveClass(/rdp-selected/);
  await expect(page).toHaveURL(/[?&]bookingDate=\d{4}-\d{2}-\d{2}/);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a traveller searches from the landing page and reads a listing', async ({
    page,
    baseURL,
    request,
  }) => {
    await acceptCookies(page, baseURL);
    const listing = await firstListing(request);
    const word = listing.title.split(' ')[0]!;
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const box = page.getByRole('search').first();
    await box.getByRole('searchbox').fill(word);
    await box.getByRole('button').last().click();
    await expect(page).toHaveURL(new RegExp(`/s\\?keywords=${encodeURIComponent(word)}`));
    const result = page.getByRole('link', { name: listing.title }).first();
    await expect(result).toBeVisible();
    await result.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);
    // What a traveller needs to decide is there without the app.
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });

  test('a missing listing is the not-found page with a 404', async ({ page }) => {
    const response = await page.goto('/l/some-tour/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('404')).toBeVisible();
  });

  test('a sign-up sent without JavaScript puts no field in a URL and comes back to its page', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request: Request) => requests.push(`${request.method()} ${request.url()}`));
    await page.goto('/tour-operators');
    await fillSignupForm(page, {
      type: 'Tour operator',
      firstName: 'Inês',
      lastName: 'Abreu',
      email: uniqueEmail('nojs'),
      password: 'no-script-canyon-7',
      companyName: 'Abreu Trails',
    });
    await expect(page).toHaveURL(/\/tour-operators$/);
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    expect(requests.filter((r) => r.includes('no-script') || r.includes('nojs.'))).toEqual([]);
    expect(requests.some((r) => r.startsWith('POST ') && r.endsWith('/tour-operators'))).toBe(true);
  });
});
