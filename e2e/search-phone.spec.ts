import { acceptCookies, expect, test } from './support/fixtures';

// Issue 49 item 4 on a 390 px phone: the first screen of /s shows a result card, /s/map at least
// half a screen of map, and a tapped marker's card opens in view.
const phone = { width: 390, height: 844 };
test.use({ viewport: phone, hasTouch: true, isMobile: true });

test('on a phone the first screen of /s shows a result card, /s/map half a screen of map, and a tapped marker’s card in view', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL);
  await page.goto('/s');
  const firstCard = page.locator('.listing-card').first();
  await expect(firstCard).toBeVisible();
  const cardBox = (await firstCard.boundingBox())!;
  expect(cardBox.y, 'the first result card starts on the first screen').toBeLessThan(phone.height);
  // At least its picture and title are on the first screen, not just a sliver.
  expect(cardBox.y + Math.min(cardBox.height, 200)).toBeLessThanOrEqual(phone.height);

  await page.goto('/s/map');
  const canvas = page.locator('.search-map__canvas');
  await expect(canvas).toBeVisible();
  const mapBox = (await canvas.boundingBox())!;
  const visible = Math.min(mapBox.y + mapBox.height, phone.height) - Math.max(mapBox.y, 0);
  expect(visible, 'map height on the first screen').toBeGreaterThanOrEqual(phone.height / 2);

  // One result, so its marker stands alone (not in a cluster).
  await page.goto(`/s/map?keywords=${encodeURIComponent('Caldeirão Verde')}`);
  const marker = page.locator('.search-map__marker').first();
  await expect(marker).toBeVisible();
  await marker.tap();
  const card = page.locator('.search-map__card');
  await expect(card).toBeVisible();
  await expect(card).toBeInViewport({ ratio: 0.9 });
});
