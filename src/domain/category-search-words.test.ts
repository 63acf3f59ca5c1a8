import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  categoriesNamedBy,
  categoriesNamedByKeywords,
  categorySearchWords,
  namesCategoryWord,
} from './category-search-words';
import { languages, type Language } from './languages';
import { categoryKeys } from './listing';
import { keywordTerms } from './search';

describe('namesCategoryWord', () => {
  it.each([
    ['boot', 'boot', true],
    ['Bootstouren', 'boot', true],
    ['boats', 'boat', true],
    ['jardines', 'jardin', true],
    ['Randonnée', 'randonnee', true],
    ['wandern', 'wander', true],
    ['canyo', 'canyoning', true], // the beginning, from five letters
    ['can', 'canyoning', false],
    ['spa', 'spa', true],
    ['spain', 'spa', false], // a three-letter word is matched whole, in the singular or plural
    ['vins', 'vin', true],
    ['vinegar', 'vin', false],
    ['boa', 'boat', false],
  ])('%s names %s: %s', (searched, word, expected) => {
    expect(namesCategoryWord(searched, word)).toBe(expected);
  });
});

describe('categoriesNamedBy', () => {
  it.each<[string, Language[], string[]]>([
    ['boot', ['de', 'en', 'pt'], ['boattours']],
    ['boot', ['en', 'pt'], []], // not an English or Portuguese word for a boat
    ['wein', ['de', 'en', 'pt'], ['wine']],
    ['randonnée', ['fr', 'en', 'pt'], ['hiking']],
    ['vinho', ['en', 'pt'], ['wine']],
    ['barco', ['es', 'en', 'pt'], ['boattours']],
    ['4x4', ['en', 'pt'], ['offroad']],
    ['levada', ['en', 'pt'], []],
    ['tour', ['en', 'pt'], []],
  ])('%s in %j → %j', (searched, searchLanguages, expected) => {
    expect(categoriesNamedBy(searched, searchLanguages)).toEqual(expected);
  });
});

describe('categoriesNamedByKeywords', () => {
  it.each<[string, Language, string[]]>([
    ['Bootstouren', 'de', ['boattours']],
    ['Bootstouren', 'fr', []], // read in French, English and Portuguese only
    ['vinho e barco', 'es', ['boattours', 'wine']], // in the order of categoryKeys
    ['boat boats sailing', 'en', ['boattours']], // each once
    ['Randonnée à Funchal', 'fr', ['hiking']],
    ['funchal levada', 'de', []],
    ['', 'en', []],
  ])('%s read in %s → %j', (keywords, reader, expected) => {
    expect(categoriesNamedByKeywords(keywords, reader)).toEqual(expected);
  });
});

// Names whose every word another search means too ("Visitas turísticas") or that the keywords cut
// apart ("Bem-estar" → bem, estar): their category is found by the words listed for it instead.
const namesWithoutOwnWord = new Set([
  'pt:sightseeing',
  'es:sightseeing',
  'fr:sightseeing',
  'pt:wellbeing',
  'fr:wellbeing',
]);

describe('the categories as the site names them', () => {
  const names = (language: Language) =>
    JSON.parse(
      readFileSync(new URL(`../web/i18n/messages/${language}/categories.json`, import.meta.url), {
        encoding: 'utf8',
      }),
    ) as Record<string, string>;

  it.each(languages)('each category name in %s holds a word that finds it', (language) => {
    for (const key of categoryKeys) {
      if (namesWithoutOwnWord.has(`${language}:${key}`)) continue;
      const found = keywordTerms(names(language)[key]!).some((term) =>
        categoriesNamedBy(term, [language]).includes(key),
      );
      expect(found, `${language} "${names(language)[key]}" (${key})`).toBe(true);
    }
  });

  it('every word is lower case without accents, and names its own category', () => {
    for (const key of categoryKeys)
      for (const language of languages)
        for (const word of categorySearchWords[key][language]) {
          expect(word).toBe(word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
          expect(categoriesNamedBy(word, [language])).toContain(key);
        }
  });
});
