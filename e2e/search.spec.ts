import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, publishedListingCount, testWithoutConsoleCheck as test } from './support/fixtures';

// The journey of issue 5 on the seeded demo marketplace (40 listings; no tile host is configured, so
// the map draws its embedded basemap of Portugal and asks nothing of another site).

const seriousViolations = async (page: Page) => {
  // Results of an earlier search show faded (aria-busy) until the new ones come, then fade back in:
  // axe measures the contrast of the page as it rests.
  await expect(page.locator('.search-page__results[aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.search-page__results')].every(
      (results) => getComputedStyle(results).opacity === '1',
    ),
  );
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const resultCount = (page: Page) => page.locator('.search-page__count');

test('a traveller finds a tour by place, price and category, on the list and on the map', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/s');
  await page.getByRole('button', { name: 'Continue' }).click(); // cookie banner
  const published = await publishedListingCount(page);
  expect(published).toBeGreaterThanOrEqual(40);
  await expect(resultCount(page)).toHaveText(`${published} experiences`);

  // Type a place and pick a suggestion with the keyboard.
  const where = page.getByRole('combobox', { name: 'Where' });
  await where.click();
  await expect(page.getByRole('option', { name: 'Use my current location' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Funchal, Madeira, Portugal' })).toBeVisible();
  await where.fill('santan');
  const santana = page.getByRole('option', { name: 'Santana, Madeira, Portugal', exact: true });
  await expect(santana).toBeVisible();
  await where.press('ArrowDown');
  await expect(santana).toHaveAttribute('aria-selected', 'true');
  await where.press('Enter');
  await expect(page).toHaveURL(/[?&]bounds=32\.84%2C-16\.8%2C32\.73%2C-16\.98/);
  await expect(page).toHaveURL(/address=Santana%2C\+Madeira%2C\+Portugal/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tours and activities in Santana, Madeira, Portugal',
  );
  await expect(resultCount(page)).toHaveText('5 experiences');

  // A category, then a price range.
  const filters = page.getByRole('complementary');
  await filters.getByRole('checkbox', { name: 'Hiking' }).check();
  await expect(page).toHaveURL(/pub_categories=hiking/);
  await expect(resultCount(page)).toHaveText('3 experiences');
  await filters.getByRole('slider', { name: 'Highest price' }).fill('60');
  await expect(filters.getByText('€0 – €60')).toBeVisible();
  await expect(page).toHaveURL(/price=0%2C60/);
  await expect(resultCount(page)).toHaveText('2 experiences');
  const titles = page.locator('.listing-card__title');
  // The default order (decision 172): the longest listed first.
  await expect(titles).toHaveText([
    'Levada dos Balcões family walk at Ribeiro Frio',
    'Levada do Caldeirão Verde laurel forest walk',
  ]);
  expect(await seriousViolations(page)).toEqual([]);

  // The URL alone gives the same results.
  await page.reload();
  await expect(resultCount(page)).toHaveText('2 experiences');
  await expect(titles).toHaveText([
    'Levada dos Balcões family walk at Ribeiro Frio',
    'Levada do Caldeirão Verde laurel forest walk',
  ]);
  await expect(
    page.getByRole('complementary').getByRole('checkbox', { name: 'Hiking' }),
  ).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Where' })).toHaveValue(
    'Santana, Madeira, Portugal',
  );

  // Switch to the map: a price marker per result on the embedded basemap (no tile host is set), and
  // not one request leaves the site.
  const outside: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(page.url()).origin) outside.push(request.url());
  });
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/\/s\/map\?/);
  const markers = page.locator('.search-map__marker');
  await expect(markers).toHaveCount(2);
  await expect(
    page.getByRole('button', { name: /Levada do Caldeirão Verde laurel forest walk, €45/ }),
  ).toBeVisible();
  await expect(page.locator('.embedded-basemap__place', { hasText: 'Santana' })).toBeAttached();
  await expect(page.getByText('could not be loaded', { exact: false })).toHaveCount(0);
  expect(outside).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  // Move the map: the search follows it, and the new URL reproduces it.
  const before = new URL(page.url()).searchParams.get('bounds');
  const canvas = page.locator('.search-map__canvas canvas');
  const box = (await canvas.boundingBox())!;
  // From the top-left, in view and away from the markers (a press on a marker does not pan the map).
  await page.mouse.move(box.x + 60, box.y + 100);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 130, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => new URL(page.url()).searchParams.get('bounds')).not.toBe(before);
  await expect(resultCount(page)).toHaveText('2 experiences');
  const movedUrl = page.url();
  await page.reload();
  expect(page.url()).toBe(movedUrl);
  await expect(resultCount(page)).toHaveText('2 experiences');
  await expect(markers).toHaveCount(2);

  // Open a result from its marker's card; the marker says the price its card says, 10 % off €20 (issue 49).
  await page
    .getByRole('button', { name: /Levada dos Balcões family walk at Ribeiro Frio, €18/ })
    .click();
  const card = page.getByRole('dialog', { name: 'Levada dos Balcões family walk at Ribeiro Frio' });
  await expect(card).toBeVisible();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/l\/levada-dos-balcoes[^/]*\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Levada dos Balcões family walk at Ribeiro Frio',
  );
});

