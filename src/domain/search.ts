// Search query parameters (spec 000 §2, §5, §9): one parser for the search page's URL and the API.
//
// The URL of the search page carries: page, keywords, pub_categories, pub_duration, pub_pickup,
// price, dates, minDuration, bounds, origin, address, region and sort. parseSearchParams reads
// them all and reports the malformed ones by name: the web page drops those (spec 000 §5: a value
// that does not parse is ignored), the API answers 400 validation-invalid-params naming them.
import {
  categoryKeys,
  defaultListingSort,
  durationKeys,
  listingSortKeys,
  type CategoryKey,
  type DurationKey,
  type ListingSortKey,
} from './listing';
import { parseLocalDate } from './local-date';

/** The price filter's slider in whole euros (spec 000 §9). The top value means "and above". */
export const priceFilter = { min: 0, max: 300, step: 5 } as const;
/** Minimum free time inside the chosen dates, in minutes: any length, 1 hour, 2 hours (spec 000 §9). */
export const minDurationOptions = [0, 60, 120] as const;
export const pickupOptions = ['yes', 'no'] as const;
export type PickupOption = (typeof pickupOptions)[number];
/** The half-size of the box around the traveller's position, in metres (spec 000 §9). */
export const currentLocationBoundsDistance = 1000;
/** Parameters a canonical search URL keeps (spec 000 §9); pub_categories is our {product}Categories. */
export const canonicalSearchParamNames = [
  'address',
  'bounds',
  'pub_categories',
  'region',
  'sort',
] as const;

/**
 * Results are counted up to this many; beyond it the page says "1,000+" and offers the first
 * pages only. Counting every match of a broad search is the slowest part of it (bench/README.md).
 */
export const searchCountCap = 1000;

/** Longest keyword text and number of words searched; the rest is ignored. */
export const maxKeywordsLength = 200;
export const maxKeywordTerms = 8;
const maxTextParamLength = 200;

export type LatLng = { lat: number; lng: number };
/** A box: north-east and south-west corners. sw.lng > ne.lng means it crosses the 180° meridian. */
export type Bounds = { ne: LatLng; sw: LatLng };
/** Euro cents, both ends inclusive; max null means no upper limit. */
export type PriceRange = { min: number; max: number | null };
/** Local calendar dates, both inclusive ('YYYY-MM-DD'). */
export type DateRange = { start: string; end: string };

export type SearchParams = {
  page: number;
  keywords: string | null;
  categories: CategoryKey[];
  durations: DurationKey[];
  pickup: PickupOption | null;
  price: PriceRange | null;
  dates: DateRange | null;
  /** Minutes; only meaningful with dates. */
  minDuration: number | null;
  bounds: Bounds | null;
  origin: LatLng | null;
  address: string | null;
  region: string | null;
  /** As asked; see effectiveSort for the order actually used. */
  sort: ListingSortKey | null;
};

export const emptySearchParams: SearchParams = {
  page: 1,
  keywords: null,
  categories: [],
  durations: [],
  pickup: null,
  price: null,
  dates: null,
  minDuration: null,
  bounds: null,
  origin: null,
  address: null,
  region: null,
  sort: null,
};

/** The names of the parameters in the URL, by field. */
export const searchParamNames = {
  page: 'page',
  keywords: 'keywords',
  categories: 'pub_categories',
  durations: 'pub_duration',
  pickup: 'pub_pickup',
  price: 'price',
  dates: 'dates',
  minDuration: 'minDuration',
  bounds: 'bounds',
  origin: 'origin',
  address: 'address',
  region: 'region',
  sort: 'sort',
} as const satisfies Record<keyof SearchParams, string>;

// A decimal number as typed in a URL: no exponent, no hex, no Infinity.
const numberRe = /^-?\d+(\.\d+)?$/;
const toNumbers = (raw: string): number[] | null => {
  const parts = raw.split(',').map((p) => p.trim());
  return parts.every((p) => numberRe.test(p)) ? parts.map(Number) : null;
};
const isLat = (n: number) => n >= -90 && n <= 90;
const isLng = (n: number) => n >= -180 && n <= 180;

