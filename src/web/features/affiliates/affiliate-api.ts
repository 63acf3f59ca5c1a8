import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  Affiliate,
  AffiliateDashboard,
  AffiliatePayouts,
} from '../../../contracts/affiliates';
import { userTypes } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { getJson } from '../../lib/api';

/** The signed-in affiliate's token, link and tier; nothing for anyone else. */
export function useAffiliate() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: ['affiliate', user?.id],
    queryFn: ({ signal }) =>
      getJson<{ data: Affiliate }>('/api/affiliate', { signal }).then((r) => r.data),
    enabled: user?.type === userTypes.affiliate,
    staleTime: 5 * 60_000,
  });
}

export function useAffiliateDashboard(month: string | undefined) {
  return useQuery<AffiliateDashboard>({
    queryKey: ['affiliate-dashboard', month ?? 'current'],
    queryFn: ({ signal }) =>
      getJson<{ data: AffiliateDashboard }>(
        `/api/affiliate/dashboard${month ? `?month=${encodeURIComponent(month)}` : ''}`,
        { signal },
      ).then((r) => r.data),
    // Another month keeps the page (and the focus on the month choice) while it loads.
    placeholderData: keepPreviousData,
  });
}

export function useAffiliatePayouts() {
  return useQuery({
    queryKey: ['affiliate-payouts'],
    queryFn: ({ signal }) =>
      getJson<{ data: AffiliatePayouts }>('/api/affiliate/payouts', { signal }).then((r) => r.data),
  });
}
