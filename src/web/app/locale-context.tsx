import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { messagesFor } from '../i18n/catalog';
import { defaultLocale, formatLocales, isLocale, localeStorageKey, type Locale } from '../i18n/locales';

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
  try {
    const stored = window.localStorage.getItem(localeStorageKey);
    return isLocale(stored) ? stored : defaultLocale;
  } catch {
    return defaultLocale; // storage blocked
  }
}

/** Whether this browser has a language of its own choosing (else the default shows, and a signed-in user's language may take over). */
export function hasStoredLocale(): boolean {
  try {
    return isLocale(window.localStorage.getItem(localeStorageKey));
  } catch {
    return false;
  }
}

export function LocaleProvider({ children, initialLocale }: { children: ReactNode; initialLocale?: Locale }) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? readStoredLocale());
  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    try {
      window.localStorage.setItem(localeStorageKey, next);
    } catch {
      // The choice still applies for this visit.
    }
  }, []);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const messages = useMemo(() => messagesFor(locale), [locale]);
  const value = useMemo(() => ({ locale, formatLocale: formatLocales[locale], setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={formatLocales[locale]} defaultLocale={formatLocales[defaultLocale]} messages={messages} onError={reportIntlError}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

// A missing key falls back to English (messagesFor); anything else is a developer error worth seeing.
function reportIntlError(error: { code?: string; message: string }) {
  if (error.code === 'MISSING_TRANSLATION') return;
  if (import.meta.env.DEV) console.error(error.message);
}

export const useLocale = () => useContext(LocaleContext);
