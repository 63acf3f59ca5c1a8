import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isVisitorId, visitorCookie } from '../modules/affiliates/attribute-booking';

/**
 * The visitor's random first-party id (a year), set when they have none: the referral mark is bound
 * to it (decision 098) and the recommendations' views are kept under it (decision 164).
 */
export function ensureVisitorCookie(request: FastifyRequest, reply: FastifyReply): string {
  const given = request.cookies[visitorCookie];
  if (isVisitorId(given)) return given;
  const visitorId = randomBytes(16).toString('base64url');
  reply.setCookie(visitorCookie, visitorId, {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https',
    httpOnly: true,
    maxAge: 60 * 60 * 24 * 365,
  });
  return visitorId;
}

/** The visitor's id when their browser has one (reads never set it). */
export const visitorIdOf = (request: FastifyRequest): string | undefined => {
  const given = request.cookies[visitorCookie];
  return isVisitorId(given) ? given : undefined;
};