/** "lat,lng": a pair of numbers in range (spec 000 §5). */
export function parseLatLng(raw: string): LatLng | null {
  const n = toNumbers(raw);
  if (!n || n.length !== 2 || !isLat(n[0]!) || !isLng(n[1]!)) return null;
  return { lat: n[0]!, lng: n[1]! };
}

/** "neLat,neLng,swLat,swLng": four numbers, north not below south (spec 000 §5). */
export function parseBounds(raw: string): Bounds | null {
  const n = toNumbers(raw);
  if (!n || n.length !== 4) return null;
  const [neLat, neLng, swLat, swLng] = n as [number, number, number, number];
  if (!isLat(neLat) || !isLat(swLat) || !isLng(neLng) || !isLng(swLng) || neLat < swLat)
    return null;
  return { ne: { lat: neLat, lng: neLng }, sw: { lat: swLat, lng: swLng } };
}

/**
 * "min,max" in euros: exactly two comma-separated values (spec 000 §5), 0 <= min <= max, at most
 * two decimals. A max at the slider's top (300) means "300 and above".
 */
export function parsePriceRange(raw: string): PriceRange | null {
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.length !== 2 || !parts.every((p) => /^\d+(\.\d{1,2})?$/.test(p))) return null;
  const [min, max] = parts.map((p) => Math.round(Number(p) * 100)) as [number, number];
  if (min > max || max > 100_000_000) return null;
  return { min, max: max >= priceFilter.max * 100 ? null : max };
}

/** "YYYY-MM-DD,YYYY-MM-DD": two real dates, the first not after the second (spec 000 §5). */
export function parseDateRange(raw: string): DateRange | null {
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.length !== 2) return null;
  const [start, end] = parts as [string, string];
  const startMs = parseLocalDate(start);
  const endMs = parseLocalDate(end);
  if (startMs === null || endMs === null || startMs > endMs) return null;
  return { start, end };
}

/** Minutes, only when a whole number (spec 000 §5); at most a year. */
export function parseMinDuration(raw: string): number | null {
  if (!/^\d{1,6}$/.test(raw.trim())) return null;
  const minutes = Number(raw.trim());
  return minutes <= 366 * 24 * 60 ? minutes : null;
}

/** A comma-separated list of known keys; null when any key is unknown. Duplicates are dropped. */
export function parseKeyList<K extends string>(raw: string, allowed: readonly K[]): K[] | null {
  const keys = raw
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (!keys.every((k) => (allowed as readonly string[]).includes(k))) return null;
  return [...new Set(keys)] as K[];
}

/** The words a keyword search looks for: letters and digits only, lower case, at most 8. */
export function keywordTerms(keywords: string): string[] {
  const words = keywords
    .slice(0, maxKeywordsLength)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, maxKeywordTerms);
}

/**
 * Words of Madeira and Portugal travellers search for that the Portuguese stemmer cuts down to a
 * common word's stem ("levada" → "lev", like "leva", "levam"; "vereda" → "ver", like "ver", "vermos").
 * They are searched as written and by their beginning (so the plural too), never by a stem. Written
 * without accents and in the singular.
 */
export const searchProtectedWords = [
  'levada',
  'poncha',
  'vereda',
  'miradouro',
  'laurissilva',
  'faja',
  'pico',
  'achada',
  'lombo',
  'ribeira',
  'caldeirao',
  'balcao',
  'espetada',
  'prainha',
  'fado',
  'azulejo',
  'tasca',
  'adega',
  'quinta',
  'vinha',
  'vindima',
  'calheta',
  'canical',
  'canico',
  'camacha',
  'curral',
  'ilheu',
  'socalco',
  'douro',
  'monte',
  'porto',
  'santana',
  'sintra',
] as const;

const plainWord = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The protected word (searchProtectedWords) a searched word is, in the singular or plural, with or
 * without accents ("Levadas" → "levada", "fajãs" → "faja", "miradouros" → "miradouro"), or null.
 */
