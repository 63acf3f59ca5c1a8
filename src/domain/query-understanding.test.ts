import { describe, expect, it } from 'vitest';
import { keywordsWithoutPlace, nearWordsOf, understandQuery } from './query-understanding';

const places: Record<string, string> = {
  madeira: 'island',
  lisboa: 'municipality',
  lisbon: 'municipality',
  'porto santo': 'municipality',
  porto: 'municipality',
  funchal: 'municipality',
};
const lookup = (name: string) => places[name] ?? null;

describe('understandQuery', () => {
  it.each([
    ['levada walk madeira', ['madeira'], ['levada', 'walk'], ['levada', 'walk']],
    ['boat trips in Madeira', ['madeira'], ['boat'], ['boat']],
    ['Madeira Island', ['madeira'], [], []],
    ['ilha da Madeira', ['madeira'], [], []],
    ['Wandern auf Madeira', ['madeira'], ['wandern'], ['wandern']],
    ['mergulho Porto Santo', ['porto', 'santo'], ['mergulho'], ['mergulho']],
    ['Lisbôa', ['lisbôa'], [], []],
    ['surf em Lisboa', ['lisboa'], ['surf'], ['surf']],
    ['port wine', null, ['port', 'wine'], ['port', 'wine']],
    ['trip', null, ['trip'], ['trip']],
    ['pôr do sol', null, ['pôr', 'do', 'sol'], ['pôr', 'sol']],
  ])('%j → place %j, words %j', (keywords, placeWords, words, shown) => {
    const understood = understandQuery(keywords, lookup);
    expect(understood.place?.words ?? null).toEqual(placeWords);
    expect(understood.words).toEqual(words);
    expect(understood.shownWords).toEqual(shown);
  });
});

describe('nearWordsOf', () => {
  it.each([
    ['walk', 'levada', true],
    ['Wanderungen', 'levada', true],
    ['trilhos', 'caminhada', true],
    ['levada', 'walk', false],
    ['boat', 'catamaran', true],
    ['schooner', 'boat', false],
    ['golfinhos', 'whale', true],
    ['Delfine', 'dolphin', true],
    ['mergulho', 'diving', true],
    ['surf', 'bodyboard', true],
    ['boot', 'boat', false],
    ['wine', 'boat', false],
  ])('%s stands for %s: %s', (word, near, expected) => {
    expect(nearWordsOf(word).includes(near)).toBe(expected);
  });
});

describe('keywordsWithoutPlace (the search without the understood place)', () => {
  it.each([
    ['levada walk Madeira', ['madeira'], 'levada walk'],
    ['boat trip in Madeira', ['madeira'], 'boat trip'],
    ['Madeira Island dolphins', ['madeira'], 'dolphins'],
    ['passeio de barco na ilha da Madeira', ['madeira'], 'passeio de barco'],
    ['Lisboa', ['lisboa'], ''],
    ['surf porto santo', ['porto', 'santo'], 'surf'],
    ['câmara de lobos walk', ['câmara', 'de', 'lobos'], 'walk'],
    // Words the answer named that are not there: the keywords as they are.
    ['levada walk', ['madeira'], 'levada walk'],
  ])('%j without %j is %j', (keywords, place, expected) => {
    expect(keywordsWithoutPlace(keywords, place)).toBe(expected);
  });
});
