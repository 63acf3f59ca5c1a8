import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from 'react-router';
import { AuthBusyError, useAuthActions } from '../../auth/auth-actions';
import { errorMessageId } from '../../components/feedback/feedback';
import {
  FormMessage,
  PasswordField,
  SubmitButton,
  TextField,
} from '../../components/form/form-fields';
import { useFormState } from '../../components/form/use-form-state';
import { ApiError } from '../../lib/api';
import { emailError, errorsOf } from './validation';

/** Email and password; once signed in, the page using it decides what comes next (the auth query changes). */
export function LoginForm({ initialFailure = null }: { initialFailure?: string | null }) {
  const intl = useIntl();
  const id = useId();
  const { login } = useAuthActions();
  // The request runs as a mutation: its pending state is the submit button's busy state.
  const submitting = useMutation({ mutationFn: (request: () => Promise<unknown>) => request() });
  const [failure, setFailure] = useState<string | null>(initialFailure);
  const passwordRef = useRef<HTMLInputElement>(null);
  const form = useFormState({ email: '', password: '' }, (v) =>
    errorsOf({
      email: emailError(v.email),
      password: v.password === '' ? 'accounts.validation.passwordRequired' : undefined,
    }),
  );

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!form.trySubmit()) return;
    try {
      await submitting.mutateAsync(() => login(form.values.email.trim(), form.values.password));
    } catch (error) {
      if (error instanceof AuthBusyError) setFailure('accounts.authBusy');
      else if (error instanceof ApiError && error.status === 401)
        setFailure('accounts.login.failed');
      else if (error instanceof ApiError && error.code === 'account-banned')
        setFailure('accounts.login.banned');
      else setFailure(errorMessageId(error));
      // The password is typed again; its "required" waits for the next try, beside the reason.
      form.reset({ ...form.values, password: '' });
      passwordRef.current?.focus();
    }
  };

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
      <TextField
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'accounts.field.email' })}
        {...form.text('email')}
      />
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
      <SubmitButton inProgress={submitting.isPending}>
        <FormattedMessage id="accounts.login.submit" />
      </SubmitButton>
    </form>
  );
}
