import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  emptySearchParams,
  parseSearchParams,
  toSearchQueryString,
  type SearchParams,
} from '../../../domain/search';

export const isSearchPath = (pathname: string): boolean =>
  pathname === '/s' || pathname.startsWith('/s/');

/** The search path with the parameters; an empty query gives the bare path. */
export const searchHref = (path: string, params: SearchParams): string => {
  const query = toSearchQueryString(params);
  return query ? `${path}?${query}` : path;
};

/**
 * The search in the URL, read leniently (spec 000 §5: a malformed value is ignored), and a way to
 * change it. On a search page the view (/s, /s/listings, /s/map) is kept; elsewhere a search opens /s.
 */
export function useSearchState() {
  const location = useLocation();
  const navigate = useNavigate();
  const onSearchPage = isSearchPath(location.pathname);
  const params = useMemo(
    () =>
      onSearchPage
        ? parseSearchParams(new URLSearchParams(location.search)).params
        : emptySearchParams,
    [onSearchPage, location.search],
  );
  const setParams = useCallback(
    (next: SearchParams, options: { replace?: boolean; path?: string } = {}) => {
      const path =
        options.path ??
        (onSearchPage && location.pathname !== '/s/filters' ? location.pathname : '/s');
      navigate(searchHref(path, next), { replace: options.replace });
    },
    [navigate, onSearchPage, location.pathname],
  );
  return { params, setParams, pathname: location.pathname };
}
