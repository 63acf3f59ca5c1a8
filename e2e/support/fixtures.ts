import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test as base,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

/** Where the ad tag loads from (AD_TAG_HOST's default). */
export const adTagHost = 'https://www.googletagmanager.com';

/** What a visitor who already clicked "Continue" on the cookie banner has. */
export async function acceptCookies(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([{ name: 'euCookiesAccepted', value: '1', url: baseURL ?? '' }]);
}

/** Axe on the page as it is now: no serious or critical violations (WCAG 2 A/AA rules). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Waits until the server-rendered page has come alive: a click before that does nothing, as for a person. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/**
 * Clicks an open day in the booking panel (`nth` counted from the first, -1 the last of the first month
 * that has one), turning to later months while the one shown has too few (near a month's end only a
 * few are left), with the calendar at the top of the screen, as "Choose a date" brings it on a phone:
 * lower, the phone's bottom bar can cover it.
 */
export async function chooseOpenDay(panel: Locator, nth: number): Promise<void> {
  await panel.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  let left = nth;
  for (let month = 0; month < 3; month += 1) {
    await expect(panel.getByRole('grid').first()).toBeVisible();
    const days = panel.locator('.rdp-day:not(.rdp-disabled):has(button)');
    const count = await days.count();
    if (nth < 0 ? count > 0 : left < count) {
      const day = days.nth(nth < 0 ? nth : left);
      await day.getByRole('button').click();
      await expect(day).toHaveClass(/rdp-selected/);
      return;
    }
    if (nth >= 0) left -= count;
    await panel.getByRole('button', { name: /next month/i }).click();
  }
  throw new Error(`The calendar has no open day ${nth} in three months`);
}

/** How many listings are published now: journeys that run earlier publish their own beside the 40 demo ones. */
export async function publishedListingCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/listings?perPage=1');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { meta: { totalItems: number } }).meta.totalItems;
}

const contextsWithoutScripts = new WeakSet<BrowserContext>();
let isNavigationPatched = false;

/**
 * Makes every page's goto and reload (also of pages a journey opens in contexts of its own) return
 * once the app's page has come alive, as a person waits to see the page before using it: a click on a
 * server-rendered control before hydrating is lost, and journeys raced it.
 */
function waitForHydrationOnNavigation(page: Page): void {
  if (isNavigationPatched) return;
  isNavigationPatched = true;
  const pageClass = Object.getPrototypeOf(page) as Page;
  for (const name of ['goto', 'reload'] as const) {
    const navigate = pageClass[name] as (
      this: Page,
      ...args: unknown[]
    ) => ReturnType<Page['goto']>;
    Object.defineProperty(pageClass, name, {
      configurable: true,
      writable: true,
      value: async function (this: Page, ...args: unknown[]) {
        const response = await navigate.apply(this, args);
        const isAppPage = response?.headers()['content-type']?.startsWith('text/html') ?? false;
        if (isAppPage && !contextsWithoutScripts.has(this.context())) await waitForHydration(this);
        return response;
      },
    });
  }
}

/** A journey's test without the console check (for journeys that provoke refusals on purpose). */
export const testWithoutConsoleCheck = base.extend<{ closeEarlierContexts: void }>({
  // A journey that opens contexts of its own (a second person, a phone) leaves them open when it ends;
  // their pages would go on polling and drawing beside every later journey of the worker's browser.
  // Closed when the next test starts, after the failed one's screenshots were taken.
  closeEarlierContexts: [
    async ({ browser, context }, use) => {
      await Promise.all(browser.contexts().map((other) => other !== context && other.close()));
      await use();
    },
    { auto: true },
  ],
});

/**
 * A journey's test: fails on any uncaught page error or console error the app logs; goto and reload
 * wait for hydration; the ad tag's host is stubbed.
 */
export const test = testWithoutConsoleCheck.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page, javaScriptEnabled }, use) => {
      if (javaScriptEnabled === false) contextsWithoutScripts.add(page.context());
      waitForHydrationOnNavigation(page);
      // The ad tag's host (AD_TAG_ID is set for the journeys): a stub, never the network.
      await page
        .context()
        .route(`${adTagHost}/**`, (route) =>
          route.fulfill({ contentType: 'text/javascript', body: '/* the ad tag, stubbed */' }),
        );
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !/status of (401|402|404)/.test(message.text()))
          errors.push(message.text());
      });
      await use(errors);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
