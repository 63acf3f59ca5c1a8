import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageStateElementId } from '../contracts/routes';
import { App, createQueryClient } from './app/app';
import { initialLocale } from './app/locale-context';
import { pageImporterOf } from './app/page-registry';
import { adoptServerState } from './app/server-state';
import { preloadMessages } from './i18n/bundle-cache';
import { loadMessages } from './i18n/catalog';
import { messagesOfPath } from './i18n/route-messages';
import { fromPageState } from './lib/page-state';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const locale = initialLocale();
const queryClient = createQueryClient();
// A page the server rendered (decision 053) carries the data it was rendered with: the browser takes
// it over without fetching it again. The server rendered in <html lang>; another stored choice renders anew.
const serverState = document.getElementById(pageStateElementId);
const isServerRendered = serverState !== null && document.documentElement.lang === locale;
if (isServerRendered) {
  adoptServerState(
    queryClient,
    fromPageState(JSON.parse(serverState.textContent || '{}')) as DehydratedState,
  );
}
// Only the visitor's language is downloaded, and before the first render, so no text flashes in another.
// The page's code and its own messages (already preloaded by the server's head) are there before
// hydrating, so nothing waits and no text is missing.
void Promise.all([
  loadMessages(locale),
  preloadMessages(locale, messagesOfPath(window.location.pathname)).catch(() => null),
  isServerRendered ? pageImporterOf(window.location.pathname)?.().catch(() => null) : null,
]).then(([messages]) => {
  const app = (
    <StrictMode>
      <App locale={locale} messages={messages} queryClient={queryClient} />
    </StrictMode>
  );
  // As a transition, taking over the server's HTML yields to the browser every few milliseconds
  // instead of holding the page in one long task (a tap or a scroll meanwhile is answered at once).
  // React recovered (a render retried, a boundary rendered in the browser): reported with its cause,
  // which React's production message leaves out.
  const options = {
    onRecoverableError: (error: unknown) => console.error(error, (error as Error).cause),
  };
  if (isServerRendered) startTransition(() => void hydrateRoot(root, app, options));
  else createRoot(root, options).render(app);
  // After the page, in a chunk of their own: the browser's error reports (decision 148).
  void import('./lib/report-error').then(({ startErrorReports }) => startErrorReports(queryClient));
});
