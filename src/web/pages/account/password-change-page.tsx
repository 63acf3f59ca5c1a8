import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { errorMessageId, PageSkeleton } from '../../components/feedback/feedback';
import { PasswordField, SubmitButton, FormMessage } from '../../components/form/form-fields';
import { useFormState } from '../../components/form/use-form-state';
import { AccountSettingsLayout } from '../../features/accounts/account-nav';
import { useRefusedPassword } from '../../features/accounts/use-refused-password';
import { errorsOf, passwordError } from '../../features/accounts/validation';
import { ApiError, sendJson } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ButtonLink } from '../../components/button/button-link';

/** /account/change-password: the current password and a new one. */
export default function PasswordChangePage() {
  const intl = useIntl();
  const id = useId();
  const { user, isLimited } = useCurrentUser();
  const [inProgress, setInProgress] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; messageId: string } | null>(
    null,
  );
  const form = useFormState({ currentPassword: '', newPassword: '' }, (v) =>
    errorsOf({
      currentPassword:
        v.currentPassword === '' ? 'accounts.validation.passwordRequired' : undefined,
      newPassword: passwordError(v.newPassword),
    }),
  );
  const refusedPassword = useRefusedPassword(form.values.newPassword);
  useDocumentTitle(intl.formatMessage({ id: 'accounts.passwordChange.title' }));
  if (!user) return <PageSkeleton />;

  return (
    <AccountSettingsLayout user={user} titleId="accounts.passwordChange.title">
      {user.hasPassword ? (
        <form
          className="form"
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            setResult(null);
            if (!form.trySubmit()) return;
            setInProgress(true);
            try {
              await sendJson('POST', '/api/account/change-password', form.values);
              form.reset({ currentPassword: '', newPassword: '' });
              setResult({ tone: 'success', messageId: 'accounts.passwordChange.done' });
            } catch (error) {
              if (refusedPassword.take(error, form.values.newPassword)) return;
              setResult({
                tone: 'error',
                messageId:
                  // A limited-access session ("log in as") may look, never change the password.
                  error instanceof ApiError && error.status === 403 && isLimited
                    ? 'errors.code.forbidden'
                    : error instanceof ApiError && error.status === 403
                      ? 'accounts.passwordChange.wrongPassword'
                      : error instanceof ApiError && error.status === 429
                        ? 'errors.code.too-many-requests'
                        : error instanceof ApiError && error.status === 400
                          ? 'accounts.failedGeneric'
                          : errorMessageId(error),
              });
            } finally {
              setInProgress(false);
            }
          }}
        >
          <p className="account-page__lead">
            <FormattedMessage id="accounts.passwordChange.lead" />
          </p>
          <PasswordField
            id={`${id}-current`}
            autoComplete="current-password"
            label={intl.formatMessage({ id: 'accounts.field.currentPassword' })}
            {...form.text('currentPassword')}
          />
          <PasswordField
            id={`${id}-new`}
            autoComplete="new-password"
            label={intl.formatMessage({ id: 'accounts.field.newPassword' })}
            hint={intl.formatMessage({ id: 'accounts.field.password.hint' })}
            {...form.text('newPassword')}
            error={form.text('newPassword').error ?? refusedPassword.error}
          />
          <FormMessage id={result?.messageId} tone={result?.tone} />
          <p className="auth-card__row">
            <Link to="/recover-password">
              <FormattedMessage id="accounts.login.forgotPassword" />
            </Link>
          </p>
          <SubmitButton inProgress={inProgress}>
            <FormattedMessage id="accounts.passwordChange.submit" />
          </SubmitButton>
        </form>
      ) : (
        <>
          <p className="account-page__lead">
            <FormattedMessage id="accounts.passwordChange.noPassword" />
          </p>
          <ButtonLink variant="secondary" to="/recover-password">
            <FormattedMessage id="accounts.passwordChange.setPassword" />
          </ButtonLink>
        </>
      )}
    </AccountSettingsLayout>
  );
}
