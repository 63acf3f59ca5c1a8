import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AuthInfo, CurrentUser } from '../../../contracts/accounts';
import { authInfoKey } from '../../auth/auth-queries';
import { sendJson } from '../../lib/api';

type Method = 'POST' | 'PUT' | 'PATCH';

/**
 * Calls an account endpoint that answers with the updated current user, and puts that user in
 * the auth cache so every part of the page (menu, tabs, forms) shows the new values at once.
 */
export function useAccountUpdate() {
  const queryClient = useQueryClient();
  return useCallback(
    async (method: Method, path: string, body?: unknown): Promise<CurrentUser> => {
      const { data } = await sendJson<{ data: CurrentUser }>(method, path, body);
      queryClient.setQueryData<AuthInfo>(authInfoKey, (info) =>
        info ? { ...info, user: data } : info,
      );
      return data;
    },
    [queryClient],
  );
}

/** Reloads who is signed in (after a change answered with no body). */
export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: authInfoKey }), [queryClient]);
}
