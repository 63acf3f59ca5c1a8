import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { passwordResetRequestBodySchema } from '../../../contracts/accounts';
import { fieldProps } from '../../components/form/field-props';
import { FormMessage, SubmitButton, TextField } from '../../components/form/form-fields';
import { emailError } from '../../features/accounts/validation';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useHeldSubmit } from '../../lib/held-submit';

type Values = z.input<typeof passwordResetRequestBodySchema>;
type Sent = z.output<typeof passwordResetRequestBodySchema>;

/**
 * The address a reset link goes to, on react-hook-form over the request's schema; the page sends
 * it. Loaded beside the page: the field has no default value (unless retyped after a send), so what
 * a visitor typed before the code came is what the form takes, and a submit held meanwhile is sent.
 */
export function PasswordRecoveryForm({
  typed,
  failure,
  isSending,
  onSend,
}: {
  /** What was typed before, when the visitor chose to retype it. */
  typed: string | null;
  failure: string | null;
  isSending: boolean;
  /** The address as sent (trimmed) and as typed. */
  onSend: (email: string, typed: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useHeldSubmit(formRef);
  const form = useForm<Values, unknown, Sent>({
    resolver: zodResolver(passwordResetRequestBodySchema),
    mode: 'onTouched',
    defaultValues: typed === null ? undefined : { email: typed },
  });
  return (
    // POST: sent before its code runs (a server-rendered page), it must not become a URL (lib/held-submit.ts).
    <form
      ref={formRef}
      className="form"
      method="post"
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((values) => onSend(values.email, form.getValues('email')))(event)
      }
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
      <FormMessage id={failure} />
      <SubmitButton inProgress={isSending}>
        <FormattedMessage id="accounts.recovery.submit" />
      </SubmitButton>
    </form>
  );
}
