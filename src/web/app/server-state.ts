import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * Takes up the reads the server rendered the page with, so hydrating reads no data again. A read
 * that failed on the server (a listing gone) shows its failure as the server did, not a new attempt.
 * A rendered listing is checked with a bodiless HEAD: one closed since the render is read again, and
 * its 404 shows the not-found page.
 */
export function adoptServerState(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, state);
  for (const query of state.queries) {
    if (query.state.status === 'error')
      queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    const [kind, id] = query.queryKey;
    if (kind === 'listing' && typeof id === 'string' && query.state.status === 'success')
      void fetch(`/api/listings/${encodeURIComponent(id)}`, { method: 'HEAD' })
        .then(async (answer) => {
          if (answer.status === 404) await queryClient.refetchQueries({ queryKey: query.queryKey });
        })
        .catch(() => undefined); // offline: the page stays as rendered
  }
}
