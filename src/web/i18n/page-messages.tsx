import { use, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl } from './intl';
import { useLocale } from '../app/locale-context';
import { bundlesOf, loadedValue, preloadMessages } from './bundle-cache';
import type { CompiledMessages } from './catalog';
import { formatLocales, locales, type MessageBundle } from './locales';

/** Adds a page's own message bundles (current language, English underneath) to the app's; suspends until they are there. */
export function PageMessages({
  bundles,
  children,
}: {
  bundles: readonly MessageBundle[];
  children: ReactNode;
}) {
  const { locale } = useLocale();
  const loading = bundlesOf(locale, bundles);
  const loaded = loadedValue(loading);
  // Two components, each calling its hooks the same way on every render: one that called `use` only
  // while loading would be replayed by React with the wrong hooks (React error #467). Once it has
  // waited, a page keeps waiting through `use` (which then reads at once), so its parts are not
  // mounted again. Loaded texts are read without `use`: under the web tests' `act` it stops the work.
  const [hasAwaited, setHasAwaited] = useState(!loaded);
  if (!loaded && !hasAwaited) setHasAwaited(true);
  return hasAwaited || !loaded ? (
    <AwaitMessages loading={loading}>{children}</AwaitMessages>
  ) : (
    <WithMessages extra={loaded}>{children}</WithMessages>
  );
}

function AwaitMessages({
  loading,
  children,
}: {
  loading: Promise<CompiledMessages>;
  children: ReactNode;
}) {
  return <WithMessages extra={use(loading)}>{children}</WithMessages>;
}

function WithMessages({ extra, children }: { extra: CompiledMessages; children: ReactNode }) {
  const intl = useIntl();
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
 * fetched with its code, in the language it is first shown in, so that it renders at once when both
 * are there (a language chosen later loads them before switching: locale-context).
 */
export async function withTexts<P extends object>(
  code: Promise<ComponentType<P>>,
  bundles: readonly MessageBundle[],
  formatLocale: string,
): Promise<ComponentType<P>> {
  const locale = locales.find((language) => formatLocales[language] === formatLocale);
  const [Component] = await Promise.all([
    code,
    locale ? preloadMessages(locale, bundles).catch(() => null) : null,
  ]);
  return function WithTexts(props: P) {
    return (
      <PageMessages bundles={bundles}>
        <Component {...props} />
      </PageMessages>
    );
  };
}
