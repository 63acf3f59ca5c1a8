import type { Locator, Page } from '@playwright/test';
import { acceptCookies, expect, test } from './support/fixtures';

// Issue 14, item 4: the place suggestions of the landing hero are whole and on top, at desktop
// width and on a phone, and the gazetteer's points of interest can be found by name and trail code.

/** Every corner and the middle of the element are on screen and it is what a tap there would hit. */
async function expectFullyVisible(page: Page, element: Locator, label: string) {
  const hits = await element.evaluate((el) => {
    // Scroll the page only: scrollIntoView would also scroll a clipping box (overflow: hidden is a
    // scroll container) and so hide the very clipping this looks for.
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2);
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
    // The default places and "Use my current location", then five long typed suggestions (trails).
    for (const query of [null, 'PR 1']) {
      if (query) await where.fill(query);
      const options = page.getByRole('listbox').getByRole('option');
      // "Use my current location" and the four default places, or five typed suggestions.
      await expect(options).toHaveCount(5);
      if (!query) {
        await expect(page.getByRole('option', { name: 'Lisbon, Portugal' })).toBeVisible();
      } else await expect(options.first()).toHaveText(/PR 1/);
      if (query) {
        // The case that used to be cut off: the list hangs below the hero.
        const hero = (await page.locator('.hero').boundingBox())!;
        const list = (await page.getByRole('listbox').boundingBox())!;
        expect(list.y + list.height).toBeGreaterThan(hero.y + hero.height);
      }
      const count = await options.count();
      for (let i = 0; i < count; i++) {
        await expectFullyVisible(page, options.nth(i), `${query ?? 'default'} option ${i + 1}`);
      }
    }
  });
}

test('a traveller finds the tours of a trail by its PR code, and of a peak by its name', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await acceptCookies(page, baseURL);
  await page.goto('/s');
  const where = page.getByRole('combobox', { name: 'Where' });
  await where.fill('PR 1');
  const trail = page.getByRole('option', {
    name: 'PR 1 Arieiro to Pico Ruivo trail, Madeira, Portugal',
  });
  await expect(trail).toBeVisible();
  await expect(
    page.getByRole('option', { name: /^PR 1\.1 Ilha to Pico Ruivo trail/ }),
  ).toBeVisible();
  await trail.click();
  await expect(page).toHaveURL(/address=PR\+1\+Arieiro/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tours and activities in PR 1 Arieiro to Pico Ruivo trail, Madeira, Portugal',
  );
  await expect(page.locator('.listing-card__title')).toContainText([
    'Pico do Arieiro to Pico Ruivo summit hike',
  ]);

  // In Portuguese the peak has its Portuguese name.
  await page.goto('/s?lang=pt');
  const onde = page.getByRole('combobox', { name: 'Onde' });
  await onde.fill('Pico do Ar');
  await expect(
    page.getByRole('option', { name: 'Pico do Areeiro, Madeira, Portugal', exact: true }),
  ).toBeVisible();
});
