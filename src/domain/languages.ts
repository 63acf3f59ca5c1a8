// The languages of the product (spec 001 §2): the interface, emails and a user's stored language.
export const languages = ['en', 'pt', 'de', 'es', 'fr'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';
/** The languages an operator may translate a listing into; English is the original (issue 14). */
export const translationLanguages = ['pt', 'de', 'es', 'fr'] as const satisfies readonly Language[];
export type TranslationLanguage = (typeof translationLanguages)[number];
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);
/** The regional variant used for number, money and date formats (Portugal's Portuguese, British English). */
export const formatLocales: Record<Language, string> = {
  en: 'en-GB',
  pt: 'pt-PT',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
};
