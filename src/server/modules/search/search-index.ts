import { sql } from 'drizzle-orm';
import type { SearchParams } from '../../../domain/search';
import type { Db } from '../../db/client';
import { listenForPublicChanges, type PublicChanges } from '../../db/public-changes';

/**
 * The published listings' search columns in this process's memory (docs/decisions/082): a one-word
 * relevance search with filters is answered from here instead of the listing_summaries statement.
 * Kept current by migration 0043's notices: each changed listing is read again before the next search
 * (read your own writes), and a lost notice connection sends searches back to the database until all
 * is read again.
 */
export type SearchIndex = {
  /**
   * The listings matching the query and the filters, most relevant first (then newest, then by id),
   * or null when the index cannot answer (not loaded yet, or a query it does not evaluate).
   * testSlots: the departures test for listings whose free days cannot tell (by id; the database's).
   * ids: those from `offset`, at most `limit` (all without a limit); total: how many match.
   */
  search(input: IndexedSearch): Promise<{ ids: string[]; total: number } | null>;
  /**
   * compute()'s answer, kept under `key` while nothing the search reads changes (decision 083): any
   * notice on the index's channel, a listing's or the known words', forgets every kept answer. Not
   * kept while the index is not loaded.
   */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Resolves once loaded (starting the load): for tests and benches. */
  ready(): Promise<void>;
  close(): Promise<void>;
};

export type IndexedSearch = {
  /** The match query as PostgreSQL writes a tsquery ('' matches every listing). */
  query: string;
  /** Categories the word names (decision 073): a listing of one of them matches too. */
  namedCategories: readonly string[];
  /** The summary words the query ranks by, with how many of its items each answers. */
  rankWords: readonly { word: string; n: number }[];
  params: SearchParams;
  now: Date;
  testSlots: (ids: string[]) => Promise<Set<string>>;
  offset?: number;
  limit?: number;
};

/**
 * The notices' channel (migration 0043): a listing id, '*' after a TRUNCATE, or 'terms' when the
 * known words of search_terms changed (migration 0044).
 */
export const searchSummariesChannel = 'levada_search_summaries';

type Entry = {
  id: string;
  duration: string | null;
  pickupOffered: boolean;
  priceAmount: number | null;
  lat: number | null;
  lng: number | null;
  /** Microseconds since 1970, as PostgreSQL keeps them. */
  createdAt: number;
  hasLongSlots: boolean;
  /**
   * Its free departures over a local midnight, as (start day, end day, minutes) triples, from the
   * day longFrom on (the last 400 days of them); null when it has none.
   */
  longFree: Int32Array | null;
  longFrom: number;
};

type SummaryRow = {
  listing_id: string;
  lexemes: string[];
  categories: string[];
  duration: string | null;
  pickup_offered: boolean;
  price_amount: number | null;
  lat: number | null;
  lng: number | null;
  created_us: string;
  free_from: number | null;
  free_minutes: string | null;
  has_long_slots: boolean;
};
type ScoreRow = { listing_id: string; word: string; score: number };
type LongRow = { listing_id: string; long_from: number; long_free: string };

const loadBatch = 5_000;
/** Answers remember() keeps at most, the oldest forgotten first. */
const maxRemembered = 1_000;
/** More changed listings than this are read by a whole load instead (~0.15 s of reading). */
const defaultMaxChangesRead = 1_000;
const dayMs = 86_400_000;
const maxZoneOffset = 14 * 3_600_000;
const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;

// Each listing's first tests, side by side (Store.hot, `hotWidth` numbers a listing): most candidates
// stop there, and the dates test of most others reads only Store.free besides.
const hotWidth = 4;
// [0]: its categories, a bit each (Store.categoryBits), and these two marks.
const removedMark = 1 << 30;
const longSlotsMark = 1 << 29;
const maxCategoryBits = 29;
// [1]: its price (minor units), or noneHot. [2]: the day (since 1970) of its first free minutes, or
// noneHot. [3]: where they are in Store.free: how many days, then each day's free minutes (-1: none).
const noneHot = -0x80000000;