export function protectedSearchWord(word: string): string | null {
  const plain = plainWord(word);
  for (const root of searchProtectedWords) {
    if (
      plain === root ||
      plain === `${root}s` ||
      (root.endsWith('ao') && plain === `${root.slice(0, -2)}oes`)
    )
      return root;
  }
  return null;
}

const parsePage = (raw: string): number | null => {
  if (!/^\d{1,5}$/.test(raw.trim())) return null;
  const page = Number(raw.trim());
  return page >= 1 && page <= 10_000 ? page : null;
};

const parseText = (raw: string): string | null => {
  const text = raw.trim();
  return text.length <= maxTextParamLength ? text : null;
};

export type ParsedSearchParams = {
  params: SearchParams;
  /** URL names of the parameters whose values did not parse (they are left out of params). */
  invalid: string[];
};

type RawParams = Record<string, string | undefined> | URLSearchParams;

const readRaw = (raw: RawParams, name: string): string | undefined => {
  if (raw instanceof URLSearchParams) return raw.get(name) ?? undefined;
  return raw[name];
};

/** Reads the search parameters; empty values count as absent, malformed ones are named in `invalid`. */
export function parseSearchParams(raw: RawParams): ParsedSearchParams {
  const params: SearchParams = { ...emptySearchParams };
  const invalid: string[] = [];
  const read = <T>(name: string, parse: (value: string) => T | null): T | null => {
    const value = readRaw(raw, name);
    if (value === undefined || value.trim() === '') return null;
    const parsed = parse(value);
    if (parsed === null) invalid.push(name);
    return parsed;
  };
  const n = searchParamNames;
  params.page = read(n.page, parsePage) ?? 1;
  const keywords = read(n.keywords, (v) => (v.length <= maxKeywordsLength ? v.trim() : null));
  params.keywords = keywords && keywordTerms(keywords).length > 0 ? keywords : null;
  params.categories = read(n.categories, (v) => parseKeyList(v, categoryKeys)) ?? [];
  params.durations = read(n.durations, (v) => parseKeyList(v, durationKeys)) ?? [];
  params.pickup = read(n.pickup, (v) =>
    (pickupOptions as readonly string[]).includes(v) ? (v as PickupOption) : null,
  );
  params.price = read(n.price, parsePriceRange);
  params.dates = read(n.dates, parseDateRange);
  params.minDuration = read(n.minDuration, parseMinDuration);
  params.bounds = read(n.bounds, parseBounds);
  params.origin = read(n.origin, parseLatLng);
  params.address = read(n.address, parseText);
  params.region = read(n.region, (v) => (/^[a-z0-9-]{1,40}$/.test(v.trim()) ? v.trim() : null));
  params.sort = read(n.sort, (v) =>
    (listingSortKeys as readonly string[]).includes(v) ? (v as ListingSortKey) : null,
  );
  return { params, invalid };
}

/**
 * The order results come in. With keywords and no explicit order: relevance. Relevance without
 * keywords means nothing, so it falls back to the default (newest first).
 */
export function effectiveSort(params: Pick<SearchParams, 'keywords' | 'sort'>): ListingSortKey {
  if (params.keywords) return params.sort ?? 'relevance';
  return params.sort && params.sort !== 'relevance' ? params.sort : defaultListingSort;
}

/**
 * Whether a sort option can be chosen in the interface: with keywords every order (relevance first,
 * the default; price, rating and date too, issue 44 item 2), without keywords everything but relevance.
 */
export const isSortOptionEnabled = (option: ListingSortKey, hasKeywords: boolean): boolean =>
  hasKeywords || option !== 'relevance';

const formatNumber = (n: number) => String(Number(n.toFixed(6)));
export const formatLatLng = (p: LatLng): string => `${formatNumber(p.lat)},${formatNumber(p.lng)}`;
export const formatBounds = (b: Bounds): string =>
  [b.ne.lat, b.ne.lng, b.sw.lat, b.sw.lng].map(formatNumber).join(',');
