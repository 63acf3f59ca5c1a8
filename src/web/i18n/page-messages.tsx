import { use, useMemo, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl } from './intl';
import { useLocale } from '../app/locale-context';
import { bundlesOf, preloadMessages } from './bundle-cache';
import type { CompiledMessages } from './catalog';
import { isLocale, type MessageBundle } from './locales';

/** Adds a page's own message bundles (current language, English underneath) to the app's; suspends until they are there. */
export function PageMessages({
  bundles,
  children,
}: {
  bundles: readonly MessageBundle[];
  children: ReactNode;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const extra = use(bundlesOf(locale, bundles));
  const messages = useMemo(
    () => ({ ...intl.messages, ...extra }) as CompiledMessages,
    [intl.messages, extra],
  );
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      messages={messages}
      onError={intl.onError}
    >
      {children}
    </IntlProvider>
  );
}

/**
 * A part loaded beside its page (`besideThePage`) with the bundles only it shows: its texts are
 * fetched with its code, so that it renders at once when both are there. The language is the
 * page's (`<html lang>`); in another, PageMessages loads them first (and a language chosen later
 * loads them before switching: locale-context).
 */
export async function withTexts<P extends object>(
  code: Promise<ComponentType<P>>,
  bundles: readonly MessageBundle[],
): Promise<ComponentType<P>> {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  const [Component] = await Promise.all([
    code,
    isLocale(lang) ? preloadMessages(lang, bundles).catch(() => null) : null,
  ]);
  return function WithTexts(props: P) {
    return (
      <PageMessages bundles={bundles}>
        <Component {...props} />
      </PageMessages>
    );
  };
}
