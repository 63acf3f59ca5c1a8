import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { listingCardSchema, type ListingCard } from '../../../contracts/listings';
import { listingSearchResponseSchema, type ListingSearchResponse } from '../../../contracts/search';
import { categoriesNamedBy, categorySearchLanguages } from '../../../domain/category-search-words';
import type { ListingSortKey } from '../../../domain/listing';
import {
  effectiveSort,
  protectedSearchWord,
  searchCountCap,
  type SearchParams,
} from '../../../domain/search';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { images, listings, listingSummaries } from '../../db/schema';
import { toImage } from '../listings/to-public-listing';
import { roundRating } from '../talk/list-reviews';
import { nearWordsOf } from '../../../domain/query-understanding';
import { highlightOf, type Highlight } from '../../../domain/search-highlight';
import { findNearTerms } from './find-near-terms';
import {
  boundsOf,
  isAreaPlace,
  keywordSearches,
  understoodOf,
  type KeywordSearch,
} from './understand-keywords';
import type { CardCache } from '../../read-models/card-cache';

export type SearchListingsDeps = {
  db: Db;
  clock: Clock;
  imageStorage: ImageStorage;
  /** Published cards kept in memory (decision 084); without it every page's cards are read. */
  cardCache?: CardCache<PublishedCard>;
};

/** The text-search configuration of each language the site speaks (the reader's, for stemming). */
const readerConfig = {
  en: 'english',
  pt: 'portuguese',
  de: 'german',
  es: 'spanish',
  fr: 'french',
} as const;
export type SearchLanguage = keyof typeof readerConfig;

/**
 * One searched word's alternatives (a tsquery[]): a domain word as written (levada, poncha, …), any
 * other by its stems too, in English, Portuguese and the reader's language.
 */
const wordAlternatives = (word: string, reader: SearchLanguage): SQL => {
  const root = protectedSearchWord(word);
  if (!root)
    return sql`public.levada_word_alternatives(${word}, ${readerConfig[reader]}::regconfig)`;
  // The singular finds the plural by its beginning; "balcões" needs itself as well as "balcão".
  return sql`array[public.levada_protected_word(${root}), public.levada_protected_word(${word})]`;
};

/**
 * The text-search queries for the keywords (docs/decisions/030-keyword-search.md). match: every word
 * must match, each by its English, Portuguese or reader's-language stem, as written, or as the beginning of a word; a
 * word that appears in no listing also matches its nearest known words. rank: any of them, for
 * the relevance of the listing's summary (ts_rank). phrase: the words next to each other as written
 * (several words).
 * Each alternative is in a query once (migration 0031): a repeated one makes the planner expect more rows.
 */
