import { defaultLanguage, formatLocales, languages, type Language } from '../../domain/languages';

export const locales = languages;
export type Locale = Language;
export const defaultLocale: Locale = defaultLanguage;
/** The languages offered in the menu: all five have full catalogues (issue 14; decision 055). */
export const menuLocales: readonly Locale[] = languages;
export const localeStorageKey = 'lang';
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);
export { formatLocales };
