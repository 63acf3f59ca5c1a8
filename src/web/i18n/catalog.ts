import { defaultLocale, locales, type Locale } from './locales';

// Catalogues live in messages/{locale}/{namespace}.json; a key is used as "{namespace}.{key}".
type Messages = Record<string, string>;
const files = import.meta.glob<Messages>('./messages/*/*.json', { eager: true, import: 'default' });

function build(): Record<Locale, Messages> {
  const out = Object.fromEntries(locales.map((l) => [l, {} as Messages])) as Record<Locale, Messages>;
  for (const [file, messages] of Object.entries(files)) {
    const match = /\.\/messages\/([a-z]{2})\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, locale, namespace] = match as unknown as [string, Locale, string];
    for (const [key, value] of Object.entries(messages)) out[locale][`${namespace}.${key}`] = value;
  }
  return out;
}

export const catalogs = build();

/** The locale's messages with English underneath, so a missing key falls back to English. */
export const messagesFor = (locale: Locale): Messages => ({ ...catalogs[defaultLocale], ...catalogs[locale] });
