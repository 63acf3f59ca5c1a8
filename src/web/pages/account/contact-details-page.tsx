import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from 'react-router';
import {
  changeEmailBodySchema,
  contactDetailsBodySchema,
  type CurrentUser,
} from '../../../contracts/accounts';
import { normalizeEmail, userTypes } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { errorMessageId, PageSkeleton } from '../../components/feedback/feedback';
import {
  CheckboxField,
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
  FormMessage,
} from '../../components/form/form-fields';
import { fieldProps } from '../../components/form/field-props';
import { useAccountUpdate } from '../../features/accounts/account-api';
import { AccountSettingsLayout } from '../../features/accounts/account-nav';
import { DeleteAccountSection } from '../../features/accounts/delete-account-section';
import { emailError, phoneError } from '../../features/accounts/validation';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /account/contact-details: email (needs the current password), phone, marketing, operators' booking
 * alerts; last, deleting the account.
 */
export default function ContactDetailsPage() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  useDocumentTitle(intl.formatMessage({ id: 'accounts.contact.title' }));
  if (!user) return <PageSkeleton />;
  return (
    <AccountSettingsLayout user={user} titleId="accounts.contact.title">
      <ContactDetailsForm key={user.id} user={user} />
      <DeleteAccountSection user={user} />
    </AccountSettingsLayout>
  );
}

/** The form's fields, checked as the routes they are sent to check them. */
const contactFormSchema = (savedEmail: string) =>
  z
    .object({
      email: changeEmailBodySchema.shape.email,
      currentPassword: z.string(),
      phoneNumber: contactDetailsBodySchema.shape.phoneNumber.unwrap(),
      marketingEmailOption: z.boolean(),
      newBookingSmsNotification: z.boolean(),
      newBookingWhatsappNotification: z.boolean(),
    })
    .superRefine((values, context) => {
      // A new email needs the current password; the field shows only then.
      if (
        isEmailChanged(values.email, savedEmail) &&
        !changeEmailBodySchema.shape.currentPassword.safeParse(values.currentPassword).success
      ) {
        context.addIssue({ code: 'custom', path: ['currentPassword'], message: 'required' });
      }
    });
type Values = z.input<ReturnType<typeof contactFormSchema>>;
type Sent = z.output<ReturnType<typeof contactFormSchema>>;

const isEmailChanged = (email: string, savedEmail: string) =>
  normalizeEmail(email) !== normalizeEmail(savedEmail);

const valuesOf = (user: CurrentUser): Values => ({
  email: user.email,
  currentPassword: '',
  phoneNumber: String(user.protectedData.phoneNumber ?? ''),
  marketingEmailOption: user.protectedData.marketingEmailOption === true,
  newBookingSmsNotification: user.protectedData.newBookingSmsNotification === true,
  newBookingWhatsappNotification: user.protectedData.newBookingWhatsappNotification === true,
});

/** What differs from the saved values; the booking alerts are operators' only. */
const changesOf = (v: Values, saved: Values, isOperator: boolean) => ({
  email: isEmailChanged(v.email, saved.email),
  phone: v.phoneNumber.trim() !== saved.phoneNumber.trim(),
  marketing: v.marketingEmailOption !== saved.marketingEmailOption,
  alerts:
    isOperator &&
    (v.newBookingSmsNotification !== saved.newBookingSmsNotification ||
      v.newBookingWhatsappNotification !== saved.newBookingWhatsappNotification),
});

type Failures = { email?: string; phone?: string; marketing?: string };

