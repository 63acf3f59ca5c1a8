import type { WebErrorKind, WebErrorReport } from '../../contracts/web-errors';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from './api-client';
import { publicConfigQuery } from './public-config';

// The browser's errors reach the server's reporter (decision 148): POST /api/errors, or Sentry's
// browser client once it has loaded where SENTRY_DSN is set.
type Capture = (error: Error, kind: WebErrorKind) => void;
let capture: Capture | null = null;
const sent = new Set<string>();
// A page that fails in a loop reports a few times, not on every frame.
const maxReportsPerPage = 5;

const asError = (error: unknown): Error =>
  error instanceof Error ? error : new Error(typeof error === 'string' ? error : String(error));

/** Reports an error of this page, once per message; never throws. */
export function reportError(error: unknown, kind: WebErrorKind): void {
  const e = asError(error);
  const message = (e.message || e.name || 'Error').slice(0, 1000);
  if (sent.has(message) || sent.size >= maxReportsPerPage) return;
  sent.add(message);
  if (capture) return capture(e, kind);
  const report: WebErrorReport = {
    kind,
    message,
    stack: e.stack?.slice(0, 8000),
    path: window.location.pathname.slice(0, 500),
  };
  callApi('POST /api/errors', { body: report }).catch(() => undefined);
}

/**
 * Sends what errors the page meets from now on; where the public settings give a DSN, through
 * Sentry's browser client.
 */
export function startErrorReports(queryClient: QueryClient): void {
  window.addEventListener('error', (event) => {
    // Only our scripts' errors: an extension's or another site's (a cross-origin "Script error.",
    // which carries nothing) say nothing about Levada.
    if (event.filename && !event.filename.startsWith(window.location.origin)) return;
    if (!event.error && !event.filename) return;
    reportError(event.error ?? event.message, 'script');
  });
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, 'promise'));
  void queryClient
    .fetchQuery(publicConfigQuery())
    .then(async ({ sentryDsn }) => {
      if (!sentryDsn) return;
      const { startSentry } = await import('./sentry-browser');
      capture = startSentry(sentryDsn);
    })
    .catch(() => undefined);
}