const rowsOf = async <T>(query: Promise<unknown>) =>
  ((await query) as unknown as { rows: T[] }).rows;

const summaryColumns = sql`listing_id, tsvector_to_array(search_vector) as lexemes, categories, duration,
  pickup_offered, price_amount, lat, lng,
  (extract(epoch from created_at) * 1000000)::bigint::text as created_us,
  array_lower(free_minutes, 1) as free_from, array_to_string(free_minutes, ',', '') as free_minutes,
  has_long_slots`;

/** The tsquery items this index evaluates: words, prefixes, and, or, parentheses. */
type QueryNode =
  | { kind: 'word'; lexeme: string; isPrefix: boolean }
  | { kind: 'and' | 'or'; left: QueryNode; right: QueryNode };

/** A tsquery's text (as PostgreSQL writes it) read back, or null if it holds anything else. */
export function parseTsquery(text: string): QueryNode | null {
  let at = 0;
  const skipSpaces = () => {
    while (text[at] === ' ') at += 1;
  };
  const word = (): QueryNode | null => {
    skipSpaces();
    if (text[at] === '(') {
      at += 1;
      const inner = or();
      skipSpaces();
      if (!inner || text[at] !== ')') return null;
      at += 1;
      return inner;
    }
    if (text[at] !== "'") return null;
    at += 1;
    let lexeme = '';
    for (;;) {
      const c = text[at];
      if (c === undefined) return null;
      if (c === "'" && text[at + 1] === "'") {
        lexeme += "'";
        at += 2;
      } else if (c === "'") {
        at += 1;
        break;
      } else if (c === '\\') {
        if (text[at + 1] === undefined) return null;
        lexeme += text[at + 1];
        at += 2;
      } else {
        lexeme += c;
        at += 1;
      }
    }
    let isPrefix = false;
    if (text[at] === ':') {
      // Only the prefix mark: a weight restriction is not evaluated here.
      if (text[at + 1] !== '*' || /[A-Da-d*]/.test(text[at + 2] ?? '')) return null;
      isPrefix = true;
      at += 2;
    }
    return { kind: 'word', lexeme, isPrefix };
  };
  // Operands joined by one operator, left to right: & binds tighter than |.
  const joined =
    (operator: '&' | '|', kind: 'and' | 'or', operand: () => QueryNode | null) =>
    (): QueryNode | null => {
      let left = operand();
      for (;;) {
        if (!left) return null;
        skipSpaces();
        if (text[at] !== operator) return left;
        at += 1;
        const right = operand();
        if (!right) return null;
        left = { kind, left, right };
      }
    };
  const and = joined('&', 'and', () => word());
  const or = joined('|', 'or', and);
  const node = or();
  skipSpaces();
  return node && at === text.length ? node : null;
}

/** A copy of `array` with room for `length` numbers, doubling. */
function grown<A extends Int32Array | Int16Array>(array: A, length: number): A {
  const bigger = new (array.constructor as new (length: number) => A)(
    Math.max(length, array.length * 2),
  );
  bigger.set(array);
  return bigger;
}

/** The index's data; numbers are dense positions, and a listing read again gets a new one. */
class Store {
  entries: (Entry | undefined)[] = [];
  hot = new Int32Array(1024 * hotWidth);
  free = new Int16Array(16 * 1024);
  freeLength = 0;
  /** Each entry's creation time (µs), which breaks ties of relevance. */
  createdAts: number[] = [];
  numberOf = new Map<string, number>();
  postings = new Map<string, number[]>();
  byCategory = new Map<string, number[]>();
  sortedLexemes: string[] = [];
  newLexemes: string[] = [];
  scores = new Map<string, { numbers: number[]; values: number[] }>();
  /** A bit per category seen (up to 29; a store seeing more is not used: search returns null). */
  categoryBits = new Map<string, number>();
  dead = 0;
  /** Moves on every change: a search that waited on the database meanwhile is not finished here. */
  version = 0;

