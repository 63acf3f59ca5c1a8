import { and, asc, count, countDistinct, eq, inArray } from 'drizzle-orm';
import { languages } from '../../../domain/languages';
import { listingPath } from '../../../domain/listing-urls';
import type { Db } from '../../db/client';
import { listings, users } from '../../db/schema';
import { localizedPath } from '../../../contracts/canonical-path';

// A sitemap file holds at most 50 000 URLs; every page is listed once per language.
export const sitemapUrlLimit = 50_000;
export const itemsPerSitemap = Math.floor(sitemapUrlLimit / languages.length);

/** The public pages worth finding, besides listings and profiles. */
const publicPages = [
  '/',
  '/s',
  '/tour-operators',
  '/affiliates',
  '/bnbs',
  '/about',
  '/faq',
  '/contactus',
  '/terms-of-service',
  '/privacy-policy',
];

type Item = { path: string; lastModified?: Date };
export type SitemapKind = 'pages' | 'listings' | 'profiles';

const published = and(eq(listings.state, 'published'), eq(listings.deleted, false));
// Operators with at least one published listing, not banned or deleted: the profiles worth a search result.
const listedAuthors = (db: Db) =>
  db.selectDistinct({ id: listings.authorId }).from(listings).where(published);
const visibleProfiles = (db: Db) =>
  and(inArray(users.id, listedAuthors(db)), eq(users.banned, false), eq(users.deleted, false));

/** The sitemap files there are: pages, then as many files of listings and of profiles as needed. */
export async function listSitemapFiles(deps: { db: Db }): Promise<string[]> {
  const [[listingCount], [profileCount]] = await Promise.all([
    deps.db.select({ total: count() }).from(listings).where(published),
    deps.db
      .select({ total: countDistinct(users.id) })
      .from(users)
      .where(visibleProfiles(deps.db)),
  ]);
  const files = (kind: SitemapKind, total: number) =>
    Array.from(
      { length: Math.max(1, Math.ceil(total / itemsPerSitemap)) },
      (_, i) => `sitemap-${kind}-${i + 1}.xml`,
    );
  return [
    'sitemap-pages-1.xml',
    ...files('listings', listingCount?.total ?? 0),
    ...files('profiles', profileCount?.total ?? 0),
  ];
}

/** One sitemap file's items (number counts from 1); null when there is no such file. */
export async function listSitemapItems(
  deps: { db: Db },
  kind: SitemapKind,
  number: number,
): Promise<Item[] | null> {
  const offset = (number - 1) * itemsPerSitemap;
  if (kind === 'pages') return number === 1 ? publicPages.map((path) => ({ path })) : null;
  if (kind === 'listings') {
    const rows = await deps.db
      .select({ id: listings.id, title: listings.title, updatedAt: listings.updatedAt })
      .from(listings)
      .where(published)
      .orderBy(asc(listings.createdAt), asc(listings.id))
      .limit(itemsPerSitemap)
      .offset(offset);
    if (rows.length === 0 && number > 1) return null;
    return rows.map((row) => ({
      path: listingPath(row.id, row.title),
      lastModified: row.updatedAt,
    }));
  }
  const rows = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(visibleProfiles(deps.db))
    .orderBy(asc(users.id))
    .limit(itemsPerSitemap)
    .offset(offset);
  if (rows.length === 0 && number > 1) return null;
  return rows.map((row) => ({ path: `/u/${row.id}` }));
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** A urlset: each item once per language, each with every language's alternate (and x-default). */
export function renderUrlSet(items: Item[], origin: string): string {
  const urls = items.flatMap((item) => {
    const alternates = [
      ...languages.map(
        (lang) =>
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + localizedPath(item.path, lang))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + item.path)}"/>`,
    ].join('');
    const lastmod = item.lastModified
      ? `<lastmod>${item.lastModified.toISOString()}</lastmod>`
      : '';
    return languages.map(
      (lang) =>
        `<url><loc>${escapeXml(origin + localizedPath(item.path, lang))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderSitemapIndex(files: string[], origin: string): string {
  const entries = files.map(
    (file) => `<sitemap><loc>${escapeXml(`${origin}/${file}`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
