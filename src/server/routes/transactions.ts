import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParams } from '../../contracts/common';
import {
  cardPaymentResponseSchema,
  idempotencyHeadersSchema,
  initiateTransactionBodySchema,
  initiateTransactionResponseSchema,
  operatorTransitionResponseSchema,
  speculativeQuerySchema,
  transactionListQuerySchema,
  transactionListResponseSchema,
  transactionResponseSchema,
  transitionTransactionBodySchema,
  transitionTransactionResponseSchema,
} from '../../contracts/transactions';
import { requireAdmin, requireFullSession, requireSession } from '../http/auth';
import { requestLimitHook } from '../http/request-limits';
import { initiateTransaction } from '../modules/transactions/initiate-transaction';
import {
  readReferralMark,
  referralCookie,
  visitorCookie,
} from '../modules/affiliates/attribute-booking';
import { queryTransactions } from '../modules/transactions/query-transactions';
import { showCardPayment } from '../modules/transactions/show-card-payment';
import { showTransaction } from '../modules/transactions/show-transaction';
import { transitionTransaction } from '../modules/transactions/transition-transaction';
import { toTransactionViews } from '../modules/transactions/to-transaction-views';
import type { TransitionName } from '../../domain/booking-process';
import { AppError } from '../../domain/errors';

const isUpdateTransition = (transition: TransitionName) =>
  transition === 'update-accepted-booking' || transition === 'update-preauthorized-booking';

const errors = {
  400: errorResponseSchema,
  429: errorResponseSchema,
  401: errorResponseSchema,
  402: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

// Bookings and enquiries (spec 000 §3, §4, §7; docs/decisions/040-booking-process.md). Every route needs
// a session (401); changes need a full one. Someone else's transaction is 404.
export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['transactions'];
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET') requireSession(request);
    else requireFullSession(request);
  });
  const userIdOf = (request: Parameters<typeof requireSession>[0]) =>
    requireSession(request).user.id;
  // Bookings made and enquiries sent, per account and address (decision 090); priced checks are free.
  const limitRequests = requestLimitHook(app, (request) => {
    if ((request.query as { speculative?: boolean }).speculative) return null;
    const { transition } = request.body as { transition: string };
    if (transition === 'enquire') return 'message';
    return transition === 'request-payment' || transition === 'request-payment-after-enquiry'
      ? 'booking'
      : null;
  });

  app.post(
    '/transactions',
    {
      schema: {
        tags,
        summary:
          'Request to book (request-payment) or enquire; ?speculative=true prices and checks without keeping anything',
        querystring: speculativeQuerySchema,
        headers: idempotencyHeadersSchema,
        body: initiateTransactionBodySchema,
        response: {
          200: initiateTransactionResponseSchema,
          201: initiateTransactionResponseSchema,
          ...errors,
        },
      },
      preHandler: limitRequests,
    },
    async (request, reply) => {
      const viewerId = userIdOf(request);
      const { speculative } = request.query;
      const outcome = await initiateTransaction(
        { ...app.deps, log: (message, error) => request.log.warn({ err: error }, message) },
        viewerId,
        request.body,
        speculative,
        await readReferralMark(app.deps, {
          cookie: request.cookies[referralCookie],
          visitorId: request.cookies[visitorCookie],
          address: request.ip,
        }),
        request.headers['idempotency-key'] ?? null,
      );
      // A transaction made now: its history is the outcome's, read from nothing (a repeat's is read).
      const isMadeNow = !speculative && !outcome.isReplay && !!outcome.recorded;
      const [data] = await toTransactionViews(
        app.deps,
        [outcome.row],
        viewerId,
        isMadeNow ? { history: outcome.recorded! } : undefined,
      );
      // A repeat (the same Idempotency-Key) answers the transaction the first request made: 200.
      return reply.status(speculative || outcome.isReplay ? 200 : 201).send({
        data: data!,
        ...(outcome.paymentClientSecret
          ? { paymentClientSecret: outcome.paymentClientSecret }
          : {}),
        isMessageSent: outcome.isMessageSent,
      });
    },
  );

  app.post(
    '/transactions/:id/transitions',
    {
      schema: {
        tags,
        summary:
          'Fire a transition the viewer may fire now; ?speculative=true checks and previews it',
        params: idParams,
        querystring: speculativeQuerySchema,
        body: transitionTransactionBodySchema,
        response: { 200: transitionTransactionResponseSchema, ...errors },
      },
      preHandler: limitRequests,
    },
    async (request) => {
      const viewerId = userIdOf(request);
      // The operator's date change waits for the traveller (decision 143): it is proposed, and the
      // update transition runs when the traveller accepts. A speculative check is still answered.
      if (isUpdateTransition(request.body.transition) && !request.query.speculative)
        throw new AppError(
          'transition-reschedule-error',
          'A new date is proposed to the traveller: POST /api/transactions/{id}/date-proposals',
          [{ code: 'proposal-needed' }],
        );
      const outcome = await transitionTransaction(app.deps, {
        transactionId: request.params.id,
        transition: request.body.transition,
        params: request.body.params,
        caller: { userId: viewerId },
        isSpeculative: request.query.speculative,
      });
      const [data] = await toTransactionViews(app.deps, [outcome.row], viewerId);
      return {
        data: data!,
        ...(outcome.paymentClientSecret
          ? { paymentClientSecret: outcome.paymentClientSecret }
          : {}),
      };
    },
  );

  app.get(
    '/transactions/:id',
    {
      schema: {
        tags,
        summary: 'A transaction, for its customer or provider',
        params: idParams,
        response: { 200: transactionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { data: await showTransaction(app.deps, userIdOf(request), request.params.id) };
    },
  );

  app.get(
    '/transactions/:id/payment',
    {
      schema: {
        tags,
        summary:
          "The customer's pending card payment (its client secret), to pay it after leaving checkout",
        params: idParams,
        response: { 200: cardPaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // The secret lets its holder pay: a look-only session does not get it.
      const viewerId = requireFullSession(request).user.id;
      return { data: await showCardPayment(app.deps, viewerId, request.params.id) };
    },
  );

  app.get(
    '/transactions',
    {
      schema: {
        tags,
        summary: 'Orders or sales of the viewer, last transitioned first',
        querystring: transactionListQuerySchema,
        response: { 200: transactionListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return queryTransactions(app.deps, userIdOf(request), request.query);
    },
  );
};

// The marketplace operator's transitions (accept, decline, cancel, reschedule, complete on anyone's
// booking: the process's `operator` actor), for the marketplace's administrators only (decision 040,
// the role in the database since decision 100); to anyone else the route does not exist (404).
export const adminTransactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
  app.post(
    '/admin/transactions/:id/transitions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Fire a transition as the marketplace operator; ?speculative=true checks it',
        params: idParams,
        querystring: speculativeQuerySchema,
        body: transitionTransactionBodySchema,
        response: { 200: operatorTransitionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { row } = await transitionTransaction(app.deps, {
        transactionId: request.params.id,
        transition: request.body.transition,
        params: request.body.params,
        caller: { actor: 'operator' },
        isSpeculative: request.query.speculative,
      });
      return {
        data: {
          id: row.id,
          state: row.state,
          lastTransition: row.lastTransition,
          lastTransitionedAt: row.lastTransitionedAt.toISOString(),
        },
      };
    },
  );
};
