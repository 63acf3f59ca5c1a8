import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors';
import { findSession, type ActiveSession } from '../modules/accounts/find-session';

export const sessionCookie = 'levada_session';
export const csrfCookie = 'levada_csrf';
export const csrfHeader = 'x-csrf-token';

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Calls from servers, not browsers: they carry no cookies and prove themselves by signature instead.
const csrfExemptPaths = new Set(['/api/stripe/webhooks']);

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(sessionCookie, token, { ...cookieOptions(request), httpOnly: true, expires: expiresAt });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookie, { ...cookieOptions(request), httpOnly: true });
}

const sameToken = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Loads the session behind the cookie for every request, and defends state-changing API calls
 * against CSRF with a double-submit token: the web app copies the readable csrf cookie into a header,
 * which another site can neither read nor set.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    let csrf = request.cookies[csrfCookie];
    if (!csrf) {
      csrf = randomBytes(24).toString('base64url');
      reply.setCookie(csrfCookie, csrf, { ...cookieOptions(request), httpOnly: false, maxAge: 60 * 60 * 24 * 365 });
    }
    const token = request.cookies[sessionCookie];
    request.session = token ? await findSession(app.deps, token) : null;

    const isCsrfExempt = csrfExemptPaths.has(request.url.split('?')[0]!);
    if (unsafeMethods.has(request.method) && request.url.startsWith('/api/') && !isCsrfExempt) {
      const sent = request.headers[csrfHeader];
      if (typeof sent !== 'string' || !request.cookies[csrfCookie] || !sameToken(sent, request.cookies[csrfCookie]!)) {
        throw new AppError('forbidden', 'Missing or invalid CSRF token. Reload the page and try again.');
      }
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
  if (!session.scopes.includes('user')) throw new AppError('forbidden', 'This session can only look, not change things.');
  return session;
}
