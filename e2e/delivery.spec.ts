import type { Page } from '@playwright/test';
import { listingPath } from '../src/domain/listing-urls';
import { acceptCookies, expect, test } from './support/fixtures';

// How the pages a traveller meets first arrive (issue 12): nothing moves once shown (layout shift,
// the browser's own measure), no console error, and the head the server wrote is there.

/** Sums the page's layout shifts not caused by input, from the start of the load. */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '390 px phone', width: 390, height: 844 },
]) {
  test(`landing, search and a listing load without layout shift on a ${viewport.name}`, async ({
    page,
    baseURL,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await acceptCookies(page, baseURL);
    await watchLayoutShift(page);
    const cards = (await (await request.get('/api/listings?perPage=1')).json()) as {
      data: { id: string; title: string }[];
    };
    const listing = cards.data[0]!;
    for (const url of ['/', '/s', listingPath(listing.id, listing.title)]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Until every image has decoded and two frames have been laid out after it: a late shift shows.
      await page.waitForFunction(() =>
        [...document.images].every(
          (image) => (image.complete && image.naturalWidth > 0) || image.loading === 'lazy',
        ),
      );
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls, `layout shift on ${url}`).toBeLessThanOrEqual(0.05);
    }
  });
}
