import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates its HTML, true after: what reads `window` or
 * `document` (a portal into the body, the page's own address) renders only then, so the server's
 * render and the first render in the browser agree (decision 097).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
