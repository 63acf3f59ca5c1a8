import { describe, expect, it } from 'vitest';
import { placeNameIn } from './place-names';

describe('the map’s place names in the reader’s language', () => {
  it.each([
    ['Lisboa', 'en', 'Lisbon'],
    ['Lisboa', 'en-GB', 'Lisbon'],
    ['Lisboa', 'de', 'Lissabon'],
    ['Lisboa', 'fr', 'Lisbonne'],
    ['Lisboa', 'es', 'Lisboa'],
    ['Lisboa', 'pt', 'Lisboa'],
    ['Porto', 'es', 'Oporto'],
    ['Porto', 'de', 'Porto'],
    ['Funchal', 'de', 'Funchal'],
  ])('%s in %s is %s', (name, locale, shown) => {
    expect(placeNameIn(name, locale)).toBe(shown);
  });
});
