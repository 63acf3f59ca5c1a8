import type { Page } from '@playwright/test';
import {
  acceptCookies,
  expect,
  expectAccessible,
  publishedListingCount,
  test,
} from './support/fixtures';

test.describe('a visitor browsing Levada', () => {
  test('lands, dismisses the cookie banner, switches to Portuguese, browses search pages and opens a tour', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Walk the levadas');
    await expect(page.getByRole('heading', { name: 'Featured tours' })).toBeVisible();

    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await expectAccessible(page);
    await banner.getByRole('button', { name: 'Continue' }).click();
    await expect(banner).toBeHidden();
    const consent = (await context.cookies()).find((c) => c.name === 'euCookiesAccepted');
    expect(consent?.value).toBe('1');
    // We ask for ten years (spec 001 §9); Chromium caps every cookie at 400 days.
    expect(consent!.expires * 1000 - Date.now()).toBeGreaterThan(399 * 24 * 3600 * 1000);

    await page.getByRole('button', { name: 'Menu and language' }).click();
    await page.getByRole('button', { name: 'Português' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Walk the levadas');
    await expect(page.locator('html')).toHaveAttribute('lang', /^pt/);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('pt');

    // The language and the consent survive a reload; the banner stays away.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', /^pt/);
    await expect(banner).toBeHidden();

    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Passeios e atividades' })
      .click();
    await expect(page).toHaveURL(/\/s$/);
    // The results (not the popular tours' row below them).
    const cards = page.locator('article.listing-card:not(.recommendations *)');
    await expect(cards).toHaveCount(36);
    await expectAccessible(page);

    const pagination = page.getByRole('navigation', { name: 'Páginas de resultados' });
    await pagination.getByRole('link', { name: 'Página 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    // 40 demo listings and any that earlier journeys published, 36 per page.
    await expect(cards).toHaveCount((await publishedListingCount(page)) - 36);
    const firstOnPage2 = await cards.first().locator('h3').innerText();

    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/l\/[a-z0-9-]+\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstOnPage2);
    await expect(page.getByText(/por adulto|por pessoa|por grupo/).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('a tour’s meeting point map brings its controls’ texts with it, in the reader’s language', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL);
    await page.goto('/s?lang=pt&keywords=catamaran');
    await page.locator('article.listing-card').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/l\/[a-z0-9-]+\/[0-9a-f-]{36}/);
    // The map loads when it nears the screen, with the map's own messages (not the listing page's).
    await page.locator('.meeting-point__placeholder').scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: 'Mapa do ponto de encontro' });
    await expect(map.getByRole('button', { name: 'Aproximar' })).toBeVisible();
    await expect(page.getByText(/search\.map\./)).toHaveCount(0);
  });

  test('a listing link reduced to /l/{id} and the listing base path redirect to the right pages', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL);
    const response = await page.request.get('/api/listings?perPage=1');
    const { data } = (await response.json()) as { data: Array<{ id: string; title: string }> };
    const listing = data[0]!;

    await page.goto(`/l/${listing.id}`);
    await expect(page).toHaveURL(new RegExp(`/l/[a-z0-9-]+/${listing.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title);

    await page.goto('/l');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a broken listing id and an unknown path show the not-found page', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL);
    const missing = await page.goto('/l/some-tour/00000000-0000-4000-8000-000000000000');
    expect(missing?.status()).toBe(404); // the server looks the listing up (decision 052); the page still renders
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
    await expectAccessible(page);

    const unknown = await page.goto('/no-such-page');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the top bar folds the main links into the menu, which closes on Escape and outside clicks', async ({
    page,
    baseURL,
  }) => {
    await acceptCookies(page, baseURL);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu and language' });
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Account and site' });
    await expect(menu.getByRole('link', { name: 'Tours and activities' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await page.mouse.click(10, 800); // below the panel
    await expect(menu).toBeHidden();

    await menuButton.click();
    await menu.getByRole('link', { name: 'Tours and activities' }).click();
    await expect(page).toHaveURL(/\/s$/);
    await expect(page.locator('article.listing-card').first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** The newest listing's page, its booking panel's calendar shown. */
  async function openNewestListing(page: Page, baseURL: string | undefined) {
    await acceptCookies(page, baseURL);
    const response = await page.request.get('/api/listings?perPage=1');
    const { data } = (await response.json()) as { data: Array<{ id: string }> };
    await page.goto(`/l/${data[0]!.id}`);
    const panel = page.locator('.booking-panel');
    await expect(panel.getByRole('grid').first()).toBeVisible();
    return panel;
  }

  test('the sticky booking panel never covers the operator card or "Send enquiry", nor sits under the top bar', async ({
    page,
    baseURL,
  }) => {
    await openNewestListing(page, baseURL);
    const enquiry = page.getByRole('button', { name: 'Send enquiry' });
    const profile = page.getByRole('link', { name: 'View profile' });
    await expect(enquiry).toBeVisible();

    // Top to bottom, 100 px a step: what shows of the card and the button is theirs to click.
    const problems = await page.evaluate(async () => {
      const found: string[] = [];
      const panel = document.querySelector('.booking-panel')!;
      const card = document.querySelector('.operator-card')!;
      const button = document.querySelector('.enquiry-button')!;
      const link = card.querySelector('a')!;
      const barBottom = document.querySelector('.top-bar')!.getBoundingClientRect().bottom;
      const isOwnPoint = (el: Element) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit !== null && el.contains(hit);
      };
      const isShown = (r: DOMRect) => r.top >= barBottom && r.bottom <= window.innerHeight;
      const end = document.documentElement.scrollHeight - window.innerHeight;
      for (let y = 0; y <= end + 99; y += 100) {
        window.scrollTo(0, Math.min(y, end));
        await new Promise(requestAnimationFrame);
        const p = panel.getBoundingClientRect();
        for (const [name, el] of [
          ['operator card', card],
          ['"Send enquiry"', button],
        ] as const) {
          const r = el.getBoundingClientRect();
          if (p.bottom > r.top && p.top < r.bottom)
            found.push(`at ${window.scrollY} px the panel overlaps the ${name}`);
        }
        for (const [name, el] of [
          ['"Send enquiry"', button],
          ['"View profile"', link],
        ] as const) {
          if (isShown(el.getBoundingClientRect()) && !isOwnPoint(el))
            found.push(`at ${window.scrollY} px ${name} shows but is covered`);
        }
        // Under the top bar only when it leaves with the column's end, the operator card right below it.
        if (p.top < barBottom - 1 && card.getBoundingClientRect().top - p.bottom > 25)
          found.push(`at ${window.scrollY} px the stuck panel starts under the top bar`);
      }
      return found;
    });
    expect(problems).toEqual([]);

    // A person's click reaches them: Playwright clicks only what is not covered.
    await enquiry.scrollIntoViewIfNeeded();
    await enquiry.click();
    const dialog = page.getByRole('dialog', { name: /Ask .+ a question/ });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await profile.scrollIntoViewIfNeeded();
    await profile.click();
    await expect(page).toHaveURL(/\/u\/[0-9a-f-]{36}$/);
  });

  test('on a 900 px high laptop screen the stuck booking panel shows whole, its last line too', async ({
    page,
    baseURL,
  }) => {
    const panel = await openNewestListing(page, baseURL);
    // This month and the next two (their number of weeks differ).
    for (let month = 0; month < 3; month += 1) {
      await page.evaluate(() => window.scrollTo(0, 1400));
      const sizes = await panel.evaluate((el) => ({
        content: el.scrollHeight,
        box: el.clientHeight,
        top: el.getBoundingClientRect().top,
        bottom: el.getBoundingClientRect().bottom,
      }));
      expect(sizes.content, 'nothing to scroll to inside the panel').toBeLessThanOrEqual(sizes.box);
      expect(sizes.bottom).toBeLessThanOrEqual(900);
      await panel.getByRole('button', { name: /next month/i }).click();
    }
  });
});
