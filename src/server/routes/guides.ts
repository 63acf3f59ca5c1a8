import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParams, noContentSchema } from '../../contracts/common';
import {
  acceptInvitationBodySchema,
  acceptInvitationResponseSchema,
  guideInvitationBodySchema,
  guideInvitationResponseSchema,
  guidesResponseSchema,
  invitationTokenParams,
  invitationViewResponseSchema,
} from '../../contracts/guides';
import { AppError } from '../../domain/errors';
import { setSessionCookie } from '../http/auth';
import { visitorIdOf } from '../http/visitor-cookie';
import { createSession } from '../modules/accounts/create-session';
import { mergeVisitorRecommendations } from '../modules/recommendations/merge-visitor-recommendations';
import { acceptGuideInvitation } from '../modules/guides/accept-guide-invitation';
import { inviteGuide } from '../modules/guides/invite-guide';
import { listGuides } from '../modules/guides/list-guides';
import { removeGuide } from '../modules/guides/remove-guide';
import { revokeGuideInvitation } from '../modules/guides/revoke-guide-invitation';
import { showGuideInvitation } from '../modules/guides/show-guide-invitation';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  410: errorResponseSchema,
};
const notFound = () => new AppError('not-found', 'Not found');

// An operator's guides (issue 46 item 2; decision 152). The operator's calls are 404 to anyone but a
// tour operator (signed out included); the invitation's token is the invited person's key.
export const guideRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['guides'];
  app.get(
    '/guides',
    {
      schema: {
        tags,
        summary: "The operator's guides and open invitations",
        response: { 200: guidesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const viewerId = request.session?.user.id;
      if (!viewerId) throw notFound();
      return { data: await listGuides(app.deps, viewerId) };
    },
  );

  app.post(
    '/guides/invitations',
    {
      // Each invitation sends an email.
      config: { rateLimit: { max: 30, timeWindow: 10 * 60_000 } },
      schema: {
        tags,
        summary: 'Invite a guide by email',
        body: guideInvitationBodySchema,
        response: { 201: guideInvitationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewerId = request.session?.user.id;
      if (!viewerId) throw notFound();
      const { invitation } = await inviteGuide(app.deps, viewerId, request.body);
      return reply.status(201).send({
        data: {
          id: invitation.id,
          email: invitation.email,
          createdAt: invitation.createdAt.toISOString(),
          expiresAt: invitation.expiresAt.toISOString(),
        },
      });
    },
  );

  app.delete(
    '/guides/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Withdraw an invitation not yet accepted',
        params: idParams,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewerId = request.session?.user.id;
      if (!viewerId) throw notFound();
      await revokeGuideInvitation(app.deps, viewerId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/guides/:id',
    {
      schema: {
        tags,
        summary: "End a guide's access to the operator's departures",
        params: idParams,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewerId = request.session?.user.id;
      if (!viewerId) throw notFound();
      await removeGuide(app.deps, viewerId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/guide-invitations/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Who invites, to which address (the invited person opens the link)',
        params: invitationTokenParams,
        response: { 200: invitationViewResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await showGuideInvitation(app.deps, request.params.token) };
    },
  );

  app.post(
    '/guide-invitations/:token/accept',
    {
      config: { rateLimit: { max: 30, timeWindow: 10 * 60_000 } },
      schema: {
        tags,
        summary:
          'Accept: links the signed-in account, or makes one with the invited address and signs in',
        params: invitationTokenParams,
        body: acceptInvitationBodySchema,
        response: { 200: acceptInvitationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewerId = request.session?.user.id ?? null;
      const accepted = await acceptGuideInvitation(
        app.deps,
        viewerId,
        request.params.token,
        request.body,
      );
      if (accepted.created) {
        const session = await createSession(app.deps, accepted.guideId);
        setSessionCookie(request, reply, session.token, session.expiresAt);
        // Signed in like a log-in: the browser's anonymous history follows the new account (171).
        await mergeVisitorRecommendations(
          { ...app.deps, logger: request.log },
          visitorIdOf(request),
          accepted.guideId,
        );
      }
      const { operatorId, operatorName, guideId } = accepted;
      return { data: { operatorId, operatorName, guideId } };
    },
  );
};
