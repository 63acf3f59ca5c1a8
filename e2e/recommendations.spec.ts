import { acceptCookies, expect, test } from './support/fixtures';

const carousel = (scenario: string) => `section[aria-labelledby="recommendations-${scenario}"]`;
const recommendedHref = /^\/l\/[^/]+\/[0-9a-f-]{36}\?recommId=[0-9a-f]{32}$/;

test.describe('recommendations', () => {
  test('a tour shows similar tours and bestsellers with recommId links (a malformed recommId ignored); after two tours the landing page shows them as recently viewed; the empty search and the landing page show popular tours', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL);
    await page.goto('/s');
    // The empty search shows the popular tours.
    const popularSearch = page.locator(carousel('popular'));
    await expect(popularSearch.getByRole('heading', { name: 'Popular tours' })).toBeVisible();
    await expect(
      popularSearch.locator('article.listing-card').first().getByRole('link'),
    ).toHaveAttribute('href', recommendedHref);
    await page.locator('.search-page article.listing-card').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/l\/[^/]+\/[0-9a-f-]{36}/);
    await expect(page.locator('h1.listing-page__title')).toBeVisible();
    const firstTitle = await page.getByRole('heading', { level: 1 }).textContent();

    const similar = page.locator(carousel('listing-similar'));
    await expect(similar.getByRole('heading', { name: 'Similar tours' })).toBeVisible();
    await expect(
      page.locator(carousel('listing-bestsellers')).getByRole('heading', { name: 'Bestsellers' }),
    ).toBeVisible();
    const link = similar.locator('article.listing-card').first().getByRole('link');
    await expect(link).toHaveAttribute('href', recommendedHref);
    await link.click();
    await expect(page).toHaveURL(/\?recommId=[0-9a-f]{32}$/);
    // The next tour's page, not the last one's heading still on screen.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(firstTitle!);
    const secondTitle = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page.locator(carousel('listing-similar'))).toBeVisible();
    // A malformed recommId is ignored: the page works.
    await page.goto(page.url().replace(/recommId=[0-9a-f]{32}$/, 'recommId=NOT-AN-ID%3Cscript%3E'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondTitle!);
    await expect(page.locator(carousel('listing-similar'))).toBeVisible();

    await page.goto('/');
    const recent = page.locator(carousel('homepage-recently-viewed'));
    await expect(recent.getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
    const titles = recent.locator('.listing-card__title');
    await expect(titles).toHaveCount(2);
    await expect(titles.nth(0)).toHaveText(secondTitle!.trim());
    await expect(titles.nth(1)).toHaveText(firstTitle!.trim());
    const popular = page.locator(carousel('homepage-popular'));
    await expect(popular.getByRole('heading', { name: 'Popular tours' })).toBeVisible();
    await expect(popular.locator('article.listing-card').first().getByRole('link')).toHaveAttribute(
      'href',
      recommendedHref,
    );
  });
});
