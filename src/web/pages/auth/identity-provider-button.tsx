import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from '../../i18n/intl';
import { authKeys } from '../../auth/auth-keys';
import { callApi } from '../../lib/api-client';
import { ButtonAnchor } from '../../components/button/button-link';

/** "Continue with …" for the configured identity provider; nothing when none is configured. */
export function IdentityProviderButton({ from }: { from: string | null }) {
  const { data } = useQuery({
    queryKey: authKeys.identityProviders,
    queryFn: () => callApi('GET /api/auth/identity-providers').then((r) => r.data),
    staleTime: Infinity,
  });
  const provider = data?.[0];
  if (!provider) return null;
  const href = `/api/auth/oidc/start${from ? `?from=${encodeURIComponent(from)}` : ''}`;
  return (
    <>
      <div className="auth-card__divider">
        <FormattedMessage id="accounts.or" />
      </div>
      {/* A full page navigation: the provider's sign-in page is on another site. */}
      <ButtonAnchor variant="secondary" className="form__submit" href={href}>
        <FormattedMessage id="accounts.idp.continueWith" values={{ name: provider.name }} />
      </ButtonAnchor>
    </>
  );
}
