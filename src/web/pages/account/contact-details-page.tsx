import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../contracts/accounts';
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
import { useFormState } from '../../components/form/use-form-state';
import { useAccountUpdate } from '../../features/accounts/account-api';
import { AccountSettingsLayout } from '../../features/accounts/account-nav';
import { DeleteAccountSection } from '../../features/accounts/delete-account-section';
import { emailError, errorsOf, phoneError } from '../../features/accounts/validation';
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

type Values = {
  email: string;
  currentPassword: string;
  phoneNumber: string;
  marketingEmailOption: boolean;
  newBookingSmsNotification: boolean;
  newBookingWhatsappNotification: boolean;
};

const valuesOf = (user: CurrentUser): Values => ({
  email: user.email,
  currentPassword: '',
  phoneNumber: String(user.protectedData.phoneNumber ?? ''),
  marketingEmailOption: user.protectedData.marketingEmailOption === true,
  newBookingSmsNotification: user.protectedData.newBookingSmsNotification === true,
  newBookingWhatsappNotification: user.protectedData.newBookingWhatsappNotification === true,
});

type Failures = { email?: string; phone?: string; marketing?: string };

function ContactDetailsForm({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const id = useId();
  const update = useAccountUpdate();
  const isOperator = user.type === userTypes.operator;
  const [saved, setSaved] = useState(() => valuesOf(user));
  // The request runs as a mutation: its pending state is the submit button's busy state.
  const submitting = useMutation({ mutationFn: (request: () => Promise<void>) => request() });
  const [failures, setFailures] = useState<Failures>({});
  const [isDone, setDone] = useState(false);
  const isEmailChanged = (email: string) => normalizeEmail(email) !== normalizeEmail(saved.email);
  const form = useFormState(saved, (v) =>
    errorsOf({
      email: emailError(v.email),
      currentPassword:
        isEmailChanged(v.email) && v.currentPassword === ''
          ? 'accounts.contact.passwordNeeded'
          : undefined,
      phoneNumber: phoneError(v.phoneNumber),
    }),
  );
  const v = form.values;
  const changes = {
    email: isEmailChanged(v.email),
    phone: v.phoneNumber.trim() !== saved.phoneNumber.trim(),
    marketing: v.marketingEmailOption !== saved.marketingEmailOption,
    alerts:
      isOperator &&
      (v.newBookingSmsNotification !== saved.newBookingSmsNotification ||
        v.newBookingWhatsappNotification !== saved.newBookingWhatsappNotification),
  };
  const isChanged = Object.values(changes).some(Boolean);

  // Only what changed is sent; email, phone and marketing failures are shown apart (spec 001 §4).
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setDone(false);
    setFailures({});
    if (!form.trySubmit() || !isChanged) return;
    await submitting.mutateAsync(async () => {
      const next: Failures = {};
      let latest: CurrentUser | null = null;
      if (changes.email) {
        try {
          latest = await update('POST /api/account/change-email', {
            email: v.email.trim(),
            currentPassword: v.currentPassword,
          });
        } catch (error) {
          next.email =
            error instanceof ApiError && error.code === 'email-taken'
              ? 'accounts.contact.emailTaken'
              : error instanceof ApiError && error.status === 403
                ? 'accounts.contact.wrongPassword'
                : error instanceof ApiError && error.code === 'email-too-many-verification-requests'
                  ? 'accounts.verify.tooMany'
                  : errorMessageId(error);
        }
      }
      if (changes.phone) {
        try {
          latest = await update('PATCH /api/account/contact-details', {
            phoneNumber: v.phoneNumber.trim(),
          });
        } catch (error) {
          next.phone = errorMessageId(error);
        }
      }
      if (changes.marketing) {
        try {
          latest = await update('PATCH /api/account/contact-details', {
            marketingEmailOption: v.marketingEmailOption,
          });
        } catch (error) {
          next.marketing = errorMessageId(error);
        }
      }
      if (changes.alerts) {
        // Failures of the alert flags are not shown (spec 001 §4); the form keeps the choice to try again.
        latest = await update('PATCH /api/account/contact-details', {
          newBookingSmsNotification: v.newBookingSmsNotification,
          newBookingWhatsappNotification: v.newBookingWhatsappNotification,
        }).catch(() => latest);
      }
      if (latest) {
        const fresh = valuesOf(latest);
        setSaved(fresh);
        // Keep what failed as typed, so nothing is lost; take the rest from the server.
        form.reset({
          ...fresh,
          email: next.email ? v.email : fresh.email,
          currentPassword: next.email ? v.currentPassword : '',
          phoneNumber: next.phone ? v.phoneNumber : fresh.phoneNumber,
          marketingEmailOption: next.marketing
            ? v.marketingEmailOption
            : fresh.marketingEmailOption,
        });
      }
      setFailures(next);
      setDone(Object.keys(next).length === 0);
    });
  };

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
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
            {...form.text('email')}
          />
          {changes.email ? (
            <PasswordField
              id={`${id}-password`}
              autoComplete="current-password"
              label={intl.formatMessage({ id: 'accounts.field.currentPassword' })}
              hint={intl.formatMessage({ id: 'accounts.contact.passwordHint' })}
              {...form.text('currentPassword')}
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
            {...form.text('phoneNumber')}
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
            {...form.checkbox('marketingEmailOption')}
          />
          <FormMessage id={failures.marketing} />
          {isOperator ? (
            <>
              <CheckboxField
                id={`${id}-sms`}
                label={intl.formatMessage({ id: 'accounts.contact.smsAlerts' })}
                {...form.checkbox('newBookingSmsNotification')}
              />
              <CheckboxField
                id={`${id}-whatsapp`}
                label={intl.formatMessage({ id: 'accounts.contact.whatsappAlerts' })}
                {...form.checkbox('newBookingWhatsappNotification')}
              />
            </>
          ) : null}
        </div>
      </section>

      <FormMessage id={isDone ? 'accounts.saved' : null} tone="success" />
      <SubmitButton inProgress={submitting.isPending} disabled={!isChanged}>
        <FormattedMessage id="accounts.save" />
      </SubmitButton>
    </form>
  );
}
