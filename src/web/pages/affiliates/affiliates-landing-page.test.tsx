// @vitest-environment jsdom
import { cleanup, screen, within, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageRegistry } from '../../app/page-registry';
import { locales, type Locale } from '../../i18n/locales';
import { serveAuth, testUser } from '../../test/fake-auth';
import { setupApiServer } from '../../test/msw';
import { everyCatalog } from '../../test/messages';
import { renderApp } from '../../test/render-app';

const server = setupApiServer();

const page = () => import('./affiliates-landing-page');
const pages: PageRegistry = { LandingPageSA: page, Bnbs: page };

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // A broken message is reported through console.error (src/web/i18n/intl.tsx).
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  const errors = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(errors).toEqual([]);
});

const text = (locale: Locale, id: string) => everyCatalog[locale][id] ?? everyCatalog.en[id]!;

async function open(path: string, locale: Locale = 'en') {
  const view = renderApp(path, pages, { locale });
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1 });
  // The sign-up form's code comes after the page's (LazySignupForm).
  await waitFor(() => expect(main.querySelector('.signup-form-placeholder')).toBeNull());
  return { ...view, main };
}

describe.each(locales)('the affiliate landing pages in %s', (locale) => {
  it.each(['affiliates', 'bnbs'] as const)(
    '/%s: its own pitch, the five tiers, how it works and payouts, a sign-up form',
    async (audience) => {
      serveAuth(server, { isAnonymous: true, scopes: [], user: null });
      const { main } = await open(`/${audience}`, locale);
      expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe(
        text(locale, `partners.${audience}.title`),
      );
      expect(document.title).toContain(text(locale, `partners.${audience}.title`));
      const tiers = within(main).getByRole('table', {
        name: text(locale, 'affiliates.tiers.caption'),
      });
      expect(within(tiers).getAllByRole('row')).toHaveLength(6);
      for (const id of ['partners.earn.title', 'partners.how.title', 'partners.payouts.title'])
        expect(within(main).getByRole('heading', { name: text(locale, id) })).toBeTruthy();
      expect(
        within(main).getByRole('heading', { name: text(locale, 'partners.formTitle') }),
      ).toBeTruthy();
      // The other audience's page is one link away.
      const other = audience === 'bnbs' ? '/affiliates' : '/bnbs';
      expect(
        within(main)
          .getByRole('link', { name: text(locale, `partners.${audience}.other`) })
          .getAttribute('href'),
      ).toBe(other);
    },
  );
});

describe('the affiliate landing page', () => {
  it('computes the worked example and the top rate from the domain tiers', async () => {
    serveAuth(server, { isAnonymous: true, scopes: [], user: null });
    const { main } = await open('/affiliates');
    // 2 × 45 €: 5 % = 4.50 €, 15 % = 13.50 €.
    expect(within(main).getByTestId('partners-example').textContent).toBe(
      'Example: two guests book a €90 levada walk through your link. You earn €4.50 at Standard, €13.50 at Platinum.',
    );
    expect(main.textContent).toContain('rising with your monthly sales up to 15%');
    expect(main.textContent).toContain('A balance of €20 or more is paid to your bank account');
  });

  it('presets the sign-up form to an affiliate (business name asked)', async () => {
    serveAuth(server, { isAnonymous: true, scopes: [], user: null });
    const { main } = await open('/bnbs');
    expect(within(main).getByLabelText(/business name/i)).toBeTruthy();
  });

  it('sends a signed-in affiliate to the dashboard, and tells others how to join', async () => {
    serveAuth(server, { isAnonymous: false, scopes: ['user'], user: { ...testUser, type: 3 } });
    const { main } = await open('/affiliates');
    const link = await within(main).findByRole('link', { name: 'Dashboard' });
    expect(link.getAttribute('href')).toBe('/affiliate-dashboard');
    cleanup();
    serveAuth(server, { isAnonymous: false, scopes: ['user'], user: testUser });
    const again = await open('/affiliates');
    expect(await within(again.main).findByText(text('en', 'partners.signedInOther'))).toBeTruthy();
  });
});
