import { queryOptions } from '@tanstack/react-query';
import type {
  Earnings,
  OwnCommission,
  PayoutAccountView,
  PayoutDetailsBody,
} from '../../../contracts/payouts';
import { getJson, sendJson } from '../../lib/api';

// The operator's payout endpoints (src/server/routes/payouts.ts).
export const payoutAccountQuery = () =>
  queryOptions({
    queryKey: ['payout-account'],
    queryFn: ({ signal }) =>
      getJson<{ data: PayoutAccountView | null }>('/api/payouts/account', { signal }).then(
        (r) => r.data,
      ),
  });

export const earningsQuery = () =>
  queryOptions({
    queryKey: ['payout-earnings'],
    queryFn: ({ signal }) =>
      getJson<{ data: Earnings }>('/api/payouts/earnings', { signal }).then((r) => r.data),
  });

/** The commissions the operator's next booking is priced with (their own rate or the marketplace's). */
export const ownCommissionQuery = () =>
  queryOptions({
    queryKey: ['payout-commission'],
    queryFn: ({ signal }) =>
      getJson<{ data: OwnCommission }>('/api/payouts/commission', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

export const createBankToken = (body: {
  country: string;
  currency: string;
  fields: Record<string, string>;
}) =>
  sendJson<{ data: { token: string; bankAccount: { last4: string } } }>(
    'POST',
    '/api/payouts/bank-tokens',
    body,
  ).then((r) => r.data);

/** Points payouts at another bank account (a new bank token), the account's details unchanged. */
export const changeBankAccount = (bankToken: string) =>
  sendJson<{ data: PayoutAccountView }>('PUT', '/api/payouts/account/bank-account', {
    bankToken,
  }).then((r) => r.data);

export const savePayoutDetails = (body: PayoutDetailsBody) =>
  sendJson<{ data: PayoutAccountView }>('POST', '/api/payouts/account', body).then((r) => r.data);

export const createAccountLink = (returnPath: string) =>
  sendJson<{ data: { url: string } }>('POST', '/api/payouts/account-links', { returnPath }).then(
    (r) => r.data.url,
  );

export const answerSimulatedOnboarding = (linkId: string, outcome: 'complete' | 'fail') =>
  sendJson<{ data: { returnUrl: string } }>(
    'POST',
    `/api/payouts/simulator/account-links/${encodeURIComponent(linkId)}`,
    {
      outcome,
    },
  ).then((r) => r.data.returnUrl);