const formatEuros = (cents: number) => String(Number((cents / 100).toFixed(2)));
export const formatPriceRange = (p: PriceRange): string =>
  `${formatEuros(p.min)},${p.max === null ? priceFilter.max : formatEuros(p.max)}`;

/** The query-string entries of the parameters that are set, in a stable order (for URLs and caches). */
export function searchParamEntries(params: SearchParams): [string, string][] {
  const n = searchParamNames;
  const entries: [string, string | null][] = [
    [n.address, params.address],
    [n.origin, params.origin && formatLatLng(params.origin)],
    [n.bounds, params.bounds && formatBounds(params.bounds)],
    [n.keywords, params.keywords],
    [n.categories, params.categories.length ? params.categories.join(',') : null],
    [n.durations, params.durations.length ? params.durations.join(',') : null],
    [n.pickup, params.pickup],
    [n.price, params.price && formatPriceRange(params.price)],
    [n.dates, params.dates && `${params.dates.start},${params.dates.end}`],
    [n.minDuration, params.dates && params.minDuration ? String(params.minDuration) : null],
    [n.region, params.region],
    [n.sort, params.sort],
    [n.page, params.page > 1 ? String(params.page) : null],
  ];
  return entries.filter((e): e is [string, string] => e[1] !== null && e[1] !== '');
}

export const toSearchQueryString = (params: SearchParams): string =>
  new URLSearchParams(searchParamEntries(params)).toString();

/** The canonical query string: only address, bounds, pub_categories, region and sort (spec 000 §9). */
export function canonicalSearchQueryString(params: SearchParams): string {
  const keep = new Set<string>(canonicalSearchParamNames);
  return new URLSearchParams(
    searchParamEntries(params).filter(([name]) => keep.has(name)),
  ).toString();
}

/** Whether any filter narrows the results (the place, keywords or a filter; not page or sort). */
export const hasActiveFilters = (p: SearchParams): boolean =>
  Boolean(
    p.keywords ||
    p.categories.length ||
    p.durations.length ||
    p.pickup ||
    p.price ||
    p.dates ||
    p.bounds,
  );

/** The filters of spec 000 §2 (the place and the keywords are in the search box). */
export type FilterValues = Pick<
  SearchParams,
  'categories' | 'durations' | 'pickup' | 'price' | 'dates' | 'minDuration'
>;

export const filtersOf = (p: SearchParams): FilterValues => ({
  categories: p.categories,
  durations: p.durations,
  pickup: p.pickup,
  price: p.price,
  dates: p.dates,
  minDuration: p.minDuration,
});

export const clearedFilters: FilterValues = filtersOf(emptySearchParams);

/** How many filters narrow the results (a chip each; the minimum free time refines the dates). */
export const activeFilterCount = (f: FilterValues): number =>
  f.categories.length +
  f.durations.length +
  (f.pickup ? 1 : 0) +
  (f.price ? 1 : 0) +
  (f.dates ? 1 : 0);

const metresPerDegreeLat = 111_320;

/** A box of `distance` metres each way around a point (the "current location" search). */
export function boundsAround(center: LatLng, distance: number): Bounds {
  const dLat = distance / metresPerDegreeLat;
  const dLng =
    distance / (metresPerDegreeLat * Math.max(Math.cos((center.lat * Math.PI) / 180), 0.01));
  const clampLat = (v: number) => Math.max(-90, Math.min(90, v));
  const wrapLng = (v: number) => ((((v + 180) % 360) + 360) % 360) - 180;
  return {
    ne: { lat: clampLat(center.lat + dLat), lng: wrapLng(center.lng + dLng) },
    sw: { lat: clampLat(center.lat - dLat), lng: wrapLng(center.lng - dLng) },
  };
}

/** Whether a point lies in a box (a box across the 180° meridian wraps). */
export function isInBounds(point: LatLng, b: Bounds): boolean {
  if (point.lat < b.sw.lat || point.lat > b.ne.lat) return false;
  return b.sw.lng <= b.ne.lng
    ? point.lng >= b.sw.lng && point.lng <= b.ne.lng
    : point.lng >= b.sw.lng || point.lng <= b.ne.lng;
}
