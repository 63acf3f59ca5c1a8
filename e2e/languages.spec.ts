// Five languages (issue 14): a visitor chooses any of them from the menu and the address names it; an
// operator writes a listing in Portuguese and German, and visitors in those languages read it and
// find it by their own words.
import type { Browser, Page } from '@playwright/test';
import { demoPassword, logIn } from './support/accounts-helpers';
import { englishOn, englishPhrases } from './support/english-on-page';
import { acceptCookies, expect, test } from './support/fixtures';

const operatorEmail = 'ana.sousa@levada.demo';

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('button', { name: /Menu|Menü|Menú/ }).click();
  await page.getByRole('button', { name, exact: true }).click();
}

async function visitorIn(browser: Browser, baseURL: string | undefined, language: string) {
  const page = await browser.newPage();
  await acceptCookies(page, baseURL);
  await page.goto('/');
  await chooseLanguage(page, language);
  return page;
}

test('all five languages are offered in the menu; the choice shows at once and the address names it', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu and language' }).click();
  const group = page.getByRole('group', { name: 'Language' });
  await expect(group.getByRole('button')).toHaveText([
    'English',
    'Português',
    'Deutsch',
    'Español',
    'Français',
  ]);
  await group.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Auf Levadas wandern, den Atlantik befahren, die Insel genießen',
  );
  await expect(page).toHaveURL(/[?&]lang=de\b/);
  await chooseLanguage(page, 'Français');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveURL(/[?&]lang=fr\b/);
  await chooseLanguage(page, 'English');
  await expect(page).not.toHaveURL(/lang=/);
});

test('an operator writes Portuguese and German; visitors read them and find the tour by a Portuguese and a German word', async ({
  page,
  baseURL,
  browser,
}) => {
  // Three browsers (operator, Portuguese and German visitors) and two searches: longer than most.
  test.setTimeout(120_000);
  await acceptCookies(page, baseURL);
  await page.goto('/login');
  await logIn(page, operatorEmail, demoPassword);
  await expect(page).not.toHaveURL(/\/login/);
  const own = (await (await page.request.get('/api/own-listings?perPage=1')).json()).data[0] as {
    id: string;
    title: string;
  };
  await page.goto(`/l/x/${own.id}/edit/translations`);
  await expect(page.getByRole('heading', { name: 'Translations', level: 2 })).toBeVisible();

  // Portuguese is chosen first; the demo listing already has Portuguese text, to which a word is added.
  await expect(page.getByRole('radio', { name: /Português/ })).toBeChecked();
  const description = page.getByLabel('Description', { exact: true });
  await description.fill(`${await description.inputValue()} Oferecemos bolo caseiro a bordo.`);
  // German is written already (the demo listings read in German too); an emptied field takes the
  // English text back with "Copy from English", then the operator gives it its own title.
  await page.getByRole('radio', { name: /Deutsch/ }).check();
  await expect(page.getByLabel('Listing name')).not.toHaveValue('');
  await expect(page.getByLabel('Listing name')).not.toHaveValue(own.title);
  await page.getByLabel('Listing name').fill('');
  await page.getByRole('button', { name: 'Copy from English' }).click();
  await expect(page.getByLabel('Listing name')).toHaveValue(own.title);
  await page.getByLabel('Listing name').fill('Delfin- und Walbeobachtung im Katamaran');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Your changes are saved.');
  await expect(page.getByRole('radio', { name: /Deutsch.*written/ })).toBeVisible();

  const portuguese = await visitorIn(browser, baseURL, 'Português');
  const search = portuguese.getByRole('searchbox').last();
  await portuguese.goto('/s');
  await search.fill('caseiro');
  await search.press('Enter');
  const result = portuguese
    .getByRole('link', { name: new RegExp(await portugueseTitle(portuguese, own.id)) })
    .first();
  await expect(result).toBeVisible();
  await result.click();
  await expect(portuguese.getByText('Oferecemos bolo caseiro a bordo.')).toBeVisible();

  const german = await visitorIn(browser, baseURL, 'Deutsch');
  // A German word in another form than the operator wrote ("Katamarane"), stemmed as German: the
  // search asks the server in the reader's language.
  await german.goto('/s');
  const germanSearch = german.getByRole('searchbox').last();
  await germanSearch.fill('Katamarane');
  const asked = german.waitForRequest((r) => r.url().includes('/api/listings?'));
  await germanSearch.press('Enter');
  expect(new URL((await asked).url()).searchParams.get('language')).toBe('de');
  await expect(
    german.getByRole('link', { name: /Delfin- und Walbeobachtung im Katamaran/ }).first(),
  ).toBeVisible();
  await german.goto(`/l/${own.id}`);
  await expect(german.getByRole('heading', { level: 1 })).toHaveText(
    'Delfin- und Walbeobachtung im Katamaran',
  );
  // No English around the operator's text either: the meta description's suffix, the map's controls.
  await expect(german.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    / - Jetzt online buchen!$/,
  );
  await german.goto('/s/map');
  await expect(german.getByRole('button', { name: 'Vergrößern' })).toBeVisible();
  await expect(german.getByRole('button', { name: 'Verkleinern' })).toBeVisible();
});

async function portugueseTitle(page: Page, id: string): Promise<string> {
  const listing = (await (await page.request.get(`/api/listings/${id}`)).json()).data as {
    publicData: { translations: { pt: { title: string } } };
  };
  return listing.publicData.translations.pt.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

for (const [language, name, own] of [
  ['pt', 'Portuguese', 'Português'],
  ['de', 'German', 'Deutsch'],
] as const) {
  test(`a visitor in ${name} meets no English on the way from the landing page to a listing, the map and sign-up`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const phrases = englishPhrases(language);
    // The language chosen in the menu on a page the server wrote in English: the head follows too.
    // Later pages arrive by their address in the language (a shared link): the server writes them in it.
    const page = await browser.newPage();
    await acceptCookies(page, baseURL);
    await page.goto('/');
    await chooseLanguage(page, own);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const met: Record<string, string[]> = {};
    const check = async (where: string) => {
      await page.waitForLoadState('networkidle');
      const english = await englishOn(page, phrases);
      if (english.length > 0) met[where] = english;
    };
    await check('landing');
    await page.getByRole('searchbox').last().press('Enter');
    await expect(page).toHaveURL(/\/s\b/);
    await expect(page.locator('.listing-card').first()).toBeVisible();
    await check('search');
    await page.locator('.listing-card a').first().click();
    await expect(page).toHaveURL(/\/l\/[^/]+\/[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check('listing');
    await page.goto(`/s/map?lang=${language}`);
    await expect(page.locator('.search-map__marker, .search-map__cluster').first()).toBeVisible();
    await check('map');
    await page.goto(`/signup?lang=${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check('sign-up');
    await page.goto(`/login?lang=${language}`);
    await page
      .getByRole('button', { name: /Entrar|Anmelden/ })
      .last()
      .click();
    await check('login with errors');
    expect(met).toEqual({});
  });
}
