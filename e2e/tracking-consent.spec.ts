// Consent first (issue 48 item 5, decisions 167 and 176): before the cookie banner is accepted, and
// after it is declined, the browser sends no analytics or pixel request, loads no ad tag and the
// server keeps no event; an acceptance on the privacy page starts the page views, which the console's
// funnel counts, and loads the ad tag (its host routed here: no network), which gets the page views.
import type { Page, Request } from '@playwright/test';
import { demoPassword, logIn } from './support/accounts-helpers';
import { adTagHost, expect, testWithoutConsoleCheck as test } from './support/fixtures';

type Funnel = { data: { days: { pageViews: number }[] } };

async function adminPage(page: Page) {
  await page.goto('/login');
  await logIn(page, 'admin@levada.demo', demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
  return async () => {
    const res = await page.request.get('/api/console/analytics');
    expect(res.status()).toBe(200);
    return ((await res.json()) as Funnel).data.days.reduce((sum, day) => sum + day.pageViews, 0);
  };
}

test('no tracking before consent nor after a decline; an acceptance starts it', async ({
  browser,
  baseURL,
}) => {
  const pageViews = await adminPage(await (await browser.newContext()).newPage());
  const before = await pageViews();

  const context = await browser.newContext();
  // The ad tag's host answers a stub script that notes it ran.
  await context.route(`${adTagHost}/**`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.adTagLoaded = true;' }),
  );
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const ownHost = new URL(baseURL!).host;
  const outside = () => requests.filter((r) => new URL(r.url()).host !== ownHost);
  const tagHost = new URL(adTagHost).host;
  const toTag = () => outside().filter((r) => new URL(r.url()).host === tagHost);
  const elsewhere = () => outside().filter((r) => new URL(r.url()).host !== tagHost);
  const tracked = () => requests.filter((r) => r.url().includes('/api/tracking/events'));

  // Not chosen yet: the landing page, search and a tour.
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await page.goto('/s');
  await page.locator('a[href^="/l/"]').first().click();
  await expect(page).toHaveURL(/\/l\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(tracked()).toEqual([]);
  expect(outside().map((r) => r.url())).toEqual([]);

  // Declined: the banner goes for good, and still nothing is sent.
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === 'euCookiesAccepted')?.value).toBe('0');
  await page.goto('/');
  await page.goto('/s');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(tracked()).toEqual([]);
  expect(outside().map((r) => r.url())).toEqual([]);
  expect(await pageViews()).toBe(before);

  // The privacy page lists each service and changes the choice: from then on page views are kept.
  await page.goto('/privacy-policy#analytics-and-marketing');
  const choice = page.getByTestId('consent-choice');
  await expect(choice).toContainText('You declined');
  await expect(
    page.getByRole('heading', { name: 'Analytics, marketing and advertising' }),
  ).toBeVisible();
  for (const service of ['PostHog', 'Klaviyo', 'ad pixel'])
    await expect(page.getByText(service, { exact: false }).first()).toBeVisible();
  expect(toTag()).toEqual([]);
  await choice.getByRole('button', { name: 'Accept' }).click();
  await expect(choice).toContainText('You accepted');
  await expect.poll(() => tracked().length).toBeGreaterThan(0);
  // The ad tag loads now, once, and hears the page view.
  await expect
    .poll(() => toTag().map((r) => r.url()))
    .toEqual([`${adTagHost}/gtag/js?id=AW-E2ETAG0001`]);
  await expect.poll(() => page.evaluate(() => 'adTagLoaded' in window)).toBe(true);
  const tagEvents = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
        Array.from(entry),
      ),
    );
  await expect
    .poll(async () => (await tagEvents()).filter((e) => e[0] === 'event' && e[1] === 'page_view'))
    .toEqual([['event', 'page_view', { send_to: 'AW-E2ETAG0001', page_path: '/privacy-policy' }]]);
  await page.goto('/s');
  await expect.poll(() => tracked().length).toBeGreaterThan(1);
  expect(elsewhere().map((r) => r.url())).toEqual([]);
  // The job runner keeps them: the console's funnel counts them.
  await expect.poll(pageViews, { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 2);
});
