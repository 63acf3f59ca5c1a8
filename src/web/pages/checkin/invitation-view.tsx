import type { Locale } from '../../i18n/locales';
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { isValidPhoneNumber, nameMaxLength, passwordBounds } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { errorMessageId } from '../../components/feedback/feedback';
import { PasswordField, TextField } from '../../components/form/form-fields';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useLocale } from '../../app/locale-context';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/api-client';
import { Button } from '../../components/button/button';
import { ButtonLink } from '../../components/button/button-link';

// Accepting a guide's invitation (decision 152): signed in, one button links the account; signed
// out, a new account with the invited address (sign in first when one already uses it).

const accountFormSchema = z.object({
  firstName: z.string().trim().min(1, 'checkin.field.required').max(nameMaxLength),
  lastName: z.string().trim().min(1, 'checkin.field.required').max(nameMaxLength),
  phoneNumber: z.string().trim().refine(isValidPhoneNumber, 'checkin.field.phoneInvalid'),
  password: z
    .string()
    .min(passwordBounds.min, 'checkin.field.passwordShort')
    .max(passwordBounds.max),
});
type AccountForm = z.infer<typeof accountFormSchema>;

/** A refusal's message: the invitation's own in this page's messages, else the shared one. */
const messageOf = (error: unknown) =>
  error instanceof ApiError && error.code === 'guide-invitation-invalid'
    ? 'checkin.error.guide-invitation-invalid'
    : errorMessageId(error);

export function InvitationView({ token }: { token: string }) {
  const current = useCurrentUser();
  const queryClient = useQueryClient();
  const { locale } = useLocale();
  const invitation = useQuery({
    queryKey: ['guide-invitation', token],
    queryFn: () =>
      callApi('GET /api/guide-invitations/:token', { params: { token } }).then((r) => r.data),
    retry: false,
  });
  const [accepted, setAccepted] = useState<string | null>(null);
  const accept = useMutation({
    mutationFn: (body: { account?: AccountForm & { language: Locale } }) =>
      callApi('POST /api/guide-invitations/:token/accept', { params: { token }, body }),
    onSuccess: async (response) => {
      setAccepted(response.data.operatorName);
      await queryClient.invalidateQueries();
    },
  });
  const form = useForm<AccountForm>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: { firstName: '', lastName: '', phoneNumber: '', password: '' },
  });
  const intl = useIntl();

  if (accepted)
    return (
      <>
        <p className="checkin__feedback checkin__feedback--success" role="status">
          <FormattedMessage id="checkin.invitation.accepted" values={{ operator: accepted }} />
        </p>
        <ButtonLink variant="primary" to="/checkin">
          <FormattedMessage id="checkin.today" />
        </ButtonLink>
      </>
    );
  if (invitation.isPending || current.status === 'loading') return null;
  if (invitation.isError)
    return (
      <p className="checkin__feedback checkin__feedback--error" role="alert">
        <FormattedMessage id={messageOf(invitation.error)} />
      </p>
    );
  const { operatorName, email, hasAccount } = invitation.data;
  const refusal = accept.isError ? (
    <p className="checkin__feedback checkin__feedback--error" role="alert">
      <FormattedMessage id={messageOf(accept.error)} />
    </p>
  ) : null;
  const fieldError = (name: keyof AccountForm) => form.formState.errors[name]?.message;
  return (
    <>
      <h1 className="checkin__title">
        <FormattedMessage id="checkin.invitation.title" values={{ operator: operatorName }} />
      </h1>
      <p>
        <FormattedMessage id="checkin.invitation.text" values={{ operator: operatorName, email }} />
      </p>
      {refusal}
      {current.status === 'signed-in' ? (
        <Button variant="primary" disabled={accept.isPending} onClick={() => accept.mutate({})}>
          <FormattedMessage id="checkin.invitation.accept" />
        </Button>
      ) : hasAccount ? (
        <>
          <p>
            <FormattedMessage id="checkin.invitation.signInFirst" values={{ email }} />
          </p>
          <ButtonLink
            variant="primary"
            to={`/login?from=${encodeURIComponent(`/checkin?invitation=${token}`)}`}
          >
            <FormattedMessage id="checkin.signInButton" />
          </ButtonLink>
        </>
      ) : (
        <form
          className="checkin__form"
          noValidate
          onSubmit={form.handleSubmit((values) =>
            accept.mutate({ account: { ...values, language: locale } }),
          )}
        >
          <h2 className="checkin__subtitle">
            <FormattedMessage id="checkin.invitation.create" />
          </h2>
          <TextField
            id="guide-first-name"
            label={intl.formatMessage({ id: 'checkin.field.firstName' })}
            autoComplete="given-name"
            error={fieldError('firstName')}
            {...form.register('firstName')}
          />
          <TextField
            id="guide-last-name"
            label={intl.formatMessage({ id: 'checkin.field.lastName' })}
            autoComplete="family-name"
            error={fieldError('lastName')}
            {...form.register('lastName')}
          />
          <TextField
            id="guide-phone"
            type="tel"
            label={intl.formatMessage({ id: 'checkin.field.phone' })}
            autoComplete="tel"
            error={fieldError('phoneNumber')}
            {...form.register('phoneNumber')}
          />
          <PasswordField
            id="guide-password"
            label={intl.formatMessage({ id: 'checkin.field.password' })}
            autoComplete="new-password"
            error={fieldError('password')}
            {...form.register('password')}
          />
          <Button type="submit" variant="primary" disabled={accept.isPending}>
            <FormattedMessage id="checkin.invitation.accept" />
          </Button>
        </form>
      )}
    </>
  );
}
