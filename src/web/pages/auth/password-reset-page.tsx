import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CheckCircleIcon } from '../../components/icons/icons';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, useSearchParams } from 'react-router';
import { FormAlert, PasswordField, SubmitButton } from '../../components/form/form-fields';
import { useFormState } from '../../components/form/use-form-state';
import { useRefusedPassword } from '../../features/accounts/use-refused-password';
import { errorsOf, passwordError } from '../../features/accounts/validation';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../features/accounts/accounts.css';
import { ButtonLink } from '../../components/button/button-link';

/** /reset-password?t=…&e=…: a new password from the emailed link. */
export default function PasswordResetPage() {
  const intl = useIntl();
  const id = useId();
  const [params] = useSearchParams();
  const token = params.get('t');
  const email = params.get('e');
  const [state, setState] = useState<'form' | 'done'>('form');
  // The request runs as a mutation: its pending state is the submit button's busy state.
  const submitting = useMutation({ mutationFn: (request: () => Promise<unknown>) => request() });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormState({ password: '' }, (v) =>
    errorsOf({ password: passwordError(v.password) }),
  );
  const refusedPassword = useRefusedPassword(form.values.password);
  useDocumentTitle(intl.formatMessage({ id: 'accounts.reset.title' }));

  let body;
  if (!token || !email) {
    body = (
      <>
        <h1 className="auth-card__title">
          <FormattedMessage id="accounts.reset.title" />
        </h1>
        <FormAlert>
          <p>
            <FormattedMessage id="accounts.reset.invalidLink" />
          </p>
        </FormAlert>
        <div className="auth-card__actions">
          <ButtonLink variant="primary" to="/recover-password">
            <FormattedMessage id="accounts.reset.requestNew" />
          </ButtonLink>
        </div>
      </>
    );
  } else if (state === 'done') {
    body = (
      <>
        <div className="auth-card__icon">
          <CheckCircleIcon size={28} />
        </div>
        <h1 className="auth-card__title">
          <FormattedMessage id="accounts.reset.doneTitle" />
        </h1>
        <p className="auth-card__lead">
          <FormattedMessage id="accounts.reset.doneText" />
        </p>
        <ButtonLink variant="primary" to="/login">
          <FormattedMessage id="accounts.reset.login" />
        </ButtonLink>
      </>
    );
  } else {
    body = (
      <>
        <h1 className="auth-card__title">
          <FormattedMessage id="accounts.reset.title" />
        </h1>
        <p className="auth-card__lead">
          <FormattedMessage
            id="accounts.reset.lead"
            values={{ email, strong: (c) => <strong>{c}</strong> }}
          />
        </p>
        <form
          ref={form.formRef}
          className="form"
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            setFailure(null);
            if (!form.trySubmit()) return;
            try {
              await submitting.mutateAsync(() =>
                callApi('POST /api/auth/password-reset', {
                  body: { email, token, newPassword: form.values.password },
                }),
              );
              setState('done');
            } catch (error) {
              if (refusedPassword.take(error, form.values.password)) return;
              setFailure(
                error instanceof ApiError && error.status === 400
                  ? 'accounts.reset.failed'
                  : 'accounts.reset.failedGeneric',
              );
            }
          }}
        >
          <PasswordField
            id={`${id}-password`}
            autoComplete="new-password"
            label={intl.formatMessage({ id: 'accounts.field.newPassword' })}
            hint={intl.formatMessage({ id: 'accounts.field.password.hint' })}
            {...form.text('password')}
            error={form.text('password').error ?? refusedPassword.error}
          />
          {failure ? (
            <FormAlert>
              <p>
                <FormattedMessage id={failure} />
              </p>
              {failure === 'accounts.reset.failed' ? (
                <p>
                  <Link to="/recover-password">
                    <FormattedMessage id="accounts.reset.requestNew" />
                  </Link>
                </p>
              ) : null}
            </FormAlert>
          ) : null}
          <SubmitButton inProgress={submitting.isPending}>
            <FormattedMessage id="accounts.reset.submit" />
          </SubmitButton>
        </form>
      </>
    );
  }
  return (
    <div className="auth-page">
      <div className="auth-card">{body}</div>
    </div>
  );
}
