import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, idParams } from '../../contracts/common';
import {
  dateProposalBodySchema,
  dateProposalParams,
  dateProposalResponseSchema,
  transactionResponseSchema,
} from '../../contracts/transactions';
import { AppError } from '../../domain/errors';
import { requireFullSession } from '../http/auth';
import {
  answerDateProposal,
  type ProposalAnswer,
} from '../modules/date-proposals/answer-date-proposal';
import { proposeDateChange } from '../modules/date-proposals/propose-date-change';
import { toDateProposal } from '../modules/date-proposals/to-date-proposal';
import { toTransactionViews } from '../modules/transactions/to-transaction-views';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

// Date changes (issue 45 item 5; decision 143): the operator proposes, the traveller accepts or
// declines, the operator may withdraw. Only the booking's two parties know of them: to anyone else,
// a visitor included, they are not found (404).
export const dateProposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['transactions'];
  app.addHook('onRequest', async (request) => {
    if (!request.session) throw new AppError('not-found', 'Not found');
    requireFullSession(request);
  });
  const viewerOf = (request: { session?: { user: { id: string } } | null }) =>
    request.session!.user.id;

  app.post(
    '/transactions/:id/date-proposals',
    {
      schema: {
        tags,
        summary:
          'The operator proposes another departure; the booking moves when the traveller accepts',
        params: idParams,
        body: dateProposalBodySchema,
        response: { 201: dateProposalResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const proposal = await proposeDateChange(app.deps, {
        transactionId: request.params.id,
        userId: viewerOf(request),
        ...request.body,
      });
      return reply.status(201).send({ data: toDateProposal(proposal, app.deps.clock.now()) });
    },
  );

  for (const answer of ['accept', 'decline', 'withdraw'] as const satisfies ProposalAnswer[]) {
    app.post(
      `/transactions/:id/date-proposals/:proposalId/${answer}`,
      {
        schema: {
          tags,
          summary:
            answer === 'accept'
              ? 'The traveller takes the proposed date: the booking moves'
              : answer === 'decline'
                ? 'The traveller refuses the proposed date: the booking is cancelled with a full refund'
                : 'The operator withdraws an unanswered proposal',
          params: dateProposalParams,
          response: { 200: transactionResponseSchema, ...errors },
        },
      },
      async (request) => {
        const viewerId = viewerOf(request);
        const row = await answerDateProposal(app.deps, {
          transactionId: request.params.id,
          proposalId: request.params.proposalId,
          userId: viewerId,
          answer,
        });
        const [data] = await toTransactionViews(app.deps, [row], viewerId);
        return { data: data! };
      },
    );
  }
};