test('keywords find Portuguese words, sort by relevance and survive a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('searchbox', { name: 'Search tours and activities' }).fill('baleias');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/s\?keywords=baleias$/);
  await expect(page.locator('.listing-card__title').first()).toHaveText(
    'Dolphin and whale watching by catamaran',
  );
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('relevance');
  // With keywords every order can be chosen (issue 44): the cheapest first, still for "baleias".
  await expect(sort.locator('option[value="-price"]')).toBeEnabled();
  const count = await resultCount(page).textContent();
  await page.reload();
  await expect(resultCount(page)).toHaveText(count!);
  // A canonical link keeps only address, bounds, categories, region and sort.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/s$/);

  // A word that names a category offers it above the results; pressed, it is the filters' category
  // choice (decision 073).
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const search = page.getByRole('searchbox').last();
  await search.fill('boat');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/s\?keywords=boat$/);
  const chip = page.getByRole('button', { name: 'Show only Boat tours' });
  await expect(chip).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await chip.click();
  await expect(page).toHaveURL(/\/s\?keywords=boat&pub_categories=boattours$/);
  await expect(
    page.getByRole('complementary').getByRole('checkbox', { name: 'Boat tours' }),
  ).toBeChecked();
  await expect(chip).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('on a phone, filters open on their own screen and apply on request', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/s');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Filters' }).click();
  await expect(page).toHaveURL(/\/s\/filters$/);
  await page.getByRole('checkbox', { name: 'Boat tours' }).check();
  await page.getByRole('radio', { name: 'Pickup included' }).check();
  const show = page.getByRole('button', { name: /^Show \d+ results?$/ });
  await expect(show).toBeVisible();
  const label = await show.textContent();
  await show.click();
  await expect(page).toHaveURL(/\/s\?pub_categories=boattours&pub_pickup=yes$/);
  await expect(resultCount(page)).toHaveText(
    label!
      .replace('Show ', '')
      .replace(/results?/, (w) => (w === 'result' ? 'experience' : 'experiences')),
  );
  await expect(page.getByRole('link', { name: 'Filters (2)' })).toBeVisible();
});

test('a traveller searches by a date, and the listing opens on that date with its start times (decision 085)', async ({
  page,
}) => {
  const title = 'Levada do Caldeirão Verde laurel forest walk';
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/s?keywords=${encodeURIComponent('Caldeirão Verde')}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const result = page.getByRole('link', { name: new RegExp(title) }).first();
  const listingId = (await result.getAttribute('href'))!.split('/').pop()!;

  // A day of next month with a departure (the listing's calendar would open on this month), and the next day.
  const dayOf = (at: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Atlantic/Madeira' }).format(at);
  const today = dayOf(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const nextMonth = `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}`;
  const res = await page.request.get(
    `/api/listings/${listingId}/time-slots?start=${new Date().toISOString()}&end=${new Date(Date.now() + 60 * 864e5).toISOString()}&perPage=500`,
  );
  expect(res.ok()).toBe(true);
  const slots = ((await res.json()) as { data: { start: string; seats: number }[] }).data;
  const day = slots
    .filter((s) => s.seats > 0)
    .map((s) => dayOf(new Date(s.start)))
    .find((d) => d.startsWith(nextMonth) && Number(d.slice(8)) <= 27);
  expect(day, 'an open day next month').toBeTruthy();
  const dayNumber = Number(day!.slice(8));
  const monthName = new Date(`${day}T12:00:00Z`).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  const dayButton = (scope: ReturnType<Page['locator']>, n: number) =>
    scope.getByRole('button', { name: new RegExp(`\\b${n} ${monthName} ${day!.slice(0, 4)}`) });

  // The dates filter: next month, that day to the next.
  const filters = page.getByRole('complementary');
  await filters.getByRole('button', { name: 'Any dates' }).click();
  await filters.getByRole('button', { name: /next month/i }).click();
  await dayButton(filters.locator('.filter__calendar'), dayNumber).click();
  await dayButton(filters.locator('.filter__calendar'), dayNumber + 1).click();
  await expect(page).toHaveURL(new RegExp(`dates=${day}%2C`));
  await expect(result).toHaveAttribute('href', new RegExp(`\\?dates=${day},`));
  // The map's card of a marker links with them too.
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${title}, €`) }).click();
  await expect(page.getByRole('dialog', { name: title }).getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`\\?dates=${day},`),
  );
  await page.getByRole('link', { name: 'List', exact: true }).click();
  await expect(page).toHaveURL(/\/s\?/);

  // The result opens the listing on that day: chosen in its month, its start times shown.
  await result.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Check availability' });
  await expect(panel.locator('.rdp-selected')).toHaveText(String(dayNumber));
  await expect(panel.getByRole('heading', { name: /^Start times on / })).toContainText(
    `${dayNumber} ${monthName}`,
  );
  await expect(
    panel.getByRole('radiogroup', { name: 'Start times' }).getByRole('radio'),
  ).not.toHaveCount(0);
  await expect(panel.getByText(/Pick a date to see the start times/)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`bookingDate=${day}`));
  expect(await seriousViolations(page)).toEqual([]);

  // The server's canonical URL is the listing's alone; the choice survives a reload.
  await page.reload();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/l/${listingId}$`),
  );
  await expect(panel.locator('.rdp-selected')).toHaveText(String(dayNumber));

  // Another day can still be chosen.
  const otherDay = await panel
    .locator('.rdp-day:not(.rdp-disabled):not(.rdp-selected):has(button)')
    .first()
    .getAttribute('data-day');
  const other = panel.locator(`.rdp-day[data-day="${otherDay}"]`);
  await other.getByRole('button').click();
  await expect(other).toHaveClass(/rdp-selected/);
  await expect(page).toHaveURL(new RegExp(`bookingDate=${otherDay}`));
});
