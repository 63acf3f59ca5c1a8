import { defaultLanguage, formatLocales, languages, type Language } from '../../domain/languages';

export const locales = languages;
export type Locale = Language;
export const defaultLocale: Locale = defaultLanguage;
/** The languages offered in the menu (spec 001 §2); all five are supported through `lang`. */
export const menuLocales: Locale[] = ['en', 'pt'];
export const localeStorageKey = 'lang';
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);
export { formatLocales };