function keywordQueries(
  terms: string[],
  nearTerms: Map<string, string[]>,
  reader: SearchLanguage,
  { mode = 'all', place = null }: Pick<Partial<KeywordSearch>, 'mode' | 'place'> = {},
): KeywordQueries {
  // Each word stands for itself, its nearest known words (misspellings) and the near words of either
  // across languages (decision 110: "walk" → hike, trail, levada; "dolfins" → dolphin → golfinho).
  const standsFor = (term: string) => {
    const near = nearTerms.get(term) ?? [];
    return [...new Set([term, ...near, ...[term, ...near].flatMap(nearWordsOf)])];
  };
  const perWord = terms.map(
    (term) =>
      sql`(${sql.join(
        standsFor(term).map((word) => wordAlternatives(word, reader)),
        sql` || `,
      )})`,
  );
  // A smaller place (a town, a parish, a point of interest) is matched by its box or by a text naming
  // it, as its words were before (decision 110); an island or region is only the bounds filter.
  const textPlace = place && !isAreaPlace(place) ? place : null;
  const placeWords = textPlace
    ? textPlace.words.map((word) => sql`(${wordAlternatives(word, reader)})`)
    : [];
  const phraseTerms = terms.length > 1 ? terms : textPlace ? [...terms, ...textPlace.words] : [];
  const phrase =
    phraseTerms.length > 1
      ? sql`phraseto_tsquery('simple'::regconfig, public.levada_unaccent(${phraseTerms.join(' ')}))`
      : null;
  const allOf = (queries: SQL[]) =>
    sql`(${sql.join(
      queries.map((alternatives) => sql`public.levada_any_of(${alternatives})`),
      sql` && `,
    )})`;
  const everyWord = [...perWord, ...placeWords];
  const match = everyWord.length > 0 ? allOf(everyWord) : sql`''::tsquery`;
  // A word naming a category (decision 073) also finds the listings of that category, and so do its
  // near words ("walk" finds the hiking category).
  const namedCategories = terms.map((term) => [
    ...new Set(
      standsFor(term).flatMap((word) => categoriesNamedBy(word, categorySearchLanguages(reader))),
    ),
  ]);
  const textOnly = perWord.filter((_, i) => namedCategories[i]!.length === 0);
  const matchesText = (t: SearchTable, query: SQL) =>
    sql`(numnode(${query}) = 0 or ${t.searchVector} @@ ${query})`;
  /** Word i's own condition; a stop word ("the") has no lexeme and matches nothing here. */
  const wordMatches = (t: SearchTable, i: number) => {
    const query = sql`public.levada_any_of(${perWord[i]!})`;
    const keys = namedCategories[i]!;
    const text = sql`(numnode(${query}) > 0 and ${t.searchVector} @@ ${query})`;
    return keys.length === 0 ? text : sql`(${text} or ${t.categories} && ${arrayOf(keys, 'text')})`;
  };
  const placeMatches = (t: SearchTable) => {
    if (!textPlace) return [];
    const { ne, sw } = textPlace.bounds;
    return [
      sql`((${t.lat} between ${sw.lat} and ${ne.lat} and ${t.lng} between ${sw.lng} and ${ne.lng})
        or ${matchesText(t, allOf(placeWords))})`,
    ];
  };
  const matches = (t: SearchTable) => {
    if (perWord.length === 0) return and(...placeMatches(t)) ?? sql`true`;
    if (mode === 'any')
      return and(or(...perWord.map((_, i) => wordMatches(t, i))), ...placeMatches(t))!;
    return textOnly.length === perWord.length
      ? // A query of stop words only has no lexemes and would match nothing: it then filters nothing.
        and(matchesText(t, allOf(perWord)), ...placeMatches(t))!
      : and(
          ...(textOnly.length > 0 ? [matchesText(t, allOf(textOnly))] : []),
          ...perWord.flatMap((alternatives, i) => {
            const keys = namedCategories[i]!;
            if (keys.length === 0) return [];
            const query = sql`public.levada_any_of(${alternatives})`;
            return [sql`(${matchesText(t, query)} or ${t.categories} && ${arrayOf(keys, 'text')})`];
          }),
          ...placeMatches(t),
        )!;
  };
  /** With `any`: how many of the words a listing matches, for ranking it first. */
  const matchedWords =
    mode === 'any' && perWord.length > 1
      ? (t: SearchTable) =>
          sql`(${sql.join(
            perWord.map((_, i) => sql`(case when ${wordMatches(t, i)} then 1 else 0 end)`),
            sql` + `,
          )})`
      : null;
  return {
    // The words a result's text is marked with (search-highlight.ts): as searched, corrected, near.
    marked: [...new Set([...terms.flatMap(standsFor), ...(textPlace?.words ?? [])])],
    match,
    matches,
    matchedWords,
    rank:
      everyWord.length > 0
        ? sql`public.levada_any_of(${sql.join(everyWord, sql` || `)})`
        : sql`''::tsquery`,
    phrase,
  };
}
/** matches: the condition a listing meets. */
type KeywordQueries = {
  marked: string[];
  match: SQL;
  matches: (t: SearchTable) => SQL;
  matchedWords: ((t: SearchTable) => SQL) | null;
  rank: SQL;
  phrase: SQL | null;
};

const arrayOf = (values: (string | number)[], type: 'text' | 'int') =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

/**
 * The columns a search tests, in the table it runs on: listings, or listing_summaries, the narrow copy
 * of the published listings' search columns (decision 076), which has no unpublished rows.
 */
type SearchTable = {
  id: typeof listings.id | typeof listingSummaries.listingId;
  searchVector: typeof listings.searchVector | typeof listingSummaries.searchVector;
  summary: typeof listings.searchSummary | typeof listingSummaries.summary;
  categories: typeof listings.categories | typeof listingSummaries.categories;
  duration: typeof listings.duration | typeof listingSummaries.duration;
  pickupOffered: typeof listings.pickupOffered | typeof listingSummaries.pickupOffered;
  priceAmount: typeof listings.priceAmount | typeof listingSummaries.priceAmount;
  lat: typeof listings.lat | typeof listingSummaries.lat;
  lng: typeof listings.lng | typeof listingSummaries.lng;
  timeZone: typeof listings.timeZone | typeof listingSummaries.timeZone;
  createdAt: typeof listings.createdAt | typeof listingSummaries.createdAt;
  isPublic: SQL[];
  hasFreeSlot: (dates: NonNullable<SearchParams['dates']>, minDuration: number, now: Date) => SQL;
};

