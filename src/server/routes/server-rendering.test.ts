import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll } from '../../../scripts/vite/messages-plugin';
import { bootModuleKey, pageCodeElementId } from '../../contracts/page-code';
import { fillPath, pageStateElementId, routeTable } from '../../contracts/routes';
import { languages } from '../../domain/languages';
import { listingPath } from '../../domain/listing-urls';
import { buildAffiliate, buildListing, buildOperator, buildUser } from '../test/factories';
import { buildTransaction } from '../test/transaction-factories';
import { signedInHeaders } from '../test/sessions';
import { grantAdmin } from '../modules/console/grant-admin';
import { createTestApp, type TestContext } from '../test/test-app';
import { pageRendererFile, serverRenderedPages, type PageRenderer } from './web';

// Public pages rendered on the server with their data (issue 12 item 1, decision 053), through the
// real app: the HTML holds the page's main content, the data it was rendered with, and the head.
const origin = 'https://levada.example';
const messagesDir = path.resolve(import.meta.dirname, '../../web/i18n/messages');
const adminEmail = 'staff@levada.example';

let t: TestContext;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-ssr-'));
  fs.copyFileSync(
    path.resolve(import.meta.dirname, '../../web/index.html'),
    path.join(webDir, 'index.html'),
  );
  fs.mkdirSync(path.dirname(pageRendererFile(webDir)), { recursive: true });
  const texts = Object.fromEntries(
    languages.map((l) => [l, { ...readAll(messagesDir, 'en'), ...readAll(messagesDir, l) }]),
  );
  fs.writeFileSync(path.join(webDir, '.vite/page-texts.json'), JSON.stringify(texts));
  // The build's entry (index.html's script, here the source's) and boot script (decision 053).
  fs.writeFileSync(
    path.join(webDir, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'main.tsx', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      [bootModuleKey]: { file: 'assets/boot.js', isEntry: true },
      'pages/listing/listing-page.tsx': { file: 'assets/listing.js', imports: ['_react.js'] },
    }),
  );
  fs.writeFileSync(
    path.join(webDir, '.vite/route-pages.json'),
    JSON.stringify({ ListingPage: 'pages/listing/listing-page.tsx' }),
  );
  // The build's renderer is the web app's entry-server.tsx; here the test runner compiles it from source.
  fs.writeFileSync(
    pageRendererFile(webDir),
    `export * from ${JSON.stringify(path.resolve(import.meta.dirname, '../../web/entry-server.tsx'))};\n`,
  );
  t = await createTestApp({ webDistDir: webDir, publicBaseUrl: origin, adminEmails: [adminEmail] });
  // The first render of each page compiles its code from source (the build has it ready): past the
  // render's time limit that page would go out unrendered, so compile them all once here.
  for (const url of ['/', '/s', '/s/map', '/l/x/00000000-0000-4000-8000-000000000000', '/about'])
    await get(url);
  for (const url of ['/faq', '/contactus', '/terms-of-service', '/privacy-policy']) await get(url);
  await get('/tour-operators');
  const warm = await buildListing(t.database.db, { title: 'Warm-up tour' });
  await get(listingPath(warm.id, warm.title));
  await get('/u/00000000-0000-4000-8000-000000000000');
}, 180_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** What is inside <div id="root">, as text without tags, and the data the page carries. */
function pageOf(html: string) {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1];
  const state = new RegExp(
    `<script type="application/json" id="${pageStateElementId}">([\\s\\S]*?)</script>`,
  ).exec(html)?.[1];
  const text = (root ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
  const queries =
    state === undefined
      ? null
      : (
          JSON.parse(state) as {
            queries: { queryKey: unknown[]; state: { status: string; data: unknown } }[];
          }
        ).queries;
  return { root, text, queries, h1: /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root ?? '')?.[1] ?? null };
}

