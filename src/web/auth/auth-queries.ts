import { queryOptions } from '@tanstack/react-query';
import type { AuthInfo } from '../../contracts/accounts';
import { callApi } from '../lib/api-client';

export const authInfoKey = ['auth', 'info'] as const;
export const anonymousAuthInfo: AuthInfo = { isAnonymous: true, scopes: [], user: null };

/** Who is signed in (spec 001 §4 "auth info"); a failure counts as signed out. */
export const authInfoQuery = queryOptions({
  queryKey: authInfoKey,
  queryFn: ({ signal }) =>
    callApi('GET /api/auth/info', {}, { signal }).then(
      (r) => r.data,
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') throw error;
        return anonymousAuthInfo;
      },
    ),
  staleTime: 5 * 60_000,
});
