import {
  BrowserClient,
  Scope,
  defaultStackParser,
  makeFetchTransport,
  type BrowserOptions,
} from '@sentry/react';
import type { WebErrorKind } from '../../contracts/web-errors';

/**
 * Sentry's browser client for SENTRY_DSN (decision 148), loaded only where it is set and only after the
 * page: its own client and scope, no global set-up and no automatic instrumentation, as the server's
 * (decision 134). Tagged as the server tags a browser's report: `failure`, `source` and the page's path.
 */
export function startSentry(
  dsn: string,
  transport: BrowserOptions['transport'] = makeFetchTransport,
): (error: Error, kind: WebErrorKind) => void {
  const client = new BrowserClient({
    dsn,
    transport,
    stackParser: defaultStackParser,
    integrations: [],
  });
  client.init();
  return (error, kind) => {
    const scope = new Scope();
    scope.setClient(client);
    scope.setTags({ failure: `web-${kind}-failed`, path: window.location.pathname, source: 'web' });
    scope.captureException(error);
  };
}