describe('server-rendered pages', () => {
  it('renders a listing with its details, the data it read, and the head of decision 052', async () => {
    const listing = await buildListing(t.database.db, {
      title: 'Levada do Rei walk',
      description: 'Along the water channel to the source, through laurel forest.',
    });
    const res = await get(listingPath(listing.id, listing.title));
    expect(res.statusCode).toBe(200);
    const page = pageOf(res.body);
    expect(page.h1).toBe('Levada do Rei walk');
    expect(page.text).toContain('Along the water channel to the source, through laurel forest.');
    // The browser takes over this data instead of reading it again.
    const read = page.queries?.find((q) => q.queryKey[0] === 'listing');
    expect(read?.queryKey).toEqual(['listing', listing.id]);
    expect(read?.state.status).toBe('success');
    expect((read?.state.data as { title: string }).title).toBe('Levada do Rei walk');
    // The head the server wrote is still there.
    expect(res.body).toContain('<title>Levada do Rei walk | Levada</title>');
    expect(res.body).toContain(`<link rel="canonical" href="${origin}/l/${listing.id}" />`);
    expect(res.body).toContain('hreflang="pt"');
    expect(res.body).toContain('<script type="application/ld+json">');
    // Readable without JavaScript: no "needs JavaScript" notice. The only script is the boot script,
    // which fetches the entry and the page's code once the page has painted (decision 053).
    expect(res.body).not.toContain('<noscript');
    expect([...res.body.matchAll(/<script type="module"[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script type="module" crossorigin src="/assets/boot.js">',
    ]);
    expect(res.body).not.toContain('modulepreload');
    const code = new RegExp(
      `<script type="application/json" id="${pageCodeElementId}">([^<]*)</script>`,
    ).exec(res.body)?.[1];
    expect(JSON.parse(code!)).toEqual(['/main.tsx', '/assets/listing.js']);
  });

  it('answers a missing listing with 404 and the not-found page, and the failed read for the browser', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const res = await get(`/l/gone/${id}`);
    expect(res.statusCode).toBe(404);
    const page = pageOf(res.body);
    expect(page.h1).toContain('find that page');
    const read = page.queries?.find((q) => q.queryKey[0] === 'listing');
    expect(read?.state.status).toBe('error');
  });

  it('redirects /l/{id} to the listing’s full address (302) and /l to the landing page (301)', async () => {
    const listing = await buildListing(t.database.db, { title: 'Boat trip' });
    const moved = await get(`/l/${listing.id}?lang=pt`);
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe(`${listingPath(listing.id, listing.title)}?lang=pt`);
    const base = await get('/l');
    expect(base.statusCode).toBe(301);
    expect(base.headers.location).toBe('/');
  });

  it('renders the search results’ titles on every search route', async () => {
    await buildListing(t.database.db, { title: 'Canyoning in Ribeira do Cidrão' });
    await buildListing(t.database.db, { title: 'Sunset sailing from Funchal' });
    for (const url of ['/s?keywords=canyoning', '/s/listings?keywords=canyoning']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const page = pageOf(res.body);
      expect(page.text, url).toContain('Canyoning in Ribeira do Cidrão');
      expect(page.text, url).not.toContain('Sunset sailing from Funchal');
    }
    const all = pageOf((await get('/s')).body);
    expect(all.text).toContain('Sunset sailing from Funchal');
    const map = await get('/s/map');
    expect(map.statusCode).toBe(200);
    expect(pageOf(map.body).h1).not.toBeNull();
  });

  it('renders the category a search’s words name as a chip in the page’s language (decision 073)', async () => {
    await buildListing(t.database.db, {
      title: 'Whale watching by catamaran',
      publicData: { categories: ['boattours'] },
    });
    const de = readAll(messagesDir, 'de');
    const page = pageOf((await get('/s?keywords=bootstouren&lang=de')).body);
    expect(page.text).toContain('Whale watching by catamaran');
    expect(page.text).toContain(de['search.suggest.title']);
    expect(page.root).toContain(`aria-label="Nur ${de['categories.boattours']} zeigen"`);
    // With what the words were read as (decision 110), rendered with the chips.
    expect(page.root).toContain('class="understood__line"');
    // Already chosen, it is not offered.
    const chosen = pageOf(
      (await get('/s?keywords=bootstouren&pub_categories=boattours&lang=de')).body,
    );
    expect(chosen.text).toContain('Whale watching by catamaran');
    expect(chosen.text).not.toContain(de['search.suggest.title']);
  });

  it('renders the landing, home, operators’ and static pages with their main heading', async () => {
    const texts = { ...readAll(messagesDir, 'en') };
    const cases: [string, string][] = [
      ['/', texts['landing.hero.title']!],
      ['/home', texts['landing.hero.title']!],
      ['/tour-operators', texts['accounts.operators.title']!],
      ['/about', texts['static.about.title']!],
      ['/faq', texts['static.faq.title']!],
      ['/contactus', texts['static.contact.title']!],
      ['/terms-of-service', texts['static.terms.title']!],
      ['/privacy-policy', texts['static.privacy.title']!],
    ];
    for (const [url, heading] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(pageOf(res.body).text, url).toContain(heading);
    }
    // The retention of sent messages comes from the site's setting (OUTBOX_RETENTION_DAYS, default 90).
    expect(pageOf((await get('/privacy-policy')).body).text).toContain(
      '90 days after they are sent',
    );
  });

  it('renders an operator’s profile with their name and listings', async () => {
    const operator = await buildOperator(t.database.db, { firstName: 'Rui', lastName: 'Gomes' });
    await buildListing(t.database.db, { authorId: operator.id, title: 'Rui’s jeep safari' });
    const res = await get(`/u/${operator.id}`);
    expect(res.statusCode).toBe(200);
    const page = pageOf(res.body);
    expect(page.text).toContain('Rui');
    expect(page.text).toContain('Rui’s jeep safari');
  });

  it('renders in the page’s language', async () => {
    const pt = readAll(messagesDir, 'pt');
    const res = await get('/about?lang=pt');
    expect(res.body).toContain('<html lang="pt"');
    expect(pageOf(res.body).text).toContain(pt['static.about.title']);
    // The language the browser chose (its cookie) wins over Accept-Language; the URL's over both.
    const de = readAll(messagesDir, 'de');
    const chosen = await get('/about', { cookie: 'lang=de', 'accept-language': 'fr' });
    expect(chosen.body).toContain('<html lang="de"');
    expect(pageOf(chosen.body).text).toContain(de['static.about.title']);
    const linked = await get('/about?lang=pt', { cookie: 'lang=de' });
    expect(linked.body).toContain('<html lang="pt"');
    const unknown = await get('/about', { cookie: 'lang=xx', 'accept-language': 'fr' });
    expect(unknown.body).toContain('<html lang="fr"');
  });

  it('renders each page with its own message bundles (decision 051), in the page’s language, no id left raw', async () => {
    const listing = await buildListing(t.database.db, { title: 'Bundle tour' });
    const pages: [string, string, string[]][] = [
      // The footer, search's filters and its "nothing found" load beside the page with their texts.
      ['/', 'pt', ['landing.hero.title', 'layout.footer.company']],
      ['/s', 'de', ['search.sort.label', 'search.filters.categories', 'layout.footer.company']],
      ['/s?keywords=zzzznothing', 'fr', ['search.noMatch.title']],
      ['/tour-operators', 'fr', ['accounts.operators.title']],
      // The booking panel, the enquiry button and the reviews load beside the page with their texts.
      [
        listingPath(listing.id, listing.title),
        'es',
        ['booking.title', 'listing.aside.label', 'talk.enquiry.open', 'talk.reviews.title'],
      ],
    ];
    for (const [url, lang, ids] of pages) {
      const texts = readAll(messagesDir, lang);
      const res = await get(`${url}${url.includes('?') ? '&' : '?'}lang=${lang}`);
      const { root, text } = pageOf(res.body);
      for (const id of ids) expect(`${text} ${root}`, `${url} ${id}`).toContain(texts[id]);
      expect(text, url).not.toMatch(/\b(accounts|landing|search|listing|booking|talk)\.[a-z]\w*\./);
    }
  });

  it('gives every public page, in its server HTML, its main heading, title, canonical, the five languages’ alternates and JSON-LD that parses', async () => {
    const operator = await buildOperator(t.database.db, { firstName: 'Inês', lastName: 'Faria' });
    const listing = await buildListing(t.database.db, {
      authorId: operator.id,
      title: 'Whale watching from Calheta',
    });
    const pages = [
      '/',
      '/s',
      '/s/listings',
      listingPath(listing.id, listing.title),
      `/u/${operator.id}`,
      '/tour-operators',
      '/affiliates',
      '/about',
      '/faq',
      '/contactus',
      '/terms-of-service',
      '/privacy-policy',
    ];
    for (const url of pages) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(pageOf(res.body).h1, url).toBeTruthy();
      expect(/<title>[^<]+<\/title>/.exec(res.body)?.[0], url).toBeTruthy();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(res.body)?.[1];
      expect(canonical, url).toMatch(/^https:\/\/levada\.example\//);
      const hreflangs = [...res.body.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map(
        (m) => m[1],
      );
      expect(hreflangs.sort(), url).toEqual(['de', 'en', 'es', 'fr', 'pt', 'x-default']);
      const jsonLd = [
        ...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ].map((m) => JSON.parse(m[1]!) as { '@context'?: string; '@type'?: unknown });
      expect(jsonLd.length, url).toBeGreaterThan(0);
      for (const node of jsonLd) {
        expect(node['@context'], url).toBe('https://schema.org');
        expect(node['@type'], url).toBeTruthy();
      }
    }
  });

  it('never writes malformed query parameters into the page unescaped, and leaves them out of the canonical URL', async () => {
    const listing = await buildListing(t.database.db, { title: 'Levada das 25 Fontes' });
    const payload = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const bad = encodeURIComponent(payload);
    for (const url of [
      `/?lang=${bad}&ref=${bad}`,
      `/s?keywords=${bad}&bounds=${bad}&price=${bad}&dates=${bad}&page=${bad}&sort=${bad}&pub_category=${bad}`,
      `/s/map?origin=${bad}&bounds=1,2,3,${bad}`,
      `${listingPath(listing.id, listing.title)}?lang=${bad}&recommId=${bad}&${bad}=${bad}`,
      `${listingPath(listing.id, listing.title)}?dates=${bad}&bookingDate=${bad}`,
      `${listingPath(listing.id, listing.title)}?dates=2026-12-05,${bad}`,
      `/about?lang=${bad}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('<script>alert(1)');
      expect(res.body, url).not.toContain('<img src=x');
      expect(res.body, url).not.toContain(payload);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(res.body)?.[1] ?? '';
      expect(decodeURIComponent(canonical), url).not.toContain('script');
      expect(decodeURIComponent(canonical), url).not.toContain('onerror');
      // An unknown language is English.
      if (url.includes('lang=')) expect(res.body, url).toContain('<html lang="en"');
    }
  });

  it('keeps a search’s dates on a listing’s link out of its canonical URL and alternates (decision 085)', async () => {
    const listing = await buildListing(t.database.db, { title: 'Sunset sail from Funchal' });
    const res = await get(`${listingPath(listing.id, listing.title)}?dates=2026-12-05,2026-12-06`);
    expect(res.statusCode).toBe(200);
    expect(pageOf(res.body).h1).toBe('Sunset sail from Funchal');
    expect(res.body).toContain(`<link rel="canonical" href="${origin}/l/${listing.id}" />`);
    const alternates = [
      ...res.body.matchAll(/<link rel="alternate" hreflang="[^"]+" href="([^"]+)"/g),
    ];
    expect(alternates.length).toBe(6);
    for (const [, href] of alternates) {
      expect(href).toMatch(new RegExp(`^${origin}/l/${listing.id}(\\?lang=[a-z]{2})?$`));
    }
    expect(res.body).not.toMatch(/(canonical|alternate|og:url)[^>]*dates=/);
  });

  it('never lets a listing’s text out of its element, in the HTML or in the data', async () => {
    const listing = await buildListing(t.database.db, {
      title: 'Boat </script><script>alert(1)</script>',
    });
    const res = await get(listingPath(listing.id, listing.title));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(pageOf(res.body).h1).toBe('Boat &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('renders a signed-in visitor’s own page privately, and never their data into another visitor’s', async () => {
    const user = await buildUser(t.database.db, { firstName: 'Marta', lastName: 'Sousa' });
    const headers = await signedInHeaders(t, user.id);
    const [mine, visitor] = await Promise.all([get('/about', headers), get('/about')]);
    expect(mine.headers['cache-control']).toMatch(/^private, no-/);
    const auth = pageOf(mine.body).queries?.find((q) => q.queryKey.join('/') === 'auth/info');
    expect(JSON.stringify(auth?.state.data)).toContain('Marta');
    expect(visitor.body).not.toContain('Marta');
  });

  it('leaves login-only pages to the browser, with 401 for a visitor', async () => {
    const res = await get('/inbox/sales');
    expect(res.statusCode).toBe(401);
    expect(pageOf(res.body).queries).toBeNull();
    expect(res.body).toContain('<div id="root"></div>');
    // Nothing to read before the code runs: it loads first, without the boot script.
    expect(res.body).toContain('<script type="module" src="/main.tsx">');
    expect(res.body).not.toContain('/assets/boot.js');
    expect(res.body).not.toContain(pageCodeElementId);
  });
});

// Issue 42 item 7: a signed-in affiliate's every page (the share button read `window`) and any page
// with the verify-email reminder (the modal's portal read `document`) went out unrendered, with a
// stack in the log. Every route, as every kind of user: the pages the server renders come with their
// content; every other page renders on the server too without an error, so none reads the browser's
// globals before it mounts (decision 097).
describe('every route as every kind of user', () => {
  it('renders on the server without an error', async () => {
    const db = t.database.db;
    const deps = t.app.deps;
    // A traveller who has not verified the email, with a booking: the reminder and the order page.
    const customer = await buildUser(db, { emailVerified: false, firstName: 'Maria' });
    const booking = await buildTransaction(deps, { customerId: customer.id, state: 'accepted' });
    const operator = booking.providerId;
    const affiliate = await buildAffiliate(db);
    const admin = await buildUser(db, { email: adminEmail, emailVerified: true });
    await grantAdmin(deps, adminEmail, { id: null, label: 'test' });
    const listing = booking.listingId;
    const users: Record<string, Record<string, string>> = {
      visitor: {},
      'unverified customer with a booking': await signedInHeaders(t, customer.id),
      operator: await signedInHeaders(t, operator),
      affiliate: await signedInHeaders(t, affiliate.id),
      admin: await signedInHeaders(t, admin.id),
    };
    const params: Record<string, string> = {
      slug: 'a-tour',
      variant: 'draft',
      type: 'edit',
      tab: 'details',
      returnURLType: 'success',
      // The console's sections: a user's page (decision 100).
      section: 'users',
    };
    const idOf = (path: string) =>
      path.startsWith('/order') || path.startsWith('/sale')
        ? booking.row.id
        : path.startsWith('/u/') || path.startsWith('/console/')
          ? operator
          : listing;
    const renderer = (await import(pageRendererFile(webDir))) as PageRenderer;
    const failures: string[] = [];
    for (const [who, headers] of Object.entries(users)) {
      for (const route of routeTable) {
        const url = fillPath(route.path, {
          ...params,
          id: idOf(route.path),
          tab: route.path.startsWith('/inbox') ? 'orders' : 'details',
        });
        if (serverRenderedPages.has(route.name) && !('redirectTo' in route)) {
          const res = await get(url, headers);
          // A redirect (a listing's short address to its full one) renders where it leads.
          if (res.statusCode >= 300 && res.statusCode < 400) continue;
          if (res.statusCode >= 500 || pageOf(res.body).queries === null)
            failures.push(`${who} ${url}: ${res.statusCode}, not rendered on the server`);
          continue;
        }
        // A page the browser renders: rendered here as that user, reading the API as them.
        const fetchAs: typeof fetch = async (input) => {
          const answer = await t.app.inject({
            method: 'GET',
            url: String(input instanceof Request ? input.url : input),
            headers: { accept: 'application/json', ...headers },
          });
          return new Response(answer.statusCode === 204 ? null : answer.body, {
            status: answer.statusCode,
            headers: { 'content-type': String(answer.headers['content-type']) },
          });
        };
        await renderer
          .renderPage({ url, locale: 'en', fetch: fetchAs })
          .catch((error: Error) => failures.push(`${who} ${url}: ${error.message}`));
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