const onListings: SearchTable = {
  ...listings,
  summary: listings.searchSummary,
  isPublic: [eq(listings.state, 'published'), eq(listings.deleted, false)],
  hasFreeSlot: (dates, minDuration, now) =>
    hasFreeSlot(dates, minDuration, now, listings.id, listings.timeZone),
};

const onSummaries: SearchTable = {
  ...listingSummaries,
  id: listingSummaries.listingId,
  isPublic: [],
  hasFreeSlot: hasFreeDay,
};

// No time zone is more than 14 hours from UTC: a local day lies within these bounds of its UTC date.
const maxZoneOffset = 14 * 3_600_000;
const dayMs = 86_400_000;
const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * A free departure of at least minDuration minutes lying wholly inside the dates, which are read as
 * local days in each listing's own time zone: from the first day's 00:00 to the midnight ending the
 * last day, and never before now (docs/decisions/031-search-dates.md). The first two conditions are
 * the same instants for every listing, so the departures index is read as one narrow range; the
 * exact, time-zone-aware test then runs on those rows only.
 */
function hasFreeSlot(
  dates: NonNullable<SearchParams['dates']>,
  minDuration: number,
  now: Date,
  listingId: SearchTable['id'],
  timeZone: SearchTable['timeZone'],
): SQL {
  const from = new Date(Math.max(now.getTime(), utcMidnight(dates.start) - maxZoneOffset));
  const until = new Date(utcMidnight(dates.end) + dayMs + maxZoneOffset);
  return sql`exists (
    select 1 from listing_slots s
    where s.listing_id = ${listingId}
      and s.start_at >= ${from.toISOString()}::timestamptz
      and s.start_at < ${until.toISOString()}::timestamptz
      and s.booked < s.seats
      and s.start_at >= greatest(${now.toISOString()}::timestamptz, (${dates.start}::date)::timestamp at time zone ${timeZone})
      and s.end_at <= (${dates.end}::date + 1)::timestamp at time zone ${timeZone}
      and s.end_at - s.start_at >= make_interval(mins => ${minDuration}::int)
  )`;
}

/**
 * The same test in listing_summaries, from its free departures by local day (migration 0037): a day
 * whose midnight has passed nowhere yet is one array element per listing. The departures themselves
 * are tested for a listing with a departure over a local midnight (not in the array), for a day before
 * the array, and when a requested day may have begun somewhere (a departure of today may have left).
 */
function hasFreeDay(
  dates: NonNullable<SearchParams['dates']>,
  minDuration: number,
  now: Date,
): SQL {
  const t = listingSummaries;
  const first = utcMidnight(dates.start) / dayMs;
  const last = utcMidnight(dates.end) / dayMs;
  const firstUnbegun = Math.max(first, Math.ceil((now.getTime() + maxZoneOffset) / dayMs));
  const slots = hasFreeSlot(dates, minDuration, now, t.listingId, t.timeZone);
  if (firstUnbegun > last) return slots;
  const days = last - firstUnbegun + 1;
  const freeDay =
    days <= 14
      ? sql`greatest(${sql.join(
          Array.from({ length: days }, (_, i) => sql`${t.freeMinutes}[${firstUnbegun + i}::int]`),
          sql`, `,
        )}) >= ${minDuration}::int`
      : sql`exists (select 1 from unnest(${t.freeMinutes}[${firstUnbegun}::int:${last}::int]) as m
                    where m >= ${minDuration}::int)`;
  const mustTestSlots =
    firstUnbegun > first
      ? sql`true`
      : sql`(${t.hasLongSlots} or coalesce(array_lower(${t.freeMinutes}, 1) > ${first}::int, false))`;
  return sql`(${freeDay} or (${mustTestSlots} and ${slots}))`;
}

