// What a traveller's search words mean (issue 44 item 1, decision 110): the words naming a place the
// gazetteer knows, and the activity words with their near words across languages. Pure: the place
// names are looked up through a function the server gives (the embedded gazetteer).
import { keywordTerms } from './search';

/** Accent- and case-insensitive form of a word ("Lisboa" → "lisboa", "Câmara" → "camara"). */
export const foldWord = (word: string): string =>
  word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The kinds of place a search can be narrowed to, largest first. */
export const understoodPlaceKinds = [
  'region',
  'island',
  'municipality',
  'parish',
  'locality',
  'point-of-interest',
] as const;
export type UnderstoodPlaceKind = (typeof understoodPlaceKinds)[number];

/** A place found by its whole name (folded words joined by one space). */
export type PlaceLookup<P> = (foldedName: string) => P | null;

/** The longest place name searched, in words ("Ponta de São Lourenço", "Imaculado Coração de Maria"). */
const maxPlaceNameWords = 5;

/**
 * Words that say what kind of place the next or previous word is ("Madeira Island", "ilha da Madeira",
 * "Insel Madeira"), and the small words before a place ("in Madeira", "em Lisboa", "auf Madeira"):
 * dropped beside an understood place, never searched as text.
 */
const placeKindWords = new Set([
  'island',
  'isle',
  'ilha',
  'insel',
  'isla',
  'ile',
  'region',
  'regiao',
  'city',
  'cidade',
  'stadt',
  'ciudad',
  'ville',
  'town',
  'vila',
]);
const placeConnectors = new Set([
  'in',
  'on',
  'at',
  'near',
  'around',
  'em',
  'no',
  'na',
  'nos',
  'nas',
  'perto',
  'de',
  'da',
  'do',
  'dos',
  'das',
  'auf',
  'im',
  'bei',
  'en',
  'a',
  'au',
  'sur',
]);

/**
 * Words that name no activity: every tour is one ("boat trip" is a boat; "Ausflug", "passeio").
 * Left out of the words a listing must contain when another word remains; they still rank.
 */
const genericWords = new Set([
  'trip',
  'trips',
  'tour',
  'tours',
  'excursion',
  'excursions',
  'excursao',
  'excursoes',
  'activity',
  'activities',
  'experience',
  'experiences',
  'ausflug',
  'ausfluge',
  'touren',
  'fahrt',
  'fahrten',
  'passeio',
  'passeios',
  'visita',
  'visitas',
  'sortie',
  'sorties',
  'viaje',
  'viagem',
]);

/**
 * Near words across languages. A group's `broad` words find each other and every `narrow` word; a
 * narrow word finds only itself (and its categories): "walk" finds levadas, "levada" finds only
 * levadas. Written folded (no accents), singular; a searched word names one by being it or its plural.
 */
export const nearWordGroups: readonly { broad: readonly string[]; narrow: readonly string[] }[] = [
  {
    // Boats: catamaran, sail, cruise, schooner (issue 44).
    broad: ['boat', 'bootsfahrt', 'bootstour', 'barco', 'bateau', 'barca'],
    narrow: [
      'catamaran',
      'catamara',
      'katamaran',
      'sail',
      'sailing',
      'vela',
      'segeln',
      'segel',
      'voile',
      'cruise',
      'cruzeiro',
      'kreuzfahrt',
      'crucero',
      'croisiere',
      'schooner',
      'escuna',
      'schoner',
      'goleta',
      'goelette',
      'yacht',
      'iate',
    ],
  },
  {
    // Walks: walk ↔ hike ↔ trail ↔ trilho ↔ caminhada, which find levadas and veredas.
    broad: [
      'walk',
      'walking',
      'hike',
      'hiking',
      'trek',
      'trekking',
      'trail',
      'trilho',
      'caminhada',
      'percurso',
      'wanderung',
      'wandern',
      'wanderweg',
      'spaziergang',
      'senderismo',
      'sendero',
      'caminata',
      'randonnee',
      'marche',
    ],
    narrow: ['levada', 'vereda'],
  },
  {
    // Dolphins ↔ golfinhos ↔ whale watching.
    broad: [
      'dolphin',
      'golfinho',
      'delfin',
      'delphin',
      'dauphin',
      'whale',
      'baleia',
      'wal',
      'wale',
      'walbeobachtung',
      'ballena',
      'baleine',
      'cetacean',
      'cetaceo',
    ],
    narrow: [],
  },
  {
    // Diving ↔ mergulho.
    broad: [
      'diving',
      'dive',
      'scuba',
      'mergulho',
      'mergulhar',
      'tauchen',
      'tauchgang',
      'buceo',
      'plongee',
    ],
    narrow: [],
  },
  {
    // Surf ↔ bodyboard.
    broad: ['surf', 'surfing', 'surfe', 'surfen', 'bodyboard', 'wellenreiten'],
    narrow: [],
  },
];

