import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, noContentSchema } from '../../contracts/common';
import {
  listingInteractionBodySchema,
  listingViewBodySchema,
  recommendationQuerySchema,
  recommendationResponseSchema,
} from '../../contracts/recommendations';
import { ensureVisitorCookie, visitorIdOf } from '../http/visitor-cookie';
import { recommendListings } from '../modules/recommendations/recommend-listings';
import { recordCartAddition } from '../modules/recommendations/record-cart-addition';
import { recordListingView } from '../modules/recommendations/record-listing-view';
import { consentOf } from '../modules/tracking/tracking-consent';

// Recommendations (issue 48, docs/decisions/164): public; per browser (the visitor cookie) and, when
// signed in, per user. Answers are never kept in the public-read cache: they are the viewer's own.
// Views and cart additions track a person: kept, and the visitor cookie set, only once the cookie
// banner was accepted, like /api/tracking/events (decisions 167 and 173); otherwise answered 204.
export const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['recommendations'];

  app.get(
    '/recommendations',
    {
      schema: {
        tags,
        summary:
          "A scenario's tours for this browser, up to 8 public cards, each linked with the recommId",
        querystring: recommendationQuerySchema,
        response: { 200: recommendationResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return recommendListings({ ...app.deps, logger: request.log }, request.query, {
        visitorId: visitorIdOf(request),
        userId: request.session?.user.id,
      });
    },
  );

  app.post(
    '/recommendations/views',
    {
      schema: {
        tags,
        summary:
          "This browser shows a listing's page: kept with the link's recommId (a malformed one is ignored), only after the cookie banner's consent",
        body: listingViewBodySchema,
        response: { 204: noContentSchema, 400: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (consentOf(request) === true)
        await recordListingView(app.deps, request.body, {
          visitorId: ensureVisitorCookie(request, reply),
          userId: request.session?.user.id,
        });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/recommendations/interactions',
    {
      schema: {
        tags,
        summary:
          "This browser opened a listing's checkout (a cart addition), kept with the link's recommId, only after the cookie banner's consent",
        body: listingInteractionBodySchema,
        response: { 204: noContentSchema, 400: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (consentOf(request) === true)
        await recordCartAddition(app.deps, request.body, {
          visitorId: ensureVisitorCookie(request, reply),
          userId: request.session?.user.id,
        });
      return reply.code(204).send(null);
    },
  );
};
