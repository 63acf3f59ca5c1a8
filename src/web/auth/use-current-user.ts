// The one place the web app learns who is signed in: GET /api/auth/info, cached by TanStack Query.
// Route guards, the menu and the pages follow it; sign-in and sign-out invalidate `currentUserKey`.
import { useQuery } from '@tanstack/react-query';
import type { AuthInfo, CurrentUser } from '../../contracts/accounts';
import { getJson } from '../lib/api';

export type { CurrentUser };

export type CurrentUserState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: CurrentUser };

export const currentUserKey = ['auth-info'] as const;

export function useCurrentUser(): CurrentUserState {
  const info = useQuery({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => getJson<{ data: AuthInfo }>('/api/auth/info', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (info.isPending) return { status: 'loading', user: null };
  const user = info.data?.user;
  return user ? { status: 'signed-in', user } : { status: 'signed-out', user: null };
}
