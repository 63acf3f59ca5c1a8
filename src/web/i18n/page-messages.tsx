import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useLocale } from '../app/locale-context';
import { loadMessages, type CompiledMessages } from './catalog';
import type { Locale, MessageBundle } from './locales';

// One promise per language and set of bundles, kept: `use` needs the same promise on every attempt.
const loaded = new Map<string, Promise<CompiledMessages>>();
const bundlesOf = (
  locale: Locale,
  bundles: readonly MessageBundle[],
): Promise<CompiledMessages> => {
  const key = `${locale}/${bundles.join(',')}`;
  let messages = loaded.get(key);
  if (!messages) {
    messages = Promise.all(bundles.map((bundle) => loadMessages(locale, bundle))).then(
      (parts) => Object.assign({}, ...parts) as CompiledMessages,
    );
    loaded.set(key, messages);
  }
  return messages;
};

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
