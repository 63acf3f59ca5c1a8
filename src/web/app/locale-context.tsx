import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { IntlProvider } from '../i18n/intl';
import { languageCookie } from '../../contracts/routes';
import { loadedBundles, preloadMessages } from '../i18n/bundle-cache';
import { loadMessages, type CompiledMessages } from '../i18n/catalog';
import { messagesOfPath } from '../i18n/route-messages';
import { cookieString } from '../lib/cookies';
import { readStored, writeStored } from '../lib/storage';
import {
  defaultLocale,
  formatLocales,
  isLocale,
  localeStorageKey,
  type Locale,
} from '../i18n/locales';

type LocaleState = {
  /** The interface language (a catalogue). */
  locale: Locale;
  /** The regional locale for Intl formats of numbers, money and dates (e.g. pt-PT). */
  formatLocale: string;
  setLocale: (locale: Locale) => void;
};
const LocaleContext = createContext<LocaleState>({
  locale: defaultLocale,
  formatLocale: formatLocales[defaultLocale],
  setLocale: () => {},
});

/** The stored language (`lang` in local storage), or English. Safe to call where there is no browser. */
export function readStoredLocale(): Locale {
  if (typeof window === 'undefined') return defaultLocale;
  const stored = readStored(() => window.localStorage, localeStorageKey);
  return isLocale(stored) ? stored : defaultLocale;
}

/**
 * The language of the first render: `lang` in the URL (a shared link in a language; kept as the
 * choice), else the stored one, else the one the server rendered for the browser's Accept-Language.
 */
export function initialLocale(): Locale {
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(fromUrl)) {
    rememberLocale(fromUrl);
    return fromUrl;
  }
  if (hasStoredLocale()) return readStoredLocale();
  const fromServer = document.documentElement.lang;
  return isLocale(fromServer) ? fromServer : defaultLocale;
}

/** Keeps the choice in this browser, and in a cookie so that the server renders pages in it (decision 053). */
function rememberLocale(locale: Locale) {
  document.cookie = cookieString(languageCookie, locale, {
    maxAgeSeconds: 365 * 24 * 60 * 60,
    secure: window.location.protocol === 'https:',
  });
  // Storage blocked: the choice still applies for this visit (and the cookie keeps it).
  writeStored(() => window.localStorage, localeStorageKey, locale);
}

/** Whether this browser has a language of its own choosing (else the default shows, and a signed-in user's language may take over). */
export function hasStoredLocale(): boolean {
  return isLocale(readStored(() => window.localStorage, localeStorageKey));
}

/**
 * The language and its messages. The first language's messages are loaded before the app renders
 * (main.tsx, the server), so the first render is complete; another language's catalogue is fetched
 * when chosen, and the interface switches once it has arrived.
 */
export function LocaleProvider({
  children,
  initialLocale,
  initialMessages,
}: {
  children: ReactNode;
  initialLocale: Locale;
  initialMessages: CompiledMessages;
}) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });
  const wanted = useRef(initialLocale);
  const setLocale = useCallback((next: Locale) => {
    // The page's own bundles too (i18n/route-messages.ts), and those of parts loaded beside it: the
    // page then shows no skeleton while they load.
    const bundles = new Set([
      ...messagesOfPath(window.location.pathname),
      ...loadedBundles(wanted.current),
    ]);
    wanted.current = next;
    rememberLocale(next);
    void Promise.all([loadMessages(next), preloadMessages(next, [...bundles])]).then(
      ([messages]) => {
        // A later choice wins over an earlier one whose catalogue arrived late.
        if (wanted.current === next) setState({ locale: next, messages });
      },
      () => {}, // offline: keep the current language
    );
  }, []);

  const { locale, messages } = state;
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const value = useMemo(
    () => ({ locale, formatLocale: formatLocales[locale], setLocale }),
    [locale, setLocale],
  );
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider
        locale={formatLocales[locale]}
        defaultLocale={formatLocales[defaultLocale]}
        messages={messages}
        onError={reportIntlError}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

// A missing key falls back to English (the catalogues carry English underneath); anything else is a developer error worth seeing.
function reportIntlError(error: { code?: string; message: string }) {
  if (error.code === 'MISSING_TRANSLATION') return;
  if (import.meta.env.DEV) console.error(error.message);
}

export const useLocale = () => useContext(LocaleContext);
