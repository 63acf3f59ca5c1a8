import { understandQuery } from '../../../domain/query-understanding';
import { keywordTerms, type Bounds, type SearchParams } from '../../../domain/search';
import { placeNamed, type NamedPlace } from '../../../integrations/geocoding/gazetteer-place-names';

/**
 * How the keywords are searched (decision 110). place: listings in or near it (an island or region:
 * its box, as the location filter; a smaller place: its box or a text naming it, as the words
 * did). words: the words the text must match, every one (`all`) or the most of them first (`any`).
 */
export type KeywordSearch = {
  place: (NamedPlace & { words: string[] }) | null;
  words: string[];
  mode: 'all' | 'any';
};

/** What the answer says was understood; `relaxed` when fewer words or no place had to be asked for. */
export type Understood = {
  place: { id: string; name: string; kind: NamedPlace['kind']; words: string[] } | null;
  words: string[];
  relaxed: 'none' | 'some-words' | 'without-place';
};

/** A place whose box alone is the filter (everything in it is in it): the location filter's bounds. */
export const isAreaPlace = (place: NamedPlace) =>
  place.kind === 'island' || place.kind === 'region';

/**
 * The searches to try, in order, until one finds something (issue 44 item 2, "never empty for no
 * reason"): the understood place and every word; the place and the most words; then, if a place was
 * understood, the words as typed without it, every one and the most. A search with a place chosen in
 * the location box (bounds) reads no place from the words.
 */
export function keywordSearches(params: SearchParams): {
  searches: KeywordSearch[];
  shownWords: string[];
} {
  if (!params.keywords) return { searches: [], shownWords: [] };
  const typed = keywordTerms(params.keywords);
  const understood = params.bounds
    ? null
    : understandQuery(params.keywords, (name) => placeNamed(name));
  const searches: KeywordSearch[] = [];
  const withWords = (place: KeywordSearch['place'], words: string[]) => {
    searches.push({ place, words, mode: 'all' });
    if (words.length > 1) searches.push({ place, words, mode: 'any' });
  };
  if (understood?.place) {
    withWords({ ...understood.place.place, words: understood.place.words }, understood.words);
    withWords(null, typed);
    return { searches, shownWords: understood.shownWords };
  }
  // No place: the generic words ("trip") still go when another word remains.
  withWords(null, understood?.words ?? typed);
  return { searches, shownWords: understood?.shownWords ?? typed };
}

/** The place's box when it is the whole filter (an island or a region), else the params' own. */
export const boundsOf = (search: KeywordSearch, params: SearchParams): Bounds | null =>
  search.place && isAreaPlace(search.place) ? search.place.bounds : params.bounds;

export function understoodOf(
  search: KeywordSearch,
  first: KeywordSearch,
  shownWords: string[],
  language: string,
): Understood {
  const place = search.place;
  return {
    place: place
      ? { id: place.id, name: place.toPlace(language).name, kind: place.kind, words: place.words }
      : null,
    words: search === first ? shownWords : search.words,
    relaxed:
      search === first ? 'none' : first.place && !search.place ? 'without-place' : 'some-words',
  };
}
