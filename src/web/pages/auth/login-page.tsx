import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, Navigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { FormAlert } from '../../components/form/form-fields';
import { homeOfUser } from '../../features/accounts/home-of-user';
import { LazyLoginForm as LoginForm } from '../../features/accounts/lazy-login-form';
import { useDocumentTitle } from '../../lib/use-document-title';
import { IdentityProviderButton } from './identity-provider-button';
import '../../features/accounts/accounts.css';

/** The emailed verification link, opened where nobody is logged in: it verifies once back there. */
const isVerificationLink = (from: string | null) =>
  from !== null && /^\/verify-email\?(.*&)?t=/.test(from);

/** /login: email and password; back to where the visitor was going (`from`) once signed in. */
export default function LoginPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const from = params.get('from');
  const auth = useCurrentUser();
  useDocumentTitle(intl.formatMessage({ id: 'accounts.login.title' }));

  // Signed in (also right after the form below succeeds): on to where the visitor was going, else an
  // operator to their sales (or their first listing).
  if (auth.status === 'signed-in')
    return <Navigate to={from ? safeReturnPath(from) : homeOfUser(auth.user)} replace />;

  const signupHref = from ? `/signup?from=${encodeURIComponent(from)}` : '/signup';
  return (
    <div className="auth-page">
      <div className="auth-card">
        <h1 className="auth-card__title">
          <FormattedMessage id="accounts.login.title" />
        </h1>
        <p className="auth-card__lead">
          <FormattedMessage id="accounts.login.lead" />
        </p>
        {isVerificationLink(from) ? (
          <FormAlert tone="info">
            <p>
              <FormattedMessage id="accounts.login.verifyFirst" />
            </p>
          </FormAlert>
        ) : null}
        <LoginForm
          initialFailure={
            params.get('idpError') === 'banned'
              ? 'accounts.login.banned'
              : params.get('idpError')
                ? 'accounts.idp.failed'
                : null
          }
        />
        <IdentityProviderButton from={from} />
        <p className="auth-card__footer">
          <FormattedMessage id="accounts.login.noAccount" />{' '}
          <Link to={signupHref}>
            <FormattedMessage id="accounts.login.signupLink" />
          </Link>
        </p>
      </div>
    </div>
  );
}
