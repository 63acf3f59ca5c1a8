import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { shouldRetry } from '../features/listings/listing-queries';
import type { CompiledMessages } from '../i18n/catalog';
import type { Locale } from '../i18n/locales';
import { LocaleProvider } from './locale-context';
import { buildRoutes } from './routes';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}

/** What every page stands on, in the browser and on the server: the data cache, the language and its messages. */
export function AppProviders({
  queryClient,
  locale,
  messages,
  children,
}: {
  queryClient: QueryClient;
  locale: Locale;
  messages: CompiledMessages;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider initialLocale={locale} initialMessages={messages}>
        {children}
      </LocaleProvider>
    </QueryClientProvider>
  );
}

/** The browser app. `queryClient` holds what the server rendered with (decision 053). */
export function App({
  locale,
  messages,
  queryClient,
}: {
  locale: Locale;
  messages: CompiledMessages;
  queryClient: QueryClient;
}) {
  const [routes] = useState(buildRoutes);
  // Marks the page live: a click on a server-rendered control before this is lost (journeys wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AppProviders queryClient={queryClient} locale={locale} messages={messages}>
      {/* The declarative router: half the code of the data router, whose loaders we do not use (decision 051). */}
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProviders>
  );
}

export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