  categoryMaskOf(categories: readonly string[]): number {
    let mask = 0;
    for (const category of categories) {
      let bit = this.categoryBits.get(category);
      if (bit === undefined) this.categoryBits.set(category, (bit = this.categoryBits.size));
      if (bit < maxCategoryBits) mask |= 1 << bit;
    }
    return mask;
  }

  add(row: SummaryRow, scores: ScoreRow[], long: LongRow | undefined) {
    this.remove(row.listing_id);
    this.version += 1;
    const n = this.entries.length;
    const freeMinutes =
      row.free_minutes === null || row.free_from === null ? null : row.free_minutes.split(',');
    this.entries.push({
      id: row.listing_id,
      duration: row.duration,
      pickupOffered: row.pickup_offered,
      priceAmount: row.price_amount,
      lat: row.lat,
      lng: row.lng,
      createdAt: Number(row.created_us),
      hasLongSlots: row.has_long_slots,
      longFree: long ? Int32Array.from(long.long_free.split(','), Number) : null,
      longFrom: long ? long.long_from : 0,
    });
    this.createdAts.push(this.entries[n]!.createdAt);
    if (this.hot.length < (n + 1) * hotWidth) this.hot = grown(this.hot, (n + 1) * hotWidth);
    const at = n * hotWidth;
    this.hot[at] = this.categoryMaskOf(row.categories) | (row.has_long_slots ? longSlotsMark : 0);
    this.hot[at + 1] = row.price_amount ?? noneHot;
    this.hot[at + 2] = freeMinutes ? row.free_from! : noneHot;
    if (freeMinutes) {
      this.hot[at + 3] = this.keepFree(freeMinutes.length, (k) =>
        freeMinutes[k] === '' ? -1 : Number(freeMinutes[k]),
      );
    }
    this.numberOf.set(row.listing_id, n);
    for (const lexeme of row.lexemes) {
      let list = this.postings.get(lexeme);
      if (!list) {
        this.postings.set(lexeme, (list = []));
        this.newLexemes.push(lexeme);
      }
      list.push(n);
    }
    for (const category of new Set(row.categories)) {
      let list = this.byCategory.get(category);
      if (!list) this.byCategory.set(category, (list = []));
      list.push(n);
    }
    for (const { word, score } of scores) {
      let list = this.scores.get(word);
      if (!list) this.scores.set(word, (list = { numbers: [], values: [] }));
      list.numbers.push(n);
      // A real (float4), as PostgreSQL adds it: read back exactly.
      list.values.push(Math.fround(score));
    }
  }

  /** Appends `length` days of free minutes to Store.free: where they start. */
  keepFree(length: number, minutesOf: (day: number) => number): number {
    const start = this.freeLength;
    if (this.free.length < start + 1 + length) this.free = grown(this.free, start + 1 + length);
    this.free[start] = length;
    for (let k = 0; k < length; k++) this.free[start + 1 + k] = minutesOf(k);
    this.freeLength = start + 1 + length;
    return start;
  }

  remove(id: string) {
    const n = this.numberOf.get(id);
    if (n === undefined) return;
    this.version += 1;
    this.entries[n] = undefined;
    this.hot[n * hotWidth] = this.hot[n * hotWidth]! | removedMark;
    this.numberOf.delete(id);
    this.dead += 1;
  }

