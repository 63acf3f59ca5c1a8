import { defaultLocale, locales, type Locale } from './locales';

// Catalogues live in messages/{locale}/{namespace}.json; a key is used as "{namespace}.{key}".
export type Messages = Record<string, string>;

/**
 * Namespaces that ship with the pages using them instead of in the main bundle: the static pages' long
 * texts (legal pages in five languages) would otherwise weigh on every first visit. See staticCatalogs.
 */
export const pageNamespaces = ['static'] as const;

/** The catalogue of each locale from message files keyed by their path (as import.meta.glob gives them). */
export function buildCatalogs(files: Record<string, Messages>): Record<Locale, Messages> {
  const out = Object.fromEntries(locales.map((l) => [l, {} as Messages])) as Record<
    Locale,
    Messages
  >;
  for (const [file, messages] of Object.entries(files)) {
    const match = /messages\/([a-z]{2})\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, locale, namespace] = match as unknown as [string, Locale, string];
    for (const [key, value] of Object.entries(messages)) out[locale][`${namespace}.${key}`] = value;
  }
  return out;
}

const files = import.meta.glob<Messages>(['./messages/*/*.json', '!./messages/*/static.json'], {
  eager: true,
  import: 'default',
});

export const catalogs = buildCatalogs(files);

/** The locale's messages with English underneath, so a missing key falls back to English. */
export const messagesFor = (
  locale: Locale,
  from: Record<Locale, Messages> = catalogs,
): Messages => ({
  ...from[defaultLocale],
  ...from[locale],
});