function filters(
  params: SearchParams,
  keyword: KeywordQueries | null,
  now: Date,
  authorId: string | undefined,
  t: SearchTable = onListings,
): SQL {
  const conditions: (SQL | undefined)[] = [...t.isPublic];
  if (authorId) conditions.push(eq(listings.authorId, authorId));
  if (keyword) conditions.push(keyword.matches(t));
  if (params.categories.length > 0) {
    const keys = sql.join(
      params.categories.map((c) => sql`${c}`),
      sql`, `,
    );
    conditions.push(sql`${t.categories} && array[${keys}]::text[]`);
  }
  if (params.durations.length > 0) conditions.push(inArray(t.duration, params.durations));
  if (params.pickup) conditions.push(eq(t.pickupOffered, params.pickup === 'yes'));
  if (params.price) {
    conditions.push(gte(t.priceAmount, params.price.min));
    if (params.price.max !== null) conditions.push(lte(t.priceAmount, params.price.max));
  }
  if (params.bounds) {
    const { ne, sw } = params.bounds;
    conditions.push(gte(t.lat, sw.lat), lte(t.lat, ne.lat));
    conditions.push(
      sw.lng <= ne.lng
        ? and(gte(t.lng, sw.lng), lte(t.lng, ne.lng))
        : or(gte(t.lng, sw.lng), lte(t.lng, ne.lng)),
    );
  }
  if (params.dates) conditions.push(t.hasFreeSlot(params.dates, params.minDuration ?? 0, now));
  return and(...conditions)!;
}

// The id breaks ties so that paging is stable. The NULLS clauses match the partial indexes'
// (created_at DESC NULLS LAST; price ASC NULLS LAST), so PostgreSQL can read them in order; a listing
// without a price ("price on request") comes last in both price orders.
function orderBy(
  sort: ListingSortKey,
  keyword: KeywordQueries | null,
  t: SearchTable = onListings,
): SQL[] {
  switch (sort) {
    case 'rating':
      // Highest average first, the better-known of two equal averages first; unrated listings last.
      // The NULLS clauses match listings_public_rating_idx (migration 0034), read in this order.
      return [
        sql`${listings.ratingAverage} desc nulls last`,
        sql`${listings.ratingCount} desc nulls last`,
        sql`${listings.createdAt} desc nulls last`,
        asc(listings.id),
      ];
    // The spec's keys (000 §9), as the hosted platform's: `createdAt` is the newest first and
    // `-createdAt`, the default, the oldest (decision 172).
    case 'createdAt':
      return [sql`${t.createdAt} desc nulls last`, asc(t.id)];
    case '-price':
      return [sql`${t.priceAmount} asc nulls last`, asc(t.id)];
    case 'price':
      return [sql`${t.priceAmount} desc nulls last`, asc(t.id)];
    case 'relevance':
      return keyword ? relevanceOrder(keyword, t) : orderBy('-createdAt', null, t);
    default:
      return [sql`${t.createdAt} asc nulls first`, asc(t.id)];
  }
}

// The words as a phrase in a title or short description first, then by weight (ts_rank of the
// summary): words as written in the title, stems in the title, words as written in the short
// description, stems (migration 0025 weighs them).
const relevanceOrder = (keyword: KeywordQueries, t: SearchTable): SQL[] => [
  // Without every word (decision 110): the listings matching more of them first.
  ...(keyword.matchedWords ? [sql`${keyword.matchedWords(t)} desc`] : []),
  ...(keyword.phrase
    ? [sql`(numnode(${keyword.match}) > 0 and ${t.summary} @@ ${keyword.phrase}) desc`]
    : []),
  sql`ts_rank(${t.summary}, ${keyword.rank}) desc`,
  sql`${t.createdAt} desc nulls last`,
  asc(t.id),
];

// Booked (accepted or later, not cancelled) in the last 60 days: what "recent bookings" counts.
const recentBookingDays = 60;
const bookedStates = [
  'accepted',
  'delivered',
  'reviewed-by-customer',
  'reviewed-by-provider',
  'reviewed',
];

/**
 * The landing page's order (decision 130): marked featured in the console first; then listings with
 * a photo or a review before those with neither (a tour published today with no photo never leads);
 * then by a score of quality: the rating shrunk towards 4 by three imagined reviews (one 5-star review
 * does not beat fifty 4.8s), recent bookings (logarithmic) and complete content (a photo, a
 * description of some length).
 */
