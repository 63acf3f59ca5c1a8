import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
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

/** The browser app: data cache, language and messages, and the router. */
export function App({ locale, messages }: { locale: Locale; messages: CompiledMessages }) {
  const [queryClient] = useState(createQueryClient);
  const [routes] = useState(buildRoutes);
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider initialLocale={locale} initialMessages={messages}>
        {/* The declarative router: half the code of the data router, whose loaders we do not use (decision 051). */}
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      </LocaleProvider>
    </QueryClientProvider>
  );
}

export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
