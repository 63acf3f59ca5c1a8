const uuidPattern = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const uuidRe = new RegExp(`^${uuidPattern}$`, 'i');
// /l/{optional-slug}/{uuid}, but never the checkout sub-route (spec 000 §2).
const listingPathRe = new RegExp(`^/l/(?:([^/]+)/)?(${uuidPattern})/?$`, 'i');

export const isUuid = (value: string): boolean => uuidRe.test(value);

// Latin letters that Unicode decomposition does not reduce to ASCII (Straße -> strasse).
const foldedLetters: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ð: 'd',
};

/** URL slug from a title: accents folded, lower case, words joined by dashes. */
export function createSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæœøđłþð]/g, (letter) => foldedLetters[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'no-slug';
}

export const listingPath = (id: string, title: string): string => `/l/${createSlug(title)}/${id}`;
export const canonicalListingPath = (id: string): string => `/l/${id}`;

/**
 * A search result's link (decision 085): the listing's path with the search's dates in the search's
 * own parameter, `?dates=YYYY-MM-DD,YYYY-MM-DD`, which the booking panel reads with the search's
 * parser (parseDateRange). Not in search.ts: pages that show cards without searching need not load it.
 */
export const listingPathWithDates = (
  id: string,
  title: string,
  dates: { start: string; end: string } | null | undefined,
): string => listingPath(id, title) + (dates ? `?dates=${dates.start},${dates.end}` : '');

/** The listing id in a path like /l/{slug}/{id} or /l/{id}, or null for anything else. */
export function parseListingPath(pathname: string): { id: string; slug: string | null } | null {
  const match = listingPathRe.exec(pathname);
  if (!match || !match[2]) return null;
  return { id: match[2].toLowerCase(), slug: match[1] ?? null };
}

/** recommId is exactly 32 hexadecimal characters (spec 000 §2). */
export const isRecommId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[0-9a-f]{32}$/i.test(value);
