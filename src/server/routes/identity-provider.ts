import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authInfoResponseSchema,
  identityProvidersResponseSchema,
  idpSignupBodySchema,
  pendingIdpSignupResponseSchema,
} from '../../contracts/accounts';
import { errorResponseSchema, lineSchema } from '../../contracts/common';
import { AppError } from '../../domain/errors';
import { createOidcIdentityProvider } from '../../integrations/identity-provider/oidc-identity-provider';
import { setSessionCookie } from '../http/auth';
import { createSession } from '../modules/accounts/create-session';
import { mergeVisitorRecommendations } from '../modules/recommendations/merge-visitor-recommendations';
import { visitorIdOf } from '../http/visitor-cookie';
import { endSession } from '../modules/accounts/end-session';
import { finishIdpSignIn } from '../modules/accounts/finish-idp-sign-in';
import { findIdpFlow } from '../modules/accounts/idp-flows';
import { signUpWithIdp } from '../modules/accounts/sign-up-with-idp';
import { queueSignUpAlert } from '../modules/notifications/sign-up-alert-job';
import { trackAccountEvent } from '../modules/tracking/track-account-event';
import { trackingContextOf } from '../http/tracking-context';
import { startIdpSignIn } from '../modules/accounts/start-idp-sign-in';
import { toCurrentUser } from '../modules/accounts/to-current-user';

export const idpFlowCookie = 'levada_idp';
const flowCookiePath = '/api/auth';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** Sign-in with the OpenID Connect provider configured by OIDC_* (docs/decisions/012-identity-provider-sign-in.md). */
export const identityProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.deps.config.oidc;
  const provider = settings ? createOidcIdentityProvider(settings) : null;
  const redirectUri = new URL('/api/auth/oidc/callback', app.deps.config.publicBaseUrl).toString();

  const requireProvider = () => {
    if (!provider) throw new AppError('not-found', 'No identity provider is configured');
    return provider;
  };
  const setFlowCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(idpFlowCookie, token, {
      path: flowCookiePath,
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: 30 * 60,
    });
  const signIn = async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    if (request.session) await endSession(app.deps, request.session.id);
    const session = await createSession(app.deps, userId);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    await mergeVisitorRecommendations(
      { ...app.deps, logger: request.log },
      visitorIdOf(request),
      userId,
    );
  };

  app.get(
    '/auth/identity-providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The identity providers one can sign in with',
        response: { 200: identityProvidersResponseSchema },
      },
    },
    async () => ({ data: provider ? [{ id: 'oidc' as const, name: provider.name }] : [] }),
  );

  app.get(
    '/auth/oidc/start',
    {
      schema: {
        tags: ['auth'],
        summary: 'Go to the identity provider (then back to the callback)',
        querystring: z.object({ from: lineSchema.max(2000).optional() }),
        response: { 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { flowToken, url } = await startIdpSignIn(app.deps, requireProvider(), {
        redirectUri,
        from: request.query.from,
      });
      setFlowCookie(request, reply, flowToken);
      return reply.header('Cache-Control', 'no-store').redirect(url.toString(), 302);
    },
  );

  app.get(
    '/auth/oidc/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where the identity provider sends the person back',
        response: { 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const idp = requireProvider();
      const callbackUrl = new URL(request.url, app.deps.config.publicBaseUrl);
      reply.header('Cache-Control', 'no-store');
      try {
        const result = await finishIdpSignIn(
          app.deps,
          idp,
          request.cookies[idpFlowCookie],
          callbackUrl,
        );
        if (result.kind === 'confirm') return reply.redirect('/confirm', 302);
        reply.clearCookie(idpFlowCookie, { path: flowCookiePath });
        await signIn(request, reply, result.userId);
        return reply.redirect(result.returnTo, 302);
      } catch (error) {
        if (!(error instanceof AppError))
          request.log.error({ err: error }, 'identity provider sign-in failed');
        reply.clearCookie(idpFlowCookie, { path: flowCookiePath });
        const isBanned = error instanceof AppError && error.code === 'account-banned';
        return reply.redirect(`/login?idpError=${isBanned ? 'banned' : '1'}`, 302);
      }
    },
  );

  app.get(
    '/auth/oidc/pending',
    {
      schema: {
        tags: ['auth'],
        summary:
          'The sign-up waiting for confirmation on /confirm, as the provider described the person',
        response: { 200: pendingIdpSignupResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const idp = requireProvider();
      const flow = await findIdpFlow(app.deps, request.cookies[idpFlowCookie]);
      if (!flow?.claims) throw new AppError('not-found', 'No sign-up is waiting for confirmation');
      reply.header('Cache-Control', 'no-store');
      const { email, emailVerified, firstName, lastName } = flow.claims;
      return { data: { providerName: idp.name, email, emailVerified, firstName, lastName } };
    },
  );

  app.post(
    '/auth/create-user-with-idp',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Confirm a first sign-in through the identity provider: creates the account and signs in',
        body: idpSignupBodySchema,
        response: { 201: authInfoResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireProvider();
      const { user } = await signUpWithIdp(app.deps, request.cookies[idpFlowCookie], request.body);
      reply.clearCookie(idpFlowCookie, { path: flowCookiePath });
      await signIn(request, reply, user.id);
      // As a sign-up with a password: the team's alert, and (with consent) analytics and marketing.
      await queueSignUpAlert(app.deps, user.id);
      await trackAccountEvent(app.deps, 'sign-up', user, trackingContextOf(request));
      return reply.status(201).send({
        data: { isAnonymous: false, scopes: ['user'], user: await toCurrentUser(app.deps, user) },
      });
    },
  );
};
