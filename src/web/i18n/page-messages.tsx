import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from './intl';
import { useLocale } from '../app/locale-context';
import { bundlesOf } from './bundle-cache';
import type { CompiledMessages } from './catalog';
import type { MessageBundle } from './locales';

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
