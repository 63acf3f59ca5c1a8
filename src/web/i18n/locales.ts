import {
  defaultLanguage,
  formatLocales,
  languages,
  type Language,
} from '../../domain/languages.ts';

export const locales = languages;
export type Locale = Language;
export const defaultLocale: Locale = defaultLanguage;
/** The languages offered in the menu: all five have full catalogues (issue 14; decision 055). */
export const menuLocales: readonly Locale[] = languages;
export const localeStorageKey = 'lang';
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);
export { formatLocales };
// The sign-up form's messages: the sign-up page's bundle, and the operators' landing page's.
const signupForm = ['login', 'idp', 'or', 'validation', 'password', 'field', 'signup', 'confirm'];

/**
 * Message namespaces that ship with the pages using them instead of in the main catalogue, which every
 * first visit downloads (decision 051). Three forms:
 * - `[]`: the whole namespace is one bundle, named like it (`booking`);
 * - page names: the bundle `static.terms` holds the `static.terms.*` keys and those of no listed
 *   page (shared ones);
 * - groups of key prefixes (`{ login: ['login', 'idp'] }`): the bundle `accounts.login` holds the keys
 *   under those prefixes (`'*'`: every key, its weakest prefix); a key under none, or whose longest
 *   matching prefix is in the `main` group, stays in the main catalogue (what the shell — top bar, footer, banners, the reminder banner — and
 *   components of many pages show). A prefix in two groups puts its keys in both bundles.
 * Which route loads which bundles: `route-messages.ts`.
 */
export const pageNamespaces = {
  static: ['about', 'faq', 'contact', 'underConstruction', 'terms', 'privacy'],
  editor: [],
  // `menu`: the top bar's "Add a listing" stays in main.
  manage: { main: ['menu'], listings: ['*'] },
  partners: [],
  // The console (issue 43): its pages' bundle; the menu's link stays in main.
  console: { main: ['menu'], pages: ['*'] },
  // Signed-in and booking pages' namespaces (checkout, booking page, payments, payouts).
  checkout: [],
  transaction: [],
  payments: [],
  payouts: [],
  booking: [],
  landing: [],
  accounts: {
    // The top bar's menu, the limited-access banner, the reminder banner's e-mail form, any form's fields.
    main: [
      'authBusy',
      'logout',
      'logoutFailed',
      'menu',
      'limited',
      'demoOutbox',
      'password.show',
      'password.hide',
      'field.characterCount',
      'verify.resend',
      'verify.resent',
      'verify.tooMany',
      'verify.resendFailed',
      'verify.changeEmail',
    ],
    // One bundle a page: a prefix in several groups is in each of their bundles.
    login: ['login', 'idp', 'or', 'validation', 'password', 'field'],
    // With the landing pages' "signed in" card (the affiliates' landing loads this bundle).
    signup: [...signupForm, 'operators.signedInTitle', 'tabs.dashboard'],
    // The tour operators' landing page: its sign-up form, and the dashboard's tab name.
    operators: [...signupForm, 'operators', 'operators.signedInTitle', 'tabs.dashboard'],
    recovery: ['validation', 'password', 'field', 'recovery', 'reset'],
    verify: ['verify'],
    settings: [
      'save',
      'saved',
      'failedGeneric',
      'tabs',
      'tabs.dashboard',
      'profile',
      'contact',
      'quickReplies',
      'passwordChange',
      'deleteAccount',
      'dashboard',
    ],
    profilePage: ['profilePage'],
    outbox: ['outbox'],
  },
  affiliates: {
    // `share` and `link`: the top bar's share button (affiliates only) stays in main.
    dashboard: ['dashboard', 'flyer', 'tier', 'payouts'],
    // The commission table of the FAQ and the affiliates' landing pages.
    tiers: ['tiers'],
  },
  // `discountBadge`: the listing card (landing, search, profiles) stays in main.
  listing: { main: ['discountBadge'], page: ['*'] },
  // `location`: the search box (top bar, landing hero) stays in main; the map's come with the map,
  // but for `map.loading`, which the search page shows while the map (and its bundle) loads.
  // The filters' texts come with them (but for those of the page's "Filters" button and of /s/filters'
  // own bar), the empty state's and the category suggestions' with them.
  search: {
    main: ['location'],
    page: [
      '*',
      'map.loading',
      'filters.title',
      'filters.open',
      'filters.openWithCount',
      'filters.clear',
      'filters.cancel',
      'filters.show',
      'filters.showResults',
    ],
    map: ['map'],
    filters: ['filters'],
    empty: ['empty', 'noMatch', 'pageEmpty'],
    // The categories the keywords name, offered above the results when there are keywords.
    suggest: ['suggest'],
    // What the keywords were read as (decision 110), above the results when there are keywords.
    understood: ['understood'],
  },
  // The footer's texts come with it (below every page's fold); the top bar's and the rest stay in main,
  // with the tagline (every page's title) and the demo photos' credit (the about page).
  // The cookie banner's come with it: it loads only in a browser that has not chosen (decision 167).
  layout: {
    main: ['*', 'footer.tagline', 'credits.demoPhotos'],
    footer: ['footer', 'credits'],
    cookies: ['cookies'],
  },
  // The recommendation carousels' headings come with them (issue 48, decision 164).
  recommendations: [],
  // The reminder banner's texts come with it (features/reminders/reminder-gate.tsx).
  reminders: [],
  // The operator's departures and manifests (issue 46 item 1).
  departures: [],
  // The check-in app (issue 46 items 2 and 3).
  checkin: [],
  // The waitlist of a full departure (issue 46 item 5): the listing page's panel, the bookings area.
  waitlist: [],
  // A stay's range calendar in the booking panel (decision 177): with the panel, never the checkout.
  stay: [],
  // The operator's resellers: their grants and what they owe (issue 47).
  resellers: [],
  talk: {
    // `badge` (the top bar's inbox link) and `reviews.summary` (the listing card) stay in main.
    main: ['badge', 'reviews.summary'],
    // A listing's and a booking's page: reviews, the enquiry form and the messages.
    listing: ['reviews', 'messages', 'enquiry'],
    reviews: ['reviews'],
    inbox: ['inbox'],
  },
} as const satisfies Record<
  string,
  readonly string[] | Readonly<Record<string, readonly string[]>>
