// A searched word can name a category in the reader's language: "boot" in German, "vinho",
// "randonnée". Listings are found by their category as well as by their own texts, which are often
// in one language only (docs/decisions/073-category-words.md).
import type { Language } from './languages';
import { categoryKeys, type CategoryKey } from './listing';
import { keywordTerms } from './search';

/**
 * The words of each category's name, and the few a traveller types for it, per language: lower case,
 * without accents, each either whole or the beginning that all its forms share ("wander" for
 * wandern, Wanderung; "gastronom" for gastronomy, gastronomia). Words every category's name shares
 * ("tours", "passeios", "excursions") and words a different search means ("nature", "todo") are left out.
 */
export const categorySearchWords: Record<CategoryKey, Record<Language, readonly string[]>> = {
  roadexcursions: {
    en: ['road', 'drive', 'driving'],
    pt: ['carro', 'estrada'],
    de: ['auto'],
    es: ['carretera', 'coche'],
    fr: ['voiture'],
  },
  boattours: {
    en: ['boat', 'cruise', 'sail'],
    pt: ['barco', 'veleiro'],
    de: ['boot', 'schiff', 'segel'],
    es: ['barco', 'velero'],
    fr: ['bateau', 'voilier', 'croisiere'],
  },
  hiking: {
    en: ['hike', 'hiking', 'trek'],
    pt: ['caminhada', 'trilho'],
    de: ['wander'],
    es: ['senderismo', 'sendero', 'caminata'],
    fr: ['randonnee', 'rando'],
  },
  transfers: {
    en: ['transfer', 'shuttle'],
    pt: ['transfer'],
    de: ['transfer'],
    es: ['traslado'],
    fr: ['transfert', 'navette'],
  },
  offroad: {
    en: ['offroad', '4x4', 'jeep'],
    pt: ['4x4', 'jipe'],
    de: ['offroad', '4x4', 'gelandewagen'],
    es: ['todoterreno', '4x4'],
    fr: ['4x4'],
  },
  canyoning: {
    en: ['canyoning'],
    pt: ['canyoning'],
    de: ['canyoning'],
    es: ['barranquismo', 'canyoning'],
    fr: ['canyoning'],
  },
  btt: {
    en: ['mountainbike', 'mtb', 'biking', 'bike', 'cycling'],
    pt: ['btt', 'bicicleta'],
    de: ['mountainbik', 'fahrrad'],
    es: ['bicicleta', 'bici'],
    fr: ['vtt', 'velo'],
  },
  biggamefishing: {
    en: ['fish'],
    pt: ['pesca'],
    de: ['angel', 'hochseeangel'],
    es: ['pesca'],
    fr: ['peche'],
  },
  gardensreserves: {
    en: ['garden', 'botanic'],
    pt: ['jardim', 'jardins', 'botanic'],
    de: ['garten', 'naturschutz', 'botanisch'],
    es: ['jardin', 'botanic'],
    fr: ['jardin', 'botanique'],
  },
  kayaking: {
    en: ['kayak', 'canoe'],
    pt: ['caiaque', 'kayak', 'canoa'],
    de: ['kajak', 'kanu'],
    es: ['kayak', 'piragua', 'canoa'],
    fr: ['kayak', 'canoe'],
  },
  scubasnorkeling: {
    en: ['scuba', 'dive', 'diving', 'snorkel'],
    pt: ['mergulh', 'snorkel'],
    de: ['tauch', 'schnorchel'],
    es: ['buceo', 'bucear', 'esnorquel', 'snorkel'],
    fr: ['plong', 'snorkel'],
  },
  culturemuseums: {
    en: ['museum', 'cultur'],
    pt: ['museu', 'cultur'],
    de: ['museum', 'museen', 'kultur'],
    es: ['museo', 'cultur'],
    fr: ['musee', 'cultur'],
  },
  sightseeing: {
    en: ['sightseeing'],
    pt: ['sightseeing'],
    de: ['sightseeing'],
    es: ['sightseeing'],
    fr: ['sightseeing'],
  },
  paragliding: {
    en: ['paraglid'],
    pt: ['parapente'],
    de: ['gleitschirm', 'paraglid'],
    es: ['parapente'],
    fr: ['parapente'],
  },
  fitness: {
    en: ['fitness'],
    pt: ['fitness'],
    de: ['fitness'],
    es: ['fitness'],
    fr: ['fitness'],
  },
  surfbodyboard: {
    en: ['surf', 'bodyboard'],
    pt: ['surf', 'bodyboard'],
    de: ['surf', 'bodyboard'],
    es: ['surf', 'bodyboard'],
    fr: ['surf', 'bodyboard'],
  },
  wellbeing: {
    en: ['wellbeing', 'wellness', 'spa'],
    pt: ['wellness', 'spa', 'massagem'],
    de: ['wohlbefinden', 'wellness'],
    es: ['bienestar', 'spa'],
    fr: ['wellness', 'spa'],
  },
  wine: {
    en: ['wine', 'vineyard'],
    pt: ['vinho', 'vinha'],
    de: ['wein'],
    es: ['vino', 'bodega'],
    fr: ['vin', 'vignoble'],
  },
  gastronomydrinks: {
    en: ['food', 'gastronom', 'drink'],
    pt: ['gastronom', 'comida', 'bebida'],
    de: ['essen', 'trinken', 'kulinar'],
    es: ['gastronom', 'comida', 'bebida'],
    fr: ['gastronom', 'boisson', 'cuisine'],
  },
  craftsworkshops: {
    en: ['craft', 'workshop'],
    pt: ['artesanato', 'workshop', 'oficina'],
    de: ['handwerk', 'workshop'],
    es: ['artesania', 'taller'],
    fr: ['artisanat', 'atelier'],
  },
  seasonaltours: {
    en: ['seasonal'],
    pt: ['sazona'],
    de: ['saison'],
    es: ['temporada'],
    fr: ['saisonn'],
  },
  accessibility: {
    en: ['accessib', 'wheelchair'],
    pt: ['acessib', 'acessiv'],
    de: ['barrierefrei', 'rollstuhl'],
    es: ['accesib'],
    fr: ['accessib', 'fauteuil'],
  },
};

