import type { EndpointTable } from './endpoint';
import { idParams } from '../common';
import * as talkContract from '../talk';

export const talkEndpoints = {
  /** Messages of a transaction, newest first, 100 a page */
  'GET /api/transactions/:id/messages': {
    params: idParams,
    query: talkContract.messagesQuerySchema,
    response: talkContract.messageListResponseSchema,
  },
  /** Write to the other party */
  'POST /api/transactions/:id/messages': {
    params: idParams,
    body: talkContract.sendMessageBodySchema,
    response: talkContract.messageResponseSchema,
    status: 201,
  },
  /** The reviews of a transaction: one’s own, and the other’s once published */
  'GET /api/transactions/:id/reviews': {
    params: idParams,
    response: talkContract.transactionReviewsResponseSchema,
  },
  /** Review the other party after the tour (first or second review transition) */
  'POST /api/transactions/:id/reviews': {
    params: idParams,
    body: talkContract.createReviewBodySchema,
    response: talkContract.reviewResponseSchema,
    status: 201,
  },
  /** Sales waiting for the operator’s answer (at most 100) */
  'GET /api/notification-count': { response: talkContract.notificationCountResponseSchema },
  /** Published reviews of a listing, newest first, with the average rating */
  'GET /api/listings/:id/reviews': {
    params: idParams,
    query: talkContract.reviewsQuerySchema,
    response: talkContract.reviewListResponseSchema,
  },
  /** Published reviews about a person, newest first, with the average rating */
  'GET /api/users/:id/reviews': {
    params: idParams,
    query: talkContract.reviewsQuerySchema,
    response: talkContract.reviewListResponseSchema,
  },
} as const satisfies EndpointTable;
