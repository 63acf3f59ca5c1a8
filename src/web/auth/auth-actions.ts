import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type {
  AuthInfo,
  DeleteAccountBody,
  IdpSignupBody,
  SignupBody,
} from '../../contracts/accounts';
import { hasStoredLocale, useLocale } from '../app/locale-context';
import { ApiError } from '../lib/api';
import { callApi } from '../lib/api-client';
import { anonymousAuthInfo, authInfoKey } from './auth-queries';
import {
  authActionInProgress,
  AuthBusyError,
  beginAuthAction,
  endAuthAction,
  exclusive,
} from './auth-action-state';

export { AuthBusyError, useAuthActionInProgress, type AuthAction } from './auth-action-state';

/** The landing page's query parameter that shows the "account deleted" notice. */
export const accountDeletedParam = 'accountDeleted';

/** Full page loads (after logout); replaced in tests, where jsdom cannot navigate. */
export const pageLoader = { load: (path: string) => window.location.assign(path) };

export type SignupInput = Omit<SignupBody, 'language' | 'marketingEmailOption'> & {
  marketingEmailOption: boolean;
};

/** Login, sign-up, identity-provider confirmation and logout, each refused while another runs. */
export function useAuthActions() {
  const queryClient = useQueryClient();
  const { locale } = useLocale();

  return useMemo(() => {
    // Someone else now uses the app: nothing cached for the previous person may show. The auth
    // query itself stays (its observers see the new value at once); every other answer goes.
    const switchTo = (info: AuthInfo) => {
      void queryClient.cancelQueries();
      queryClient.setQueryData(authInfoKey, info);
      queryClient.removeQueries({
        predicate: (query) =>
          !(query.queryKey[0] === authInfoKey[0] && query.queryKey[1] === authInfoKey[1]),
      });
      return info;
    };
    return {
      login: (email: string, password: string) =>
        exclusive('login', async () =>
          // The language goes along only when chosen in this browser; else the account's own language stays.
          switchTo(
            (
              await callApi('POST /api/auth/login', {
                body: {
                  email,
                  password,
                  ...(hasStoredLocale() ? { language: locale } : {}),
                },
              })
            ).data,
          ),
        ),
      /** Creates the account; signs in unless `signIn` is false (the checkout variant). */
      signup: (body: SignupInput, options: { signIn?: boolean } = {}) =>
        exclusive('signup', async () => {
          const signIn = options.signIn ?? true;
          const info = (
            await callApi('POST /api/auth/signup', {
              query: signIn ? {} : { signIn: 'false' },
              body: { ...body, language: locale },
            })
          ).data;
          return signIn ? switchTo(info) : info;
        }),
      confirmIdp: (body: Omit<IdpSignupBody, 'language'>) =>
        exclusive('confirm', async () =>
          switchTo(
            (
              await callApi('POST /api/auth/create-user-with-idp', {
                body: { ...body, language: locale },
              })
            ).data,
          ),
        ),
      /**
       * Deletes the account (the server ends every session), then loads the landing page afresh with
       * its "account deleted" notice, as a logout does. A refusal (wrong password, open bookings) is
       * thrown and the settings page stays as it is, dialog and all: the "logout in progress" state,
       * which hides the page, starts only once the account is gone.
       */
      deleteAccount: async (body: DeleteAccountBody) => {
        if (authActionInProgress()) throw new AuthBusyError();
        await callApi('POST /api/account/delete', { body });
        beginAuthAction('logout');
        switchTo(anonymousAuthInfo);
        try {
          window.sessionStorage.clear();
        } catch {
          // storage blocked: nothing stored either
        }
        pageLoader.load(`/?${accountDeletedParam}=1`);
      },
      /**
       * Ends the session on the server, then loads the landing page afresh: nothing of the
       * previous session survives in memory, and the session storage is cleared (spec 001 §4).
       * The logout stays "in progress" until the page is gone, so no page loads data meanwhile.
       */
      logout: async () => {
        // A "log in as" session (console) goes back to the administrator's console page.
        const consoleReturn =
          queryClient.getQueryData<AuthInfo>(authInfoKey)?.consoleReturn ?? null;
        beginAuthAction('logout');
        try {
          await callApi('POST /api/auth/logout').catch((error: unknown) => {
            if (!(error instanceof ApiError && error.status === 401)) throw error; // 401: already ended
          });
        } catch (error) {
          endAuthAction();
          throw error;
        }
        switchTo(anonymousAuthInfo);
        try {
          window.sessionStorage.clear();
        } catch {
          // storage blocked: nothing stored either
        }
        pageLoader.load(consoleReturn ?? '/');
      },
    };
  }, [queryClient, locale]);
}
