import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchRoute } from '../../contracts/routes';
import { isUuid } from '../../domain/listing-urls';

/** The status the server gives an HTML page before the web app renders it. */
export function pageStatus(pathname: string, isSignedIn: boolean): number {
  const route = matchRoute(pathname);
  if (!route) return 404;
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

  // Pages are a route of their own (not the not-found handler) so that route hooks such as compression apply.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      !pathname.startsWith('/api/') && !pathname.startsWith('/images/') && !/\.[a-z0-9]{1,5}$/i.test(pathname);
    if (!wantsPage) return reply.status(404).send(notFound(request.method, pathname));
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
    }
    const isSignedIn = request.session !== null;
    return reply
      .status(pageStatus(pathname, isSignedIn))
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    return reply.status(404).send(notFound(request.method, pathname));
  });
};
