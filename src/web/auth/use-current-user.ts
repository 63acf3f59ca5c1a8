import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../contracts/accounts';
import { isLimitedAccess } from '../../domain/accounts';
import { authInfoQuery } from './auth-queries';

export type { CurrentUser };

type Roles = { isAdmin: boolean; consoleReturn: string | null };
export type CurrentUserState =
  | ({ status: 'loading'; user: null; scopes: string[]; isLimited: false } & Roles)
  | ({ status: 'signed-out'; user: null; scopes: string[]; isLimited: false } & Roles)
  | ({ status: 'signed-in'; user: CurrentUser; scopes: string[]; isLimited: boolean } & Roles);

const noRoles: Roles = { isAdmin: false, consoleReturn: null };

/** The one place the web app learns who is signed in: route guards, the menu and pages follow it. */
export function useCurrentUser(): CurrentUserState {
  const { data } = useQuery(authInfoQuery);
  if (!data) return { status: 'loading', user: null, scopes: [], isLimited: false, ...noRoles };
  if (data.isAnonymous || !data.user)
    return { status: 'signed-out', user: null, scopes: [], isLimited: false, ...noRoles };
  return {
    status: 'signed-in',
    user: data.user,
    scopes: data.scopes,
    isLimited: isLimitedAccess(data.scopes),
    isAdmin: data.isAdmin ?? false,
    consoleReturn: data.consoleReturn ?? null,
  };
}