  /** Renumbers without the removed listings once they are a fifth of all (and at least `minDead`). */
  compactIfWorthIt(minDead: number) {
    if (this.dead < minDead || this.dead * 5 < this.entries.length) return;
    this.version += 1;
    const renumbered = new Int32Array(this.entries.length).fill(-1);
    const entries: Entry[] = [];
    const { hot, free } = this;
    this.hot = new Int32Array(this.hot.length);
    this.free = new Int16Array(this.free.length);
    this.freeLength = 0;
    this.entries.forEach((entry, n) => {
      if (!entry) return;
      const to = entries.length * hotWidth;
      const from = n * hotWidth;
      this.hot.set(hot.subarray(from, from + hotWidth), to);
      if (hot[from + 2] !== noneHot) {
        const start = hot[from + 3]!;
        this.hot[to + 3] = this.keepFree(free[start]!, (k) => free[start + 1 + k]!);
      }
      renumbered[n] = entries.length;
      this.numberOf.set(entry.id, entries.length);
      entries.push(entry);
    });
    const keep = (list: number[]) =>
      list.flatMap((n) => (renumbered[n]! >= 0 ? [renumbered[n]!] : []));
    for (const [lexeme, list] of this.postings) {
      const kept = keep(list);
      if (kept.length > 0) this.postings.set(lexeme, kept);
      else this.postings.delete(lexeme);
    }
    for (const [category, list] of this.byCategory) this.byCategory.set(category, keep(list));
    for (const [word, list] of this.scores) {
      const numbers: number[] = [];
      const values: number[] = [];
      list.numbers.forEach((n, k) => {
        if (renumbered[n]! < 0) return;
        numbers.push(renumbered[n]!);
        values.push(list.values[k]!);
      });
      if (numbers.length > 0) this.scores.set(word, { numbers, values });
      else this.scores.delete(word);
    }
    this.sortedLexemes = [...this.postings.keys()].sort();
    this.newLexemes = [];
    this.entries = entries;
    this.createdAts = entries.map((entry) => entry.createdAt);
    this.dead = 0;
  }

  /** The lexemes beginning with `prefix` (tsquery's 'x':*). */
  lexemesBeginning(prefix: string): string[] {
    if (this.newLexemes.length > 1_000) {
      this.sortedLexemes = [...this.postings.keys()].sort();
      this.newLexemes = [];
    }
    const sorted = this.sortedLexemes;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let k = lo; k < sorted.length && sorted[k]!.startsWith(prefix); k++)
      found.push(sorted[k]!);
    for (const lexeme of this.newLexemes) if (lexeme.startsWith(prefix)) found.push(lexeme);
    return found;
  }

  /**
   * The postings of a query without '&' (words, prefixes and '|') added to `into`: their listings
   * are the query's matches. False (and `into` partly filled) for a query with '&'.
   */
  listsOf(node: QueryNode, into: number[][]): boolean {
    if (node.kind === 'word') {
      const lexemes = node.isPrefix ? this.lexemesBeginning(node.lexeme) : [node.lexeme];
      for (const lexeme of lexemes) {
        const list = this.postings.get(lexeme);
        if (list) into.push(list);
      }
      return true;
    }
    return node.kind === 'or' && this.listsOf(node.left, into) && this.listsOf(node.right, into);
  }

  /** Flags in `into` the listing numbers the query matches (removed ones included). */
  markMatches(node: QueryNode, into: Uint8Array) {
    if (node.kind === 'word') {
      const lexemes = node.isPrefix ? this.lexemesBeginning(node.lexeme) : [node.lexeme];
      for (const lexeme of lexemes) for (const n of this.postings.get(lexeme) ?? []) into[n] = 1;
    } else if (node.kind === 'or') {
      this.markMatches(node.left, into);
      this.markMatches(node.right, into);
    } else {
      const left = new Uint8Array(into.length);
      const right = new Uint8Array(into.length);
      this.markMatches(node.left, left);
      this.markMatches(node.right, right);
      for (let n = 0; n < into.length; n++) if (left[n] === 1 && right[n] === 1) into[n] = 1;
    }
  }
}

/**
 * filters() of search-listings.ts for one listing, with hasFreeDay for the dates: 'match', 'test'
 * when the departures themselves must be tested (in the database), 'none'.
 */
