import { describe, expect, it } from 'vitest';
import { buildCatalogs, catalogs, pageNamespaces, type Messages } from './catalog';
import { locales } from './locales';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();

// Every message file on disk, whether it ships in the main bundle or with its pages.
const everyCatalog = buildCatalogs(
  import.meta.glob<Messages>('./messages/*/*.json', { eager: true, import: 'default' }),
);

describe('message catalogues', () => {
  const english = everyCatalog.en;
  it('has English messages', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });
  it.each(locales.filter((l) => l !== 'en'))(
    '%s has exactly the English keys, each translated with the same placeholders and tags',
    (locale) => {
      const catalog = everyCatalog[locale];
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(catalog)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english[key]!));
        expect(tags(text), key).toEqual(tags(english[key]!));
      }
    },
  );
  it('keeps the namespaces that ship with their pages out of the main bundle, and only those', () => {
    const inMain = new Set(Object.keys(catalogs.en).map((key) => key.split('.')[0]));
    const all = new Set(Object.keys(english).map((key) => key.split('.')[0]));
    expect([...all].filter((ns) => !inMain.has(ns)).sort()).toEqual([...pageNamespaces].sort());
  });
});