const isWordOrPlural = (searched: string, word: string) =>
  searched === word ||
  searched === `${word}s` ||
  searched === `${word}es` ||
  // German and Portuguese plurals: "Wanderungen", "Delfine", "trilhos".
  searched === `${word}en` ||
  searched === `${word}e` ||
  searched === `${word}n`;

/**
 * The near words a searched word stands for besides itself (folded, singular), in no particular
 * order: a broad word all its group, a narrow word nothing. Empty for a word in no group.
 */
export function nearWordsOf(word: string): string[] {
  const searched = foldWord(word);
  const near = new Set<string>();
  for (const group of nearWordGroups)
    if (group.broad.some((w) => isWordOrPlural(searched, w)))
      for (const w of [...group.broad, ...group.narrow]) if (w !== searched) near.add(w);
  return [...near];
}

/**
 * The indexes of a place's words (span: first, past-the-last) and of the words beside it that say
 * what kind of place it is or lead to it: "Madeira Island", "Island of Madeira", "ilha da Madeira",
 * "in Madeira".
 */
function placeSpanWords(folded: readonly string[], span: readonly [number, number]): Set<number> {
  const dropped = new Set<number>();
  for (let i = span[0]; i < span[1]; i++) dropped.add(i);
  const after = span[1];
  if (after < folded.length && placeKindWords.has(folded[after]!)) dropped.add(after);
  let before = span[0] - 1;
  while (before >= 0 && placeConnectors.has(folded[before]!)) dropped.add(before--);
  if (before >= 0 && placeKindWords.has(folded[before]!)) {
    dropped.add(before--);
    while (before >= 0 && placeConnectors.has(folded[before]!)) dropped.add(before--);
  }
  return dropped;
}

/**
 * The keywords without the place understood in them (its words as the answer gives them, and the
 * words beside them saying what kind of place it is): what a search "without the place" asks for
 * ("levada walk in Madeira" → "levada walk"). The keywords as they are when those words are not there.
 */
export function keywordsWithoutPlace(keywords: string, placeWords: readonly string[]): string {
  const terms = keywordTerms(keywords);
  const folded = terms.map(foldWord);
  const name = placeWords.map(foldWord);
  if (name.length === 0) return keywords;
  for (let i = 0; i + name.length <= folded.length; i++) {
    if (name.every((word, j) => folded[i + j] === word)) {
      const dropped = placeSpanWords(folded, [i, i + name.length]);
      return terms.filter((_, k) => !dropped.has(k)).join(' ');
    }
  }
  return keywords;
}

/** What was understood of the searched words. */
export type UnderstoodQuery<P> = {
  /** The place the words name, and the words that named it as typed, or null. */
  place: { place: P; words: string[] } | null;
  /**
   * The words the listings' text must match, as typed (lower case): without the place, the words
   * beside it saying what kind of place it is, and generic words ("trip") when another word remains.
   */
  words: string[];
  /** The words shown as understood: `words` without the small words ("in", "da"). */
  shownWords: string[];
};

/**
 * Reads the searched words (keywordTerms: at most 8, letters and digits): the longest run of words
 * naming a place (`lookup`, whole names, accents and case ignored) becomes the place, the first if
 * several do; a place-kind word beside it ("Island", "ilha") and a small word before it ("in") go
 * with it. Generic words go when other words remain.
 */
export function understandQuery<P>(keywords: string, lookup: PlaceLookup<P>): UnderstoodQuery<P> {
  const terms = keywordTerms(keywords);
  const folded = terms.map(foldWord);
  let place: UnderstoodQuery<P>['place'] = null;
  let span: [number, number] | null = null;
  for (let i = 0; i < terms.length && !place; i++) {
    for (let n = Math.min(maxPlaceNameWords, terms.length - i); n >= 1; n--) {
      const name = folded.slice(i, i + n).join(' ');
      // A run starting or ending with a small word is not a name ("de", "do" are places nowhere).
      if (placeConnectors.has(folded[i]!) || placeConnectors.has(folded[i + n - 1]!)) continue;
      const found = lookup(name);
      if (found !== null) {
        place = { place: found, words: terms.slice(i, i + n) };
        span = [i, i + n];
        break;
      }
    }
  }
  const dropped = span ? placeSpanWords(folded, span) : new Set<number>();
  const rest = terms.filter((_, i) => !dropped.has(i));
  const specific = rest.filter((w) => !genericWords.has(foldWord(w)));
  const words = specific.some((w) => !placeConnectors.has(foldWord(w))) ? specific : rest;
  const shownWords = words.filter((w) => !placeConnectors.has(foldWord(w)));
  return { place, words, shownWords };
}
