import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AuthInfo } from '../../../contracts/accounts';
import { hasStoredLocale, useLocale } from '../../app/locale-context';
import { authInfoKey } from '../../auth/auth-queries';
import { useCurrentUser } from '../../auth/use-current-user';
import { callApi } from '../../lib/api-client';

/**
 * Keeps the interface and the signed-in user's language (the language of their emails) together: a
 * browser without a language of its own takes the user's; a language chosen here becomes the user's.
 */
export function LanguageSync() {
  const { locale, setLocale } = useLocale();
  const { user, isLimited } = useCurrentUser();
  const queryClient = useQueryClient();
  const stored = user?.language;
  useEffect(() => {
    // A limited session looks at someone else's account: it neither takes nor changes their language.
    if (!stored || isLimited || stored === locale) return;
    if (!hasStoredLocale()) {
      setLocale(stored);
      return;
    }
    callApi('PUT /api/account/language', { body: { language: locale } }).then(
      () =>
        queryClient.setQueryData<AuthInfo>(authInfoKey, (info) =>
          info?.user ? { ...info, user: { ...info.user, language: locale } } : info,
        ),
      () => undefined, // tried again on the next change; emails fall back to the stored language
    );
  }, [stored, locale, isLimited, queryClient, setLocale]);
  return null;
}
