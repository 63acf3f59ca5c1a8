import { parse } from '@formatjs/icu-messageformat-parser';
import { buildCatalogs, withEnglish, type CompiledMessages, type Messages } from '../i18n/catalog';
import type { Locale } from '../i18n/locales';

/** Every message file as written (not compiled), for tests that read the texts. */
export const everyCatalog = buildCatalogs(
  import.meta.glob<Messages>('../i18n/messages/*/*.json', { eager: true, import: 'default' }),
);

/** Every message of a language with English underneath, compiled as the build compiles them. */
export const testMessages = (locale: Locale): CompiledMessages =>
  Object.fromEntries(
    Object.entries(withEnglish(locale, everyCatalog)).map(([key, text]) => [key, parse(text)]),
  );