function featuredOrder(now: Date): SQL[] {
  const since = new Date(now.getTime() - recentBookingDays * 24 * 3_600_000).toISOString();
  const hasPhoto = sql`exists (select 1 from ${images} i where i.listing_id = ${listings.id})`;
  const recentBookings = sql`(select count(*) from transactions t where t.listing_id = ${listings.id}
    and t.state in (${sql.join(
      bookedStates.map((state) => sql`${state}`),
      sql`, `,
    )}) and t.created_at >= ${since}::timestamptz)`;
  const rating = sql`((coalesce(${listings.ratingAverage}, 0) * ${listings.ratingCount} + 4.0 * 3) / (${listings.ratingCount} + 3))`;
  const hasDescription = sql`(length(coalesce(${listings.description}, '')) >= 200)`;
  return [
    sql`${listings.featured} desc`,
    sql`(${hasPhoto} or ${listings.ratingCount} > 0) desc`,
    sql`(${rating} + 0.5 * ln(1 + ${recentBookings}) + case when ${hasPhoto} then 1 else 0 end
      + case when ${hasDescription} then 0.5 else 0 end) desc`,
    sql`${listings.createdAt} desc nulls last`,
    asc(listings.id),
  ];
}

/**
 * Why each result matched (issue 44 item 2): its title in the reader's language with the searched
 * words marked, else a piece of its short description or description (translated when it is) that
 * holds one; none for a listing found by its category or place alone.
 */
async function highlightsOf(
  db: Db,
  cards: ListingCard[],
  words: string[],
  language: SearchLanguage,
): Promise<Record<string, Highlight>> {
  const translated = (column: SQL | typeof listings.description, key: string) =>
    sql<string>`coalesce(nullif(${listings.publicData} #>> array['translations', ${language}::text, ${key}::text], ''), ${column})`;
  const rows = await db
    .select({
      id: listings.id,
      shortDescription: translated(sql`${listings.shortDescription}`, 'shortDescription'),
      description: translated(sql`${listings.description}`, 'description'),
    })
    .from(listings)
    .where(
      inArray(
        listings.id,
        cards.map((card) => card.id),
      ),
    );
  const texts = new Map(rows.map((row) => [row.id, row]));
  const highlights: Record<string, Highlight> = {};
  for (const card of cards) {
    // The title the card shows (localizeTitle in the web app).
    const translated = card.publicData.translations?.[language]?.title;
    const title = translated && translated.trim() ? translated : card.title;
    const row = texts.get(card.id);
    const highlight = highlightOf(title, [row?.shortDescription, row?.description], words);
    if (highlight) highlights[card.id] = highlight;
  }
  return highlights;
}

const once = <T>(make: () => T) => {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
};

/** What a search matches: its keyword queries (for ranking) and the whole condition. */
export async function searchConditions(
  deps: { db: Db; clock: Clock },
  asked: SearchParams,
  language: SearchLanguage,
  authorId?: string,
  /** How the keywords are read (decision 110); by default the first of keywordSearches. */
  search: KeywordSearch | null = keywordSearches(asked).searches[0] ?? null,
): Promise<{
  keyword: KeywordQueries | null;
  /** The conditions, each built when first asked for. */
  where: () => SQL;
  filtersOnly: () => SQL;
  /** The same condition in listing_summaries (without an author: it has none). */
  whereInSummaries: () => SQL;
  now: Date;
}> {
  // An island or region understood from the words is the bounds filter (decision 110).
  const params = search ? { ...asked, bounds: boundsOf(search, asked) } : asked;
  const terms = search?.words ?? [];
  const hasTextPlace = !!search?.place && !isAreaPlace(search.place);
  let keyword: KeywordQueries | null = null;
  if (search && (terms.length > 0 || hasTextPlace)) {
    const nearTerms = await findNearTerms(deps.db, terms);
    keyword = keywordQueries(terms, nearTerms, language, {
      mode: search.mode,
      place: search.place,
    });
  }
  const now = deps.clock.now();
  return {
    keyword,
    where: once(() => filters(params, keyword, now, authorId)),
    filtersOnly: once(() => filters(params, null, now, authorId)),
    whereInSummaries: once(() => filters(params, keyword, now, undefined, onSummaries)),
    now,
  };
}

const cardColumns = {
  id: listings.id,
  title: listings.title,
  lat: listings.lat,
  lng: listings.lng,
  priceAmount: listings.priceAmount,
  priceCurrency: listings.priceCurrency,
  createdAt: listings.createdAt,
  publicData: listings.cardData,
  ratingAverage: listings.ratingAverage,
  ratingCount: listings.ratingCount,
};
type FirstImage = Pick<typeof images.$inferSelect, 'id' | 'variants' | 'placeholder'>;
// Cards read by id carry their first photo (by position) from the same statement: a few rows, one
// index probe each.
const cardWithImageColumns = {
  ...cardColumns,
  firstImage: sql<FirstImage | null>`(select json_build_object('id', i.id,
    'variants', i.variants, 'placeholder', i.placeholder) from ${images} i
    where i.listing_id = "listings"."id"
    order by i.position, i.created_at, i.id desc limit 1)`,
};
/**
 * The published listings' cards by id, as one statement prepared once per database: the searches
 * answered by the index need no other, and building it anew cost more than running it.
 */
