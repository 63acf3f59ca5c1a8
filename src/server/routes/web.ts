import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { bootModuleKey } from '../../contracts/page-code';
import { languageCookie, matchRoute, type RouteName } from '../../contracts/routes';
import { isUuid } from '../../domain/listing-urls';
import { isAdminSession } from '../http/auth';
import { renderPageHtml } from '../http/page-html';
import {
  describePage,
  pageLocale,
  type PageHead,
  type PageTexts,
} from '../modules/pages/describe-page';
import {
  listSitemapFiles,
  listSitemapItems,
  renderSitemapIndex,
  renderUrlSet,
  type SitemapKind,
} from '../modules/pages/list-sitemap';

/** The status the server gives an HTML page before the web app renders it. */
export function pageStatus(pathname: string, isSignedIn: boolean, isAdmin = false): number {
  const route = matchRoute(pathname);
  if (!route) return 404;
  // The console does not exist for anyone but the marketplace's administrators (decision 100).
  if (route.access === 'admin' && !isAdmin) return 404;
  // Every page under /l/ with an :id names a listing by uuid (spec 000 §2): /l/slug/nope is a 404,
  // and so is /l/slug/nope/checkout.
  if (route.path.startsWith('/l/')) {
    const idIndex = route.path.split('/').indexOf(':id');
    const id = idIndex >= 0 ? (pathname.replace(/\/$/, '').split('/')[idIndex] ?? '') : null;
    if (id !== null && !isUuid(id)) return 404;
  }
  if (route.access === 'login' && !isSignedIn) return 401;
  return 200;
}

/** The pages the server renders with their data (decision 053); the others (forms, login-only pages) render in the browser. */
export const serverRenderedPages: ReadonlySet<RouteName> = new Set<RouteName>([
  'LandingPage',
  'MainPage',
  'SearchPage',
  'SearchListingsPage',
  'SearchMapPage',
  'SearchFiltersPage',
  'ListingBasePage',
  'ListingPage',
  'ListingPageCanonical',
  'ProfileBasePage',
  'ProfilePage',
  'LandingPageTO',
  'LandingPageSA',
  'Bnbs',
  'AboutPage',
  'FAQPage',
  'ContactUsPage',
  'TermsOfServicePage',
  'PrivacyPolicyPage',
  'NotFoundPage',
  'UnderConstructionPage',
]);

/** What the build's server renderer (src/web/entry-server.tsx) offers. */
export type PageRenderer = {
  renderPage(request: {
    url: string;
    locale: string;
    fetch: typeof fetch;
  }): Promise<
    | { kind: 'page'; html: string; state: unknown }
    | { kind: 'redirect'; location: string; status: 301 | 302 }
  >;
};

/** Where the build writes the server renderer (vite.config.ts); not served (dot folder). */
export const pageRendererFile = (webDistDir: string) =>
  path.join(webDistDir, '.vite', 'ssr', 'entry-server.js');

