import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAll } from '../../../scripts/vite/messages-plugin';
import { languages } from '../../domain/languages';
import { listings } from '../db/schema';
import { buildImage, buildListing, buildOperator, buildUser } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildBookableListing, buildTransaction } from '../test/transaction-factories';
import { createReview } from '../modules/talk/create-review';

// The server's page heads, sitemap and robots.txt (issue 12 item 5, decision 052), through the real app.
const origin = 'https://levada.example';
const messagesDir = path.resolve(import.meta.dirname, '../../web/i18n/messages');

let t: TestContext;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-seo-'));
  fs.copyFileSync(
    path.resolve(import.meta.dirname, '../../web/index.html'),
    path.join(webDir, 'index.html'),
  );
  fs.mkdirSync(path.join(webDir, '.vite'));
  const texts = Object.fromEntries(
    languages.map((l) => [l, { ...readAll(messagesDir, 'en'), ...readAll(messagesDir, l) }]),
  );
  fs.writeFileSync(path.join(webDir, '.vite/page-texts.json'), JSON.stringify(texts));
  fs.writeFileSync(
    path.join(webDir, '.vite/manifest.json'),
    JSON.stringify({
      // The entry's stylesheet is in the built index.html already: never linked twice.
      'index.html': { file: 'assets/index.js', imports: ['_react.js'], css: ['assets/app.css'] },
      '_react.js': { file: 'assets/react.js' },
      'pages/static/about-page.tsx': {
        file: 'assets/about.js',
        imports: ['_react.js', '_article.js'],
        css: ['assets/about.css'],
      },
      '_article.js': { file: 'assets/article.js', css: ['assets/article.css', 'assets/app.css'] },
      '../../virtual:levada-messages/pt': { file: 'assets/loaders-pt.js' },
      '../../virtual:levada-messages/pt/main': { file: 'assets/main-pt.js' },
      '../../virtual:levada-messages/pt/static.about': { file: 'assets/about-pt.js' },
    }),
  );
  fs.writeFileSync(
    path.join(webDir, '.vite/route-pages.json'),
    JSON.stringify({ AboutPage: 'pages/static/about-page.tsx' }),
  );
  fs.writeFileSync(
    path.join(webDir, '.vite/route-messages.json'),
    JSON.stringify({ AboutPage: ['static.about'] }),
  );
  t = await createTestApp({ webDistDir: webDir, publicBaseUrl: origin });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** The head's parts that a crawler reads, parsed from the served HTML. */
