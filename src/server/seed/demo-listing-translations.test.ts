import { describe, expect, it } from 'vitest';
import { demoListings } from './demo-listings';
import { de } from './demo-listing-translations-de';
import { es } from './demo-listing-translations-es';
import { fr } from './demo-listing-translations-fr';

describe('the demo listings in German, Spanish and French', () => {
  it('name only listings that exist, each of them once per language', () => {
    const titles = new Set(demoListings.map((listing) => listing.en.title));
    for (const texts of [de, es, fr]) {
      expect(Object.keys(texts).filter((title) => !titles.has(title))).toEqual([]);
      expect([...titles].filter((title) => !texts[title])).toEqual([]);
    }
  });

  it('keep the paragraphs of the English description and give a meeting point where English does', () => {
    for (const listing of demoListings) {
      for (const texts of [de, es, fr]) {
        const text = texts[listing.en.title]!;
        expect(text.description.split('\n\n')).toHaveLength(
          listing.en.description.split('\n\n').length,
        );
        expect(Boolean(text.meetingPoint)).toBe(Boolean(listing.en.meetingPoint));
      }
    }
  });
});
