import type { EndpointTable } from './endpoint';
import { bookingAnswersBodySchema, bookingAnswersResponseSchema } from '../booking-questions';
import { idParams } from '../common';
import {
  cardPaymentResponseSchema,
  dateProposalBodySchema,
  dateProposalParams,
  dateProposalResponseSchema,
  initiateTransactionBodySchema,
  initiateTransactionResponseSchema,
  operatorTransitionResponseSchema,
  speculativeQuerySchema,
  transactionListQuerySchema,
  transactionListResponseSchema,
  transactionResponseSchema,
  transitionTransactionBodySchema,
  transitionTransactionResponseSchema,
} from '../transactions';

export const transactionsEndpoints = {
  /** Request to book (request-payment) or enquire; ?speculative=true prices and checks without keeping anything */
  'POST /api/transactions': {
    query: speculativeQuerySchema,
    body: initiateTransactionBodySchema,
    response: initiateTransactionResponseSchema,
  },
  /** Fire a transition the viewer may fire now; ?speculative=true checks and previews it */
  'POST /api/transactions/:id/transitions': {
    params: idParams,
    query: speculativeQuerySchema,
    body: transitionTransactionBodySchema,
    response: transitionTransactionResponseSchema,
  },
  /** A transaction, for its customer or provider */
  'GET /api/transactions/:id': { params: idParams, response: transactionResponseSchema },
  /** The customer's pending card payment (its client secret), to pay it after leaving checkout */
  'GET /api/transactions/:id/payment': { params: idParams, response: cardPaymentResponseSchema },
  /** Orders or sales of the viewer, last transitioned first */
  'GET /api/transactions': {
    query: transactionListQuerySchema,
    response: transactionListResponseSchema,
  },
  /** Fire a transition as the marketplace operator; ?speculative=true checks it */
  'POST /api/admin/transactions/:id/transitions': {
    params: idParams,
    query: speculativeQuerySchema,
    body: transitionTransactionBodySchema,
    response: operatorTransitionResponseSchema,
  },
  /** The operator proposes another departure; the booking moves when the traveller accepts */
  'POST /api/transactions/:id/date-proposals': {
    params: idParams,
    body: dateProposalBodySchema,
    response: dateProposalResponseSchema,
    status: 201,
  },
  /** The traveller takes the proposed date: the booking moves */
  'POST /api/transactions/:id/date-proposals/:proposalId/accept': {
    params: dateProposalParams,
    response: transactionResponseSchema,
  },
  /** The traveller refuses the proposed date: the booking is cancelled with a full refund */
  'POST /api/transactions/:id/date-proposals/:proposalId/decline': {
    params: dateProposalParams,
    response: transactionResponseSchema,
  },
  /** The operator withdraws an unanswered proposal */
  'POST /api/transactions/:id/date-proposals/:proposalId/withdraw': {
    params: dateProposalParams,
    response: transactionResponseSchema,
  },
  /** The lead traveller and the answers to the booking questions, for the booking's traveller and operator */
  'GET /api/transactions/:id/answers': { params: idParams, response: bookingAnswersResponseSchema },
  /** The traveller changes the lead traveller and the answers, until 24 hours before the start */
  'PUT /api/transactions/:id/answers': {
    params: idParams,
    body: bookingAnswersBodySchema,
    response: transactionResponseSchema,
  },
} as const satisfies EndpointTable;
