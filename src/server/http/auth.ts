import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors';
import { findSession, type ActiveSession } from '../modules/accounts/find-session';

import { csrfCookie, hostCookieName, sessionCookie } from '../../contracts/cookies';

export { csrfCookie, sessionCookie };
export const csrfHeader = 'x-csrf-token';

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Calls from servers, not browsers: they carry no cookies and prove themselves by signature instead.
// Matched against the route the router chose, so no spelling of another path reaches this list.
// Also a form posted to a page (routes/web.ts), which reads nothing and only sends the browser back.
const csrfExemptRoutes = new Set(['/api/stripe/webhooks', '/*']);
// What a limited-access session (`user:limited`, spec 001 §6) may still send: leaving it, or becoming
// someone (log in, sign up, reset a password), and counting a referral click. Every other unsafe route
// is refused for it here, once, so a route added later cannot forget (decision 010).
const lookOnly = 'This session can only look, not change things.';
const limitedSessionRoutes = new Set([
  '/api/auth/logout',
  '/api/auth/login',
  '/api/auth/signup',
  '/api/auth/create-user-with-idp',
  '/api/auth/password-reset/request',
  '/api/auth/password-reset',
  '/api/affiliate-clicks',
  '/api/errors',
]);

const isHttps = (request: FastifyRequest) => request.protocol === 'https';

export const cookieName = (request: FastifyRequest, name: string) =>
  hostCookieName(name, isHttps(request));

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: isHttps(request),
});

/** The CSRF token of a session: bound to it, so a token planted in a cookie is useless with another session. */
export const sessionCsrfToken = (sessionToken: string) =>
  createHmac('sha256', sessionToken).update('levada-csrf').digest('base64url');

const setCsrfCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
  reply.setCookie(cookieName(request, csrfCookie), token, {
    ...cookieOptions(request),
    httpOnly: false,
    maxAge: 60 * 60 * 24 * 365,
  });

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(cookieName(request, sessionCookie), token, {
    ...cookieOptions(request),
    httpOnly: true,
    expires: expiresAt,
  });
  setCsrfCookie(request, reply, sessionCsrfToken(token));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cookieName(request, sessionCookie), {
    ...cookieOptions(request),
    httpOnly: true,
  });
}

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

// The OCTO API (decision 149) is called with a reseller's bearer key, never a browser's cookies.
const isCsrfExempt = (request: FastifyRequest) =>
  csrfExemptRoutes.has(request.routeOptions.url ?? '') ||
  (request.routeOptions.url ?? '').startsWith('/octo/');

/**
 * Loads the session behind the cookie for every request, and defends every unsafe request on every
 * route against CSRF (decision 002): the web app copies the readable csrf cookie into a header, which
 * another site can neither read nor set. A visitor's token is a random double-submit value; a
 * session's token is derived from the session, and the cookie is corrected when it differs.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[cookieName(request, sessionCookie)];
    request.session = token ? await findSession(app.deps, token) : null;

    const cookie = request.cookies[cookieName(request, csrfCookie)];
    const expected = token && request.session ? sessionCsrfToken(token) : cookie;
    if (!expected || cookie !== expected)
      setCsrfCookie(request, reply, expected ?? randomBytes(24).toString('base64url'));

    // The method and the matched route, never the raw URL: the router decodes `/%61pi/…` to `/api/…`.
    if (unsafeMethods.has(request.method) && !isCsrfExempt(request)) {
      const sent = request.headers[csrfHeader];
      if (typeof sent !== 'string' || !expected || !sameToken(sent, expected)) {
        throw new AppError(
          'forbidden',
          'Missing or invalid CSRF token. Reload the page and try again.',
        );
      }
      if (
        request.session &&
        !request.session.scopes.includes('user') &&
        !limitedSessionRoutes.has(request.routeOptions.url ?? '')
      ) {
        throw new AppError('forbidden', lookOnly);
      }
    }
  });

  // No shared cache or browser history keeps an answer that may depend on who asked: every API answer
  // and every answer to a signed-in browser, unless the route declared itself public.
  app.addHook('onSend', async (request, reply) => {
    if (/\bpublic\b/.test(String(reply.getHeader('cache-control') ?? ''))) return;
    if (
      request.session ||
      request.routeOptions.url?.startsWith('/api/') ||
      request.url.startsWith('/api/')
    ) {
      reply.header('Cache-Control', 'private, no-store');
    }
  });
}

/** The signed-in session, or a 401 for visitors. */
export function requireSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new AppError('unauthorized', 'You need to log in first.');
  return request.session;
}

/**
 * A session that may change things. A limited-access session (`user:limited` only, spec 001 §6)
 * can look, and log out, but not change the account (docs/decisions/010-account-rules.md).
 */
export function requireFullSession(request: FastifyRequest): ActiveSession {
  const session = requireSession(request);
  if (!session.scopes.includes('user')) throw new AppError('forbidden', lookOnly);
  return session;
}

/**
 * The marketplace's administrators (decision 100): a full session of a verified account holding the
 * role in `marketplace_admins`. To everyone else, visitors included, the console does not exist: 404.
 */
export function requireAdmin(request: FastifyRequest): ActiveSession {
  const session = request.session;
  if (!session || !isAdminSession(session)) throw new AppError('not-found', 'Not found');
  return session;
}

export const isAdminSession = (session: ActiveSession | null): boolean =>
  Boolean(
    session &&
    session.isAdmin &&
    session.user.emailVerified &&
    session.scopes.includes('user') &&
    !session.impersonatorId,
  );