// Serves the built web app on the same port: assets from dist/web, index.html for every page.
export const webRoutes: FastifyPluginAsync = async (app) => {
  const root = app.deps.config.webDistDir;
  const indexFile = path.join(root, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside every text asset (vite.config.ts); the best one the browser accepts goes out.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  const notFound = (method: string, pathname: string) => ({
    error: { code: 'not-found', message: `No route for ${method} ${pathname}` },
  });
  const indexHtml = hasBuild ? fs.readFileSync(indexFile, 'utf8') : '';
  // The build's messages (for titles and descriptions) and manifest (for preloads), when it wrote them.
  const readJson = <T>(file: string): T | null => {
    const full = path.join(root, '.vite', file);
    return fs.existsSync(full) ? (JSON.parse(fs.readFileSync(full, 'utf8')) as T) : null;
  };
  const texts = readJson<PageTexts>('page-texts.json');
  const manifest =
    readJson<
      Record<
        string,
        { file: string; imports?: string[]; css?: string[]; dynamicImports?: string[] }
      >
    >('manifest.json');
  const routePages = readJson<Record<string, string>>('route-pages.json') ?? {};
  // Each route's own message bundles (src/web/i18n/route-messages.ts), written by the build.
  const routeMessages = readJson<Record<string, string[]>>('route-messages.json') ?? {};
  // A chunk's files and those it imports statically: what the browser would discover one by one.
  const chunkFiles = (key: string, js = new Set<string>(), css = new Set<string>()) => {
    const chunk = manifest?.[key];
    if (!chunk || js.has(chunk.file)) return { js, css };
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) chunkFiles(imported, js, css);
    return { js, css };
  };
  const { js: entryFiles, css: entryStyles } = chunkFiles('index.html');
  const bootFile = manifest?.[bootModuleKey]?.file;
  const bootScript = bootFile ? `/${bootFile}` : null;
  const largeWidgetCss = 32 * 1024;
  const cssSize = (file: string) => {
    try {
      return fs.statSync(path.join(root, file)).size;
    } catch {
      return 0;
    }
  };
  /** The page's code and styles, and the language's messages, named in the HTML so they load beside the entry. */
  const pageAssets = (pathname: string, locale: string) => {
    const route = matchRoute(pathname);
    const name = route ? (route.access === 'public' ? route.name : null) : 'NotFoundPage';
    const page = name ? (routePages[name] ?? routePages.UnderConstructionPage) : undefined;
    const { js, css } = page ? chunkFiles(page) : { js: new Set<string>(), css: new Set<string>() };
    // Another language's loaders come in a module of their own (scripts/vite/messages-plugin.ts).
    chunkFiles(`../../virtual:levada-messages/${locale}`, js, css);
    chunkFiles(`../../virtual:levada-messages/${locale}/main`, js, css);
    // The page's own messages (decision 051), which it renders with: else hydrating would wait for them.
    for (const bundle of name ? (routeMessages[name] ?? []) : [])
      chunkFiles(`../../virtual:levada-messages/${locale}/${bundle}`, js, css);
    // The styles of lazy widgets the server may have rendered (the top bar's search box, the
    // calendar): else they would arrive after the HTML and move it. A large one (the map's) comes with its view.
    const loaded = Object.entries(manifest ?? {})
      .filter(([key, chunk]) => key === 'index.html' || js.has(chunk.file))
      .map(([, chunk]) => chunk);
    for (const chunk of loaded) {
      for (const lazy of chunk.dynamicImports ?? []) {
        if (lazy.startsWith('pages/') || lazy.includes('virtual:')) continue;
        for (const file of chunkFiles(lazy).css) if (cssSize(file) <= largeWidgetCss) css.add(file);
      }
    }
    return {
      scripts: [...js].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`),
      // index.html links the entry's own (the app's one stylesheet since decision 053's last point).
      styles: [...css].filter((file) => !entryStyles.has(file)).map((file) => `/${file}`),
    };
  };
  const origin = app.deps.config.publicBaseUrl.replace(/\/$/, '');
  const rendererFile = pageRendererFile(root);
  const renderer =
    hasBuild && fs.existsSync(rendererFile)
      ? ((await import(pathToFileURL(rendererFile).href)) as PageRenderer)
      : null;
  /** The page's API reads, answered by this app as the visitor (their cookie, language and address). */
  const fetchAs =
    (request: FastifyRequest): typeof fetch =>
    async (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const answer = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: {
          accept: 'application/json',
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          ...(request.headers['accept-language']
            ? { 'accept-language': request.headers['accept-language'] }
            : {}),
        },
      });
      return new Response(answer.statusCode === 204 ? null : answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          // Private pages and the API: nothing a search result should lead to.
          ...[
            '/api/',
            '/account',
            '/inbox',
            '/order/',
            '/sale/',
            '/listings',
            '/profile-settings',
            '/outbox',
          ].map((p) => `Disallow: ${p}`),
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(renderSitemapIndex(await listSitemapFiles(app.deps), origin)),
  );

  app.get('/sitemap-:file', async (request, reply) => {
    const match = /^(pages|listings|profiles)-([1-9]\d{0,5})\.xml$/.exec(
      (request.params as { file: string }).file,
    );
    const items = match
      ? await listSitemapItems(app.deps, match[1] as SitemapKind, Number(match[2]))
      : null;
    if (!items) return reply.status(404).send(notFound(request.method, request.url));
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(renderUrlSet(items, origin));
  });

  // Pages are a route of their own (not the not-found handler) so that route hooks such as compression apply.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/images/') &&
      !/\.[a-z0-9]{1,5}$/i.test(pathname);
    if (!wantsPage) return reply.status(404).send(notFound(request.method, pathname));
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
    }
    const isSignedIn = request.session !== null;
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const locale = pageLocale(
      query.get('lang'),
      request.headers['accept-language'],
      request.cookies[languageCookie] ?? null,
    );
    let status = pageStatus(pathname, isSignedIn, isAdminSession(request.session));
    let html = indexHtml;
    const route = matchRoute(pathname);
    let body: { html: string; state: unknown } | null = null;
    if (
      renderer &&
      status !== 401 &&
      serverRenderedPages.has((route?.name ?? 'NotFoundPage') as RouteName)
    ) {
      try {
        const rendered = await renderer.renderPage({
          url: request.url,
          locale,
          fetch: fetchAs(request),
        });
        if (rendered.kind === 'redirect')
          return reply
            .status(rendered.status)
            .header('Cache-Control', 'no-cache')
            .redirect(rendered.location, rendered.status);
        body = rendered;
      } catch (error) {
        // The browser still renders the page; the failure is reported (spec 000 §8).
        request.log.error({ err: error, url: request.url }, 'server render failed');
        await app.deps.errorReporter.report({
          error,
          source: 'server',
          tags: { failure: 'initial-render-failed', page: route?.name ?? 'NotFoundPage' },
          requestId: request.id,
        });
      }
    }
    if (texts) {
      const head: PageHead = await describePage(app.deps, texts, { pathname, query, locale });
      if (status === 200) status = head.status;
      html = renderPageHtml(indexHtml, head, {
        origin,
        isLangInUrl: query.get('lang') === locale,
        ...pageAssets(pathname, locale),
        bootScript,
        body,
      });
    }
    return (
      reply
        .status(status)
        // A signed-in visitor's page, which holds their own data, becomes `private, no-store` (http/auth.ts).
        .header('Cache-Control', 'no-cache')
        // The page's language may come from Accept-Language.
        .header('Vary', 'Accept-Language')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  });

  // A form only the page's code sends (the sign-up on the partner pages) is a POST to its page, so a
  // browser without JavaScript sends it here, not into a URL: its fields are dropped unread (this
  // scope's parser; the API takes JSON only) and the browser goes back to the page.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    (_request, payload, done) => {
      payload.resume();
      done(null, null);
    },
  );
  // Not an API operation (and CSRF-exempt by design, http/auth.ts): kept out of the OpenAPI document.
  app.post('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname.startsWith('//') || !matchRoute(pathname))
      return reply.status(404).send(notFound(request.method, pathname));
    return reply.header('Cache-Control', 'no-store').redirect(pathname, 303);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    return reply.status(404).send(notFound(request.method, pathname));
  });
};
