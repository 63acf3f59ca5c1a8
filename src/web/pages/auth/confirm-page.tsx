import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Navigate } from 'react-router';
import { userTypes } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { LazySignupForm as SignupForm } from '../../features/accounts/lazy-signup-form';
import { useAfterSignup } from '../../features/accounts/use-after-signup';
import { isNotFound } from '../../lib/api';
import { callApi } from '../../lib/api-client';
import { authKeys } from '../../auth/auth-keys';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../features/accounts/accounts.css';
import { ButtonLink } from '../../components/button/button-link';

/** /confirm: a first sign-in through the identity provider; the person confirms the sign-up fields. */
export default function ConfirmPage() {
  const intl = useIntl();
  const auth = useCurrentUser();
  const afterSignup = useAfterSignup();
  const confirmedHere = useRef(false);
  useDocumentTitle(intl.formatMessage({ id: 'accounts.confirm.title' }));
  const pending = useQuery({
    queryKey: authKeys.pendingIdpSignup,
    queryFn: () => callApi('GET /api/auth/oidc/pending').then((r) => r.data),
    staleTime: Infinity,
  });

  if (auth.status === 'signed-in' && !confirmedHere.current) return <Navigate to="/" replace />;
  if (pending.isPending) return <PageSkeleton />;
  return (
    <div className="auth-page">
      <div className="auth-card auth-card--wide">
        <h1 className="auth-card__title">
          <FormattedMessage id="accounts.confirm.title" />
        </h1>
        {pending.isError ? (
          isNotFound(pending.error) ? (
            <>
              <p className="auth-card__lead">
                <FormattedMessage id="accounts.confirm.expired" />
              </p>
              <ButtonLink variant="primary" to="/login">
                <FormattedMessage id="accounts.confirm.backToLogin" />
              </ButtonLink>
            </>
          ) : (
            <ErrorState error={pending.error} onRetry={() => void pending.refetch()} />
          )
        ) : (
          <>
            <p className="auth-card__lead">
              <FormattedMessage
                id="accounts.confirm.lead"
                values={{ name: pending.data.providerName }}
              />
            </p>
            <SignupForm
              initialType={userTypes.customer}
              canChooseType
              mode="idp"
              prefill={{
                email: pending.data.email ?? '',
                firstName: pending.data.firstName,
                lastName: pending.data.lastName,
              }}
              onSignedUp={(info) => {
                confirmedHere.current = true;
                afterSignup(info);
              }}
            />
          </>
        )}
      </div>
    </div>
  );
}
