import { canonicalPathOf, localizedPath } from '../../contracts/canonical-path';
import type { RouteDef } from '../../contracts/routes';
import type { Language } from '../../domain/languages';

/**
 * Points the page's `<link rel="canonical">` at `path` (absolute; in `locale` when the address's
 * query `search` names the language, as the server writes it: decision 052), or removes it for a
 * page that has none. The server wrote one for the first page; navigations in the browser keep it true.
 */
export function setCanonicalLink(path: string | null, search: string, locale: Language): void {
  const existing = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (path === null) {
    existing?.remove();
    return;
  }
  const isLangInUrl = new URLSearchParams(search).has('lang');
  const href = `${window.location.origin}${isLangInUrl ? localizedPath(path, locale) : path}`;
  const link = existing ?? document.createElement('link');
  link.rel = 'canonical';
  if (link.href !== href) link.href = href;
  if (!existing) document.head.appendChild(link);
}

/** The canonical link of a route's page (the search pages write their own: they keep some query). */
export function followRouteCanonical(
  route: RouteDef,
  location: { pathname: string; search: string },
  locale: Language,
): void {
  setCanonicalLink(canonicalPathOf(route, location.pathname), location.search, locale);
}
