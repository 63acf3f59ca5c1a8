import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AffiliateDashboard } from '../../../contracts/affiliates';
import { userTypes } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { callApi } from '../../lib/api-client';

/** The query keys of the affiliate's pages. */
export const affiliateKeys = {
  affiliate: (userId: string | undefined) => ['affiliate', userId] as const,
  dashboard: (month: string | undefined) => ['affiliate-dashboard', month ?? 'current'] as const,
  payouts: ['affiliate-payouts'] as const,
};

/** The signed-in affiliate's token, link and tier; nothing for anyone else. */
export function useAffiliate() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: affiliateKeys.affiliate(user?.id),
    queryFn: ({ signal }) => callApi('GET /api/affiliate', {}, { signal }).then((r) => r.data),
    enabled: user?.type === userTypes.affiliate,
    staleTime: 5 * 60_000,
  });
}

export function useAffiliateDashboard(month: string | undefined) {
  return useQuery<AffiliateDashboard>({
    queryKey: affiliateKeys.dashboard(month),
    queryFn: ({ signal }) =>
      callApi('GET /api/affiliate/dashboard', { query: { month } }, { signal }).then((r) => r.data),
    // Another month keeps the page (and the focus on the month choice) while it loads.
    placeholderData: keepPreviousData,
  });
}

export function useAffiliatePayouts() {
  return useQuery({
    queryKey: affiliateKeys.payouts,
    queryFn: ({ signal }) =>
      callApi('GET /api/affiliate/payouts', {}, { signal }).then((r) => r.data),
  });
}
