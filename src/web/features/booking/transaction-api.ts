import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  initiateTransactionBodySchema,
  InitiateTransactionResponse,
  Transaction,
  TransactionResponse,
  TransitionParams,
  TransitionTransactionResponse,
} from '../../../contracts/transactions';
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

/** Starts a booking (or, speculatively, prices it with every check and nothing kept). */
export const initiateTransaction = (
  body: z.input<typeof initiateTransactionBodySchema>,
  options: { speculative: boolean },
) =>
  sendJson<InitiateTransactionResponse>(
    'POST',
    `/api/transactions?speculative=${options.speculative}`,
    body,
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
