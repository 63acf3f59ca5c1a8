import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { isValidEmail } from '../../../domain/accounts';
import { errorMessageId } from '../../components/feedback/feedback';
import { TextField } from '../../components/form/form-fields';
import { guidesQuery, useGuideChanges } from '../../features/departures/guides-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Button } from '../../components/button/button';

const inviteFormSchema = z.object({
  email: z.string().trim().refine(isValidEmail, 'departures.guides.emailInvalid'),
});
type InviteForm = z.infer<typeof inviteFormSchema>;

/**
 * The operator's guides (decision 152): who runs their departures in the check-in app, the
 * invitations still open, and a form to invite one by email. Hidden from anyone who is not an
 * operator (the list is 404 to them).
 */
export function GuidesPanel() {
  const intl = useIntl();
  const guides = useQuery(guidesQuery);
  const { invite, remove } = useGuideChanges();
  const form = useForm<InviteForm>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: { email: '' },
  });
  if (!guides.data) return null;
  const { data } = guides;
  const failed = invite.error ?? remove.error;
  return (
    <section className="guides" aria-labelledby="guides-title" data-testid="guides">
      <h2 id="guides-title" className="departures__title">
        <FormattedMessage id="departures.guides.title" />
      </h2>
      <p className="departure__seats">
        <FormattedMessage id="departures.guides.intro" />
      </p>
      {data.guides.length === 0 && data.invitations.length === 0 ? (
        <p className="manifest__empty">
          <FormattedMessage id="departures.guides.none" />
        </p>
      ) : (
        <ul className="departure__bookings guides__list">
          {data.guides.map((guide) => (
            <li key={guide.id} className="guides__item">
              <span>
                {guide.name} · {guide.email}
              </span>
              <Button
                size="small"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ kind: 'guide', id: guide.id })}
              >
                <FormattedMessage id="departures.guides.remove" />
              </Button>
            </li>
          ))}
          {data.invitations.map((invitation) => (
            <li key={invitation.id} className="guides__item">
              <span>
                <FormattedMessage
                  id="departures.guides.pending"
                  values={{ email: invitation.email }}
                />
              </span>
              <Button
                size="small"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ kind: 'invitation', id: invitation.id })}
              >
                <FormattedMessage id="departures.guides.withdraw" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="guides__form"
        noValidate
        onSubmit={form.handleSubmit(({ email }) =>
          invite.mutate(email, { onSuccess: () => form.reset({ email: '' }) }),
        )}
      >
        <TextField
          id="guide-email"
          type="email"
          autoComplete="off"
          label={intl.formatMessage({ id: 'departures.guides.email' })}
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" variant="primary" disabled={invite.isPending}>
          <FormattedMessage id="departures.guides.invite" />
        </Button>
      </form>
      {failed ? (
        <p className="field__error" role="alert">
          <FormattedMessage id={errorMessageId(failed)} />
        </p>
      ) : null}
    </section>
  );
}
