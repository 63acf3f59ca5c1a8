import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../domain/accounts';
import { AuthBusyError, useAuthActions } from '../../auth/auth-actions';
import { useCurrentUser } from '../../auth/use-current-user';
import { errorMessageId } from '../../components/feedback/feedback';
import { PasswordField, SubmitButton, TextField, FormMessage } from '../../components/form/form-fields';
import { useFormState } from '../../components/form/use-form-state';
import { emailError, errorsOf } from '../../features/accounts/validation';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { IdentityProviderButton } from './identity-provider-button';
import '../../features/accounts/accounts.css';

/** /login: email and password; back to where the visitor was going (`from`) once signed in. */
export default function LoginPage() {
  const intl = useIntl();
  const id = useId();
  const [params] = useSearchParams();
  const from = params.get('from');
  const auth = useCurrentUser();
  const { login } = useAuthActions();
  const [inProgress, setInProgress] = useState(false);
  const [failure, setFailure] = useState<string | null>(params.get('idpError') ? 'accounts.idp.failed' : null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useDocumentTitle(intl.formatMessage({ id: 'accounts.login.title' }));
  const form = useFormState({ email: '', password: '' }, (v) =>
    errorsOf({ email: emailError(v.email), password: v.password === '' ? 'accounts.validation.passwordRequired' : undefined }),
  );

  if (auth.status === 'signed-in') return <Navigate to={safeReturnPath(from)} replace />;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!form.trySubmit()) return;
    setInProgress(true);
    try {
      await login(form.values.email.trim(), form.values.password);
      // Signed in: this page now sends the visitor on (above).
    } catch (error) {
      if (error instanceof AuthBusyError) setFailure('accounts.authBusy');
      else if (error instanceof ApiError && error.status === 401) setFailure('accounts.login.failed');
      else setFailure(errorMessageId(error));
      form.set('password', '');
      passwordRef.current?.focus();
    } finally {
      setInProgress(false);
    }
  };

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
        <form className="form" noValidate onSubmit={onSubmit}>
          <TextField id={`${id}-email`} type="email" autoComplete="email" label={intl.formatMessage({ id: 'accounts.field.email' })} {...form.text('email')} />
          <PasswordField
            id={`${id}-password`}
            ref={passwordRef}
            autoComplete="current-password"
            label={intl.formatMessage({ id: 'accounts.field.password' })}
            {...form.text('password')}
          />
          <p className="auth-card__row">
            <Link to="/recover-password">
              <FormattedMessage id="accounts.login.forgotPassword" />
            </Link>
          </p>
          <FormMessage id={failure} />
          <SubmitButton inProgress={inProgress}>
            <FormattedMessage id="accounts.login.submit" />
          </SubmitButton>
        </form>
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