function headOf(html: string) {
  const entities: Record<string, string> = {
    '&amp;': '&',
    '&lt;': '<',
    '&gt;': '>',
    '&quot;': '"',
    '&#39;': "'",
  };
  const attr = (re: RegExp) =>
    re.exec(html)?.[1]?.replace(/&(amp|lt|gt|quot|#39);/g, (e) => entities[e]!) ?? null;
  return {
    lang: attr(/<html lang="([^"]*)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((m) => [
        m[1],
        m[2]!.replace(/&amp;/g, '&'),
      ]),
    ),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    og: Object.fromEntries(
      [...html.matchAll(/<meta property="(og:[^"]+)" content="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    ),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]*)"/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('page heads', () => {
  it('gives a listing page its title, description, canonical /l/{id}, alternates, share card and Product data', async () => {
    const listing = await buildListing(t.database.db, {
      title: 'Dolphins & whales <by boat>',
      shortDescription: 'Three hours at sea off Funchal',
      priceAmount: 5500,
    });
    await buildImage(t.database.db, { ownerId: listing.authorId, listingId: listing.id });
    const res = await get(`/l/dolphins-whales-by-boat/${listing.id}?recommId=${'a'.repeat(32)}`);
    expect(res.statusCode).toBe(200);
    const head = headOf(res.body);
    expect(head.title).toBe('Dolphins & whales <by boat> | Levada');
    expect(res.body).toContain('<title>Dolphins &amp; whales &lt;by boat&gt; | Levada</title>');
    expect(head.description).toBe('Three hours at sea off Funchal - Book online now!');
    // In Portuguese the suffix is Portuguese too (the listing has no translation: its English text shows).
    expect(headOf((await get(`/l/${listing.id}?lang=pt`)).body).description).toBe(
      'Three hours at sea off Funchal - Reserve já online!',
    );
    expect(head.canonical).toBe(`${origin}/l/${listing.id}`);
    expect(head.alternates).toEqual({
      en: `${origin}/l/${listing.id}`,
      pt: `${origin}/l/${listing.id}?lang=pt`,
      de: `${origin}/l/${listing.id}?lang=de`,
      es: `${origin}/l/${listing.id}?lang=es`,
      fr: `${origin}/l/${listing.id}?lang=fr`,
      'x-default': `${origin}/l/${listing.id}`,
    });
    expect(head.robots).toBeNull();
    // The first photo, as the gallery shows it, is fetched before the app runs.
    expect(res.body).toMatch(
      /<link rel="preload" as="image" href="[^"]+landscape-crop\.jpg" imagesrcset="[^"]+landscape-crop\.jpg 400w" imagesizes="\(min-width: 1024px\) 800px, 100vw" fetchpriority="high" \/>/,
    );
    expect(head.og['og:type']).toBe('product');
    expect(head.og['og:image']).toMatch(/^https:\/\/levada\.example\/.+landscape-crop\.jpg$/);
    expect(head.twitterCard).toBe('summary_large_image');
    const product = head.jsonLd.find(
      (node) => Array.isArray(node['@type']) && (node['@type'] as string[]).includes('Product'),
    )!;
    expect(product).toMatchObject({
      name: 'Dolphins & whales <by boat>',
      url: `${origin}/l/dolphins-whales-by-boat/${listing.id}`,
      offers: {
        '@type': 'Offer',
        price: '55.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    const crumbs = head.jsonLd.find((node) => node['@type'] === 'BreadcrumbList')!;
    expect((crumbs.itemListElement as unknown[]).length).toBe(3);
  });

  it('preloads the AVIF candidates of a listing photo that has them, which the gallery picture takes first', async () => {
    const listing = await buildListing(t.database.db, { title: 'Levada walk' });
    const id = crypto.randomUUID();
    const crop = (name: string, width: number, height: number) => ({
      name,
      width,
      height,
      key: `test/${id}/${name}.jpg`,
      avifKey: `test/${id}/${name}.avif`,
      webpKey: `test/${id}/${name}.webp`,
    });
    await buildImage(t.database.db, {
      id,
      ownerId: listing.authorId,
      listingId: listing.id,
      variants: [crop('landscape-crop', 400, 267), crop('landscape-crop2x', 800, 533)],
    });
    const res = await get(`/l/levada-walk/${listing.id}`);
    expect(res.statusCode).toBe(200);
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(res.body)?.[0];
    expect(preload).toBe(
      `<link rel="preload" as="image" href="/images/test/${id}/landscape-crop2x.avif" imagesrcset="/images/test/${id}/landscape-crop.avif 400w, /images/test/${id}/landscape-crop2x.avif 800w" imagesizes="(min-width: 1024px) 800px, 100vw" type="image/avif" fetchpriority="high" />`,
    );
    // Link previews keep the JPEG: not every reader of og:image knows AVIF.
    expect(headOf(res.body).og['og:image']).toMatch(/landscape-crop2x\.jpg$/);
  });

  it('shares a listing with its Open Graph crops, 1200×630 and 600×314 (issue 49)', async () => {
    const listing = await buildListing(t.database.db, { title: 'Sunset cruise' });
    const id = crypto.randomUUID();
    const variant = (name: string, width: number, height: number) => ({
      name,
      width,
      height,
      key: `test/${id}/${name}.jpg`,
    });
    await buildImage(t.database.db, {
      id,
      ownerId: listing.authorId,
      listingId: listing.id,
      variants: [
        variant('landscape-crop4x', 1600, 1066),
        variant('share', 1200, 630),
        variant('share-small', 600, 314),
      ],
    });
    const html = (await get(`/l/sunset-cruise/${listing.id}`)).body;
    const all = (property: string) =>
      [...html.matchAll(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g'))].map(
        (m) => m[1],
      );
    expect(all('og:image')).toEqual([
      `${origin}/images/test/${id}/share.jpg`,
      `${origin}/images/test/${id}/share-small.jpg`,
    ]);
    expect(all('og:image:width')).toEqual(['1200', '600']);
    expect(all('og:image:height')).toEqual(['630', '314']);
    expect(all('og:image:alt')).toEqual(['Sunset cruise', 'Sunset cruise']);
    expect(/<meta name="twitter:image" content="([^"]*)"/.exec(html)?.[1]).toBe(
      `${origin}/images/test/${id}/share.jpg`,
    );
  });

  it('writes the published reviews into the listing’s Product data: the average and count, and the newest reviews', async () => {
    const { listing, operatorId, departure } = await buildBookableListing(t.app.deps, {
      seats: 20,
    });
    const place = { id: listing.id, operatorId, departure };
    const productOf = async () =>
      headOf((await get(`/l/${listing.id}`)).body).jsonLd.find(
        (node) => Array.isArray(node['@type']) && (node['@type'] as string[]).includes('Product'),
      )!;
    const review = (transactionId: string, authorId: string, rating: number, content: string) =>
      createReview(t.app.deps, { transactionId, authorId, body: { rating, content } });

    // Before any review, and while the only review waits for the other side (double-blind): none.
    const first = await buildTransaction(t.app.deps, { state: 'delivered', listing: place });
    await review(first.row.id, first.customerId, 5, 'Magical & misty <forest>');
    expect(await productOf()).not.toHaveProperty('aggregateRating');
    expect(await productOf()).not.toHaveProperty('review');

    await review(first.row.id, first.providerId, 5, 'Lovely guests');
    t.clock.advance(60_000);
    const second = await buildTransaction(t.app.deps, { state: 'delivered', listing: place });
    await review(second.row.id, second.customerId, 4, 'Good walk, steep at the end');
    await review(second.row.id, second.providerId, 5, 'Welcome back');
    const product = await productOf();
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    // Only the travellers' reviews of the tour, newest first; never the operator's of a guest.
    const reviews = product.review as Array<Record<string, unknown>>;
    expect(reviews.map((r) => [r['@type'], r.reviewBody, r.reviewRating])).toEqual([
      [
        'Review',
        'Good walk, steep at the end',
        { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      ],
      [
        'Review',
        'Magical & misty \uFF1Cforest\uFF1E',
        { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      ],
    ]);
    expect(reviews[0]).toMatchObject({
      author: { '@type': 'Person' },
      datePublished: t.clock.now().toISOString().slice(0, 10),
    });
  });

  it('answers 404 with the not-found title for a listing that is not published', async () => {
    const draft = await buildListing(t.database.db, { state: 'draft' });
    const res = await get(`/l/x/${draft.id}`);
    expect(res.statusCode).toBe(404);
    expect(headOf(res.body).title).toBe('We can’t find that page | Levada');
    expect(headOf(res.body).robots).toBe('noindex');
  });

  it('renders the language of the URL, else of Accept-Language, and falls back to English for unknown ones', async () => {
    const pt = headOf((await get('/about?lang=pt')).body);
    expect(pt.lang).toBe('pt');
    expect(pt.canonical).toBe(`${origin}/about?lang=pt`);
    expect(pt.title).not.toBe(headOf((await get('/about')).body).title);
    expect(pt.og['og:locale']).toBe('pt_PT');
    // The page's code and styles, the language's messages and the page's own (decision 051), and
    // the module that names that language's messages, load beside the entry, not after it.
    const preloads = [
      ...(await get('/about?lang=pt')).body.matchAll(
        /<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)"/g,
      ),
    ];
    expect(preloads.map((m) => `${m[1]} ${m[2]}`).sort()).toEqual([
      'modulepreload /assets/about-pt.js',
      'modulepreload /assets/about.js',
      'modulepreload /assets/article.js',
      'modulepreload /assets/loaders-pt.js',
      'modulepreload /assets/main-pt.js',
      'stylesheet /assets/about.css',
      'stylesheet /assets/article.css',
    ]);

    const german = await get('/about', { 'accept-language': 'xx, de-DE;q=0.9, en;q=0.5' });
    expect(headOf(german.body).lang).toBe('de');
    expect(headOf(german.body).canonical).toBe(`${origin}/about`);
    expect(german.headers.vary).toContain('Accept-Language');

    expect(headOf((await get('/about?lang=klingon', { 'accept-language': 'tlh' })).body).lang).toBe(
      'en',
    );
  });

  it('keeps only address, bounds, categories, region and sort in a search page’s canonical URL', async () => {
    const res = await get(
      '/s?keywords=dolphins&pub_categories=boattours&sort=price&page=2&bounds=nope&address=Funchal&utm_source=x',
    );
    expect(headOf(res.body).canonical).toBe(
      `${origin}/s?address=Funchal&pub_categories=boattours&sort=price`,
    );
    const hostile = await get('/s?address=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(hostile.body).not.toContain('<script>alert(1)</script>');
    expect(headOf(hostile.body).canonical).toBe(
      `${origin}/s?address=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E`,
    );
  });

  it('describes the landing page with the organisation and site search, and says noindex on forms', async () => {
    const landing = headOf((await get('/')).body);
    expect(landing.canonical).toBe(`${origin}/`);
    expect(landing.jsonLd.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(headOf((await get('/login')).body).robots).toBe('noindex');
  });

  it('gives a page with parameters its own path as canonical, not its pattern', async () => {
    const listing = await buildListing(t.database.db, { title: 'Levada walk' });
    const checkout = headOf((await get(`/l/levada-walk/${listing.id}/checkout`)).body);
    expect(checkout.canonical).toBe(`${origin}/l/levada-walk/${listing.id}/checkout`);
  });

  it('names a profile by its public name, and never a banned user', async () => {
    const operator = await buildOperator(t.database.db, { firstName: 'Rui', lastName: 'Gomes' });
    const profile = headOf((await get(`/u/${operator.id}`)).body);
    expect(profile.title).toBe('Rui G. | Levada');
    expect(profile.canonical).toBe(`${origin}/u/${operator.id}`);
    const banned = await buildUser(t.database.db, { firstName: 'Eve', banned: true });
    const bannedHead = headOf((await get(`/u/${banned.id}`)).body);
    expect(bannedHead.title).not.toContain('Eve');
    expect(bannedHead.robots).toBe('noindex');
  });

  it('sends the same bytes compressed, and 304 for a matching ETag', async () => {
    const plain = await get('/about');
    const br = await get('/about', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const again = await get('/about', { 'if-none-match': plain.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });
});

describe('sitemap and robots.txt', () => {
  it('lists exactly the published listings, each in every language with its alternates', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]!.replace(origin, ''),
    );
    expect(files).toContain('/sitemap-pages-1.xml');
    const listingFiles = files.filter((f) => f.startsWith('/sitemap-listings-'));
    const urls = (
      await Promise.all(listingFiles.map(async (file) => (await get(file)).body))
    ).flatMap((body) =>
      [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&')),
    );

    const rows = await t.database.db.select().from(listings);
    const published = rows.filter((row) => row.state === 'published' && !row.deleted);
    expect(published.length).toBeGreaterThan(0);
    const ids = new Set(urls.map((url) => /\/l\/[^/]+\/([0-9a-f-]{36})/.exec(url)![1]));
    expect([...ids].sort()).toEqual(published.map((row) => row.id).sort());
    expect(urls).toHaveLength(published.length * languages.length);
    const first = published[0]!;
    expect(
      urls
        .filter((url) => url.includes(first.id))
        .map((url) => new URL(url).searchParams.get('lang')),
    ).toEqual([null, 'pt', 'de', 'es', 'fr']);
  });

  it('makes the affiliate landing pages findable: their own title and description in each language, indexed, in the sitemap', async () => {
    const en = readAll(messagesDir, 'en');
    const pt = readAll(messagesDir, 'pt');
    for (const [path, key] of [
      ['/affiliates', 'affiliates'],
      ['/bnbs', 'bnbs'],
    ] as const) {
      const head = headOf((await get(path)).body);
      expect(head.title).toBe(`${en[`partners.${key}.title`]} | Levada`);
      expect(head.description).toBe(en[`partners.${key}.lead`]);
      expect(head.robots).toBeNull();
      expect(head.canonical).toBe(`${origin}${path}`);
      expect(headOf((await get(`${path}?lang=pt`)).body).title).toBe(
        `${pt[`partners.${key}.title`]} | Levada`,
      );
    }
    const pages = (await get('/sitemap-pages-1.xml')).body;
    for (const url of ['/affiliates', '/bnbs', '/affiliates?lang=de', '/bnbs?lang=fr'])
      expect(pages).toContain(`<loc>${origin}${url.replace('&', '&amp;')}</loc>`);
  });

  it('answers 404 for a sitemap file that does not exist', async () => {
    expect((await get('/sitemap-listings-99.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-secrets-1.xml')).statusCode).toBe(404);
  });

  it('points robots.txt at the sitemap and keeps crawlers out of private pages', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /inbox');
  });
});
