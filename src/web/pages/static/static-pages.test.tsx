// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPages } from '../../app/page-registry';
import { locales, type Locale } from '../../i18n/locales';
import { renderApp } from '../../test/render-app';
import { contactEmail, contactPhone } from './contact-details';
import { faqSections } from './faq-sections';
import { browserStorage, browserStorageNames, privacySections } from './privacy-page';
import { everyCatalog } from '../../test/messages';
import { apiHandler, notFound, setupApiServer } from '../../test/msw';
import { termsSections } from './terms-page';

const staticPages = [
  {
    path: '/about',
    titleId: 'static.about.title',
    sectionIds: [
      'static.about.what.title',
      'static.about.promise.title',
      'static.about.how.title',
      'static.about.cta.title',
    ],
  },
  {
    path: '/faq',
    titleId: 'static.faq.title',
    sectionIds: faqSections.map((s) => `static.faq.${s.key}.title`),
    anchors: faqSections.map((s) => s.id),
  },
  {
    path: '/terms-of-service',
    titleId: 'static.terms.title',
    sectionIds: termsSections.map((s) => `static.terms.${s.key}.title`),
    anchors: termsSections.map((s) => s.id),
  },
  {
    path: '/privacy-policy',
    titleId: 'static.privacy.title',
    sectionIds: privacySections.map((s) => `static.privacy.${s.key}.title`),
    anchors: privacySections.map((s) => s.id),
  },
  {
    path: '/contactus',
    titleId: 'static.contact.title',
    sectionIds: [
      'static.contact.email.title',
      'static.contact.phone.title',
      'static.contact.office.title',
      'static.contact.faq.title',
      'static.contact.booking.title',
      'static.contact.partners.title',
    ],
  },
  { path: '/underconstruction', titleId: 'static.underConstruction.title', sectionIds: [] },
];

// A visitor's pages: the config and the affiliate click are left aside.
const server = setupApiServer(
  ...notFound('GET /api/config', 'POST /api/affiliate-clicks'),
  apiHandler('GET /api/auth/info', () => ({
    data: { isAnonymous: true, scopes: [], user: null },
  })),
);

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  // A broken message (bad tag, missing value) is reported through console.error (src/web/i18n/intl.tsx).
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear(); // each test is a new visit: no affiliate ref kept from the last one
  const errors = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(errors).toEqual([]);
});

const text = (locale: Locale, id: string) => {
  const message = everyCatalog[locale][id] ?? everyCatalog.en[id];
  if (message === undefined) throw new Error(`No message ${id} in ${locale}`);
  return message;
};

async function openPage(path: string, locale: Locale) {
  const view = renderApp(path, defaultPages, { locale });
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1 });
  return { ...view, main };
}

describe.each(locales)('static pages in %s', (locale) => {
  it.each(staticPages)(
    '$path shows its title and every section, with no message left untranslated',
    async (page) => {
      const { main } = await openPage(page.path, locale);
      const title = text(locale, page.titleId);
      expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe(title);
      // The title is set in an effect, which may run a moment after the heading is in the document.
      await waitFor(() => expect(document.title).toBe(`${title} | Levada`));
      for (const id of page.sectionIds) {
        expect(within(main).getByRole('heading', { name: text(locale, id) }), id).toBeTruthy();
      }
      expect(main.textContent).not.toMatch(/\bstatic\.[a-zA-Z]/);
    },
  );
});

describe.each(locales)('the privacy page in %s', (locale) => {
  it('lists each service that tracks or contacts a person: recommendations, analytics, email marketing, the ad pixel and tag, the affiliate tracker and the review service', async () => {
    const { main } = await openPage('/privacy-policy', locale);
    const section = main.querySelector('#analytics-and-marketing')!.closest('section') ?? main;
    const ids = ['recommendations', 'analytics', 'marketing', 'advertising', 'affiliates', 'p3'];
    for (const id of ids) {
      const message = everyCatalog[locale][`static.privacy.tracking.${id}`];
      expect(message, id).toBeDefined();
      // The service's name, in bold (strong), as the reader's language has it.
      const name = /<b>(.*?)<\/b>/.exec(message!)![1]!;
      expect(
        within(section as HTMLElement).getAllByText(name, { selector: 'strong' }).length,
        id,
      ).toBe(1);
    }
    for (const named of ['Recombee', 'PostHog', 'Klaviyo'])
      expect(section.textContent).toContain(named);
  });
});

describe.each(['en', 'pt'] as const)('contents links in %s', (locale) => {
  it.each(staticPages.filter((p) => p.anchors))(
    '$path: every section is in the contents, and every hash link has a target',
    async (page) => {
      const { main } = await openPage(page.path, locale);
      const contents = within(main).getByRole('navigation', {
        name: text(locale, 'static.toc.label'),
      });
      const hrefs = within(contents)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual(page.anchors!.map((id) => `${page.path}#${id}`));

      const samePageLinks = [...main.querySelectorAll('a[href*="#"]')]
        .map((a) => new URL(a.getAttribute('href')!, 'http://levada.test'))
        .filter((url) => url.pathname === page.path);
      expect(samePageLinks.length).toBeGreaterThanOrEqual(page.anchors!.length);
      for (const url of samePageLinks) {
        expect(document.getElementById(url.hash.slice(1)), url.hash).not.toBeNull();
      }
    },
  );
});