const publishedCardStatements = new WeakMap<Db, ReturnType<typeof preparePublishedCards>>();
const preparePublishedCards = (db: Db) =>
  db
    .select(cardWithImageColumns)
    .from(listings)
    .where(
      and(sql`${listings.id} = any(${sql.placeholder('ids')}::uuid[])`, ...onListings.isPublic),
    )
    .prepare('levada_published_cards');
const publishedCards = (db: Db) => {
  let prepared = publishedCardStatements.get(db);
  if (!prepared) publishedCardStatements.set(db, (prepared = preparePublishedCards(db)));
  return prepared;
};
export type PublishedCard = Awaited<
  ReturnType<ReturnType<typeof preparePublishedCards>['execute']>
>[number];

/** The card made of a row read with its photo; never changed once made (its JSON is kept too). */
const cardOfRow = new WeakMap<object, ListingCard>();
const cardJson = new WeakMap<ListingCard, string>();

/**
 * The search answer's JSON text, as JSON.stringify(z.encode(listingSearchResponseSchema, answer))
 * writes it, with each card object checked and written once (decision 084).
 */
export function searchAnswerJson(answer: ListingSearchResponse): string {
  const cards = answer.data.map((card) => {
    let text = cardJson.get(card);
    if (text === undefined)
      cardJson.set(card, (text = JSON.stringify(z.encode(listingCardSchema, card))));
    return text;
  });
  const meta = JSON.stringify(z.encode(listingSearchResponseSchema.shape.meta, answer.meta));
  const understood = answer.understood
    ? `,"understood":${JSON.stringify(z.encode(listingSearchResponseSchema.shape.understood, answer.understood))}`
    : '';
  const highlights = answer.highlights
    ? `,"highlights":${JSON.stringify(z.encode(listingSearchResponseSchema.shape.highlights, answer.highlights))}`
    : '';
  return `{"data":[${cards.join(',')}]${highlights},"meta":${meta}${understood}}`;
}

const isCardVariant = (name: string) => name === 'listing-card' || name.startsWith('listing-card-');

/** The published cards of `ids` (any order), from memory when the app keeps them (decision 084). */
const readPublishedCards = (deps: SearchListingsDeps, ids: string[]) => {
  const read = async (missing: string[]) =>
    (await publishedCards(deps.db).execute({ ids: missing })).map((card) =>
      // Only the card's own photo sizes: what is kept is no bigger than it needs to be.
      card.firstImage
        ? {
            ...card,
            firstImage: {
              ...card.firstImage,
              variants: card.firstImage.variants.filter((v) => isCardVariant(v.name)),
            },
          }
        : card,
    );
  return deps.cardCache ? deps.cardCache.read(ids, read) : read(ids);
};

/** A published listing's card from its row (without the photo) and its first photo. */
const toListingCard = (
  row: Omit<PublishedCard, 'firstImage'>,
  image: ListingCard['images'][number] | undefined,
): ListingCard => {
  const pd = row.publicData as Partial<ListingCard['publicData']>;
  return {
    id: row.id,
    title: row.title,
    geolocation: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    price:
      row.priceAmount !== null ? { amount: row.priceAmount, currency: row.priceCurrency } : null,
    publicData: {
      ...pd,
      categories: pd.categories ?? [],
      unitType: pd.unitType ?? 'adult',
      pickupOffered: pd.pickupOffered ?? false,
    },
    createdAt: row.createdAt.toISOString(),
    images: image ? [image] : [],
    rating:
      row.ratingAverage !== null && row.ratingCount > 0
        ? { average: roundRating(row.ratingAverage), count: row.ratingCount }
        : null,
  };
};

/**
 * The published listings' cards of `ids`, in that order (recommendations, decision 164); one no
 * longer published is left out. From memory when the app keeps cards (decision 084).
 */
export async function publishedListingCards(
  deps: SearchListingsDeps,
  ids: string[],
): Promise<ListingCard[]> {
  if (ids.length === 0) return [];
  const rows = await readPublishedCards(deps, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    let card = cardOfRow.get(row);
    if (!card)
      cardOfRow.set(
        row,
        (card = toListingCard(
          row,
          row.firstImage ? toImage(row.firstImage, deps.imageStorage) : undefined,
        )),
      );
    return [card];
  });
}

