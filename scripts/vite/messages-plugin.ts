import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const publicId = 'virtual:levada-messages';
const resolvedId = `\0${publicId}`;

type Flat = Record<string, string>;

/** Where the build keeps every message for the server (not served: the server skips dot folders). */
export const pageTextsFile = '.vite/page-texts.json';

/** Every message of a language folder, keyed "{namespace}.{key}". */
export function readAll(dir: string, locale: string): Flat {
  const out: Flat = {};
  const folder = path.join(dir, locale);
  for (const file of fs.readdirSync(folder).sort()) {
    if (!file.endsWith('.json')) continue;
    const namespace = file.replace(/\.json$/, '');
    const messages = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Flat;
    for (const [key, value] of Object.entries(messages)) out[`${namespace}.${key}`] = value;
  }
  return out;
}

/**
 * The message catalogues as the browser gets them (decision 051): one module per language and bundle
 * ("main": every namespace but those shipped with their pages; then one per page namespace or page),
 * English underneath for keys a language lacks, each message precompiled to the ICU AST (what
 * `formatjs compile --ast` writes) so the browser needs no message parser.
 * `virtual:levada-messages` exports `loaders.en[bundle]()` and, for another language,
 * `loaders[locale]()`, which gives that language's `[bundle]()`.
 */
export function messagesPlugin({
  dir,
  locales,
  bundlesOf,
  bundles,
}: {
  dir: string;
  locales: readonly string[];
  /** The bundles a key of a namespace belongs to (`bundlesOfKey` of src/web/i18n/locales.ts). */
  bundlesOf: (namespace: string, key: string) => string[];
  bundles: readonly string[];
}): Plugin {
  /** Whether a key (without namespace) of a namespace belongs to a bundle. */
  const belongs = (bundle: string, namespace: string, key: string): boolean =>
    bundlesOf(namespace, key).includes(bundle);
  const read = (locale: string, bundle: string): Flat =>
    Object.fromEntries(
      Object.entries(readAll(dir, locale)).filter(([id]) => {
        const [namespace, ...rest] = id.split('.');
        return belongs(bundle, namespace!, rest.join('.'));
      }),
    );
  const compiled = (locale: string, bundle: string) => {
    const messages = { ...read('en', bundle), ...read(locale, bundle) };
    return Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
  };
  return {
    name: 'levada-messages',
    // The server writes page titles, descriptions and share texts into the HTML (decision 052): every
    // message of every language as written, English underneath, beside the build's manifest.
    generateBundle() {
      if (this.environment.name !== 'client') return; // the server renderer reads its messages as the browser does
      const all = Object.fromEntries(
        locales.map((locale) => [locale, { ...readAll(dir, 'en'), ...readAll(dir, locale) }]),
      );
      this.emitFile({ type: 'asset', fileName: pageTextsFile, source: JSON.stringify(all) });
    },
    resolveId(id) {
      if (id === publicId || id.startsWith(`${publicId}/`)) return `\0${id}`;
      return null;
    },
    load(id) {
      // English's loaders are in the module every page imports; another language's come in a small
      // module of their own, loaded with its messages (the server names it in the HTML): 125 chunk
      // names with their hashes were 2 KiB of every first visit.
      const bundleLoaders = (locale: string) =>
        `{${bundles
          .map(
            (bundle) =>
              `${JSON.stringify(bundle)}: () => import(${JSON.stringify(`${publicId}/${locale}/${bundle}`)})`,
          )
          .join(', ')}}`;
      if (id === resolvedId) {
        const entries = locales.map((locale) =>
          locale === 'en'
            ? `"en": ${bundleLoaders(locale)}`
            : `${JSON.stringify(locale)}: () => import(${JSON.stringify(`${publicId}/${locale}`)}).then((m) => m.loaders)`,
        );
        return `export const loaders = {${entries.join(',\n')}};`;
      }
      if (id.startsWith(`${resolvedId}/`) && !id.slice(resolvedId.length + 1).includes('/')) {
        const locale = id.slice(resolvedId.length + 1);
        if (!locales.includes(locale) || locale === 'en') return null;
        return `export const loaders = ${bundleLoaders(locale)};`;
      }
      if (id.startsWith(`${resolvedId}/`)) {
        const [locale, bundle] = id.slice(resolvedId.length + 1).split('/') as [string, string];
        if (!locales.includes(locale) || !bundles.includes(bundle)) return null;
        // A changed catalogue rebuilds in dev (files, not folders: Vite resolves what is watched).
        for (const folder of new Set(['en', locale]))
          for (const file of fs.readdirSync(path.join(dir, folder)))
            if (file.endsWith('.json')) this.addWatchFile(path.join(dir, folder, file));
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled(locale, bundle)))});`;
      }
      return null;
    },
  };
}
