import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authInfoResponseSchema,
  loginBodySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  signupBodySchema,
  signupQuerySchema,
} from '../../contracts/accounts';
import { errorResponseSchema, noContentSchema } from '../../contracts/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { consoleReturnCookie } from '../../contracts/cookies';
import {
  clearSessionCookie,
  cookieName,
  isAdminSession,
  requireSession,
  setSessionCookie,
} from '../http/auth';
import { findSession, type ActiveSession } from '../modules/accounts/find-session';
import { createSession } from '../modules/accounts/create-session';
import { mergeVisitorRecommendations } from '../modules/recommendations/merge-visitor-recommendations';
import { visitorIdOf } from '../http/visitor-cookie';
import { endSession } from '../modules/accounts/end-session';
import { logIn } from '../modules/accounts/log-in';
import { requestPasswordReset } from '../modules/accounts/request-password-reset';
import { resetPassword } from '../modules/accounts/reset-password';
import { signUpUser } from '../modules/accounts/sign-up-user';
import { toCurrentUser } from '../modules/accounts/to-current-user';
import { queueSignUpAlert } from '../modules/notifications/sign-up-alert-job';
import { trackAccountEvent } from '../modules/tracking/track-account-event';
import { trackingContextOf } from '../http/tracking-context';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per-IP limits (config.rateLimit, counted in the database: app.ts) for the calls that send email
  // or reveal whether an address has an account.

  app.get(
    '/auth/info',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in',
        response: { 200: authInfoResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const session = request.session;
      return {
        data: {
          isAnonymous: !session,
          scopes: session?.scopes ?? [],
          user: session ? await toCurrentUser(app.deps, session.user) : null,
          isAdmin: isAdminSession(session),
          consoleReturn: session?.impersonatorId ? `/console/users/${session.user.id}` : null,
        },
      };
    },
  );

  /** Puts back the administrator's own session kept while they were logged in as someone. */
  const returnToConsole = async (
    request: FastifyRequest,
    reply: FastifyReply,
    ended: ActiveSession,
  ): Promise<boolean> => {
    const name = cookieName(request, consoleReturnCookie);
    const token = request.cookies[name];
    reply.clearCookie(name, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
    const own = token ? await findSession(app.deps, token) : null;
    if (!token || !own || own.user.id !== ended.impersonatorId) return false;
    setSessionCookie(request, reply, token, own.expiresAt);
    return true;
  };

  app.post(
    '/auth/signup',
    {
      config: { rateLimit: { max: 30, timeWindow: 10 * 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Create an account; signs in unless signIn is false (the checkout variant)',
        body: signupBodySchema,
        querystring: signupQuerySchema,
        response: { 201: authInfoResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signUpUser(app.deps, request.body);
      // After the account committed: the team's alert, and (with consent) analytics and marketing.
      await queueSignUpAlert(app.deps, user.id);
      await trackAccountEvent(app.deps, 'sign-up', user, trackingContextOf(request));
      const signIn = request.query.signIn === 'true';
      if (signIn) {
        if (request.session) await endSession(app.deps, request.session.id);
        const session = await createSession(app.deps, user.id);
        setSessionCookie(request, reply, session.token, session.expiresAt);
        await mergeVisitorRecommendations(
          { ...app.deps, logger: request.log },
          visitorIdOf(request),
          user.id,
        );
      }
      return reply.status(201).send({
        data: {
          isAnonymous: !signIn,
          scopes: signIn ? ['user'] : [],
          user: signIn ? await toCurrentUser(app.deps, user) : null,
        },
      });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: loginBodySchema,
        response: { 200: authInfoResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (request.session) await endSession(app.deps, request.session.id);
      const session = await logIn(
        { ...app.deps, loginThrottle: app.loginThrottle },
        request.body,
        request.ip,
      );
      setSessionCookie(request, reply, session.token, session.expiresAt);
      await mergeVisitorRecommendations(
        { ...app.deps, logger: request.log },
        visitorIdOf(request),
        session.user.id,
      );
      await trackAccountEvent(app.deps, 'login', session.user, trackingContextOf(request));
      return {
        data: {
          isAnonymous: false,
          scopes: ['user'],
          user: await toCurrentUser(app.deps, session.user),
        },
      };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], response: { 204: noContentSchema, ...errors } } },
    async (request, reply) => {
      const session = requireSession(request);
      await endSession(app.deps, session.id);
      if (!session.impersonatorId)
        await trackAccountEvent(app.deps, 'logout', session.user, trackingContextOf(request));
      // A "log in as" session (console) gives the administrator their own session back.
      if (!(session.impersonatorId && (await returnToConsole(request, reply, session))))
        clearSessionCookie(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/password-reset/request',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Email a password-reset link (email-not-found when no account has the address)',
        body: passwordResetRequestBodySchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app.deps, request.body.email);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/password-reset',
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed link; ends every session of the account',
        body: passwordResetBodySchema,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await resetPassword(app.deps, request.body);
      return reply.status(204).send(null);
    },
  );
};
