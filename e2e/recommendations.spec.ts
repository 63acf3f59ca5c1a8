import { acceptCookies, expect, test } from './support/fixtures';

test.describe('recommendations', () => {
  test('a tour shows similar tours with recommId links; after two tours the landing page shows them as recently viewed', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL);
    await page.goto('/s');
    await page.locator('article.listing-card').first().getByRole('link').click();
    const firstTitle = await page.getByRole('heading', { level: 1 }).textContent();

    const similar = page.locator('section.recommendations');
    await expect(similar.getByRole('heading', { name: 'Similar tours' })).toBeVisible();
    const link = similar.locator('article.listing-card').first().getByRole('link');
    await expect(link).toHaveAttribute(
      'href',
      /^\/l\/[^/]+\/[0-9a-f-]{36}\?recommId=[0-9a-f]{32}$/,
    );
    await link.click();
    await expect(page).toHaveURL(/\?recommId=[0-9a-f]{32}$/);
    const secondTitle = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page.locator('section.recommendations')).toBeVisible();

    await page.goto('/');
    const recent = page.locator('section.recommendations');
    await expect(recent.getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
    const titles = recent.locator('.listing-card__title');
    await expect(titles).toHaveCount(2);
    await expect(titles.nth(0)).toHaveText(secondTitle!.trim());
    await expect(titles.nth(1)).toHaveText(firstTitle!.trim());
  });
});
