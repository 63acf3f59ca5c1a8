import { describe, expect, it } from 'vitest';
import { catalogs } from './catalog';
import { locales } from './locales';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  const english = catalogs.en;
  it('has English messages', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });
  it.each(locales.filter((l) => l !== 'en'))('%s has exactly the English keys, each translated with the same placeholders', (locale) => {
    const catalog = catalogs[locale];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(catalog)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english[key]!));
    }
  });
});
