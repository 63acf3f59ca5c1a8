import type { CompiledMessages } from './intl';
import { loaders } from 'virtual:levada-messages';
import { defaultLocale, locales, type Locale, type MessageBundle } from './locales';

// Catalogues live in messages/{locale}/{namespace}.json; a key is used as "{namespace}.{key}".
export type Messages = Record<string, string>;
/** What the browser gets: each message precompiled to its ICU syntax tree (decision 051). */
export type { CompiledMessages };

export { pageNamespaces, type MessageBundle } from './locales';

/**
 * One language's messages of one bundle, English underneath for missing keys: only the active
 * language is ever downloaded (scripts/vite/messages-plugin.ts builds the modules).
 */
export async function loadMessages(
  locale: Locale,
  bundle: MessageBundle = 'main',
): Promise<CompiledMessages> {
  const table = loaders[locale];
  const load = (typeof table === 'function' ? await table() : table)[bundle];
  if (!load) throw new Error(`No message bundle ${bundle} for ${locale}`);
  const module = await load();
  return module.default;
}

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

/** The locale's messages with English underneath, so a missing key falls back to English. */
export const withEnglish = (locale: Locale, from: Record<Locale, Messages>): Messages => ({
  ...from[defaultLocale],
  ...from[locale],
});
