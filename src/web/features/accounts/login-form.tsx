import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { emailSchema, loginBodySchema } from '../../../contracts/accounts';
import { AuthBusyError, useAuthActions } from '../../auth/auth-actions';
import { errorMessageId } from '../../components/feedback/feedback';
import { fieldProps } from '../../components/form/field-props';
import {
  FormMessage,
  PasswordField,
  SubmitButton,
  TextField,
} from '../../components/form/form-fields';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { ApiError } from '../../lib/api';
import { useHeldSubmit } from '../../lib/held-submit';
import { emailError } from './validation';

/** The form's fields: an address that can be one, and a password. */
const loginFormSchema = z.object({ email: emailSchema, password: loginBodySchema.shape.password });
type Values = z.input<typeof loginFormSchema>;
type Sent = z.output<typeof loginFormSchema>;

/**
 * Email and password; once signed in, the page using it decides what comes next (the auth query
 * changes). Loaded beside its page (lazy-login-form.tsx): the fields have no default values, so what
 * a visitor typed before the code came is what the form takes, and a submit held meanwhile is sent.
 */
export function LoginForm({ initialFailure = null }: { initialFailure?: string | null }) {
  const intl = useIntl();
  const id = useId();
  const { login } = useAuthActions();
  const [failure, setFailure] = useState<string | null>(initialFailure);
  const formRef = useRef<HTMLFormElement>(null);
  useHeldSubmit(formRef);
  const form = useForm<Values, unknown, Sent>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
  });
  // The request runs as a mutation: its pending state is the submit button's busy state.
  const submitting = useMutation({
    mutationFn: (values: Sent) => login(values.email, values.password),
    onError: (error) => {
      if (error instanceof AuthBusyError) setFailure('accounts.authBusy');
      else if (error instanceof ApiError && error.status === 401)
        setFailure('accounts.login.failed');
      else if (error instanceof ApiError && error.code === 'account-banned')
        setFailure('accounts.login.banned');
      else setFailure(errorMessageId(error));
      // The password is typed again; its "required" waits for the next try, beside the reason.
      form.reset({ ...form.getValues(), password: '' }, { keepFieldsRef: true });
      form.setFocus('password');
    },
  });

  return (
    // POST: sent before its code runs (a server-rendered page), it must not become a URL (lib/held-submit.ts).
    <form
      ref={formRef}
      className="form"
      method="post"
      noValidate
      onSubmit={(event) => {
        setFailure(null);
        void form.handleSubmit((values) => submitting.mutate(values))(event);
      }}
    >
      <TextField
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        label={intl.formatMessage({ id: 'accounts.field.email' })}
        {...fieldProps(
          form,
          'email',
          (value) => emailError(value) ?? 'accounts.validation.emailInvalid',
        )}
      />
      <PasswordField
        id={`${id}-password`}
        autoComplete="current-password"
        label={intl.formatMessage({ id: 'accounts.field.password' })}
        {...fieldProps(form, 'password', (value) =>
          value === '' ? 'accounts.validation.passwordRequired' : 'accounts.login.failed',
        )}
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
