import { useRef } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, Navigate, useSearchParams } from 'react-router';
import { userTypes, type UserType } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { LazySignupForm as SignupForm } from '../../features/accounts/lazy-signup-form';
import { useAfterSignup } from '../../features/accounts/use-after-signup';
import { useDocumentTitle } from '../../lib/use-document-title';
import { IdentityProviderButton } from './identity-provider-button';
import '../../features/accounts/accounts.css';

/** A sign-up page with the user type preset (/signup, /signup-affiliate). */
export function SignupPageView({
  initialType,
  titleId,
  leadId,
}: {
  initialType: UserType;
  titleId: string;
  leadId: string;
}) {
  const intl = useIntl();
  const auth = useCurrentUser();
  const [params] = useSearchParams();
  const afterSignup = useAfterSignup();
  // Once the form signed the person in, it navigates on; only someone already signed in is sent away.
  const signedUpHere = useRef(false);
  useDocumentTitle(intl.formatMessage({ id: titleId }));
  if (auth.status === 'signed-in' && !signedUpHere.current) return <Navigate to="/" replace />;
  const from = params.get('from');
  return (
    <div className="auth-page">
      <div className="auth-card auth-card--wide">
        <h1 className="auth-card__title">
          <FormattedMessage id={titleId} />
        </h1>
        <p className="auth-card__lead">
          <FormattedMessage id={leadId} />
        </p>
        <SignupForm
          initialType={initialType}
          onSignedUp={(info) => {
            signedUpHere.current = true;
            afterSignup(info);
          }}
        />
        <IdentityProviderButton from={from} />
        <p className="auth-card__footer">
          <FormattedMessage id="accounts.signup.haveAccount" />{' '}
          <Link to={from ? `/login?from=${encodeURIComponent(from)}` : '/login'}>
            <FormattedMessage id="accounts.signup.loginLink" />
          </Link>
        </p>
      </div>
    </div>
  );
}

/** /signup: the default authentication page, for travellers (operators and affiliates have their own pages). */
export default function SignupPage() {
  return (
    <SignupPageView
      initialType={userTypes.customer}
      titleId="accounts.signup.title"
      leadId="accounts.signup.lead"
    />
  );
}
