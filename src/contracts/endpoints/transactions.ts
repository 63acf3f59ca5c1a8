import type { EndpointTable } from './endpoint';
import { bookingAnswersBodySchema, bookingAnswersResponseSchema } from '../booking-questions';
import { idParams } from '../common';
import * as transactionsContract from '../transactions';

export const transactionsEndpoints = {
  /** Request to book (request-payment) or enquire; ?speculative=true prices and checks without keeping anything */
  'POST /api/transactions': {
    query: transactionsContract.speculativeQuerySchema,
    body: transactionsContract.initiateTransactionBodySchema,
    response: transactionsContract.initiateTransactionResponseSchema,
  },
  /** Fire a transition the viewer may fire now; ?speculative=true checks and previews it */
  'POST /api/transactions/:id/transitions': {
    params: idParams,
    query: transactionsContract.speculativeQuerySchema,
    body: transactionsContract.transitionTransactionBodySchema,
    response: transactionsContract.transitionTransactionResponseSchema,
  },
  /** A transaction, for its customer or provider */
  'GET /api/transactions/:id': {
    params: idParams,
    response: transactionsContract.transactionResponseSchema,
  },
  /** The customer's pending card payment (its client secret), to pay it after leaving checkout */
  'GET /api/transactions/:id/payment': {
    params: idParams,
    response: transactionsContract.cardPaymentResponseSchema,
  },
  /** Orders or sales of the viewer, last transitioned first */
  'GET /api/transactions': {
    query: transactionsContract.transactionListQuerySchema,
    response: transactionsContract.transactionListResponseSchema,
  },
  /** Fire a transition as the marketplace operator; ?speculative=true checks it */
  'POST /api/admin/transactions/:id/transitions': {
    params: idParams,
    query: transactionsContract.speculativeQuerySchema,
    body: transactionsContract.transitionTransactionBodySchema,
    response: transactionsContract.operatorTransitionResponseSchema,
  },
  /** The operator proposes another departure; the booking moves when the traveller accepts */
  'POST /api/transactions/:id/date-proposals': {
    params: idParams,
    body: transactionsContract.dateProposalBodySchema,
    response: transactionsContract.dateProposalResponseSchema,
    status: 201,
  },
  /** The traveller takes the proposed date: the booking moves */
  'POST /api/transactions/:id/date-proposals/:proposalId/accept': {
    params: transactionsContract.dateProposalParams,
    response: transactionsContract.transactionResponseSchema,
  },
  /** The traveller refuses the proposed date: the booking is cancelled with a full refund */
  'POST /api/transactions/:id/date-proposals/:proposalId/decline': {
    params: transactionsContract.dateProposalParams,
    response: transactionsContract.transactionResponseSchema,
  },
  /** The operator withdraws an unanswered proposal */
  'POST /api/transactions/:id/date-proposals/:proposalId/withdraw': {
    params: transactionsContract.dateProposalParams,
    response: transactionsContract.transactionResponseSchema,
  },
  /** The lead traveller and the answers to the booking questions, for the booking's traveller and operator */
  'GET /api/transactions/:id/answers': { params: idParams, response: bookingAnswersResponseSchema },
  /** The traveller changes the lead traveller and the answers, until 24 hours before the start */
  'PUT /api/transactions/:id/answers': {
    params: idParams,
    body: bookingAnswersBodySchema,
    response: transactionsContract.transactionResponseSchema,
  },
} as const satisfies EndpointTable;
