import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AuthInfo } from '../../../contracts/accounts';
import { useLocale } from '../../app/locale-context';
import { authInfoKey } from '../../auth/auth-queries';
import { useCurrentUser } from '../../auth/use-current-user';
import { sendJson } from '../../lib/api';

/** Keeps the signed-in user's stored language (the language of their emails) on the one they use. */
export function LanguageSync() {
  const { locale } = useLocale();
  const { user, isLimited } = useCurrentUser();
  const queryClient = useQueryClient();
  const stored = user?.language;
  useEffect(() => {
    if (!stored || isLimited || stored === locale) return;
    sendJson('PUT', '/api/account/language', { language: locale }).then(
      () => queryClient.setQueryData<AuthInfo>(authInfoKey, (info) => (info?.user ? { ...info, user: { ...info.user, language: locale } } : info)),
      () => undefined, // tried again on the next change; emails fall back to the stored language
    );
  }, [stored, locale, isLimited, queryClient]);
  return null;
}