function ContactDetailsForm({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const id = useId();
  const update = useAccountUpdate();
  const isOperator = user.type === userTypes.operator;
  const [saved, setSaved] = useState(() => valuesOf(user));
  const [failures, setFailures] = useState<Failures>({});
  const [isDone, setDone] = useState(false);
  const form = useForm<Values, unknown, Sent>({
    resolver: zodResolver(contactFormSchema(saved.email)),
    mode: 'onTouched',
    defaultValues: saved,
  });
  const changes = changesOf(form.watch(), saved, isOperator);
  const isChanged = Object.values(changes).some(Boolean);

  // Only what changed is sent; email, phone and marketing failures are shown apart (spec 001 §4).
  const save = useMutation({
    mutationFn: async (v: Sent) => {
      const changed = changesOf(v, saved, isOperator);
      const failed: Failures = {};
      let latest: CurrentUser | null = null;
      if (changed.email) {
        try {
          latest = await update('POST /api/account/change-email', {
            email: v.email,
            currentPassword: v.currentPassword,
          });
        } catch (error) {
          failed.email =
            error instanceof ApiError && error.code === 'email-taken'
              ? 'accounts.contact.emailTaken'
              : error instanceof ApiError && error.status === 403
                ? 'accounts.contact.wrongPassword'
                : error instanceof ApiError && error.code === 'email-too-many-verification-requests'
                  ? 'accounts.verify.tooMany'
                  : errorMessageId(error);
        }
      }
      if (changed.phone) {
        try {
          latest = await update('PATCH /api/account/contact-details', {
            phoneNumber: v.phoneNumber,
          });
        } catch (error) {
          failed.phone = errorMessageId(error);
        }
      }
      if (changed.marketing) {
        try {
          latest = await update('PATCH /api/account/contact-details', {
            marketingEmailOption: v.marketingEmailOption,
          });
        } catch (error) {
          failed.marketing = errorMessageId(error);
        }
      }
      if (changed.alerts) {
        // Failures of the alert flags are not shown (spec 001 §4); the form keeps the choice to try again.
        latest = await update('PATCH /api/account/contact-details', {
          newBookingSmsNotification: v.newBookingSmsNotification,
          newBookingWhatsappNotification: v.newBookingWhatsappNotification,
        }).catch(() => latest);
      }
      return { latest, failed };
    },
    onSuccess: ({ latest, failed }) => {
      if (latest) {
        const fresh = valuesOf(latest);
        const typed = form.getValues();
        setSaved(fresh);
        // Keep what failed as typed, so nothing is lost; take the rest from the server.
        form.reset({
          ...fresh,
          email: failed.email ? typed.email : fresh.email,
          currentPassword: failed.email ? typed.currentPassword : '',
          phoneNumber: failed.phone ? typed.phoneNumber : fresh.phoneNumber,
          marketingEmailOption: failed.marketing
            ? typed.marketingEmailOption
            : fresh.marketingEmailOption,
        });
      }
      setFailures(failed);
      setDone(Object.keys(failed).length === 0);
    },
  });

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        setDone(false);
        setFailures({});
        void form.handleSubmit((values) => {
          if (isChanged) save.mutate(values);
        })(event);
      }}
    >
      <section className="account-page__section" aria-labelledby={`${id}-email-title`}>
        <h2 id={`${id}-email-title`} className="account-page__section-title">
          <FormattedMessage id="accounts.contact.emailTitle" />
        </h2>
        {user.pendingEmail ? (
          <FormAlert tone="info">
            <p>
              <FormattedMessage
                id="accounts.contact.pendingEmail"
                values={{
                  pending: user.pendingEmail,
                  email: user.email,
                  strong: (c) => <strong>{c}</strong>,
                }}
              />{' '}
              <Link to="/verify-email">
                <FormattedMessage id="accounts.contact.resendLink" />
              </Link>
            </p>
          </FormAlert>
        ) : !user.emailVerified ? (
          <FormAlert tone="info">
            <p>
              <FormattedMessage id="accounts.contact.unverified" />{' '}
              <Link to="/verify-email">
                <FormattedMessage id="accounts.contact.verifyLink" />
              </Link>
            </p>
          </FormAlert>
        ) : null}
        <div className="form">
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
          {changes.email ? (
            <PasswordField
              id={`${id}-password`}
              autoComplete="current-password"
              label={intl.formatMessage({ id: 'accounts.field.currentPassword' })}
              hint={intl.formatMessage({ id: 'accounts.contact.passwordHint' })}
              {...fieldProps(form, 'currentPassword', () => 'accounts.contact.passwordNeeded')}
            />
          ) : null}
          <FormMessage id={failures.email} />
        </div>
      </section>

      <section className="account-page__section" aria-labelledby={`${id}-phone-title`}>
        <h2 id={`${id}-phone-title`} className="account-page__section-title">
          <FormattedMessage id="accounts.contact.phoneTitle" />
        </h2>
        <div className="form">
          <TextField
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            label={intl.formatMessage({ id: 'accounts.field.phoneNumber' })}
            hint={intl.formatMessage({
              id:
                user.type === userTypes.operator
                  ? 'accounts.contact.phoneHintOperator'
                  : user.type === userTypes.affiliate
                    ? 'accounts.contact.phoneHintAffiliate'
                    : 'accounts.contact.phoneHint',
            })}
            {...fieldProps(
              form,
              'phoneNumber',
              (value) => phoneError(value) ?? 'accounts.validation.phoneInvalid',
            )}
          />
          <FormMessage id={failures.phone} />
        </div>
      </section>

      <section className="account-page__section" aria-labelledby={`${id}-notifications-title`}>
        <h2 id={`${id}-notifications-title`} className="account-page__section-title">
          <FormattedMessage id="accounts.contact.notificationsTitle" />
        </h2>
        <div className="form">
          <CheckboxField
            id={`${id}-marketing`}
            label={intl.formatMessage({ id: 'accounts.signup.marketing' })}
            {...form.register('marketingEmailOption')}
          />
          <FormMessage id={failures.marketing} />
          {isOperator ? (
            <>
              <CheckboxField
                id={`${id}-sms`}
                label={intl.formatMessage({ id: 'accounts.contact.smsAlerts' })}
                {...form.register('newBookingSmsNotification')}
              />
              <CheckboxField
                id={`${id}-whatsapp`}
                label={intl.formatMessage({ id: 'accounts.contact.whatsappAlerts' })}
                {...form.register('newBookingWhatsappNotification')}
              />
            </>
          ) : null}
        </div>
      </section>

      <FormMessage id={isDone ? 'accounts.saved' : null} tone="success" />
      <SubmitButton inProgress={save.isPending} disabled={!isChanged}>
        <FormattedMessage id="accounts.save" />
      </SubmitButton>
    </form>
  );
}
