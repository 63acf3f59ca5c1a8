import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  initiateTransactionBodySchema,
  Transaction,
  TransitionParams,
} from '../../../contracts/transactions';
import { idempotencyKeyHeader } from '../../../contracts/transactions';
import type { TransitionName } from '../../../domain/booking-process';
import { callApi } from '../../lib/api-client';

/** The query keys of a transaction and its card payment. */
export const transactionKeys = {
  transaction: (id: string) => ['transaction', id] as const,
  cardPayment: (id: string) => ['transaction-card-payment', id] as const,
};
export const transactionKey = transactionKeys.transaction;

/** One transaction as its viewer sees it (parties only). */
export const transactionQuery = (id: string) =>
  queryOptions({
    queryKey: transactionKey(id),
    queryFn: ({ signal }) =>
      callApi('GET /api/transactions/:id', { params: { id } }, { signal }).then((r) => r.data),
  });

/** The customer's pending card payment (its client secret), fetched when they pay from the order page. */
export const cardPaymentQuery = (id: string) =>
  queryOptions({
    queryKey: transactionKeys.cardPayment(id),
    queryFn: ({ signal }) =>
      callApi('GET /api/transactions/:id/payment', { params: { id } }, { signal }).then(
        (r) => r.data,
      ),
    staleTime: 0,
    gcTime: 0,
  });

/**
 * Starts a booking or an enquiry (or, speculatively, prices it with every check and nothing kept).
 * The idempotency key, one per checkout attempt, makes a repeat of the call answer the transaction
 * the first made instead of making another (decision 090).
 */
export const initiateTransaction = (
  body: z.input<typeof initiateTransactionBodySchema>,
  options: { speculative: boolean; idempotencyKey?: string },
) =>
  callApi(
    'POST /api/transactions',
    { query: { speculative: options.speculative ? 'true' : 'false' }, body },
    { headers: options.idempotencyKey ? { [idempotencyKeyHeader]: options.idempotencyKey } : {} },
  );

/** Fires a transition as the signed-in party. */
export const transitionTransaction = (
  id: string,
  transition: TransitionName,
  params: TransitionParams = {},
) =>
  callApi('POST /api/transactions/:id/transitions', {
    params: { id },
    body: { transition, params },
  }).then((r): Transaction => r.data);

/** The customer books from their enquiry: priced and paid like a new request, on the same conversation. */
export const bookFromEnquiry = (id: string, params: TransitionParams) =>
  callApi('POST /api/transactions/:id/transitions', {
    params: { id },
    body: { transition: 'request-payment-after-enquiry', params },
  }).then((r) => ({ ...r, isMessageSent: null }));
