import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../contracts/accounts';
import { isLimitedAccess } from '../../domain/accounts';
import { authInfoQuery } from './auth-queries';

export type { CurrentUser };

export type CurrentUserState =
  | { status: 'loading'; user: null; scopes: string[]; isLimited: false }
  | { status: 'signed-out'; user: null; scopes: string[]; isLimited: false }
  | { status: 'signed-in'; user: CurrentUser; scopes: string[]; isLimited: boolean };

/** The one place the web app learns who is signed in: route guards, the menu and pages follow it. */
export function useCurrentUser(): CurrentUserState {
  const { data } = useQuery(authInfoQuery);
  if (!data) return { status: 'loading', user: null, scopes: [], isLimited: false };
  if (data.isAnonymous || !data.user)
    return { status: 'signed-out', user: null, scopes: [], isLimited: false };
  return {
    status: 'signed-in',
    user: data.user,
    scopes: data.scopes,
    isLimited: isLimitedAccess(data.scopes),
  };
}