const plain = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A searched word names a category word when it is that word, its plural, or a longer word beginning
 * with it (a word of four letters or more: "bootstouren" → boot, but "spain" is not spa); or the
 * beginning of it, from five letters (as a searched word finds the words it begins).
 */
export function namesCategoryWord(searched: string, word: string): boolean {
  const term = plain(searched);
  if (term === word || term === `${word}s` || term === `${word}es`) return true;
  if (word.length >= 4 && term.startsWith(word)) return true;
  return term.length >= 5 && word.startsWith(term);
}

/**
 * The categories a searched word names in any of the languages (the reader's, English and Portuguese,
 * as the text search stems them), in the order of categoryKeys.
 */
export function categoriesNamedBy(
  searched: string,
  searchLanguages: readonly Language[],
): CategoryKey[] {
  return categoryKeys.filter((key) =>
    searchLanguages.some((language) =>
      categorySearchWords[key][language].some((word) => namesCategoryWord(searched, word)),
    ),
  );
}

/** The languages a search reads its words in: the reader's, English and Portuguese. */
export const categorySearchLanguages = (reader: Language): Language[] => [
  ...new Set<Language>([reader, 'en', 'pt']),
];

/**
 * The categories the words of a search name (what the search also finds by category), each once, in
 * the order of categoryKeys: the categories the search page offers to narrow to.
 */
export function categoriesNamedByKeywords(keywords: string, reader: Language): CategoryKey[] {
  const searchLanguages = categorySearchLanguages(reader);
  const named = new Set(
    keywordTerms(keywords).flatMap((term) => categoriesNamedBy(term, searchLanguages)),
  );
  return categoryKeys.filter((key) => named.has(key));
}
