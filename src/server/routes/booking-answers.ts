import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingAnswersBodySchema,
  bookingAnswersResponseSchema,
} from '../../contracts/booking-questions';
import { errorResponseSchema, idParams } from '../../contracts/common';
import { transactionResponseSchema } from '../../contracts/transactions';
import { AppError } from '../../domain/errors';
import { showTransaction } from '../modules/transactions/show-transaction';
import { updateBookingAnswers } from '../modules/transactions/update-booking-answers';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const notFound = () => new AppError('not-found', 'Transaction not found');

// The answers to a booking's questions (issue 45 item 2; decision 137): read by its traveller and
// operator, changed by its traveller; to anyone else, signed in or not, not found (404), as tickets.
export const bookingAnswerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['transactions'];
  app.get(
    '/transactions/:id/answers',
    {
      schema: {
        tags,
        summary:
          "The lead traveller and the answers to the booking questions, for the booking's traveller and operator",
        params: idParams,
        response: { 200: bookingAnswersResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const viewerId = request.session?.user.id;
      if (!viewerId) throw notFound();
      const view = await showTransaction(app.deps, viewerId, request.params.id);
      if (!view.bookingAnswers) throw notFound();
      return { data: view.bookingAnswers };
    },
  );

  app.put(
    '/transactions/:id/answers',
    {
      schema: {
        tags,
        summary:
          'The traveller changes the lead traveller and the answers, until 24 hours before the start',
        params: idParams,
        body: bookingAnswersBodySchema,
        response: { 200: transactionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = request.session;
      if (!session) throw notFound();
      // A look-only session reads, it does not change (as every booking change).
      if (!session.scopes.includes('user'))
        throw new AppError('forbidden', 'Log in again to change this');
      return {
        data: await updateBookingAnswers(
          app.deps,
          session.user.id,
          request.params.id,
          request.body,
        ),
      };
    },
  );
};
