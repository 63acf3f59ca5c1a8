import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { changePasswordBodySchema } from '../../../contracts/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { errorMessageId } from '../../components/feedback/feedback';
import { fieldProps } from '../../components/form/field-props';
import { FormMessage, PasswordField, SubmitButton } from '../../components/form/form-fields';
import { useRefusedPassword } from '../../features/accounts/use-refused-password';
import { passwordError } from '../../features/accounts/validation';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/api-client';

/** The current password and a new one, on react-hook-form over the contract's schema. */
export function PasswordChangeForm() {
  const intl = useIntl();
  const id = useId();
  const { isLimited } = useCurrentUser();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; messageId: string } | null>(
    null,
  );
  const form = useForm<z.input<typeof changePasswordBodySchema>>({
    resolver: zodResolver(changePasswordBodySchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const refusedPassword = useRefusedPassword(form.watch('newPassword'));
  const change = useMutation({
    mutationFn: (body: z.output<typeof changePasswordBodySchema>) =>
      callApi('POST /api/account/change-password', { body }),
    onSuccess: () => {
      form.reset();
      setResult({ tone: 'success', messageId: 'accounts.passwordChange.done' });
    },
    onError: (error, body) => {
      if (refusedPassword.take(error, body.newPassword)) return;
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
    },
  });
  const newPassword = fieldProps(
    form,
    'newPassword',
    (value) => passwordError(value) ?? 'accounts.failedGeneric',
  );

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        setResult(null);
        void form.handleSubmit((body) => change.mutate(body))(event);
      }}
    >
      <p className="account-page__lead">
        <FormattedMessage id="accounts.passwordChange.lead" />
      </p>
      <PasswordField
        id={`${id}-current`}
        autoComplete="current-password"
        label={intl.formatMessage({ id: 'accounts.field.currentPassword' })}
        // Refused only when empty, or past what any password can be (then it is not this one).
        {...fieldProps(form, 'currentPassword', (value) =>
          value === ''
            ? 'accounts.validation.passwordRequired'
            : 'accounts.passwordChange.wrongPassword',
        )}
      />
      <PasswordField
        id={`${id}-new`}
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'accounts.field.newPassword' })}
        hint={intl.formatMessage({ id: 'accounts.field.password.hint' })}
        {...newPassword}
        error={newPassword.error ?? refusedPassword.error}
      />
      <FormMessage id={result?.messageId} tone={result?.tone} />
      <p className="auth-card__row">
        <Link to="/recover-password">
          <FormattedMessage id="accounts.login.forgotPassword" />
        </Link>
      </p>
      <SubmitButton inProgress={change.isPending}>
        <FormattedMessage id="accounts.passwordChange.submit" />
      </SubmitButton>
    </form>
  );
}
