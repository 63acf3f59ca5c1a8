import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LocaleProvider } from '../app/locale-context';
import { buildRoutes } from '../app/routes';
import type { PageRegistry } from '../app/page-registry';
import { takeAsLoaded } from '../i18n/bundle-cache';
import { messageBundles, type Locale } from '../i18n/locales';
import { testMessages } from './messages';

// Lazy pages resolve in a later tick; on a busy machine that can take several seconds (the first import transforms the page).
configure({ asyncUtilTimeout: 15_000 });

/** Providers of the real app (query cache without retries, messages) around test content. */
export function TestProviders({
  children,
  locale = 'en',
  queryClient,
}: {
  children: ReactNode;
  locale?: Locale;
  /** A cache prepared by the test (e.g. with a server-rendered page's reads). */
  queryClient?: QueryClient;
}) {
  const [client] = useState(
    () => queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const [messages] = useState(() => {
    const all = testMessages(locale);
    // Pages' and their parts' own bundles too (a part loaded in one test's language may render in
    // another's): they are in the test catalogue.
    takeAsLoaded(
      locale,
      messageBundles().filter((bundle) => bundle !== 'main'),
      all,
    );
    return all;
  });
  return (
    <QueryClientProvider client={client}>
      <LocaleProvider initialLocale={locale} initialMessages={messages}>
        {children}
      </LocaleProvider>
    </QueryClientProvider>
  );
}

/** The real route tree in memory at a path, with the given pages, in a language (English unless given). */
export function renderApp(
  path: string,
  pages: PageRegistry,
  { locale = 'en', queryClient }: { locale?: Locale; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(buildRoutes(pages), { initialEntries: [path] });
  const view = render(
    <TestProviders locale={locale} queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...view };
}
