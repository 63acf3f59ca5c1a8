import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CardPayment,
  initiateTransactionBodySchema,
  InitiateTransactionResponse,
  Transaction,
  TransactionResponse,
  TransitionParams,
  TransitionTransactionResponse,
} from '../../../contracts/transactions';
import { idempotencyKeyHeader } from '../../../contracts/transactions';
import type { TransitionName } from '../../../domain/booking-process';
import { getJson, sendJson } from '../../lib/api';

export const transactionKey = (id: string) => ['transaction', id] as const;

/** One transaction as its viewer sees it (parties only). */
export const transactionQuery = (id: string) =>
  queryOptions({
    queryKey: transactionKey(id),
    queryFn: ({ signal }) =>
      getJson<TransactionResponse>(`/api/transactions/${encodeURIComponent(id)}`, { signal }).then(
        (r) => r.data,
      ),
  });

/** The customer's pending card payment (its client secret), fetched when they pay from the order page. */
export const cardPaymentQuery = (id: string) =>
  queryOptions({
    queryKey: ['transaction-card-payment', id],
    queryFn: ({ signal }) =>
      getJson<{ data: CardPayment }>(`/api/transactions/${encodeURIComponent(id)}/payment`, {
        signal,
      }).then((r) => r.data),
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
  sendJson<InitiateTransactionResponse>(
    'POST',
    `/api/transactions?speculative=${options.speculative}`,
    body,
    options.idempotencyKey ? { [idempotencyKeyHeader]: options.idempotencyKey } : {},
  );

/** Fires a transition as the signed-in party. */
export const transitionTransaction = (
  id: string,
  transition: TransitionName,
  params: TransitionParams = {},
) =>
  sendJson<TransactionResponse>('POST', `/api/transactions/${encodeURIComponent(id)}/transitions`, {
    transition,
    params,
  }).then((r): Transaction => r.data);

/** The customer books from their enquiry: priced and paid like a new request, on the same conversation. */
export const bookFromEnquiry = (id: string, params: TransitionParams) =>
  sendJson<TransitionTransactionResponse>(
    'POST',
    `/api/transactions/${encodeURIComponent(id)}/transitions`,
    { transition: 'request-payment-after-enquiry', params },
  ).then((r) => ({ ...r, isMessageSent: null }));
