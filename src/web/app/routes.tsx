import {
  Component,
  lazy,
  Suspense,
  useLayoutEffect,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router';
import { fillPath, routeTable, type RouteDef, type RouteName } from '../../contracts/routes';
import { useAuthActionInProgress } from '../auth/auth-action-state';
import { useCurrentUser } from '../auth/use-current-user';
import { PageSkeleton } from '../components/feedback/feedback';
import { AppLayout } from './app-layout';
import { PageCrashed, PageNotFetched } from './page-not-fetched';
import { Redirect } from './redirect';
import { defaultPages, pageComponentOf, type PageRegistry } from './page-registry';
import { preloadMessages } from '../i18n/bundle-cache';
import type { MessageBundle } from '../i18n/locales';
import { PageMessages } from '../i18n/page-messages';
import { useLocale } from './locale-context';
import { messagesOfRoute } from '../i18n/route-messages';

/** A page's code could not be loaded (spec: "Page not fetched"). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(`Page chunk failed to load: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'ChunkLoadError';
  }
}

/** Where a signed-out visitor goes for a login-only route: the login page, remembering path, query and hash. */
export const loginRedirectPath = (location: {
  pathname: string;
  search: string;
  hash: string;
}): string =>
  `/login?from=${encodeURIComponent(`${location.pathname}${location.search}${location.hash}`)}`;

class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (error instanceof ChunkLoadError) return;
    console.error(error, info.componentStack);
    void import('../lib/report-error').then(({ reportError }) => reportError(error, 'render'));
  }

  override render() {
    if (this.state.error)
      return this.state.error instanceof ChunkLoadError ? <PageNotFetched /> : <PageCrashed />;
    return this.props.children;
  }
}

/** A page inside its route's own message bundles (i18n/route-messages.ts), if it has any. */
function withMessages(Page: ComponentType, bundles: readonly MessageBundle[]): ComponentType {
  if (!bundles.length) return Page;
  return function PageWithMessages() {
    return (
      <PageMessages bundles={bundles}>
        <Page />
      </PageMessages>
    );
  };
}

function createPageComponents(registry: PageRegistry) {
  const cache = new Map<RouteName, LazyExoticComponent<ComponentType>>();
  const notFound = registry.NotFoundPage;
  // Routes whose pages come later show the under-construction page (if present), else the not-found page.
  const fallback = registry.UnderConstructionPage ?? notFound;
  return (name: RouteName): LazyExoticComponent<ComponentType> | null => {
    const importer = registry[name] ?? fallback;
    if (!importer) return null;
    let page = cache.get(name);
    if (!page) {
      page = lazy(() =>
        importer().then(
          (module) => ({ default: withMessages(pageComponentOf(module), messagesOfRoute(name)) }),
          (error: unknown) => {
            throw new ChunkLoadError(error);
          },
        ),
      );
      cache.set(name, page);
    }
    return page;
  };
}

// Their canonical link keeps part of the query (spec 000 §9): the search page writes it.
const searchRouteNames = new Set<string>([
  'SearchPage',
  'SearchListingsPage',
  'SearchMapPage',
  'SearchFiltersPage',
]);

function RouteGate({
  route,
  pageFor,
}: {
  route: RouteDef;
  pageFor: ReturnType<typeof createPageComponents>;
}) {
  const location = useLocation();
  const { locale } = useLocale();
  // The canonical link follows each navigation, loaded after the page's first code (it weighs on
  // every first load otherwise). Started in a layout effect, before the pages' effects: the search
  // page, which keeps part of its query in it, writes after it through the same module, never before.
  const isSearch = searchRouteNames.has(route.name);
  useLayoutEffect(() => {
    if (isSearch) return;
    const at = { pathname: location.pathname, search: location.search };
    void import('../lib/canonical-link').then((m) => m.followRouteCanonical(route, at, locale));
  }, [route, location.pathname, location.search, locale, isSearch]);
  // The page's own messages load beside its code, not after it (cached: once per language and bundle).
  preloadMessages(locale, messagesOfRoute(route.name as RouteName)).catch(() => {});
  const auth = useCurrentUser();
  const authAction = useAuthActionInProgress();
  const params = useParams();
  // The console is a page that does not exist for anyone but an administrator (decision 100): not
  // even its redirect is followed for anyone else.
  if (route.access === 'admin' && auth.status === 'loading') return <PageSkeleton />;
  const isHidden = route.access === 'admin' && !auth.isAdmin;
  if (route.redirectTo && !isHidden)
    return (
      <Redirect
        to={`${fillPath(route.redirectTo, params)}${location.search}${location.hash}`}
        isPermanent
      />
    );
  // While logging out, no page is shown, so no page loads data (spec 000 §2).
  if (authAction === 'logout') return <PageSkeleton />;
  if (route.access === 'login') {
    if (auth.status === 'loading') return <PageSkeleton />;
    if (auth.status === 'signed-out') return <Navigate to={loginRedirectPath(location)} replace />;
  }
  const Page = pageFor((isHidden ? 'NotFoundPage' : route.name) as RouteName);
  if (!Page) return null;
  return (
    // Keyed by path so that moving to another page clears an earlier failure.
    <PageErrorBoundary key={location.pathname}>
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

const notFoundRoute: RouteDef = { name: 'NotFoundPage', path: '*', access: 'public' };

/** The route objects of the app: every entry of the shared route table, and any other path as not found. */
export function buildRoutes(registry: PageRegistry = defaultPages): RouteObject[] {
  const pageFor = createPageComponents(registry);
  return [
    {
      // The layout's own failures (the pages have theirs): a boundary, not errorElement, which only data routers honour.
      element: (
        <PageErrorBoundary>
          <AppLayout />
        </PageErrorBoundary>
      ),
      children: [
        ...routeTable.map((route) => ({
          path: route.path,
          element: <RouteGate route={route} pageFor={pageFor} />,
        })),
        { path: '*', element: <RouteGate route={notFoundRoute} pageFor={pageFor} /> },
      ],
    },
  ];
}