type SearchOptions = {
  perPage: number;
  countCap?: number;
  /** Only this user's listings (a profile page). */
  authorId?: string;
  /** The reader's language: its stemming and stop words apply to the keywords too. */
  language?: SearchLanguage;
  /** The landing page's order instead of the sort asked (featuredOrder); without keywords only. */
  isFeaturedOrder?: boolean;
};

/**
 * Published listings matching the search, one page of cards, and how many match (up to the cap).
 * The keywords are understood first (decision 110): a place they name narrows to it, and when every
 * word finds nothing, the most of them are asked for, then the words without the place; the answer
 * says what was searched (`understood`).
 */
export async function searchListings(
  deps: SearchListingsDeps,
  params: SearchParams,
  options: SearchOptions,
): Promise<ListingSearchResponse> {
  const { searches, shownWords } = keywordSearches(params);
  if (searches.length === 0) return searchOnce(deps, params, options, null);
  for (const [i, search] of searches.entries()) {
    const answer = await searchOnce(deps, params, options, search);
    if (answer.meta.totalItems > 0 || i === searches.length - 1)
      return {
        ...answer,
        understood: understoodOf(search, searches[0]!, shownWords, options.language ?? 'en'),
      };
  }
  throw new Error('unreachable');
}

async function searchOnce(
  deps: SearchListingsDeps,
  asked: SearchParams,
  { perPage, countCap = searchCountCap, authorId, language = 'en', isFeaturedOrder }: SearchOptions,
  search: KeywordSearch | null,
): Promise<ListingSearchResponse> {
  const { db } = deps;
  const sort = effectiveSort(asked);
  const params = search ? { ...asked, bounds: boundsOf(search, asked) } : asked;
  const { keyword, where, filtersOnly, whereInSummaries, now } = await searchConditions(
    deps,
    asked,
    language,
    authorId,
    search,
  );
  const ranking = sort === 'relevance' ? keyword : null;

  const offset = (params.page - 1) * perPage;
  // isCounted: each row carries `total` (count(*) over ()), how many rows the condition holds.
  const query = <C extends { id: typeof listings.id }>(
    columns: C,
    condition: SQL,
    order: SQL[],
    limit: number,
    skip: number,
    isCounted = false,
  ) =>
    db
      .select({
        ...columns,
        id: listings.id,
        ...(isCounted ? { total: sql<number>`count(*) over ()`.mapWith(Number) } : {}),
      })
      .from(listings)
      .where(condition)
      .orderBy(...order)
      .limit(limit)
      .offset(skip);
  /** firstImage: read with the card (cardsOf), null for none; undefined when not read yet. */
  type Card = Awaited<ReturnType<typeof query<typeof cardColumns>>>[number] & {
    total?: number;
    firstImage?: FirstImage | null;
  };
  // PostgreSQL computes the select list for every row an OFFSET skips: page 1 builds the cards in
  // the page query, a deeper page finds its ids first and builds only those cards (bench/README.md,
  // "Deep pages": page 200 went from 19 to 82 req/s on PGlite, 70 to 413 on PostgreSQL).
  const loadCards = async (
    condition: SQL,
    order: SQL[],
    limit: number,
    skip: number,
    isCounted = false,
  ): Promise<Card[]> => {
    if (skip === 0) return query(cardColumns, condition, order, limit, 0, isCounted);
    return cardsOf(await query({ id: listings.id }, condition, order, limit, skip, isCounted));
  };
  /**
   * The cards of listings found by id, in that order; one unpublished since (or, by default, no
   * longer passing the filters) is left out.
   */
  const cardsOf = async (
    ids: { id: string; total?: number }[],
    condition: SQL | 'published' = filtersOnly(),
  ): Promise<Card[]> => {
    if (ids.length === 0) return [];
    const cards =
      condition === 'published'
        ? await readPublishedCards(
            deps,
            ids.map((r) => r.id),
          )
        : await db
            .select(cardWithImageColumns)
            .from(listings)
            .where(
              and(
                inArray(
                  listings.id,
                  ids.map((r) => r.id),
                ),
                condition,
              ),
            );
    const byId = new Map(cards.map((card) => [card.id, card]));
    return ids.flatMap((r) => {
      const card = byId.get(r.id);
      // Without a total, the row as read (or kept): its card is then made once (cardOfRow).
      if (!card) return [];
      return [r.total === undefined ? card : { ...card, total: r.total }];
    });
  };
  // Counts one past the cap and stops there: "1,000+" needs no more.
  const countOf = async (
    condition: SQL,
    cap: number,
    table: typeof listings | typeof listingSummaries = listings,
  ) => {
    const matches = db
      .select({ one: sql`1` })
      .from(table)
      .where(condition)
      .limit(cap + 1)
      .as('matches');
    const [row] = await db.select({ total: count() }).from(matches);
    return row?.total ?? 0;
  };

  const loadPage = () =>
    loadCards(
      where(),
      isFeaturedOrder && !ranking ? featuredOrder(now) : orderBy(sort, ranking),
      perPage,
      offset,
    );
  // Relevance (docs/decisions/030-keyword-search.md, 140): one statement ranks every match and counts
  // them in the same pass (count(*) over ()), in listing_summaries, the narrow table of the published
  // listings' search columns (decisions 065, 076), then one page's cards are built by id. A profile's
  // search (an author) ranks in listings, which has the author.
  // Keywords sorted by price or date are found and ordered there too (its columns have them); by
  // rating in listings, counted there.
  const inSummaries = !!keyword && !authorId;
  const loadRanked = async (words: KeywordQueries): Promise<[Card[], number]> => {
    if (authorId) {
      const all = await loadCards(where(), orderBy(sort, words), perPage, offset, true);
      // A page past the last one has no row to carry the count.
      return [all, all[0]?.total ?? (offset > 0 ? await countOf(where(), countCap) : 0)];
    }
    return loadFromSummaries(relevanceOrder(words, onSummaries));
  };
  const loadFromSummaries = async (order: SQL[]): Promise<[Card[], number]> => {
    const ids = await db
      .select({
        id: listingSummaries.listingId,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(listingSummaries)
      .where(whereInSummaries())
      .orderBy(...order)
      .limit(perPage)
      .offset(offset);
    const total =
      ids[0]?.total ??
      (offset > 0 ? await countOf(whereInSummaries(), countCap, listingSummaries) : 0);
    // Found in one statement, read in the next: only a listing unpublished between them is left out.
    return [await cardsOf(ids, 'published'), total];
  };
  const [rows, counted] = ranking
    ? await loadRanked(ranking)
    : inSummaries && sort !== 'rating'
      ? await loadFromSummaries(orderBy(sort, null, onSummaries))
      : await Promise.all([
          loadPage(),
          inSummaries
            ? countOf(whereInSummaries(), countCap, listingSummaries)
            : countOf(where(), countCap),
        ]);
  const isTotalCapped = counted > countCap;
  const total = Math.min(counted, countCap);

  // The first photo of each listing (by position), with only its card variants.
  const firstImages = new Map<string, ListingCard['images'][number]>();
  const cardImage = (row: FirstImage) =>
    toImage(
      {
        id: row.id,
        variants: row.variants.filter((v) => isCardVariant(v.name)),
        placeholder: row.placeholder,
      },
      deps.imageStorage,
    );
  const unread = rows.filter((row) => row.firstImage === undefined);
  if (unread.length > 0) {
    const imageRows = await db
      .selectDistinctOn([images.listingId], {
        id: images.id,
        listingId: images.listingId,
        variants: images.variants,
        placeholder: images.placeholder,
      })
      .from(images)
      .where(
        inArray(
          images.listingId,
          unread.map((r) => r.id),
        ),
      )
      .orderBy(images.listingId, asc(images.position), asc(images.createdAt), desc(images.id));
    for (const row of imageRows) firstImages.set(row.listingId!, cardImage(row));
  }

  const toCard = toListingCard;
  const data = rows.map((row) => {
    if (row.firstImage === undefined) return toCard(row, firstImages.get(row.id));
    // A row read with its photo is the same object while the card cache keeps it: one card for it.
    let card = cardOfRow.get(row);
    if (!card)
      cardOfRow.set(
        row,
        (card = toCard(row, row.firstImage ? cardImage(row.firstImage) : undefined)),
      );
    return card;
  });

  return {
    data,
    ...(keyword && data.length > 0
      ? { highlights: await highlightsOf(db, data, keyword.marked, language) }
      : {}),
    meta: {
      page: params.page,
      perPage,
      totalItems: total,
      totalPages: Math.ceil(total / perPage),
      isTotalCapped,
      sort,
    },
  };
}
