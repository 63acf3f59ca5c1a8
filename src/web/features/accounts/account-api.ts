import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AuthInfo, CurrentUser } from '../../../contracts/accounts';
import { authInfoKey } from '../../auth/auth-queries';
import { callApi, type ApiInput } from '../../lib/api-client';

/** The account's writes that answer with the updated current user. */
type AccountUpdateKey =
  | 'POST /api/account/change-email'
  | 'PATCH /api/account/contact-details'
  | 'PUT /api/account/quick-replies'
  | 'PATCH /api/account/profile'
  | 'POST /api/account/verify-email';

/**
 * Calls an account endpoint that answers with the updated current user, and puts that user in
 * the auth cache so every part of the page (menu, tabs, forms) shows the new values at once.
 */
export function useAccountUpdate() {
  const queryClient = useQueryClient();
  return useCallback(
    async <K extends AccountUpdateKey>(
      key: K,
      body: ApiInput<K> extends { body: infer B } ? B : never,
    ): Promise<CurrentUser> => {
      // One route at a time: the call's types are checked where `update` is called.
      const { data } = (await callApi(key as AccountUpdateKey, { body } as never)) as {
        data: CurrentUser;
      };
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
