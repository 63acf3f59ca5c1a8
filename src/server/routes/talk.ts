import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParams } from '../../contracts/common';
import {
  createReviewBodySchema,
  messageListResponseSchema,
  messageResponseSchema,
  messagesQuerySchema,
  notificationCountResponseSchema,
  reviewListResponseSchema,
  reviewResponseSchema,
  reviewsQuerySchema,
  sendMessageBodySchema,
  transactionReviewsResponseSchema,
} from '../../contracts/talk';
import { requireFullSession, requireSession } from '../http/auth';
import { requestLimitHook } from '../http/request-limits';
import { countWaitingSales } from '../modules/talk/count-waiting-sales';
import { createReview } from '../modules/talk/create-review';
import { listMessages } from '../modules/talk/list-messages';
import { listPublicReviews, listTransactionReviews } from '../modules/talk/list-reviews';
import { sendMessage } from '../modules/talk/send-message';

const errors = {
  400: errorResponseSchema,
  429: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

// Messages and reviews of a transaction, for its parties only (someone else's transaction is 404), and
// the top bar's count (issue 9; docs/decisions/045-talk-and-trust.md). Reads need a session, writes a full one.
export const talkRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['talk'];
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET') requireSession(request);
    else requireFullSession(request);
  });
  const userIdOf = (request: Parameters<typeof requireSession>[0]) =>
    requireSession(request).user.id;

  app.get(
    '/transactions/:id/messages',
    {
      schema: {
        tags,
        summary: 'Messages of a transaction, newest first, 100 a page',
        params: idParams,
        querystring: messagesQuerySchema,
        response: { 200: messageListResponseSchema, ...errors },
      },
    },
    async (request) =>
      listMessages(app.deps, {
        transactionId: request.params.id,
        viewerId: userIdOf(request),
        ...request.query,
      }),
  );

  app.post(
    '/transactions/:id/messages',
    {
      schema: {
        tags,
        summary: 'Write to the other party',
        params: idParams,
        body: sendMessageBodySchema,
        response: { 201: messageResponseSchema, ...errors },
      },
      // Per account and address, with the enquiries (decision 090).
      preHandler: requestLimitHook(app, () => 'message'),
    },
    async (request, reply) => {
      const data = await sendMessage(app.deps, {
        transactionId: request.params.id,
        senderId: userIdOf(request),
        content: request.body.content,
      });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/transactions/:id/reviews',
    {
      schema: {
        tags,
        summary: 'The reviews of a transaction: one’s own, and the other’s once published',
        params: idParams,
        response: { 200: transactionReviewsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await listTransactionReviews(app.deps, {
        transactionId: request.params.id,
        viewerId: userIdOf(request),
      }),
    }),
  );

  app.post(
    '/transactions/:id/reviews',
    {
      schema: {
        tags,
        summary: 'Review the other party after the tour (first or second review transition)',
        params: idParams,
        body: createReviewBodySchema,
        response: { 201: reviewResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createReview(app.deps, {
        transactionId: request.params.id,
        authorId: userIdOf(request),
        body: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/notification-count',
    {
      schema: {
        tags,
        summary: 'Sales waiting for the operator’s answer (at most 100)',
        response: { 200: notificationCountResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { count: await countWaitingSales(app.deps, userIdOf(request)) } }),
  );
};

// Published reviews, for everyone: of a listing (the travellers' reviews of its tours) and about a person.
export const publicReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];
  const response = { 200: reviewListResponseSchema, 400: errorResponseSchema };
  app.get(
    '/listings/:id/reviews',
    {
      schema: {
        tags,
        summary: 'Published reviews of a listing, newest first, with the average rating',
        params: idParams,
        querystring: reviewsQuerySchema,
        response,
      },
    },
    async (request) =>
      listPublicReviews(app.deps, { listingId: request.params.id, ...request.query }),
  );
  app.get(
    '/users/:id/reviews',
    {
      schema: {
        tags,
        summary: 'Published reviews about a person, newest first, with the average rating',
        params: idParams,
        querystring: reviewsQuerySchema,
        response,
      },
    },
    async (request) =>
      listPublicReviews(app.deps, { subjectId: request.params.id, ...request.query }),
  );
};
