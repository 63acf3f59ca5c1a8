import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { passwordResetBodySchema } from '../../../contracts/accounts';
import { fieldProps } from '../../components/form/field-props';
import { FormAlert, PasswordField, SubmitButton } from '../../components/form/form-fields';
import { useRefusedPassword } from '../../features/accounts/use-refused-password';
import { passwordError } from '../../features/accounts/validation';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/api-client';
import { useHeldSubmit } from '../../lib/held-submit';

/** The form's one field, checked as the reset route checks it. */
const resetFormSchema = z.object({ newPassword: passwordResetBodySchema.shape.newPassword });
type Values = z.input<typeof resetFormSchema>;
type Sent = z.output<typeof resetFormSchema>;

/**
 * A new password for the emailed link's account, on react-hook-form over the reset route's schema.
 * Loaded beside the page: the field has no default value, so what a visitor typed before the code
 * came is what the form takes, and a submit held meanwhile is sent.
 */
export function PasswordResetForm({
  email,
  token,
  onDone,
}: {
  email: string;
  token: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useHeldSubmit(formRef);
  const form = useForm<Values, unknown, Sent>({
    resolver: zodResolver(resetFormSchema),
    mode: 'onTouched',
  });
  const refusedPassword = useRefusedPassword(form.watch('newPassword') ?? '');
  // The request runs as a mutation: its pending state is the submit button's busy state.
  const submitting = useMutation({
    mutationFn: ({ newPassword }: Sent) =>
      callApi('POST /api/auth/password-reset', { body: { email, token, newPassword } }),
    onSuccess: onDone,
    onError: (error, { newPassword }) => {
      if (refusedPassword.take(error, newPassword)) return;
      setFailure(
        error instanceof ApiError && error.status === 400
          ? 'accounts.reset.failed'
          : 'accounts.reset.failedGeneric',
      );
    },
  });
  const password = fieldProps(
    form,
    'newPassword',
    (value) => passwordError(value) ?? 'accounts.reset.failedGeneric',
  );

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
      <PasswordField
        id={`${id}-password`}
        autoComplete="new-password"
        label={intl.formatMessage({ id: 'accounts.field.newPassword' })}
        hint={intl.formatMessage({ id: 'accounts.field.password.hint' })}
        {...password}
        error={password.error ?? refusedPassword.error}
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
  );
}