describe('static page behaviour', () => {
  it('scrolls to a section when its contents link is followed, keeping the query', async () => {
    const { main, router } = await openPage('/terms-of-service?ref=hotel42', 'en');
    const contents = within(main).getByRole('navigation', { name: 'On this page' });
    const billing = within(contents).getByRole('link', { name: 'Billing' });
    expect(billing.getAttribute('href')).toBe('/terms-of-service?ref=hotel42#billing');
    fireEvent.click(billing);
    expect(router.state.location.hash).toBe('#billing');
    const target = document.getElementById('billing')!;
    expect(target.tagName).toBe('SECTION');
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(target);
  });

  it('shows when the terms last changed, as a date in the reader’s language', async () => {
    await openPage('/terms-of-service', 'en');
    expect(screen.getByText('Last updated 10 May 2021')).toBeTruthy();
    cleanup();
    await openPage('/terms-of-service', 'pt');
    expect(screen.getByText(/10 de maio de 2021/)).toBeTruthy();
  });

  it('says the English text prevails in a translation of the terms, and not in English', async () => {
    await openPage('/terms-of-service', 'en');
    expect(screen.queryByText(text('pt', 'static.legal.translation'))).toBeNull();
    expect(screen.queryByText(text('en', 'static.legal.translation'))).toBeNull();
    cleanup();
    await openPage('/terms-of-service', 'pt');
    expect(screen.getByText(text('pt', 'static.legal.translation'))).toBeTruthy();
  });

  it('lists every cookie and local-storage key the web app sets, with its purpose and duration', async () => {
    const { main } = await openPage('/privacy-policy', 'en');
    const table = within(main).getByRole('table', {
      name: 'Cookies and local storage used by Levada',
    });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.querySelector('code')?.textContent);
    expect(names).toEqual([
      'levada_session',
      'levada_csrf',
      'euCookiesAccepted',
      'lang',
      'levada_ref',
      'levada_visitor',
      'lang',
      'levada_idp',
      'levada_console',
      'levada.ref',
      'levada.utm',
    ]);
    expect(browserStorageNames(false)).toEqual(names);
    // Served over HTTPS, the page names the __Host- cookies the server then sets (src/server/http/auth.ts).
    expect(browserStorageNames(true).slice(0, 3)).toEqual([
      '__Host-levada_session',
      '__Host-levada_csrf',
      'euCookiesAccepted',
    ]);
    expect(browserStorage).toHaveLength(names.length);
    expect(within(table).getByRole('row', { name: /euCookiesAccepted/ }).textContent).toContain(
      '10 years',
    );
  });

  it.each([
    ['en', 30, '30 days after they are sent'],
    ['en', 1, '1 day after they are sent'],
    ['pt', 90, '90 dias após o envio'],
    ['de', 14, '14 Tage nach dem Versand'],
  ] as const)(
    'in %s, keeps copies of sent messages for the %i days the site is set to',
    async (locale, days, shown) => {
      const asked: string[] = [];
      server.use(
        apiHandler('GET /api/config', ({ request }) => {
          asked.push(new URL(request.url).pathname);
          return Response.json({
            mapStyleUrl: null,
            payments: { provider: 'simulator', publishableKey: null },
            outboxRetentionDays: days,
          });
        }),
      );
      const { main } = await openPage('/privacy-policy', locale);
      const section = main.querySelector('#how-long-we-keep-it')!;
      await waitFor(() => expect(section.textContent).toContain(shown));
      expect(within(section as HTMLElement).getAllByRole('listitem')).toHaveLength(6);
      expect(asked).toContain('/api/config');
    },
  );

  it('links the data protection authority and the rights a person has under the GDPR', async () => {
    const { main } = await openPage('/privacy-policy', 'pt');
    const cnpd = within(main).getByRole('link', { name: /Comissão Nacional de Proteção de Dados/ });
    expect(cnpd.getAttribute('href')).toBe('https://www.cnpd.pt');
    expect(within(main).getAllByRole('link', { name: contactEmail }).length).toBeGreaterThan(0);
  });

  it('gives the support email, the phone with its hours, the office, and links to each FAQ section', async () => {
    const { main } = await openPage('/contactus', 'pt');
    expect(within(main).getAllByRole('link', { name: contactEmail })[0]!.getAttribute('href')).toBe(
      `mailto:${contactEmail}`,
    );
    expect(
      within(main).getByRole('link', { name: contactPhone.display }).getAttribute('href'),
    ).toBe(contactPhone.href);
    expect(
      within(main).getByText('Dias úteis, das 9h às 18h (hora de Lisboa e da Madeira)'),
    ).toBeTruthy();
    expect(main.querySelector('address')?.textContent).toContain('Funchal');
    for (const section of faqSections) {
      const link = within(main).getByRole('link', {
        name: text('pt', `static.faq.${section.key}.title`),
      });
      expect(link.getAttribute('href')).toBe(`/faq#${section.id}`);
    }
  });

  it('shows the affiliate tiers with their commission and monthly sales threshold', async () => {
    const { main } = await openPage('/faq', 'pt');
    const table = within(main).getByRole('table', { name: text('pt', 'affiliates.tiers.caption') });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\s/g, ' ')));
    expect(rows).toEqual([
      ['Base', '5%', 'Qualquer valor'],
      ['Bronze', '7,5%', '250 € ou mais'],
      ['Prata', '10%', '500 € ou mais'],
      ['Ouro', '12,5%', '1000 € ou mais'],
      ['Platina', '15%', '2000 € ou mais'],
    ]);
  });

  it('shows the under-construction page at its own URL', async () => {
    const { main, router } = await openPage('/underconstruction', 'en');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Coming soon');
    expect(router.state.location.pathname).toBe('/underconstruction');
    expect(within(main).getByRole('link', { name: 'Browse tours' }).getAttribute('href')).toBe(
      '/s',
    );
  });
});
