import { queryOptions } from '@tanstack/react-query';
import type { PayoutAccountView, PayoutDetailsBody } from '../../../contracts/payouts';
import { callApi } from '../../lib/api-client';

// The operator's payout endpoints (src/server/routes/payouts.ts).

/** The query keys of the operator's payouts. */
export const payoutKeys = {
  account: ['payout-account'] as const,
  earnings: ['payout-earnings'] as const,
  commission: ['payout-commission'] as const,
};

// The writes answer with the read's schema, nullable; after a save there is always an account.
const savedAccount = (r: { data: PayoutAccountView | null }) => r.data as PayoutAccountView;

export const payoutAccountQuery = () =>
  queryOptions({
    queryKey: payoutKeys.account,
    queryFn: ({ signal }) =>
      callApi('GET /api/payouts/account', {}, { signal }).then((r) => r.data),
  });

export const earningsQuery = () =>
  queryOptions({
    queryKey: payoutKeys.earnings,
    queryFn: ({ signal }) =>
      callApi('GET /api/payouts/earnings', {}, { signal }).then((r) => r.data),
  });

/** The commissions the operator's next booking is priced with (their own rate or the marketplace's). */
export const ownCommissionQuery = () =>
  queryOptions({
    queryKey: payoutKeys.commission,
    queryFn: ({ signal }) =>
      callApi('GET /api/payouts/commission', {}, { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

export const createBankToken = (body: {
  country: string;
  currency: string;
  fields: Record<string, string>;
}) => callApi('POST /api/payouts/bank-tokens', { body }).then((r) => r.data);

/** Points payouts at another bank account (a new bank token), the account's details unchanged. */
export const changeBankAccount = (bankToken: string) =>
  callApi('PUT /api/payouts/account/bank-account', { body: { bankToken } }).then(savedAccount);

export const savePayoutDetails = (body: PayoutDetailsBody) =>
  callApi('POST /api/payouts/account', { body }).then(savedAccount);

export const createAccountLink = (returnPath: string) =>
  callApi('POST /api/payouts/account-links', { body: { returnPath } }).then((r) => r.data.url);

export const answerSimulatedOnboarding = (linkId: string, outcome: 'complete' | 'fail') =>
  callApi('POST /api/payouts/simulator/account-links/:id', {
    params: { id: linkId },
    body: { outcome },
  }).then((r) => r.data.returnUrl);