>;
type PageNamespaces = typeof pageNamespaces;
/** A catalogue module: the main one, or one of a page namespace (see pageNamespaces). */
export type MessageBundle =
  | 'main'
  | {
      [N in keyof PageNamespaces]: PageNamespaces[N] extends readonly []
        ? N
        : PageNamespaces[N] extends readonly string[]
          ? `${N}.${PageNamespaces[N][number]}`
          : `${N}.${Exclude<keyof PageNamespaces[N], 'main'> & string}`;
    }[keyof PageNamespaces];

/** The bundle names of a page namespace (see pageNamespaces). */
export const bundlesOfNamespace = (
  namespace: string,
  parts: readonly string[] | Readonly<Record<string, readonly string[]>>,
): string[] =>
  Array.isArray(parts)
    ? parts.length
      ? parts.map((page: string) => `${namespace}.${page}`)
      : [namespace]
    : Object.keys(parts)
        .filter((group) => group !== 'main')
        .map((group) => `${namespace}.${group}`);

/**
 * The bundles a key (without its namespace) of a namespace belongs to: ['main'] for a namespace
 * not in pageNamespaces or a key no group of it takes (see pageNamespaces).
 */
export function bundlesOfKey(namespace: string, key: string): string[] {
  const parts = (pageNamespaces as Record<string, unknown>)[namespace] as
    readonly string[] | Readonly<Record<string, readonly string[]>> | undefined;
  if (!parts) return ['main'];
  if (Array.isArray(parts)) {
    if (parts.length === 0) return [namespace];
    const page = key.split('.')[0]!;
    return parts.includes(page)
      ? [`${namespace}.${page}`]
      : parts.map((name: string) => `${namespace}.${name}`);
  }
  let best = -1;
  let groups: string[] = [];
  for (const [group, prefixes] of Object.entries(parts as Record<string, readonly string[]>))
    for (const prefix of prefixes)
      if (prefix === '*' || key === prefix || key.startsWith(`${prefix}.`)) {
        const strength = prefix === '*' ? 0 : prefix.length;
        if (strength > best) [best, groups] = [strength, [group]];
        else if (strength === best && !groups.includes(group)) groups.push(group);
      }
  if (!groups.length || groups.includes('main')) return ['main'];
  return groups.map((group) => `${namespace}.${group}`);
}

/** Every bundle name, main first. */
export const messageBundles = (): MessageBundle[] =>
  [
    'main',
    ...Object.entries(pageNamespaces).flatMap(([ns, parts]) => bundlesOfNamespace(ns, parts)),
  ] as MessageBundle[];
