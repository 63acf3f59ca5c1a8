import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, QueryClient, skipToken, type Query } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders, AppRoutes } from './app/app';
import { RedirectContext, type RedirectSink } from './app/redirect';
import { buildRoutes } from './app/routes';
import { loadMessages, type CompiledMessages } from './i18n/catalog';
import type { Locale } from './i18n/locales';
import { setFetchSource } from './lib/api';
import { toPageState } from './lib/page-state';

// The server renderer (decision 053): the browser's route table, pages and queries, rendered to HTML
// with the data they read, which goes into the page for the browser to hydrate without refetching.

// Each render's API reads go to the app itself, as the visitor being rendered for.
const fetchOfRender = new AsyncLocalStorage<typeof fetch>();
setFetchSource(() => {
  const fetchNow = fetchOfRender.getStore();
  if (!fetchNow) throw new Error('An API read outside a server render');
  return fetchNow;
});

/**
 * A query cache whose queries suspend the render until their data is there (what `useQuery` does
 * with `suspense`), so every page's own queries are its data loaders. A disabled query stays
 * unfetched, as in the browser; a failed one renders its error state rather than throwing.
 */
function createServerQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
  });
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const defaulted = defaults(options);
    const query = client.getQueryCache().get(defaulted.queryHash) as
      Query<unknown, unknown> | undefined;
    const enabled =
      typeof defaulted.enabled === 'function'
        ? !query || defaulted.enabled(query)
        : defaulted.enabled !== false;
    const suspense = enabled && defaulted.queryFn !== skipToken && query?.state.status !== 'error';
    // A failed read stays failed for this render (its page shows the error), as in the browser (main.tsx).
    return { ...defaulted, suspense, retryOnMount: false };
  }) as typeof client.defaultQueryOptions;
  return client;
}

export type RenderRequest = {
  /** Path and query of the page. */
  url: string;
  locale: Locale;
  /** Answers the page's API reads (the server's own routes, as the visitor). */
  fetch: typeof fetch;
  /** Past this, the render is given up (the page then renders in the browser). */
  timeoutMs?: number;
};

export type RenderedPage =
  | {
      kind: 'page';
      html: string;
      /** The dehydrated query cache, tagged for JSON (lib/page-state.ts). */ state: unknown;
    }
  | { kind: 'redirect'; location: string; status: 301 | 302 };

// Built once, not per render: each page's lazy component keeps its module once loaded, so a render
// neither imports its page again nor suspends for it; the same for each language's catalogue.
const routes = buildRoutes();
const catalogues = new Map<Locale, Promise<CompiledMessages>>();
const messagesOf = (locale: Locale): Promise<CompiledMessages> => {
  let loading = catalogues.get(locale);
  if (!loading) {
    loading = loadMessages(locale);
    loading.catch(() => catalogues.delete(locale));
    catalogues.set(locale, loading);
  }
  return loading;
};

/** Renders a page of the app the way the browser would, waiting for its code and data. */
export async function renderPage({
  url,
  locale,
  fetch,
  timeoutMs = 10_000,
}: RenderRequest): Promise<RenderedPage> {
  const messages = await messagesOf(locale);
  const queryClient = createServerQueryClient();
  let redirect: { location: string; status: 301 | 302 } | null = null;
  const sink: RedirectSink = {
    redirect(to, isPermanent) {
      redirect ??= { location: to, status: isPermanent ? 301 : 302 };
    },
  };
  const html = await fetchOfRender.run(fetch, () =>
    renderComplete(
      <StrictMode>
        <RedirectContext.Provider value={sink}>
          <AppProviders queryClient={queryClient} locale={locale} messages={messages}>
            <StaticRouter location={url}>
              <AppRoutes routes={routes} />
            </StaticRouter>
          </AppProviders>
        </RedirectContext.Provider>
      </StrictMode>,
      timeoutMs,
    ),
  );
  const moved = redirect as { location: string; status: 301 | 302 } | null;
  const state = dehydrate(queryClient, {
    // Failures too (a missing listing renders the not-found page on both sides); never a fetch in flight.
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  queryClient.clear();
  return moved ? { kind: 'redirect', ...moved } : { kind: 'page', html, state: toPageState(state) };
}

/** The whole HTML once every page chunk and query is there: crawlers and visitors without JavaScript read it all. */
function renderComplete(element: ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    let failure: unknown = null;
    const stream = renderToPipeableStream(element, {
      // Every part in place, in order: no part sent later and moved in by a script (which neither a
      // visitor without JavaScript nor our Content Security Policy would run).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        // A part that failed on the server would be rendered in the browser, with an error there: render all of it there.
        if (failure) reject(failure);
        else stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failure ??= error;
      },
    });
    const timer = setTimeout(
      () => stream.abort(new Error(`Render timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    sink.on('close', () => clearTimeout(timer));
  });
}