function filterOf(
  store: Store,
  params: SearchParams,
  now: Date,
): {
  /** The first two tests, which the caller makes on Store.hot. */
  categoryMask: number;
  price: { min: number; max: number } | null;
  /** The others, for listing number n. */
  rest: (n: number) => 'match' | 'test' | 'none';
} {
  const categoryMask = params.categories.length > 0 ? store.categoryMaskOf(params.categories) : 0;
  const durations = new Set<string>(params.durations);
  const pickup = params.pickup ? params.pickup === 'yes' : null;
  const { price, bounds, dates } = params;
  const isEntryTested = durations.size > 0 || pickup !== null || !!bounds;
  const minDuration = params.minDuration ?? 0;
  const first = dates ? utcDay(dates.start) : 0;
  const last = dates ? utcDay(dates.end) : 0;
  const firstUnbegun = Math.max(first, Math.ceil((now.getTime() + maxZoneOffset) / dayMs));
  const { hot, free, entries } = store;
  const isEntryMatching = (entry: Entry) => {
    if (durations.size > 0 && (entry.duration === null || !durations.has(entry.duration)))
      return false;
    if (pickup !== null && entry.pickupOffered !== pickup) return false;
    if (bounds) {
      const { ne, sw } = bounds;
      if (entry.lat === null || entry.lng === null) return false;
      if (entry.lat < sw.lat || entry.lat > ne.lat) return false;
      const isInside =
        sw.lng <= ne.lng
          ? entry.lng >= sw.lng && entry.lng <= ne.lng
          : entry.lng >= sw.lng || entry.lng <= ne.lng;
      if (!isInside) return false;
    }
    return true;
  };
  const rest = (n: number): 'match' | 'test' | 'none' => {
    if (isEntryTested && !isEntryMatching(entries[n]!)) return 'none';
    if (!dates) return 'match';
    if (firstUnbegun > last) return 'test';
    const at = n * hotWidth;
    const freeFrom = hot[at + 2]!;
    const hasFreeDays = freeFrom !== noneHot;
    if (hasFreeDays) {
      const start = hot[at + 3]! + 1;
      const to = Math.min(last - freeFrom, free[start - 1]! - 1);
      for (let day = Math.max(firstUnbegun - freeFrom, 0); day <= to; day++) {
        const minutes = free[start + day]!;
        if (minutes >= 0 && minutes >= minDuration) return 'match';
      }
    }
    const hasLongSlots = (hot[at]! & longSlotsMark) !== 0;
    let isLongKnown = false;
    if (hasLongSlots) {
      const { longFree, longFrom } = entries[n]!;
      if (longFree) {
        // Triples by start day: from the first unbegun day, those ending by the last.
        let lo = 0;
        let hi = longFree.length / 3;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (longFree[mid * 3]! < firstUnbegun) lo = mid + 1;
          else hi = mid;
        }
        for (let k = lo * 3; k < longFree.length && longFree[k]! <= last; k += 3)
          if (longFree[k + 1]! <= last && longFree[k + 2]! >= minDuration) return 'match';
        isLongKnown = longFrom <= first;
      }
    }
    const mustTestSlots =
      firstUnbegun > first || (hasLongSlots && !isLongKnown) || (hasFreeDays && freeFrom > first);
    return mustTestSlots ? 'test' : 'none';
  };
  return {
    categoryMask,
    price: price ? { min: price.min, max: price.max ?? Infinity } : null,
    rest,
  };
}

/**
 * The candidates passing the filter into matches, or into toTest for the departures test. The
 * candidates: those of `lists` (each once; `flags` all 0 on entry), or else those flagged 1 in `flags`.
 */
function collectMatches(
  store: Store,
  flags: Uint8Array,
  lists: number[][] | null,
  { categoryMask, price, rest }: ReturnType<typeof filterOf>,
  matches: number[],
  toTest: number[],
) {
  const { hot } = store;
  const hasPrice = price !== null;
  const minPrice = price ? price.min : 0;
  const maxPrice = price ? price.max : 0;
  const consider = (n: number) => {
    const at = n * hotWidth;
    const marks = hot[at]!;
    if ((marks & removedMark) !== 0) return;
    if (categoryMask !== 0 && (marks & categoryMask) === 0) return;
    // noneHot (no price) fails both.
    if (hasPrice && !(hot[at + 1]! >= minPrice && hot[at + 1]! <= maxPrice)) return;
    const verdict = rest(n);
    if (verdict === 'match') matches.push(n);
    else if (verdict === 'test') toTest.push(n);
  };
  if (lists && lists.length === 1) {
    // One list names each listing once.
    const [list] = lists;
    for (let k = 0; k < list!.length; k++) consider(list![k]!);
  } else if (lists) {
    for (const list of lists)
      for (let k = 0; k < list.length; k++) {
        const n = list[k]!;
        if (flags[n] === 1) continue;
        flags[n] = 1;
        consider(n);
      }
  } else for (let n = 0; n < store.entries.length; n++) if (flags[n] === 1) consider(n);
}

