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
/**
 * Message namespaces that ship with the pages using them instead of in the main catalogue, which every
 * first visit downloads (decision 051). A namespace with page names is split further: the bundle
 * `static.terms` holds the `static.terms.*` keys and those of no listed page (shared ones).
 */
export const pageNamespaces = {
  static: ['about', 'faq', 'contact', 'underConstruction', 'terms', 'privacy'],
  editor: [],
  manage: [],
  partners: [],
  // Signed-in and booking pages' namespaces (checkout, booking page, payments, payouts).
  checkout: [],
  transaction: [],
  payments: [],
  payouts: [],
} as const satisfies Record<string, readonly string[]>;
type PageNamespaces = typeof pageNamespaces;
/** A catalogue module: the main one, or one of a page namespace (see pageNamespaces). */
export type MessageBundle =
  | 'main'
  | {
      [N in keyof PageNamespaces]: PageNamespaces[N] extends readonly []
        ? N
        : `${N}.${PageNamespaces[N][number]}`;
    }[keyof PageNamespaces];

/** Every bundle name, main first. */
export const messageBundles = (): MessageBundle[] =>
  [
    'main',
    ...Object.entries(pageNamespaces).flatMap(([ns, pages]: [string, readonly string[]]) =>
      pages.length ? pages.map((page) => `${ns}.${page}`) : [ns],
    ),
  ] as MessageBundle[];
