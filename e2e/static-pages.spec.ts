import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, testWithoutConsoleCheck as test } from './support/fixtures';

// The public text pages a visitor reaches from the footer: About, FAQ, Terms, Privacy, Contact, and the
// under-construction page behind the blog link.
const pages = [
  { path: '/about', title: 'About us' },
  {
    path: '/faq',
    title: 'Frequently asked questions',
    contents: { link: 'Safety tips', id: 'safety-tips' },
  },
  {
    path: '/terms-of-service',
    title: 'Terms of service',
    contents: { link: 'Governing law', id: 'governing-law' },
  },
  {
    path: '/privacy-policy',
    title: 'Privacy policy',
    contents: { link: 'Your rights', id: 'your-rights' },
  },
  { path: '/contactus', title: 'Contact us' },
  { path: '/underconstruction', title: 'Coming soon' },
];

/** The visitor has already accepted the cookie notice, so it covers nothing. */
test.beforeEach(async ({ context, baseURL }, testInfo) => {
  if (testInfo.title.includes('cookie notice')) return;
  await context.addCookies([{ name: 'euCookiesAccepted', value: '1', url: baseURL! }]);
});

async function expectNoSeriousAccessibilityIssues(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

/** The element is in the viewport and not hidden under the sticky top bar. */
async function expectScrolledIntoView(page: Page, selector: string) {
  const target = page.locator(selector);
  await expect(target).toBeInViewport();
  const barBottom = await page
    .locator('.top-bar')
    .evaluate((bar) => bar.getBoundingClientRect().bottom);
  await expect
    .poll(async () => (await target.boundingBox())!.y)
    .toBeGreaterThanOrEqual(barBottom - 1);
}

/** Elements of the page, with every FAQ answer open, whose content is wider than their box or the screen. */
async function overflowingElements(page: Page) {
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => {
        const style = getComputedStyle(el);
        const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
        const box = el.getBoundingClientRect();
        // Text kept for screen readers is clipped to nothing on purpose.
        let isScreenReaderOnly = false;
        for (
          let node: Element | null = el;
          node && !isScreenReaderOnly;
          node = node.parentElement
        ) {
          isScreenReaderOnly = getComputedStyle(node).clip.startsWith('rect');
        }
        return (
          !scrolls &&
          !isScreenReaderOnly &&
          el.clientWidth > 0 &&
          (el.scrollWidth > el.clientWidth + 1 || box.right > window.innerWidth + 1)
        );
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 40)}`),
  );
}

for (const { path, title, contents } of pages) {
  test(`${path}: shows its page, ${contents ? 'follows a contents link, ' : ''}and has no serious accessibility issues`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Levada`);

    if (contents) {
      const section = page.locator(`#${contents.id}`);
      await expect(section).not.toBeInViewport();
      await page
        .getByRole('navigation', { name: 'On this page' })
        .getByRole('link', { name: contents.link })
        .click();
      await expect(page).toHaveURL(`${path}#${contents.id}`);
      await expectScrolledIntoView(page, `#${contents.id}`);
    }

    await expectNoSeriousAccessibilityIssues(page);
  });
}

test('the footer reaches every static page', async ({ page }) => {
  const footerLinks = [
    { name: 'About us', path: '/about', title: 'About us' },
    { name: 'FAQ', path: '/faq', title: 'Frequently asked questions' },
    { name: 'Blog', path: '/underconstruction', title: 'Coming soon' },
    { name: 'Contact us', path: '/contactus', title: 'Contact us' },
    { name: 'Terms of service', path: '/terms-of-service', title: 'Terms of service' },
    { name: 'Privacy policy', path: '/privacy-policy', title: 'Privacy policy' },
  ];
  await page.goto('/');
  for (const link of footerLinks) {
    await page.getByRole('contentinfo').getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(link.path);
    await expect(page.getByRole('heading', { level: 1, name: link.title })).toBeVisible();
    // A new page starts at its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }
});

test('a contact page shortcut opens the FAQ at its section', async ({ page }) => {
  await page.goto('/contactus');
  await expect(page.getByRole('link', { name: 'hello@levada.example' }).first()).toHaveAttribute(
    'href',
    'mailto:hello@levada.example',
  );
  await expect(
    page.getByText('Working days, 9:00–18:00 Lisbon and Madeira time').first(),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Affiliates', exact: true }).click();
  await expect(page).toHaveURL('/faq#affiliates');
  await expectScrolledIntoView(page, '#affiliates');

  const question = page.locator('#affiliates').getByText('When am I paid?', { exact: true });
  await question.click();
  await expect(page.getByText(/paid out automatically at the end of each month/)).toBeVisible();
});

test('the privacy policy lists every cookie and storage key the site sets, after the cookie notice is accepted', async ({
  page,
  context,
}) => {
  await page.goto('/privacy-policy');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /Menu and language/ }).click();
  await page.getByRole('button', { name: /Português/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Política de privacidade' }),
  ).toBeVisible();
  // Signed in too (through the API: the login page comes with the accounts pages), for the session cookie.
  const csrf = (await context.cookies()).find((c) => c.name === 'levada_csrf')!.value;
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'sofia.martins@levada.demo', password: 'levada-demo-2026' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(login.status()).toBe(200);

  const listed = await page.locator('#cookies table tbody th code').allTextContents();
  const cookies = (await context.cookies()).map((c) => c.name);
  expect(cookies).toEqual(
    expect.arrayContaining(['euCookiesAccepted', 'levada_csrf', 'levada_session']),
  );
  for (const name of cookies) expect(listed, `cookie ${name}`).toContain(name);
  const storageKeys = await page.evaluate(() => Object.keys(window.localStorage));
  expect(storageKeys).toContain('lang');
  for (const key of storageKeys) expect(listed, `local storage ${key}`).toContain(key);
});

test('in Portuguese the legal pages are translated and say the English text prevails', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'pt'));
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de serviço' })).toBeVisible();
  await expect(page.getByText('Última atualização: 10 de maio de 2021')).toBeVisible();
  await expect(page.getByText(/prevalece o texto em inglês/)).toBeVisible();
  await expectNoSeriousAccessibilityIssues(page);
});

test.describe('on a phone', () => {
  // Without motion, so that no chevron is caught mid-turn while widths are measured.
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test('every static page fits the screen width, and the contents lead to their sections', async ({
    page,
  }) => {
    for (const { path, title } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await overflowingElements(page), path).toEqual([]);
    }
    await page.goto('/privacy-policy');
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: 'Cookies and local storage' })
      .click();
    await expectScrolledIntoView(page, '#cookies');
    await expectNoSeriousAccessibilityIssues(page);
  });

  test('in German, with its long words, every static page still fits the screen width', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('lang', 'de'));
    for (const { path } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      expect(await overflowingElements(page), path).toEqual([]);
    }
  });
});
