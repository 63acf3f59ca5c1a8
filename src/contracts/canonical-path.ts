import type { Language } from '../domain/languages';
import type { RouteDef } from './routes';

/** A site path in one language: English without `lang`, the others with it. */
export function localizedPath(path: string, locale: Language): string {
  if (locale === 'en') return path;
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('lang', locale);
  return `${pathname}?${params.toString()}`;
}

/**
 * A page's canonical path, without the language (spec 000 §9): null for a page that is not public.
 * The server writes it into the first page, the browser follows it on every navigation. The search
 * pages' canonical keeps part of their query: their page makes it (domain/search.ts).
 */
export function canonicalPathOf(route: RouteDef, pathname: string): string | null {
  if (route.access !== 'public' || route.redirectTo) return null;
  switch (route.name) {
    case 'LandingPage':
    case 'MainPage':
      return '/';
    case 'ListingPage':
    case 'ListingPageCanonical':
      // domain/listing-urls.ts canonicalListingPath, without loading it into every page's first code.
      return `/l/${(pathname.replace(/\/$/, '').split('/').at(-1) ?? '').toLowerCase()}`;
    case 'ProfilePage':
      return `/u/${(pathname.split('/')[2] ?? '').toLowerCase()}`;
    default:
      // A page with parameters (a checkout) is its own path, not its pattern.
      return route.path.includes(':') ? pathname.replace(/\/$/, '') : route.path;
  }
}