/**
 * The first `count` matches in the search's order: most relevant, then newest, then by id. A page
 * needs only its own and those before it, kept sorted as the matches go by.
 */
function firstInOrder(
  matches: number[],
  count: number,
  relevance: Float64Array,
  store: Store,
): number[] {
  const { createdAts, entries } = store;
  const isBefore = (a: number, b: number) => {
    if (relevance[a] !== relevance[b]) return relevance[a]! > relevance[b]!;
    if (createdAts[a] !== createdAts[b]) return createdAts[a]! > createdAts[b]!;
    return entries[a]!.id < entries[b]!.id;
  };
  if (count * 4 >= matches.length)
    return matches.sort((a, b) => (isBefore(a, b) ? -1 : 1)).slice(0, count);
  const top: number[] = [];
  for (const n of matches) {
    if (top.length === count && !isBefore(n, top[count - 1]!)) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (isBefore(n, top[mid]!)) hi = mid;
      else lo = mid + 1;
    }
    top.splice(lo, 0, n);
    if (top.length > count) top.pop();
  }
  return top;
}

export function createSearchIndex(
  db: Db,
  {
    maxChangesRead = defaultMaxChangesRead,
    minRemovedToCompact = 1_000,
  }: { maxChangesRead?: number; minRemovedToCompact?: number } = {},
): SearchIndex {
  let store: Store | null = null;
  let feed: PublicChanges | null = null;
  let starting: Promise<void> | null = null;
  let loading: Promise<void> | null = null;
  let isClosed = false;
  // Moves on every loss of the notices: a load begun before one is not used.
  let epoch = 0;
  let dirty = new Set<string>();
  let refreshing: Promise<void> | null = null;
  let isListening = false;
  let isLoading = false;
  let candidates = new Uint8Array(0);
  let relevance = new Float64Array(0);
  let stamps = new Uint32Array(0);
  let stamp = 0;
  // remember()'s answers, for the store and the count of notices they were computed under.
  const remembered = new Map<string, unknown>();
  let rememberedFor: { store: Store; notices: number } | null = null;
  let notices = 0;

  const readSummaries = async (ids: string[] | null, after: string | null) => {
    const where = ids
      ? sql`where listing_id = any(${sql`array[${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}]::uuid[]`})`
      : after === null
        ? sql``
        : sql`where listing_id > ${after}::uuid`;
    const summaries = await rowsOf<SummaryRow>(
      db.execute(
        sql`select ${summaryColumns} from listing_summaries ${where} order by listing_id ${
          ids ? sql`` : sql`limit ${loadBatch}`
        }`,
      ),
    );
    if (summaries.length === 0)
      return { summaries, scores: new Map<string, ScoreRow[]>(), long: new Map<string, LongRow>() };
    const scoreRows = await rowsOf<ScoreRow>(
      db.execute(
        sql`select listing_id, word, score from listing_word_scores where listing_id = any(${sql`array[${sql.join(
          summaries.map((s) => sql`${s.listing_id}`),
          sql`, `,
        )}]::uuid[]`})`,
      ),
    );
    const scores = new Map<string, ScoreRow[]>();
    for (const row of scoreRows) {
      const list = scores.get(row.listing_id);
      if (list) list.push(row);
      else scores.set(row.listing_id, [row]);
    }
    // The free departures over a local midnight, by local days as migration 0037 reckons them.
    const withLong = summaries.filter((s) => s.has_long_slots).map((s) => s.listing_id);
    const longRows =
      withLong.length === 0
        ? []
        : await rowsOf<LongRow>(
            db.execute(
              sql`with free as (
                select s.listing_id,
                  (s.start_at at time zone m.time_zone)::date - date '1970-01-01' as day,
                  (greatest(s.end_at - interval '1 microsecond', s.start_at) at time zone m.time_zone)::date
                    - date '1970-01-01' as end_day,
                  floor(extract(epoch from s.end_at - s.start_at) / 60)::int as minutes
                from listing_slots s join listing_summaries m on m.listing_id = s.listing_id
                where s.listing_id = any(${sql`array[${sql.join(
                  withLong.map((id) => sql`${id}`),
                  sql`, `,
                )}]::uuid[]`}) and s.booked < s.seats
              ), long as (
                select *, max(day) over (partition by listing_id) - 399 as long_from
                from free where end_day <> day
              )
              select listing_id, min(long_from)::int as long_from,
                string_agg(day || ',' || end_day || ',' || minutes, ',' order by day, end_day, minutes) as long_free
              from long where day >= long_from group by listing_id`,
            ),
          );
    const long = new Map(longRows.map((row) => [row.listing_id, row]));
    return { summaries, scores, long };
  };

  const loadAll = async (startEpoch: number) => {
    const next = new Store();
    let after: string | null = null;
    for (;;) {
      const { summaries, scores, long } = await readSummaries(null, after);
      if (epoch !== startEpoch || isClosed) return;
      for (const row of summaries)
        next.add(row, scores.get(row.listing_id) ?? [], long.get(row.listing_id));
      if (summaries.length < loadBatch) break;
      after = summaries[summaries.length - 1]!.listing_id;
    }
    next.sortedLexemes = [...next.postings.keys()].sort();
    next.newLexemes = [];
    store = next;
  };

  const startLoad = () => {
    epoch += 1;
    store = null;
    dirty = new Set();
    const startEpoch = epoch;
    isLoading = true;
    // What changes from here on is noted in `dirty` and read again after the load. A load that
    // failed leaves no index: the next search starts another.
    loading = loadAll(startEpoch)
      .catch(() => undefined)
      .finally(() => {
        if (epoch === startEpoch) isLoading = false;
      });
  };

  const start = async () => {
    feed = await listenForPublicChanges(
      db,
      {
        changed(id) {
          notices += 1;
          if (id === '*') startLoad();
          else if (id !== 'terms') dirty.add(id);
        },
        lost() {
          notices += 1;
          epoch += 1;
          store = null;
          isListening = false;
          isLoading = false;
        },
        listening() {
          isListening = true;
          startLoad();
        },
      },
      searchSummariesChannel,
    );
  };

  const refresh = async () => {
    const current = store;
    const ids = [...dirty];
    dirty = new Set();
    const startEpoch = epoch;
    for (let k = 0; k < ids.length; k += loadBatch) {
      const part = ids.slice(k, k + loadBatch);
      let read: Awaited<ReturnType<typeof readSummaries>>;
      try {
        read = await readSummaries(part, null);
      } catch {
        // Those listings cannot be read again now: no index until the next search loads it whole.
        if (epoch === startEpoch && store === current) {
          epoch += 1;
          store = null;
        }
        return;
      }
      if (epoch !== startEpoch || store !== current || !current) return;
      for (const id of part) current.remove(id);
      for (const row of read.summaries)
        current.add(row, read.scores.get(row.listing_id) ?? [], read.long.get(row.listing_id));
    }
    current?.compactIfWorthIt(minRemovedToCompact);
  };

  /** The store with every change this process has seen applied, or null. */
  const current = async (): Promise<Store | null> => {
    await feed?.sync();
    // Many changed at once (a night's roll of departures): read whole in the background, and the
    // searches meanwhile from the database, rather than make one search wait for them all.
    if (store && !refreshing && dirty.size > maxChangesRead) {
      startLoad();
      return null;
    }
    while (store && dirty.size > 0) {
      refreshing ??= refresh().finally(() => {
        refreshing = null;
      });
      await refreshing;
    }
    return store;
  };

  const ensureStarted = () => {
    if (isClosed) return Promise.resolve();
    starting ??= start();
    return starting;
  };

  return {
    async search(input) {
      void ensureStarted().catch(() => {
        starting = null;
      });
      const node = input.query === '' ? null : parseTsquery(input.query);
      if (input.query !== '' && !node) return null;
      if (!store && isListening && !isLoading) startLoad();
      const found = store ? await current() : null;
      if (!found) return null;
      // More categories than bits: not evaluated here.
      if (found.categoryBits.size > maxCategoryBits) return null;
      const size = found.entries.length;
      // One buffer for every search: used up before this function first waits.
      if (candidates.length < size) candidates = new Uint8Array(size * 2);
      // Words and '|' only (as a rule): their postings are walked; with '&', all listings flagged.
      let lists: number[][] | null = [];
      if (!node) {
        lists = null;
        candidates.fill(1, 0, size);
      } else if (found.listsOf(node, lists)) {
        candidates.fill(0, 0, size);
        for (const category of input.namedCategories) {
          const list = found.byCategory.get(category);
          if (list) lists.push(list);
        }
      } else {
        lists = null;
        candidates.fill(0, 0, size);
        found.markMatches(node, candidates);
        for (const category of input.namedCategories)
          for (const n of found.byCategory.get(category) ?? []) candidates[n] = 1;
      }
      const matches: number[] = [];
      const toTest: number[] = [];
      const filter = filterOf(found, input.params, input.now);
      collectMatches(found, candidates, lists, filter, matches, toTest);
      // Too many to name in one statement (a search of today alone): the database's whole search.
      if (toTest.length > loadBatch) return null;
      if (toTest.length > 0) {
        const ids = toTest.map((n) => found.entries[n]!.id);
        const version = found.version;
        const passed = await input.testSlots(ids);
        if (found.version !== version) return null;
        for (const n of toTest) if (passed.has(found.entries[n]!.id)) matches.push(n);
      }
      // Relevance as relevanceOf adds it: each word's score times its count, in the words' order.
      // The shared buffers again, from here to the end without waiting: a match's relevance is
      // kept under the search's own stamp.
      if (relevance.length < found.entries.length) {
        relevance = new Float64Array(found.entries.length * 2);
        stamps = new Uint32Array(found.entries.length * 2);
      }
      stamp = stamp === 0xffffffff ? 1 : stamp + 1;
      if (stamp === 1) stamps.fill(0);
      for (const n of matches) {
        stamps[n] = stamp;
        relevance[n] = 0;
      }
      for (const { word, n: count } of input.rankWords) {
        const list = found.scores.get(word);
        if (!list) continue;
        for (let k = 0; k < list.numbers.length; k++) {
          const n = list.numbers[k]!;
          if (stamps[n] === stamp) relevance[n] = relevance[n]! + count * list.values[k]!;
        }
      }
      const offset = input.offset ?? 0;
      const end = input.limit === undefined ? matches.length : offset + input.limit;
      const top = firstInOrder(matches, end, relevance, found);
      return { ids: top.slice(offset).map((n) => found.entries[n]!.id), total: matches.length };
    },
    async remember(key, compute) {
      void ensureStarted().catch(() => {
        starting = null;
      });
      const found = store ? await current() : null;
      if (!found || dirty.size > 0) return compute();
      if (rememberedFor?.store !== found || rememberedFor.notices !== notices) {
        remembered.clear();
        rememberedFor = { store: found, notices };
      }
      if (remembered.has(key)) return remembered.get(key) as Awaited<ReturnType<typeof compute>>;
      const kept = rememberedFor;
      const value = await compute();
      // Kept only if nothing was noticed while it was computed.
      if (rememberedFor === kept && kept.notices === notices && store === found) {
        if (remembered.size >= maxRemembered) remembered.delete(remembered.keys().next().value!);
        remembered.set(key, value);
      }
      return value;
    },
    async ready() {
      await ensureStarted();
      // A load under way may be one that fails: then one more.
      for (let attempt = 0; attempt < 2 && !store; attempt++) {
        if (!isLoading && isListening) startLoad();
        await loading;
      }
      if (!store) throw new Error('The search index did not load');
      await current();
    },
    async close() {
      isClosed = true;
      epoch += 1;
      await starting?.catch(() => undefined);
      await feed?.close();
      store = null;
      remembered.clear();
    },
  };
}
