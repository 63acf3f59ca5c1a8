import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './catalog';
import { bundlesOfKey, locales, messageBundles } from './locales';
import { everyCatalog } from '../test/messages';

/** The arguments a message uses, at any depth of its select and plural branches, each once. */
const placeholders = (text: string) => {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal)
        names.add(element.value);
      if ('options' in element)
        for (const option of Object.values(element.options)) visit(option.value);
      if ('children' in element) visit(element.children);
    }
  };
  visit(parse(text));
  return [...names].sort();
};
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();

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
  it('keeps in the main bundle exactly the keys no page bundle takes', async () => {
    const inMain = new Set(Object.keys(await loadMessages('en')));
    for (const id of Object.keys(english)) {
      const [namespace, ...key] = id.split('.');
      expect(inMain.has(id), id).toBe(bundlesOfKey(namespace!, key.join('.')).includes('main'));
    }
    // Whole namespaces out, and only the shell's keys of the split ones in.
    const namespacesInMain = new Set([...inMain].map((key) => key.split('.')[0]));
    for (const namespace of ['static', 'editor', 'checkout', 'booking', 'landing'])
      expect(namespacesInMain.has(namespace), namespace).toBe(false);
    for (const prefix of ['accounts.signup.', 'accounts.login.', 'search.filters.', 'talk.inbox.'])
      expect([...inMain].filter((key) => key.startsWith(prefix))).toEqual([]);
    for (const kept of [
      'accounts.menu.profile',
      'accounts.limited.text',
      'talk.badge.inbox',
      'talk.reviews.summary',
      'search.location.label',
      'listing.discountBadge',
      'manage.menu.newListing',
      'affiliates.share.button',
    ])
      expect(inMain.has(kept), kept).toBe(true);
  });
  it('puts a key in the group of its longest prefix, `*` last, `main` meaning the main bundle', () => {
    expect(bundlesOfKey('accounts', 'signup.title')).toEqual([
      'accounts.signup',
      'accounts.operators',
    ]);
    expect(bundlesOfKey('accounts', 'login.title')).toEqual([
      'accounts.login',
      'accounts.signup',
      'accounts.operators',
    ]);
    expect(bundlesOfKey('accounts', 'verify.resend')).toEqual(['main']);
    expect(bundlesOfKey('accounts', 'verify.title')).toEqual(['accounts.verify']);
    expect(bundlesOfKey('accounts', 'tabs.dashboard')).toEqual([
      'accounts.signup',
      'accounts.operators',
      'accounts.settings',
    ]);
    // The longest prefix decides: the landing pages' signed-in title is in both landings' bundles.
    expect(bundlesOfKey('accounts', 'operators.signedInTitle')).toEqual([
      'accounts.signup',
      'accounts.operators',
    ]);
    expect(bundlesOfKey('accounts', 'operators.title')).toEqual(['accounts.operators']);
    expect(bundlesOfKey('affiliates', 'tiers.caption')).toEqual(['affiliates.tiers']);
    expect(bundlesOfKey('affiliates', 'tier.standard')).toEqual(['affiliates.dashboard']);
    expect(bundlesOfKey('search', 'map.zoomIn')).toEqual(['search.map']);
    expect(bundlesOfKey('search', 'map.loading')).toEqual(['search.page']);
    expect(bundlesOfKey('search', 'filters.title')).toEqual(['search.page']);
    expect(bundlesOfKey('search', 'location.label')).toEqual(['main']);
    expect(bundlesOfKey('landing', 'hero.title')).toEqual(['landing']);
    expect(bundlesOfKey('static', 'toc.label')).toContain('static.terms');
    expect(bundlesOfKey('layout', 'anything')).toEqual(['main']);
  });
  it.each(locales)(
    'compiles %s into bundles that together hold every key, English underneath, no parser needed',
    async (locale) => {
      const parts = await Promise.all(
        messageBundles().map((bundle) => loadMessages(locale, bundle)),
      );
      expect(Object.keys(Object.assign({}, ...parts)).sort()).toEqual(Object.keys(english).sort());
      for (const message of parts.flatMap((part) => Object.values(part)))
        expect(Array.isArray(message)).toBe(true);
    },
  );
  it('gives a static page its own texts and the shared ones, not those of the other pages', async () => {
    const terms = Object.keys(await loadMessages('pt', 'static.terms'));
    expect(terms).toContain('static.terms.title');
    expect(terms).toContain('static.toc.label');
    expect(terms.some((key) => key.startsWith('static.privacy.'))).toBe(false);
  });
});
